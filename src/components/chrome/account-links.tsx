'use client'

import Link from 'next/link'

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
        <Link href="/watchlist">{labels.watchlist}</Link>
        {garage && <Link href="/garage">{labels.savedCars}</Link>}
        <Link href="/sign-in">{labels.signIn}</Link>
      </>
    )
  return (
    <ul className="account-menu-list">
      <NavMenu label={labels.account} opensOn="click" className="account-menu">
        <ul>
          <li>
            <Link href="/watchlist">{labels.watchlist}</Link>
          </li>
          {garage && (
            <li>
              <Link href="/garage">{labels.savedCars}</Link>
            </li>
          )}
          <li>
            <Link href="/account/saved-searches">{labels.savedSearches}</Link>
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
