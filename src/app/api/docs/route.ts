import { API_DOCS_CONTENT_SECURITY_POLICY } from '@/lib/requests/security-headers'

export const dynamic = 'force-static'

/**
 * GET /api/docs: the API reference, Swagger UI (swagger-ui-dist) rendering /api/openapi.json. Every file
 * comes from our origin (./[file]/route.ts), and the page runs no inline script, so its policy allows
 * scripts from 'self' only.
 */
export async function GET() {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dealer Platform API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': API_DOCS_CONTENT_SECURITY_POLICY,
      'Cache-Control': 'public, max-age=300',
    },
  })
}
