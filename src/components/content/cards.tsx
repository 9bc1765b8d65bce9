import { blogCategoryLabel, postPath } from '@/domain/blog'
import { fill, labelsFor } from '@/domain/labels'
import { MODEL_STATUSES } from '@/domain/models'
import { formatDollars } from '@/domain/price-display'
import { offerDescription, offerDisclaimer, reviewText } from '@/domain/truncation'
import type { ShopperModel, ShopperOffer, ShopperPost, ShopperReview } from '@/lib/data/site-content'
import type { ResolvedSite, SiteLocation } from '@/lib/data/sites'
import type { ReviewSummary } from '@/domain/reviews'

import { MediaImage, type LibraryImage } from '@/components/pages/media-image'

import { ExpandableText } from './content-client'
import { HolidayHours, LocationContact, OpeningHours, RatingLine } from './location-details'
import { Stars } from './stars'

type Heading = 'h2' | 'h3'

/** A card's picture, a third of a desktop's width, half a tablet's, a phone's whole width; decorative (the card's
 *  heading names it). */
function CardImage({ media, priority }: { media: LibraryImage; priority: boolean }) {
  return (
    <MediaImage
      media={media}
      sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
      className="card-image"
      decorative
      priority={priority}
    />
  )
}

/** A location card (spec 2.7): name, rating, address, phone, hours, View Location / Contact Us, Get Directions, holiday hours. */
export function LocationCard({
  location,
  site,
  rating,
  priority = false,
  heading: H = 'h3',
}: {
  location: SiteLocation
  site: ResolvedSite
  rating: ReviewSummary | null
  heading?: Heading
  /** The page's first card: its image is above the fold on a phone, so it loads first (the page's LCP). */
  priority?: boolean
}) {
  return (
    <article className="content-card location-card">
      <div className="card-body">
        {location.image && <CardImage media={location.image} priority={priority} />}
        <H>{location.name}</H>
        <RatingLine summary={rating} />
        <LocationContact location={location} site={site} />
        <OpeningHours location={location} site={site} />
        <HolidayHours location={location} site={site} />
      </div>
      <p className="card-actions">
        <a className="button" href={`/locations/${location.slug}`}>
          {labelsFor(site.settings.locale).viewLocation}
          <span className="visually-hidden">: {location.name}</span>
        </a>{' '}
        <a className="button-secondary" href="/contact">
          {labelsFor(site.settings.locale).contactUs}
        </a>
      </p>
    </article>
  )
}

/** An offer card with View more / View less on its description and disclaimer (spec 2.7, 9). */
export function OfferCard({
  offer,
  priority = false,
  heading: H = 'h3',
  endsText,
  locale,
  modelLink = true,
}: {
  offer: ShopperOffer
  heading?: Heading
  /** The page's first card: its image is above the fold on a phone, so it loads first (the page's LCP). */
  priority?: boolean
  endsText: string | null
  locale: string
  /** 'About the HiLux' after View offer; off on the model's own page, where it would lead back to it. */
  modelLink?: boolean
}) {
  const labels = labelsFor(locale)
  const description = offerDescription(offer.description)
  const disclaimer = offerDisclaimer(offer.disclaimer)
  return (
    <article className="content-card offer-card">
      <div className="card-body">
        {offer.image && <CardImage media={offer.image} priority={priority} />}
        {offer.manufacturer && <p className="eyebrow">{offer.manufacturer.name}</p>}
        <H>
          <a href={offer.path}>{offer.name}</a>
        </H>
        {description.full && <ExpandableText {...description} />}
        {endsText && <p className="muted">{endsText}</p>}
        {disclaimer.full && <ExpandableText {...disclaimer} className="disclaimer" />}
      </div>
      <p className="card-actions">
        <a className="button" href={offer.path}>
          {labels.viewOffer}
          <span className="visually-hidden">: {offer.name}</span>
        </a>
        {modelLink && <AboutOfferModel offer={offer} locale={locale} />}
      </p>
    </article>
  )
}

/** An offer's secondary action to its model's page ('About the HiLux'), after its primary one; none without a model. */
export function AboutOfferModel({ offer, locale }: { offer: Pick<ShopperOffer, 'model'>; locale: string }) {
  if (!offer.model) return null
  return (
    <>
      {' '}
      <a className="button-secondary" href={offer.model.path}>
        {fill(labelsFor(locale).aboutThe, { name: offer.model.name })}
      </a>
    </>
  )
}

/** A review card (spec 2.7): customer name, stars, text cut at 160 with View more, date. */
export function ReviewCard({
  review,
  dateText,
  heading: H = 'h3',
}: {
  review: ShopperReview
  dateText: string
  heading?: Heading
}) {
  const text = reviewText(review.text)
  return (
    <article className="content-card review-card">
      {review.image && (
        <MediaImage media={review.image} sizes="4rem" only={['thumbnail']} className="review-photo" decorative />
      )}
      <H>{review.customerName}</H>
      <Stars rating={review.rating} />
      {text.full && <ExpandableText {...text} />}
      <p className="muted">
        <time dateTime={review.reviewDate.slice(0, 10)}>{dateText}</time>
      </p>
    </article>
  )
}

const statusLabel = (status: ShopperModel['status']) => MODEL_STATUSES.find((s) => s.value === status)?.label ?? null

/** A model card: make, name, status, from price, short description, link to its page. */
export function ModelCard({
  model,
  site,
  priority = false,
  heading: H = 'h3',
}: {
  model: ShopperModel
  site: ResolvedSite
  heading?: Heading
  /** The page's first card: its image is above the fold on a phone, so it loads first (the page's LCP). */
  priority?: boolean
}) {
  const status = statusLabel(model.status)
  return (
    <article className="content-card model-card">
      {model.images[0] && <CardImage media={model.images[0]} priority={priority} />}
      {model.manufacturer && <p className="eyebrow">{model.manufacturer.name}</p>}
      <H>
        <a href={model.path}>{model.name}</a>
      </H>
      {status && <p className="badge">{status}</p>}
      {model.fromPrice ? (
        <p className="from-price">
          {fill(labelsFor(site.settings.locale).fromPrice, {
            price: formatDollars(model.fromPrice, site.settings.locale),
          })}
        </p>
      ) : null}
      {model.shortDescription && <p>{model.shortDescription}</p>}
    </article>
  )
}

/** A blog post card: category, title, date, excerpt. */
export function PostCard({
  post,
  dateText,
  priority = false,
  heading: H = 'h2',
}: {
  post: ShopperPost
  dateText: string
  heading?: Heading
  /** The page's first card: its image is above the fold on a phone, so it loads first (the page's LCP). */
  priority?: boolean
}) {
  return (
    <article className="content-card post-card">
      {post.image && <CardImage media={post.image} priority={priority} />}
      <p className="eyebrow">{blogCategoryLabel(post.category)}</p>
      <H>
        <a href={postPath(post)}>{post.title}</a>
      </H>
      <p className="muted">
        <time dateTime={post.publishedAt.slice(0, 10)}>{dateText}</time>
      </p>
      {post.excerpt && <p>{post.excerpt}</p>}
    </article>
  )
}
