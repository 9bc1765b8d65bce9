'use client'

import { useShopperSession } from '../saved/watchlist-button'
import { NavMenu } from './nav-menu'

type Props = {
  garage: boolean
  labels: {
    account: string
    watchlist: string
    savedCars: string
    savedSearches: string
    signIn: string
    signOut: string
  }
}

/**
 * The header's account links. The server renders the anonymous links (Watchlist, Saved cars, Sign in), so
 * the per-site page cache holds one HTML for everyone; in the browser, a signed-in shopper (the page's one
 * /api/watchlist answer, private and never cached) sees the account menu instead: watchlist, saved cars,
 * saved searches and sign out.
 */
export function AccountLinks({ garage, labels }: Props) {
  const { signedIn } = useShopperSession()
  if (!signedIn)
    return (
      <>
        <a href="/watchlist">{labels.watchlist}</a>
        {garage && <a href="/garage">{labels.savedCars}</a>}
        <a href="/sign-in">{labels.signIn}</a>
      </>
    )
  return (
    <ul className="account-menu-list">
      <NavMenu label={labels.account} opensOn="click" className="account-menu">
        <ul>
          <li>
            <a href="/watchlist">{labels.watchlist}</a>
          </li>
          {garage && (
            <li>
              <a href="/garage">{labels.savedCars}</a>
            </li>
          )}
          <li>
            <a href="/account/saved-searches">{labels.savedSearches}</a>
          </li>
          <li>
            <form method="post" action="/api/account/sign-out">
              <button type="submit" className="account-sign-out">
                {labels.signOut}
              </button>
            </form>
          </li>
        </ul>
      </NavMenu>
    </ul>
  )
}
