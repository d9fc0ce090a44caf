import type { ApplicationImports } from '../applications/applications.port.ts'
import type { InterviewImport, InterviewImports } from '../interviews/interviews.port.ts'
import { prepareApplicationChildren, type RunContext } from './import-context.ts'
import type { PrepareBatch } from './import-kind.ts'
import type { ImportInterviewRecord } from './import-records.schemas.ts'

interface Deps {
  interviews: InterviewImports
  applications: Pick<ApplicationImports, 'findImportedRows'>
}

function toImport(ctx: RunContext, record: ImportInterviewRecord): InterviewImport {
  const app = ctx.ref('application', record.application_external_id, ['application_external_id'])
  return {
    external_id: record.external_id,
    application: app,
    fields: {
      interview_round: record.interview_round,
      scheduled_at: new Date(record.scheduled_at),
      duration_minutes: record.duration_minutes,
      location: record.location ?? null,
      meeting_link: record.meeting_link ?? null,
      comments: record.comments?.trim() || null,
      status: record.status ?? 'scheduled',
      result: record.result ?? 'pending',
      rating: record.rating ?? null,
      interviewer_ids: (record.interviewer_emails ?? []).map((email, i) => ctx.member(email, ['interviewer_emails', i]).id),
      is_self_schedule: record.is_self_schedule ?? false,
      created_by: ctx.options.actorId,
    },
    round_number: record.round_number,
    created_at: new Date(record.created_at),
    is_demo: ctx.options.isDemo,
  }
}

export function prepareInterviews({ interviews, applications }: Deps): PrepareBatch<ImportInterviewRecord> {
  return async (trx, ctx, records) => {
    const writer = await prepareApplicationChildren(trx, ctx, records, interviews, applications)
    return async (trx, record) => {
      const input = toImport(ctx, record)
      const { id, outcome } = await writer.write(trx, input)
      return { id, outcome, remember: () => ctx.known.interview.set(record.external_id, { id, application_id: input.application.id }) }
    }
  }
}
