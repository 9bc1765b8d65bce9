import Link from 'next/link'
import type { PublicSite } from '@/lib/sites'

export function SiteHeader({ site }: { site: PublicSite }) {
  return (
    <header className="site-header">
      <Link href="/">{site.name}</Link>
      <nav aria-label="Your account" className="site-header-account">
        <Link href="/watchlist">Watchlist</Link>
      </nav>
    </header>
  )
}
