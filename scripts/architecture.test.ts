import { readFileSync } from 'node:fs'

import { expect, it } from 'vitest'

import { ARCHITECTURE_FILE, regenerate } from './architecture'

it('ARCHITECTURE.md says what the code holds (its generated sections are current: npm run docs:architecture)', () => {
  const current = readFileSync(ARCHITECTURE_FILE, 'utf8')
  expect(regenerate(current)).toBe(current)
})
