import type { Transaction } from 'kysely'
import type { Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import { ValidationFailed } from '../../platform/errors.ts'
import type { ImportWriter, RecordImporter } from '../../platform/import-writer.ts'
import type { ApplicationImports } from '../applications/applications.port.ts'
import type { CatalogService } from '../catalog/catalog.service.ts'
import type { JobStage, StageInput } from '../pipelines/pipelines.port.ts'
import type { ImportKind } from './import-records.schemas.ts'

type Loc = (string | number)[]

export interface ApplicationRef {
  id: string
  candidate_id: string
  job_id: string
}

/** What records of each kind are known as, once found or written. */
export interface KnownRecords {
  job: Map<string, { id: string }>
  candidate: Map<string, { id: string }>
  application: Map<string, ApplicationRef>
  interview: Map<string, { id: string; application_id: string }>
  evaluation: Map<string, { id: string }>
  offer: Map<string, { id: string }>
}

export interface Member {
  id: string
  full_name: string
  is_active: boolean
}

export interface Template {
  id: string
  name: string
  is_default: boolean
  stages: StageInput[]
}

/** A failure that is the record's own: reported against it, the run goes on. */
export function recordError(loc: Loc, message: string, type = 'value_error'): ValidationFailed {
  return ValidationFailed.single(loc, message, type)
}

const byName = (name: string) => name.trim().toLowerCase()

/**
 * What one run knows besides the records: the tenant's members, templates, reasons and sources
 * (read once, not once per record), the records of each kind by external id (written in this run
 * or found from an earlier one), and the external ids whose records failed, so that records
 * naming them fail too instead of being attached to nothing.
 */
export class RunContext {
  readonly known: KnownRecords = {
    job: new Map(),
    candidate: new Map(),
    application: new Map(),
    interview: new Map(),
    evaluation: new Map(),
    offer: new Map(),
  }
  readonly failed: Record<ImportKind, Map<string, true>> = {
    job: new Map(),
    candidate: new Map(),
    application: new Map(),
    interview: new Map(),
    evaluation: new Map(),
    offer: new Map(),
  }
  private readonly stages = new Map<string, JobStage[]>()
  private readonly reasons = new Map<string, boolean>()
  private readonly sources = new Map<string, boolean>()

  constructor(
    readonly tenantId: string,
    readonly options: { isDemo: boolean; actorId: string | null; defaultSource: string },
    private readonly members: ReadonlyMap<string, Member>,
    readonly templates: readonly Template[],
    private readonly catalog: Pick<CatalogService, 'isRejectionReason' | 'isKnownSource'>,
  ) {}

  /** The id of a record of `kind` named by external id; an error of the naming record when there is none. */
  ref<K extends ImportKind>(kind: K, externalId: string, loc: Loc): NonNullable<ReturnType<KnownRecords[K]['get']>> {
    if (this.failed[kind].has(externalId)) {
      throw recordError(loc, `The ${kind} "${externalId}" could not be imported (see its own error)`, 'reference_failed')
    }
    const found = this.known[kind].get(externalId) as ReturnType<KnownRecords[K]['get']>
    if (!found) throw recordError(loc, `No ${kind} with external_id "${externalId}" in this import or an earlier one`, 'not_found')
    return found
  }

  /** External ids among `ids` this run does not know yet: what a batch must look up. */
  unknown(kind: ImportKind, ids: Iterable<string | undefined>): string[] {
    const out = new Set<string>()
    for (const id of ids) if (id !== undefined && !this.known[kind].has(id) && !this.failed[kind].has(id)) out.add(id)
    return [...out]
  }

  /** An active member of the tenant named by e-mail. */
  member(email: string, loc: Loc): Member {
    const member = this.members.get(email.trim().toLowerCase())
    if (!member) throw recordError(loc, `No member of the company has the e-mail ${email}`, 'not_found')
    if (!member.is_active) throw recordError(loc, `${email} is not an active member of the company`)
    return member
  }

  optionalMember(email: string | undefined, loc: Loc): Member | undefined {
    return email === undefined ? undefined : this.member(email, loc)
  }

  template(name: string, loc: Loc): Template {
    const template = this.templates.find((t) => byName(t.name) === byName(name))
    if (!template) throw recordError(loc, `No pipeline template named "${name}"`, 'not_found')
    return template
  }

  /**
   * Reads the stages of the jobs not read yet, kept for the rest of the run: every job is written
   * before any record that names its stages.
   */
  async loadStages(jobIds: Iterable<string>, load: (ids: string[]) => Promise<JobStage[]>): Promise<void> {
    const missing = [...new Set(jobIds)].filter((id) => !this.stages.has(id))
    if (missing.length === 0) return
    for (const id of missing) this.stages.set(id, [])
    for (const stage of await load(missing)) this.stages.get(stage.job_id)!.push(stage)
  }

  jobStages(jobId: string): JobStage[] {
    return this.stages.get(jobId) ?? []
  }

  stage(jobId: string, name: string, loc: Loc): JobStage {
    const stage = this.jobStages(jobId).find((s) => byName(s.name) === byName(name))
    if (!stage) throw recordError(loc, `The job has no stage named "${name}"`, 'not_found')
    return stage
  }

  async rejectionReason(handle: Handle, code: string, loc: Loc): Promise<void> {
    if (!this.reasons.has(code)) this.reasons.set(code, await this.catalog.isRejectionReason(handle, this.tenantId, code))
    if (!this.reasons.get(code)) throw recordError(loc, `"${code}" is not one of the company's rejection reasons`)
  }

  async source(handle: Handle, value: string, loc: Loc): Promise<void> {
    if (!this.sources.has(value)) this.sources.set(value, await this.catalog.isKnownSource(handle, this.tenantId, value))
    if (!this.sources.get(value)) throw recordError(loc, `"${value}" is not a source kind or one of the company's custom sources`)
  }
}

/** Makes the applications a batch names known, reading those from earlier imports in one query. */
export async function loadApplications(
  ctx: RunContext,
  externalIds: Iterable<string>,
  find: (ids: string[]) => Promise<{ id: string; external_id: string | null; candidate_id: string; job_id: string }[]>,
): Promise<void> {
  for (const app of await find(ctx.unknown('application', externalIds))) {
    ctx.known.application.set(app.external_id!, { id: app.id, candidate_id: app.candidate_id, job_id: app.job_id })
  }
}

/**
 * What a batch of records that hang off applications (interviews, evaluations, offers) needs
 * first: the writer of the batch, opened by the module that owns them, and the applications
 * they name, made known to the run.
 */
export async function prepareApplicationChildren<Input extends { external_id: string }>(
  trx: Transaction<DB>,
  ctx: RunContext,
  records: readonly { external_id: string; application_external_id: string }[],
  owner: RecordImporter<Input>,
  applications: Pick<ApplicationImports, 'findImportedRows'>,
): Promise<ImportWriter<Input>> {
  const writer = await owner.openImport(
    trx,
    ctx.tenantId,
    records.map((r) => r.external_id),
  )
  await loadApplications(
    ctx,
    records.map((r) => r.application_external_id),
    (ids) => applications.findImportedRows(trx, ctx.tenantId, ids),
  )
  return writer
}
