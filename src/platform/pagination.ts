import { Type, type TSchema } from 'typebox'

export const DEFAULT_PAGE_SIZE = 20

/** `page` and `page_size` with the route's own maximum; a larger page_size is a 422. */
export function PageQuery(maxPageSize = 100) {
  return Type.Object({
    page: Type.Integer({ minimum: 1, default: 1, description: '1-based page number' }),
    page_size: Type.Integer({
      minimum: 1,
      maximum: maxPageSize,
      default: DEFAULT_PAGE_SIZE,
      description: `Items per page, at most ${maxPageSize}`,
    }),
  })
}

/**
 * The pagination envelope of `item`. A page of a named item is named after it (`JobPage` of
 * `Job`), so that the OpenAPI document and the clients generated from it can name it too.
 */
export function Page<T extends TSchema>(item: T, options: Record<string, unknown> = {}) {
  const itemId = (item as { $id?: unknown }).$id
  return Type.Object(
    {
      total: Type.Integer({ description: 'Records across all pages' }),
      page: Type.Integer(),
      page_size: Type.Integer(),
      items: Type.Array(item),
    },
    { ...(typeof itemId === 'string' ? { $id: `${itemId}Page` } : {}), ...options },
  )
}

export interface PageRequest {
  page: number
  page_size: number
}

export interface PageOf<T> {
  total: number
  page: number
  page_size: number
  items: T[]
}

/**
 * Runs a list query as a page: the rows of one page and the total. Both callbacks see the same
 * filters, written once by the repository; the rows callback orders by `created_at` desc, `id`
 * desc unless the route says otherwise. A short page already tells the total (everything before
 * it plus what it holds), so the count, often the dearer query, runs only when it cannot.
 */
export async function fetchPage<T>(
  request: PageRequest,
  count: () => Promise<number | string | bigint>,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<PageOf<T>> {
  const offset = (request.page - 1) * request.page_size
  const items = await rows(request.page_size, offset)
  const knownTotal = items.length < request.page_size && (items.length > 0 || offset === 0)
  const total = knownTotal ? offset + items.length : Number(await count())
  return { total, page: request.page, page_size: request.page_size, items }
}

/**
 * Up to this many matches, a filtered list reads its page from the matches themselves; beyond
 * it, from a walk of the newest-first index that keeps the matching rows (one in
 * (liveRows / FEW_MATCHES) or better, so a page is found within a few thousand rows).
 */
export const FEW_MATCHES = 500

/**
 * Runs a filtered list as a page: counted first, then the rows, told whether the matches are
 * few. The planner's guess of how many rows a filter keeps (a location pattern, a tag; searches
 * go through fetchSearchedPage) is least reliable on a table growing faster than its statistics; with a LIMIT it may then walk the
 * newest-first index expecting a page early, and read the whole tenant for a term found once.
 * The count is exact and cheap for a few matches, and it lets the repository choose instead:
 * few matches are read and ordered apart (a materialized CTE), many keep the walk. The count
 * is the total the page needs in any case once the page is full.
 */
export async function fetchFilteredPage<T>(
  request: PageRequest,
  count: () => Promise<number | string | bigint>,
  rows: (limit: number, offset: number, fewMatches: boolean) => Promise<T[]>,
  fewMatches = FEW_MATCHES,
): Promise<PageOf<T>> {
  const offset = (request.page - 1) * request.page_size
  const total = Number(await count())
  const items = offset < total ? await rows(request.page_size, offset, total <= fewMatches) : []
  return { total, page: request.page, page_size: request.page_size, items }
}

/** What one reading of a searched list's matches tells: how many there are, and the page's keys in order. */
export interface MatchedKeys {
  total: number
  ids: string[]
}

/**
 * Runs a searched list as a page. A text search has to read every row it matches to count
 * them (the trigram index only narrows the rows down, each one is checked again), so that one
 * reading also gives the page's keys, newest first (or, for a term most rows match, a short
 * walk of the newest rows does, in the same statement: db/few-matches.ts), and the page's rows
 * are then read by key. Counted first and then paged, a search found in a few rows looked them
 * up in the index twice, and that look-up is what grows with the table (the soak's phone searches).
 */
export async function fetchSearchedPage<T extends { id: string }>(
  request: PageRequest,
  matched: (limit: number, offset: number) => Promise<MatchedKeys>,
  rowsOf: (ids: string[]) => Promise<T[]>,
): Promise<PageOf<T>> {
  const { total, ids } = await matched(request.page_size, (request.page - 1) * request.page_size)
  const byId = new Map((ids.length > 0 ? await rowsOf(ids) : []).map((row) => [row.id, row]))
  // A row removed between the two reads is left out of its page rather than shown as it was.
  const items = ids.flatMap((id) => byId.get(id) ?? [])
  return { total, page: request.page, page_size: request.page_size, items }
}

export function mapPage<T, U>(page: PageOf<T>, map: (item: T) => U): PageOf<U> {
  return { ...page, items: page.items.map(map) }
}
