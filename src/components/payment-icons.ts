/**
 * The payment marks' icons: single icons from simple-icons (each imported on its own, so the bundle holds
 * only these), by the name the domain lists (`PAYMENT_LOGOS`, src/domain/reserve-wording.ts). A mark the set
 * does not hold (Maestro left simple-icons) is shown as its name: `null` here.
 */
import { siApplepay, siGooglepay, siMastercard, siVisa, type SimpleIcon } from 'simple-icons'

import type { PAYMENT_LOGOS } from '@/domain/reserve-wording'

export const PAYMENT_ICONS: Readonly<Record<(typeof PAYMENT_LOGOS)[number], SimpleIcon | null>> = {
  Mastercard: siMastercard,
  Visa: siVisa,
  Maestro: null,
  'Google Pay': siGooglepay,
  'Apple Pay': siApplepay,
}
