import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { proxy } from './proxy'

const SUNSHINE = 'sunshine-motors.localhost:3000'
const call = (path: string, host = SUNSHINE) => proxy(new NextRequest(`http://${host}${path}`, { headers: { host } }))


describe('proxy: malformed paths and queries are a 404 or a 400, never a page render', () => {
  it.each(['/cars/%00', '/%E0%A4%A', '/locations/%00', '/blog/%ZZ', '/search/%00', '/cars/a%0Ab'])('%s is a 404', async (path) => {
    const res = await call(path)
    expect(res.status).toBe(404)
    expect(res.headers.get('x-middleware-rewrite')).toBeNull()
  })

  it.each(['/search/used-cars?query=%00', '/cars?query=%00', '/cars?query=%E0%A4%A', '/cars?refinementList[make][0]=%00', '/cars?query=a%0Ab', '/blog?page=%00', '/?utm_source=%00'])(
    '%s is a 400',
    async (path) => {
      const res = await call(path)
      expect(res.status).toBe(400)
      expect(await res.text()).toMatch(/^Bad request: .*(NUL|control character|percent-encoded)/)
    },
  )

  it('ordinary encoded paths and queries still reach the site', async () => {
    for (const path of ['/cars/2021-toyota-corolla-ab12', '/caf%C3%A9', '/cars?query=hilux+sr5', '/cars?query=%F0%9F%9A%97', '/?utm_campaign=50%25-off']) {
      expect((await call(path)).headers.get('x-middleware-rewrite'), path).toContain(':3000/sunshine-motors.localhost')
    }
  })
})
