import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import { NotFound, ValidationFailed } from '../../platform/errors.ts'
import type { ApplicationsService } from '../applications/applications.service.ts'
import type { CandidatesService } from '../candidates/candidates.service.ts'
import type { JobsService } from '../jobs/jobs.service.ts'
import type { PipelinesService } from '../pipelines/pipelines.service.ts'
import type { UsersService } from '../users/users.service.ts'
import type { PlaceholderValues } from './rendering.ts'

export interface RecipientDeps {
  candidates: Pick<CandidatesService, 'findActive' | 'lockActive'>
  applications: Pick<ApplicationsService, 'findForRecord'>
  jobs: Pick<JobsService, 'findForApplication'>
  pipelines: Pick<PipelinesService, 'stagesOfJob'>
  users: Pick<UsersService, 'members'>
}

export interface RecipientRequest {
  candidate_id: string
  application_id?: string | null | undefined
  /** The member sending, when the content names them; null for automatic mail. */
  senderId: string | null
  /** Read by the caller before its transaction, when the content names it: the tenants module reads outside of one. */
  companyName: string
  /** Lock the candidate until the transaction ends, so that an erasure cannot slip in before the message is queued. */
  lock: boolean
}

export interface Recipient {
  candidate_id: string
  application_id: string | null
  /** The candidate's address; null when they have none. */
  to: string | null
  /** Why no mail may go to this candidate; null when it may. */
  refusal: string | null
  values: PlaceholderValues
}

/**
 * The candidate (and application) a message is for, with every placeholder's value, read in the
 * caller's transaction through the modules that own them. An unknown candidate or application
 * is 404; an application of another candidate is 422.
 */
export async function loadRecipient(
  trx: Transaction<DB>,
  tenantId: string,
  deps: RecipientDeps,
  request: RecipientRequest,
): Promise<Recipient> {
  const candidate = request.lock
    ? await deps.candidates.lockActive(trx, tenantId, request.candidate_id)
    : await deps.candidates.findActive(trx, tenantId, request.candidate_id)
  if (!candidate) throw new NotFound('Candidate')

  let job = { title: '', code: '' }
  let stageName = ''
  if (request.application_id) {
    const application = await deps.applications.findForRecord(trx, tenantId, request.application_id)
    if (!application) throw new NotFound('Application')
    if (application.candidate_id !== candidate.id) {
      throw ValidationFailed.single(['body', 'application_id'], 'This application is not one of the candidate’s', 'value_error')
    }
    const row = await deps.jobs.findForApplication(trx, tenantId, application.job_id)
    if (row) job = { title: row.title, code: row.code }
    const stages = await deps.pipelines.stagesOfJob(trx, tenantId, application.job_id)
    stageName = stages.find((s) => s.id === application.current_stage_id)?.name ?? ''
  }
  const [sender] = request.senderId ? await deps.users.members(trx, tenantId, [request.senderId]) : []

  return {
    candidate_id: candidate.id,
    application_id: request.application_id ?? null,
    to: candidate.email,
    refusal: refusalOf(candidate),
    values: {
      'candidate.full_name': candidate.full_name,
      'candidate.email': candidate.email ?? '',
      'candidate.code': candidate.code,
      'job.title': job.title,
      'job.code': job.code,
      'application.stage_name': stageName,
      'company.name': request.companyName,
      'sender.full_name': sender?.full_name ?? '',
    },
  }
}

function refusalOf(candidate: { email: string | null; is_anonymized: boolean; is_blacklisted: boolean }): string | null {
  if (candidate.is_anonymized) return 'The candidate was anonymized: no mail can be sent to them'
  if (candidate.is_blacklisted) return 'The candidate is blacklisted: no mail is sent to them'
  if (!candidate.email) return 'The candidate has no e-mail address'
  return null
}
