import type { Access, PayloadHandler, PayloadRequest, SanitizedConfig, Where } from 'payload'

import { isPlatformAdmin, isStaff } from '../access/access'

/**
 * Access rules for the collections Payload adds by itself (document locks, admin preferences). Payload
 * gives these "any signed-in user" access, and a signed-in user here can also be a shopper (customers) or
 * an integration key, of any site. They exist for the admin, so they are for staff, within their sites.
 */

export const LOCKS = 'payload-locked-documents'
export const PREFERENCES = 'payload-preferences'

type Ref = { relationTo?: string; value?: unknown } | null | undefined

const idOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null
  if (typeof value === 'object') return 'id' in value ? idOf((value as { id: unknown }).id) : null
  return String(value)
}

/** Nothing matches: a where that lists no lock (a `false` would make Payload's own lock checks throw). */
const NONE: Where = { id: { exists: false } }

/** Of `ids` in collection `slug`, the ones the caller may update (its update access, tenant rules included). */
async function updatableIds(req: PayloadRequest, slug: string, ids: string[]): Promise<Set<string>> {
  const collection = req.payload.collections[slug as keyof typeof req.payload.collections]
  if (!collection || ids.length === 0) return new Set()
  const access = collection.config.access.update
  const result = access ? await access({ req }) : isStaff(req.user)
  if (!result) return new Set()
  const byId: Where = { id: { in: ids } }
  const { docs } = await req.payload.find({
    collection: slug as never,
    where: result === true ? byId : { and: [byId, result] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Set(docs.map((doc) => String((doc as { id: unknown }).id)))
}

async function mayUpdateGlobal(req: PayloadRequest, slug: string): Promise<boolean> {
  const global = req.payload.config.globals.find((candidate) => candidate.slug === slug)
  if (!global) return false
  return (await global.access.update?.({ req })) === true
}

/** May the caller hold a lock on this document (or global)? Only if they may change it. */
async function mayLock(req: PayloadRequest, document: Ref, globalSlug: unknown): Promise<boolean> {
  if (isPlatformAdmin(req.user)) return true
  if (typeof globalSlug === 'string' && globalSlug) return mayUpdateGlobal(req, globalSlug)
  const id = idOf(document?.value)
  if (!document?.relationTo || id === null) return false
  return (await updatableIds(req, document.relationTo, [id])).has(id)
}

/** The locks the caller may see or remove: those on documents (and globals) they may change. */
async function visibleLocks(req: PayloadRequest): Promise<Where> {
  if (isPlatformAdmin(req.user)) return { id: { exists: true } }
  const { docs } = await req.payload.find({
    collection: LOCKS as never,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const locks = docs as unknown as Array<{ id: number | string; document?: Ref; globalSlug?: string | null }>
  const byCollection = new Map<string, string[]>()
  for (const lock of locks) {
    const id = idOf(lock.document?.value)
    if (lock.document?.relationTo && id !== null)
      byCollection.set(lock.document.relationTo, [...(byCollection.get(lock.document.relationTo) ?? []), id])
  }
  const allowed = new Map<string, Set<string>>()
  for (const [slug, ids] of byCollection) allowed.set(slug, await updatableIds(req, slug, ids))
  const globals = new Map<string, boolean>()
  const visible: Array<number | string> = []
  for (const lock of locks) {
    if (lock.globalSlug) {
      if (!globals.has(lock.globalSlug)) globals.set(lock.globalSlug, await mayUpdateGlobal(req, lock.globalSlug))
      if (globals.get(lock.globalSlug)) visible.push(lock.id)
      continue
    }
    const id = idOf(lock.document?.value)
    if (lock.document?.relationTo && id !== null && allowed.get(lock.document.relationTo)?.has(id))
      visible.push(lock.id)
  }
  return visible.length > 0 ? { id: { in: visible } } : NONE
}

/** A lock names its holder: only the caller themself, as a staff user. */
const namesCaller = (req: PayloadRequest, user: unknown): boolean => {
  if (user === undefined) return true
  const ref = user as Ref
  return Boolean(req.user) && ref?.relationTo === 'users' && idOf(ref.value) === String(req.user!.id)
}

export const lockAccess: Record<'read' | 'create' | 'update' | 'delete', Access> = {
  read: async ({ req }) => (isStaff(req.user) ? visibleLocks(req) : false),
  create: async ({ req, data }) => {
    if (!isStaff(req.user) || !data || data.user === undefined || !namesCaller(req, data.user)) return false
    return mayLock(req, data.document as Ref, data.globalSlug)
  },
  update: async ({ req, data }) => {
    if (!isStaff(req.user)) return false
    if (data && !namesCaller(req, data.user)) return false
    if (
      data &&
      (data.document !== undefined || data.globalSlug !== undefined) &&
      !(await mayLock(req, data.document as Ref, data.globalSlug))
    )
      return false
    return visibleLocks(req)
  },
  delete: async ({ req }) => (isStaff(req.user) ? visibleLocks(req) : false),
}

/** Staff only, on top of Payload's own rule (each user their own preferences). */
const staffAnd =
  (access: Access | undefined): Access =>
  async (args) =>
    isStaff(args.req.user) ? (access ? access(args) : true) : false

const staffOnlyHandler =
  (handler: PayloadHandler): PayloadHandler =>
  (req) =>
    isStaff(req.user)
      ? handler(req)
      : Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })

/**
 * Applies the rules above to the built config. Payload creates these collections while it builds the
 * config, after plugins have run, so they can only be changed here.
 */
export function guardInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.slug === LOCKS) Object.assign(collection.access, lockAccess)
    if (collection.slug === PREFERENCES) {
      const { read, create, update, delete: remove } = collection.access
      Object.assign(collection.access, {
        read: staffAnd(read),
        create: staffAnd(create),
        update: staffAnd(update),
        delete: staffAnd(remove),
      })
      // Its /:key endpoints write through the database directly, past the access rules.
      if (collection.endpoints)
        collection.endpoints = collection.endpoints.map((endpoint) => ({
          ...endpoint,
          handler: staffOnlyHandler(endpoint.handler),
        }))
    }
  }
  return config
}
