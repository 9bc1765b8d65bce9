import {
  APIError,
  ValidationError,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type CollectionSlug,
  type Field,
} from 'payload'

import { revalidateSite } from '../src/lib/platform/revalidate'
import { ownSiteImage } from '../src/lib/requests/same-site-media'
import { leadRoutingField } from './lead-routing-field'
import { adminRolesOnly, isPlatformAdmin, platformAdminOnly, staffOnly } from '../src/lib/access/access'
import { DOMAIN_NOT_AVAILABLE, domainClaim } from '../src/domain/domain-claims'
import { imageHostsError } from '../src/domain/feed-images'
import { COUNTRIES, DEFAULT_LOCALE, DEFAULT_STATE, LOCALES } from '../src/domain/locale'
import { isValidSiteSlug, normaliseHost } from '../src/domain/site-host'
import {
  CHECKOUT_PATHS,
  FINANCE_DEFAULT_RATE,
  FINANCE_PATHS,
  FINANCE_PROVIDERS,
  INCLUDE_SOLD_CARS_DAYS_DEFAULT,
  NO_PRICE_TEXT_FALLBACK,
  PROMO_TILE_POSITIONS_DEFAULT,
  RESERVATION_DEPOSIT_DEFAULT,
  REVIEW_MINIMUM_RATING_DEFAULT,
  SITE_TEMPLATES,
} from '../src/domain/site-settings'

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/

const colourField = (name: string, label: string, defaultValue: string, description: string): Field => ({
  name,
  label,
  type: 'text',
  defaultValue,
  // The picker and the contrast note (src/components/admin/colour-field.tsx).
  admin: { description, components: { Field: '/src/components/admin/colour-field#ColourField' } },
  validate: (value: unknown) =>
    value === null || value === undefined || value === '' || (typeof value === 'string' && HEX_COLOUR.test(value))
      ? true
      : 'Use a six-digit hex colour such as #0b5fff.',
})

const httpsOrEmpty = (value: unknown) =>
  !value || /^https:\/\/\S+$/.test(String(value)) ? true : 'Use an https:// address.'

const checkbox = (name: string, label: string, description: string, defaultValue = false): Field => ({
  name,
  label,
  type: 'checkbox',
  defaultValue,
  admin: { description },
})

/**
 * Every per-site switch the spec mentions, as a named field. The old product keyed these on lists of
 * site slugs; here a site's behaviour is read only from its own settings.
 */
