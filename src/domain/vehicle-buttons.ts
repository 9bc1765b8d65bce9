/**
 * Which buttons the vehicle page's sidebar shows (spec 2.5, 4, 5), on the search card's rules
 * (card-buttons.ts). They come in the spec's order; the site's layout places them.
 */
import type { CarStatus } from './car'
import { isAvailable } from './availability'
import { isTestDriveOnly } from './car-tag'
import { isReservable } from './availability'
import { presentText } from './field-values'

export type SidebarButton =
  | 'call-dealer'
  | 'payment-methods'
  | 'call-us-now'
  | 'get-finance'
  | 'enquire'
  | 'test-drive'
  | 'trade-in'
  | 'chat-assistant'
  | 'reserve'
  | 'custom'
  | 'chat'
  | 'history-report'

/** The car as the page has it: a stored Car fits (reserved and tag may be null). */
export type SidebarCar = {
  status: CarStatus
  tag?: string | null
  reserved?: boolean | null
  price?: number | null
  file?: string | null
}

/** The site's switches and what the page already worked out (finance eligibility, a phone number, the trade-in check). */
export type SidebarContext = {
  hasPhone: boolean
  financeEligible: boolean
  reservationsEnabled: boolean
  tradeInEnabled: boolean
  chatAssistantEnabled: boolean
  chatEnabled: boolean
  customButton: { label: string; url: string } | null
  paymentMethodsEnabled: boolean
}

/** Site-wide help that is not an enquiry about this car: still offered when the car cannot be bought. */
function helpButtons(ctx: SidebarContext): SidebarButton[] {
  return [
    ...(ctx.chatAssistantEnabled ? (['chat-assistant'] as const) : []),
    ...(ctx.chatEnabled ? (['chat'] as const) : []),
  ]
}

/**
 * The sidebar's buttons, first rule that applies (the card's order):
 * - Sold (spec 2.4, 4: no enquiry buttons): the chat assistant and chat with us, where the site has them, since they help the shopper
 *   find another car (the SOLD notice carries the similar-cars link). No call, payment methods, finance,
 *   enquire, test drive, trade-in, reserve, custom button or history report: each is about buying this car.
 * - Tag 'Test Drive Only' (spec 2.4): only book a test drive.
 * - Neither available nor sold (status others; the card shows View Details only): as sold.
 * - Available: call the dealer and call us now with a phone number (both: each layout shows the one it
 *   has); payment methods where the site enables it; get finance when finance shows for the car; enquire
 *   and book a test drive always; trade-in when the site's trade-in check passes; the chat assistant and
 *   chat where enabled; reserve when the car is reservable and the site enables reservations; the custom
 *   button when the site sets both its label and its URL; the history report when the car has a file.
 * The price gates no sidebar button (the Reserve label with its price is the card's `reserveLabel`).
 */
export function sidebarButtons(car: SidebarCar, ctx: SidebarContext): SidebarButton[] {
  if (car.status === 'sold') return helpButtons(ctx)
  if (isTestDriveOnly(car.tag)) return ['test-drive']
  if (!isAvailable(car.status)) return helpButtons(ctx)
  const when = (condition: boolean, button: SidebarButton): SidebarButton[] => (condition ? [button] : [])
  const custom = Boolean(ctx.customButton && presentText(ctx.customButton.label) && presentText(ctx.customButton.url))
  return [
    ...when(ctx.hasPhone, 'call-dealer'),
    ...when(ctx.paymentMethodsEnabled, 'payment-methods'),
    ...when(ctx.hasPhone, 'call-us-now'),
    ...when(ctx.financeEligible, 'get-finance'),
    'enquire',
    'test-drive',
    ...when(ctx.tradeInEnabled, 'trade-in'),
    ...when(ctx.chatAssistantEnabled, 'chat-assistant'),
    ...when(
      ctx.reservationsEnabled && isReservable({ status: car.status, reserved: car.reserved === true }),
      'reserve',
    ),
    ...when(custom, 'custom'),
    ...when(ctx.chatEnabled, 'chat'),
    ...when(presentText(car.file) !== null, 'history-report'),
  ]
}

/** The vehicle page's actions: the sidebar's buttons and Buy online (Online Purchase, beside them). */
export type VehicleAction = SidebarButton | 'buy-online'

/** Most wanted first: buying outright, then reserving, then an enquiry, then a test drive. */
const PRIMARY_ORDER: readonly VehicleAction[] = ['buy-online', 'reserve', 'enquire', 'test-drive']

/**
 * The vehicle page's one primary action (issue 18), filled while every other action is a secondary
 * button: the first of Buy online, reserve, enquire and book a test drive the page offers; none when it
 * offers none of them (a sold car, whose notice leads to similar cars instead).
 */
export function primaryVehicleAction(buttons: readonly SidebarButton[], buyOnline: boolean): VehicleAction | null {
  const offered = new Set<VehicleAction>([...buttons, ...(buyOnline ? (['buy-online'] as const) : [])])
  return PRIMARY_ORDER.find((action) => offered.has(action)) ?? null
}
