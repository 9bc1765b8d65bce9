import { describe, expect, it } from 'vitest'

import { challengeUrl, runProofOfWork, solveProofOfWork, type CaptchaForm } from '@/domain/proof-of-work'
import { sha256 as plainSha256 } from '@/domain/sha256'
import { createHash } from 'node:crypto'

import { CAPTCHA_BITS, CAPTCHA_ERRORS, CAPTCHA_TTL_MS, issueChallenge, verifyCaptcha } from './captcha'

const sha256 = async (text: string) => new Uint8Array(createHash('sha256').update(text).digest())
const SECRET = 'test-secret'
const NOW = 1_800_000_000_000

async function solved(siteId = 7, bits = CAPTCHA_BITS, secret = SECRET, form: CaptchaForm = 'lead') {
  const { challenge } = issueChallenge(siteId, form, NOW, secret, bits)
  return { challenge, nonce: await solveProofOfWork(challenge, bits, sha256) }
}

describe('captcha', () => {
  it("accepts the nonce the browser's worker finds (runProofOfWork with the plain-JavaScript hash)", () => {
    const { challenge } = issueChallenge(7, 'lead', NOW, SECRET, CAPTCHA_BITS)
    let nonce = ''
    runProofOfWork({ challenge, bits: CAPTCHA_BITS }, plainSha256, (message) => {
      if (message.type === 'done') nonce = message.nonce
    })
    expect(verifyCaptcha({ challenge, nonce }, 7, 'lead', NOW, SECRET).ok).toBe(true)
  })

  it('accepts a solved challenge of this site before it expires, once per id', async () => {
    const solution = await solved()
    const result = verifyCaptcha(solution, 7, 'lead', NOW + CAPTCHA_TTL_MS - 1, SECRET)
    expect(result.ok).toBe(true)
    const other = await solved()
    expect(verifyCaptcha(other, 7, 'lead', NOW, SECRET)).not.toEqual(result) // each challenge has its own id
  })

  it('refuses a missing solution', () => {
    expect(verifyCaptcha(undefined, 7, 'lead', NOW, SECRET)).toEqual({ ok: false, error: CAPTCHA_ERRORS.missing })
    expect(verifyCaptcha({ challenge: 'x' }, 7, 'lead', NOW, SECRET)).toEqual({
      ok: false,
      error: CAPTCHA_ERRORS.missing,
    })
  })

  it('refuses an expired challenge', async () => {
    expect(verifyCaptcha(await solved(), 7, 'lead', NOW + CAPTCHA_TTL_MS, SECRET)).toEqual({
      ok: false,
      error: CAPTCHA_ERRORS.expired,
    })
  })

  it('refuses another site\u2019s challenge, a forged signature and another secret', async () => {
    const solution = await solved()
    expect(verifyCaptcha(solution, 8, 'lead', NOW, SECRET)).toEqual({ ok: false, error: CAPTCHA_ERRORS.invalid })
    expect(verifyCaptcha(solution, 7, 'lead', NOW, 'other-secret')).toEqual({
      ok: false,
      error: CAPTCHA_ERRORS.invalid,
    })
    const parts = solution.challenge.split('.')
    parts[1] = '8' // claim another site under the old signature
    expect(verifyCaptcha({ ...solution, challenge: parts.join('.') }, 8, 'lead', NOW, SECRET)).toEqual({
      ok: false,
      error: CAPTCHA_ERRORS.invalid,
    })
  })

  it('accepts a challenge only on the form it was issued for', async () => {
    const lead = await solved(7, CAPTCHA_BITS, SECRET, 'lead')
    const reservation = await solved(7, CAPTCHA_BITS, SECRET, 'reservation')
    expect(verifyCaptcha(lead, 7, 'lead', NOW, SECRET).ok).toBe(true)
    expect(verifyCaptcha(reservation, 7, 'reservation', NOW, SECRET).ok).toBe(true)
    expect(verifyCaptcha(lead, 7, 'reservation', NOW, SECRET)).toEqual({ ok: false, error: CAPTCHA_ERRORS.invalid })
    expect(verifyCaptcha(reservation, 7, 'lead', NOW, SECRET)).toEqual({ ok: false, error: CAPTCHA_ERRORS.invalid })
    const parts = lead.challenge.split('.')
    parts[2] = 'reservation' // claim the other form under the old signature
    expect(verifyCaptcha({ ...lead, challenge: parts.join('.') }, 7, 'reservation', NOW, SECRET)).toEqual({
      ok: false,
      error: CAPTCHA_ERRORS.invalid,
    })
  })

  it('refuses a challenge of the old format, which named no form', async () => {
    const parts = (await solved()).challenge.split('.')
    const old = [...parts.slice(0, 2), ...parts.slice(3)]
    old[0] = 'v1'
    expect(verifyCaptcha({ challenge: old.join('.'), nonce: '1' }, 7, 'lead', NOW, SECRET)).toEqual({
      ok: false,
      error: CAPTCHA_ERRORS.invalid,
    })
  })

  it('the forms ask for a challenge of their own kind', () => {
    expect(challengeUrl('lead')).toBe('/api/leads/challenge?form=lead')
    expect(challengeUrl('reservation')).toBe('/api/leads/challenge?form=reservation')
  })

  it('refuses a nonce that does not do the work, and a challenge signed for less work', async () => {
    const { challenge } = issueChallenge(7, 'lead', NOW, SECRET)
    let wrong = 0
    while ((await sha256(challenge + wrong))[0] === 0) wrong += 1 // a nonce whose hash does not start with 8 zero bits
    expect(verifyCaptcha({ challenge, nonce: String(wrong) }, 7, 'lead', NOW, SECRET)).toEqual({
      ok: false,
      error: CAPTCHA_ERRORS.invalid,
    })
    expect(verifyCaptcha({ challenge, nonce: 'abc' }, 7, 'lead', NOW, SECRET)).toEqual({
      ok: false,
      error: CAPTCHA_ERRORS.invalid,
    })
    expect(verifyCaptcha(await solved(7, 4), 7, 'lead', NOW, SECRET)).toEqual({
      ok: false,
      error: CAPTCHA_ERRORS.invalid,
    })
  })
})
