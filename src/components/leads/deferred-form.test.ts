/**
 * The deferred form against real React: rendered on the "server" (Node, no window) as Next.js does, then
 * hydrated in a browser-like DOM (happy-dom). Proves the form's code loads only on first use, that what
 * was typed before and the focused field survive hydration, and that a submit before hydration is held
 * and sent once (react-hook-form's values, not a native GET).
 */
import { createElement, useState, type ComponentType } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'

import { deferred, readTyped, useTypedValues, withTyped } from './deferred-form'

type Values = { name: string; email: string; opt_in: boolean; method: string }

function formFor(submitted: Values[]): ComponentType<{ title: string }> {
  return function TestForm({ title }: { title: string }) {
    const form = useForm<Values>({
      defaultValues: withTyped({ name: '', email: '', opt_in: true, method: 'Phone' }, useTypedValues()),
    })
    const onSubmit = form.handleSubmit((values) => void submitted.push(values))
    return createElement(
      'form',
      { onSubmit, 'aria-label': title },
      createElement('input', { id: 'name', ...form.register('name') }),
      createElement('input', { id: 'email', ...form.register('email') }),
      createElement('input', { id: 'opt_in', type: 'checkbox', ...form.register('opt_in') }),
      createElement('input', { id: 'phone', type: 'radio', value: 'Phone', ...form.register('method') }),
      createElement('input', { id: 'sms', type: 'radio', value: 'SMS', ...form.register('method') }),
      createElement('button', { type: 'submit' }, 'Send'),
    )
  }
}

async function serverHtml(element: ReturnType<typeof createElement>): Promise<string> {
  const stream = await renderToReadableStream(element)
  await stream.allReady
  return new Response(stream).text()
}

/** Types as a browser does: the value set natively, then the input event (React tracks programmatic sets). */
function type(window: { Event: typeof Event }, field: HTMLInputElement, value: string | boolean) {
  if (typeof value === 'boolean') field.checked = value
  else Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value)
  field.dispatchEvent(new window.Event('input', { bubbles: true }))
  field.dispatchEvent(new window.Event('change', { bubbles: true }))
}

const ticks = async (n = 20) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve, 5))
}

/** A browser-like global DOM (happy-dom) for react-dom/client, the server render having run without one. */
const DOM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'HTMLElement',
  'HTMLInputElement',
  'HTMLFormElement',
  'HTMLIFrameElement',
  'Node',
  'Element',
  'Event',
  'MutationObserver',
]
/** The test's hydrated roots: unmounted, and React's scheduled work let run, before the window goes. */
const roots: Array<{ unmount: () => void }> = []
// Each test's "server" render runs without a window again, as on the server.
afterEach(async () => {
  for (const root of roots.splice(0)) root.unmount()
  await ticks(2)
  for (const name of DOM_GLOBALS) delete (globalThis as Record<string, unknown>)[name]
})

async function browser(html: string) {
  const { Window } = await import('happy-dom')
  const window = new Window({ url: 'https://site.example/contact' })
  const globals = globalThis as Record<string, unknown>
  for (const name of DOM_GLOBALS)
    globals[name] = name === 'window' ? window : (window as unknown as Record<string, unknown>)[name]
  const container = window.document.createElement('div')
  container.innerHTML = html
  window.document.body.appendChild(container)
  const client = await import('react-dom/client')
  const hydrateRoot: typeof client.hydrateRoot = (...args) => {
    const root = client.hydrateRoot(...args)
    roots.push(root)
    return root
  }
  return { window, container: container as unknown as HTMLElement, hydrateRoot }
}

