import type { Handle } from '../../db/database.ts'
import type { ValidationIssue } from '../../platform/errors.ts'
import type { InterviewsService } from '../interviews/interviews.service.ts'
import type { PipelinesService } from '../pipelines/pipelines.service.ts'

// Checks shared by recording an evaluation, changing one, and importing one.

export const blankToNull = (text: string | null | undefined) => (text === undefined ? undefined : text?.trim() || null)

interface Deps {
  interviews: Pick<InterviewsService, 'findForRecord'>
  pipelines: Pick<PipelinesService, 'stagesOfJob'>
}

export function evaluationChecks({ interviews, pipelines }: Deps) {
  /** The interview and stage an evaluation points at must belong to its application and job. */
  async function referenceIssues(
    handle: Handle,
    tenantId: string,
    target: { applicationId: string; jobId: string },
    refs: { interview_id?: string | null; stage_id?: string | null },
  ): Promise<ValidationIssue[]> {
    const issues: ValidationIssue[] = []
    if (refs.interview_id) {
      const interview = await interviews.findForRecord(handle, tenantId, refs.interview_id)
      if (interview?.application_id !== target.applicationId) {
        issues.push({ loc: ['body', 'interview_id'], msg: 'Must be an interview of the same application', type: 'value_error' })
      }
    }
    if (refs.stage_id) {
      const stages = await pipelines.stagesOfJob(handle, tenantId, target.jobId)
      if (!stages.some((s) => s.id === refs.stage_id)) {
        issues.push({ loc: ['body', 'stage_id'], msg: 'Must be a stage of the application’s job', type: 'value_error' })
      }
    }
    return issues
  }

  return { referenceIssues }
}

export type EvaluationChecks = ReturnType<typeof evaluationChecks>
