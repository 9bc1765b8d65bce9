import { signInPath, type SignInType } from './return-path'

/**
 * Which shopper routes need a signed-in customer (spec 4, 6): checkout and finance, on sites with
 * personalised finance. Trade-in and sell-my-car are never gated.
 */
export type GatedRoute = 'checkout' | 'finance' | 'trade-in' | 'sell-my-car'

export function routeNeedsSignIn(route: GatedRoute, site: { personalisedFinance?: boolean | null }): boolean {
  if (route === 'trade-in' || route === 'sell-my-car') return false
  return Boolean(site.personalisedFinance)
}

const SIGN_IN_TYPE: Record<GatedRoute, SignInType> = {
  checkout: 'checkout',
  finance: 'finance',
  'trade-in': 'trade-in',
  'sell-my-car': 'trade-in',
}

export type GateDecision = { allow: true } | { allow: false; signIn: string }

/**
 * Let the shopper through, or send them to sign in and back to `path` afterwards (`back`: where the
 * sign-in page's Back link goes, by default the same page).
 */
export function gateDecision(
  route: GatedRoute,
  site: { personalisedFinance?: boolean | null },
  signedIn: boolean,
  path: string,
  back: string = path,
): GateDecision {
  if (signedIn || !routeNeedsSignIn(route, site)) return { allow: true }
  return { allow: false, signIn: signInPath(SIGN_IN_TYPE[route], path, back) }
}
