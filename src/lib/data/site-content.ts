import { unstable_cache } from 'next/cache'
import type { Payload, Where } from 'payload'

import { isBlogCategory, type BlogCategory } from '@/domain/blog'
import { modelPath, type ModelStatus } from '@/domain/models'
import { manufacturerOfferShowsOn, offerLive, offerPath } from '@/domain/offers'
import type { MakeLogo, Manufacturer, ManufacturerOffer, Media, Model, Offer, Post, Review } from '@/payload-types'

import { refId } from '../../../collections/content-common'
import { payloadClient } from '../platform/payload'
import { CONTENT_TAG, siteTag } from '../platform/revalidate'
import type { PublicSite } from './site-lookup'

/**
 * A site's content as shopper pages read it: every query filters by the site explicitly (the API's access
 * rules serve staff only), and only what shoppers may see leaves this module (never a document's site,
 * timestamps or staff-only fields).
 */

/** A media relation when populated (an id alone cannot be shown). */
export const mediaOf = (value: number | Media | null | undefined): Media | null =>
  value && typeof value === 'object' && value.url ? value : null

/** A make as shopper pages show it; `logo` when the make has one and it was read (the makes list reads it). */
export type ShopperMake = { id: number; name: string; slug: string; logo: MakeLogo | null }
export type ShopperModel = {
  id: number
  name: string
  slug: string
  path: string
  manufacturer: ShopperMake | null
  fromPrice: number | null
  status: ModelStatus | null
  bodyCategories: string[]
  body: string | null
  fuel: string | null
  shortDescription: string | null
  description: string | null
  accessoriesCount: number | null
  newSlug: string | null
  overrideUrl: string | null
  images: Media[]
}
export type ShopperOffer = {
  /** A site offer's number, or a manufacturer offer's slug (src/domain/offers.ts). */
  id: number | string
  name: string
  description: string | null
  disclaimer: string | null
  manufacturer: ShopperMake | null
  model: { name: string; slug: string; path: string } | null
  start: string | null
  end: string | null
  path: string
  /** The offer's image, else its model's first (spec 3: image_or_model_image). */
  image: Media | null
}
export type ShopperReview = {
  id: number
  customerName: string
  rating: number
  text: string | null
  reviewDate: string
  location: number | null
  image: Media | null
}
export type ShopperPost = {
  id: number
  title: string
  slug: string
  category: BlogCategory
  publishedAt: string
  author: string | null
  excerpt: string | null
  content: Post['content']
  seo: { title: string | null; description: string | null }
  image: Media | null
}

const logoOf = (value: number | MakeLogo | null | undefined): MakeLogo | null =>
  value && typeof value === 'object' && value.url ? value : null

const make = (value: number | Manufacturer | null | undefined): ShopperMake | null =>
  value && typeof value === 'object'
    ? { id: value.id, name: value.name, slug: value.slug, logo: logoOf(value.logo) }
    : null

const toModel = (doc: Model): ShopperModel => ({
  id: doc.id,
  name: doc.name,
  slug: doc.slug,
  path: modelPath(doc),
  manufacturer: make(doc.manufacturer),
  fromPrice: doc.fromPrice ?? null,
  status: doc.status ?? null,
  bodyCategories: doc.bodyCategories ?? [],
  body: doc.body ?? null,
  fuel: doc.fuel ?? null,
  shortDescription: doc.shortDescription ?? null,
  description: doc.description ?? null,
  accessoriesCount: doc.accessoriesCount ?? null,
  newSlug: doc.newSlug ?? null,
  overrideUrl: doc.overrideUrl ?? null,
  images: (doc.images ?? []).map(mediaOf).filter((m): m is Media => m !== null),
})

const toOffer = (doc: Offer): ShopperOffer => {
  const manufacturer = make(doc.manufacturer)
  const model =
    doc.model && typeof doc.model === 'object'
      ? { name: doc.model.name, slug: doc.model.slug, path: modelPath(doc.model) }
      : null
  return {
    id: doc.id,
    name: doc.name,
    description: doc.description ?? null,
    disclaimer: doc.disclaimer ?? null,
    manufacturer,
    model,
    start: doc.start ?? null,
    end: doc.end ?? null,
    path: offerPath({ id: doc.id, manufacturer }),
    image: mediaOf(doc.image) ?? (doc.model && typeof doc.model === 'object' ? mediaOf(doc.model.images?.[0]) : null),
  }
}

