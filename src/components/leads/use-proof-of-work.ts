import { useRef } from 'react'

import {
  challengeUrl,
  solveProofOfWork,
  type CaptchaForm,
  type ProofOfWorkMessage,
  type ProofOfWorkTask,
} from '@/domain/proof-of-work'

import { useCaptchaProgress } from './captcha-progress'

export type Solution = { challenge: string; nonce: string }
/** Solutions are used within 20 minutes (challenges live 30) and only once. */
const SOLUTION_MAX_AGE_MS = 20 * 60_000

/** The work in a Web Worker (./proof-of-work.worker.ts): the main thread stays free while it runs. */
function solveInWorker(task: ProofOfWorkTask): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./proof-of-work.worker.ts', import.meta.url))
    worker.addEventListener('message', (event: MessageEvent<ProofOfWorkMessage>) => {
      if (event.data.type === 'progress') return
      worker.terminate()
      if (event.data.type === 'done') resolve(event.data.nonce)
      else reject(new Error('No proof of work found.'))
    })
    worker.addEventListener('error', (event) => {
      worker.terminate()
      reject(event.error ?? new Error('The captcha worker failed.'))
    })
    worker.postMessage(task)
  })
}

/** In the worker where the browser can start one, else (no workers, a policy refusing it) on the main thread. */
async function solve(challenge: string, bits: number): Promise<string> {
  if (typeof Worker === 'function') {
    try {
      return await solveInWorker({ challenge, bits })
    } catch {
      // fall through: the main thread still gets the form sent
    }
  }
  const { sha256 } = await import('@/domain/sha256')
  return solveProofOfWork(challenge, bits, async (text) => sha256(text), { batch: 256 })
}

/**
 * The captcha of one form: its challenge is issued for `form` (a lead form, or the reservation form) and
 * works only there. Its status goes to the form's note (./captcha-progress.ts) when the form provides one.
 */
export function useProofOfWork(enabled: boolean, form: CaptchaForm) {
  const pending = useRef<{ at: number; solution: Promise<Solution>; done: boolean } | null>(null)
  const progress = useCaptchaProgress()
  const start = () => {
    if (!enabled) return
    if (pending.current && Date.now() - pending.current.at < SOLUTION_MAX_AGE_MS) return
    progress?.set('working')
    const solution = fetch(challengeUrl(form), { cache: 'no-store' })
      .then((res) =>
        res.ok
          ? (res.json() as Promise<{ challenge: string; bits: number }>)
          : Promise.reject(new Error(`challenge ${res.status}`)),
      )
      .then(async ({ challenge, bits }) => ({ challenge, nonce: await solve(challenge, bits) }))
    const entry = { at: Date.now(), solution, done: false }
    solution.then(
      () => {
        entry.done = true
        if (pending.current === entry && progress?.get() === 'working') progress.set('ready')
      },
      () => {
        if (pending.current === entry) pending.current = null
        progress?.set('failed')
      },
    )
    pending.current = entry
  }
  return {
    /** Starts the work early (on the form's first focus) so it is usually done before submitting. */
    start,
    /** The solution for one submission; the next submission gets a fresh one. */
    take: async (): Promise<Solution | undefined> => {
      if (!enabled) return undefined
      start()
      const current = pending.current!
      if (!current.done) progress?.set('waiting')
      try {
        const solution = await current.solution
        progress?.set('idle')
        return solution
      } finally {
        if (pending.current === current) pending.current = null
      }
    },
  }
}
