/** One page of a list as the service answers it (core: `items, total, page, page_size`). */
export interface PageOf<T> {
  items: T[]
  total: number
  page: number
  page_size: number
}

/**
 * Every page of a list from `first` on, asking for each with `fetchPage`. A list is done when
 * `page * page_size >= total`, as the service defines it, or when a page comes back empty.
 */
export async function* walkPages<P extends PageOf<unknown>>(fetchPage: (page: number) => Promise<P>, first = 1): AsyncGenerator<P> {
  for (let number = first; ; number++) {
    const page = await fetchPage(number)
    yield page
    if (page.items.length === 0 || page.page * page.page_size >= page.total) return
  }
}

/**
 * Every item of every page. The core lists are newest first, so a record created while they are
 * read pushes older ones onto the next page: an id seen already is not handed out twice.
 */
export async function* walkItems<T>(pages: AsyncIterable<PageOf<T>>): AsyncGenerator<T> {
  const seen = new Set<unknown>()
  for await (const page of pages) {
    for (const item of page.items) {
      const id = (item as { id?: unknown } | null)?.id
      if (id !== undefined) {
        if (seen.has(id)) continue
        seen.add(id)
      }
      yield item
    }
  }
}
