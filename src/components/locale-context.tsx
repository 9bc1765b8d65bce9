'use client'

import { createContext, useContext, type ReactNode } from 'react'

import { labelsFor, type Labels } from '@/domain/labels'
import { DEFAULT_LOCALE } from '@/domain/locale'

/**
 * The site's locale for client components (forms, saved cars): the site layout provides it once per
 * request, so a client island takes its words from the catalogue without each page passing them down.
 */
const LocaleContext = createContext<string>(DEFAULT_LOCALE)

export function LocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

/** The site's locale ('en-AU' outside a site). */
export const useLocale = () => useContext(LocaleContext)

/** The catalogue's words in the site's locale. */
export const useLabels = (): Labels => labelsFor(useContext(LocaleContext))
