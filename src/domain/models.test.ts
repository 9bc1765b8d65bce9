import { describe, expect, it } from 'vitest'

import { filterModels, matchModelPath, modelMenuGroups, modelPath, modelSlugError, overrideUrlError } from './models'

describe('models', () => {
  const hilux = { slug: 'hilux', bodyCategories: ['trucks'] }
  const rav4 = { slug: 'rav4', newSlug: 'rav4-hybrid', bodyCategories: ['suv', 'electric'] }
  const landcruiser = { slug: 'landcruiser', overrideUrl: '/toyota/landcruiser-range', bodyCategories: ['suv'] }
  const future = { slug: 'bz5', status: 'coming_soon' as const, bodyCategories: [] }
  const models = [hilux, rav4, landcruiser, future]

  it('filters by body category; future vehicles include those coming soon', () => {
    expect(filterModels(models, 'suv').map((m) => m.slug)).toEqual(['rav4', 'landcruiser'])
    expect(filterModels(models, 'electric').map((m) => m.slug)).toEqual(['rav4'])
    expect(filterModels(models, 'future-vehicles').map((m) => m.slug)).toEqual(['bz5'])
    expect(filterModels(models, null)).toHaveLength(4)
  })

  it('addresses a model by override URL, else new slug, else slug', () => {
    expect(modelPath(hilux)).toBe('/hilux')
    expect(modelPath(rav4)).toBe('/rav4-hybrid')
    expect(modelPath(landcruiser)).toBe('/toyota/landcruiser-range')
  })

  it('finds the model a path names, redirecting older addresses to the current one', () => {
    expect(matchModelPath(models, '/hilux')).toEqual({ kind: 'page', model: hilux })
    expect(matchModelPath(models, '/hilux/')).toEqual({ kind: 'page', model: hilux })
    expect(matchModelPath(models, '/rav4-hybrid')).toEqual({ kind: 'page', model: rav4 })
    expect(matchModelPath(models, '/rav4')).toEqual({ kind: 'redirect', model: rav4, to: '/rav4-hybrid' })
    expect(matchModelPath(models, '/toyota/landcruiser-range')).toEqual({ kind: 'page', model: landcruiser })
    expect(matchModelPath(models, '/landcruiser')).toEqual({
      kind: 'redirect',
      model: landcruiser,
      to: '/toyota/landcruiser-range',
    })
    expect(matchModelPath(models, '/corolla')).toBeNull()
  })

  it('refuses slugs and addresses that routes of the app claim', () => {
    expect(modelSlugError('hilux')).toBeNull()
    expect(modelSlugError('cars')).toMatch(/already/)
    expect(modelSlugError('Hilux')).toMatch(/lower-case/)
    expect(overrideUrlError('/toyota/hilux-range')).toBeNull()
    expect(overrideUrlError('')).toBeNull()
    expect(overrideUrlError('/search/toyota')).toMatch(/already/)
    expect(overrideUrlError('https://evil.example/x')).toMatch(/path/)
    expect(overrideUrlError('/hilux/')).toMatch(/path/)
  })
})

describe('the Vehicles menu', () => {
  it('groups models by brand, in name order, linking to each model page', () => {
    expect(
      modelMenuGroups([
        { name: 'RAV4', slug: 'rav4', newSlug: 'rav4-hybrid', manufacturer: { name: 'Toyota' } },
        { name: 'CX-5', slug: 'cx-5', manufacturer: { name: 'Mazda' } },
        { name: 'HiLux', slug: 'hilux', manufacturer: { name: 'Toyota' } },
        { name: 'Kit car', slug: 'kit-car' },
      ]),
    ).toEqual([
      { category: 'Mazda', models: [{ label: 'CX-5', href: '/cx-5' }] },
      { category: 'Other', models: [{ label: 'Kit car', href: '/kit-car' }] },
      {
        category: 'Toyota',
        models: [
          { label: 'HiLux', href: '/hilux' },
          { label: 'RAV4', href: '/rav4-hybrid' },
        ],
      },
    ])
  })
})
