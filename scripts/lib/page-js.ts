/**
 * The JavaScript a page type loads up front, read from a build's manifests (no server, no browser): the
 * root main files every App Router page loads (`.next/build-manifest.json`) plus the entry chunks of the
 * route's layouts, boundaries and page (its `page_client-reference-manifest.js`), gzip-compressed as
 * `next start` serves them. Chunks imported on demand (a form's validation, the captcha's worker, a map) are
 * not counted: they load on interaction or when visible. The route is found the way Next.js matches one:
 * the site prefix the proxy adds (`/[site]`), then static segments before `[param]` before `[...rest]`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import vm from 'node:vm'

export type PageJs = { route: string; files: string[]; bytes: number; gzipBytes: number }

type Manifest = { entryJSFiles?: Record<string, string[]> }

/** Every page route of a build's app directory (route segments, e.g. ['(site)', '[site]', 'cars', '[slug]']). */
function pageRoutes(serverApp: string): string[][] {
  const routes: string[][] = []
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), [...segments, entry.name])
      else if (entry.name === 'page_client-reference-manifest.js') routes.push(segments)
    }
  }
  walk(serverApp, [])
  return routes
}

const isGroup = (segment: string) => segment.startsWith('(') && segment.endsWith(')')

/** How well a route matches a path (higher is more specific), or null when it doesn't. */
export function routeScore(route: string[], pathname: string): number[] | null {
  const segments = route.filter((segment) => !isGroup(segment))
  const parts = pathname.split('/').filter(Boolean)
  const score: number[] = []
  let i = 0
  for (const segment of segments) {
    if (segment.startsWith('[[...')) return [...score, 1]
    if (segment.startsWith('[...')) return i < parts.length ? [...score, 1] : null
    if (i >= parts.length) return null
    if (segment.startsWith('[')) score.push(2)
    else if (segment === parts[i]) score.push(3)
    else return null
    i++
  }
  return i === parts.length ? score : null
}

const better = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0)
  return false
}

/** The site route a shopper path lands on (the proxy rewrites `/x` on a site's host to `/<host>/x`). */
export function siteRoute(routes: string[][], pathname: string): string[] | null {
  let best: { route: string[]; score: number[] } | null = null
  const rewritten = `/site.example${pathname.split('?')[0]}`
  for (const route of routes) {
    if (route[0] !== '(site)') continue
    const score = routeScore(route, rewritten)
    if (score && (!best || better(score, best.score))) best = { route, score }
  }
  return best?.route ?? null
}

function readManifest(file: string): Manifest {
  const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, Manifest> } }
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox)
  return Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {})[0] ?? {}
}

/** The up-front JavaScript of one page route of the build in `distDir` (its segments under app/). */
export function routeJs(route: string[], distDir = '.next'): PageJs {
  const serverApp = path.join(distDir, 'server/app')
  const build = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[]
  }
  const manifest = readManifest(path.join(serverApp, ...route, 'page_client-reference-manifest.js'))
  const files = [...new Set([...build.rootMainFiles, ...Object.values(manifest.entryJSFiles ?? {}).flat()])]
  let bytes = 0
  let gzipBytes = 0
  for (const file of files) {
    const content = readFileSync(path.join(distDir, file))
    bytes += content.length
    gzipBytes += gzipSync(content).length
  }
  return { route: `/${route.join('/')}`, files, bytes, gzipBytes }
}

/** The up-front JavaScript of the page at `pathname` on a site, from the build in `distDir`. */
export function pageJs(pathname: string, distDir = '.next'): PageJs {
  const route = siteRoute(pageRoutes(path.join(distDir, 'server/app')), pathname)
  if (!route) throw new Error(`No page route of the build matches ${pathname}.`)
  return routeJs(route, distDir)
}

export const hasBuild = (distDir = '.next') => existsSync(path.join(distDir, 'build-manifest.json'))
