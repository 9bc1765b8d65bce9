import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { ModelPage, modelMetadata } from '@/components/content/model-page'
import { modelForPath } from '@/lib/model-route'
import { siteForHost } from '@/lib/sites'

import { SiteHeader } from '../site-header'

type Props = { params: Promise<{ site: string; path: string[] }> }

const pathOf = (segments: string[]) => `/${segments.map((segment) => decodeURIComponentSafe(segment)).join('/')}`
function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: host, path } = await params
  const site = await siteForHost(host)
  const match = site ? await modelForPath(site, pathOf(path)) : null
  return site && match?.kind === 'page' ? modelMetadata(site, match.model) : {}
}

/** Paths no other route claims: a model's page (/{model slug} or its override URL) first; anything else is a 404. */
export default async function CatchAll({ params }: Props) {
  const { site: host, path } = await params
  const site = await siteForHost(host)
  if (!site) notFound()
  const match = await modelForPath(site, pathOf(path))
  if (!match) notFound()
  if (match.kind === 'redirect') permanentRedirect(match.to)
  return (
    <>
      <SiteHeader site={site} />
      <ModelPage site={site} model={match.model} />
    </>
  )
}