const featureFields: Field[] = [
  checkbox(
    'garageEnabled',
    'Favourites (garage)',
    'Shoppers can save cars to a favourites list kept in their browser, and compare them.',
    true,
  ),
  checkbox(
    'favouritesUsedWithImagesOnly',
    'Favourites only for used cars with a price and photos',
    'When on, the favourites/compare button shows only on used cars priced above $0 that have images.',
  ),
  {
    name: 'financeProvider',
    label: 'Finance provider',
    type: 'select',
    options: FINANCE_PROVIDERS.map(({ value, label }) => ({ value, label })),
    admin: {
      description:
        'The lender whose weekly estimates and eligibility rules apply on this site. Empty: no finance estimates.',
    },
  },
  checkbox(
    'hideFinance',
    'Hide all finance estimates',
    'Hides every finance figure and finance button on this site, whatever the provider.',
  ),
  {
    name: 'financeDefaultRate',
    label: 'Finance calculator default rate (%)',
    type: 'number',
    defaultValue: FINANCE_DEFAULT_RATE,
    min: 0,
    max: 100,
    admin: {
      description:
        'The yearly rate weekly estimates are worked out at for cars whose lender quotes no weekly payment (10% deposit over 5 years).',
    },
  },
  {
    name: 'financePath',
    label: 'Finance page path',
    type: 'select',
    defaultValue: FINANCE_PATHS[0],
    options: FINANCE_PATHS.map((path) => ({ value: path, label: path })),
    admin: { description: 'Where finance links on this site point.' },
  },
  checkbox(
    'personalisedFinance',
    'Personalised finance (sign-in gated)',
    'Offers personalised finance at /personalised/finance; checkout and finance then require a signed-in shopper.',
  ),
  {
    name: 'reservations',
    label: 'Online reservations',
    type: 'group',
    admin: { description: 'Reserve a car online with a refundable deposit.' },
    fields: [
      checkbox('enabled', 'Reservations enabled', 'Shows Reserve Now on reservable cars.'),
      {
        name: 'depositAmount',
        label: 'Deposit (whole dollars)',
        type: 'number',
        defaultValue: RESERVATION_DEPOSIT_DEFAULT,
        min: 1,
        admin: { description: 'Held 48 hours and refundable in full.' },
      },
      {
        name: 'checkoutPath',
        label: 'Checkout path',
        type: 'select',
        defaultValue: CHECKOUT_PATHS[0],
        options: CHECKOUT_PATHS.map((path) => ({ value: path, label: `/cars/{slug}/${path}` })),
        admin: { description: 'The reservation page under each car.' },
      },
      checkbox(
        'moneyBackGuarantee',
        '48 hour money back guarantee',
        'Adds the 48 hour money back guarantee to the reserve wording.',
      ),
      checkbox(
        'onlinePurchase',
        'Online purchase of used cars',
        'Offers the /checkout-journey online purchase for used cars.',
      ),
    ],
  },
  {
    name: 'vehiclePage',
    label: 'Vehicle page buttons',
    type: 'group',
    admin: {
      description:
        'What the vehicle page sidebar offers besides calling, enquiring, test drives, finance and reserving.',
    },
    fields: [
      checkbox('tradeIn', 'Trade-in valuation', 'Offers a trade-in valuation of the shopper\u2019s car.', true),
      checkbox('paymentMethods', 'Payment methods', 'Shows the payment methods the dealer accepts (card logos).', true),
      {
        type: 'row',
        fields: [
          {
            name: 'chatAssistantUrl',
            label: 'Chat assistant address',
            type: 'text',
            admin: {
              description: 'Where Open chat assistant goes (your chat provider\u2019s page). Empty: no button.',
            },
            validate: httpsOrEmpty,
          },
          {
            name: 'liveChatUrl',
            label: 'Live chat address',
            type: 'text',
            admin: { description: 'Where Chat with us goes. Empty: no button.' },
            validate: httpsOrEmpty,
          },
        ],
      },
      {
        name: 'customButton',
        type: 'group',
        admin: {
          description: 'An extra button of the dealer\u2019s own, e.g. Book a video call. Shown when both are set.',
        },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'label', type: 'text', maxLength: 40 },
              {
                name: 'url',
                type: 'text',
                validate: (value: unknown) =>
                  !value || /^(\/(?!\/)|https:\/\/)/.test(String(value))
                    ? true
                    : 'Use a path starting with / or an https:// address.',
              },
            ],
          },
        ],
      },
    ],
  },
  checkbox('subscriptions', 'Car subscriptions', 'Shows subscription prices where a car has one above $0.'),
  {
    name: 'noPriceText',
    label: 'Text when a car has no price',
    type: 'text',
    defaultValue: NO_PRICE_TEXT_FALLBACK,
    admin: { description: `Shown instead of a price of $10 or less. Empty uses '${NO_PRICE_TEXT_FALLBACK}'` },
  },
  {
    name: 'promoTilePositions',
    label: 'Promo tile positions',
    type: 'number',
    hasMany: true,
    min: 1,
    defaultValue: PROMO_TILE_POSITIONS_DEFAULT,
    admin: { description: 'Result positions where promo tiles are injected in search results (most sites: 8).' },
  },
  checkbox(
    'promoTilesByCarType',
    'Promo tiles chosen by car type',
    'Picks the tile for each position by the car type being searched (the 8 and 17 variant).',
  ),
  {
    name: 'includeSoldCarsDays',
    label: 'Days sold cars stay listed',
    type: 'number',
    defaultValue: INCLUDE_SOLD_CARS_DAYS_DEFAULT,
    min: 0,
    admin: { description: 'A sold car stays in search this many days after it sold, then leaves.' },
  },
  checkbox('hideCarsWithoutPhotos', 'Hide cars without photos', 'Cars with no images never appear in search.'),
  {
    name: 'imageHosts',
    label: 'Photo hosts',
    type: 'text',
    hasMany: true,
    // The platform fetches from these hosts on shoppers' behalf: only platform admins choose them.
    access: { update: ({ req }) => isPlatformAdmin(req.user) },
    admin: {
      description:
        'Host names the stock feed\u2019s photos come from (img.example.com, or *.example.com for its subdomains). ' +
        'Photos on these hosts are resized and served as AVIF or WebP by /api/image; photos elsewhere are shown as ' +
        'the feed sends them, and /api/image refuses them.',
    },
    validate: (value: unknown) =>
      imageHostsError(
        Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [],
      ) ?? true,
  },
  checkbox(
    'excludeZeroPriceOnPriceAsc',
    'Skip $0 cars when sorting by lowest price',
    'Cars priced $0 are left out of lowest-price-first results.',
  ),
  {
    name: 'certifiedPreOwned',
    label: 'Certified pre-owned programme',
    type: 'group',
    admin: { description: 'A manufacturer\u2019s certified pre-owned programme this site takes part in.' },
    fields: [
      checkbox(
        'enabled',
        'Certified pre-owned badge',
        'Shows the certified badge and info on certified cars of the programme make.',
      ),
      {
        name: 'make',
        label: 'Programme make',
        type: 'text',
        admin: { description: 'The make whose certified cars carry the badge, e.g. Toyota.' },
      },
    ],
  },
  checkbox(
    'electricHybridTag',
    'Electric/hybrid tag',
    'Electric and hybrid cars carry their own tag first, before any other.',
  ),
  checkbox(
    'marketPriceIndicator',
    'Below-market price indicator',
    'Shows "{amount} below market price" where a car qualifies.',
  ),
  checkbox('holidayHours', 'Holiday opening hours', 'Shows the Holiday Opening Hours popup on location blocks.'),
  checkbox(
    'closedByAppointment',
    '"By appointment only" when closed',
    "Closed days read 'By appointment only' instead of 'Closed'.",
  ),
  {
    name: 'menuOpensOn',
    label: 'Menus open on',
    type: 'select',
    defaultValue: 'click',
    options: [
      { value: 'click', label: 'Click' },
      { value: 'hover', label: 'Hover' },
    ],
    admin: { description: 'How header dropdown menus open on desktop.' },
  },
  checkbox(
    'telLinks',
    'Phone numbers as tel: links',
    'Phone entries dial on tap; off links to /contact instead.',
    true,
  ),
  checkbox(
    'requireTermsAgreement',
    'Require agreeing to the terms on enquiries',
    "Adds 'You must agree to the terms of use before submitting the form.'",
  ),
  checkbox(
    'enquiryMessageOptional',
    'Enquiry message optional',
    'The message is required on enquiries unless this is on.',
  ),
  checkbox(
    'enquiryCategorySelect',
    'Enquiry category picker',
    'General enquiries ask for a category (default General Enquiry).',
    true,
  ),
  checkbox('captcha', 'Captcha on forms', 'Shows a captcha on lead forms.', true),
  checkbox('customBodies', 'Custom body types', 'Shows up to 20 body types in the search filter instead of 4.'),
  {
    name: 'stockCountOverride',
    label: 'Displayed stock count',
    type: 'number',
    min: 0,
    admin: { description: 'Shown instead of a result count above 1999. Empty: the summed facet count.' },
  },
  {
    name: 'reviewsMinimumRating',
    label: 'Minimum review rating shown',
    type: 'number',
    defaultValue: REVIEW_MINIMUM_RATING_DEFAULT,
    min: 1,
    max: 5,
    admin: { description: 'Reviews below this rating are left out of review blocks and summaries.' },
  },
  {
    name: 'hiddenReviewAuthors',
    label: 'Hidden review authors',
    type: 'text',
    hasMany: true,
    admin: { description: 'Reviews by these customer names are never shown.' },
  },
  {
    name: 'serviceBookingUrl',
    label: 'External service booking URL',
    type: 'text',
    admin: { description: 'Service booking buttons open this address when set.' },
    validate: (value: unknown) =>
      !value || (typeof value === 'string' && /^https:\/\/\S+$/.test(value)) ? true : 'Use a full https:// address.',
  },
]

