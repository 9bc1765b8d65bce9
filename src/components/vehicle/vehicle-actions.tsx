import type { ReactNode } from 'react'

import { labelsFor } from '@/domain/labels'
import { telHref } from '@/domain/phone'
import { PAYMENT_LOGOS } from '@/domain/reserve-wording'
import type { SidebarButton } from '@/domain/vehicle-buttons'

import { VehicleTestDrive } from '../leads/vehicle-lead-forms'
import { PhoneReveal } from '../saved/phone-reveal'
import { InfoDialog } from '../info-dialog'
import type { VehicleView } from './vehicle-view'
import { BuyOnlineLink } from './buy-online-link'

/** Each sidebar button (spec 2.5) as the page renders it; `null` where the site lacks what it needs. */
export function sidebarActions(view: VehicleView): Record<SidebarButton, ReactNode> {
  const { car, site, phone, vehicleSettings } = view
  return {
    'call-dealer': phone && <PhoneReveal site={site.slug} car={view.analyticsCar} phone={phone} />,
    'call-us-now': phone && <a href={telHref(phone) ?? '/contact'}>Call us now</a>,
    'payment-methods': (
      <InfoDialog button="Payment methods" title="Payment methods">
        <ul className="payment-logos">
          {PAYMENT_LOGOS.map((logo) => (
            <li key={logo}>{logo}</li>
          ))}
        </ul>
      </InfoDialog>
    ),
    'get-finance': <a href={view.financeHref}>Get finance</a>,
    enquire: <a href="#interested">{labelsFor(view.locale).enquire}</a>,
    'test-drive': (
      <InfoDialog button="Book a Test Drive" title="Book a test drive" buttonClass="button">
        <p>Tell us when suits you and we will have the {view.word} ready.</p>
        <VehicleTestDrive car={car} site={site} now={view.now} priceText={view.price.text} />
      </InfoDialog>
    ),
    'trade-in': <a href={`/cars/trade-in?car_id=${car.id}`}>Value my trade-in</a>,
    'chat-assistant': vehicleSettings.chatAssistantUrl && (
      <a href={vehicleSettings.chatAssistantUrl} target="_blank" rel="noopener">
        Open chat assistant
      </a>
    ),
    reserve: (
      <a className="button" href={view.checkout}>
        {view.reserveLabel ?? labelsFor(view.locale).reserveNow}
      </a>
    ),
    custom: vehicleSettings.customButton && (
      <a href={vehicleSettings.customButton.url}>{vehicleSettings.customButton.label}</a>
    ),
    chat: vehicleSettings.liveChatUrl && (
      <a href={vehicleSettings.liveChatUrl} target="_blank" rel="noopener">
        Chat with us
      </a>
    ),
    'history-report': car.file && (
      <a href={car.file} rel="noopener" target="_blank">
        Car history report
      </a>
    ),
  }
}

/** The sidebar's buttons in the order `sidebarButtons` gives. */
export function VehicleActions({ view }: { view: VehicleView }) {
  const actions = sidebarActions(view)
  return (
    <ul className="vehicle-actions">
      {view.buttons.map((button) => actions[button] && <li key={button}>{actions[button]}</li>)}
      <BuyOnlineLink car={view.car} settings={view.site.settings} />
    </ul>
  )
}
