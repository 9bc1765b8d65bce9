import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  checkWebhookSignature,
  isPrivateAddress,
  parseWebhookSignature,
  webhookAccepted,
  webhookRetryDelayMs,
  webhookRetrySchedule,
  webhookSignatureValue,
  webhookSigningInput,
  webhookUrlProblem,
} from './webhooks'

const secret = 'whsec_test'
const hmacHex = (message: string) => createHmac('sha256', secret).update(message).digest('hex')

describe('signing', () => {
  const body = '{"type":"lead.created","lead":{"id":1,"name":"Zoë"}}'
  const timestamp = 1_800_000_000
  const signature = webhookSignatureValue(hmacHex(webhookSigningInput(timestamp, body)))

  it('signs `${timestamp}.${rawBody}` and writes sha256=<hex>', () => {
    expect(webhookSigningInput(timestamp, body)).toBe(`1800000000.${body}`)
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(parseWebhookSignature(signature)).toBe(signature.slice(7))
    for (const bad of [null, '', 'sha1=abc', 'sha256=xyz', `sha256=${'a'.repeat(63)}`])
      expect(parseWebhookSignature(bad)).toBeNull()
  })

  it('verifies a fresh, untouched delivery and refuses the rest', () => {
    const check = (over: Partial<Parameters<typeof checkWebhookSignature>[0]>) =>
      checkWebhookSignature({
        rawBody: body,
        timestamp: String(timestamp),
        signature,
        nowSeconds: timestamp + 10,
        hmacHex,
        ...over,
      })
    expect(check({})).toEqual({ ok: true })
    expect(check({ rawBody: body.replace('Zoë', 'Zoe') })).toEqual({ ok: false, reason: 'mismatch' })
    expect(check({ timestamp: String(timestamp + 1), nowSeconds: timestamp })).toEqual({
      ok: false,
      reason: 'mismatch',
    })
    expect(check({ nowSeconds: timestamp + 301 })).toEqual({ ok: false, reason: 'stale-timestamp' })
    expect(check({ nowSeconds: timestamp - 301 })).toEqual({ ok: false, reason: 'stale-timestamp' })
    expect(check({ timestamp: 'soon' })).toEqual({ ok: false, reason: 'malformed-timestamp' })
    expect(check({ signature: 'nope' })).toEqual({ ok: false, reason: 'malformed-signature' })
    const otherKey = (message: string) => createHmac('sha256', 'another').update(message).digest('hex')
    expect(check({ hmacHex: otherKey })).toEqual({ ok: false, reason: 'mismatch' })
  })
})

describe('retries', () => {
  it('back off exponentially from 30 s, eight attempts in all', () => {
    expect(webhookRetrySchedule()).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000])
    expect(webhookRetryDelayMs(1)).toBe(30_000)
    expect(webhookRetryDelayMs(7)).toBe(1_920_000)
    expect(webhookRetryDelayMs(8)).toBeNull()
    expect(webhookRetryDelayMs(0)).toBeNull()
    expect(webhookRetryDelayMs(2, 3, 1000)).toBe(2000)
    expect(webhookRetrySchedule(1)).toEqual([])
  })

  it('count any 2xx as delivered', () => {
    expect([200, 201, 204, 299].every(webhookAccepted)).toBe(true)
    expect([0, 199, 301, 400, 410, 500].some(webhookAccepted)).toBe(false)
  })
})

describe('endpoint addresses', () => {
  const production = { production: true }
  const development = { production: false }

  it('takes public https addresses everywhere', () => {
    for (const url of [
      'https://crm.example.com/hooks/leads',
      'https://93.184.216.34/x',
      'https://[2606:4700::1111]/x',
      'https://crm.example.com:8443/x?y=1',
    ]) {
      expect(webhookUrlProblem(url, production), url).toBeNull()
      expect(webhookUrlProblem(url, development), url).toBeNull()
    }
  })

  it('allows http only to localhost, and only outside production', () => {
    expect(webhookUrlProblem('http://127.0.0.1:4000/hook', development)).toBeNull()
    expect(webhookUrlProblem('http://localhost:4000/hook', development)).toBeNull()
    expect(webhookUrlProblem('http://[::1]:4000/hook', development)).toBeNull()
    expect(webhookUrlProblem('http://crm.example.com/hook', development)).toMatch(/https/)
    expect(webhookUrlProblem('http://127.0.0.1:4000/hook', production)).toMatch(/https/)
    expect(webhookUrlProblem('http://localhost/hook', production)).toMatch(/https/)
  })

  it('refuses other schemes, credentials and garbage', () => {
    for (const url of [
      'ftp://crm.example.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'crm.example.com/hook',
      '',
      `https://a.example.com/${'x'.repeat(2000)}`,
    ]) {
      expect(webhookUrlProblem(url, development), url).not.toBeNull()
    }
    expect(webhookUrlProblem('https://user:pass@crm.example.com/', production)).toMatch(/user name/)
  })

  it('refuses private, loopback and link-local targets in production', () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://10.1.2.3/',
      'https://172.16.0.1/',
      'https://172.31.255.255/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[::]/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:a9fe:a9fe]/',
      'https://localhost/',
      'https://api.localhost/',
      'https://printer.local/',
      'https://db.internal/',
      'https://intranet/',
      'https://2130706433/',
      'https://0x7f000001/',
    ]) {
      expect(webhookUrlProblem(url, production), url).not.toBeNull()
    }
    expect(webhookUrlProblem('https://172.32.0.1/', production)).toBeNull()
  })

  it('classifies resolved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '169.254.169.254',
      '::1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'fc00::1',
      'fe80::1%eth0',
      'ff02::1',
      'not an address',
      '1.2.3',
    ])
      expect(isPrivateAddress(address), address).toBe(true)
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false)
  })
})