/**
 * A host serves one site only: a domain already listed on another site is refused. A domain another site
 * could own (its apex, a parent, subdomain or sibling of one of its domains) only a platform admin may add
 * (src/domain/domain-claims.ts; server code without a user counts as one). The message never says which
 * site holds a domain.
 */
const domainsBelongToOneSite: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const rows = (data?.domains ?? []) as Array<{ domain?: string | null }>
  const domains = rows
    .map((row) => row.domain?.trim().toLowerCase())
    .filter((domain): domain is string => Boolean(domain))
  if (domains.length === 0) return data
  const { docs } = await req.payload.find({
    collection: 'sites',
    where: originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {},
    depth: 0,
    pagination: false,
    select: { domains: true },
    overrideAccess: true,
    req,
  })
  const others = docs.flatMap((site) => (site.domains ?? []).map((row) => row.domain))
  const before = new Set(
    ((originalDoc?.domains ?? []) as Array<{ domain?: string | null }>).map((row) => row.domain?.trim().toLowerCase()),
  )
  const refused = domains.find((domain) => {
    const claim = domainClaim(domain, others)
    if (claim === 'taken') return true
    // Related domains the site already had stay (a platform admin added them); new ones need a platform admin.
    return claim === 'related' && !before.has(domain) && Boolean(req.user) && !isPlatformAdmin(req.user)
  })
  if (refused)
    throw new ValidationError({ collection: 'sites', errors: [{ path: 'domains', message: DOMAIN_NOT_AVAILABLE }] })
  return { ...data, domains: rows.map((row) => ({ ...row, domain: row.domain?.trim().toLowerCase() })) }
}

