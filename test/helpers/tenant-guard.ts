import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely'
import { CROSS_TENANT_QUERIES } from '../../src/db/cross-tenant.ts'

/**
 * A Kysely plugin for the test suite: every query that reads, changes or deletes rows of a
 * table with a `tenant_id` column must say which tenant in its WHERE (or a join's ON), unless it
 * is marked as one of the named cross-tenant queries (src/db/cross-tenant.ts). A query that
 * forgets fails the test that ran it, with the table named, instead of leaking another
 * tenant's rows the day the data allows it.
 *
 * It reads Kysely's operation tree generically (nodes are plain objects with a `kind`), and raw
 * `sql` text by the table names it mentions.
 */
type Node = { kind?: string; [key: string]: unknown }

const QUERY_KINDS = new Set(['SelectQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'InsertQueryNode'])
const MARKER = /\/\*\s*cross-tenant:\s*([\w-]+)\s*\*\//

export class TenantGuardError extends Error {}

function isNode(value: unknown): value is Node {
  return value !== null && typeof value === 'object' && typeof (value as Node).kind === 'string'
}

function children(node: Node): Node[] {
  const out: Node[] = []
  for (const value of Object.values(node)) {
    if (isNode(value)) out.push(value)
    else if (Array.isArray(value)) for (const item of value) if (isNode(item)) out.push(item)
  }
  return out
}

/** The table a FROM, JOIN or UPDATE target names (through an alias), if it is a plain table. */
function tableName(node: unknown): string | undefined {
  if (!isNode(node)) return undefined
  if (node.kind === 'AliasNode') return tableName(node.node)
  if (node.kind === 'TableNode') return ((node.table as Node).identifier as { name: string }).name
  return undefined
}

function rawText(node: Node): string {
  return ((node.sqlFragments as string[] | undefined) ?? []).join('?')
}

function isTenantColumn(node: unknown): boolean {
  if (!isNode(node)) return false
  if (node.kind === 'ReferenceNode') return isTenantColumn(node.column)
  if (node.kind === 'ColumnNode') return (node.column as { name: string }).name === 'tenant_id'
  if (node.kind === 'RawNode') return /\btenant_id\b/.test(rawText(node))
  return false
}

/** A `tenant_id` comparison somewhere in a condition, not counting nested queries (they answer for themselves). */
function hasTenantPredicate(node: unknown): boolean {
  if (!isNode(node)) return false
  if (node.kind === 'BinaryOperationNode' && (isTenantColumn(node.leftOperand) || isTenantColumn(node.rightOperand))) return true
  if (node.kind === 'RawNode' && /\btenant_id\b/.test(rawText(node))) return true
  return children(node).some((child) => !QUERY_KINDS.has(child.kind!) && hasTenantPredicate(child))
}

function markerOf(node: Node): string | undefined {
  for (const modifier of (node.endModifiers as Node[] | undefined) ?? []) {
    // Select queries wrap the raw modifier; updates and deletes keep it as it is.
    const raw = modifier.kind === 'RawNode' ? modifier : (modifier.rawModifier as Node | undefined)
    const match = raw ? MARKER.exec(rawText(raw)) : null
    if (match) return match[1]
  }
  return undefined
}

export class TenantGuard implements KyselyPlugin {
  constructor(private readonly tenantTables: ReadonlySet<string>) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    try {
      this.check(node as unknown as Node)
    } catch (error) {
      // Inside a request the error becomes a bare 500; this line says which query it was.
      console.error(`tenant guard: ${(error as Error).message}`)
      throw error
    }
    return node
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result
  }

  private check(node: Node): void {
    if (node.kind === 'RawNode') return this.checkRaw(rawText(node))
    if (QUERY_KINDS.has(node.kind!)) this.checkQuery(node)
    for (const child of children(node)) this.check(child)
  }

  private allowed(marker: string | undefined): boolean {
    if (marker === undefined) return false
    if (!(marker in CROSS_TENANT_QUERIES))
      throw new TenantGuardError(`unknown cross-tenant query "${marker}": name it in src/db/cross-tenant.ts`)
    return true
  }

  private checkQuery(node: Node): void {
    if (this.allowed(markerOf(node))) return
    if (node.kind === 'InsertQueryNode') {
      const into = tableName(node.into)
      const columns = ((node.columns as Node[] | undefined) ?? []).map((c) => (c.column as { name: string }).name)
      if (into && this.tenantTables.has(into) && columns.length > 0 && !columns.includes('tenant_id')) {
        throw new TenantGuardError(`insert into ${into} without tenant_id`)
      }
      return
    }
    const targets = [
      ...(((node.from as Node | undefined)?.froms as unknown[] | undefined) ?? []),
      node.table,
      ...((node.joins as Node[] | undefined) ?? []).map((join) => join.table),
    ]
      .map(tableName)
      .filter((name): name is string => name !== undefined && this.tenantTables.has(name))
    if (targets.length === 0) return
    const conditions = [node.where, ...((node.joins as Node[] | undefined) ?? []).map((join) => join.on)]
    if (!conditions.some(hasTenantPredicate)) {
      throw new TenantGuardError(`${node.kind} on ${[...new Set(targets)].join(', ')} has no tenant_id condition`)
    }
  }

  /** Raw SQL: a tenant table it reads or writes must come with `tenant_id` somewhere in the text. */
  private checkRaw(text: string): void {
    const marker = MARKER.exec(text)?.[1]
    if (this.allowed(marker)) return
    if (/\btenant_id\b/.test(text)) return
    const named = /\b(?:from|join|update|into)\s+"?(\w+)"?/gi
    for (const [, table] of text.matchAll(named)) {
      if (this.tenantTables.has(table!)) throw new TenantGuardError(`raw SQL on ${table} has no tenant_id: ${text.slice(0, 200)}`)
    }
  }
}
