export const ROLES = ['admin', 'recruiter', 'hiring_manager', 'interviewer'] as const
export type Role = (typeof ROLES)[number]

/** Role sets that routes name, so that who may do what reads the same everywhere. */
export const ALL_ROLES: readonly Role[] = ROLES
export const ADMIN: readonly Role[] = ['admin']
export const RECRUITING: readonly Role[] = ['admin', 'recruiter']
/** Who may read jobs and their pipelines: hiring managers follow the jobs they hire for. */
export const JOB_READERS: readonly Role[] = ['admin', 'recruiter', 'hiring_manager']
