import type { InterviewerScope } from '../../platform/auth/interviewer-scope.ts'
import * as repo from './interviews.repository.ts'

/**
 * Who is on which interview, read from the interviews' own table. Candidates and applications
 * check an interviewer's reach through this, without the interviews service, which is built on
 * theirs.
 */
export const interviewerScope: InterviewerScope = {
  isInterviewerOn: repo.isInterviewerOn,
  isInterviewerOfCandidate: repo.isInterviewerOfCandidate,
}
