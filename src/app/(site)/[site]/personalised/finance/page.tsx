import { PersonalisedFinancePage, type FinancePageProps } from '@/components/finance/finance-page'
import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

export const generateMetadata = catalogueMetadata('yourPersonalisedFinance', { robots: { index: false } })

/** `/personalised/finance?car_id=` (spec 2.1): sites with personalised finance only, signed-in shoppers only. */
export default function Page(props: FinancePageProps) {
  return <PersonalisedFinancePage {...props} />
}
