'use client'

import {
  createContext,
  createElement,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
} from 'react'

import { captchaProgress, CaptchaProgressContext } from './captcha-progress'

/** What the shopper typed into the server's form before its code loaded, by field name. */
export type TypedValues = Record<string, string | boolean>

const TypedValuesContext = createContext<TypedValues>({})

/** The values typed before hydration (empty when the form hydrated untouched or is not deferred). */
export const useTypedValues = () => useContext(TypedValuesContext)

/**
 * Defaults for a form with what the shopper already typed: a typed value replaces a default of the same
 * name (react-hook-form writes its defaults into the fields when it registers them, which would otherwise
 * wipe what was typed while the form's code loaded).
 */
export function withTyped<T extends object>(defaults: T, typed: TypedValues): T {
  const merged = { ...defaults } as Record<string, unknown>
  for (const [name, value] of Object.entries(typed)) if (name in merged) merged[name] = value
  return merged as T
}

/**
 * The current values of the named fields inside `root` (only those in `names`, when given): checkboxes as
 * booleans, a radio group as its checked value.
 */
export function readTyped(root: ParentNode | null, names?: ReadonlySet<string>): TypedValues {
  const values: TypedValues = {}
  if (!root) return values
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input[name], select[name], textarea[name]',
  )) {
    if (names && !names.has(field.name)) continue
    if (field instanceof HTMLInputElement) {
      if (field.type === 'file' || field.type === 'hidden' || field.type === 'submit') continue
      if (field.type === 'checkbox') values[field.name] = field.checked
      else if (field.type === 'radio') {
        if (field.checked) values[field.name] = field.value
      } else values[field.name] = field.value
    } else values[field.name] = field.value
  }
  return values
}

/** The events that mean the shopper is using the form: its code starts loading on the first of them. */
export const INTERACTIONS = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const

/**
 * Puts a value back into a field as the shopper's typing or pressing would, so React and react-hook-form see
 * it: text through an input event, a checkbox or radio through its click (React hears those change by click,
 * not by input or change events; a radio is pressed on, which turns the rest of its group off).
 */
function restore(root: ParentNode, name: string, value: string | boolean) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input[name], select[name], textarea[name]',
  )) {
    if (field.name !== name) continue
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      const checked = field.type === 'checkbox' ? value === true : field.value === value
      if (field.checked !== checked && (checked || field.type === 'checkbox')) field.click()
      continue
    }
    if (field.value === value) continue
    // The prototype's setter: React tracks values set on the element itself and would ignore the event.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }
}

/** One deferred form's state outside React: when to load, whether it hydrated, a held submit, the typed values. */
function createGate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  let root: HTMLElement | null = null
  let hydrated = false
  let submitted: HTMLFormElement | null = null
  let clicked: HTMLButtonElement | null = null
  const typed: TypedValues = {}
  // Only fields the shopper changed, as they were after each change: the server's HTML does not show every
  // default (react-hook-form sets checkboxes and prefilled values when it registers them), so an untouched
  // field's DOM value is no answer, and a field changed while React hydrates is put back afterwards.
  const latest: TypedValues = {}
  return {
    open,
    opened,
    typed,
    isHydrated: () => hydrated,
    attach: (element: HTMLElement | null) => void (root = element),
    /** A field the shopper changed before hydration: its value now. */
    change: (name: string) => void Object.assign(latest, readTyped(root, new Set([name]))),
    /** Just before React hydrates the form: what was typed so far becomes its values. */
    capture: () => void Object.assign(typed, latest),
    hold: (form: HTMLFormElement | null) => void (submitted = form),
    /** A plain button pressed before hydration (React drops that click): pressed again once hydrated. */
    press: (button: HTMLButtonElement) => void (clicked = button),
    /** Hydrated: what was typed during hydration is put back, then a submit held meanwhile is sent. */
    hydrate: () => {
      hydrated = true
      if (root) for (const [name, value] of Object.entries(latest)) restore(root, name, value)
      const form = submitted
      const button = clicked
      submitted = clicked = null
      button?.click()
      form?.requestSubmit()
    },
  }
}
type Gate = ReturnType<typeof createGate>

