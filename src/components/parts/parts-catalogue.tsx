import { labelsFor } from '@/domain/labels'
import { partsLocations, partsSearchHref, searchParts, type PartsQuery } from '@/domain/parts'
import { formatDollars } from '@/domain/price-display'
import { tradeInRules } from '@/leads/form-rules'
import type { ShopperPart } from '@/lib/data/parts'
import type { ResolvedSite, SiteLocation } from '@/lib/data/sites'

import { MediaImage } from '@/components/pages/media-image'

import { PartRequestForm } from '../leads/deferred/part-request-form'

import './parts.css'
import { Input, Select } from '../ui/controls'
import { Badge } from '../ui/badge'
import { Card } from '../ui/card'
import { Field } from '../ui/form'

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.split(`{${key}}`).join(String(value)), text)

/**
 * The parts catalogue of a site (spec 2.1 /parts/search; accessories only at /vehicle-parts-and-accessories):
 * a search by text and vehicle (a GET form, so every search is a link), the results with their price, image
 * and the vehicles they fit, and 'Request this part', which opens the request form for that part.
 */
export function PartsCatalogue({
  site,
  path,
  parts,
  locations,
  query,
  accessoriesOnly = false,
}: {
  site: ResolvedSite
  path: string
  parts: readonly ShopperPart[]
  locations: readonly SiteLocation[]
  query: PartsQuery
  accessoriesOnly?: boolean
}) {
  const labels = labelsFor(site.settings.locale)
  // The makes the catalogue's parts fit, for the vehicle search.
  const makes = [
    ...new Map(parts.flatMap((part) => part.fits.map((fit) => [fit.makeSlug, fit.makeName] as const))).entries(),
  ].sort((a, b) => a[1].localeCompare(b[1]))
  const make = query.make ? (parts.flatMap((p) => p.fits).find((fit) => fit.makeSlug === query.make) ?? null) : null
  const result = searchParts(parts, query, make?.make ?? null, { accessoriesOnly })
  const requested = query.part ? parts.find((part) => part.id === query.part) : undefined
  const requestLocations = partsLocations(locations).map(({ slug, name }) => ({ slug, name }))
  const rules = {
    locations: requestLocations.map((location) => location.slug),
    requireTerms: tradeInRules(site).requireTerms,
  }
  const money = (amount: number) => formatDollars(amount, site.settings.locale)
  const href = (more: Partial<PartsQuery>) => partsSearchHref({ ...query, part: null, ...more }, path)
  return (
    <section className="parts-catalogue" aria-labelledby="parts-results-heading">
      <form className="parts-search" method="get" action={path} role="search" aria-label={labels.partsSearchLabel}>
        <Field id="parts-q" label={labels.partsText}>
          <Input id="parts-q" name="q" type="search" defaultValue={query.q} maxLength={100} />
        </Field>
        <Field id="parts-make" label={labels.partsMake}>
          <Select id="parts-make" name="make" defaultValue={query.make ?? ''}>
            <option value="">{labels.partsAnyMake}</option>
            {makes.map(([slug, name]) => (
              <option key={slug} value={slug}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="parts-model" label={labels.partsModel}>
          <Input
            id="parts-model"
            name="model"
            defaultValue={query.model ?? ''}
            maxLength={80}
            placeholder={labels.partsModelHint}
          />
        </Field>
        <button type="submit" className="button">
          {labels.partsSearch}
        </button>
      </form>

      <h2 id="parts-results-heading" className="parts-count" aria-live="polite">
        {result.total === 1 ? labels.partsFoundOne : fill(labels.partsFoundMany, { count: result.total })}
      </h2>
      {result.total === 0 ? (
        <p className="parts-none">
          {accessoriesOnly && !query.q && !query.make ? labels.accessoriesNone : labels.partsNone}
        </p>
      ) : (
        <ul className="parts-grid">
          {result.items.map((part) => (
            <Card as="li" key={part.id} className="part-card" data-part-number={part.partNumber}>
              {part.image ? (
                <MediaImage media={part.image} sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw" />
              ) : null}
              <h3>{part.name}</h3>
              {part.accessory && <Badge>{labels.partAccessory}</Badge>}
              <dl>
                <dt>{labels.partNumber}</dt>
                <dd>{part.partNumber}</dd>
                <dt>{labels.partFits}</dt>
                <dd>
                  {part.fits.length === 0
                    ? labels.partFitsEvery
                    : part.fits.map((fit) => `${fit.makeName} ${fit.model ?? labels.partEveryModel}`).join(', ')}
                </dd>
              </dl>
              <p className="part-price">{part.price !== null ? money(part.price) : labels.partPriceOnRequest}</p>
              {part.description && <p className="part-description">{part.description}</p>}
              <a className="button" href={partsSearchHref({ ...query, part: part.id }, path)}>
                {labels.requestPart}
              </a>
            </Card>
          ))}
        </ul>
      )}
      {result.pages > 1 && (
        <nav className="parts-pages" aria-label={fill(labels.partsPage, { page: result.page, pages: result.pages })}>
          {result.page > 1 && <a href={href({ page: result.page - 1 })}>{labels.previous}</a>}
          <span>{fill(labels.partsPage, { page: result.page, pages: result.pages })}</span>
          {result.page < result.pages && <a href={href({ page: result.page + 1 })}>{labels.next}</a>}
        </nav>
      )}
      {accessoriesOnly && (
        <p className="parts-all">
          <a href="/parts/search">{labels.accessoriesSearchAll}</a>
        </p>
      )}
      {requested && (
        <section id="request-part" className="part-request contact-form" aria-labelledby="request-part-heading">
          <h2 id="request-part-heading">{fill(labels.requestPartHeading, { part: requested.name })}</h2>
          <p>
            {labels.partNumber}: {requested.partNumber}
            {requested.price !== null ? ` \u00b7 ${money(requested.price)}` : ''}
          </p>
          <PartRequestForm
            site={site.slug}
            partId={requested.id}
            rules={rules}
            locations={requestLocations}
            captcha={site.settings.features.captcha}
            labels={{
              location: labels.requestPartLocation,
              chooseLocation: labels.requestPartLocation,
              message: labels.requestPartMessage,
              send: labels.requestPartSend,
            }}
          />
        </section>
      )}
    </section>
  )
}
