/** The Payload jobs queue of reservation expiries (worked by the Next.js server with the others). */
export const RESERVATIONS_QUEUE = 'reservations'
