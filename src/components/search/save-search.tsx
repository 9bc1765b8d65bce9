'use client'

import { lazy, Suspense, useState } from 'react'

import { useLabels } from '@/components/locale-context'

import type { SaveSearchProps } from './save-search-form'

const SaveSearchForm = lazy(() => import('./save-search-form'))

/**
 * 'Save this search' on the search page (#22): closed until a shopper opens it, and only then is its form's
 * code loaded (./save-search-form.tsx), so the search page's script carries just this toggle.
 */
export function SaveSearch(props: SaveSearchProps) {
  const labels = useLabels()
  const [opened, setOpened] = useState(false)
  return (
    <details className="save-search" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className="button-secondary disclosure-chevron">{labels.saveSearch}</summary>
      {opened && (
        <div className="save-search-panel">
          <Suspense fallback={<p className="muted">{labels.saveSearchIntro}</p>}>
            <SaveSearchForm {...props} />
          </Suspense>
        </div>
      )}
    </details>
  )
}
