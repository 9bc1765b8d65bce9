import type { ReactNode } from 'react'

import { fill, labelsFor } from '@/domain/labels'
import { telHref } from '@/domain/phone'
import { primaryVehicleAction, type SidebarButton, type VehicleAction } from '@/domain/vehicle-buttons'

import { VehicleTestDrive } from '../leads/vehicle-lead-forms'
import { PhoneReveal } from '../saved/phone-reveal'
import { PaymentMarks } from '../payment-marks'
import { InfoDialog } from '../info-dialog'
import { Button, buttonClass } from '../ui/button'
import type { VehicleView } from './vehicle-view'
import { BuyOnlineLink, buyOnlineOffered } from './buy-online-link'

/** The page's one primary action (primaryVehicleAction): Buy online, reserve, enquire or a test drive. */
export function vehiclePrimary(view: VehicleView): VehicleAction | null {
  return primaryVehicleAction(view.buttons, buyOnlineOffered(view.car, view.site.settings))
}

/**
 * Each sidebar button (spec 2.5) as the page renders it; `null` where the site lacks what it needs. The
 * `primary` action is a filled button, every other one a secondary (outlined) button.
 */
export function sidebarActions(view: VehicleView, primary: VehicleAction | null): Record<SidebarButton, ReactNode> {
  const { car, site, phone, vehicleSettings } = view
  const labels = labelsFor(view.locale)
  const variant = (button: SidebarButton) => (button === primary ? 'primary' : 'secondary')
  return {
    'call-dealer': phone && (
      <PhoneReveal
        site={site.slug}
        car={view.analyticsCar}
        phone={phone}
        className={buttonClass(variant('call-dealer'))}
      />
    ),
    'call-us-now': phone && (
      <Button variant={variant('call-us-now')} href={telHref(phone) ?? '/contact'}>
        {labels.callUsNow}
      </Button>
    ),
    'payment-methods': (
      <InfoDialog
        button={labels.paymentMethods}
        title={labels.paymentMethods}
        buttonClass={buttonClass(variant('payment-methods'))}
      >
        <PaymentMarks />
      </InfoDialog>
    ),
    'get-finance': (
      <Button variant={variant('get-finance')} href={view.financeHref}>
        {labels.getFinance}
      </Button>
    ),
    enquire: (
      <Button variant={variant('enquire')} href="#interested">
        {labels.enquire}
      </Button>
    ),
    'test-drive': (
      <InfoDialog
        button={labels.bookTestDrive}
        title={labels.bookATestDrive}
        buttonClass={buttonClass(variant('test-drive'))}
      >
        <p>{fill(labels.testDriveReady, { vehicle: view.word })}</p>
        <VehicleTestDrive car={car} site={site} now={view.now} priceText={view.price.text} />
      </InfoDialog>
    ),
    'trade-in': (
      <Button variant={variant('trade-in')} href={`/cars/trade-in?car_id=${car.id}`}>
        {labels.valueMyTradeIn}
      </Button>
    ),
    'chat-assistant': vehicleSettings.chatAssistantUrl && (
      <Button
        variant={variant('chat-assistant')}
        href={vehicleSettings.chatAssistantUrl}
        target="_blank"
        rel="noopener"
      >
        {labels.openChatAssistant}
      </Button>
    ),
    reserve: (
      <Button variant={variant('reserve')} href={view.checkout}>
        {view.reserveLabel ?? labels.reserveNow}
      </Button>
    ),
    custom: vehicleSettings.customButton && (
      <Button variant={variant('custom')} href={vehicleSettings.customButton.url}>
        {vehicleSettings.customButton.label}
      </Button>
    ),
    chat: vehicleSettings.liveChatUrl && (
      <Button variant={variant('chat')} href={vehicleSettings.liveChatUrl} target="_blank" rel="noopener">
        {labels.chatWithUs}
      </Button>
    ),
    'history-report': car.file && (
      <Button variant={variant('history-report')} href={car.file} rel="noopener" target="_blank">
        {labels.carHistoryReport}
      </Button>
    ),
  }
}

/**
 * The sidebar's buttons in the order `sidebarButtons` gives, the primary one across the column, and so is
 * Reserve when it is secondary: its label carries the price ('Reserve Now $46,995').
 */
export function VehicleActions({ view }: { view: VehicleView }) {
  const primary = vehiclePrimary(view)
  const actions = sidebarActions(view, primary)
  return (
    <ul className="vehicle-actions">
      {view.buttons.map(
        (button) =>
          actions[button] && (
            <li
              key={button}
              className={button === primary ? 'vehicle-primary' : button === 'reserve' ? 'vehicle-wide' : undefined}
            >
              {actions[button]}
            </li>
          ),
      )}
      <BuyOnlineLink
        car={view.car}
        settings={view.site.settings}
        variant={primary === 'buy-online' ? 'primary' : 'secondary'}
      />
    </ul>
  )
}

/**
 * On a phone (768 px and narrower, vehicle-action-bar in site.css) call and enquire stay at the bottom
 * of the screen while the shopper scrolls the page; on wider screens the sidebar holds them.
 */
export function VehicleActionBar({ view }: { view: VehicleView }) {
  const labels = labelsFor(view.locale)
  const canCall = view.buttons.includes('call-dealer') || view.buttons.includes('call-us-now')
  const call = canCall && view.phone ? telHref(view.phone) : null
  const enquire = view.buttons.includes('enquire')
  if (!call && !enquire) return null
  return (
    <nav className="vehicle-action-bar" aria-label={labels.quickActions}>
      {call && (
        <Button variant="secondary" href={call}>
          {labels.callUsNow}
        </Button>
      )}
      {enquire && <Button href="#interested">{labels.enquire}</Button>}
    </nav>
  )
}
