import type { VNode } from 'preact'
import { renderToString } from 'preact-render-to-string'

/** A page as the HTML sent: every value in it was escaped by Preact, except what a component marked as already safe. */
export function renderPage(page: VNode): string {
  return `<!doctype html>${renderToString(page)}`
}
