// The worker thread that builds sites' in-memory search columns (columns-build.ts), started by
// columns-builder.ts. Plain JavaScript so that Node can start it anywhere (the built app included);
// it registers tsx to load the TypeScript it shares with the engine.
import { register } from 'tsx/esm/api'

register()
await import('./columns-build.ts')
