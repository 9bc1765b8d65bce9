import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { carFieldsWithGroups } from '../domain/car-fields'
import { carFeedRowSchema } from './feed-row'

/** The object schema inside a nullish/partial wrapper. */
function shapeOf(schema: z.ZodType): Record<string, unknown> {
  let current = schema as unknown as { shape?: Record<string, unknown>; unwrap?: () => unknown }
  while (!current.shape && current.unwrap) current = current.unwrap() as typeof current
  return current.shape ?? {}
}

describe('the importer’s columns', () => {
  it('reads every field the car table says comes from the feed from the feed row schema', () => {
    const shape = carFeedRowSchema.shape as Record<string, z.ZodType>
    const missing: string[] = []
    for (const { field, group } of carFieldsWithGroups()) {
      if (field.feed === 'importer' || field.feed === 'never') continue
      const name = typeof field.feed === 'object' ? field.feed.from : field.name
      const fields = group ? shapeOf(shape[group] as z.ZodType) : shape
      if (!Object.hasOwn(fields, name)) missing.push(group ? `${group}.${name}` : name)
    }
    expect(missing).toEqual([])
    expect(Object.keys(shapeOf(shape.variant as z.ZodType))).toContain('cylinders')
  })
})
