import { notFound } from 'next/navigation'

import { ResetPasswordForm } from '@/components/leads/deferred/account-forms'
import { siteForHost } from '@/lib/data/sites'

import { fillNodes } from '@/components/fill-nodes'
import { labelsFor } from '@/domain/labels'
import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ token?: string | string[] }> }

export const generateMetadata = catalogueMetadata('chooseNewPassword', {
  robots: { index: false },
  referrer: 'no-referrer',
})

/** The emailed reset link lands here (`?token=`; a malformed token is a 400 from the proxy). */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const { token } = await searchParams
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main className="account-page">
        <h1>{labels.chooseNewPassword}</h1>
        {typeof token === 'string' ? (
          <ResetPasswordForm token={token} />
        ) : (
          <p>{fillNodes(labels.needsEmailLink, { link: <a href="/forgot-password">{labels.askForNewLink}</a> })}</p>
        )}
      </main>
    </>
  )
}
