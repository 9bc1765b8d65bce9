import { describe, expect, it } from 'vitest'

import { groupModels, modelPickerMakes } from './model-picker'

describe('modelPickerMakes', () => {
  it('lists the chosen makes, else the seven most frequent', () => {
    expect(modelPickerMakes({ Mazda: 5, BMW: 9 }, ['Mazda'])).toEqual(['Mazda'])
    const counts = Object.fromEntries(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((make, i) => [make, 10 + i]))
    expect(modelPickerMakes(counts, [])).toEqual(['H', 'G', 'F', 'E', 'D', 'C', 'B'])
  })
})

describe('groupModels (#17: no ambiguous flat "3" and "Other")', () => {
  it('groups each model under its make, most cars first', () => {
    expect(
      groupModels(['Mazda', 'BMW'], { Mazda: { '3': 4, 'CX-5': 9 }, BMW: { '3 Series': 2, Other: 1 } }, []),
    ).toEqual([
      {
        make: 'Mazda',
        models: [
          ['CX-5', 9],
          ['3', 4],
        ],
      },
      {
        make: 'BMW',
        models: [
          ['3 Series', 2],
          ['Other', 1],
        ],
      },
    ])
  })
  it('leaves out makes without models', () => {
    expect(groupModels(['Mazda', 'Tesla'], { Mazda: { '3': 1 }, Tesla: {} }, [])).toEqual([
      { make: 'Mazda', models: [['3', 1]] },
    ])
  })
  it('keeps a chosen model no listed make has, so it can be unticked', () => {
    expect(groupModels(['Mazda'], { Mazda: { '3': 1 } }, ['3', 'Ranger'])).toEqual([
      { make: 'Mazda', models: [['3', 1]] },
      { make: '', models: [['Ranger', 0]] },
    ])
  })
})
