import type { Metadata } from 'next'

import { DEFAULT_SEARCH, serializeSearch } from '@/domain/search-url'
import { formatDollars } from '@/domain/price-display'
import { fill, labelsFor } from '@/domain/labels'
import { MODEL_BODY_FILTERS, MODEL_STATUSES } from '@/domain/models'
import { accessoriesCount, partsSearchHref } from '@/domain/parts'
import { siteParts } from '@/lib/data/parts'
import { siteContent, type ShopperModel } from '@/lib/data/site-content'
import type { ResolvedSite } from '@/lib/data/sites'

import { MediaImage } from '@/components/pages/media-image'

import { OffersSection } from './offers-section'

import './content.css'

/** The search for a model's stock: /cars refined to its make and model. */
export function modelStockPath(model: ShopperModel): string {
  const refinements = { ...(model.manufacturer ? { make: [model.manufacturer.name] } : {}), model: [model.name] }
  return `/cars?${serializeSearch({ ...DEFAULT_SEARCH, refinements })}`
}

export function modelMetadata(site: ResolvedSite, model: ShopperModel): Metadata {
  const name = [model.manufacturer?.name, model.name].filter(Boolean).join(' ')
  return {
    title: fill(labelsFor(site.settings.locale).modelRange, { name }),
    description:
      model.shortDescription ??
      fill(labelsFor(site.settings.locale).modelRangeDescription, {
        name,
        site: site.name,
        from: model.fromPrice
          ? fill(labelsFor(site.settings.locale).fromPriceSuffix, {
              price: formatDollars(model.fromPrice, site.settings.locale),
            })
          : '',
      }),
    alternates: { canonical: model.path },
  }
}

/** A model range page (spec 2.1): the model's details, its live offers and a link to its stock. */
export async function ModelPage({ site, model }: { site: ResolvedSite; model: ShopperModel }) {
  const offers = (await siteContent(site).offers(new Date())).filter((offer) => offer.model?.slug === model.slug)
  const status = MODEL_STATUSES.find((s) => s.value === model.status)?.label
  const categories = MODEL_BODY_FILTERS.filter((filter) => model.bodyCategories.includes(filter.value))
  const name = [model.manufacturer?.name, model.name].filter(Boolean).join(' ')
  const labels = labelsFor(site.settings.locale)
  // The accessories of the site's catalogue that fit the model; the model's own figure where it lists none.
  const listed = model.manufacturer
    ? accessoriesCount(await siteParts(site), { make: model.manufacturer.id, name: model.name })
    : 0
  const accessories = listed || model.accessoriesCount || 0
  // The first picture leads the page beside the name and price; any others follow as a grid.
  const [cover, ...more] = model.images
  return (
    <main className="content-page model-page">
      <nav aria-label={labels.breadcrumb} className="breadcrumb">
        <a href="/models">{labels.models}</a>
        {model.manufacturer && (
          <>
            {' / '}
            <a href={`/brands/${model.manufacturer.slug}`}>{model.manufacturer.name}</a>
          </>
        )}
      </nav>
      <div className="content-hero">
        <div className="content-hero-text">
          <h1>{name}</h1>
          {status && <p className="badge">{status}</p>}
          {model.fromPrice ? (
            <p className="from-price">
              {fill(labels.fromPrice, { price: formatDollars(model.fromPrice, site.settings.locale) })}
            </p>
          ) : null}
          {model.shortDescription && <p className="lead">{model.shortDescription}</p>}
          {model.status !== 'coming_soon' && (
            <p>
              <a className="button" href={modelStockPath(model)}>
                {fill(labels.viewStock, { name })}
              </a>
            </p>
          )}
        </div>
        {cover && (
          <MediaImage media={cover} sizes="(min-width: 992px) 55vw, 100vw" className="content-hero-image" priority />
        )}
      </div>
      {more.length > 0 && (
        <div className="model-images">
          {more.map((image) => (
            <MediaImage key={image.id} media={image} sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw" />
          ))}
        </div>
      )}
      <div className="model-details">
        {model.description?.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <ul className="model-facts">
          {model.body && <li>{fill(labels.bodyColon, { body: model.body })}</li>}
          {model.fuel && <li>{fill(labels.fuelColon, { fuel: model.fuel })}</li>}
          {accessories ? (
            <li className="model-accessories">
              {fill(labels.modelAccessories, { count: accessories })}
              {listed > 0 && model.manufacturer ? (
                <>
                  {' \u00b7 '}
                  <a
                    href={partsSearchHref(
                      { make: model.manufacturer.slug, model: model.name },
                      '/vehicle-parts-and-accessories',
                    )}
                  >
                    {labels.modelAccessoriesLink}
                  </a>
                </>
              ) : null}
            </li>
          ) : null}
          {categories.length > 0 && (
            <li>
              {labels.seeAlso}{' '}
              {categories.map((category, index) => (
                <span key={category.value}>
                  {index > 0 && ', '}
                  <a href={`/models?body=${category.value}`}>{category.label}</a>
                </span>
              ))}
            </li>
          )}
        </ul>
      </div>
      <OffersSection
        site={site}
        offers={offers}
        heading={fill(labels.modelOffers, { name: model.name })}
        headingId="model-offers-heading"
        modelLink={false}
      />
    </main>
  )
}
