import { adfComments, leadAdf, type AdfLead } from '@/domain/adf'
import { escapeHtml } from '@/domain/html-text'
import { textFor } from '@/domain/labels'
import { localeFacts } from '@/domain/locale'
import { telHref } from '@/domain/phone'

/** What the emails say beyond the ADF lead: the car's name as listed. */
export type LeadEmailLead = AdfLead & { carName?: string | null }

type Email = { subject: string; text: string; html?: string }

/** The email's subject: what kind of lead, about which car, from whom. */
export function leadEmailSubject(lead: LeadEmailLead): string {
  const what =
    lead.form === 'test-drive'
      ? 'Test drive booking'
      : lead.form === 'reservation'
        ? 'Reserved online'
        : lead.form === 'service'
          ? 'Service booking'
          : lead.form === 'trade-in' && lead.subcategory
            ? `${textFor(lead.locale, lead.category)} ${lead.subcategory}`
            : lead.subcategory
              ? `${textFor(lead.locale, lead.category)} (${textFor(lead.locale, lead.subcategory)})`
              : textFor(lead.locale, lead.category)
  return [
    `${what}${lead.carName ? `: ${lead.carName}` : ''}`,
    `from ${[lead.name, lead.lastName].filter(Boolean).join(' ')}`,
  ]
    .join(' ')
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 200)
}

/** A fact's value in the HTML email: the email address and the phone number as links to write and to call. */
function htmlValue(label: string, value: string): string {
  const text = escapeHtml(value)
  if (label === 'Email') return `<a href="mailto:${text}">${text}</a>`
  const tel = label === 'Phone' ? telHref(value) : null
  return tel ? `<a href="${escapeHtml(tel)}">${text}</a>` : text
}

/** The facts a salesperson reads first, as label and value (empty values left out). */
function facts(lead: LeadEmailLead): Array<[string, string]> {
  const car = lead.car
  const rows: Array<[string, string | number | null | undefined]> = [
    ['Name', [lead.name, lead.lastName].filter(Boolean).join(' ')],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Car', lead.carName ?? ([car?.year, car?.make, car?.model, car?.badge].filter(Boolean).join(' ') || null)],
    ['Stock number', car?.stocknum],
    ['VIN', car?.vin],
    [
      'Price',
      typeof car?.price === 'number'
        ? `${lead.currency} ${car.price.toLocaleString(localeFacts(lead.locale).locale)}`
        : null,
    ],
    ['Location', lead.vendor.location],
  ]
  return rows
    .filter((row): row is [string, string | number] => row[1] !== null && row[1] !== undefined && row[1] !== '')
    .map(([label, value]) => [textFor(lead.locale, label), String(value)])
}

/**
 * The email a person reads: the facts as a table, then everything the form collected (the ADF comments'
 * lines), as HTML with the same in plain text beside it.
 */
export function personLeadEmail(lead: LeadEmailLead): Email {
  const subject = leadEmailSubject(lead)
  const rows = facts(lead)
  const details = adfComments(lead).split('\n')
  const footer = `Lead ${lead.id}, received ${lead.createdAt}.`
  const text = [
    subject,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...details,
    '',
    footer,
    '',
  ].join('\n')
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left'
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1a1a1a">',
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>`,
    '<table style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${htmlValue(label, value)}</td></tr>`,
    ),
    '</table>',
    `<h2 style="font-size:16px">Details</h2>`,
    ...details.map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`),
    `<p style="color:#555;font-size:13px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n')
  return { subject, text, html }
}

/** The email a CRM parses: the ADF/XML document itself as the plain-text body, nothing else. */
export function crmLeadEmail(lead: LeadEmailLead): Email {
  return { subject: leadEmailSubject(lead), text: leadAdf(lead) }
}
