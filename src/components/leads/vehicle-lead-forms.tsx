import { formRules } from '@/leads/form-rules'
import { siteLocations, type PublicSite } from '@/lib/data/sites'
import type { Car } from '@/payload-types'

import { EnquiryForm, RequestPhotosForm, TestDriveForm } from './deferred/vehicle-forms'
import type { LeadCar } from './use-lead-submit'
import { carTitle } from '@/domain/car-title'

type Props = { car: Car; site: PublicSite; now: Date; priceText: string | null }

/** What the forms and the success page need of the car (never the whole record). */
export function leadCar(car: Car, priceText: string | null): LeadCar {
  const images = Array.isArray(car.images)
    ? (car.images as unknown[]).filter((src): src is string => typeof src === 'string')
    : []
  return {
    id: car.id,
    name: carTitle(car),
    slug: car.slug,
    car_type: car.car_type,
    tag: car.tag ?? null,
    price: priceText,
    image: car.primary_image_url || images[0] || null,
    location: car.location?.slug ?? null,
    dealership_slug: car.dealership_slug ?? null,
  }
}

/** A car's lead fields without the page's price text (pages other than the vehicle page). */
export const vehicleLeadCar = (car: Car): LeadCar => leadCar(car, null)

/** The enquiry form for one car, with the site's rules (the endpoint applies the same ones). */
export async function VehicleEnquiry({ car, site, now, priceText }: Props) {
  const { rules, locations, dealerships } = formRules(site, await siteLocations(site), { general: false, now })
  return (
    <EnquiryForm
      site={site.slug}
      car={leadCar(car, priceText)}
      rules={rules}
      locations={locations}
      dealerships={dealerships}
      captcha={site.features?.captcha !== false}
    />
  )
}

/** The test-drive booking for one car. */
export async function VehicleTestDrive({ car, site, now, priceText }: Props) {
  const { testDrive, locations, dealerships } = formRules(site, await siteLocations(site), { general: false, now })
  return (
    <TestDriveForm
      site={site.slug}
      car={leadCar(car, priceText)}
      rules={testDrive}
      locations={locations}
      dealerships={dealerships}
      captcha={site.features?.captcha !== false}
    />
  )
}

/** Request photos of one car (a Vehicle Enquiry, subcategory Request Photos). */
export async function VehicleRequestPhotos({ car, site, now, priceText }: Props) {
  const { rules, locations, dealerships } = formRules(site, await siteLocations(site), { general: false, now })
  return (
    <RequestPhotosForm
      site={site.slug}
      car={leadCar(car, priceText)}
      rules={rules}
      locations={locations}
      dealerships={dealerships}
      captcha={site.features?.captcha !== false}
    />
  )
}
