import type { ResolvedSite } from '../src/lib/data/site-lookup'

/** What every block component receives besides its own fields: the site it renders for. */
export type BlockContext = {
  site: ResolvedSite
  /** True while a staff member previews a draft (blocks may show hints editors need). */
  draft: boolean
}
