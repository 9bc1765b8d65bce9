import type { Block } from 'payload'

/**
 * A notice across the page (spec 2.7): a headline always shown, and inner content that shoppers open and
 * close with 'Click to View'. The editor chooses whether it starts open or closed.
 */
export const AlertBannerBlock: Block = {
  slug: 'alertBanner',
  interfaceName: 'AlertBannerBlock',
  labels: { singular: 'Alert banner', plural: 'Alert banners' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      maxLength: 160,
      admin: { description: 'Always shown, e.g. Our Brisbane showroom is closed on Monday.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'tone',
          type: 'select',
          required: true,
          defaultValue: 'info',
          options: [
            { value: 'info', label: 'Information' },
            { value: 'warning', label: 'Warning' },
            { value: 'success', label: 'Good news' },
          ],
        },
        {
          name: 'state',
          type: 'select',
          required: true,
          defaultValue: 'closed',
          options: [
            { value: 'closed', label: 'Closed (details hidden until Click to View)' },
            { value: 'open', label: 'Open (details shown)' },
          ],
        },
      ],
    },
    {
      name: 'content',
      type: 'richText',
      admin: { description: 'The details shown by Click to View. Empty: only the headline.' },
    },
  ],
}
