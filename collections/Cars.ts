import { APIError, type CollectionConfig, type Field } from 'payload'

import { CAR_FIELDS, isFieldGroup, type CarField, type CarFieldGroup } from '../src/domain/car-fields'
import { isCarOverrideField } from '../src/domain/car-overrides'
import { staffOnly } from '../src/lib/access/access'
import { carOverrideEndpoints, recordStaffOverrides } from '../src/stock/car-overrides'
import { enqueueCarSync } from '../src/stock/sync-queue'

/** Beside a field staff can override: 'Overridden by staff' with the feed's value and a Reset. */
const OVERRIDE_NOTE = '/src/stock/admin/override-note#OverrideNote'

/** A field of the car table as a Payload field. */
function payloadField(field: CarField): Field {
  const admin = {
    ...(field.description ? { description: field.description } : {}),
    ...(field.sidebar ? { readOnly: true, position: 'sidebar' as const } : {}),
    ...(isCarOverrideField(field.name) ? { components: { afterInput: [OVERRIDE_NOTE] } } : {}),
  }
  const common = {
    name: field.name,
    ...(field.label ? { label: field.label } : {}),
    ...(field.required ? { required: true } : {}),
    ...(field.index ? { index: true } : {}),
    ...(Object.keys(admin).length > 0 ? { admin } : {}),
  }
  switch (field.kind) {
    case 'select':
      return {
        ...common,
        type: 'select',
        options: [...(field.options ?? [])],
        ...(field.defaultValue !== undefined ? { defaultValue: field.defaultValue as string } : {}),
      }
    case 'checkbox':
      return { ...common, type: 'checkbox', defaultValue: field.defaultValue as boolean }
    case 'number':
      return {
        ...common,
        type: 'number',
        ...(field.defaultValue !== undefined ? { defaultValue: field.defaultValue as number } : {}),
      }
    case 'text':
      return { ...common, type: 'text' }
    case 'textarea':
      return { ...common, type: 'textarea' }
    case 'date':
      return { ...common, type: 'date' }
    case 'json':
      return { ...common, type: 'json' }
  }
}

/** Fields (and groups) in the admin's layout: neighbours with the same `row` share one row. */
function payloadFields(fields: ReadonlyArray<CarField | CarFieldGroup>): Field[] {
  const out: Field[] = []
  let row: { name: string; fields: Field[] } | null = null
  for (const entry of fields) {
    if (isFieldGroup(entry)) {
      row = null
      out.push({
        name: entry.name,
        type: 'group',
        ...(entry.description ? { admin: { description: entry.description } } : {}),
        fields: payloadFields(entry.fields),
      })
    } else if (entry.row && row?.name === entry.row) {
      row.fields.push(payloadField(entry))
    } else if (entry.row) {
      row = { name: entry.row, fields: [payloadField(entry)] }
      out.push({ type: 'row', fields: row.fields })
    } else {
      row = null
      out.push(payloadField(entry))
    }
  }
  return out
}

/**
 * A car in a site's stock: every field of the spec's Car (spec 3) under the spec's names. Stock arrives
 * through the importer (src/stock/import.ts); staff can correct cars here. Each change is mirrored into
 * the search index by the `syncCars` job.
 */
export const Cars: CollectionConfig = {
  slug: 'cars',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'car_type', 'status', 'price', 'stocknum', 'featured', 'updatedAt'],
    listSearchableFields: ['name', 'stocknum', 'vin', 'regplate', 'feed_id'],
    description:
      'Stock from the feeds. A full feed marks cars it no longer lists as sold. To feature, hide or mark sold several cars at once, tick them and use Edit (Featured; Show on dealer website off; Status: sold): later feeds keep these changes.',
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  indexes: [
    { fields: ['site', 'feed_id'], unique: true },
    { fields: ['site', 'slug'], unique: true },
  ],
  endpoints: carOverrideEndpoints,
  hooks: {
    // Staff edits of price, comments, photos, tag, hidden and status survive the feed (src/stock/car-overrides.ts).
    beforeChange: [recordStaffOverrides],
    // Feeds never delete cars (a car missing from its feed is sold); staff may. A reservation is a deposit on
    // record and keeps its car; shoppers' saved entries and phone reveals of the car go with it.
    beforeDelete: [
      async ({ id, req }) => {
        const ofCar = { car: { equals: id } }
        const { totalDocs } = await req.payload.count({
          collection: 'reservations',
          where: ofCar,
          overrideAccess: true,
          req,
        })
        if (totalDocs > 0)
          throw new APIError(
            `This car has ${totalDocs} reservation(s) on record: mark it sold instead of deleting it.`,
            409,
            null,
            true,
          )
        await req.payload.delete({ collection: 'watchlist-entries', where: ofCar, overrideAccess: true, req })
        await req.payload.delete({ collection: 'phone-reveals', where: ofCar, overrideAccess: true, req })
      },
    ],
    afterChange: [({ doc, req, context }) => (context.skipSearchSync ? undefined : enqueueCarSync(req, [doc.id]))],
    afterDelete: [({ doc, req }) => enqueueCarSync(req, [doc.id])],
  },
  // The car's fields and their admin layout come from the car table (src/domain/car-fields.ts).
  fields: payloadFields(CAR_FIELDS),
}
