import { describe, expect, it } from 'vitest'

import {
  IMAGE_HOSTS_MAX,
  cardPhotoUrls,
  IMAGE_WIDTHS,
  imageHostsError,
  imageRouteUrl,
  imageUrlAllowed,
  normaliseImageHost,
  parseImageRequest,
  pictureFor,
  pictureSources,
  resizeWidth,
} from './feed-images'

describe('normaliseImageHost', () => {
  it('keeps host names, ports and subdomain wildcards, lower-cased', () => {
    expect(normaliseImageHost(' IMG.Example.com ')).toBe('img.example.com')
    expect(normaliseImageHost('img.example.com.')).toBe('img.example.com')
    expect(normaliseImageHost('127.0.0.1:08080')).toBe('127.0.0.1:8080')
    expect(normaliseImageHost('*.cdn.example.com')).toBe('*.cdn.example.com')
  })

  it('refuses URLs, paths, bare or top-level wildcards and bad ports', () => {
    for (const entry of [
      'https://img.example.com',
      'img.example.com/cars',
      '*',
      '*.com',
      'img.*.com',
      'user@img.example.com',
      'img.example.com:0',
      'img.example.com:70000',
      '-bad.example.com',
      '',
    ])
      expect(normaliseImageHost(entry), entry).toBeNull()
  })

  it('says which entry of a list is not a host, and caps the list', () => {
    expect(imageHostsError(['img.example.com', '*.cdn.example.net'])).toBeNull()
    expect(imageHostsError(null)).toBeNull()
    expect(imageHostsError(['img.example.com', 'https://x.example'])).toContain("'https://x.example'")
    expect(imageHostsError(Array.from({ length: IMAGE_HOSTS_MAX + 1 }, (_, i) => `h${i}.example.com`))).toContain(
      `at most ${IMAGE_HOSTS_MAX}`,
    )
  })
})

describe('imageUrlAllowed', () => {
  const hosts = ['img.example.com', '*.cdn.example.net', '127.0.0.1:8080']

  it('allows http(s) photos on a listed host, port or subdomain', () => {
    expect(imageUrlAllowed('https://img.example.com/cars/1.jpg', hosts)).toBe(true)
    expect(imageUrlAllowed('http://img.example.com/cars/1.jpg?x=1', hosts)).toBe(true)
    expect(imageUrlAllowed('https://a.cdn.example.net/1.jpg', hosts)).toBe(true)
    expect(imageUrlAllowed('https://a.b.cdn.example.net/1.jpg', hosts)).toBe(true)
    expect(imageUrlAllowed('http://127.0.0.1:8080/1.png', hosts)).toBe(true)
  })

  it('refuses every other host, look-alike, port, scheme or credentials', () => {
    for (const url of [
      'https://evil.example.org/1.jpg',
      'https://img.example.com.evil.org/1.jpg',
      'https://notimg.example.com/1.jpg',
      'https://cdn.example.net/1.jpg', // the wildcard covers subdomains, not the domain itself
      'https://a.cdn.example.net:8443/1.jpg',
      'https://img.example.com:8443/1.jpg',
      'http://127.0.0.1/1.png',
      'http://127.0.0.1:9090/1.png',
      'ftp://img.example.com/1.jpg',
      'file:///etc/passwd',
      'https://user:pass@img.example.com/1.jpg',
      '/relative/1.jpg',
      'not a url',
    ])
      expect(imageUrlAllowed(url, hosts), url).toBe(false)
  })

  it('allows nothing for a site without photo hosts, and ignores malformed entries', () => {
    expect(imageUrlAllowed('https://img.example.com/1.jpg', [])).toBe(false)
    expect(imageUrlAllowed('https://img.example.com/1.jpg', ['https://img.example.com'])).toBe(false)
  })
})