function Hydrated({ gate }: { gate: Gate }) {
  useEffect(() => gate.hydrate(), [gate])
  return null
}

/**
 * A form whose code (react-hook-form, its schema and zod, the captcha) loads on first use instead of with
 * the page: the server renders the whole form as usual; in the browser it stays that HTML (typeable,
 * readable, nothing moves) inside a Suspense boundary React leaves dehydrated until the shopper focuses,
 * presses or types in it. Then the code loads and React hydrates the same DOM: focus stays where it was, and
 * what was typed meanwhile becomes the form's values (`useTypedValues`, merged by the form hooks). A submit
 * before that is held (no native GET with the shopper's details in the address) and sent once hydrated; a
 * plain button pressed before that is pressed again. Works for any server-rendered widget whose HTML stands
 * on its own until used (the budget finder block too), not for one that must run at once (an autoplaying
 * slider).
 *
 * The site's forms are made deferred in ./deferred/, one module per page's forms: a page imports its form
 * from there, never from the form's own file (which would ship its code with the page again), and never a
 * module of other pages' forms (a client module brings every export's loader to each page that uses one).
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  displayName: string,
): ComponentType<P> {
  // On the server the form's module loads at once and renders in place, so the HTML streams the form where
  // it stands (no fallback swapped for it later); in the browser nothing loads before the shopper acts.
  const server = typeof window === 'undefined'
  let loaded: ComponentType<P> | null = null
  const loading = server ? load().then((component) => (loaded = component)) : null
  function DeferredForm(props: P) {
    const wrapper = useRef<HTMLDivElement>(null)
    const id = useId()
    const [gate] = useState(createGate)
    const [Form] = useState(() => {
      if (server && loaded) return loaded
      // Hydrating the server's HTML (the wrapper is already in the page): wait for the shopper. Rendered in
      // the browser instead (a client-side navigation to the page): there is no HTML to show, so load now.
      // (A useId value holds no quote, so it reads as is in the attribute selector.)
      const hydrating = !server && document.querySelector(`[data-deferred="${id}"]`)?.firstChild != null
      return lazy(async () => {
        if (loading) return { default: await loading }
        if (hydrating) await gate.opened
        const component = await load()
        gate.capture()
        return { default: component }
      })
    })
    const [progress] = useState(captchaProgress)
    useEffect(() => {
      const root = wrapper.current
      if (!root) return
      gate.attach(root)
      // On the window, in the capture phase: React stops events aimed at a part it has not hydrated yet
      // before they reach anything inside its root.
      const inside = (event: Event) => event.target instanceof Node && root.contains(event.target)
      const start = (event: Event) => {
        if (!inside(event)) return
        gate.open()
        const name = (event.target as Partial<HTMLInputElement>).name
        if ((event.type === 'input' || event.type === 'change') && name && !gate.isHydrated()) gate.change(name)
      }
      const hold = (event: Event) => {
        if (gate.isHydrated() || !inside(event)) return
        event.preventDefault()
        event.stopPropagation()
        gate.hold(event.target instanceof HTMLFormElement ? event.target : null)
        gate.open()
      }
      // Checkboxes, radios and links did their part natively (kept as changes, or followed); a submit is held.
      const press = (event: Event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null
        if (!gate.isHydrated() && inside(event) && button?.type === 'button') gate.press(button)
      }
      for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true })
      window.addEventListener('submit', hold, true)
      window.addEventListener('click', press, true)
      return () => {
        for (const type of INTERACTIONS) window.removeEventListener(type, start, true)
        window.removeEventListener('submit', hold, true)
        window.removeEventListener('click', press, true)
        gate.attach(null)
      }
    }, [gate])
    return (
      <div ref={wrapper} data-deferred={id} className="deferred-form" style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <TypedValuesContext.Provider value={gate.typed}>
            <CaptchaProgressContext.Provider value={progress}>
              {createElement(Form as ComponentType<P>, props)}
            </CaptchaProgressContext.Provider>
          </TypedValuesContext.Provider>
          <Hydrated gate={gate} />
        </Suspense>
      </div>
    )
  }
  DeferredForm.displayName = `Deferred(${displayName})`
  return DeferredForm
}
