// @ts-check
/**
 * One connection that LISTENs on PostgreSQL channels for as long as the process runs, and reconnects after
 * losing the database. Shared by Next's cache handler (cache-handler.mjs: expired cache tags) and the page
 * cache (src/lib/requests/page-cache.ts: any change a shared page shows).
 *
 * Plain JavaScript, because Next imports cache-handler.mjs, and so this file, at run time.
 */
import pg from 'pg'

const RECONNECT_MS = 1_000
/** The longest `caughtUp()` waits on a slow or lost database. */
const CAUGHT_UP_MS = 1_000

/** Where cache-handler.mjs announces expired Next.js cache tags (one JSON list of tag times per notice). */
export const CACHE_TAGS_CHANNEL = 'next_cache_tags'

/**
 * @typedef {object} NoticeListener
 * @property {string} url the database to listen on
 * @property {readonly string[]} channels what to LISTEN on
 * @property {string} name how log lines name the listener
 * @property {(channel: string, payload: string) => void} onNotice each notice as it comes
 * @property {(client: pg.Client) => Promise<void> | void} [onListening] after every (re)connect, once
 *   listening: read what was missed while not listening (a change in between is in the table or a notice)
 * @property {() => void} [onLost] the connection dropped: notices may be missed until onListening runs again
 */

/**
 * Starts listening. `ready` resolves once the first connection listens (and `onListening` has run), or once
 * its first attempt failed: it keeps retrying every second either way. `caughtUp()` resolves once every
 * notice committed before it was called has been handed to `onNotice` (a round trip on the listening
 * connection: PostgreSQL sends a session its pending notices before a query's answer); at once when not
 * connected, and after at most `CAUGHT_UP_MS` whatever happens.
 * @param {NoticeListener} listener
 * @returns {{ ready: Promise<void>, caughtUp: () => Promise<void> }}
 */
export function listenForNotices(listener) {
  const { url, channels, name, onNotice, onListening, onLost } = listener
  /** @type {pg.Client | null} */
  let listening = null
  const connect = async () => {
    const client = new pg.Client({ connectionString: url })
    let closed = false
    const retry = () => {
      if (closed) return
      closed = true
      listening = null
      onLost?.()
      client.removeAllListeners()
      client.end().catch(() => {})
      setTimeout(
        () => connect().catch((error) => console.error(`[${name}] reconnecting:`, error.message)),
        RECONNECT_MS,
      ).unref()
    }
    client.on('error', (error) => {
      console.error(`[${name}] listener lost the database:`, error.message)
      retry()
    })
    client.on('end', retry)
    client.on('notification', (message) => {
      if (channels.includes(message.channel)) onNotice(message.channel, message.payload ?? '')
    })
    try {
      await client.connect()
      for (const channel of channels) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      await onListening?.(client)
      trips = Promise.resolve()
      listening = client
    } catch (error) {
      retry()
      throw error
    }
  }
  const ready = connect().catch((error) => {
    console.error(`[${name}] not listening yet, retrying:`, /** @type {Error} */ (error).message)
  })
  /** Round trips go one after another (a pg client runs one query at a time); a new connection starts afresh. */
  let trips = Promise.resolve()
  const caughtUp = async () => {
    const client = listening
    if (!client) return
    const trip = trips
      .then(() => client.query('SELECT 1'))
      .then(
        () => {},
        () => {},
      )
    trips = trip
    /** @type {NodeJS.Timeout | undefined} */
    let timer
    await Promise.race([trip, new Promise((resolve) => (timer = setTimeout(resolve, CAUGHT_UP_MS)))])
    clearTimeout(timer)
  }
  return { ready, caughtUp }
}
