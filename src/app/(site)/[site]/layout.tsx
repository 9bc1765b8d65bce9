import type { Metadata } from 'next'
import type React from 'react'

import { siteForHost } from '@/lib/sites'

import './site.css'

type Props = { children: React.ReactNode; params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteForHost((await params).site)
  return site ? { title: { default: site.name, template: `%s | ${site.name}` } } : { title: 'No site at this address' }
}

/** The root layout of every dealer site: `<html lang>` carries the site's locale, the theme its colours. */
export default async function SiteLayout({ children, params }: Props) {
  const site = await siteForHost((await params).site)
  const theme = {
    '--brand': site?.theme?.primaryColour || '#0b4f9c',
    '--accent': site?.theme?.accentColour || '#f2a900',
  } as React.CSSProperties
  return (
    <html lang={site?.locale ?? 'en'}>
      <body style={theme}>{children}</body>
    </html>
  )
}
