/**
 * The captcha's work off the main thread: one challenge per message, answered with progress after each
 * slice of nonces and then the nonce (src/domain/proof-of-work.ts `runProofOfWork`, tested there). The page
 * keeps scrolling and typing while it runs; ./use-proof-of-work.ts starts it and falls back to the main
 * thread where workers are unavailable.
 */
import { runProofOfWork, type ProofOfWorkTask } from '@/domain/proof-of-work'
import { sha256 } from '@/domain/sha256'

addEventListener('message', (event: MessageEvent<ProofOfWorkTask>) => {
  runProofOfWork(event.data, sha256, (message) => postMessage(message))
})
