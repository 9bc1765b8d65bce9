import type { Block } from 'payload'

/** A dropdown of the site's dealerships leading to their stock (spec 2.7); with one dealership it is chosen already. */
export const DealershipDropdownBlock: Block = {
  slug: 'dealershipDropdown',
  interfaceName: 'DealershipDropdownBlock',
  labels: { singular: 'Dealership dropdown', plural: 'Dealership dropdowns' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 120, defaultValue: 'Browse a dealership\u2019s stock' },
    { name: 'buttonLabel', label: 'Button', type: 'text', maxLength: 40, defaultValue: 'View stock' },
  ],
}
