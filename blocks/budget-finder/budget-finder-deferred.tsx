'use client'
/**
 * The budget finder as the block renders it: server-rendered whole, its code loaded on the shopper's first
 * focus, press or keystroke in it (src/components/leads/deferred-form.tsx), so pages built from blocks do not
 * ship it up front.
 */
import { deferred } from '@/components/leads/deferred-form'

export const BudgetFinderClient = deferred<
  Parameters<(typeof import('./budget-finder-client'))['BudgetFinderClient']>[0]
>(() => import('./budget-finder-client').then((m) => m.BudgetFinderClient), 'BudgetFinderClient')
