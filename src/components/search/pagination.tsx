import { serializeSearch, type UrlSearch } from '@/domain/search-url'

/** How many page links show either side of the current page. */
const SPREAD = 2

/** Plain links (they work without JavaScript), each to the search's own URL with its page. */
export function Pagination({ basePath, search, pages }: { basePath: string; search: UrlSearch; pages: number }) {
  if (pages <= 1) return null
  const href = (page: number) => {
    const query = serializeSearch({ ...search, page })
    return query ? `${basePath}?${query}` : basePath
  }
  const current = search.page
  const numbers: number[] = []
  for (let page = Math.max(1, current - SPREAD); page <= Math.min(pages, current + SPREAD); page += 1)
    numbers.push(page)
  return (
    <nav className="pagination" aria-label="Result pages">
      <ul>
        {current > 1 && (
          <li>
            <a href={href(current - 1)} rel="prev">
              Previous
            </a>
          </li>
        )}
        {numbers.map((page) => (
          <li key={page}>
            {page === current ? (
              <span aria-current="page">{page}</span>
            ) : (
              <a href={href(page)} aria-label={`Page ${page}`}>
                {page}
              </a>
            )}
          </li>
        ))}
        {current < pages && (
          <li>
            <a href={href(current + 1)} rel="next">
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
