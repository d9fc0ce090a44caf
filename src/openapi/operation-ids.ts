/**
 * The name of every operation in the OpenAPI document, keyed by method and path as the document
 * writes them. Generated clients turn these into method names (`client.listJobs()`), so they
 * are part of the API: once published, a name is not changed. A route without a name here fails
 * the OpenAPI tests; so does a name left behind by a route that is gone.
 *
 * Verbs: `list` (a page of records), `get` (one), `create`, `update`, `delete`; an action is
 * named by what it does (`moveApplication`, `publishCareerPage`).
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  // Health, outside /api/v1
  'GET /healthz': 'getHealth',
  'GET /readyz': 'getReadiness',

  // Authentication
  'POST /api/v1/auth/login': 'login',
  'POST /api/v1/auth/refresh': 'refreshTokens',
  'POST /api/v1/auth/google': 'loginWithGoogle',
  'POST /api/v1/auth/accept-invitation': 'acceptInvitation',
  'POST /api/v1/auth/logout': 'logout',
  'GET /api/v1/auth/me': 'getMe',

  // Users
  'GET /api/v1/users': 'listUsers',
  'GET /api/v1/users/{id}': 'getUser',
  'PATCH /api/v1/users/{id}': 'updateUser',
  'POST /api/v1/users/invitations': 'inviteUser',

  // Jobs and their pipelines
  'GET /api/v1/jobs': 'listJobs',
  'POST /api/v1/jobs': 'createJob',
  'POST /api/v1/jobs/bulk-status': 'bulkChangeJobStatus',
  'GET /api/v1/jobs/{id}': 'getJob',
  'PUT /api/v1/jobs/{id}': 'updateJob',
  'DELETE /api/v1/jobs/{id}': 'deleteJob',
  'PATCH /api/v1/jobs/{id}/status': 'changeJobStatus',
  'GET /api/v1/jobs/{id}/pipeline': 'getJobPipeline',
  'POST /api/v1/jobs/{id}/pipeline/stages': 'addJobStage',
  'PUT /api/v1/jobs/{id}/pipeline/stages/{stage_id}': 'updateJobStage',
  'DELETE /api/v1/jobs/{id}/pipeline/stages/{stage_id}': 'deleteJobStage',
  'PUT /api/v1/jobs/{id}/pipeline/order': 'reorderJobStages',

  // Pipeline templates
  'GET /api/v1/pipeline-templates': 'listPipelineTemplates',
  'POST /api/v1/pipeline-templates': 'createPipelineTemplate',
  'GET /api/v1/pipeline-templates/{id}': 'getPipelineTemplate',
  'PUT /api/v1/pipeline-templates/{id}': 'updatePipelineTemplate',
  'DELETE /api/v1/pipeline-templates/{id}': 'deletePipelineTemplate',

  // Candidates
  'GET /api/v1/candidates': 'listCandidates',
  'POST /api/v1/candidates': 'createCandidate',
  'GET /api/v1/candidates/{id}': 'getCandidate',
  'PUT /api/v1/candidates/{id}': 'updateCandidate',
  'DELETE /api/v1/candidates/{id}': 'deleteCandidate',
  'POST /api/v1/candidates/{id}/not-duplicate': 'markCandidateNotDuplicate',
  'POST /api/v1/candidates/{id}/merge': 'mergeCandidate',
  'POST /api/v1/candidates/{id}/anonymize': 'anonymizeCandidate',
  'PUT /api/v1/candidates/{id}/avatar': 'uploadCandidateAvatar',
  'GET /api/v1/candidates/{id}/avatar': 'getCandidateAvatar',
  'POST /api/v1/candidates/{id}/cv': 'attachCandidateCv',
  'GET /api/v1/candidates/{id}/cv': 'getCandidateCv',

  // Applications
  'GET /api/v1/applications': 'listApplications',
  'POST /api/v1/applications': 'createApplication',
  'POST /api/v1/applications/bulk-move': 'bulkMoveApplications',
  'POST /api/v1/applications/bulk-status': 'bulkChangeApplicationStatus',
  'GET /api/v1/applications/{id}': 'getApplication',
  'DELETE /api/v1/applications/{id}': 'removeApplication',
  'POST /api/v1/applications/{id}/move': 'moveApplication',
  'POST /api/v1/applications/{id}/status': 'changeApplicationStatus',
  'POST /api/v1/applications/{id}/notes': 'addApplicationNote',
  'GET /api/v1/applications/{id}/history': 'listApplicationHistory',

  // Talent pool
  'GET /api/v1/talent-pool': 'listTalentPool',
  'POST /api/v1/talent-pool': 'addToTalentPool',
  'DELETE /api/v1/talent-pool/{candidate_id}': 'removeFromTalentPool',

  // Interviews
  'GET /api/v1/interviews': 'listInterviews',
  'POST /api/v1/interviews': 'scheduleInterview',
  'POST /api/v1/interviews/self-schedule-links': 'createSelfScheduleLink',
  'GET /api/v1/interviews/{id}': 'getInterview',
  'PUT /api/v1/interviews/{id}': 'updateInterview',
  'POST /api/v1/interviews/{id}/status': 'changeInterviewStatus',

  // Evaluations
  'GET /api/v1/evaluations': 'listEvaluations',
  'POST /api/v1/evaluations': 'createEvaluation',
  'GET /api/v1/evaluations/{id}': 'getEvaluation',
  'PUT /api/v1/evaluations/{id}': 'updateEvaluation',
  'POST /api/v1/evaluations/{id}/submit': 'submitEvaluation',

  // Offers
  'GET /api/v1/offers': 'listOffers',
  'POST /api/v1/offers': 'sendOffer',
  'GET /api/v1/offers/{id}': 'getOffer',
  'POST /api/v1/offers/{id}/revise': 'reviseOffer',
  'POST /api/v1/offers/{id}/respond': 'respondToOffer',
  'POST /api/v1/offers/{id}/cancel': 'cancelOffer',

  // E-mail
  'GET /api/v1/email-templates': 'listEmailTemplates',
  'POST /api/v1/email-templates': 'createEmailTemplate',
  'GET /api/v1/email-templates/{id}': 'getEmailTemplate',
  'PUT /api/v1/email-templates/{id}': 'updateEmailTemplate',
  'DELETE /api/v1/email-templates/{id}': 'deleteEmailTemplate',
  'POST /api/v1/email-templates/{id}/preview': 'previewEmailTemplate',
  'GET /api/v1/emails': 'listEmails',
  'POST /api/v1/emails': 'sendEmail',
  'GET /api/v1/emails/{id}': 'getEmail',

  // CV parsing
  'POST /api/v1/cv-parsing': 'parseCv',
  'GET /api/v1/cv-parsing/history': 'listCvParses',
  'GET /api/v1/cv-parsing/{id}': 'getCvParse',
  'DELETE /api/v1/cv-parsing/{id}': 'deleteCvParse',

  // Catalog
  'GET /api/v1/rejection-reasons': 'listRejectionReasons',
  'POST /api/v1/rejection-reasons': 'createRejectionReason',
  'GET /api/v1/custom-sources': 'listCustomSources',
  'POST /api/v1/custom-sources': 'createCustomSource',
  'GET /api/v1/departments': 'listDepartments',

  // Career pages, and what the public reads of them
  'GET /api/v1/career-pages': 'listCareerPages',
  'POST /api/v1/career-pages': 'createCareerPage',
  'GET /api/v1/career-pages/{id}': 'getCareerPage',
  'PUT /api/v1/career-pages/{id}': 'updateCareerPage',
  'DELETE /api/v1/career-pages/{id}': 'deleteCareerPage',
  'POST /api/v1/career-pages/{id}/publish': 'publishCareerPage',
  'POST /api/v1/career-pages/{id}/unpublish': 'unpublishCareerPage',
  'POST /api/v1/career-pages/{id}/assets': 'uploadCareerPageAsset',
  'GET /api/v1/public/pages/by-subdomain/{subdomain}': 'getPublishedCareerPage',
  'GET /api/v1/public/assets/{tenant_code}/{id}': 'getCareerPageAsset',
  'GET /api/v1/public/jobs/{tenant_code}': 'listPublicJobs',
  'GET /api/v1/public/jobs/{tenant_code}/{job_identifier}': 'getPublicJob',
  'POST /api/v1/public/applications/submit/{tenant_code}': 'submitPublicApplication',
  'GET /api/v1/public/interview-slots/{token}': 'listOfferedInterviewSlots',
  'POST /api/v1/public/interview-slots/{token}': 'bookInterviewSlot',
  'GET /api/v1/public/email-opens/{token}.png': 'trackEmailOpen',

  // Webhooks
  'GET /api/v1/webhooks': 'listWebhooks',
  'POST /api/v1/webhooks': 'createWebhook',
  'GET /api/v1/webhooks/{id}': 'getWebhook',
  'PUT /api/v1/webhooks/{id}': 'updateWebhook',
  'DELETE /api/v1/webhooks/{id}': 'deleteWebhook',
  'POST /api/v1/webhooks/{id}/rotate-secret': 'rotateWebhookSecret',
  'POST /api/v1/webhooks/{id}/test': 'sendWebhookPing',
  'GET /api/v1/webhooks/{id}/deliveries': 'listWebhookDeliveries',
  'POST /api/v1/webhooks/deliveries/{id}/retry': 'retryWebhookDelivery',

  // Imports
  'POST /api/v1/imports': 'startImport',
  'GET /api/v1/imports': 'listImports',
  'GET /api/v1/imports/{id}': 'getImport',

  // Audit log
  'GET /api/v1/audit-logs': 'listAuditLogs',
  'DELETE /api/v1/audit-logs/{id}': 'deleteAuditLog',

  // Company settings, API keys, demo data
  'GET /api/v1/settings/tenant': 'getTenantSettings',
  'PUT /api/v1/settings/tenant': 'updateTenantSettings',
  'GET /api/v1/settings/api-keys': 'listApiKeys',
  'POST /api/v1/settings/api-keys': 'createApiKey',
  'DELETE /api/v1/settings/api-keys/{id}': 'revokeApiKey',
  'POST /api/v1/settings/demo-data': 'fillDemoData',
  'DELETE /api/v1/settings/demo-data': 'removeDemoData',

  // Data API (an API key, not a token)
  'GET /api/v1/data/candidates': 'listDataCandidates',
  'GET /api/v1/data/applications': 'listDataApplications',
  'GET /api/v1/data/stage-transitions': 'listDataStageTransitions',
  'GET /api/v1/data/jobs': 'listDataJobs',
  'GET /api/v1/data/interviews': 'listDataInterviews',
  'GET /api/v1/data/evaluations': 'listDataEvaluations',
  'GET /api/v1/data/offers': 'listDataOffers',
  'GET /api/v1/data/catalog': 'getDataCatalog',
  'GET /api/v1/data/agent-guide': 'getDataAgentGuide',
  'GET /api/v1/data/metrics': 'getDataMetrics',

  // Operator API
  'POST /api/v1/platform/tenants': 'provisionTenant',
}

/** `GET /api/v1/jobs/{id}`: how OPERATION_IDS keys a route registered as `GET /api/v1/jobs/:id`. */
export function operationKey(method: string, fastifyUrl: string): string {
  return `${method.toUpperCase()} ${fastifyUrl.replace(/:(\w+)/g, '{$1}')}`
}
