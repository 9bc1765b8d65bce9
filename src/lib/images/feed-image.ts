import sharp from 'sharp'

import { IMAGE_MIME, type ImageRequest } from '@/domain/feed-images'

/** A feed photo larger than this is not resized (a photo is a few hundred KB; this is a runaway). */
export const FEED_IMAGE_MAX_BYTES = 15 * 1024 * 1024
const FETCH_TIMEOUT_MS = 10_000
/** Quality per format: AVIF and WebP look as good as JPEG at far fewer bytes. */
const QUALITY = { avif: 50, webp: 72, jpeg: 78 } as const

export type FeedImageResult =
  { ok: true; body: Uint8Array; contentType: string } | { ok: false; status: 502; error: string }

/** Resized photos kept in this process (a busy search page asks for the same few hundred again and again). */
const CACHE_MAX_BYTES = 64 * 1024 * 1024
const CACHE_TTL_MS = 24 * 60 * 60 * 1000
type Cached = { body: Uint8Array; contentType: string; at: number }
const cache = new Map<string, Cached>()
let cachedBytes = 0
const inFlight = new Map<string, Promise<FeedImageResult>>()

function remember(key: string, entry: Cached) {
  if (entry.body.byteLength > CACHE_MAX_BYTES / 16) return
  cache.set(key, entry)
  cachedBytes += entry.body.byteLength
  // Least recently used first: a Map iterates in insertion order, and a hit re-inserts its entry.
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_MAX_BYTES) break
    cache.delete(oldKey)
    cachedBytes -= old.body.byteLength
  }
}

/**
 * One feed photo at one width and format: from this process's cache (a day at most, least recently used
 * dropped past 64 MB), else made once however many requests ask for it at the same time.
 */
export function feedImage(request: ImageRequest): Promise<FeedImageResult> {
  const key = `${request.format}:${request.width}:${request.url}`
  const hit = cache.get(key)
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) {
    cache.delete(key)
    cache.set(key, hit)
    return Promise.resolve({ ok: true, body: hit.body, contentType: hit.contentType })
  }
  if (hit) {
    cache.delete(key)
    cachedBytes -= hit.body.byteLength
  }
  let pending = inFlight.get(key)
  if (!pending) {
    pending = resizeFeedImage(request)
      .then((result) => {
        if (result.ok) remember(key, { body: result.body, contentType: result.contentType, at: Date.now() })
        return result
      })
      .finally(() => inFlight.delete(key))
    inFlight.set(key, pending)
  }
  return pending
}

/**
 * Fetches one allowed feed photo (the caller checked its host against the site's list) and makes the
 * asked width and format: never wider than the original, turned upright by its EXIF orientation, with the
 * metadata dropped. Redirects are not followed (a photo host redirecting elsewhere would make us a proxy
 * for that elsewhere), and anything that is not an image sharp can read is a 502, never a 500.
 */
export async function resizeFeedImage({ url, width, format }: ImageRequest): Promise<FeedImageResult> {
  let response: Response
  try {
    response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { Accept: 'image/avif,image/webp,image/*;q=0.8' },
    })
  } catch (error) {
    return { ok: false, status: 502, error: `The photo host did not answer: ${(error as Error).message}` }
  }
  if (response.status !== 200) {
    await response.body?.cancel()
    return { ok: false, status: 502, error: `The photo host answered ${response.status}.` }
  }
  const declared = Number(response.headers.get('content-length'))
  if (declared > FEED_IMAGE_MAX_BYTES) {
    await response.body?.cancel()
    return { ok: false, status: 502, error: 'The photo is too large to resize.' }
  }
  const original = await readCapped(response, FEED_IMAGE_MAX_BYTES)
  if (!original) return { ok: false, status: 502, error: 'The photo is too large to resize.' }
  try {
    const body = await sharp(original, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .toFormat(format, { quality: QUALITY[format] })
      .toBuffer()
    return { ok: true, body: new Uint8Array(body), contentType: IMAGE_MIME[format] }
  } catch {
    return { ok: false, status: 502, error: 'The photo host did not send an image we can read.' }
  }
}

/** The body's bytes, or null once they pass `max` (the rest is not read). */
async function readCapped(response: Response, max: number): Promise<Buffer | null> {
  if (!response.body) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
