import { isExternalHref } from '@/domain/navigation'

/**
 * One menu link: a site path as a plain link (shopper pages load as documents); an outside address (already checked http(s) by
 * `menuHref`) as a plain link that gives the other site no hold on this one.
 */
export function MenuLink({ href, label }: { href: string; label: string }) {
  return isExternalHref(href) ? (
    <a href={href} rel="noopener noreferrer external">
      {label}
    </a>
  ) : (
    <a href={href}>{label}</a>
  )
}
