import { openApiDocument } from '@/integrations/openapi'

export const dynamic = 'force-static'

/** GET /api/openapi.json: the OpenAPI 3.1 document of the public APIs (src/integrations/openapi.ts). */
export async function GET() {
  return Response.json(openApiDocument(), {
    headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' },
  })
}
