import type { Labels } from '@/domain/labels'
import { pageLinks } from '@/domain/search-pages'
import { serializeSearch, type UrlSearch } from '@/domain/search-url'

/** Plain links (they work without JavaScript), each to the search's own URL with its page (search-pages.ts). */
export function Pagination({
  basePath,
  search,
  pages,
  labels,
}: {
  basePath: string
  search: UrlSearch
  pages: number
  labels: Labels
}) {
  const links = pageLinks(search.page, pages)
  if (!links) return null
  const href = (page: number) => {
    const query = serializeSearch({ ...search, page })
    return query ? `${basePath}?${query}` : basePath
  }
  return (
    <nav className="pagination" aria-label={labels.resultPages}>
      <ul>
        {links.first !== null && (
          <li>
            <a href={href(links.first)} data-page="first">
              {labels.firstPage}
            </a>
          </li>
        )}
        {links.previous !== null && (
          <li>
            <a href={href(links.previous)} rel="prev">
              {labels.previous}
            </a>
          </li>
        )}
        {links.numbers.map((page) => (
          <li key={page}>
            {page === search.page ? (
              <span aria-current="page">{page}</span>
            ) : (
              <a href={href(page)} aria-label={labels.pageNumber.replace('{page}', String(page))}>
                {page}
              </a>
            )}
          </li>
        ))}
        {links.next !== null && (
          <li>
            <a href={href(links.next)} rel="next">
              {labels.next}
            </a>
          </li>
        )}
        {links.last !== null && (
          <li>
            <a href={href(links.last)} data-page="last">
              {labels.lastPage}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
