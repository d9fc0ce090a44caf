import pg from 'pg'
import { startQueryBaseline } from '../lib/baseline.ts'
import { seedCandidates } from '../lib/candidates.ts'
import { expectJson } from '../lib/http.ts'
import type { Target } from '../lib/load.ts'
import type { Scenario } from '../lib/scenario.ts'
import { wholeFromEnv } from '../lib/settings.ts'
import { captureStatements } from '../lib/statement-capture.ts'
import { applicantOf, openJobForSubmissions, SUBMISSIONS_GOAL_PER_SECOND } from '../lib/submissions.ts'
import { recordSubmission, roundTripsOf, submissionReplayer, type Statement } from '../lib/submission-replay.ts'
import { provisionTenant } from '../lib/tenants.ts'

const CANDIDATES = 100_000
// Lowercase letters only: the search text folds the name and e-mail, and must keep the token as is.
const MARKER = 'recordedapplicant'
/** The tables whose own triggers keep the live counts and the metrics' facts and tallies. */
const TRIGGERED_TABLES = ['candidates', 'applications', 'stage_transitions']
/** The two indexes candidate search reads (migrations 0017 and 0019). */
const SEARCH_INDEXES = ['candidates_tenant_search_idx', 'candidates_search_prefix_idx']

const abbreviated = ({ text, values }: Statement) =>
  `  ${text.replace(/\s+/g, ' ').slice(0, 120)}${text.length > 120 ? ' …' : ''} (${values.length} parameters)`

/**
 * Where a career-page submission's cost lies, on PostgreSQL: the service's route beside the
 * same statements sent again by a bare route, the same number of round trips doing nothing,
 * and the statements again with parts of the schema taken away. The submissions' goal is a
 * figure for the whole machine; this shows how much of it the database's part leaves.
 */
export const submissionCost: Scenario = {
  name: 'submission-cost',
  description:
    'POST /api/v1/public/applications/submit (JSON, new applicant each time) with BENCH_CANDIDATES (default 100,000) candidates in the tenant, ' +
    'beside a bare route sending the statements one submission sent (fresh ids, codes and e-mail each time), the same number of empty round trips, ' +
    "and those statements without the tables' triggers, again as they are, and without the candidate search indexes (PostgreSQL only)",
  connections: 16,
  async setup(ctx) {
    const { service } = ctx
    const pool = service.database.pool
    if (!pool || !service.database.url) {
      return { targets: [], notes: ['submission-cost: not run, it reads the statements node-postgres sends; set BENCH_DATABASE_URL'] }
    }
    const candidateCount = wholeFromEnv('BENCH_CANDIDATES', CANDIDATES, 100)
    const tenant = await provisionTenant(service)
    const db = service.database.db
    ctx.log(`seeding ${candidateCount} candidates with direct SQL`)
    const seeded = await seedCandidates(db, tenant.id, candidateCount)
    const { jobId, submitPath, target: submitService } = await openJobForSubmissions(service, tenant)

    // One submission first, so that the recorded one is not the tenant's first (its counters' rows exist).
    await expectJson(201, 'POST', submitPath, { body: { job_id: jobId, ...applicantOf('firstapplicant') } })
    const { statements } = await captureStatements(() =>
      expectJson(201, 'POST', submitPath, { body: { job_id: jobId, ...applicantOf(MARKER) } }),
    )
    const recorded = recordSubmission(statements, tenant)

    // Like the service's own connections for codes (src/db/database.ts): the counter's bump commits without waiting for the disk.
    const own = new pg.Pool({ connectionString: service.database.url, max: 2, options: '-c synchronous_commit=off' })
    ctx.defer(() => own.end())
    const replay = submissionReplayer(pool, own, recorded, MARKER)
    const roundTrips = roundTripsOf(pool, own, recorded)
    const bare = await startQueryBaseline({
      '/replay': async () => {
        await replay()
        return { ok: true }
      },
      '/round-trips': async () => {
        await roundTrips()
        return { ok: true }
      },
    })
    ctx.defer(() => bare.close())
    // A replay must write what a submission writes: one more application each.
    const applications = async () =>
      Number((await pool.query<{ n: string }>('select count(*) as n from applications where tenant_id = $1', [tenant.id])).rows[0]!.n)
    const before = await applications()
    await expectJson(200, 'GET', `${bare.origin}/replay`)
    if ((await applications()) !== before + 1) throw new Error('a replay did not add exactly one application')

    const replayTarget = (name: string): Target => ({ name, url: `${bare.origin}/replay` })
    const alter = async (statements: string[]) => {
      for (const statement of statements) await pool.query(statement)
    }
    return {
      // Each part of the schema is taken away on its own, and the replay as it is is measured again
      // between them: the tables grow with every target, and the two plain replays show how much
      // that (or the machine) moved the figures.
      targets: [
        submitService,
        replayTarget('submit-sql'),
        { name: 'round-trips', url: `${bare.origin}/round-trips` },
        replayTarget('submit-sql-no-triggers'),
        replayTarget('submit-sql-again'),
        replayTarget('submit-sql-no-search-indexes'),
      ],
      beforeTarget: {
        'submit-sql-no-triggers': () => alter(TRIGGERED_TABLES.map((t) => `ALTER TABLE ${t} DISABLE TRIGGER USER`)),
        'submit-sql-again': () => alter(TRIGGERED_TABLES.map((t) => `ALTER TABLE ${t} ENABLE TRIGGER USER`)),
        'submit-sql-no-search-indexes': () => alter(SEARCH_INDEXES.map((index) => `DROP INDEX ${index}`)),
      },
      ratios: [{ of: 'submit-service', to: 'submit-sql' }],
      throughputGoals: [
        {
          label: `submissions >= ${SUBMISSIONS_GOAL_PER_SECOND}/s from 16 connections`,
          target: 'submit-service',
          atLeastPerSecond: SUBMISSIONS_GOAL_PER_SECOND,
        },
        {
          label: `a submission's statements alone >= ${SUBMISSIONS_GOAL_PER_SECOND}/s (what the goal leaves the service)`,
          target: 'submit-sql',
          atLeastPerSecond: SUBMISSIONS_GOAL_PER_SECOND,
        },
      ],
      notes: [
        `seeded ${candidateCount} candidates in ${(seeded.insertSeconds + seeded.vacuumSeconds).toFixed(1)} s`,
        [
          `the recorded submission: ${recorded.outside.length} statements outside its transaction, ${recorded.transaction.length} in it (begin and commit included), ` +
            `${recorded.newIds.length} new rows' ids replaced on each replay`,
          'outside:',
          ...recorded.outside.map(abbreviated),
          'transaction:',
          ...recorded.transaction.map(abbreviated),
          `round-trips sends as many statements, each "select $1::text"; submit-sql-no-triggers: ${TRIGGERED_TABLES.join(', ')} with their own triggers disabled ` +
            `(foreign keys still checked); submit-sql-again: enabled again; submit-sql-no-search-indexes: without ${SEARCH_INDEXES.join(' and ')}`,
        ].join('\n'),
      ],
    }
  },
}
