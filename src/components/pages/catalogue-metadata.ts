import type { Metadata } from 'next'

import { labelsFor, type LabelKey } from '@/domain/labels'
import { siteForHost } from '@/lib/data/sites'

/**
 * A route's `generateMetadata` whose title is a catalogue label in the site's words (a page title is a word
 * the shopper reads too: in the tab, the history and search results). `rest` is the route's other metadata.
 */
export function catalogueMetadata(key: LabelKey, rest: Omit<Metadata, 'title'> = {}) {
  return async ({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> => {
    const site = await siteForHost((await params).site)
    return { ...rest, title: labelsFor(site?.settings.locale)[key] }
  }
}
