import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ModelCard } from '@/components/content/cards'
import { fill, labelsFor } from '@/domain/labels'
import { filterModels, isModelBodyFilter, MODEL_BODY_FILTERS } from '@/domain/models'
import { siteContent } from '@/lib/data/site-content'
import { siteForHost } from '@/lib/data/sites'

import '@/components/content/content.css'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const bodyOf = (value: string | string[] | undefined) => (isModelBodyFilter(value) ? value : null)

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const site = await siteForHost((await params).site)
  if (!site) return {}
  const value = bodyOf((await searchParams).body)
  const body = MODEL_BODY_FILTERS.find((filter) => filter.value === value)
  const labels = labelsFor(site.settings.locale)
  return {
    title: body ? fill(labels.bodyModels, { body: body.label }) : labels.ourModelRange,
    description: fill(labels.modelsDescription, {
      models: body ? fill(labels.bodyModels, { body: body.label }) : labels.everyModel,
      site: site.name,
    }),
  }
}

/** The model range with its body filter (spec 2.1: suv, trucks, vans, performance, electric, future vehicles). */
export default async function ModelsPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const body = bodyOf((await searchParams).body)
  const models = filterModels(await siteContent(site).models(), body)
  const label = MODEL_BODY_FILTERS.find((filter) => filter.value === body)?.label
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main className="content-page">
        <h1>{label ? fill(labels.bodyModels, { body: label }) : labels.ourModelRange}</h1>
        <nav aria-label={labels.bodyTypes} className="filter-links">
          <a href="/models" aria-current={body === null ? 'page' : undefined}>
            {labels.all}
          </a>
          {MODEL_BODY_FILTERS.map((filter) => (
            <a
              key={filter.value}
              href={`/models?body=${filter.value}`}
              aria-current={body === filter.value ? 'page' : undefined}
            >
              {filter.label}
            </a>
          ))}
        </nav>
        {models.length === 0 ? (
          <p>{labels.noModelsYet}</p>
        ) : (
          <div className="card-grid">
            {models.map((model, index) => (
              <ModelCard key={model.id} model={model} site={site} heading="h2" priority={index === 0} />
            ))}
          </div>
        )}
      </main>
    </>
  )
}
