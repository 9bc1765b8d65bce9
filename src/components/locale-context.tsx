'use client'

import { createContext, useContext, type ReactNode } from 'react'

import { DEFAULT_LOCALE, swappedText } from '@/domain/locale'

import type { ClientLabels } from './client-labels'

/**
 * The site's locale for client components (forms, saved cars): the site layout provides it once per
 * request, so a client island takes its words from the catalogue without each page passing them down.
 */
const LocaleContext = createContext<{
  locale: string
  labels: ClientLabels | null
  swaps: Readonly<Record<string, string>>
}>({
  locale: DEFAULT_LOCALE,
  labels: null,
  swaps: {},
})

/**
 * Given by the site layout: the locale, the client words in it (clientLabels, ./client-labels) and the
 * locale's whole-text swaps for messages (localeSwaps in src/domain/labels.ts).
 */
export function LocaleProvider({
  locale,
  labels,
  swaps,
  children,
}: {
  locale: string
  labels: ClientLabels
  swaps: Readonly<Record<string, string>>
  children: ReactNode
}) {
  return <LocaleContext.Provider value={{ locale, labels, swaps }}>{children}</LocaleContext.Provider>
}

/** The site's locale ('en-AU' outside a site). */
export const useLocale = () => useContext(LocaleContext).locale

/** The catalogue's client words in the site's locale (inside the site layout's LocaleProvider). */
export function useLabels(): ClientLabels {
  const { labels } = useContext(LocaleContext)
  if (!labels) throw new Error("useLabels() needs the site layout's LocaleProvider")
  return labels
}

/** A validation or server message in the site's words, by the rule messageFor follows on the server (swappedText). */
export function useMessage(): (text: string) => string {
  const { locale, swaps } = useContext(LocaleContext)
  return (text) => swappedText(swaps, locale, text)
}
