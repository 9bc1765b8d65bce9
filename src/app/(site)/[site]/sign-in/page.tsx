import Link from 'next/link'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { SignInForm } from '@/components/account/forms'
import { SIGN_IN_REASONS, signInTargets } from '@/domain/return-path'
import { currentCustomer } from '@/lib/data/customers'
import { siteForHost } from '@/lib/data/sites'

import { SiteHeader } from '@/components/chrome/site-header'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } }

/**
 * `/sign-in?type=watchlist|trade-in|checkout|finance&redirect={path}&back={path}` (spec 2.1): after signing
 * in the shopper goes to `redirect`; Back goes to `back`. Only paths of this site are honoured.
 */
export default async function SignInPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const { type, redirect: target, back, query: keep } = signInTargets(await searchParams)
  if (await currentCustomer(site)) redirect(target)
  return (
    <>
      <SiteHeader site={site} />
      <main className="account-page">
        <p>
          <a href={back}>Back</a>
        </p>
        <h1>{type ? SIGN_IN_REASONS[type] : 'Sign in'}</h1>
        <p className="muted">Your {site.name} account is for this website only.</p>
        <SignInForm redirect={target} />
        <p className="account-links">
          <a href={`/sign-up?${keep}`}>Create an account</a>
          <Link href="/forgot-password">Forgot your password?</Link>
        </p>
      </main>
    </>
  )
}
