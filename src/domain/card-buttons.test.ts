import { describe, expect, it } from 'vitest'

import {
  cardButtons,
  carouselCardButtons,
  primaryCardButton,
  FIND_SIMILAR,
  reserveLabel,
  type ButtonCar,
  type ButtonContext,
} from './card-buttons'
import { isReservable } from './availability'

const car = (fields: Partial<ButtonCar> = {}): ButtonCar => ({
  status: 'in_stock',
  tag: null,
  reserved: false,
  price: 45_990,
  ...fields,
})
const context: ButtonContext = { reservationsEnabled: true, financeEligible: true, hasPhone: true, locale: 'en-AU' }

describe('cardButtons', () => {
  it('gives an available car every button', () => {
    expect(cardButtons(car(), context)).toEqual({
      buttons: ['view-details', 'call', 'enquire', 'test-drive', 'reserve', 'finance'],
      soldTag: false,
      reserveLabel: 'Reserve Now $45,990',
    })
    expect(cardButtons(car({ status: 'coming_soon' }), context).buttons).toContain('enquire')
  })
  it('gives a sold car no enquiry buttons, the sold tag and Find me something similar', () => {
    expect(cardButtons(car({ status: 'sold', tag: 'Test Drive Only' }), context)).toEqual({
      buttons: ['find-similar'],
      soldTag: true,
      reserveLabel: null,
    })
    expect(FIND_SIMILAR).toBe('Find me something similar')
  })
  it("gives a 'Test Drive Only' car only Book a Test Drive", () => {
    expect(cardButtons(car({ tag: 'Test Drive Only' }), context)).toEqual({
      buttons: ['test-drive'],
      soldTag: false,
      reserveLabel: null,
    })
  })
  it('gives a car neither available nor sold only View Details', () => {
    expect(cardButtons(car({ status: 'others' }), context).buttons).toEqual(['view-details'])
  })
  it('shows Reserve Now only when the car is reservable and the site enables it', () => {
    expect(cardButtons(car(), { ...context, reservationsEnabled: false }).buttons).not.toContain('reserve')
    expect(cardButtons(car({ reserved: true }), context)).toMatchObject({ reserveLabel: null })
    expect(cardButtons(car({ reserved: true }), context).buttons).not.toContain('reserve')
  })
  it('leaves out call without a phone number and finance where it does not show', () => {
    expect(cardButtons(car(), { ...context, hasPhone: false, financeEligible: false }).buttons).toEqual([
      'view-details',
      'enquire',
      'test-drive',
      'reserve',
    ])
  })
})

it('reserves available cars not yet reserved', () => {
  expect(isReservable(car())).toBe(true)
  expect(isReservable(car({ status: 'coming_soon' }))).toBe(true)
  expect(isReservable(car({ reserved: true }))).toBe(false)
  expect(isReservable(car({ status: 'others' }))).toBe(false)
})

it("shows the price on Reserve Now unless it is '$0' or empty", () => {
  expect(reserveLabel(45_990, 'en-NZ')).toBe('Reserve Now $45,990')
  expect(reserveLabel(11, 'en-AU')).toBe('Reserve Now $11')
  // #17: $10 or less is no price (the page says 'Enquire for price.'), never 'Reserve Now $10'.
  expect(reserveLabel(10, 'en-AU')).toBe('Reserve Now')
  expect(reserveLabel(1, 'en-AU')).toBe('Reserve Now')
  expect(reserveLabel(0, 'en-AU')).toBe('Reserve Now')
  expect(reserveLabel(0.4, 'en-AU')).toBe('Reserve Now')
  expect(reserveLabel(null, 'en-AU')).toBe('Reserve Now')
})

describe('primaryCardButton', () => {
  it('makes the car page the one primary action, or what a car allows instead', () => {
    expect(primaryCardButton(cardButtons(car(), context).buttons)).toBe('view-details')
    expect(primaryCardButton(cardButtons(car({ status: 'sold' }), context).buttons)).toBe('find-similar')
    expect(primaryCardButton(cardButtons(car({ tag: 'Test Drive Only' }), context).buttons)).toBe('test-drive')
    expect(primaryCardButton(cardButtons(car({ status: 'others' }), context).buttons)).toBe('view-details')
    expect(primaryCardButton([])).toBeNull()
  })
})

describe('carouselCardButtons', () => {
  it('keeps the primary action and Enquire, whatever else the car allows', () => {
    expect(carouselCardButtons(cardButtons(car(), context).buttons)).toEqual(['view-details', 'enquire'])
    const noPhone = cardButtons(car(), { ...context, hasPhone: false, reservationsEnabled: false }).buttons
    expect(carouselCardButtons(noPhone)).toEqual(['view-details', 'enquire'])
  })
  it('leaves a car that takes no enquiries its one action', () => {
    expect(carouselCardButtons(cardButtons(car({ status: 'sold' }), context).buttons)).toEqual(['find-similar'])
    expect(carouselCardButtons(cardButtons(car({ tag: 'Test Drive Only' }), context).buttons)).toEqual(['test-drive'])
    expect(carouselCardButtons(cardButtons(car({ status: 'others' }), context).buttons)).toEqual(['view-details'])
    expect(carouselCardButtons([])).toEqual([])
  })
})
