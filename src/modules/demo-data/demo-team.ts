import type { Role } from '../../platform/auth/roles.ts'
import type { StageInput } from '../pipelines/pipelines.service.ts'

export interface DemoMember {
  email: string
  full_name: string
  role: Role
}

/**
 * The people a demo history names: recruiters who own the jobs and move candidates, a hiring
 * manager who reviews and decides, interviewers who meet candidates. Their addresses are under
 * the reserved `.example` domain, so no real mailbox or Google account can ever be theirs.
 */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  { email: 'thuha.tran@demo-team.example', full_name: 'Trần Thu Hà', role: 'recruiter' },
  { email: 'minhtuan.nguyen@demo-team.example', full_name: 'Nguyễn Minh Tuấn', role: 'recruiter' },
  { email: 'quocbao.pham@demo-team.example', full_name: 'Phạm Quốc Bảo', role: 'hiring_manager' },
  { email: 'hoanglong.le@demo-team.example', full_name: 'Lê Hoàng Long', role: 'interviewer' },
  { email: 'ngocanh.vu@demo-team.example', full_name: 'Vũ Ngọc Ánh', role: 'interviewer' },
  { email: 'ducthang.do@demo-team.example', full_name: 'Đỗ Đức Thắng', role: 'interviewer' },
]

/** The second pipeline the demo uses, for technical roles: an assessment and a manager review. */
export const DEMO_TEMPLATE = {
  name: 'Tech hiring',
  stages: [
    { name: 'Applied', stage_type: 'applied' },
    { name: 'CV screening', stage_type: 'screening' },
    { name: 'Technical assessment', stage_type: 'assessment', is_optional: true },
    { name: 'Technical interview', stage_type: 'interview' },
    { name: 'Hiring manager review', stage_type: 'hm_review' },
    { name: 'Offer', stage_type: 'offer' },
    { name: 'Hired', stage_type: 'hired', is_terminal: true },
  ] satisfies StageInput[],
}
