import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export type LighthouseFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  cls: number
  tbtMs: number
  scriptBytes: number
  /**
   * Lighthouse's measure of the host's CPU ("CPU/Memory Power"), taken before each load. Its 4x slowdown
   * assumes a host of 1,500–2,000; below 1,000 it warns that the host is slow (docs/throttling.md).
   */
  benchmarkIndex: number
  /** Audits that failed in the accessibility, best-practices and SEO categories (id, then the first elements), to say what a score below 100 is made of. */
  failed: string[]
}

type Audit = {
  id: string
  title: string
  score: number | null
  scoreDisplayMode: string
  numericValue?: number
  details?: { items?: Array<Record<string, unknown>> }
}

/** Where an audit failed: the first elements' snippets or URLs. */
function failedAt(audit: Audit): string {
  const places = (audit.details?.items ?? []).slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string } | undefined
    const place = node?.snippet ?? item.url ?? item.source ?? item.description ?? ''
    return (typeof place === 'string' ? place : JSON.stringify(place)).slice(0, 120)
  })
  return places.filter(Boolean).join(' | ')
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * Lighthouse with its default settings, which are a mobile run: a Moto G Power-sized screen and simulated
 * slow 4G with a 4x CPU slowdown, against `chromium` started by chrome-launcher (headless, this closed
 * network's flags). With several runs the run of median performance score is kept, as Lighthouse's docs advise.
 */
export async function runLighthouse(url: string, chromium: string, runs = 1): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromium,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--disable-sync',
      '--disable-component-update',
    ],
    logLevel: 'silent',
  })
  try {
    const all: LighthouseFigures[] = []
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { lhr } = result
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`)
      const audits = lhr.audits as unknown as Record<string, Audit>
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN
      const script = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
      const failed = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .map((ref) => audits[ref.id])
          .filter((audit): audit is Audit => Boolean(audit && audit.scoreDisplayMode === 'binary' && audit.score === 0))
          .map((audit) => `${category}/${audit.id}: ${failedAt(audit)}`),
      )
      all.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: numeric('largest-contentful-paint'),
        cls: numeric('cumulative-layout-shift'),
        tbtMs: numeric('total-blocking-time'),
        scriptBytes: Number(script?.transferSize ?? 0),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        failed,
      })
    }
    const middle = median(all.map((figures) => figures.performance))
    return all.find((figures) => figures.performance === middle)!
  } finally {
    chrome.kill()
  }
}
