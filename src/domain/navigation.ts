/**
 * A site's own header and footer menus (#22), as staff edit them in the Menus collection. Pure: the loader
 * (src/lib/data/site-chrome.ts) reads the stored menu; without one (or with an empty one) the spec's menus
 * (site-chrome.ts `headerMenus`, `footerGroups`) apply.
 */
import type { FooterGroup, MenuLink } from './site-chrome'

export type StoredMenuLink = { label?: string | null; link?: string | null }
export type StoredHeaderItem = StoredMenuLink & { children?: StoredMenuLink[] | null }
export type StoredFooterGroup = { heading?: string | null; links?: StoredMenuLink[] | null }
export type StoredNavigation = {
  header?: StoredHeaderItem[] | null
  footer?: StoredFooterGroup[] | null
}

/** A header entry: a link, or (with children) a dropdown whose own link, if any, is its first entry. */
export type HeaderItem = { label: string; href: string | null; children: MenuLink[] }

/**
 * A menu link's safe address: a path of this site (`/finance`, `/models?body=suv`) or an http(s) address;
 * null for anything else (javascript:, data:, protocol-relative //host, blanks).
 */
export function menuHref(value: string | null | undefined): string | null {
  const text = String(value ?? '').trim()
  if (!text || /[\s\u0000-\u001f\\]/.test(text)) return null
  if (text.startsWith('/')) return text.startsWith('//') ? null : text
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** Whether a (safe) menu address leaves the site: it then opens with rel="noopener noreferrer external". */
export function isExternalHref(href: string): boolean {
  return !href.startsWith('/')
}

/** The admin's check of a typed menu link: blank is allowed only where `optional`. */
export function validateMenuLink(value: unknown, optional = false): true | string {
  if ((value === null || value === undefined || String(value).trim() === '') && optional) return true
  return menuHref(value === null || value === undefined ? '' : String(value))
    ? true
    : 'Use a page of this site starting with / (e.g. /finance) or a full https:// address.'
}

function links(stored: readonly StoredMenuLink[] | null | undefined): MenuLink[] {
  return (stored ?? []).flatMap((item) => {
    const label = item.label?.trim()
    const href = menuHref(item.link)
    return label && href ? [{ label, href }] : []
  })
}

/** The site's own header entries, or null when it has none (the spec's menus apply). */
export function customHeader(stored: StoredNavigation | null | undefined): HeaderItem[] | null {
  const items = (stored?.header ?? []).flatMap((item): HeaderItem[] => {
    const label = item.label?.trim()
    if (!label) return []
    const href = menuHref(item.link)
    const children = links(item.children)
    return href || children.length > 0 ? [{ label, href, children }] : []
  })
  return items.length > 0 ? items : null
}

/** The site's own footer groups, or null when it has none (the spec's groups apply). */
export function customFooter(stored: StoredNavigation | null | undefined): FooterGroup[] | null {
  const groups = (stored?.footer ?? []).flatMap((group): FooterGroup[] => {
    const heading = group.heading?.trim()
    const groupLinks = links(group.links)
    return heading && groupLinks.length > 0 ? [{ heading, links: groupLinks }] : []
  })
  return groups.length > 0 ? groups : null
}
