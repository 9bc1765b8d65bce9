import { readFile } from 'node:fs/promises'
import path from 'node:path'

export const dynamic = 'force-dynamic'

/** Starts Swagger UI on the page's #swagger-ui with our document (a file, as the page runs no inline script); no remote validator. */
const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null });
});
`

/** The files /api/docs loads, served from our origin: swagger-ui-dist's (the version installed) and the start-up script. */
const FILES: Record<string, { type: string; dist?: string }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', dist: 'swagger-ui.css' },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', dist: 'swagger-ui-bundle.js' },
  'init.js': { type: 'text/javascript; charset=utf-8' },
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const entry = Object.hasOwn(FILES, file) ? FILES[file] : undefined
  if (!entry) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const body = entry.dist
    ? await readFile(path.join(process.cwd(), 'node_modules', 'swagger-ui-dist', entry.dist))
    : INIT
  return new Response(body, {
    headers: { 'Content-Type': entry.type, 'Cache-Control': 'public, max-age=86400' },
  })
}
