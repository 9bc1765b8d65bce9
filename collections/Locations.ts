import type { CollectionConfig } from 'payload'

import { isTime, minutesOf } from '../src/domain/opening-hours'
import { contentVersions, siteContent, sitePublishButton } from './content-common'
import { leadRoutingField } from './lead-routing-field'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

type HoursRow = { status?: 'Open' | 'Closed' } & Record<string, unknown>

/** An opening time: required as HH:MM on an open day, optional (but well formed) on a closed one. */
const openTime = (value: unknown, { siblingData }: { siblingData: HoursRow }) => {
  if (siblingData?.status !== 'Open') return !value || isTime(value) ? true : 'Use HH:MM, e.g. 08:30.'
  return isTime(value) ? true : 'An open day needs its opening time as HH:MM, e.g. 08:30.'
}

/** A closing time: as an opening time, and later than the row's opening time. */
const closeTime =
  (openField: string) =>
  (value: unknown, { siblingData }: { siblingData: HoursRow }) => {
    if (siblingData?.status !== 'Open') return !value || isTime(value) ? true : 'Use HH:MM, e.g. 17:30.'
    if (!isTime(value)) return 'An open day needs its closing time as HH:MM, e.g. 17:30.'
    const open = minutesOf(siblingData[openField] as string)
    return open !== null && (minutesOf(value as string) as number) > open
      ? true
      : 'The closing time must be after the opening time.'
  }

