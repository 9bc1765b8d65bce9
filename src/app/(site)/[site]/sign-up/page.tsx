import { notFound } from 'next/navigation'

import { SignUpForm } from '@/components/leads/deferred/account-forms'
import { fill, labelsFor } from '@/domain/labels'
import { signInTargets } from '@/domain/return-path'
import { siteForHost } from '@/lib/data/sites'

import { fillNodes } from '@/components/fill-nodes'
import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = catalogueMetadata('createAnAccount', { robots: { index: false } })

/** Sign-up for a shopper account on this site; the sign-in link keeps the page's return targets. */
export default async function SignUpPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const { back, query: keep } = signInTargets(await searchParams)
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main className="account-page">
        <p>
          <a href={back}>{labels.back}</a>
        </p>
        <h1>{fill(labels.createYourAccount, { site: site.name })}</h1>
        <p className="muted">{labels.signUpIntro}</p>
        <SignUpForm />
        <p>{fillNodes(labels.alreadyHaveAccount, { signIn: <a href={`/sign-in?${keep}`}>{labels.signIn}</a> })}</p>
      </main>
    </>
  )
}