/** A manufacturer's offer as this site shows it: linked to (and pictured by) the site's own model of its slug. */
const toManufacturerOffer = (doc: ManufacturerOffer, models: readonly Model[]): ShopperOffer => {
  const manufacturer = make(doc.manufacturer)
  const model = doc.modelSlug ? models.find((m) => m.slug === doc.modelSlug || m.newSlug === doc.modelSlug) : undefined
  return {
    id: doc.slug,
    name: doc.name,
    description: doc.description ?? null,
    disclaimer: doc.disclaimer ?? null,
    manufacturer,
    model: model ? { name: model.name, slug: model.slug, path: modelPath(model) } : null,
    start: doc.start ?? null,
    end: doc.end ?? null,
    path: offerPath({ id: doc.slug, manufacturer }),
    image: model ? mediaOf(model.images?.[0]) : null,
  }
}

const toReview = (doc: Review): ShopperReview => ({
  id: doc.id,
  customerName: doc.customerName,
  rating: doc.rating,
  text: doc.text ?? null,
  reviewDate: doc.reviewDate,
  location: doc.location && typeof doc.location === 'object' ? doc.location.id : (doc.location ?? null),
  image: mediaOf(doc.image),
})

const toPost = (doc: Post): ShopperPost => ({
  id: doc.id,
  title: doc.title,
  slug: doc.slug,
  category: isBlogCategory(doc.category) ? doc.category : 'buyer-advice',
  publishedAt: doc.publishedAt,
  author: doc.author ?? null,
  excerpt: doc.excerpt ?? null,
  content: doc.content,
  seo: { title: doc.seo?.title ?? null, description: doc.seo?.description ?? null },
  image: mediaOf(doc.image),
})

/** The uncached reads, for one site. Offers and posts come back whatever their dates; callers filter by now. */
function loaders(payload: Payload, siteId: number) {
  const site = { site: { equals: siteId } }
  // Offers, posts and locations have drafts (issue 22): shoppers see only what is published.
  const published: Where = { _status: { equals: 'published' } }
  return {
    manufacturers: async () =>
      // 1: each make's logo (make tiles and brand pages show it).
      (
        await payload.find({ collection: 'manufacturers', sort: 'name', depth: 1, limit: 200, overrideAccess: true })
      ).docs
        .map(make)
        .filter((m): m is ShopperMake => m !== null),
    models: async () =>
      (
        await payload.find({
          collection: 'models',
          where: site,
          sort: 'name',
          depth: 1,
          limit: 500,
          overrideAccess: true,
        })
      ).docs.map(toModel),
    // Offers already over are never read; whether one has started is decided at render time. The site's
    // own offers come first, then the manufacturer offers of the makes it sells (its locations' and models').
    offers: async () => {
      const notOver: Where = { or: [{ end: { exists: false } }, { end: { greater_than: new Date().toISOString() } }] }
      const [own, models, locations] = await Promise.all([
        // 2: the model's images too (an offer without its own image shows its model's).
        payload.find({
          collection: 'offers',
          where: { and: [site, published, notOver] },
          sort: '-start',
          depth: 2,
          limit: 500,
          overrideAccess: true,
        }),
        payload.find({ collection: 'models', where: site, depth: 1, limit: 500, overrideAccess: true }),
        payload.find({
          collection: 'locations',
          where: { and: [site, published] },
          depth: 0,
          limit: 200,
          overrideAccess: true,
          select: { manufacturers: true },
        }),
      ])
      const makeIds = new Set(
        [
          ...models.docs.map((m) => refId(m.manufacturer)),
          ...locations.docs.flatMap((l) => (l.manufacturers ?? []).map(refId)),
        ].filter((id): id is number => typeof id === 'number'),
      )
      const national =
        makeIds.size === 0
          ? []
          : (
              await payload.find({
                collection: 'manufacturer-offers',
                where: { and: [{ manufacturer: { in: [...makeIds] } }, notOver] },
                sort: '-start',
                // 1: the make's name and slug; of the excluded sites, their ids are enough.
                depth: 1,
                populate: { sites: { slug: true } },
                limit: 500,
                overrideAccess: true,
              })
            ).docs.filter((doc) =>
              manufacturerOfferShowsOn(
                {
                  manufacturerId: Number(refId(doc.manufacturer)),
                  excludedSiteIds: (doc.excludedSites ?? [])
                    .map(refId)
                    .filter((id): id is number => typeof id === 'number'),
                },
                { id: siteId, makeIds },
              ),
            )
      return [...own.docs.map(toOffer), ...national.map((doc) => toManufacturerOffer(doc, models.docs))]
    },
    reviews: async () =>
      (
        await payload.find({
          collection: 'reviews',
          where: site,
          sort: '-reviewDate',
          depth: 1,
          limit: 500,
          overrideAccess: true,
        })
      ).docs.map(toReview),
    posts: async () =>
      (
        await payload.find({
          collection: 'posts',
          where: { and: [site, published] },
          sort: '-publishedAt',
          depth: 1,
          limit: 500,
          overrideAccess: true,
        })
      ).docs.map(toPost),
  }
}

