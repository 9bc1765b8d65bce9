import type { Block } from 'payload'

/**
 * Budget finder (spec 2.7, 5, 9): the shopper's repayment and deposit give a budget (repayment × 12 or 52
 * × 5 + deposit) and a search of the site's cars within it; optionally a two-thumb price slider.
 */
export const BudgetFinderBlock: Block = {
  slug: 'budgetFinder',
  interfaceName: 'BudgetFinderBlock',
  labels: { singular: 'Budget finder', plural: 'Budget finders' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      maxLength: 100,
      admin: { description: 'Default: Find a car within your budget.' },
    },
    {
      name: 'carTypes',
      label: 'Car types offered',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['used'],
      options: [
        { value: 'used', label: 'Used' },
        { value: 'new', label: 'New' },
        { value: 'demo', label: 'Demo' },
      ],
      admin: { description: 'More than one adds a car type picker.' },
    },
    {
      name: 'bodyPicker',
      label: 'Body type picker',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Lets shoppers narrow to a body type (SUV, Ute...).' },
    },
    {
      name: 'priceSlider',
      label: 'Price range slider',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Adds a two-thumb price slider (5,000 to 250,000) with a button to the search, most expensive first.',
      },
    },
  ],
}
