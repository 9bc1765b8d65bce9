import type { ServerProps } from 'payload'

import {
  AGED_STOCK_DAYS,
  DASHBOARD_LEAD_KINDS,
  DASHBOARD_PERIODS,
  formatDuration,
  priceBandRange,
} from '@/domain/dashboard'

import type { DashboardFigures, Ranked } from '../aggregates'
import { loadDashboard } from '../dashboard-data'
import { carLink, carsLink, leadsLink } from '../links'
import { DashboardBarChart, type ChartRow } from './charts'

import './dashboard.css'

const number = (value: number) => value.toLocaleString('en')

function bandLabel(key: string): string {
  const band = priceBandRange(key)
  if (!band) return key
  return band.max === null ? `${number(band.min)} and over` : `${number(band.min)} \u2013 ${number(band.max)}`
}

function Tiles({
  items,
}: {
  items: Array<{ figure: string; label: string; value: string; href?: string; note?: string }>
}) {
  return (
    <ul className="dealer-dashboard__tiles">
      {items.map((item) => {
        const body = (
          <>
            <span className="dealer-dashboard__value">{item.value}</span>
            <span className="dealer-dashboard__label">{item.label}</span>
            {item.note && <span className="dealer-dashboard__note">{item.note}</span>}
          </>
        )
        return (
          <li key={item.figure} data-figure={item.figure}>
            {item.href ? <a href={item.href}>{body}</a> : <div>{body}</div>}
          </li>
        )
      })}
    </ul>
  )
}

