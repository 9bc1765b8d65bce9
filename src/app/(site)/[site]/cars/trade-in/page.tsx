import { notFound } from 'next/navigation'

import { TradeInPage } from '@/components/trade-in/trade-in-page'
import { siteForHost } from '@/lib/data/sites'

import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ car_id?: string | string[] }> }

export const generateMetadata = catalogueMetadata('tradeInYourCar')

/** `/cars/trade-in` (spec 2.1): the trade-in wizard; not sign-in gated. */
export default async function CarTradeInRoute({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  return (
    <>
      <TradeInPage site={site} variant="trade-in" carIdParam={(await searchParams).car_id} />
    </>
  )
}
