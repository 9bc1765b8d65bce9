import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { fill, labelsFor } from '@/domain/labels'
import { EnquiredCar } from '@/components/leads/enquired-car'
import { LeadSummaryPanel } from '@/components/leads/lead-summary'
import { leadReceipt } from '@/leads/lead-receipt'
import { payloadClient } from '@/lib/platform/payload'
import { siteForHost } from '@/lib/data/sites'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteForHost((await params).site)
  return { title: labelsFor(site?.settings.locale).thankYou, robots: { index: false }, referrer: 'no-referrer' }
}

/**
 * `/success` (spec 2.1): shown after a lead form completes. With the reference and key the lead's answer
 * named (`?ref=…&key=…`), it says what was asked or booked and the reference number, in the site's words;
 * either way
 * with the car enquired about when the browser kept it.
 */
export default async function SuccessPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const { ref, key } = await searchParams
  const summary =
    typeof ref === 'string' && typeof key === 'string'
      ? await leadReceipt(await payloadClient(), site, { ref, key })
      : null
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main className="success-page">
        <h1>{labels.thanksInTouch}</h1>
        <p>{fill(labels.messageWithTeam, { site: site.name })}</p>
        {summary && <LeadSummaryPanel summary={summary} labels={labels} />}
        <EnquiredCar site={site.slug} />
        <p>
          <a href="/cars">{labels.keepBrowsing}</a>
        </p>
      </main>
    </>
  )
}
