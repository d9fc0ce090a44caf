export const ROLES = ['admin', 'recruiter', 'hiring_manager', 'interviewer'] as const
export type Role = (typeof ROLES)[number]

/** Role sets that routes name, so that who may do what reads the same everywhere. */
export const ALL_ROLES: readonly Role[] = ROLES
export const ADMIN: readonly Role[] = ['admin']
export const RECRUITING: readonly Role[] = ['admin', 'recruiter']
