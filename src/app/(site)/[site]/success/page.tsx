import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { labelsFor } from '@/domain/labels'
import { EnquiredCar } from '@/components/leads/enquired-car'
import { LeadSummaryPanel } from '@/components/leads/lead-summary'
import { leadReceipt } from '@/leads/lead-receipt'
import { payloadClient } from '@/lib/platform/payload'
import { siteForHost } from '@/lib/data/sites'

import { SiteHeader } from '@/components/chrome/site-header'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { title: 'Thank you', robots: { index: false }, referrer: 'no-referrer' }

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
  return (
    <>
      <SiteHeader site={site} />
      <main className="success-page">
        <h1>Thanks — we&apos;ll be in touch</h1>
        <p>Your message is with the {site.name} team. We usually reply within one business day.</p>
        {summary && <LeadSummaryPanel summary={summary} labels={labelsFor(site.settings.locale)} />}
        <EnquiredCar site={site.slug} />
        <p>
          <Link href="/cars">Keep browsing cars</Link>
        </p>
      </main>
    </>
  )
}
