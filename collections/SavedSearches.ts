import type { CollectionConfig } from 'payload'

import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_STATUSES } from '../src/domain/saved-searches'
import { staffOnly } from '../src/lib/access/access'

const readOnly = { readOnly: true } as const

/**
 * A shopper's saved search with email alerts (#22): the search page's criteria (its own URL format), how
 * often to email, the double opt-in state, and what the alert matcher last told (src/lib/saved-searches/).
 * Written only by the shopper's routes and the alert job; staff of the site read the list (with a Site column
 * and a table of counts per site and status above it; the list can also be grouped), never another site's.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  labels: { singular: 'Saved search', plural: 'Saved searches' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'frequency', 'alerts_sent', 'last_sent_at'],
    description: 'Searches shoppers saved with email alerts, counted per site above the list.',
    group: 'Shoppers',
    groupBy: true,
    // Counts per site and status for the staff user's own sites, above the list.
    components: { beforeListTable: ['/src/lib/saved-searches/admin/saved-search-counts#SavedSearchCounts'] },
  },
  access: {
    read: staffOnly,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
      admin: readOnly,
    },
    { name: 'name', type: 'text', required: true, maxLength: SAVED_SEARCH_NAME_MAX, admin: readOnly },
    {
      name: 'query',
      label: 'Search',
      type: 'text',
      admin: { ...readOnly, description: 'The search page’s query string (empty: all stock).' },
    },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      defaultValue: 'instant',
      options: SAVED_SEARCH_FREQUENCIES.map((value) => ({ value, label: value === 'instant' ? 'Instant' : 'Daily' })),
      admin: readOnly,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: SAVED_SEARCH_STATUSES.map((value) => ({
        value,
        label: { pending: 'Awaiting confirmation', active: 'Active', paused: 'Paused', unsubscribed: 'Unsubscribed' }[
          value
        ],
      })),
      admin: readOnly,
    },
    { name: 'confirmed_at', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'origin',
      type: 'text',
      admin: { ...readOnly, description: 'The site address the shopper saved it on: emailed links use it.' },
    },
    {
      name: 'seen',
      type: 'json',
      admin: { ...readOnly, description: 'The matching cars (id → price) at the last alert.' },
    },
    {
      name: 'pending',
      type: 'checkbox',
      defaultValue: false,
      admin: { ...readOnly, description: 'Changes held back by the daily cap or for the digest.' },
    },
    { name: 'sent_day', type: 'text', admin: readOnly },
    { name: 'sent_on_day', type: 'number', defaultValue: 0, admin: readOnly },
    { name: 'alerts_sent', label: 'Emails sent', type: 'number', defaultValue: 0, admin: readOnly },
    {
      name: 'last_sent_at',
      label: 'Last email',
      type: 'date',
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
