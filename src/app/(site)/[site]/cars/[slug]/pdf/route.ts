import { dealerComments } from '@/domain/dealer-comments'
import { fill, labelsFor } from '@/domain/labels'
import { carTitle } from '@/domain/car-title'
import { localeFacts } from '@/domain/locale'
import { priceDisplay, sitePriceSettings } from '@/domain/price-display'
import { caravanSpecs, vehicleDetails } from '@/domain/vehicle-details'
import { carSpecifications, carSummary, standardEquipment } from '@/domain/vehicle-specs'
import { carPdf } from '@/lib/email/car-pdf'
import { requestSiteOrigin } from '@/lib/requests/request-origin'
import { siteCarBySlug } from '@/lib/data/site-cars'
import { siteForHost } from '@/lib/data/sites'
import { toCarDocument } from '@/search/car-document'

type Context = { params: Promise<{ site: string; slug: string }> }

const text = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/** `/cars/{slug}/pdf`: the car's details as a PDF download named {slug}.pdf. */
export async function GET(_request: Request, { params }: Context) {
  const { site: host, slug } = await params
  const site = await siteForHost(host)
  if (!site) return text(404, labelsFor(null).pdfNoSite)
  const labels = labelsFor(site.settings.locale)
  let car
  try {
    car = await siteCarBySlug(site, decodeURIComponent(slug))
  } catch {
    return text(400, labels.pdfNotACar)
  }
  if (!car) return text(404, labels.pdfCarNotListed)
  const { locale, timeZone, now } = site.settings
  try {
    const bytes = await carPdf({
      siteName: site.name,
      paper: localeFacts(locale).paper,
      title: carTitle(car),
      subtitle: [car.badge, car.series].filter(Boolean).join(' ') || null,
      price:
        car.status === 'sold'
          ? labels.soldTag
          : priceDisplay(toCarDocument(car, site), sitePriceSettings(site.settings)).text,
      url: `${await requestSiteOrigin(site)}/cars/${car.slug}`,
      sections: [
        {
          heading: labels.details,
          items: [...vehicleDetails(car, { locale, timeZone, now }), ...caravanSpecs(car, locale)],
        },
        { heading: labels.pdfSummary, items: carSummary(car, locale) },
        { heading: labels.specifications, items: carSpecifications(car, locale) },
        { heading: labels.pdfDealerComments, paragraphs: dealerComments(car.dealercomments, true).paragraphs },
        {
          heading: labels.features,
          paragraphs: standardEquipment(car).length ? [standardEquipment(car).join(' \u2022 ')] : [],
        },
      ],
      footer: fill(labels.pdfFooter, { date: now.toLocaleDateString(locale, { timeZone, dateStyle: 'long' }) }),
    })
    return new Response(Buffer.from(bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${car.slug.replace(/[^\w.-]/g, '-')}.pdf"`,
        'Cache-Control': 'private, max-age=60',
      },
    })
  } catch (error) {
    console.error('Car PDF failed', car.id, error)
    return text(500, labels.pdfFailedTryAgain)
  }
}
