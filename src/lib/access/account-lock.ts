import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * One sign-in or sign-out at a time per account, in this process and across app instances.
 *
 * Payload keeps an account's sessions as a list on the account and changes it by writing back the whole list
 * it read before checking the password (payload#16027, still so in 3.90). Two sign-ins of one account at the
 * same moment, say the admin on a laptop and a phone, or a shopper's two tabs, each write the list they read,
 * and the first one's session is lost: its token then signs nobody in. Sign-out rewrites the list the same
 * way. Serialising these per account closes the window: each reads the list the one before it wrote.
 */

/** The advisory-lock namespace (the first of two keys; the second is the account's hash). */
export const ACCOUNT_LOCK = 715_003

/** Per account in this process: the last change queued, so only one of them at a time holds a connection. */
const queues = new Map<string, Promise<void>>()

/** Connections held for these locks at once, at most: the rest of the pool is left for the work itself. */
const MAX_HELD = 2
let held = 0
const waiting: Array<() => void> = []

async function connectionSlot(): Promise<() => void> {
  if (held < MAX_HELD) held += 1
  else await new Promise<void>((resolve) => waiting.push(resolve))
  return () => {
    const next = waiting.shift()
    if (next) next()
    else held -= 1
  }
}

/** Runs `work` once no other sign-in or sign-out of `account` (collection and login name) is under way. */
export async function oneAtATimePerAccount<T>(payload: Payload, account: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(account) ?? Promise.resolve()
  let finished!: () => void
  const mine = new Promise<void>((resolve) => (finished = resolve))
  const tail = before.then(() => mine)
  queues.set(account, tail)
  await before
  try {
    return await acrossInstances(payload, account, work)
  } finally {
    finished()
    if (queues.get(account) === tail) queues.delete(account)
  }
}

/** The same, between app instances: a session lock on a connection of its own, held while `work` runs. */
async function acrossInstances<T>(payload: Payload, account: string, work: () => Promise<T>): Promise<T> {
  const free = await connectionSlot()
  try {
    const lock = await (payload.db as unknown as PostgresAdapter).pool.connect()
    let broken: Error | undefined
    try {
      await lock.query('SELECT pg_advisory_lock($1, hashtext($2))', [ACCOUNT_LOCK, account])
      try {
        return await work()
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1, hashtext($2))', [ACCOUNT_LOCK, account]).catch((error) => {
          // A connection that could not unlock is closed, which ends its locks.
          broken = error instanceof Error ? error : new Error(String(error))
        })
      }
    } finally {
      lock.release(broken)
    }
  } finally {
    free()
  }
}
