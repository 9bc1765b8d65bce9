/**
 * The layers, checked in `npm run lint` (ARCHITECTURE.md, "Layers"):
 *
 *   routes (src/app, src/proxy.ts)
 *     → components (src/components, each block's Component.tsx, blocks/RenderBlocks.tsx)
 *       → feature modules (src/lib, src/search, src/stock, src/leads, src/reservations, src/valuation,
 *         src/dashboard, the Payload config: collections/, globals/, blocks' configs and fields, payload.config.ts)
 *         → domain (src/domain)
 *
 * A layer imports only from the layers below it. The domain is pure: it imports only itself, zod and
 * schema-dts's types. No cycles anywhere. Tests and the tooling in scripts/ may reach across layers (they
 * exercise the real parts), but the app never imports them.
 */
const TESTS = '(^tests/|\\.test\\.tsx?$)'
const ROUTES = '^src/(app/|proxy\\.ts$)'
const COMPONENTS = '^(src/components/|blocks/.*\\.tsx$)'
const FEATURES =
  '^(src/(lib|search|stock|leads|reservations|valuation|webhooks|integrations|dashboard)/|collections/|globals/|blocks/.*\\.ts$|payload\\.config\\.ts$)'
const APP = '^(src|blocks|collections|globals|seed|migrations)/'
const DOMAIN = '^src/domain/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle ties modules together so that neither can change alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: "The spec's rules live once, as pure functions: the domain imports only itself, zod and schema-dts.",
      from: { path: DOMAIN, pathNot: TESTS },
      to: { pathNot: [DOMAIN, '^node_modules/(zod|schema-dts)/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-types-are-its-own',
      severity: 'error',
      comment: "The domain's types are its own: not Payload's generated types, nor another layer's.",
      from: { path: DOMAIN, pathNot: TESTS },
      to: { pathNot: [DOMAIN, '^node_modules/schema-dts/'], dependencyTypes: ['type-only'] },
    },
    {
      name: 'features-below-components',
      severity: 'error',
      comment: 'Feature modules serve pages and components; they never import them.',
      from: { path: FEATURES, pathNot: TESTS },
      to: { path: [ROUTES, COMPONENTS] },
    },
    {
      name: 'components-below-routes',
      severity: 'error',
      comment: 'Components are rendered by routes; they never import a route.',
      from: { path: COMPONENTS, pathNot: TESTS },
      to: { path: ROUTES },
    },
    {
      name: 'no-test-code-in-the-app',
      severity: 'error',
      comment: 'The app never imports a test or a test helper.',
      from: { path: APP, pathNot: TESTS },
      to: { path: [TESTS, '^scripts/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|bench/bare/\\.next|\\.data|src/app/\\(payload\\)/admin/importMap\\.js)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
}
