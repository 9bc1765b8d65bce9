import { redirect } from 'next/navigation'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /offers is the special offers list under its other name: one list, one address (filters kept). */
export default async function OffersIndex({ searchParams }: Props) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(await searchParams)) {
    if (key === 'manufacturer' || key === 'model') for (const v of [value].flat()) if (v) query.append(key, v)
  }
  redirect(`/special-offers${query.size ? `?${query}` : ''}`)
}
