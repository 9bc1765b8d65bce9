import { MediaImage, populatedMedia } from '@/components/pages/media-image'
import { sizesAtHeight } from '@/domain/logos'
import { siteChrome } from '@/lib/data/site-chrome'
import type { ResolvedSite } from '@/lib/data/sites'

import { AccountLinks } from './account-links'
import { MenuLink } from './menu-link'
import { NavMenu, NavToggle } from './nav-menu'

const NAV_ID = 'site-nav'
/** The logo's height in the header, in CSS pixels (`.site-logo` in chrome.css). */
const LOGO_HEIGHT = 40

/**
 * The site header (spec 2.2): Home; Vehicles (models by brand category); Offers; Our Stock; Trade In;
 * Service and Parts; Company; the Locations dropdown (address and phone; hidden on narrow screens); the
 * account links. Menus open on click, or on hover where the site chose it. Labels in the site's spelling.
 */
export async function SiteHeader({ site }: { site: ResolvedSite }) {
  const { labels, menus, header, locations, opensOn, garage } = await siteChrome(site)
  const logo = populatedMedia(site.theme?.logo)
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <a href="/" className="site-brand">
          {logo ? (
            // 40 px high (chrome.css). The link's name is the site's (it leads home), not the image's alt text.
            <MediaImage
              media={logo}
              only={['thumbnail', 'card']}
              sizes={sizesAtHeight(logo, LOGO_HEIGHT)}
              alt={site.name}
              className="site-logo"
              priority
            />
          ) : (
            site.name
          )}
        </a>
        <NavToggle label={labels.openMenu} controls={NAV_ID} />
        <nav aria-label={labels.account} className="site-header-account">
          <AccountLinks
            garage={garage}
            labels={{
              account: labels.account,
              watchlist: labels.watchlist,
              savedCars: labels.savedCars,
              savedSearches: labels.savedSearches,
              signIn: labels.signIn,
              signOut: labels.signOut,
            }}
          />
        </nav>
      </div>
      <nav aria-label={labels.mainMenu} id={NAV_ID} className="site-nav">
        <ul className="site-nav-list">
          <li>
            <a href="/">{labels.home}</a>
          </li>
          {menus.vehicles.length > 0 ? (
            <NavMenu label={labels.vehicles} opensOn={opensOn} className="nav-menu-wide">
              <div className="nav-menu-columns">
                {menus.vehicles.map((group) => (
                  <section key={group.category} aria-label={group.category}>
                    <h2 className="nav-menu-heading">{group.category}</h2>
                    <ul>
                      {group.models.map((model) => (
                        <li key={model.href}>
                          <a href={model.href}>{model.label}</a>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
              <p>
                <a href="/models">{labels.allModels}</a>
              </p>
            </NavMenu>
          ) : (
            <li>
              <a href="/models">{labels.vehicles}</a>
            </li>
          )}
          {header ? (
            // The site's own entries (Menus) in place of the spec's fixed links.
            header.map((item) =>
              item.children.length > 0 ? (
                <NavMenu key={item.label} label={item.label} opensOn={opensOn}>
                  <LinkList
                    links={item.href ? [{ label: item.label, href: item.href }, ...item.children] : item.children}
                  />
                </NavMenu>
              ) : (
                <li key={item.label}>
                  <MenuLink href={item.href ?? '/'} label={item.label} />
                </li>
              ),
            )
          ) : (
            <>
              <li>
                <a href="/special-offers">{labels.offers}</a>
              </li>
              <NavMenu label={labels.ourStock} opensOn={opensOn}>
                <LinkList links={menus.stock} />
              </NavMenu>
              <li>
                <a href="/trade-in">{labels.tradeIn}</a>
              </li>
              <NavMenu label={labels.serviceAndParts} opensOn={opensOn}>
                <LinkList links={menus.serviceAndParts} />
              </NavMenu>
              <NavMenu label={labels.company} opensOn={opensOn}>
                <LinkList links={menus.company} />
              </NavMenu>
            </>
          )}
          {locations.length > 0 && (
            <NavMenu label={labels.locations} opensOn={opensOn} className="nav-locations">
              <ul className="nav-location-list">
                {locations.map((location) => (
                  <li key={location.id}>
                    <strong>{location.name}</strong>
                    {location.address && <span>{location.address}</span>}
                    {location.phone ? (
                      <a href={location.phoneHref}>
                        {location.phoneHref.startsWith('tel:')
                          ? `${labels.callLocation} ${location.phone}`
                          : location.phone}
                      </a>
                    ) : (
                      <a href="/contact">{labels.contactUs}</a>
                    )}
                  </li>
                ))}
              </ul>
            </NavMenu>
          )}
        </ul>
      </nav>
    </header>
  )
}

function LinkList({ links }: { links: Array<{ label: string; href: string }> }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          <MenuLink href={link.href} label={link.label} />
        </li>
      ))}
    </ul>
  )
}
