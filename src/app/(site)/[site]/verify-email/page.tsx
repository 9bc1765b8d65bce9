import Link from 'next/link'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { VerifyEmailSchema } from '@/domain/accounts'
import { payloadClient } from '@/lib/platform/payload'
import { siteForHost } from '@/lib/data/sites'

import { SiteHeader } from '@/components/chrome/site-header'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ token?: string | string[] }> }

export const metadata: Metadata = { title: 'Confirm your email', robots: { index: false }, referrer: 'no-referrer' }

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
  return (
    <>
      <SiteHeader site={site} />
      <main className="account-page">
        <h1>{verified ? 'Email address confirmed' : 'This link has expired or was already used'}</h1>
        <p>
          {verified
            ? 'Thank you. You can sign in now.'
            : 'If you have already confirmed your address, sign in. Otherwise create your account again.'}
        </p>
        <p>
          <Link className="button" href="/sign-in">
            Sign in
          </Link>
        </p>
      </main>
    </>
  )
}
