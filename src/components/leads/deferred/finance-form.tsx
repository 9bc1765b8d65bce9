'use client'
/** Deferred forms (../deferred-form.tsx): one module per page's forms, so a page ships only its own loaders. */
import { deferred } from '../deferred-form'

export const FinanceForm = deferred(() => import('../finance-form').then((m) => m.FinanceForm), 'FinanceForm')
