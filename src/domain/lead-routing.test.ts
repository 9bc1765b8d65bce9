import { describe, expect, it } from 'vitest'

import { LEAD_KINDS, type LeadForm } from './lead-kinds'
import { leadRecipients, recipientKey, type LeadRoutingScope } from './lead-routing'

const addresses = (kind: LeadForm, site: LeadRoutingScope, location: LeadRoutingScope | null = null) =>
  leadRecipients(kind, { site, location }).map((r) => `${r.channel} ${r.email} (${r.source})`)

const group: LeadRoutingScope = {
  leadEmail: 'leads@group.example',
  recipients: [
    { channel: 'crm', email: 'adf@crm.example' },
    { channel: 'person', email: 'sales@group.example', kinds: ['enquiry', 'test-drive', 'finance'] },
    { channel: 'person', email: 'service@group.example', name: ' Service desk ', kinds: ['service'] },
  ],
}

describe('leadRecipients', () => {
  it('falls back to the location\u2019s lead email, then the site\u2019s, when no routing names a person', () => {
    expect(addresses('enquiry', { leadEmail: 'site@x.example' })).toEqual(['person site@x.example (site-lead-email)'])
    expect(addresses('enquiry', { leadEmail: 'site@x.example' }, { leadEmail: 'loc@x.example' })).toEqual([
      'person loc@x.example (location-lead-email)',
    ])
    expect(addresses('enquiry', { leadEmail: ' ' }, { leadEmail: '' })).toEqual([])
    expect(addresses('enquiry', {})).toEqual([])
  })

  it('sends each kind to the site\u2019s rows that take it (no kinds: every kind), CRMs besides persons', () => {
    expect(addresses('enquiry', group)).toEqual(['person sales@group.example (site)', 'crm adf@crm.example (site)'])
    expect(addresses('service', group)).toEqual(['person service@group.example (site)', 'crm adf@crm.example (site)'])
    expect(leadRecipients('service', { site: group, location: null })[0]!.name).toBe('Service desk')
    // No person row takes a trade-in: the lead email address is the person; the CRM still gets it.
    expect(addresses('trade-in', group)).toEqual([
      'person leads@group.example (site-lead-email)',
      'crm adf@crm.example (site)',
    ])
  })

  it('lets a location replace the site\u2019s persons or CRM for the kinds it routes, channel by channel', () => {
    const branch: LeadRoutingScope = {
      leadEmail: 'branch@group.example',
      recipients: [{ channel: 'person', email: 'branch-service@group.example', kinds: ['service'] }],
    }
    expect(addresses('service', group, branch)).toEqual([
      'person branch-service@group.example (location)',
      'crm adf@crm.example (site)',
    ])
    // Kinds the location does not route: the site's rows, before the location's lead email address.
    expect(addresses('enquiry', group, branch)).toEqual([
      'person sales@group.example (site)',
      'crm adf@crm.example (site)',
    ])
    expect(addresses('trade-in', group, branch)).toEqual([
      'person branch@group.example (location-lead-email)',
      'crm adf@crm.example (site)',
    ])
    const ownCrm: LeadRoutingScope = { recipients: [{ channel: 'crm', email: 'branch@dms.example', kinds: [] }] }
    expect(addresses('enquiry', group, ownCrm)).toEqual([
      'person sales@group.example (site)',
      'crm branch@dms.example (location)',
    ])
  })

  it('reaches every lead kind of the registry, ignores blank rows and sends once per address and channel', () => {
    const site: LeadRoutingScope = {
      recipients: [
        { channel: 'person', email: 'A@x.example' },
        { channel: 'person', email: 'a@x.example ' },
        { channel: 'person', email: '  ' },
        { channel: 'crm', email: 'a@x.example' },
      ],
    }
    for (const kind of Object.keys(LEAD_KINDS) as LeadForm[])
      expect(addresses(kind, site), kind).toEqual(['person A@x.example (site)', 'crm a@x.example (site)'])
  })
})

describe('recipientKey', () => {
  it('is the channel and the address, case-insensitive', () => {
    expect(recipientKey({ channel: 'crm', email: ' ADF@Crm.example' })).toBe('crm:adf@crm.example')
    expect(recipientKey({ channel: 'person', email: 'adf@crm.example' })).not.toBe('crm:adf@crm.example')
  })
})
