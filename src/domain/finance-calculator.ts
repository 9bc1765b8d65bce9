/**
 * Repayments of an amortised car loan, whole dollars (spec 9): the demo stock's finance figures and the
 * figures a calculator shows. Payments are monthly; the weekly figure is the same yearly total over 52 weeks.
 */
export type LoanTerms = { price: number; depositPercent: number; annualRatePercent: number; years: number }
export type LoanRepayments = {
  deposit: number
  principal: number
  paymentMonth: number
  paymentWeek: number
  termMonths: number
}

export function loanRepayments({ price, depositPercent, annualRatePercent, years }: LoanTerms): LoanRepayments {
  const deposit = Math.round((price * depositPercent) / 100)
  const principal = Math.max(0, price - deposit)
  const months = Math.round(years * 12)
  const rate = annualRatePercent / 100 / 12
  const monthly =
    months === 0 ? principal : rate === 0 ? principal / months : (principal * rate) / (1 - (1 + rate) ** -months)
  return {
    deposit,
    principal,
    paymentMonth: Math.round(monthly),
    paymentWeek: Math.round((monthly * 12) / 52),
    termMonths: months,
  }
}
