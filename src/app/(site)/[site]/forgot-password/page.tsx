import { notFound } from 'next/navigation'

import { ForgotPasswordForm } from '@/components/leads/deferred/account-forms'
import { siteForHost } from '@/lib/data/sites'

import { fill, labelsFor } from '@/domain/labels'
import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

type Props = { params: Promise<{ site: string }> }

export const generateMetadata = catalogueMetadata('forgotYourPasswordTitle', { robots: { index: false } })

export default async function ForgotPasswordPage({ params }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main className="account-page">
        <h1>{labels.forgotYourPassword}</h1>
        <p>{fill(labels.forgotPasswordIntro, { site: site.name })}</p>
        <ForgotPasswordForm />
        <p>
          <a href="/sign-in">{labels.backToSignIn}</a>
        </p>
      </main>
    </>
  )
}
