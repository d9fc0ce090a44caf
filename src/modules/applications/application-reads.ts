import type { Database } from '../../db/database.ts'
import { assertInterviewerSees, type InterviewerScope } from '../../platform/auth/interviewer-scope.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { NotFound } from '../../platform/errors.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import { searchTermOf } from '../candidates/normalize.ts'
import { presentApplication, viewApplication as view } from './application-view.ts'
import * as repo from './applications.repository.ts'
import { presentTransition } from './transitions.ts'

export interface ApplicationReadsDeps {
  db: Database
  /** Which applications an interviewer may read (the interviews module's table knows). */
  interviewerScope: InterviewerScope
}

/** Reading applications and their histories as the API shows them. */
export function createApplicationReads({ db, interviewerScope }: ApplicationReadsDeps) {
  return {
    async list(actor: Actor, filter: repo.ApplicationFilter, page: PageRequest) {
      const search = filter.search ? searchTermOf(filter.search) : undefined
      return mapPage(await repo.listViews(db, actor.tenantId, { ...filter, search: search || undefined }, page), presentApplication)
    },

    async get(actor: Actor, id: string) {
      await assertInterviewerSees(interviewerScope, db, actor, { applicationId: id }, 'Application')
      return view(db, actor.tenantId, id)
    },

    async history(actor: Actor, id: string, page: PageRequest) {
      await assertInterviewerSees(interviewerScope, db, actor, { applicationId: id }, 'Application')
      if (!(await repo.findApplication(db, actor.tenantId, id))) throw new NotFound('Application')
      return mapPage(await repo.listTransitions(db, actor.tenantId, id, page), presentTransition)
    },
  }
}
