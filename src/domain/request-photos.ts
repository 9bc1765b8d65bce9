/**
 * Request photos (spec 2.5 sidebar, 5: 'Request Photos message optional'): a shopper asks the dealer for more
 * photos of one car. A lead with category Vehicle Enquiry and subcategory Request Photos, the enquiry
 * payload of spec 3 (category, subcategory, name, email, phone, message, location, dealership_slug, opt_in, car).
 */
import { z } from 'zod'

import {
  commonLeadFields,
  MESSAGE_MAX,
  optionalText,
  refineCommon,
  VEHICLE_CATEGORY,
  type EnquiryRules,
} from './lead-forms'

export const REQUEST_PHOTOS_CATEGORY = VEHICLE_CATEGORY
export const REQUEST_PHOTOS_SUBCATEGORY = 'Request Photos'

export function requestPhotosSchema(rules: EnquiryRules) {
  return z
    .object({
      ...commonLeadFields,
      message: optionalText(MESSAGE_MAX, 'Please keep your message under 5,000 characters.'),
    })
    .superRefine((value, ctx) => refineCommon(rules, value, ctx))
    .transform((value) => ({ ...value, category: REQUEST_PHOTOS_CATEGORY, subcategory: REQUEST_PHOTOS_SUBCATEGORY }))
}
export type RequestPhotosInput = z.input<ReturnType<typeof requestPhotosSchema>>
export type RequestPhotosValues = z.output<ReturnType<typeof requestPhotosSchema>>
