import Link from 'next/link'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ResetPasswordForm } from '@/components/account/forms'
import { siteForHost } from '@/lib/data/sites'

import { SiteHeader } from '@/components/chrome/site-header'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ token?: string | string[] }> }

export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false }, referrer: 'no-referrer' }

/** The emailed reset link lands here (`?token=`; a malformed token is a 400 from the proxy). */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const { token } = await searchParams
  return (
    <>
      <SiteHeader site={site} />
      <main className="account-page">
        <h1>Choose a new password</h1>
        {typeof token === 'string' ? (
          <ResetPasswordForm token={token} />
        ) : (
          <p>
            This page needs the link from your email. <Link href="/forgot-password">Ask for a new link</Link>.
          </p>
        )}
      </main>
    </>
  )
}
