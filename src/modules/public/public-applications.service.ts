import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.ts'
import { SNIFFED_TYPES } from '../../platform/files/sniff.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import { acceptUpload, recordFile, storeThen } from '../../platform/files/stored-upload.ts'
import type { Upload } from '../../platform/files/upload.ts'
import type { ApplicationsService } from '../applications/applications.service.ts'
import type { CandidatesService } from '../candidates/candidates.service.ts'
import type { CvParseQueue } from '../cv-parsing/cv-parsing.port.ts'
import type { EmailsService } from '../emails/emails.service.ts'
import { normalizeEmail } from '../candidates/normalize.ts'
import type { JobsService } from '../jobs/jobs.service.ts'
import type { TenantsService } from '../tenants/tenants.service.ts'
import { lockNames } from '../../db/locks.ts'

export interface Submission {
  job_id?: string
  job_identifier?: string
  full_name: string
  email: string
  phone?: string
  cover_letter?: string
  consent: boolean
  captcha_token?: string
}

const CV_TYPES: readonly string[] = [SNIFFED_TYPES.pdf, SNIFFED_TYPES.docx]

/** The one refusal a person can mend by what they type (another e-mail); the career site shows it beside that field. */
export class AlreadyApplied extends Conflict {
  constructor() {
    super('An application with this e-mail was already received for this job')
  }
}

interface Deps {
  db: Database
  storage: FileStorage
  tenants: Pick<TenantsService, 'findByCode'>
  jobs: Pick<JobsService, 'findForSubmission'>
  candidates: Pick<CandidatesService, 'createIn' | 'lookalikes'>
  applications: Pick<ApplicationsService, 'createForNewCandidate' | 'hasLiveApplication'>
  /** Mails the company's acknowledgement, when it chose one, with the submission. */
  emails: Pick<EmailsService, 'acknowledge'>
  /** Has the CV read after the response, filling the candidate's empty fields. */
  cvParses: CvParseQueue
  now: () => number
}

/**
 * An application sent from a career page: the candidate (as they typed themselves in), their
 * application in the job's first stage, and the CV they attached, all or nothing.
 */
export function createPublicApplicationsService({ db, storage, tenants, jobs, candidates, applications, emails, cvParses, now }: Deps) {
  function checkSubmission(submission: Submission): void {
    const issues = []
    if (submission.consent !== true) {
      issues.push({ loc: ['body', 'consent'], msg: 'Consent to the processing of personal data is required', type: 'consent_required' })
    }
    if (!submission.job_id && !submission.job_identifier) {
      issues.push({ loc: ['body', 'job_id'], msg: 'Give job_id or job_identifier', type: 'missing' })
    }
    if (issues.length) throw new ValidationFailed(issues)
  }

  return {
    async submit(tenantCode: string, submission: Submission, cv: Upload | undefined, requestId: string) {
      checkSubmission(submission)
      const cvFile = cv ? acceptUpload(cv, CV_TYPES, () => 'A CV must be a PDF or a Word (.docx) document') : undefined
      const tenant = await tenants.findByCode(tenantCode)
      if (!tenant) throw new NotFound('Tenant')
      const actor: Actor = { tenantId: tenant.id, userId: null, role: null, actorType: 'public', requestId }
      const email = normalizeEmail(submission.email)!

      const work = (trx: Transaction<DB>) =>
        (async () => {
          const job = await jobs.findForSubmission(trx, tenant.id, submission)
          if (!job) throw new NotFound('Job')
          if (job.status !== 'open' || !job.is_public) throw new Conflict('This job is not taking applications')
          // Identical submissions racing each other queue here; the first one in wins.
          await lockNames(trx, `submit:${tenant.id}:${job.id}:${email}`)
          // Who the applicant may already be, read once: an earlier record with their e-mail that
          // applied to this job refuses the submission; the earliest with their e-mail or phone is
          // the one the new record is flagged a copy of.
          const person = { email: submission.email, phone: submission.phone ?? null }
          const lookalikes = await candidates.lookalikes(trx, tenant.id, person)
          const sameEmail = lookalikes.filter((other) => other.email_normalized === email).map((other) => other.id)
          if (await applications.hasLiveApplication(trx, tenant.id, sameEmail, job.id)) {
            throw new AlreadyApplied()
          }
          const candidate = await candidates.createIn(
            trx,
            actor,
            { full_name: submission.full_name, ...person, source: 'career_page' },
            { created_via: 'public_form' },
            lookalikes,
          )
          const application = await applications.createForNewCandidate(trx, actor, {
            job,
            candidate_id: candidate.id,
            source: 'career_page',
            applied_date: new Date(now()),
            notes: submission.cover_letter?.trim() || undefined,
          })
          if (cvFile) {
            await recordFile(trx, tenant.id, cvFile, { purpose: 'cv', resourceId: candidate.id, createdBy: null })
            await cvParses.queue(trx, tenant.id, {
              origin: 'public_submission',
              candidateId: candidate.id,
              file: { id: cvFile.id, filename: cvFile.filename, contentType: cvFile.contentType, byteSize: cvFile.bytes.length },
              createdBy: null,
            })
          }
          await emails.acknowledge(trx, actor, { candidateId: candidate.id, applicationId: application.id, companyName: tenant.name })
          return { application_id: application.id, candidate_code: candidate.code, job_code: job.code }
        })()

      // A refused submission leaves no file behind (see stored-upload.ts).
      const receipt = await storeThen(storage, tenant.id, cvFile, () => db.transaction().execute(work))
      return { ...receipt, message: 'Thank you, your application was received.' }
    },
  }
}

export type PublicApplicationsService = ReturnType<typeof createPublicApplicationsService>
