import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SignUpForm } from '@/components/account/forms'
import { signInTargets } from '@/domain/return-path'
import { siteForHost } from '@/lib/data/sites'

import { SiteHeader } from '@/components/chrome/site-header'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { title: 'Create an account', robots: { index: false } }

/** Sign-up for a shopper account on this site; the sign-in link keeps the page's return targets. */
export default async function SignUpPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const { back, query: keep } = signInTargets(await searchParams)
  return (
    <>
      <SiteHeader site={site} />
      <main className="account-page">
        <p>
          <a href={back}>Back</a>
        </p>
        <h1>Create your {site.name} account</h1>
        <p className="muted">
          Save cars to your watchlist and pick up where you left off. We will email you a link to confirm your address.
        </p>
        <SignUpForm />
        <p>
          Already have an account? <a href={`/sign-in?${keep}`}>Sign in</a>
        </p>
      </main>
    </>
  )
}
