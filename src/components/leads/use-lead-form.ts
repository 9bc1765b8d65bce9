import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'

import {
  leadSchema,
  type LeadForm,
  type LeadInput,
  type LeadRules,
  type LeadValues,
  type PostedLeadKind,
} from '@/domain/lead-kinds'

import { completeLead, useLeadSubmit, type LeadCar } from './use-lead-submit'

/**
 * One lead form's setup, the same for every kind: react-hook-form resolved by the kind's schema under the
 * site's rules (src/domain/lead-kinds.ts), the submit hook with its captcha, an id prefix for the fields,
 * and `complete` (the analytics event, the car kept for /success, then /success). Each form keeps only its
 * fields and what it sends.
 */
export function useLeadForm<K extends LeadForm>(
  kind: K,
  rules: LeadRules<K>,
  defaultValues: DefaultValues<LeadInput<K> & FieldValues>,
  { site = '', captcha = false, failed }: { site?: string; captcha?: boolean; failed?: string } = {},
) {
  type Input = LeadInput<K> & FieldValues
  const base = useId().replace(/:/g, '')
  const form = useForm<Input, unknown, LeadValues<K>>({
    // zodResolver cannot follow K through the registry; the schema is the kind's own, so its types are these.
    resolver: zodResolver(leadSchema(kind, rules) as never) as unknown as Resolver<Input, unknown, LeadValues<K>>,
    defaultValues,
    shouldFocusError: true,
  })
  const lead = useLeadSubmit(form, kind, { captcha, failed })
  const router = useRouter()
  return {
    base,
    form,
    lead,
    router,
    /** After the server stored the lead: the analytics event, the car (or none) for /success, then /success. */
    complete: (leadId: number, extras: { car?: LeadCar | null; category?: string } = {}) =>
      completeLead(site, kind as PostedLeadKind & K, leadId, extras, router.push, lead.successPath()),
  }
}
