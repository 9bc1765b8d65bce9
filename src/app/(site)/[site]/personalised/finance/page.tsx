import type { Metadata } from 'next'

import { PersonalisedFinancePage, type FinancePageProps } from '@/components/finance/finance-page'

export const metadata: Metadata = { title: 'Your personalised finance', robots: { index: false } }

/** `/personalised/finance?car_id=` (spec 2.1): sites with personalised finance only, signed-in shoppers only. */
export default function Page(props: FinancePageProps) {
  return <PersonalisedFinancePage {...props} />
}
