import { isExternalHref } from '@/domain/navigation'

/**
 * One menu link, a plain link (shopper pages load as documents). An outside address (already checked
 * http(s) by `menuHref`) gets a rel that gives the other site no hold on this one.
 */
export function MenuLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} rel={isExternalHref(href) ? 'noopener noreferrer external' : undefined}>
      {label}
    </a>
  )
}
