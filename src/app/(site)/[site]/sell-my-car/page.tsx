import { notFound } from 'next/navigation'

import { TradeInPage } from '@/components/trade-in/trade-in-page'
import { siteForHost } from '@/lib/data/sites'

import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ car_id?: string | string[] }> }

export const generateMetadata = catalogueMetadata('sellYourCar')

/** `/sell-my-car` (spec 2.1): the trade-in wizard; not sign-in gated. */
export default async function SellMyCarRoute({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  return (
    <>
      <TradeInPage site={site} variant="sell" carIdParam={(await searchParams).car_id} />
    </>
  )
}