/**
 * A site is deleted only once it holds nothing: its cars, leads, reservations, shoppers, pages... would
 * otherwise be left pointing at no site (or half deleted where one of them refuses). Every collection with
 * the multi-tenant plugin's site field counts, including ones added later.
 */
const refuseDeletingSiteWithData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const held: string[] = []
  for (const collection of req.payload.config.collections) {
    const scoped = collection.fields.some(
      (field) =>
        'name' in field && field.name === 'site' && field.type === 'relationship' && field.relationTo === 'sites',
    )
    if (!scoped) continue
    const { totalDocs } = await req.payload.count({
      collection: collection.slug as CollectionSlug,
      where: { site: { equals: id } },
      overrideAccess: true,
      req,
    })
    const label =
      typeof collection.labels?.plural === 'string' ? collection.labels.plural.toLowerCase() : collection.slug
    if (totalDocs > 0) held.push(`${label}: ${totalDocs}`)
  }
  if (held.length > 0) {
    throw new APIError(
      `This site still has data (${held.join(', ')}): delete or move it before deleting the site.`,
      409,
      null,
      true,
    )
  }
}

/** The site-settings screen's tabs (issue 22), by the first field each holds; unnamed, so no schema change. */
const SETTINGS_TABS: Array<{ label: string; from: string; description: string }> = [
  { label: 'Site', from: 'name', description: 'Name, addresses, layout, language and time zone.' },
  { label: 'Brand and contact', from: 'theme', description: 'Colours, logo, phone numbers and the lead email.' },
  { label: 'Lead routing', from: 'leadRouting', description: 'Who receives each kind of lead.' },
  { label: 'Features', from: 'features', description: 'Switches for what shoppers see on this site.' },
]

/**
 * The settings fields, in order, split into tabs where each tab's first field starts (a field without a
 * name, such as a row, stays with the one before it). A field no tab names stays in the tab before it.
 */
function inSettingsTabs(fields: Field[]): Field[] {
  const tabs = SETTINGS_TABS.map(({ label, description }) => ({ label, description, fields: [] as Field[] }))
  let current = 0
  for (const field of fields) {
    const name = 'name' in field ? field.name : null
    const starts = SETTINGS_TABS.findIndex((tab) => tab.from === name)
    if (starts >= 0) current = starts
    tabs[current]!.fields.push(field)
  }
  return [{ type: 'tabs', tabs: tabs.filter((tab) => tab.fields.length > 0) }]
}