type Loaders = ReturnType<typeof loaders>

/** What every reader offers: offers live now and posts published by now, the rest as stored. */
function readers(load: Loaders) {
  return {
    manufacturers: load.manufacturers,
    models: load.models,
    reviews: load.reviews,
    offers: async (now: Date) => (await load.offers()).filter((offer) => offerLive(offer, now)),
    posts: async (now: Date) =>
      (await load.posts()).filter((post) => new Date(post.publishedAt).getTime() <= now.getTime()),
  }
}

/** A site's content read straight from the database (scripts and tests). */
export function siteContentFor(payload: Payload, site: Pick<PublicSite, 'id'>) {
  return readers(loaders(payload, site.id))
}

/** A site's content for its pages: cached per site, expired at once when the site's content (or a make) changes. */
export function siteContent(site: Pick<PublicSite, 'id' | 'slug'>) {
  const cached = <K extends keyof Loaders>(key: K): Loaders[K] =>
    unstable_cache(
      async () => (await loaders(await payloadClient(), site.id)[key]()) as Awaited<ReturnType<Loaders[K]>>,
      [`site-content-${key}`, String(site.id)],
      {
        tags: [siteTag(site.slug), CONTENT_TAG],
        revalidate: 300,
      },
    ) as Loaders[K]
  return readers({
    manufacturers: cached('manufacturers'),
    models: cached('models'),
    offers: cached('offers'),
    reviews: cached('reviews'),
    posts: cached('posts'),
  })
}

/**
 * The content pages of a site for its sitemap: locations are the caller's (siteLocations), these are the
 * fixed lists, every live offer, model, published post and blog category with posts, and each make the
 * site has models of.
 */
export async function contentSitemapPaths(
  site: Pick<PublicSite, 'id' | 'slug'>,
  now: Date,
): Promise<Array<{ path: string; lastModified?: string }>> {
  const content = siteContent(site)
  const [offers, models, posts] = await Promise.all([content.offers(now), content.models(), content.posts(now)])
  const makes = [
    ...new Set(models.map((model) => model.manufacturer?.slug).filter((slug): slug is string => Boolean(slug))),
  ]
  const categories = [...new Set(posts.map((post) => post.category))]
  return [
    { path: '/dealerships' },
    { path: '/special-offers' },
    { path: '/models' },
    ...(posts.length > 0 ? [{ path: '/blog' }] : []),
    ...offers.map((offer) => ({ path: offer.path })),
    ...models.map((model) => ({ path: model.path })),
    ...makes.map((slug) => ({ path: `/brands/${slug}` })),
    ...categories.map((category) => ({ path: `/blog/${category}` })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.publishedAt })),
  ]
}
