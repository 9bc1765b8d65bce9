import Link from 'next/link'
import type { PublicSite } from '@/lib/sites'

export function SiteHeader({ site }: { site: PublicSite }) {
  return (
    <header className="site-header">
      <Link href="/">{site.name}</Link>
    </header>
  )
}