export const Sites: CollectionConfig = {
  slug: 'sites',
  labels: { singular: 'Site', plural: 'Sites' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'locale', 'template'],
    description: 'A site is one dealership or dealer group, with its own addresses, look and features.',
  },
  access: {
    // Shopper pages read sites on the server, scoped by host; the API itself serves staff only.
    read: staffOnly,
    create: platformAdminOnly,
    update: adminRolesOnly,
    delete: platformAdminOnly,
  },
  hooks: {
    beforeValidate: [domainsBelongToOneSite],
    beforeDelete: [refuseDeletingSiteWithData],
    afterChange: [({ doc, previousDoc }) => revalidateSite([doc?.slug, previousDoc?.slug])],
    afterDelete: [({ doc }) => revalidateSite([doc?.slug])],
  },
  fields: inSettingsTabs([
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'The dealership or group name shoppers see.' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description:
          'Lower-case words joined by hyphens. The site is served at http://{slug}.localhost:3000 in development.',
      },
      validate: (value: unknown) =>
        typeof value === 'string' && isValidSiteSlug(value)
          ? true
          : 'Use lower-case letters, digits and hyphens (not at either end), at most 63.',
    },
    {
      name: 'domains',
      type: 'array',
      admin: {
        description:
          'Host names that serve this site, e.g. www.sunshinemotors.com.au. A host belongs to one site only.',
      },
      fields: [
        {
          name: 'domain',
          type: 'text',
          required: true,
          admin: { description: 'A host name only, e.g. www.example.com.au.' },
          validate: (value: unknown) =>
            typeof value === 'string' && normaliseHost(value) === value.trim().toLowerCase() && value.includes('.')
              ? true
              : 'Enter a host name such as www.example.com.au: no scheme, path or port.',
        },
      ],
    },
    {
      name: 'template',
      type: 'select',
      required: true,
      defaultValue: SITE_TEMPLATES[0].value,
      options: SITE_TEMPLATES.map(({ value, label }) => ({ value, label })),
      admin: { description: 'The layout family of the site, including how vehicle pages are laid out.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'locale',
          type: 'select',
          required: true,
          defaultValue: DEFAULT_LOCALE,
          options: LOCALES.map((locale) => ({ value: locale, label: locale })),
          admin: { description: 'Language and spelling of the site (en-US uses US spellings and miles).' },
        },
        {
          name: 'country',
          type: 'select',
          required: true,
          defaultValue: 'AU',
          options: COUNTRIES.map((country) => ({ value: country, label: country })),
          admin: { description: 'Country the dealership trades in.' },
        },
        {
          name: 'defaultState',
          type: 'text',
          required: true,
          defaultValue: DEFAULT_STATE,
          admin: { description: 'State used when a car or location has none, e.g. qld.' },
        },
        {
          name: 'timeZone',
          type: 'text',
          required: true,
          defaultValue: 'Australia/Brisbane',
          admin: { description: 'IANA time zone for opening hours and dates, e.g. Australia/Brisbane.' },
          validate: (value: unknown) => {
            if (typeof value !== 'string') return 'Enter a time zone.'
            try {
              new Intl.DateTimeFormat('en', { timeZone: value })
              return true
            } catch {
              return 'Unknown time zone: use an IANA name such as Australia/Sydney.'
            }
          },
        },
      ],
    },
    {
      name: 'theme',
      type: 'group',
      admin: { description: 'Brand look of the site.' },
      fields: [
        colourField('primaryColour', 'Primary colour', '#0b4f9c', 'Buttons, links and highlights.'),
        colourField('accentColour', 'Accent colour', '#f2a900', 'Badges and secondary highlights.'),
        // Only this site's own images are offered and accepted (src/lib/requests/same-site-media.ts).
        ownSiteImage({
          name: 'logo',
          label: 'Logo',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description:
              'Shown in the header of every page and as the browser tab\u2019s icon. Choose one of this site\u2019s images or upload a new one (not SVG). A new site gets its logo once saved.',
          },
        }),
      ],
    },
    {
      name: 'phones',
      label: 'Contact phones',
      type: 'group',
      admin: {
        description: 'Chosen in order: override, then by car type, then new, then used, then the car\u2019s location.',
      },
      fields: [
        { name: 'override', type: 'text', admin: { description: 'When set, every call button uses this number.' } },
        {
          name: 'new',
          label: 'New cars',
          type: 'text',
          admin: { description: 'Called for new cars, and for any car when no type-specific number is set.' },
        },
        {
          name: 'used',
          label: 'Used cars',
          type: 'text',
          admin: { description: 'Called for used cars (and the fallback after the new-car number).' },
        },
        { name: 'demo', label: 'Demo cars', type: 'text', admin: { description: 'Called for demo cars.' } },
      ],
    },
    {
      name: 'leadEmail',
      label: 'Lead email address',
      type: 'email',
      admin: {
        description:
          'Leads are emailed here when the lead routing below names no person for their kind, unless the chosen location has its own address.',
      },
    },
    leadRoutingField('site'),
    {
      name: 'features',
      type: 'group',
      admin: { description: 'Per-site switches for what shoppers see.' },
      fields: featureFields,
    },
  ]),
}
