import type { OpenAPIV3_1 } from 'openapi-types'

/**
 * The document's tags in the order a reader meets them: signing in first, then the records of
 * the hiring process, the public side, integrations, administration, and the Data API last with
 * the operator's and the health probes. Every tag a route uses must be here (the OpenAPI lint
 * test checks it), and reference UIs show the sections in this order.
 */
/** The tag of the document's `webhooks`: what the service sends, rather than routes it answers. */
export const WEBHOOK_EVENTS_TAG = 'Webhook events'

export const TAGS: OpenAPIV3_1.TagObject[] = [
  {
    name: 'Authentication',
    description:
      'Sign in (password, Google, or an invitation) for an access token and a refresh token. Send the access token as ' +
      '`Authorization: Bearer …`; when it expires (401), exchange the refresh token once for a new pair.',
  },
  { name: 'Users', description: 'The members of the company, their roles, and invitations.' },
  { name: 'Jobs', description: 'Openings: draft, open, paused or closed, each with its own copy of a pipeline.' },
  { name: 'Job pipelines', description: 'The stages of one job, which its applications move through.' },
  { name: 'Pipeline templates', description: 'Lists of stages that new jobs copy.' },
  { name: 'Candidates', description: 'People, with their contact details, CV data and duplicates.' },
  { name: 'Applications', description: 'A candidate on a job: stage moves, status, notes and history.' },
  { name: 'Talent pool', description: 'Candidates kept for later openings.' },
  { name: 'Interviews', description: 'Scheduled interviews, and links that let candidates pick a time.' },
  { name: 'Evaluations', description: 'Scorecards of applications, drafted then submitted.' },
  { name: 'Offers', description: 'Offers and their versions, and the candidate’s answer.' },
  { name: 'E-mail', description: 'Templates and the messages sent to candidates, with delivery and open tracking.' },
  { name: 'CV parsing', description: 'Reading CVs into candidate fields, and the CVs kept on candidates.' },
  { name: 'Catalog', description: 'The company’s lookup lists: rejection reasons, custom sources, departments.' },
  { name: 'Career pages', description: 'The company’s public career pages: content, theme, images, publishing.' },
  { name: 'Public career endpoints', description: 'Open jobs and applying to them, without signing in; limited per client address.' },
  { name: 'Public', description: 'Other routes without sign-in: published pages, their images, interview booking, e-mail opens.' },
  { name: 'Webhooks', description: 'Endpoints that receive signed events, and their deliveries.' },
  { name: WEBHOOK_EVENTS_TAG, description: 'The events the service posts to those endpoints, one payload each.' },
  { name: 'Imports', description: 'Bringing historical records over from another system.' },
  { name: 'Audit log', description: 'Who changed what; entries cannot be changed or deleted.' },
  { name: 'Settings', description: 'Company-wide settings.' },
  { name: 'API keys', description: 'Read-only keys for the Data API.' },
  { name: 'Demo data', description: 'Filling a company with a sample history, and removing it.' },
  {
    name: 'Data API',
    description:
      'Read-only tables and metrics for reports, opened by an API key (`Authorization: Bearer rk_live_…`). Paged by ' +
      '`page`/`page_size`, limited per key per minute and per day (429 with `Retry-After`), errors as `{detail: {code, message}}`.',
  },
  { name: 'Platform', description: 'The operator’s API, opened by the platform token.' },
  { name: 'Health', description: 'Probes for load balancers and orchestrators.' },
]
