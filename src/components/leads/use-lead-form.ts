import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useMemo } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form'

import {
  leadSchema,
  type LeadForm,
  type LeadInput,
  type LeadRules,
  type LeadValues,
  type PostedLeadKind,
} from '@/domain/lead-kinds'

import { useTypedValues, withTyped } from './deferred-form'
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
  const rhf = useForm<Input, unknown, LeadValues<K>>({
    // zodResolver cannot follow K through the registry; the schema is the kind's own, so its types are these.
    resolver: zodResolver(leadSchema(kind, rules) as never) as unknown as Resolver<Input, unknown, LeadValues<K>>,
    // What the shopper typed before the form's code loaded (./deferred-form.tsx) stays.
    defaultValues: withTyped(defaultValues, useTypedValues()),
    shouldFocusError: true,
  })
  const form = useWithInitialValues(rhf)
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

/**
 * The form with each registered field carrying its default in the HTML (`defaultValue`, or `defaultChecked`
 * for a flag): react-hook-form writes defaults into the fields only when its code registers them, so a
 * prefilled form (the shopper's account, a finance link's query) would otherwise render empty on the server
 * and stay empty until a deferred form's code loads. The values are the ones react-hook-form then sets, so
 * hydration changes nothing. (Lead forms have no radio groups, whose `value` this would overwrite.)
 */
function useWithInitialValues<T extends FieldValues, V extends FieldValues>(
  form: UseFormReturn<T, unknown, V>,
): UseFormReturn<T, unknown, V> {
  const { register, formState } = form
  const defaults = formState.defaultValues as Record<string, unknown> | undefined
  const withInitial = useMemo(
    () =>
      ((name, options) => {
        const field = register(name, options)
        const initial = defaults?.[name]
        if (typeof initial === 'boolean') return { ...field, defaultChecked: initial }
        if (typeof initial === 'string' || typeof initial === 'number')
          return initial === '' ? field : { ...field, defaultValue: String(initial) }
        return field
      }) as typeof register,
    [register, defaults],
  )
  return { ...form, register: withInitial }
}
