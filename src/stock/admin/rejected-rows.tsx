'use client'

import { Button, useConfig, useDocumentInfo, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { readRejectedRows, REJECTED_KEY_FIELDS, type RejectedKeyField } from '../../domain/rejected-rows'

/** The most rows the table shows; the CSV download holds them all. */
const SHOWN = 500

const KEY_LABELS: Record<RejectedKeyField, string> = {
  stocknum: 'Stock no.',
  vin: 'VIN',
  make: 'Make',
  model: 'Model',
  year: 'Year',
}

const cell = {
  padding: 'calc(var(--base) / 4) calc(var(--base) / 2)',
  borderBottom: '1px solid var(--theme-elevation-150)',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
}

/**
 * A stock import run's rejected rows (admin: Stock imports) as a table: row number, the row's id and key
 * fields, and why it was rejected; 'Download CSV' gets every rejected row from the server
 * (GET /api/stock-imports/{id}/rejected.csv, staff of the run's site only). Replaces Payload's JSON
 * editor for the field, so no code editor is loaded.
 */
export const RejectedRows: JSONFieldClientComponent = ({ path }) => {
  const { value } = useField<unknown>({ path })
  const { id } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const rows = readRejectedRows(value)

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 'var(--base)', flexWrap: 'wrap' }}>
        <h3 style={{ margin: 0 }} id="rejected-rows-heading">
          Rejected rows ({rows.length})
        </h3>
        {rows.length > 0 && id !== undefined && id !== null ? (
          <Button
            buttonStyle="secondary"
            size="small"
            el="anchor"
            url={`${api}/stock-imports/${encodeURIComponent(String(id))}/rejected.csv`}
            extraButtonProps={{ download: '' }}
          >
            Download CSV
          </Button>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p>Every row of this feed was accepted.</p>
      ) : (
        <div style={{ overflowX: 'auto', marginTop: 'calc(var(--base) / 2)' }}>
          <table aria-labelledby="rejected-rows-heading" style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th scope="col" style={cell}>
                  Row
                </th>
                <th scope="col" style={cell}>
                  Id
                </th>
                {REJECTED_KEY_FIELDS.map((field) => (
                  <th key={field} scope="col" style={cell}>
                    {KEY_LABELS[field]}
                  </th>
                ))}
                <th scope="col" style={cell}>
                  Reason
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, SHOWN).map((row, index) => (
                <tr key={`${row.row}-${index}`}>
                  <td style={cell}>{row.row}</td>
                  <td style={cell}>{row.id ?? ''}</td>
                  {REJECTED_KEY_FIELDS.map((field) => (
                    <td key={field} style={cell}>
                      {row.key[field] ?? ''}
                    </td>
                  ))}
                  <td style={cell}>
                    {row.errors.length === 1 ? (
                      row.errors[0]
                    ) : (
                      <ul style={{ margin: 0, paddingLeft: 'var(--base)' }}>
                        {row.errors.map((error, n) => (
                          <li key={n}>{error}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > SHOWN ? (
            <p>
              The first {SHOWN} of {rows.length} rows; the CSV holds them all.
            </p>
          ) : null}
        </div>
      )}
    </div>
  )
}