describe('parseImageRequest', () => {
  const hosts = ['img.example.com']
  const params = (query: Record<string, string>) => new URLSearchParams(query)

  it('reads the photo, a ladder width and a format (JPEG by default)', () => {
    expect(parseImageRequest(params({ url: 'https://img.example.com/a.jpg', w: '640', f: 'avif' }), hosts)).toEqual({
      ok: true,
      request: { url: 'https://img.example.com/a.jpg', width: 640, format: 'avif' },
    })
    expect(parseImageRequest(params({ url: 'https://img.example.com/a.jpg', w: '320' }), hosts)).toMatchObject({
      ok: true,
      request: { format: 'jpeg' },
    })
  })

  it('refuses a missing or foreign URL, an off-ladder width and an unknown format, naming the parameter', () => {
    const error = (query: Record<string, string>) => {
      const result = parseImageRequest(params(query), hosts)
      return result.ok ? null : result.error
    }
    expect(error({ w: '640' })).toMatch(/^url:/)
    expect(error({ url: 'https://evil.example.org/a.jpg', w: '640' })).toMatch(/^url:.*photo hosts/)
    expect(error({ url: 'https://img.example.com/a.jpg', w: '641' })).toMatch(/^w:/)
    expect(error({ url: 'https://img.example.com/a.jpg' })).toMatch(/^w:/)
    expect(error({ url: 'https://img.example.com/a.jpg', w: '640', f: 'gif' })).toMatch(/^f:/)
  })
})

describe('pictureSources', () => {
  it('writes AVIF and WebP sources and a JPEG srcset through the image route for an allowed photo', () => {
    const url = 'https://img.example.com/cars/1 a.jpg?v=2'
    const picture = pictureSources(url, ['img.example.com'], { maxWidth: 1080 })
    expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
    const widths = IMAGE_WIDTHS.filter((width) => width <= 1080)
    expect(picture.sources[0]!.srcSet).toBe(widths.map((w) => `${imageRouteUrl(url, w, 'avif')} ${w}w`).join(', '))
    expect(picture.srcSet).toBe(widths.map((w) => `${imageRouteUrl(url, w, 'jpeg')} ${w}w`).join(', '))
    expect(picture.src).toBe(imageRouteUrl(url, 640, 'jpeg'))
    // The photo's address survives the round trip through the query string.
    expect(new URL(picture.src, 'https://site.example').searchParams.get('url')).toBe(url)
  })

  it("is what the browser builds from the server's decision (resizeWidth), and never narrower than the ladder", () => {
    const url = 'https://img.example.com/1.jpg'
    expect(resizeWidth(url, ['img.example.com'], 1280)).toBe(1280)
    expect(resizeWidth(url, ['cdn.example.com'], 1280)).toBeNull()
    expect(pictureFor(url, 1280)).toEqual(pictureSources(url, ['img.example.com'], { maxWidth: 1280 }))
    expect(pictureFor(url, null)).toEqual({ sources: [], src: url, srcSet: undefined })
    // Smaller than the smallest copy: the smallest copy still.
    expect(pictureFor(url, 100).srcSet).toBe(`${imageRouteUrl(url, 320, 'jpeg')} 320w`)
  })

  it('leaves a photo on a host the site does not allow as the feed sent it', () => {
    expect(pictureSources('https://elsewhere.example/1.jpg', ['img.example.com'])).toEqual({
      sources: [],
      src: 'https://elsewhere.example/1.jpg',
      srcSet: undefined,
    })
  })
})

describe('cardPhotoUrls', () => {
  it('puts the main photo first, drops repeats and non-web addresses, and keeps at most five', () => {
    expect(
      cardPhotoUrls({
        primary_image_url: 'https://img.example.com/2.jpg',
        thumbnails: [
          'https://img.example.com/1.jpg',
          'https://img.example.com/2.jpg',
          'javascript:alert(1)',
          'https://img.example.com/3.jpg',
          'https://img.example.com/4.jpg',
          'https://img.example.com/5.jpg',
          'https://img.example.com/6.jpg',
        ],
      }),
    ).toEqual([
      'https://img.example.com/2.jpg',
      'https://img.example.com/1.jpg',
      'https://img.example.com/3.jpg',
      'https://img.example.com/4.jpg',
      'https://img.example.com/5.jpg',
    ])
    expect(cardPhotoUrls({ primary_image_url: null, thumbnails: [] })).toEqual([])
  })
})
