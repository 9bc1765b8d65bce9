import { notFound, redirect } from 'next/navigation'

import { SignInForm } from '@/components/leads/deferred/account-forms'
import { fill, labelsFor, textFor } from '@/domain/labels'
import { SIGN_IN_REASONS, signInTargets } from '@/domain/return-path'
import { currentCustomer } from '@/lib/data/customers'
import { siteForHost } from '@/lib/data/sites'

import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = catalogueMetadata('signIn', { robots: { index: false } })

/**
 * `/sign-in?type=watchlist|trade-in|checkout|finance&redirect={path}&back={path}` (spec 2.1): after signing
 * in the shopper goes to `redirect`; Back goes to `back`. Only paths of this site are honoured.
 */
export default async function SignInPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const { type, redirect: target, back, query: keep } = signInTargets(await searchParams)
  if (await currentCustomer(site)) redirect(target)
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main className="account-page">
        <p>
          <a href={back}>{labels.back}</a>
        </p>
        <h1>{type ? textFor(site.settings.locale, SIGN_IN_REASONS[type]) : labels.signIn}</h1>
        <p className="muted">{fill(labels.accountForSiteOnly, { site: site.name })}</p>
        <SignInForm redirect={target} />
        <p className="account-links">
          <a href={`/sign-up?${keep}`}>{labels.createAnAccount}</a>
          <a href="/forgot-password">{labels.forgotYourPassword}</a>
        </p>
      </main>
    </>
  )
}
