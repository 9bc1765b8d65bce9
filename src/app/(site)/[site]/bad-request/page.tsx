import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { labelsFor } from '@/domain/labels'
import { siteForHost } from '@/lib/data/sites'

type Props = { params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteForHost((await params).site)
  return { title: labelsFor(site?.settings.locale).badRequestTitle, robots: { index: false } }
}

/**
 * The shopper's 400, with the site's chrome: src/proxy.ts rewrites here (status 400, the address kept) a
 * request whose query a route's rules refuse and cannot repair by dropping parameters. APIs keep their JSON.
 */
export default async function BadRequestPage({ params }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main>
        <h1>{labels.badRequestTitle}</h1>
        <p>{labels.badRequestBody}</p>
        <p className="block-buttons">
          <a className="button" href="/">
            {labels.badRequestHome}
          </a>
          <a className="button" href="/cars/">
            {labels.badRequestSearch}
          </a>
        </p>
      </main>
    </>
  )
}
