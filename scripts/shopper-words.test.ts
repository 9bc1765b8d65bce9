/**
 * Every word a shopper sees comes from the locale catalogue (src/domain/labels.ts, `labelsFor(locale)`),
 * never a literal in a component (issue 17). Parses every .tsx of the shopper's components, routes and
 * page-builder blocks with the TypeScript compiler and fails, naming file:line, on
 * - JSX text with a letter in it ('Page not found', 'Sending…'), and
 * - a string written into an `aria-label`, `placeholder`, `alt`, `title` or `label` prop: a plain string,
 *   one inside the prop's expression (`label={busy ? 'Saving' : 'Save'}`) or a template's own text
 *   (`title={`Close: ${name}`}`), when it has a letter in it;
 * - the same in a `title:` or `description:` property (page metadata, tabs).
 * Symbols, punctuation and values from the catalogue or the data pass.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')
/** Where shopper-facing components live. */
const ROOTS = ['src/components', 'src/app/(site)', 'blocks']
/** The props whose text a shopper reads or hears. */
const WORDED_PROPS = new Set(['aria-label', 'placeholder', 'alt', 'title', 'label'])
/** The object properties whose text a shopper reads: a page's title and description, a tab's title. */
const WORDED_PROPERTIES = new Set(['title', 'description'])
/**
 * Text that is no word of any language, by file and exact text. Keep it tiny and say why.
 * - the info tip's 'i' is an icon glyph (the letter drawn in a circle); its words are its aria-label;
 * - the layout's '%s |' is Next's page-title template (a page's title, then the site's name).
 */
const ALLOWED: ReadonlyArray<{ file: string; text: string }> = [
  { file: 'src/components/info-tip.tsx', text: 'i' },
  { file: 'src/app/(site)/[site]/layout.tsx', text: '%s |' },
]

const LETTER = /\p{L}/u

function tsxFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    // An `admin` folder holds Payload admin components: staff read those, in the admin's own language.
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : tsxFiles(relative)
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [relative] : []
  })
}

/** The string literals and template texts anywhere inside an expression. */
function writtenStrings(node: ts.Node): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node]
  if (ts.isTemplateExpression(node)) return [node.head, ...node.templateSpans.map((span) => span.literal)]
  // A call's arguments are its own business (fill(labels.x, { name: 'y' }) is a catalogue label filled).
  if (ts.isCallExpression(node)) return []
  const found: ts.Node[] = []
  node.forEachChild((child) => {
    found.push(...writtenStrings(child))
  })
  return found
}

/** The strings an expression itself evaluates to: through conditionals and defaults, not into calls or JSX. */
function shownStrings(node: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node]
  if (ts.isTemplateExpression(node)) return [node.head, ...node.templateSpans.map((span) => span.literal)]
  if (ts.isParenthesizedExpression(node)) return shownStrings(node.expression)
  if (ts.isConditionalExpression(node)) return [...shownStrings(node.whenTrue), ...shownStrings(node.whenFalse)]
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [...shownStrings(node.left), ...shownStrings(node.right)]
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return shownStrings(node.right)
  }
  return []
}

const textOf = (node: ts.Node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)
    ? node.text
    : node.getText()

/** Every offender of one file, as 'file:line: what "text"'. */
export function literalWords(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const offenders: string[] = []
  const report = (node: ts.Node, what: string, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim()
    if (!LETTER.test(trimmed) || ALLOWED.some((allowed) => allowed.file === file && allowed.text === trimmed)) return
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1
    offenders.push(`${file}:${line}: ${what} "${trimmed}"`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, 'JSX text', node.text)
    if (ts.isJsxAttribute(node) && WORDED_PROPS.has(node.name.getText(sourceFile)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer
      if (value)
        for (const literal of writtenStrings(value))
          report(literal, `${node.name.getText(sourceFile)}=`, textOf(literal))
    }
    // A word shown as a JSX child ({tile.linkLabel || 'Find out more'}, {sent ? 'Sent' : labels.send}).
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      for (const literal of shownStrings(node.expression)) report(literal, 'JSX child', textOf(literal))
    // A default word for what staff left empty (block.heading || 'Our stock'), wherever it goes next. Values
    // ('pickup') are lower-case single words; a word for people starts with a capital or has a space.
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
        node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) &&
      (ts.isStringLiteral(node.right) || ts.isNoSubstitutionTemplateLiteral(node.right)) &&
      /^\p{Lu}|\s/u.test(node.right.text)
    )
      report(node.right, 'default', node.right.text)
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      WORDED_PROPERTIES.has(node.name.text)
    )
      for (const literal of writtenStrings(node.initializer)) report(literal, `${node.name.text}:`, textOf(literal))
    node.forEachChild(visit)
  }
  visit(sourceFile)
  return offenders
}

describe('every word a shopper sees comes from the locale catalogue', () => {
  it('finds the shopper components to check', () => {
    const files = ROOTS.flatMap(tsxFiles)
    expect(files.length).toBeGreaterThan(100)
    expect(files).toContain('src/app/(site)/[site]/not-found.tsx')
  })

  it('catches literal words in JSX text and in worded props, and lets catalogue values and symbols pass', () => {
    const source = [
      'const a = <p>Page not found</p>',
      'const b = <input placeholder="Make, model or keyword" />',
      "const c = <Field label={busy ? 'Saving' : labels.save} />",
      'const d = <button aria-label={`Close: ${name}`}>×</button>',
      'const e = <img alt={car.name} title={labels.photo} />',
      "const f = <Field label={fill(labels.seeAll, { count: 'x' })}>{labels.next} ›</Field>",
      "export const metadata = { title: 'Sign in', description: `About ${site}`, robots: { index: false } }",
    ].join('\n')
    expect(literalWords('example.tsx', source)).toEqual([
      'example.tsx:1: JSX text "Page not found"',
      'example.tsx:2: placeholder= "Make, model or keyword"',
      'example.tsx:3: label= "Saving"',
      'example.tsx:4: aria-label= "Close:"',
      'example.tsx:7: title: "Sign in"',
      'example.tsx:7: description: "About"',
    ])
  })

  it('no shopper component writes a word of its own (file:line of each below)', () => {
    const offenders = ROOTS.flatMap(tsxFiles).flatMap((file) =>
      literalWords(file, readFileSync(path.join(ROOT, file), 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
