import type { Field, TextField } from 'payload'

import { linkFieldError } from '../src/domain/pages'

/** A link an editor types: a path on the site or a full address, never javascript: (src/domain/pages.ts). */
export const linkField = (
  name: string,
  label: string,
  { required = false, description }: { required?: boolean; description?: string } = {},
): TextField => ({
  name,
  label,
  type: 'text',
  required,
  admin: { description: description ?? 'A page of this site (/finance) or a full https:// address.' },
  validate: (value: unknown) => linkFieldError(value, { required }) ?? true,
})

/** Up to `max` call-to-action buttons: label and link. */
export const buttonsField = (max: number): Field => ({
  name: 'buttons',
  type: 'array',
  maxRows: max,
  admin: { initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 40 },
        linkField('link', 'Link', { required: true }),
      ],
    },
  ],
})

/** An image from the media library, with its alt text kept on the media item. */
export const imageField = (
  name: string,
  label: string,
  { required = false, description }: { required?: boolean; description?: string } = {},
): Field => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  required,
  admin: description ? { description } : undefined,
})
