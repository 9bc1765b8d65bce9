import { notFound } from 'next/navigation'

import { labelsFor } from '@/domain/labels'
import { VerifyEmailSchema } from '@/domain/accounts'
import { payloadClient } from '@/lib/platform/payload'
import { siteForHost } from '@/lib/data/sites'

import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ token?: string | string[] }> }

export const generateMetadata = catalogueMetadata('confirmYourEmail', {
  robots: { index: false },
  referrer: 'no-referrer',
})

export const dynamic = 'force-dynamic'

/** The emailed confirmation link: confirms this site's account holding the token, once. */
async function verify(siteId: number, token: unknown): Promise<boolean> {
  const parsed = VerifyEmailSchema.safeParse({ token })
  if (!parsed.success) return false
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({
    collection: 'customers',
    where: { and: [{ _verificationToken: { equals: parsed.data.token } }, { site: { equals: siteId } }] },
    overrideAccess: true,
  })
  if (totalDocs === 0) return false
  try {
    return await payload.verifyEmail({ collection: 'customers', token: parsed.data.token })
  } catch {
    return false
  }
}

export default async function VerifyEmailPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const { token } = await searchParams
  const verified = await verify(site.id, token)
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main className="account-page">
        <h1>{verified ? labels.emailConfirmed : labels.linkExpired}</h1>
        <p>{verified ? labels.canSignInNow : labels.confirmedOrCreateAgain}</p>
        <p>
          <a className="button" href="/sign-in">
            {labels.signIn}
          </a>
        </p>
      </main>
    </>
  )
}
