import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seededPayload } from './platform'

/**
 * Two app instances share tag expiry through PostgreSQL (cache-handler.mjs): a tag expired on one is expired
 * on the other within 2 s, and an instance started later knows it from the table. Each instance is its own
 * process, as in production; Next's tag manifest is per process, so nothing is shared but the database.
 */
const children: ChildProcess[] = []

/** Starts an instance watching `tags` for entries written at `writtenAt`; resolves its output lines as they come. */
function instance(writtenAt: number, tags: string[]) {
  const child = spawn(process.execPath, ['tests/integration/cache-instance.mjs', String(writtenAt), ...tags], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  const lines = createInterface({ input: child.stdout! })
  const seen: string[] = []
  const waiters: Array<() => void> = []
  lines.on('line', (line) => {
    seen.push(line)
    for (const wake of waiters.splice(0)) wake()
  })
  const next = async (line: string, timeoutMs: number): Promise<number> => {
    const started = Date.now()
    while (!seen.includes(line)) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`no '${line}' within ${timeoutMs} ms (saw: ${seen.join(', ')})`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
    return Date.now() - started
  }
  return { next }
}

describe('shared cache tags', () => {
  let handler: { revalidateTag: (tags: string | string[], durations?: { expire?: number }) => Promise<void> }

  beforeAll(async () => {
    await seededPayload() // migrated: next_cache_tags exists
    const { default: Handler } = await import('../../cache-handler.mjs')
    handler = new Handler({ revalidatedTags: [] } as never)
  }, 120_000)

  afterAll(() => {
    for (const child of children) child.kill()
  })

  it('a tag expired on one instance is expired on another within 2 s, and only that tag', async () => {
    const writtenAt = Date.now() - 1_000
    const tag = `site:cluster-${Date.now()}`
    const other = `${tag}-other`
    const b = instance(writtenAt, [tag, other])
    await b.next('ready', 30_000)
    await handler.revalidateTag(tag, { expire: 0 })
    expect(await b.next(`expired ${tag}`, 2_000)).toBeLessThan(2_000)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(b.next(`expired ${other}`, 0)).rejects.toThrow(/no 'expired/)
  })

  it('an instance that starts later knows the tags expired before it started, and entries written after stay fresh', async () => {
    const tag = `page:cluster-${Date.now()}:about`
    await handler.revalidateTag([tag], { expire: 0 })
    const before = instance(Date.now() - 60_000, [tag])
    await before.next('ready', 30_000)
    await before.next(`expired ${tag}`, 1_000)

    const after = instance(Date.now() + 1, [tag])
    await after.next('ready', 30_000)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(after.next(`expired ${tag}`, 0)).rejects.toThrow(/no 'expired/)
  })
})
