import type { Payload } from 'payload'
import sharp from 'sharp'

/**
 * A drawn demo picture in the site's media library: found again by its alt text (so it is drawn once and
 * staff may replace it), else rasterised from its SVG (seed/art.ts) to WebP and uploaded.
 */
export async function artMedia(
  payload: Payload,
  site: number,
  alt: string,
  name: string,
  svg: string,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ site: { equals: site } }, { alt: { equals: alt } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) return docs[0].id
  const data = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt, site },
    file: { data, mimetype: 'image/webp', name: `${name}.webp`, size: data.length },
    overrideAccess: true,
  })
  return media.id
}

/**
 * A make's drawn demo logo in the platform's make logos (shared by every site): found again by its alt text,
 * else rasterised from its SVG (seed/art.ts `makeLogoArt`) to WebP, transparent around the badge.
 */
export async function artMakeLogo(payload: Payload, alt: string, name: string, svg: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'make-logos',
    where: { alt: { equals: alt } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) return docs[0].id
  const data = await sharp(Buffer.from(svg)).webp({ quality: 90, alphaQuality: 100 }).toBuffer()
  const logo = await payload.create({
    collection: 'make-logos',
    data: { alt },
    file: { data, mimetype: 'image/webp', name: `${name}.webp`, size: data.length },
    overrideAccess: true,
  })
  return logo.id
}
