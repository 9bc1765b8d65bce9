import type { PublicSite } from '../src/lib/site-lookup'

/** What every block component receives besides its own fields: the site it renders for. */
export type BlockContext = {
  site: PublicSite
  /** True while a staff member previews a draft (blocks may show hints editors need). */
  draft: boolean
}
