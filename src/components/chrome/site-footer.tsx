import { siteChrome } from '@/lib/data/site-chrome'
import type { ResolvedSite } from '@/lib/data/sites'

import { MenuLink } from './menu-link'

/**
 * The site footer (spec 2.2): Vehicles by body, Buyer Tools, Servicing and Parts, and the company group; or
 * the site's own groups from its Menus.
 */
export async function SiteFooter({ site }: { site: ResolvedSite }) {
  const { footer } = await siteChrome(site)
  return (
    <footer className="site-footer">
      <div className="site-footer-groups">
        {footer.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2>{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={`${link.href}-${link.label}`}>
                  <MenuLink href={link.href} label={link.label} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer-legal">
        © {site.settings.currentYear} {site.name}
      </p>
    </footer>
  )
}
