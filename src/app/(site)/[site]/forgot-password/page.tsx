import Link from 'next/link'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ForgotPasswordForm } from '@/components/account/forms'
import { siteForHost } from '@/lib/data/sites'

import { SiteHeader } from '@/components/chrome/site-header'

type Props = { params: Promise<{ site: string }> }

export const metadata: Metadata = { title: 'Forgot your password', robots: { index: false } }

export default async function ForgotPasswordPage({ params }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  return (
    <>
      <SiteHeader site={site} />
      <main className="account-page">
        <h1>Forgot your password?</h1>
        <p>Enter the email of your {site.name} account and we will send you a link to choose a new password.</p>
        <ForgotPasswordForm />
        <p>
          <Link href="/sign-in">Back to sign in</Link>
        </p>
      </main>
    </>
  )
}
