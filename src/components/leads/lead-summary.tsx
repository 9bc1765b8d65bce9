import type { LeadSummary } from '@/domain/lead-summary'
import type { Labels } from '@/domain/labels'

/** What the shopper asked for or booked, and its reference number (src/domain/lead-summary.ts). */
export function LeadSummaryPanel({ summary, labels }: { summary: LeadSummary; labels: Labels }) {
  return (
    <section className="lead-summary" aria-labelledby="lead-summary-heading">
      <h2 id="lead-summary-heading">{summary.heading}</h2>
      <dl>
        <dt>{labels.summaryReference}</dt>
        <dd className="lead-reference">{summary.reference}</dd>
        {summary.lines.map((line) => (
          <div key={line.label} className="lead-summary-line">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
