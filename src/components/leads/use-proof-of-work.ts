import { useRef } from 'react'

import { challengeUrl, solveProofOfWork, type CaptchaForm } from '@/domain/proof-of-work'
import { sha256 } from '@/domain/sha256'

export type Solution = { challenge: string; nonce: string }
/** Solutions are used within 20 minutes (challenges live 30) and only once. */
const SOLUTION_MAX_AGE_MS = 20 * 60_000

/** The captcha of one form: its challenge is issued for `form` (a lead form, or the reservation form) and works only there. */
export function useProofOfWork(enabled: boolean, form: CaptchaForm) {
  const pending = useRef<{ at: number; solution: Promise<Solution> } | null>(null)
  const start = () => {
    if (!enabled) return
    if (pending.current && Date.now() - pending.current.at < SOLUTION_MAX_AGE_MS) return
    const solution = fetch(challengeUrl(form), { cache: 'no-store' })
      .then((res) =>
        res.ok
          ? (res.json() as Promise<{ challenge: string; bits: number }>)
          : Promise.reject(new Error(`challenge ${res.status}`)),
      )
      .then(async ({ challenge, bits }) => ({
        challenge,
        nonce: await solveProofOfWork(challenge, bits, async (text) => sha256(text), { batch: 256 }),
      }))
    solution.catch(() => {
      pending.current = null
    })
    pending.current = { at: Date.now(), solution }
  }
  return {
    /** Starts the work early (on the form's first focus) so it is usually done before submitting. */
    start,
    /** The solution for one submission; the next submission gets a fresh one. */
    take: async (): Promise<Solution | undefined> => {
      if (!enabled) return undefined
      start()
      const current = pending.current!
      try {
        return await current.solution
      } finally {
        if (pending.current === current) pending.current = null
      }
    },
  }
}
