import { CheckoutPage, type CheckoutProps } from '@/components/reservations/checkout-page'
import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

export const generateMetadata = catalogueMetadata('reserveOnlineTitle', { robots: { index: false } })

/** `/cars/{slug}/checkout`: the reservation page (the site's checkout path setting picks this one or the other). */
export default function Page(props: CheckoutProps) {
  return <CheckoutPage {...props} segment="checkout" />
}
