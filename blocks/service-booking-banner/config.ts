import type { Block } from 'payload'

import { imageField } from '../fields'

/** A call to book a service: goes to the site's external booking address when set, else /service#service-booking. */
export const ServiceBookingBannerBlock: Block = {
  slug: 'serviceBookingBanner',
  interfaceName: 'ServiceBookingBannerBlock',
  labels: { singular: 'Service booking banner', plural: 'Service booking banners' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Book your next service online', maxLength: 100 },
    {
      name: 'text',
      type: 'textarea',
      maxLength: 300,
      defaultValue: 'Logbook servicing that keeps your warranty, by factory-trained technicians, with genuine parts.',
    },
    { name: 'buttonLabel', type: 'text', maxLength: 40, admin: { description: 'Default: Book a Service.' } },
    imageField('image', 'Image'),
  ],
}
