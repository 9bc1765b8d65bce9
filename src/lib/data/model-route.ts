import { matchModelPath, modelMenuGroups, type ModelMatch, type ModelMenuGroup } from '@/domain/models'

import { siteContent, type ShopperModel } from './site-content'
import type { PublicSite } from './site-lookup'

/**
 * The model page a path names on a site (spec 2.1: /{model slug} or the model's override URL), for the
 * catch-all route to try before anything else: a page, a redirect from an older address, or null when no
 * model of this site claims the path (the route then stays a 404 or another page).
 */
export async function modelForPath(
  site: Pick<PublicSite, 'id' | 'slug'>,
  path: string,
): Promise<ModelMatch<ShopperModel> | null> {
  if (!/^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){1,4}\/?$/.test(path)) return null
  return matchModelPath(await siteContent(site).models(), path)
}

/** The header's Vehicles dropdown for a site: its models grouped by brand (for site-chrome's siteModelMenu). */
export async function siteModelMenuGroups(site: Pick<PublicSite, 'id' | 'slug'>): Promise<ModelMenuGroup[]> {
  return modelMenuGroups(await siteContent(site).models())
}
