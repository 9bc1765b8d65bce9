'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

import { colourContrastWarning } from '@/domain/colour-warning'

const HEX = /^#[0-9a-fA-F]{6}$/

/**
 * A brand colour in the admin (#22): the browser's colour picker beside the hex text, and a plain-words note
 * when the site will darken the colour for contrast (`colourContrastWarning`).
 */
export const ColourField: TextFieldClientComponent = ({ field, path: givenPath }) => {
  const path = givenPath ?? field.name
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const text = value ?? ''
  const warning = colourContrastWarning(text)
  const label = typeof field.label === 'string' ? field.label : field.name
  return (
    <div className="field-type text" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel htmlFor={`field-${path}`} label={field.label} required={field.required} path={path} />
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <input
          type="color"
          aria-label={`${label}: picker`}
          value={HEX.test(text) ? text.toLowerCase() : '#000000'}
          onChange={(event) => setValue(event.target.value)}
          style={{ width: '3rem', height: '2.5rem', padding: 0, border: 'none', background: 'none' }}
        />
        <input
          id={`field-${path}`}
          type="text"
          value={text}
          placeholder="#0b4f9c"
          maxLength={7}
          onChange={(event) => setValue(event.target.value)}
          style={{ flex: 1 }}
        />
      </div>
      <FieldError path={path} message={errorMessage} showError={showError} />
      {warning && (
        <p role="status" style={{ color: 'var(--theme-warning-700, #8a5a00)', margin: '0.5rem 0 0' }}>
          {warning}
        </p>
      )}
      <FieldDescription path={path} description={field.admin?.description} />
    </div>
  )
}
