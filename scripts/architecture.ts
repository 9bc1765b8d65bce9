/**
 * The parts of ARCHITECTURE.md that the code already says, written from the code so they stay true: the
 * collections, the page blocks, the shopper routes, the HTTP API and the layers. Each sits between
 * `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`; the prose around them is written by hand.
 *
 *   npm run docs:architecture            rewrites those sections
 *   npm run docs:architecture -- --check fails when a section is out of date (scripts/architecture.test.ts)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

/** Every file under `dir` (relative to the repository), depth first, sorted. */
function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir))
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name)
      return statSync(path.join(ROOT, file)).isDirectory() ? walk(file) : [file]
    })
}

/**
 * The first sentence of the doc comment right before `anchor` (the declaration it documents), or of the
 * file's first doc comment; '' without one.
 */
function summary(source: string, anchor?: RegExp): string {
  const end = anchor ? (anchor.exec(source)?.index ?? source.length) : source.length
  const comments = [...source.slice(0, end).matchAll(/\/\*\*([\s\S]*?)\*\//g)]
  const comment = anchor ? comments.at(-1) : comments[0]
  if (!comment) return ''
  const text = comment[1]!
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trim())
    .join(' ')
    .trim()
  const sentence = /^(.*?\.)(\s|$)/.exec(text)?.[1] ?? text
  return sentence.replaceAll('|', '\\|')
}

function collections(): string {
  const config = read('payload.config.ts')
  const names =
    /collections:\s*\[([^\]]*)\]/
      .exec(config)?.[1]
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean) ?? []
  const rows = names.map((name) => {
    const file = walk('collections').find((candidate) => new RegExp(`export const ${name}\\b`).test(read(candidate)))
    const source = file ? read(file) : ''
    const slug = /\bslug:\s*'([^']+)'/.exec(source.slice(source.indexOf(`export const ${name}`)))?.[1] ?? '?'
    return `| \`${slug}\` | \`${file ?? '?'}\` |`
  })
  return ['| collection | defined in |', '| --- | --- |', ...rows].join('\n')
}

function blocks(): string {
  const index = read('blocks/index.ts')
  const listed =
    /PAGE_BLOCKS[^=]*=\s*\[([^\]]*)\]/
      .exec(index)?.[1]
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean) ?? []
  const rows = listed.map((name) => {
    const folder = new RegExp(`import \\{ ${name} \\} from '\\./([^/]+)/config'`).exec(index)?.[1] ?? '?'
    const config = read(`blocks/${folder}/config.ts`)
    const slug = /\bslug:\s*'([^']+)'/.exec(config)?.[1] ?? '?'
    return `| \`${slug}\` | \`blocks/${folder}/\` | ${summary(config, new RegExp(`export const ${name}\\b`))} |`
  })
  return ['| block | folder | what it is |', '| --- | --- | --- |', ...rows].join('\n')
}

/** A route file's URL: route groups dropped, `[site]` (the host) dropped, dynamic segments as {name}. */
function urlOf(file: string, base: string): string {
  const segments = path
    .dirname(path.relative(base, file))
    .split(path.sep)
    .filter((segment) => segment !== '.' && !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/^\[\.\.\.(.+)\]$/, '{$1...}').replace(/^\[(.+)\]$/, '{$1}'))
  return `/${segments.join('/')}`
}

function siteRoutes(): string {
  const base = 'src/app/(site)/[site]'
  const files = walk(base).filter((file) => /\/(page\.tsx|route\.ts)$/.test(file))
  const rows = files.map((file) => `| \`${urlOf(file, base)}\` | \`${path.relative(base, file)}\` |`)
  return ['| path (on every site) | file under `src/app/(site)/[site]/` |', '| --- | --- |', ...rows].join('\n')
}

function apiRoutes(): string {
  const files = walk('src/app/api').filter((file) => file.endsWith('/route.ts'))
  const rows = files.map((file) => {
    const source = read(file)
    const methods = [...source.matchAll(/export (?:async function|function|const) (GET|POST|PUT|PATCH|DELETE)\b/g)].map(
      (match) => match[1],
    )
    return `| ${methods.join(', ')} | \`${urlOf(file, 'src/app')}\` | ${summary(source, /export (?:async function|function|const) (?:GET|POST|PUT|PATCH|DELETE)\b/)} |`
  })
  return ['| methods | path | what it does |', '| --- | --- | --- |', ...rows].join('\n')
}

function layers(): string {
  const config = read('.dependency-cruiser.cjs')
  const picture = /\/\*\*\n \* The layers[^\n]*\n \*\n([\s\S]*?) \*\n/.exec(config)?.[1] ?? ''
  const rules = [...config.matchAll(/name: '([^']+)',\s*severity: '[^']+',\s*comment:\s*(['"])(.*?)\2,/g)].map(
    (match) => `- \`${match[1]}\`: ${match[3]}`,
  )
  return ['```', picture.replace(/^ \* ?/gm, '').trimEnd(), '```', '', ...rules].join('\n')
}

export const SECTIONS: Record<string, () => string> = {
  collections,
  blocks,
  'site-routes': siteRoutes,
  api: apiRoutes,
  layers,
}

/** ARCHITECTURE.md with every generated section rewritten; throws when a section's markers are missing. */
export function regenerate(markdown: string): string {
  let out = markdown
  for (const [name, generate] of Object.entries(SECTIONS)) {
    const pattern = new RegExp(`(<!-- generated:${name} -->\\n)[\\s\\S]*?(<!-- /generated:${name} -->)`)
    if (!pattern.test(out)) throw new Error(`ARCHITECTURE.md has no <!-- generated:${name} --> section`)
    out = out.replace(pattern, (_, open: string, close: string) => `${open}${generate()}\n${close}`)
  }
  return out
}

export const ARCHITECTURE_FILE = path.join(ROOT, 'ARCHITECTURE.md')

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const current = readFileSync(ARCHITECTURE_FILE, 'utf8')
  const next = regenerate(current)
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error('ARCHITECTURE.md is out of date: run npm run docs:architecture')
      process.exit(1)
    }
  } else {
    writeFileSync(ARCHITECTURE_FILE, next)
    console.log(next === current ? 'ARCHITECTURE.md is up to date.' : 'ARCHITECTURE.md rewritten.')
  }
}