describe('deferred form', () => {
  it('renders the whole form on the server, loads its code on first use, and keeps what was typed and the focus', async () => {
    const submitted: Values[] = []
    let loads = 0
    // Each side evaluates the module itself, as the server and browser bundles do.
    const make = () => deferred(async () => (loads++, formFor(submitted)), 'TestForm')
    const ServerForm = make() // the server loads the form's module at once...
    await ticks(1)
    const html = await serverHtml(createElement(ServerForm, { title: 'Enquiry' }))
    // ...and renders it in place: no fallback streamed first and swapped for the form by a script later.
    expect(html).not.toMatch(/<template|\$RC/)
    expect(html).toContain('aria-label="Enquiry"')
    expect(html).toContain('id="name"')
    expect(loads).toBe(1) // the server's render

    const { window, container, hydrateRoot } = await browser(html)
    hydrateRoot(container, createElement(make(), { title: 'Enquiry' }))
    await ticks()
    expect(loads).toBe(1) // hydrated around the form, the form's code not loaded

    const name = container.querySelector<HTMLInputElement>('#name')!
    const sms = container.querySelector<HTMLInputElement>('#sms')!
    const optIn = container.querySelector<HTMLInputElement>('#opt_in')!
    name.focus()
    type(window as never, name, 'Jo Citizen')
    type(window as never, sms, true)
    type(window as never, optIn, false)
    await ticks()
    expect(loads).toBe(2) // loaded on first use

    // The same field, still focused, still holding what was typed.
    expect(container.querySelector('#name')).toBe(name)
    expect(window.document.activeElement).toBe(name)
    expect(name.value).toBe('Jo Citizen')
    expect(sms.checked).toBe(true)
    expect(optIn.checked).toBe(false)

    type(window as never, container.querySelector<HTMLInputElement>('#email')!, 'jo@example.com')
    container.querySelector('form')!.requestSubmit()
    await ticks()
    expect(submitted).toEqual([{ name: 'Jo Citizen', email: 'jo@example.com', opt_in: false, method: 'SMS' }])
  })

  it('holds a submit made before the code loaded and sends it once hydrated', async () => {
    const submitted: Values[] = []
    const make = () => deferred(async () => formFor(submitted), 'TestForm')
    const html = await serverHtml(createElement(make(), { title: 'Test drive' }))
    const { window, container, hydrateRoot } = await browser(html)
    hydrateRoot(container, createElement(make(), { title: 'Test drive' }))
    await ticks()
    type(window as never, container.querySelector<HTMLInputElement>('#name')!, 'Sam')
    const form = container.querySelector('form')!
    const event = new window.Event('submit', { bubbles: true, cancelable: true }) as unknown as Event
    form.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true) // no native submission with the shopper's details
    await ticks(40)
    expect(submitted).toEqual([{ name: 'Sam', email: '', opt_in: true, method: 'Phone' }])
  })

  it("keeps a change made while the form's code was arriving", async () => {
    const submitted: Values[] = []
    let late: (() => void) | null = null
    // The code "arrives", then the shopper types once more before React hydrates the form.
    const make = () => deferred(async () => (late?.(), formFor(submitted)), 'TestForm')
    const html = await serverHtml(createElement(make(), { title: 'Enquiry' }))
    const { window, container, hydrateRoot } = await browser(html)
    hydrateRoot(container, createElement(make(), { title: 'Enquiry' }))
    await ticks()
    const name = container.querySelector<HTMLInputElement>('#name')!
    late = () => type(window as never, name, 'Jo Late')
    type(window as never, name, 'Jo')
    await ticks()
    expect(name.value).toBe('Jo Late')
    container.querySelector('form')!.requestSubmit()
    await ticks()
    expect(submitted.map((values) => values.name)).toEqual(['Jo Late'])
  })

  it('keeps a radio and a checkbox changed while React hydrates, in the form values as on screen', async () => {
    const submitted: Values[] = []
    let late: (() => void) | null = null
    // The shopper presses while React renders the arrived code over the page (after what was typed so far
    // became the form's defaults): react-hook-form then puts its defaults back into the fields.
    const make = () =>
      deferred(async () => {
        const Form = formFor(submitted)
        return function Hydrating(props: { title: string }) {
          const press = late
          late = null
          press?.()
          return createElement(Form, props)
        }
      }, 'TestForm')
    const html = await serverHtml(createElement(make(), { title: 'Enquiry' }))
    const { window, container, hydrateRoot } = await browser(html)
    hydrateRoot(container, createElement(make(), { title: 'Enquiry' }))
    await ticks()
    const sms = container.querySelector<HTMLInputElement>('#sms')!
    const optIn = container.querySelector<HTMLInputElement>('#opt_in')!
    late = () => {
      type(window as never, sms, true)
      type(window as never, optIn, false)
    }
    type(window as never, container.querySelector<HTMLInputElement>('#name')!, 'Jo')
    await ticks()
    expect([sms.checked, optIn.checked]).toEqual([true, false])
    container.querySelector('form')!.requestSubmit()
    await ticks()
    expect(submitted).toEqual([{ name: 'Jo', email: '', opt_in: false, method: 'SMS' }])
  })

  it('presses again a plain button pressed before hydration (React drops that click)', async () => {
    let loads = 0
    function Counter() {
      const [count, setCount] = useState(0)
      return createElement(
        'button',
        { type: 'button', id: 'more', onClick: () => setCount(count + 1) },
        `Pressed ${count}`,
      )
    }
    const make = () => deferred(async () => (loads++, Counter), 'Counter')
    const html = await serverHtml(createElement(make(), {}))
    const { window, container, hydrateRoot } = await browser(html)
    hydrateRoot(container, createElement(make(), {}))
    await ticks()
    const button = container.querySelector<HTMLButtonElement>('#more')!
    button.dispatchEvent(new window.Event('pointerdown', { bubbles: true }) as unknown as Event)
    button.click()
    await ticks(40)
    expect(loads).toBe(2)
    expect(button.textContent).toBe('Pressed 1')
  })

  it('loads at once when rendered in the browser (a client-side navigation): there is no HTML to wait on', async () => {
    let loads = 0
    const make = () => deferred(async () => (loads++, formFor([])), 'TestForm')
    const { container } = await browser('')
    const { createRoot } = await import('react-dom/client')
    createRoot(container).render(createElement(make(), { title: 'Enquiry' }))
    const shown = () => container.querySelector('form[aria-label="Enquiry"] #name')
    for (let i = 0; i < 100 && !shown(); i++) await ticks(1)
    expect(loads).toBe(1)
    expect(shown()).not.toBeNull()
  })

  it('reads named fields: text as typed, checkboxes as booleans, a radio group as its checked value', async () => {
    const { container } = await browser(
      '<form><input name="a" value="x"><input name="b" type="checkbox" checked><input name="c" type="radio" value="1"><input name="c" type="radio" value="2" checked><input name="h" type="hidden" value="no"><textarea name="t">hi</textarea><select name="s"><option value="p">p</option><option value="q" selected>q</option></select></form>',
    )
    expect(readTyped(container)).toEqual({ a: 'x', b: true, c: '2', t: 'hi', s: 'q' })
    expect(readTyped(container, new Set(['a', 'c']))).toEqual({ a: 'x', c: '2' })
    expect(withTyped({ a: '', b: false, z: 1 }, { a: 'x', b: true, extra: 'no' })).toEqual({ a: 'x', b: true, z: 1 })
  })
})
