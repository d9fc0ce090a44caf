import { expectJson } from './http.ts'
import type { Service } from './service.ts'
import type { BenchTenant } from './tenants.ts'

const TITLES = ['Backend Engineer', 'Product Designer', 'Data Analyst', 'Sales Executive', 'HR Generalist', 'QA Engineer']
const DEPARTMENTS = ['Engineering', 'Design', 'Data', 'Sales', 'People', 'Quality']
const LOCATIONS = ['Ho Chi Minh City', 'Hanoi', 'Da Nang', 'Remote']
const SETUPS = ['onsite', 'hybrid', 'remote', 'flexible'] as const
// A few hundred bytes, about what a short job ad weighs, so the list pages carry real payloads.
const DESCRIPTION =
  '<p>We are looking for someone who enjoys working with a small, friendly team.</p>' +
  '<ul><li>Own your work from idea to release</li><li>Review and be reviewed</li><li>Learn every week</li></ul>' +
  '<p>Competitive salary, flexible hours and a yearly learning budget.</p>'

export interface SeededJobs {
  created: number
  /** Open and public: what the career page lists. */
  openPublic: number
  seconds: number
}

/** Runs `work(0 … count-1)` with at most `limit` calls in flight. */
async function inPool(count: number, limit: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < count) await work(next++)
  }
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker))
}

/**
 * `count` jobs in the tenant through the real API (POST /jobs, PATCH /jobs/{id}/status, PUT
 * /jobs/{id}): every tenth stays a draft and every tenth-plus-five is open but taken off the
 * career page, so the public list has its filters to apply (800 of 1,000 open and public).
 */
export async function seedJobs(service: Service, tenant: BenchTenant, count: number, inFlight = 8): Promise<SeededJobs> {
  const api = `${service.origin}/api/v1`
  const started = performance.now()
  let openPublic = 0
  await inPool(count, inFlight, async (i) => {
    const created = await expectJson(201, 'POST', `${api}/jobs`, {
      token: tenant.token,
      body: {
        title: `${TITLES[i % TITLES.length]} ${i + 1}`,
        department: DEPARTMENTS[i % DEPARTMENTS.length],
        location_display: LOCATIONS[i % LOCATIONS.length],
        work_setup: SETUPS[i % SETUPS.length],
        salary_min: 1000 + (i % 7) * 250,
        salary_max: 3000 + (i % 7) * 250,
        currency: 'USD',
        description_html: DESCRIPTION,
      },
    })
    if (i % 10 === 0) return
    const { id } = created.json as { id: string }
    await expectJson(200, 'PATCH', `${api}/jobs/${id}/status`, { token: tenant.token, body: { status: 'open' } })
    // Opening publishes the job; taking it off the career page is a separate edit.
    if (i % 10 === 5) await expectJson(200, 'PUT', `${api}/jobs/${id}`, { token: tenant.token, body: { is_public: false } })
    else openPublic++
  })
  return { created: count, openPublic, seconds: (performance.now() - started) / 1000 }
}
