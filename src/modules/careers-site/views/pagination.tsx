import type { PageContext } from './page-context.ts'

interface PaginationProps {
  ctx: PageContext
  page: number
  pageSize: number
  total: number
  /** The filters, kept on every page's link. */
  query: Record<string, string | undefined>
}

/** The pages to offer: the first, the last, and two on either side of the current one. */
function pagesAround(page: number, last: number): number[] {
  const pages = new Set([1, last])
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= last) pages.add(n)
  return [...pages].sort((a, b) => a - b)
}

/** Links to the list's other pages: plain links, so a crawler or a browser without JavaScript reaches every job. */
export function Pagination({ ctx, page, pageSize, total, query }: PaginationProps) {
  const { t, urls } = ctx
  const last = Math.max(1, Math.ceil(total / pageSize))
  if (last === 1 && page === 1) return null
  const href = (n: number) => urls.link('', { ...query, page: n > 1 ? n : undefined })
  const pages = pagesAround(Math.min(page, last), last)
  return (
    <nav class="pages" aria-label={t.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <a href={href(Math.min(page - 1, last))} rel="prev">
              {t.previous}
            </a>
          </li>
        )}
        {pages.map((n) => (
          <li>
            <a href={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={t.pageN(n)}>
              {n}
            </a>
          </li>
        ))}
        {page < last && (
          <li>
            <a href={href(page + 1)} rel="next">
              {t.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
