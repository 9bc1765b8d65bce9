import { describe, expect, it } from 'vitest'

import { primaryVehicleAction, sidebarButtons, type SidebarCar, type SidebarContext } from './vehicle-buttons'

const car = (fields: Partial<SidebarCar> = {}): SidebarCar => ({
  status: 'in_stock',
  tag: null,
  reserved: false,
  price: 45_990,
  file: 'https://reports.example/1.pdf',
  ...fields,
})
const everything: SidebarContext = {
  hasPhone: true,
  financeEligible: true,
  reservationsEnabled: true,
  tradeInEnabled: true,
  chatAssistantEnabled: true,
  chatEnabled: true,
  customButton: { label: 'Buy Online', url: 'https://dealer.example/buy' },
  paymentMethodsEnabled: true,
}
const nothing: SidebarContext = {
  hasPhone: false,
  financeEligible: false,
  reservationsEnabled: false,
  tradeInEnabled: false,
  chatAssistantEnabled: false,
  chatEnabled: false,
  customButton: null,
  paymentMethodsEnabled: false,
}

describe('sidebarButtons', () => {
  it('gives an available car every button the site has, in the spec order', () => {
    expect(sidebarButtons(car(), everything)).toEqual([
      'call-dealer',
      'payment-methods',
      'call-us-now',
      'get-finance',
      'enquire',
      'test-drive',
      'trade-in',
      'chat-assistant',
      'reserve',
      'custom',
      'chat',
      'history-report',
    ])
    expect(sidebarButtons(car({ status: 'coming_soon', reserved: null }), everything)).toContain('reserve')
  })

  it('gives an available car enquire and test drive even when the site has nothing else', () => {
    expect(sidebarButtons(car({ file: null }), nothing)).toEqual(['enquire', 'test-drive'])
  })

  it('gives a sold car no enquiry buttons, only chat help', () => {
    const sold = car({ status: 'sold' })
    expect(sidebarButtons(sold, everything)).toEqual(['chat-assistant', 'chat'])
    expect(sidebarButtons({ ...sold, tag: 'Test Drive Only' }, everything)).toEqual(['chat-assistant', 'chat'])
    expect(sidebarButtons(sold, nothing)).toEqual([])
  })

  it('treats a car neither available nor sold as sold', () => {
    expect(sidebarButtons(car({ status: 'others' }), everything)).toEqual(['chat-assistant', 'chat'])
  })

  it("gives a 'Test Drive Only' car only the test drive", () => {
    expect(sidebarButtons(car({ tag: ' test drive only ' }), everything)).toEqual(['test-drive'])
    expect(sidebarButtons(car({ status: 'others', tag: 'Test Drive Only' }), everything)).toEqual(['test-drive'])
  })

  it('reserves only a reservable car on a site with reservations', () => {
    expect(sidebarButtons(car({ reserved: true }), everything)).not.toContain('reserve')
    expect(sidebarButtons(car(), { ...everything, reservationsEnabled: false })).not.toContain('reserve')
  })

  it('needs a file for the history report, a phone to call, eligibility for finance, and a whole custom button', () => {
    expect(sidebarButtons(car({ file: '  ' }), everything)).not.toContain('history-report')
    expect(sidebarButtons(car(), { ...everything, hasPhone: false })).not.toContain('call-dealer')
    expect(sidebarButtons(car(), { ...everything, hasPhone: false })).not.toContain('call-us-now')
    expect(sidebarButtons(car(), { ...everything, financeEligible: false })).not.toContain('get-finance')
    expect(sidebarButtons(car(), { ...everything, customButton: { label: 'Buy', url: '' } })).not.toContain('custom')
    expect(sidebarButtons(car(), { ...everything, tradeInEnabled: false })).not.toContain('trade-in')
  })
})

describe('primaryVehicleAction', () => {
  it('picks one primary: buy online, else reserve, else enquire, else a test drive', () => {
    const all = sidebarButtons(car(), everything)
    expect(primaryVehicleAction(all, true)).toBe('buy-online')
    expect(primaryVehicleAction(all, false)).toBe('reserve')
    expect(primaryVehicleAction(sidebarButtons(car({ reserved: true }), everything), false)).toBe('enquire')
    expect(primaryVehicleAction(sidebarButtons(car({ tag: 'Test Drive Only' }), everything), false)).toBe('test-drive')
  })

  it('has none for a sold car: its notice leads to similar cars', () => {
    expect(primaryVehicleAction(sidebarButtons(car({ status: 'sold' }), everything), false)).toBeNull()
  })
})
