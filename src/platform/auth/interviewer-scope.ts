import { NotFound } from '../errors.ts'
import type { Actor } from './principal.ts'
import type { Handle } from '../../db/database.ts'

/**
 * An interviewer reads the candidates and applications behind the interviews they are on, and
 * nothing else of them. The interviews module knows who is on what; the modules holding the
 * records ask it through this.
 */
export interface InterviewerScope {
  isInterviewerOn(handle: Handle, tenantId: string, userId: string, applicationId: string): Promise<boolean>
  isInterviewerOfCandidate(handle: Handle, tenantId: string, userId: string, candidateId: string): Promise<boolean>
}

/** 404 for an interviewer outside the record, like a record that does not exist; other roles pass. */
export async function assertInterviewerSees(
  scope: InterviewerScope,
  handle: Handle,
  actor: Actor,
  record: { applicationId: string } | { candidateId: string },
  what: string,
): Promise<void> {
  if (actor.role !== 'interviewer') return
  const sees =
    actor.userId !== null &&
    ('applicationId' in record
      ? await scope.isInterviewerOn(handle, actor.tenantId, actor.userId, record.applicationId)
      : await scope.isInterviewerOfCandidate(handle, actor.tenantId, actor.userId, record.candidateId))
  if (!sees) throw new NotFound(what)
}
