'use client'

import { createContext, useContext, type ReactNode } from 'react'

import { DEFAULT_LOCALE } from '@/domain/locale'

import type { ClientLabels } from './client-labels'

/**
 * The site's locale for client components (forms, saved cars): the site layout provides it once per
 * request, so a client island takes its words from the catalogue without each page passing them down.
 */
const LocaleContext = createContext<{ locale: string; labels: ClientLabels | null }>({
  locale: DEFAULT_LOCALE,
  labels: null,
})

/** Given by the site layout: the locale and the client words in it (clientLabels, ./client-labels). */
export function LocaleProvider({
  locale,
  labels,
  children,
}: {
  locale: string
  labels: ClientLabels
  children: ReactNode
}) {
  return <LocaleContext.Provider value={{ locale, labels }}>{children}</LocaleContext.Provider>
}

/** The site's locale ('en-AU' outside a site). */
export const useLocale = () => useContext(LocaleContext).locale

/** The catalogue's client words in the site's locale (inside the site layout's LocaleProvider). */
export function useLabels(): ClientLabels {
  const { labels } = useContext(LocaleContext)
  if (!labels) throw new Error("useLabels() needs the site layout's LocaleProvider")
  return labels
}