/** A dealership location: where cars are sold, serviced or parts are sold (spec 3, Location). */
export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'locationType', 'primary', 'visible'],
    description: 'Dealership locations: sales, service and parts.',
    components: sitePublishButton,
  },
  // Staff only through the API, versions included; shopper pages read published locations on the server,
  // scoped to their site. A change expires the site's pages, a draft of an unpublished location nothing.
  ...siteContent,
  // Drafts, versions, autosave and scheduled publishing, as offers and posts have (issue 22).
  versions: contentVersions,
  hooks: {
    ...siteContent.hooks,
    // A location created without asking for a draft (seeds, scripts, the API) is published, as every
    // location was before drafts: only the admin's drafts and autosaves wait for Publish.
    beforeOperation: [
      ({ args, operation }) => {
        if (operation === 'create' && !args.draft && args.data && args.data._status === undefined)
          args.data = { ...args.data, _status: 'published' }
        return args
      },
    ],
  },
  indexes: [{ fields: ['site', 'slug'], unique: true }],
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'Shown to shoppers, e.g. Sunshine Motors Brisbane.' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      admin: { description: 'Used in /locations/{slug}; unique within the site.' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Use lower-case letters, digits and single hyphens.',
    },
    {
      name: 'locationType',
      label: 'Type',
      type: 'select',
      options: [
        { value: 'sales', label: 'Sales' },
        { value: 'service', label: 'Service' },
        { value: 'parts', label: 'Parts' },
      ],
      admin: { description: 'Empty means sales.' },
    },
    {
      name: 'locationSubtype',
      label: 'Subtype',
      type: 'text',
      maxLength: 40,
      admin: { description: 'A finer kind within the type, e.g. buying (a car-buying centre).' },
    },
    {
      name: 'manufacturers',
      type: 'relationship',
      relationTo: 'manufacturers',
      hasMany: true,
      admin: { description: 'The makes sold or serviced here.' },
    },
    {
      name: 'primary',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The main location of the site.' },
    },
    {
      name: 'visible',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Hidden locations are not shown to shoppers.' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'A photo of the location, shown on its cards and page.' },
    },
    {
      name: 'address',
      type: 'group',
      admin: { description: 'Where the location is; latitude and longitude place it on maps and give distances.' },
      fields: [
        { name: 'street', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text' },
            { name: 'state', type: 'text' },
            { name: 'postcode', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', min: -90, max: 90 },
            { name: 'long', type: 'number', min: -180, max: 180 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'placeId', label: 'Google place id', type: 'text', maxLength: 200 },
            {
              name: 'placeUrl',
              label: 'Map link',
              type: 'text',
              admin: {
                description:
                  'The location\u2019s Google Maps address (https). Empty: a map search for the coordinates or address.',
              },
              validate: (value: unknown) =>
                !value ||
                /^https:\/\/((www\.)?google\.[a-z.]+\/maps|maps\.google\.[a-z.]+\/|maps\.app\.goo\.gl\/)\S*$/.test(
                  String(value),
                )
                  ? true
                  : 'Use a Google Maps https:// address.',
            },
          ],
        },
      ],
    },
    {
      name: 'phone',
      type: 'text',
      admin: { description: 'The location\u2019s main phone number.' },
    },
    {
      name: 'contactDetail',
      label: 'Contact details and hours',
      type: 'group',
      admin: {
        description: 'Opening hours show on location pages and blocks, and decide the times offered for test drives.',
      },
      fields: [
        { name: 'landlinePhone', label: 'Landline phone', type: 'text' },
        {
          name: 'openingHours',
          label: 'Opening hours',
          type: 'array',
          maxRows: 7,
          admin: {
            description:
              'One row per weekday. A day without a row is closed. No rows: Monday to Saturday 9:00 to 17:00.',
            initCollapsed: false,
          },
          validate: (rows: unknown) => {
            const days = ((rows as Array<{ weekday?: string }> | null) ?? []).map((row) => row.weekday)
            return new Set(days).size === days.length ? true : 'Each weekday may have one row only.'
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'weekday',
                  type: 'select',
                  required: true,
                  options: WEEKDAYS.map((label, value) => ({ value: String(value), label })),
                },
                { name: 'status', type: 'select', required: true, defaultValue: 'Open', options: ['Open', 'Closed'] },
                { name: 'open', type: 'text', admin: { description: 'HH:MM, 24-hour' }, validate: openTime },
                { name: 'close', type: 'text', admin: { description: 'HH:MM, 24-hour' }, validate: closeTime('open') },
              ],
            },
          ],
        },
        {
          name: 'specialHours',
          label: 'Holiday opening hours',
          type: 'array',
          admin: {
            description:
              'Public holidays and other days with different hours; shown in the Holiday Opening Hours popup from today on.',
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'date',
                  type: 'date',
                  required: true,
                  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
                },
                { name: 'label', type: 'text', maxLength: 60, admin: { description: 'e.g. Christmas Day' } },
                { name: 'status', type: 'select', required: true, defaultValue: 'Closed', options: ['Open', 'Closed'] },
                {
                  name: 'startHour',
                  label: 'Opens',
                  type: 'text',
                  admin: { description: 'HH:MM' },
                  validate: openTime,
                },
                {
                  name: 'endHour',
                  label: 'Closes',
                  type: 'text',
                  admin: { description: 'HH:MM' },
                  validate: closeTime('startHour'),
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'leadEmail',
      label: 'Lead email address',
      type: 'email',
      admin: {
        description:
          'Leads for this location are emailed here when no lead routing names a person for their kind; empty uses the site\u2019s lead address.',
      },
    },
    leadRoutingField('location'),
    {
      name: 'storeCode',
      label: 'Store code',
      type: 'text',
      maxLength: 64,
      admin: {
        description:
          'This location\u2019s code in Google feeds (store_code): the store code of its Google Business Profile for vehicle ads. Empty: {site slug}-{location slug}.',
      },
      validate: (value: unknown) =>
        value === null ||
        value === undefined ||
        value === '' ||
        (typeof value === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(value))
          ? true
          : 'Use up to 64 letters, digits, dots, hyphens or underscores.',
    },
    {
      name: 'dealershipSlug',
      label: 'Dealership',
      type: 'text',
      admin: {
        description:
          'The dealership this location belongs to (its slug, as cars carry it). A site with more than one dealership asks shoppers to choose one on enquiries.',
      },
    },
    {
      name: 'ratingSummary',
      label: 'Rating',
      type: 'group',
      admin: {
        description: 'From your review provider. Empty: the average of this location\u2019s reviews (Reviews).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'averageRating', label: 'Average rating', type: 'number', min: 0, max: 5 },
            { name: 'reviewCount', label: 'Number of reviews', type: 'number', min: 0 },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'dealerLicenceNumber', label: 'Dealer licence number', type: 'text', maxLength: 40 },
        { name: 'motorVehicleRepairer', label: 'Motor vehicle repairer licence', type: 'text', maxLength: 40 },
      ],
    },
  ],
}
