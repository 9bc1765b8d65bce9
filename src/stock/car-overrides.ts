import type { CollectionBeforeChangeHook, Endpoint, Payload, PayloadRequest } from 'payload'

import {
  isCarOverrideField,
  resetCarOverride,
  staffChanged,
  staffEditOverrides,
  staffMainPhoto,
} from '../domain/car-overrides'
import { isStaff } from '../lib/access/access'

/**
 * Staff overrides of feed cars (the rule: src/domain/car-overrides.ts). A staff edit of an overridable field
 * (in the car's form, or the list's bulk edit) is recorded on the car so the next feed keeps it; Reset puts
 * the feed's latest value back.
 */

/** Context of the reset's own update: it writes the feed's value and is not a staff override. */
const RESETTING = 'carOverrideReset'

/**
 * Cars beforeChange: on a staff user's update, marking a car sold sets its sold flag and date (and
 * un-marking clears them), setting its photos sets its main photo (`staffMainPhoto`), and each overridable
 * field staff changed is recorded in `overrides`. Updates
 * without a staff user (reservations, jobs) and the importer's SQL record nothing.
 */
export const recordStaffOverrides: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || !originalDoc || !isStaff(req.user) || context[RESETTING]) return data
  const at = new Date().toISOString()
  if (data.status !== undefined && data.status !== originalDoc.status) {
    const sold = data.status === 'sold'
    data.sold = sold
    data.sold_date_timestamp = sold ? (originalDoc.sold_date_timestamp ?? at) : null
  }
  data.overrides = staffEditOverrides({
    before: originalDoc,
    after: { ...originalDoc, ...data },
    overrides: originalDoc.overrides,
    by: `staff: ${(req.user as { email?: string }).email ?? req.user?.id}`,
    at,
  })
  if (data.images !== undefined && staffChanged(originalDoc.images, data.images))
    data.primary_image_url = staffMainPhoto(data.images, originalDoc.overrides, data.overrides)
  return data
}

export type ResetRefusal = { ok: false; status: 400 | 401 | 403 | 404 | 409; error: string }

/**
 * Resets one overridden field of a car to the feed's latest value, as `user` (who must be staff of the
 * car's site: the collection's access decides, as for any edit).
 */
export async function resetCarField(
  payload: Payload,
  carId: number,
  field: string,
  user: PayloadRequest['user'] | null | undefined,
): Promise<{ ok: true; car: Record<string, unknown> } | ResetRefusal> {
  if (!user) return { ok: false, status: 401, error: 'Sign in as staff to reset a car\u2019s field.' }
  if (!isStaff(user)) return { ok: false, status: 403, error: 'Only staff reset a car\u2019s fields.' }
  if (!isCarOverrideField(field)) return { ok: false, status: 400, error: `'${field}' is not a field staff override.` }
  const car = await payload
    .findByID({ collection: 'cars', id: carId, depth: 0, overrideAccess: false, user, disableErrors: true })
    .catch(() => null)
  if (!car) return { ok: false, status: 404, error: `No car ${carId} on your sites.` }
  const reset = resetCarOverride(car.overrides, field)
  if (!reset) return { ok: false, status: 409, error: `'${field}' of car ${carId} is not overridden.` }
  const updated = await payload.update({
    collection: 'cars',
    id: carId,
    data: { ...reset.restore, overrides: reset.overrides } as Record<string, unknown>,
    overrideAccess: false,
    user,
    context: { [RESETTING]: true },
  })
  return { ok: true, car: updated as unknown as Record<string, unknown> }
}

/** POST /api/cars/{id}/reset/{field} (staff of the car's site, signed in). */
export const carOverrideEndpoints: Endpoint[] = [
  {
    path: '/:id/reset/:field',
    method: 'post',
    handler: async (req) => {
      const id = Number(req.routeParams?.id)
      if (!Number.isInteger(id) || id <= 0)
        return Response.json({ error: 'Name the car: /api/cars/{id}/reset/{field}' }, { status: 400 })
      const result = await resetCarField(req.payload, id, String(req.routeParams?.field ?? ''), req.user)
      return result.ok
        ? Response.json({ ok: true, id })
        : Response.json({ error: result.error }, { status: result.status })
    },
  },
]
