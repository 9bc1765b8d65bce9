'use client'

import { useRouter } from 'next/navigation'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

/**
 * The dashboard's bar charts (Recharts). Each series has its own fill pattern as well as its own colour
 * and is named in the legend, so the chart reads without colour; a bar opens the admin list behind it.
 * The charts are a picture of the table beside each (which screen readers and keyboards use), so they are
 * hidden from assistive technology.
 */

export type Series = { key: string; label: string }
export type ChartRow = { label: string; links: Record<string, string> } & Record<string, number | string | object>

const COLOURS = ['#1f4e8c', '#b3541e', '#2f7d32', '#7b3f98', '#8a6d00', '#0f6f75', '#9c2f4f']
const PATTERNS = ['solid', 'stripes', 'dots', 'cross', 'diagonal', 'grid', 'zigzag'] as const

function Pattern({ id, kind, colour }: { id: string; kind: (typeof PATTERNS)[number]; colour: string }) {
  const mark = { stroke: '#fff', strokeWidth: 1.5 }
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width="8" height="8">
      <rect width="8" height="8" fill={colour} />
      {kind === 'stripes' && <path d="M0 4H8" {...mark} />}
      {kind === 'dots' && <circle cx="4" cy="4" r="1.6" fill="#fff" />}
      {kind === 'cross' && <path d="M4 0V8M0 4H8" {...mark} />}
      {kind === 'diagonal' && <path d="M0 8L8 0" {...mark} />}
      {kind === 'grid' && <path d="M0 0H8V8" fill="none" {...mark} />}
      {kind === 'zigzag' && <path d="M0 6L2 2L4 6L6 2L8 6" fill="none" {...mark} />}
    </pattern>
  )
}

export function DashboardBarChart({
  id,
  rows,
  series,
  stacked = false,
  layout = 'horizontal',
  height = 260,
}: {
  id: string
  rows: ChartRow[]
  series: Series[]
  stacked?: boolean
  layout?: 'horizontal' | 'vertical'
  height?: number
}) {
  const router = useRouter()
  const vertical = layout === 'vertical'
  return (
    <div aria-hidden="true" className="dealer-dashboard__chart" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows}
          layout={layout}
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        >
          <defs>
            {series.map((entry, index) => (
              <Pattern
                key={entry.key}
                id={`${id}-${entry.key}`}
                kind={PATTERNS[index % PATTERNS.length]!}
                colour={COLOURS[index % COLOURS.length]!}
              />
            ))}
          </defs>
          <CartesianGrid strokeDasharray="3 3" />
          {vertical ? (
            <>
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="label" width={140} />
            </>
          ) : (
            <>
              <XAxis dataKey="label" minTickGap={16} />
              <YAxis allowDecimals={false} />
            </>
          )}
          <Tooltip />
          {series.length > 1 && <Legend />}
          {series.map((entry) => (
            <Bar
              key={entry.key}
              dataKey={entry.key}
              name={entry.label}
              stackId={stacked ? 'all' : undefined}
              fill={`url(#${id}-${entry.key})`}
              stroke="#222"
              strokeWidth={0.5}
              cursor="pointer"
              onClick={(data: { payload?: ChartRow }) => {
                const link = data?.payload?.links?.[entry.key]
                if (link) router.push(link)
              }}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
