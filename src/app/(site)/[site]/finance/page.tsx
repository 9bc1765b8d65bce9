import type { Metadata } from 'next'

import { FinancePage, type FinancePageProps } from '@/components/finance/finance-page'

export const metadata: Metadata = { title: 'Apply for finance' }

/** `/finance`: the finance form where the site uses this path (the others redirect to the site's own). */
export default function Page(props: FinancePageProps) {
  return <FinancePage {...props} path="/finance" />
}
