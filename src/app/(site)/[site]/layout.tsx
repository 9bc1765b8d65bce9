import type { Metadata } from 'next'
import type React from 'react'

import { SiteFooter } from '@/components/chrome/site-footer'
import { SiteHeader } from '@/components/chrome/site-header'
import { clientLabels } from '@/components/client-labels'
import { LocaleProvider } from '@/components/locale-context'
import { populatedMedia } from '@/components/pages/media-image'
import { Toaster } from '@/components/saved/toaster'
import { fill, labelsFor, localeSwaps } from '@/domain/labels'
import { siteIcon } from '@/domain/site-icon'
import { themeVariables } from '@/domain/theme'
import { requestSiteOrigin } from '@/lib/requests/request-origin'
import { siteForHost } from '@/lib/data/sites'

import '@/components/ui/tokens.css'
import '@/components/ui/ui.css'
import './site.css'
import './pages.css'
import './chrome.css'

type Props = { children: React.ReactNode; params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteForHost((await params).site)
  if (!site) return { title: labelsFor(null).noSiteAtAddress }
  // Relative canonical and Open Graph URLs resolve against the site's own address (never a forwarded host).
  // A default description for search results (pages with their own say more); Lighthouse's SEO audit asks for one.
  // The icon: the site's logo (its smallest copy), else its own /favicon.ico (initials in its brand colour),
  // versioned by what it shows.
  const logo = populatedMedia(site.theme?.logo)
  const icon = siteIcon(site, logo ? (logo.sizes?.thumbnail?.url ?? logo.url ?? null) : null)
  return {
    title: { default: site.name, template: `%s | ${site.name}` },
    description: fill(labelsFor(site.settings.locale).siteDescription, { site: site.name }),
    metadataBase: new URL(await requestSiteOrigin(site)),
    icons: { icon: icon.logo ?? { url: `/favicon.ico?v=${icon.version}`, type: 'image/png', sizes: '64x64' } },
  }
}

/** The root layout of every dealer site: `<html lang>` carries the site's locale, the theme its colours. */
export default async function SiteLayout({ children, params }: Props) {
  const site = await siteForHost((await params).site)
  // The design system's colour roles from the brand colours, every pairing AA (src/domain/colour-roles.ts);
  // the type, spacing, shape and elevation tokens are src/components/ui/tokens.css.
  const theme = themeVariables(site?.theme) as React.CSSProperties
  return (
    <html lang={site?.settings.locale ?? 'en'}>
      <body style={theme}>
        <LocaleProvider
          locale={site?.settings.locale ?? 'en-AU'}
          labels={clientLabels(site?.settings.locale ?? 'en-AU')}
          swaps={localeSwaps(site?.settings.locale ?? 'en-AU')}
        >
          {/* Here, not in each page: its client parts load once with the layout instead of again in every
              page's own chunks. */}
          {site && <SiteHeader site={site} />}
          {children}
          {site && <SiteFooter site={site} />}
          <Toaster />
        </LocaleProvider>
      </body>
    </html>
  )
}
