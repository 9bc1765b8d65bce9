import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { EnquiredCar } from '@/components/leads/enquired-car'
import { siteForHost } from '@/lib/sites'

import { SiteHeader } from '@/components/chrome/site-header'

type Props = { params: Promise<{ site: string }> }

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } }

/** `/success` (spec 2.1): shown after a lead form completes, with the car enquired about when the browser kept it. */
export default async function SuccessPage({ params }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  return (
    <>
      <SiteHeader site={site} />
      <main className="success-page">
        <h1>Thanks — we&apos;ll be in touch</h1>
        <p>Your message is with the {site.name} team. We usually reply within one business day.</p>
        <EnquiredCar site={site.slug} />
        <p>
          <Link href="/cars">Keep browsing cars</Link>
        </p>
      </main>
    </>
  )
}