function RankedTable({
  caption,
  heading,
  rows,
  link,
  label = (value) => value,
}: {
  caption: string
  heading: string
  rows: Ranked[]
  link?: (value: string) => string
  label?: (value: string) => string
}) {
  return (
    <table className="dealer-dashboard__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Searches</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2}>None yet</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.value}>
              <th scope="row">{link ? <a href={link(row.value)}>{label(row.value)}</a> : label(row.value)}</th>
              <td>{number(row.count)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}

function Leads({ figures }: { figures: DashboardFigures }) {
  const { sites, days, leads } = figures
  // As at the instant the figures were counted (they are kept a minute), so each list is the figure's.
  const now = new Date(figures.at)
  const since = { now, days }
  const kinds = DASHBOARD_LEAD_KINDS.map(({ value, label }) => ({ key: value, label }))
  const byDay: ChartRow[] = leads.byDay.map((row) => ({
    ...row,
    label: row.day.slice(5),
    links: Object.fromEntries(kinds.map((kind) => [kind.key, leadsLink(sites, { day: row.day, kind: kind.key })])),
  }))
  const byLocation: ChartRow[] = leads.byLocation.map((row) => ({
    label: row.name,
    count: row.count,
    links: { count: leadsLink(sites, { location: row.locationId, since }) },
  }))
  return (
    <section aria-labelledby="dashboard-leads">
      <h2 id="dashboard-leads">Leads</h2>
      <Tiles
        items={[
          {
            figure: 'open-leads',
            label: 'Open leads',
            value: number(leads.open),
            href: leadsLink(sites, { open: true }),
          },
          {
            figure: 'open-leads-overdue',
            label: 'Open leads older than 24 h',
            value: number(leads.openOverdue),
            href: leadsLink(sites, { overdueAt: now }),
          },
          {
            figure: 'median-first-response',
            label: 'Median time to first response',
            value: formatDuration(leads.medianFirstResponseMs),
            href: leadsLink(sites, { since, responded: true }),
            note: `${number(leads.responded)} of ${number(leads.total)} answered`,
          },
          {
            figure: 'leads-in-period',
            label: `Leads in ${days} days`,
            value: number(leads.total),
            href: leadsLink(sites, { since }),
          },
        ]}
      />
      <figure className="dealer-dashboard__figure">
        <figcaption>Leads per day by kind, last {days} days</figcaption>
        <DashboardBarChart id="leads-per-day" rows={byDay} series={kinds} stacked />
        <ul className="dealer-dashboard__kinds">
          {leads.byKind.map((entry) => (
            <li key={entry.kind}>
              <a href={leadsLink(sites, { kind: entry.kind, since })}>
                {DASHBOARD_LEAD_KINDS.find((kind) => kind.value === entry.kind)?.label}: {number(entry.count)}
              </a>
            </li>
          ))}
        </ul>
        <details>
          <summary>Leads per day as a table</summary>
          <table className="dealer-dashboard__table">
            <caption>Leads per day by kind</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {kinds.map((kind) => (
                  <th scope="col" key={kind.key}>
                    {kind.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {leads.byDay.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{row.day}</th>
                  {kinds.map((kind) => (
                    <td key={kind.key}>
                      {row[kind.key] > 0 ? (
                        <a href={leadsLink(sites, { day: row.day, kind: kind.key })}>{row[kind.key]}</a>
                      ) : (
                        0
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figure>
      <figure className="dealer-dashboard__figure">
        <figcaption>Leads by location, last {days} days</figcaption>
        {byLocation.length > 0 && (
          <DashboardBarChart
            id="leads-by-location"
            rows={byLocation}
            series={[{ key: 'count', label: 'Leads' }]}
            layout="vertical"
            height={Math.max(120, 40 * byLocation.length)}
          />
        )}
        <table className="dealer-dashboard__table">
          <thead>
            <tr>
              <th scope="col">Location</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {leads.byLocation.length === 0 ? (
              <tr>
                <td colSpan={2}>No leads yet</td>
              </tr>
            ) : (
              leads.byLocation.map((row) => (
                <tr key={row.locationId ?? 'none'}>
                  <th scope="row">
                    <a href={leadsLink(sites, { location: row.locationId, since })}>{row.name}</a>
                  </th>
                  <td>{number(row.count)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </figure>
    </section>
  )
}

function Stock({ figures }: { figures: DashboardFigures }) {
  const { siteIds, sites, stock, views, days } = figures
  const now = new Date(figures.at)
  const daysAgo = (count: number) => new Date(now.getTime() - count * 86_400_000)
  const byType: ChartRow[] = stock.byType.map((row) => ({
    label: row.value,
    count: row.count,
    links: { count: carsLink(siteIds, { type: row.value }) },
  }))
  return (
    <section aria-labelledby="dashboard-stock">
      <h2 id="dashboard-stock">Stock</h2>
      <Tiles
        items={[
          { figure: 'in-stock', label: 'Cars in stock', value: number(stock.inStock), href: carsLink(siteIds, {}) },
          {
            figure: 'average-days-in-stock',
            label: 'Average days in stock',
            value: stock.averageDaysInStock === null ? '\u2013' : String(Math.round(stock.averageDaysInStock)),
            href: `${carsLink(siteIds, {})}&sort=listed_at`,
          },
          ...AGED_STOCK_DAYS.map((threshold) => ({
            figure: `aged-${threshold}`,
            label: `In stock over ${threshold} days`,
            value: number(stock.agedOver[threshold]),
            href: carsLink(siteIds, { listedBefore: daysAgo(threshold) }),
          })),
          {
            figure: 'without-photos',
            label: 'Without photos',
            value: number(stock.withoutPhotos),
            href: carsLink(siteIds, { withoutPhotos: true }),
          },
          {
            figure: 'without-price',
            label: 'Without a price',
            value: number(stock.withoutPrice),
            href: carsLink(siteIds, { withoutPrice: true }),
          },
          {
            figure: 'price-drops',
            label: 'Price drops this week',
            value: number(stock.priceDropsThisWeek),
            href: carsLink(siteIds, { priceDroppedSince: daysAgo(7) }),
          },
        ]}
      />
      <figure className="dealer-dashboard__figure">
        <figcaption>Cars in stock by type</figcaption>
        {byType.length > 0 && (
          <DashboardBarChart id="stock-by-type" rows={byType} series={[{ key: 'count', label: 'Cars' }]} height={200} />
        )}
        <table className="dealer-dashboard__table">
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Cars</th>
            </tr>
          </thead>
          <tbody>
            {stock.byType.map((row) => (
              <tr key={row.value}>
                <th scope="row">
                  <a href={carsLink(siteIds, { type: row.value })}>{row.value}</a>
                </th>
                <td>{number(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
      <table className="dealer-dashboard__table">
        <caption>
          Most viewed cars, last {days} days ({number(views.total)} views; cars with leads had{' '}
          {number(views.ofCarsWithLeads)} views and {number(views.leadsOnViewedCars)} leads)
        </caption>
        <thead>
          <tr>
            <th scope="col">Car</th>
            <th scope="col">Views</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {views.top.length === 0 ? (
            <tr>
              <td colSpan={3}>No views yet</td>
            </tr>
          ) : (
            views.top.map((car) => (
              <tr key={car.carId}>
                <th scope="row">
                  <a href={carLink(car.carId)}>{car.name}</a>
                </th>
                <td>{number(car.views)}</td>
                <td>
                  <a href={leadsLink(sites, { car: car.carId, since: { now, days } })}>{number(car.leads)}</a>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  )
}

function Demand({ figures }: { figures: DashboardFigures }) {
  const { siteIds, demand, days } = figures
  return (
    <section aria-labelledby="dashboard-demand">
      <h2 id="dashboard-demand">What shoppers search for</h2>
      <p>Searches on the site over the last {days} days, counted without anything about who searched.</p>
      <div className="dealer-dashboard__grid">
        <RankedTable
          caption="Top makes"
          heading="Make"
          rows={demand.make}
          link={(make) => carsLink(siteIds, { make })}
        />
        <RankedTable
          caption="Top models"
          heading="Model"
          rows={demand.model}
          link={(model) => carsLink(siteIds, { model })}
        />
        <RankedTable
          caption="Top body types"
          heading="Body"
          rows={demand.body}
          link={(body) => carsLink(siteIds, { body })}
        />
        <RankedTable
          caption="Price bands"
          heading="Price"
          rows={demand.price_band}
          label={bandLabel}
          link={(priceBand) => carsLink(siteIds, { priceBand })}
        />
        <RankedTable caption="Searches that found nothing (what to buy)" heading="Search" rows={demand.zero_results} />
      </div>
    </section>
  )
}

/**
 * The admin home's dashboard (admin.components.beforeDashboard): the signed-in staff user's sites together,
 * or the one they pick, over 30 or 90 days. Figures come from src/dashboard/aggregates.ts, a minute old at most.
 */
export async function DealerDashboard({ payload, user, searchParams }: ServerProps) {
  const { sites, selected, figures } = await loadDashboard(payload, user ?? null, searchParams ?? {})
  if (!figures) return null
  return (
    <div className="dealer-dashboard">
      <h1 className="dealer-dashboard__title">Dashboard</h1>
      <form method="get" className="dealer-dashboard__picker">
        {sites.length > 1 && (
          <label>
            Site{' '}
            <select name="site" defaultValue={String(selected)}>
              <option value="all">All my sites</option>
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          Period{' '}
          <select name="days" defaultValue={String(figures.days)}>
            {DASHBOARD_PERIODS.map((period) => (
              <option key={period} value={period}>
                Last {period} days
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          Show
        </button>
      </form>
      <p className="dealer-dashboard__scope">
        {selected === 'all'
          ? sites.length > 1
            ? `All ${sites.length} of your sites together.`
            : sites[0]?.name
          : sites.find((site) => site.id === selected)?.name}
      </p>
      <Leads figures={figures} />
      <Stock figures={figures} />
      <Demand figures={figures} />
    </div>
  )
}
