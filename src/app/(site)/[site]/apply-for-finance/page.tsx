import { FinancePage, type FinancePageProps } from '@/components/finance/finance-page'
import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

export const generateMetadata = catalogueMetadata('applyForFinance')

/** `/apply-for-finance`: the finance form where the site uses this path (the others redirect to the site's own). */
export default function Page(props: FinancePageProps) {
  return <FinancePage {...props} path="/apply-for-finance" />
}
