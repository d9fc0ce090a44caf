/**
 * The types of the Recruiting service API, generated from its OpenAPI document by
 * openapi-typescript. Do not edit: run `npm run sdk:generate` after changing a route.
 * A test regenerates this file from the app and fails when the two differ.
 */

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every dependency answers (the database, and Redis when configured)
         * @description A 503 names the dependencies that did not answer within 2 seconds; the log says why.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/platform/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Provision a tenant with its first admin (operator API)
         * @description Needs `Authorization: Bearer <PLATFORM_ADMIN_TOKEN>`; answers 404 when the server has none configured.
         */
        post: operations["provisionTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the Data API keys of the company, newest first (revoked keys included, with revoked_at)
         * @description The keys themselves are never shown again after creation; `key_prefix` tells them apart.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create a Data API key; the key is in this response only
         * @description A company-wide, read-only key for the Data API (`Authorization: Bearer rk_live_…`). Only a hash is stored. `expires_at` must be in the future (422 otherwise).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a Data API key; it is refused from now on
         * @description The key stays listed with `revoked_at`. An unknown, already revoked or other company’s key is 404.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/tenant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s settings */
        get: operations["getTenantSettings"];
        /**
         * Change the company’s settings; fields left out keep their value
         * @description Answers the settings. A change is written to the audit log (`tenant_settings.updated`); a body that changes nothing answers 200 unchanged. Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the settings changed since).
         */
        put: operations["updateTenantSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/data/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Candidate table (time axis created_at)
         * @description One row per candidate record (a person may have several records until duplicates are merged). Duplicate-flagged records are included here; deleted (merged-away) records are not. Time axis: created_at. Order: time axis, then id, ascending. `from`/`to` are Vietnam-time calendar dates, both included. See GET /api/v1/data/agent-guide.
         */
        get: operations["listDataCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/data/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Application table (time axis applied_date, else created_at)
         * @description One row per application: a candidate on a job, with its current stage and outcome. Its count for a range equals the count of the reports screen and its spreadsheet export for the same range. Time axis: `applied_date`, or `created_at` when `applied_date` is null. Order: time axis, then id, ascending. `from`/`to` are Vietnam-time calendar dates, both included. See GET /api/v1/data/agent-guide.
         */
        get: operations["listDataApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/data/stage-transitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stage and status history of applications (time axis changed_at)
         * @description One row per change of an application: its first stage (`initial`), stage moves, status changes and notes. Stage names and types are copied at the time of the change, so history reads the same after a stage is renamed. Time axis: changed_at. Order: time axis, then id, ascending. `from`/`to` are Vietnam-time calendar dates, both included. See GET /api/v1/data/agent-guide.
         */
        get: operations["listDataStageTransitions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/data/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Job table with each job’s pipeline stages (time axis created_at)
         * @description One row per job that is not deleted, with its own ordered pipeline embedded in `pipeline_stages`. Time axis: created_at. Order: time axis, then id, ascending. `from`/`to` are Vietnam-time calendar dates, both included. See GET /api/v1/data/agent-guide.
         */
        get: operations["listDataJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/data/interviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interview table (time axis scheduled_at; comments and meeting links omitted)
         * @description One row per interview of an application. Future days can be read by giving a `to` after today. Interviewers’ comments and meeting links are not exported. Time axis: scheduled_at. Order: time axis, then id, ascending. `from`/`to` are Vietnam-time calendar dates, both included. See GET /api/v1/data/agent-guide.
         */
        get: operations["listDataInterviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/data/evaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Evaluation table (time axis evaluated_at, else created_at; written comments omitted)
         * @description One row per evaluation (scorecard) of an application, internal or external. Drafts have `evaluated_at` null. Written comments are not exported. Time axis: `evaluated_at`, or `created_at` when `evaluated_at` is null. Order: time axis, then id, ascending. `from`/`to` are Vietnam-time calendar dates, both included. See GET /api/v1/data/agent-guide.
         */
        get: operations["listDataEvaluations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/data/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Offer table, every version a row (time axis created_at)
         * @description One row per offer version. Revising an offer adds a row with the next `version`; the current offer of an application is its row with the highest `version`. Time axis: created_at. Order: time axis, then id, ascending. `from`/`to` are Vietnam-time calendar dates, both included. See GET /api/v1/data/agent-guide.
         */
        get: operations["listDataOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/data/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lookup lists: pipeline templates, custom sources, rejection reasons, members, departments */
        get: operations["getDataCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/data/agent-guide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How to use the Data API, as Markdown for an AI agent or an analyst */
        get: operations["getDataAgentGuide"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/data/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recruiting metrics of a period beside the period before it, and the analysis tables
         * @description Main indicators, each `{current, previous, delta, delta_pct, sample_size, previous_sample_size}`, over the applications the tables serve (the same population rule), then the analysis tables of the period. `from`/`to` are Vietnam-time dates, both included; the default period is the 30 days up to today. The previous period has as many days, right before. See the `/metrics` section of GET /api/v1/data/agent-guide.
         */
        get: operations["getDataMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new pair; the used token stops working
         * @description Anything in `refresh_token` that is not a live refresh token (missing, not a string, empty, of any length, an access token, revoked, expired or already used) answers 401. Only a body that is not a JSON object is 422.
         */
        post: operations["refreshTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a Google ID token; a first sign-in creates a tenant */
        post: operations["loginWithGoogle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/accept-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation by choosing a password; signs the new user in */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke one refresh token of the caller */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user, tenant and role behind the access token */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the users of the tenant */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one user */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change role, name or active state; deactivating signs the user out everywhere
         * @description Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when it changed since).
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/v1/users/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite someone by e-mail; the invitation works once, for 7 days */
        post: operations["inviteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List audit log entries, newest first */
        get: operations["listAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Audit log entries cannot be deleted: always 409 for an existing entry */
        delete: operations["deleteAuditLog"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pipeline-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List pipeline templates with their stages */
        get: operations["listPipelineTemplates"];
        put?: never;
        /** Create a template; new jobs copy its stages */
        post: operations["createPipelineTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pipeline-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one template */
        get: operations["getPipelineTemplate"];
        /** Change a template; `stages` replaces the whole list. Existing jobs keep their stages. */
        put: operations["updatePipelineTemplate"];
        post?: never;
        /** Delete a template (not the default one) */
        delete: operations["deletePipelineTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List jobs, newest first */
        get: operations["listJobs"];
        put?: never;
        /** Create a job (status draft) with the stages of a pipeline template */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/bulk-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the status of several jobs; each is applied on its own */
        post: operations["bulkChangeJobStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one job */
        get: operations["getJob"];
        /**
         * Update a job; only the fields sent change
         * @description Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the job changed since).
         */
        put: operations["updateJob"];
        post?: never;
        /** Delete a job that is not open; its applications stay readable */
        delete: operations["deleteJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move a job to open, paused or closed
         * @description Allowed: draft→open, draft→closed, open→paused, open→closed, paused→open, paused→closed, closed→open. The same status answers 200 unchanged; any other move 409. Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the job changed since).
         */
        patch: operations["changeJobStatus"];
        trace?: never;
    };
    "/api/v1/jobs/{id}/pipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job's stages in order (all on one page) */
        get: operations["getJobPipeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}/pipeline/stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a stage to the job, before the hired stage
         * @description A pipeline edit moves the job’s `updated_at`; `If-Unmodified-Since` compares against it (412).
         */
        post: operations["addJobStage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}/pipeline/stages/{stage_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a stage or change whether it may be skipped
         * @description A pipeline edit moves the job’s `updated_at`; `If-Unmodified-Since` compares against it (412).
         */
        put: operations["updateJobStage"];
        post?: never;
        /**
         * Delete a stage; applications in it move to move_to_stage_id (409 without one)
         * @description A pipeline edit moves the job’s `updated_at`; `If-Unmodified-Since` compares against it (412).
         */
        delete: operations["deleteJobStage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}/pipeline/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder the stages: every stage id once, the hired stage last
         * @description A pipeline edit moves the job’s `updated_at`; `If-Unmodified-Since` compares against it (412).
         */
        put: operations["reorderJobStages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List candidates, newest first; search by name, e-mail, phone or code */
        get: operations["listCandidates"];
        put?: never;
        /** Create a candidate; a matching e-mail or phone marks it as a possible duplicate */
        post: operations["createCandidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/candidates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one candidate */
        get: operations["getCandidate"];
        /**
         * Update a candidate; only the fields sent change
         * @description Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when it changed since).
         */
        put: operations["updateCandidate"];
        post?: never;
        /** Delete a candidate (not one who applied through a public form: 409) */
        delete: operations["deleteCandidate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/candidates/{id}/not-duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clear the duplicate flag: the record is a different person
         * @description Sets `duplicate_of_id` to null and `needs_manual_review` to false. Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when it changed since).
         */
        post: operations["markCandidateNotDuplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/candidates/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge a duplicate candidate into another record
         * @description Moves the applications (with their history), interviews, evaluations, offers, talent pool entry and files of this candidate to `into_id`, fills the empty fields of `into_id` from this record, and deletes this record. Answers the surviving candidate. 409 when both candidates have an application on the same job (remove one first) or either is anonymized; 422 when `into_id` is unknown or this candidate itself. Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when it changed since).
         */
        post: operations["mergeCandidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/candidates/{id}/anonymize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase the personal data of a candidate, irreversibly
         * @description `full_name` becomes "Deleted candidate" followed by four characters; e-mail, phone, gender, date of birth, location, current title and company, experience, skills, education, every salary field, `source_detail` and `tags` are emptied; the avatar and CV files are deleted; the talent pool entry is removed; `is_anonymized` becomes true. The record stays, is still listed and counted, and can no longer be edited (409). Anonymizing an anonymized candidate answers it unchanged. Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when it changed since).
         */
        post: operations["anonymizeCandidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/candidates/{id}/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The candidate’s picture, as uploaded (404 when there is none) */
        get: operations["getCandidateAvatar"];
        /**
         * Upload the candidate’s picture (PNG, JPEG or WebP, at most 2 MB), replacing the previous one
         * @description The type is read from the file itself, not from its name or declared type; SVG is refused (415). Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when it changed since).
         */
        put: operations["uploadCandidateAvatar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/jobs/{tenant_code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tenant's open public jobs, newest first */
        get: operations["listPublicJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/jobs/{tenant_code}/{job_identifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One open public job, by slug or code */
        get: operations["getPublicJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/applications/submit/{tenant_code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to an open public job from a career page (JSON, or multipart with a CV)
         * @description Creates the candidate (source career_page) and the application in the first stage. 409 when the job is not open and public, or when this e-mail already applied to it. Honours Idempotency-Key.
         */
        post: operations["submitPublicApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/career-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the career pages of the company, newest first */
        get: operations["listCareerPages"];
        put?: never;
        /** Create a career page (unpublished); the subdomain is unique across all companies */
        post: operations["createCareerPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/career-pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one career page */
        get: operations["getCareerPage"];
        /**
         * Change a career page; only the fields sent change
         * @description Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when it changed since).
         */
        put: operations["updateCareerPage"];
        post?: never;
        /**
         * Delete a career page; it goes offline and its subdomain stays with the company
         * @description Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when it changed since).
         */
        delete: operations["deleteCareerPage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/career-pages/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put the page online at its subdomain
         * @description Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when it changed since).
         */
        post: operations["publishCareerPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/career-pages/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take the page offline
         * @description Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when it changed since).
         */
        post: operations["unpublishCareerPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/career-pages/{id}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image for the page (PNG, JPEG or WebP, at most 5 MB) and get its public URL
         * @description The type is read from the file itself, not from its name or declared type; SVG is refused. Put the URL in `logo_url` or `banner_url`, or use it in `about_html`.
         */
        post: operations["uploadCareerPageAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/pages/by-subdomain/{subdomain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published career page with its open public jobs (the first 100, newest first) */
        get: operations["getPublishedCareerPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/assets/{tenant_code}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A career page image, as uploaded */
        get: operations["getCareerPageAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rejection-reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the rejection reasons applications may be rejected with
         * @description Newest first; reasons created together (the defaults every tenant starts with) in code order.
         */
        get: operations["listRejectionReasons"];
        put?: never;
        /** Add a rejection reason; 409 when the code exists */
        post: operations["createRejectionReason"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/custom-sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the company-defined source kinds, newest first */
        get: operations["listCustomSources"];
        put?: never;
        /**
         * Add a source kind of the company’s own
         * @description A value equal to a built-in source kind answers 422, one equal to another custom source 409.
         */
        post: operations["createCustomSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Departments named on the company’s jobs (deleted jobs excluded)
         * @description Distinct and sorted alphabetically ignoring case and accents, all on one page: `page` 1 and `page_size` = `total`.
         */
        get: operations["listDepartments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applications, newest first
         * @description `source` matches the candidate’s source for applications without one of their own. Removed applications are never listed.
         */
        get: operations["listApplications"];
        put?: never;
        /**
         * Put a candidate on a job
         * @description Starts in `stage_id` or the job’s first stage (never the hired stage), status active, with an `initial` history row. `source` defaults to the candidate’s source. 422 at `body.job_id` / `body.candidate_id` for ids the company does not have; 409 when the job is closed or deleted, or the candidate already has an application on it that was not removed.
         */
        post: operations["createApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/applications/bulk-move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move several applications to one stage; each is applied on its own
         * @description Each result carries the status code the single move would have answered.
         */
        post: operations["bulkMoveApplications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/applications/bulk-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the status of several applications; each is applied on its own
         * @description An unknown rejection reason, or a missing one when the company’s settings require it (`require_rejection_reason`), refuses the whole request (422); other refusals are per item.
         */
        post: operations["bulkChangeApplicationStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one application */
        get: operations["getApplication"];
        put?: never;
        post?: never;
        /**
         * Remove an application: kept with status removed, never shown again
         * @description The candidate may apply to the same job again afterwards.
         */
        delete: operations["removeApplication"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/applications/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an active application to another stage of its job
         * @description Writes a `stage_move` history row. Moving into the terminal hired stage also sets status hired and `hired_date`. Moving to the stage it is in answers 200 unchanged. 422 for a stage of another job; 409 unless the application is active. Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the application changed since).
         */
        post: operations["moveApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/applications/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hire, reject or reactivate an application
         * @description Writes a `status_change` history row. `rejected` sets `rejected_date` and takes an optional `rejection_reason_code` from GET /rejection-reasons (422 when unknown, or when it is left out and the company’s settings require it: `require_rejection_reason` of GET /settings/tenant); `hired` sets `hired_date` and puts the application in the hired stage; `active` keeps the stage. The outcome fields of the status left (hired_date, or rejected_date and the reason) are cleared: the history keeps them. The same status answers 200 unchanged. Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the application changed since).
         */
        post: operations["changeApplicationStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/applications/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a note to the application’s history
         * @description Answers 201 with the `note` history row; the application itself (and its `updated_at`) does not change. Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the application changed since).
         */
        post: operations["addApplicationNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/applications/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The application’s history, oldest first
         * @description Fields as in the Data API stage-transitions table. Each change writes one row of the history. Stage columns are filled when the stage changed and status columns when the status changed; an `initial` row has only the `to_` side, a `note` row neither.
         */
        get: operations["listApplicationHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/interviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List interviews, newest first
         * @description `from` is inclusive and `to` exclusive, both on `scheduled_at`, so future days can be listed. A bare date means that day in Vietnam time: `from` its start, `to` its end. An interviewer sees only the interviews they are on; others answer 404.
         */
        get: operations["listInterviews"];
        put?: never;
        /**
         * Schedule an interview for an application
         * @description `round_number` defaults to the highest round of the application’s interviews plus one. 422 at `body.application_id` for an application the company does not have (unknown or removed), and at `body.interviewer_ids` for an id that is not an active member; 409 when the application is not active. An interviewer who already has a scheduled or rescheduled interview overlapping `[scheduled_at, scheduled_at + duration_minutes)` makes it 409, with a detail naming the interviewer and the time taken, unless `force` is true.
         */
        post: operations["scheduleInterview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/interviews/self-schedule-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer the candidate start times to pick from through a link
         * @description The token is shown only in this answer. The candidate opens `url` (GET and POST /public/interview-slots/{token}) and books one time once; the link expires at `expires_at` (7 days when omitted). 422 for past or repeated slots and as on POST /interviews for the application and interviewers; 409 when the application is not active.
         */
        post: operations["createSelfScheduleLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/interviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one interview
         * @description An interviewer sees only the interviews they are on; others answer 404.
         */
        get: operations["getInterview"];
        /**
         * Update an interview; only the fields sent change
         * @description A different `scheduled_at` marks the interview rescheduled. Time, duration and interviewers change only while it is scheduled or rescheduled (409 otherwise), and are checked for double booking again (the interview itself aside). Round, location, meeting link and comments can change at any time. An interviewer who already has a scheduled or rescheduled interview overlapping `[scheduled_at, scheduled_at + duration_minutes)` makes it 409, with a detail naming the interviewer and the time taken, unless `force` is true. Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the interview changed since).
         */
        put: operations["updateInterview"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/interviews/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete, cancel or mark an interview as a no-show
         * @description Only a scheduled or rescheduled interview moves, and only to completed, cancelled or no_show; every other move is 409. `result` and `rating` only with completed (422 otherwise). Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the interview changed since).
         */
        post: operations["changeInterviewStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/interview-slots/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The interview times a self-scheduling link offers that are still free
         * @description Lists offered times in the future at which no interviewer is booked. 404 for unknown, expired or used links.
         */
        get: operations["listOfferedInterviewSlots"];
        put?: never;
        /**
         * Book one of the offered interview times
         * @description Creates the interview (`is_self_schedule` true) and uses up the link. 404 for an unknown or expired link or a time it does not offer; 409 when the link was used already, the time has passed or is no longer free, or the application is no longer active.
         */
        post: operations["bookInterviewSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List offers, every version, newest first
         * @description Every version is an item; `latest_only` keeps the highest version of each application. A pending offer whose `expiry_date` has passed reads as `declined`, `decline_reason_code` `no_response`, `responded_at` = `expiry_date`, everywhere (the `status` filter included); it no longer accepts a response.
         */
        get: operations["listOffers"];
        put?: never;
        /**
         * Send the first offer of an application
         * @description Version 1, status pending, a new `offer_number` (`OFF-YYYY-NNNN`), `sent_at` now. `job_title` and `department` default to the job’s. 422 at `body.application_id` for an application the company does not have (or removed); 409 when the application is not active, or already has an offer (revise its latest version instead).
         */
        post: operations["sendOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one version of an offer
         * @description A pending offer whose `expiry_date` has passed reads as `declined`, `decline_reason_code` `no_response`, `responded_at` = `expiry_date`, everywhere (the `status` filter included); it no longer accepts a response.
         */
        get: operations["getOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers/{id}/revise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a new version of the offer
         * @description Answers 201 with the new version: `version` + 1, a new `offer_number`, the terms of this version with the sent ones applied (null clears one), status pending, `sent_at` now. This version, when pending, becomes cancelled (with no cancel reason: it was superseded); a declined or cancelled one stays as it is, so a counter-offer after a refusal is possible. An accepted offer cannot be revised (409). A copied `expiry_date` that has passed is a 422: send a new one or null. Send `{}` to re-issue the same terms. Only the latest version of an application’s offer accepts actions (409 on an older one). Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the offer changed since).
         */
        post: operations["reviseOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers/{id}/respond": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the candidate’s answer: accepted or declined
         * @description Only a pending offer (409 otherwise, an expired one included). Sets `responded_at`. `decline_reason_code` is required with declined and not allowed with accepted. Accepting sets the application’s `offer_accepted_at`. Only the latest version of an application’s offer accepts actions (409 on an older one). Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the offer changed since).
         */
        post: operations["respondToOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a pending offer
         * @description Only a pending offer (409 otherwise). Only the latest version of an application’s offer accepts actions (409 on an older one). Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the offer changed since).
         */
        post: operations["cancelOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/talent-pool": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the talent pool, newest entries first; search by candidate name, e-mail, phone or code */
        get: operations["listTalentPool"];
        put?: never;
        /**
         * Add a candidate to the talent pool
         * @description An unknown or deleted candidate is 422 on `candidate_id`; a candidate already in the pool, or anonymized, is 409.
         */
        post: operations["addToTalentPool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/talent-pool/{candidate_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a candidate out of the talent pool (the candidate stays) */
        delete: operations["removeFromTalentPool"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/evaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List evaluations, newest first
         * @description Admins, recruiters and hiring managers see every evaluation; an interviewer sees those they recorded or are the evaluator of (others answer 404). Evaluations of an application removed from its job are gone with it. `submitted=false` lists drafts (no `evaluated_at`).
         */
        get: operations["listEvaluations"];
        put?: never;
        /**
         * Record an evaluation of an application as a draft
         * @description The draft has no `evaluated_at` until POST /evaluations/{id}/submit. Internal (default): the evaluator is the caller unless an admin or recruiter names another active member (`evaluator_id`); hiring managers and interviewers may name only themselves (403). External: only admins and recruiters, with `evaluator_name` and no `evaluator_id`. An interviewer may evaluate only applications they interview on (404 otherwise). `overall_rating` and criterion scores lie within 1…`rating_scale` (default 5); `weighted_score` is computed, never sent. 422 at `body.application_id` for an application the company does not have (or removed), at `body.interview_id` for an interview of another application and at `body.stage_id` for a stage of another job.
         */
        post: operations["createEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/evaluations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one evaluation
         * @description Admins, recruiters and hiring managers see every evaluation; an interviewer sees those they recorded or are the evaluator of (others answer 404). Evaluations of an application removed from its job are gone with it.
         */
        get: operations["getEvaluation"];
        /**
         * Change an evaluation; only the fields sent change
         * @description A draft may be changed by whoever recorded it, its evaluator, admins and recruiters. A submitted evaluation only by its own internal evaluator (nobody else, admins included: 403), or, when external, by whoever recorded it; it must keep an `overall_rating` or `criteria_scores` and a `result`. `weighted_score` follows `criteria_scores`; a new `rating_scale` is checked against the ratings already recorded. The evaluator cannot change; `evaluator_name` only on external evaluations. Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the evaluation changed since).
         */
        put: operations["updateEvaluation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/evaluations/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a draft evaluation: sets evaluated_at
         * @description Allowed to whoever recorded it, its evaluator, admins and recruiters. Needs an `overall_rating` or `criteria_scores` (422 naming both); `result` becomes `pending` when unset. A submitted evaluation answers 409. Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the evaluation changed since).
         */
        post: operations["submitEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the imports of the company, newest first
         * @description Without their error lists; read one import for those.
         */
        get: operations["listImports"];
        put?: never;
        /**
         * Import historical records: jobs, candidates, applications with their history, interviews, evaluations, offers
         * @description Answers 202 at once; a background worker writes the records and `GET /imports/{id}` follows it. Records keep their original times and codes of their original year, and are keyed by `external_id` per kind: importing a record again updates the record it made (same id, same code), never a copy. Kinds are written in the order job, candidate, application, interview, evaluation, offer, and name each other by external_id (imported now or earlier). The request is checked only for its envelope (known lists of objects with an `external_id`, 422 otherwise); each record is checked while the import runs and a bad one is reported in the import's errors while the others are written. Instants may carry any zone offset here (`2025-03-01T09:00:00+07:00`), as the other system wrote them; the rest of the API takes UTC (`Z`) only. At most 200000 records and 50 MB (413 beyond). JSON, or NDJSON with `Content-Type: application/x-ndjson` (415 for anything else).
         */
        post: operations["startImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow an import: status, progress per kind and per-record errors
         * @description status goes queued → running → completed, or failed when something unexpected stopped it (`failure`; records written before stay). `errors` holds the first 1,000 problems, each naming the record by kind, index and external_id, with the field at fault in `loc`; `error_count` counts them all.
         */
        get: operations["getImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the webhook endpoints, newest first */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register an endpoint; its signing secret is in this response only
         * @description Each delivery is a `POST` of `{id, type, created_at, tenant_id, data}` signed per Standard Webhooks: headers `webhook-id` (the event id, the same on every retry), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`; two entries, space-separated, for 24 hours after a secret rotation). A 2xx answer within 10 s is a success; redirects are not followed. Failed deliveries are retried after about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±20%); an endpoint failing for 3 days without a success is disabled. A `ping` event is delivered at once. The URL must be https and resolve to public addresses (checked again each time a delivery connects) unless the service runs with `WEBHOOKS_ALLOW_PRIVATE=true`.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook endpoint */
        get: operations["getWebhook"];
        /** Change an endpoint (the fields given); `is_active: true` enables a disabled one */
        put: operations["updateWebhook"];
        post?: never;
        /** Delete an endpoint; deliveries still waiting for it are called off */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret; the new one is in this response only
         * @description For 24 hours both secrets sign every delivery (two `v1,` signatures), so receivers can switch without a gap.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a `ping` event to the endpoint now
         * @description Answers 202 with the queued delivery; its attempts show in the delivery list. A disabled endpoint is 409.
         */
        post: operations["sendWebhookPing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The deliveries to an endpoint, newest first, each with every attempt */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/deliveries/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Try a delivery once more, now
         * @description The same event (same id and body) is sent again, whatever the delivery’s state. A disabled endpoint is 409.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the company’s e-mail templates, newest first */
        get: operations["listEmailTemplates"];
        put?: never;
        /**
         * Create an e-mail template
         * @description The body is cleaned when saved; an unknown placeholder is 422, naming it; a name already used is 409.
         */
        post: operations["createEmailTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One e-mail template */
        get: operations["getEmailTemplate"];
        /**
         * Change a template (the fields given)
         * @description Messages already sent keep what they said. Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the template changed since).
         */
        put: operations["updateEmailTemplate"];
        post?: never;
        /**
         * Delete a template
         * @description Messages sent from it keep their `template_id`. 409 while it is the company’s application acknowledgement (settings).
         */
        delete: operations["deleteEmailTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email-templates/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render a template for a candidate without sending anything
         * @description Fills the placeholders with the candidate’s (and application’s) values, as `POST /emails` would. Job and application placeholders need an `application_id` (422 without); an application of another candidate is 422.
         */
        post: operations["previewEmailTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the e-mails sent to candidates, newest first
         * @description A candidate’s mail is `?candidate_id=…`, an application’s `?application_id=…`; acknowledgements of career-page applications are listed with the rest. Invitations of new members are not candidate mail and are not listed. Recruiters and admins read them, as they send them: hiring managers and interviewers do not (403).
         */
        get: operations["listEmails"];
        put?: never;
        /**
         * Send an e-mail to a candidate
         * @description Renders the template (`template_id`), or the `subject` and `body_html` given, with the candidate’s values, stores the message and queues it: 202 with the message `queued`. A background worker hands it to the mail server (`SMTP_URL`; without one it is written as an `.eml` file under the data folder): `sent`, or `failed` with the server’s reply in `error`. A temporary failure (4xx, no connection) is tried again after about 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h and 8 h; a refusal for good (5xx) fails at once. The HTML part carries a 1x1 tracking image (see `opened_at`, `open_count`) and the message a plain-text part made from the HTML. A candidate without an e-mail address, anonymized or blacklisted is 422 with the reason, and nothing is queued; so is an application that is not the candidate’s.
         */
        post: operations["sendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/emails/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One e-mail, with its delivery state */
        get: operations["getEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cv-parsing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a CV and extract the candidate’s details
         * @description The type is read from the bytes (PDF, DOCX or text), never from the name. Finds the name, e-mail, phone (E.164), skills, education, total experience and the latest job, in Vietnamese or English CVs, one or two columns. With `candidate_id`, the candidate’s empty fields are filled (never a value already there) and the file is kept as their CV; with `create_candidate=true`, a candidate is created from it (`created_via = cv_parse`; 422 when no name was found). Every parse is kept in the history. A file that cannot be read (password-protected, a scan without text, damaged, not a CV format, too large or complex to read within the time and memory allowed) is 422 with the reason (`type` is `cv_<reason>`), and a `failed` parse in the history.
         */
        post: operations["parseCv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cv-parsing/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every CV parse, newest first
         * @description Parses of uploads, of career-page CVs and of CVs attached to candidates, failed ones included.
         */
        get: operations["listCvParses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cv-parsing/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One CV parse */
        get: operations["getCvParse"];
        put?: never;
        post?: never;
        /**
         * Parses cannot be deleted (409)
         * @description The parse history is a record of what was read and is kept; anonymizing the candidate empties what it says of them.
         */
        delete: operations["deleteCvParse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/candidates/{id}/cv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The candidate’s latest CV, as stored (404 when there is none) */
        get: operations["getCandidateCv"];
        put?: never;
        /**
         * Attach a CV to a candidate; it is parsed in the background
         * @description Stores the file (PDF, DOCX or text, by its bytes; 415 otherwise) as the candidate’s latest CV and answers 202 with its parse `queued`. The parse then fills the candidate’s empty fields (never a value already there); follow it with `GET /cv-parsing/{id}`.
         */
        post: operations["attachCandidateCv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/email-opens/{token}.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 1x1 open-tracking image of an e-mail
         * @description Records the first `opened_at` of the message and counts every load in `open_count`. Always the same transparent 1x1 PNG, for unknown and malformed tokens too (which record nothing).
         */
        get: operations["trackEmailOpen"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/demo-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fill the company with an 18-month demo history (sample data, is_demo = true)
         * @description Adds demo members (recruiters, a hiring manager, interviewers; they cannot sign in), a "Tech hiring" pipeline template, and jobs, candidates, applications with their stage history, interviews, evaluations and offers spread over the last 18 months, written through the import code path. Every row is marked `is_demo`; the Data API leaves them out with `include_demo=false`. `scale` makes it smaller (0.1: a tenth). Takes about ten seconds at full size. Answers the counts written. 409 while demo data is present (remove it first).
         */
        post: operations["fillDemoData"];
        /**
         * Remove every demo row of the company for good
         * @description Hard-deletes the demo jobs, candidates, applications and everything attached to them, the demo members, and the demo pipeline template unless a real job uses it. Real records are never touched: when one is tied to a demo record (a real application on a demo job, a real candidate merged into a demo one, a real interview with a demo interviewer, …) nothing is removed and the 409 says what ties them. 204 also when there is no demo data.
         */
        delete: operations["removeDemoData"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "candidate.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `candidate.created` event
         * @description Signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; anything else is retried. Imports and demo data send no events.
         */
        post: operations["candidateCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "candidate.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `candidate.updated` event
         * @description Signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; anything else is retried. Imports and demo data send no events.
         */
        post: operations["candidateUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "application.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `application.created` event
         * @description Signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; anything else is retried. Imports and demo data send no events.
         */
        post: operations["applicationCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "application.stage_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `application.stage_changed` event
         * @description Signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; anything else is retried. Imports and demo data send no events.
         */
        post: operations["applicationStageChangedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "application.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `application.status_changed` event
         * @description Signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; anything else is retried. Imports and demo data send no events.
         */
        post: operations["applicationStatusChangedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "interview.scheduled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `interview.scheduled` event
         * @description Signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; anything else is retried. Imports and demo data send no events.
         */
        post: operations["interviewScheduledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "interview.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `interview.updated` event
         * @description Signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; anything else is retried. Imports and demo data send no events.
         */
        post: operations["interviewUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "evaluation.submitted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `evaluation.submitted` event
         * @description Signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; anything else is retried. Imports and demo data send no events.
         */
        post: operations["evaluationSubmittedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `offer.created` event
         * @description Signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; anything else is retried. Imports and demo data send no events.
         */
        post: operations["offerCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `offer.updated` event
         * @description Signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; anything else is retried. Imports and demo data send no events.
         */
        post: operations["offerUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "job.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `job.created` event
         * @description Signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; anything else is retried. Imports and demo data send no events.
         */
        post: operations["jobCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "job.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `job.status_changed` event
         * @description Signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; anything else is retried. Imports and demo data send no events.
         */
        post: operations["jobStatusChangedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sent to a new endpoint, and by POST /webhooks/{id}/test
         * @description Signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; anything else is retried. Imports and demo data send no events.
         */
        post: operations["pingEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        ApiKey: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description The first characters of the key (`rk_live_` and four more), to tell keys apart */
            key_prefix: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description After this instant the key is refused; null: never expires
             */
            expires_at: string | null;
            /**
             * Format: date-time
             * @description Last Data API request with the key, to the minute (written at most once a minute)
             */
            last_used_at: string | null;
            /**
             * Format: date-time
             * @description When the key was revoked; null while it works. Revoked keys stay listed.
             */
            revoked_at: string | null;
            /**
             * Format: uuid
             * @description The admin who created the key
             */
            created_by: string | null;
        };
        ApiKeyPage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["ApiKey"][];
        };
        Application: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            candidate_id: string;
            candidate_code: string;
            /** Format: uuid */
            job_id: string;
            job_code: string;
            /** Format: uuid */
            current_stage_id: string | null;
            stage_name: string | null;
            /**
             * @description Compare stages across jobs by type, not by name
             * @enum {string|null}
             */
            stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom" | null;
            /** @enum {string} */
            status: "active" | "hired" | "rejected";
            /**
             * Format: date-time
             * @description Null for candidates sourced by HR unless given
             */
            applied_date: string | null;
            /** Format: date-time */
            hired_date: string | null;
            /** Format: date-time */
            rejected_date: string | null;
            /** @description A code from GET /rejection-reasons */
            rejection_reason_code: string | null;
            /** @description Free note by HR */
            rejection_reason: string | null;
            /** @description The candidate’s source when the application has none of its own */
            source: string | null;
            source_detail: string | null;
            /** Format: uuid */
            assigned_recruiter_id: string | null;
            assigned_recruiter_name: string | null;
            /** Format: date-time */
            offer_accepted_at: string | null;
            is_demo: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * Format: date-time
             * @description Last stage change
             */
            stage_updated_at: string | null;
            candidate: {
                /** Format: uuid */
                id: string;
                code: string;
                full_name: string;
                email: string | null;
            };
            stage: {
                /** Format: uuid */
                id: string;
                name: string;
                /**
                 * @description Compare stages across jobs by type, not by name
                 * @enum {string}
                 */
                stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
            } | null;
        };
        ApplicationPage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["Application"][];
        };
        ApplicationTransition: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            application_id: string;
            /** Format: uuid */
            candidate_id: string;
            /** Format: uuid */
            job_id: string;
            /** @enum {string} */
            change_type: "initial" | "stage_move" | "status_change" | "note";
            /** Format: uuid */
            from_stage_id: string | null;
            /** Format: uuid */
            to_stage_id: string | null;
            from_stage_name: string | null;
            to_stage_name: string | null;
            /**
             * @description Compare stages across jobs by type, not by name
             * @enum {string|null}
             */
            from_stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom" | null;
            /**
             * @description Compare stages across jobs by type, not by name
             * @enum {string|null}
             */
            to_stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom" | null;
            from_status: string | null;
            to_status: string | null;
            /** Format: date-time */
            changed_at: string;
            /** Format: uuid */
            changed_by_user_id: string | null;
            changed_by_name: string | null;
            notes: string | null;
        };
        ApplicationTransitionPage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["ApplicationTransition"][];
        };
        AuditLogEntry: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            actor_type: "user" | "platform" | "public" | "system";
            /** Format: uuid */
            actor_id: string | null;
            /** @description What was done, such as `user.updated` */
            action: string;
            resource_type: string;
            /** Format: uuid */
            resource_id: string | null;
            /** @description Changed fields and their new values */
            changes: {
                [key: string]: unknown;
            };
            request_id: string | null;
            /** Format: date-time */
            created_at: string;
        };
        AuditLogEntryPage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["AuditLogEntry"][];
        };
        BookedInterviewSlot: {
            /** Format: uuid */
            interview_id: string;
            /** Format: date-time */
            scheduled_at: string;
            duration_minutes: number;
            location: string | null;
            meeting_link: string | null;
        };
        BulkResults: {
            results: {
                /** Format: uuid */
                id: string;
                ok: boolean;
                /** @description What the single-job call would have answered */
                status_code: number;
                detail?: string;
            }[];
        };
        Candidate: {
            /** Format: uuid */
            id: string;
            /** @description CAN-YYYY-NNNN */
            code: string;
            full_name: string;
            email: string | null;
            phone: string | null;
            /** @enum {string|null} */
            gender: "male" | "female" | "other" | null;
            date_of_birth: string | null;
            location_display: string | null;
            vn_province_code: string | null;
            country_code: string | null;
            current_job_title: string | null;
            current_company: string | null;
            total_experience_years: number | null;
            skills: (unknown[] | {
                [key: string]: unknown;
            }) | null;
            education: (unknown[] | {
                [key: string]: unknown;
            }) | null;
            current_salary: number | null;
            current_salary_currency: string | null;
            /** @enum {string|null} */
            current_salary_type: "gross" | "net" | null;
            /** @enum {string|null} */
            current_salary_period: "monthly" | "yearly" | "hourly" | null;
            expected_salary_min: number | null;
            expected_salary_max: number | null;
            salary_currency: string | null;
            /** @enum {string|null} */
            salary_type: "gross" | "net" | null;
            /** @enum {string|null} */
            salary_period: "monthly" | "yearly" | "hourly" | null;
            source: string;
            source_detail: string | null;
            tags: string[];
            star_rating: number | null;
            is_blacklisted: boolean;
            is_demo: boolean;
            is_anonymized: boolean;
            /**
             * Format: uuid
             * @description Set when this record looks like a later copy of that one
             */
            duplicate_of_id: string | null;
            needs_manual_review: boolean;
            avatar_url: string | null;
            /** @enum {string} */
            created_via: "api" | "public_form" | "import" | "cv_parse";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CandidatePage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["Candidate"][];
        };
        CareerPage: {
            /** Format: uuid */
            id: string;
            /** @description PAGE-YYYY-NNNN */
            code: string;
            subdomain: string;
            title: string;
            tagline: string | null;
            about_html: string | null;
            theme: components["schemas"]["CareerPageTheme"];
            logo_url: string | null;
            banner_url: string | null;
            is_published: boolean;
            /** Format: date-time */
            published_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CareerPageAsset: {
            /** @description Public, absolute URL of the stored image */
            url: string;
        };
        CareerPagePage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["CareerPage"][];
        };
        CareerPageTheme: {
            /** @description Main brand colour, as #rrggbb */
            primary_color: string;
            /** @description Second brand colour, as #rrggbb */
            secondary_color?: string;
            /** @description Buttons and links, as #rrggbb */
            accent_color?: string;
            /** @description Body text, as #rrggbb */
            text_color?: string;
            /** @description Page background, as #rrggbb */
            background_color?: string;
            /** @description A CSS font stack such as "Inter, sans-serif" */
            font_family?: string;
        };
        CostItem: {
            category: string;
            amount: number;
            /** Format: date */
            date?: string;
        };
        CreatedApiKey: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description The whole key, `rk_live_` + 32 base62 characters + a 6-character checksum. Shown only in this response; keep it now. */
            key: string;
            /** @description The first characters of the key (`rk_live_` and four more), to tell keys apart */
            key_prefix: string;
            /** Format: date-time */
            expires_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        CustomSource: {
            /** Format: uuid */
            id: string;
            /** @description Shown to people */
            name: string;
            /** @description What candidates and applications record in `source` */
            value: string;
            /**
             * @description The built-in kind it refines
             * @enum {string}
             */
            parent_source: "job_board" | "linkedin" | "facebook" | "other_social" | "email" | "referral" | "career_page" | "headhunt" | "hr" | "manual" | "other" | "old_database";
            /** Format: date-time */
            created_at: string;
        };
        CustomSourcePage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["CustomSource"][];
        };
        CvEducationEntry: {
            institution: string;
            degree: string | null;
            start_year: number | null;
            end_year: number | null;
        };
        CvParse: {
            /** Format: uuid */
            id: string;
            /**
             * @description `queued` (a stored CV waiting for the background parser), `parsed`, `failed` (the file could not be read: see `error`)
             * @enum {string}
             */
            status: "queued" | "parsed" | "failed";
            /**
             * @description `upload`: sent to `POST /cv-parsing`; `public_submission`: a career-page application’s CV; `candidate_cv`: attached with `POST /candidates/{id}/cv`
             * @enum {string}
             */
            origin: "upload" | "public_submission" | "candidate_cv";
            /** @description As the client named the file (emptied when the candidate is anonymized) */
            file_name: string | null;
            /** @description Read from the bytes; null when they are of no known type */
            content_type: string | null;
            byte_size: number;
            /** @description Whether the file is stored as a candidate’s CV (a file parsed for a look is not kept) */
            has_file: boolean;
            /**
             * Format: uuid
             * @description The candidate the CV belongs to, filled or created
             */
            candidate_id: string | null;
            extracted: components["schemas"]["ExtractedCv"];
            /** @description Characters of text read from the file */
            raw_text_length: number | null;
            /**
             * @description Why the file could not be read
             * @enum {string|null}
             */
            failure_reason: "encrypted" | "image_only" | "corrupt" | "mislabeled" | "empty" | "too_complex" | null;
            error: string | null;
            /** @description The candidate’s fields this parse wrote: only fields that were empty are ever filled */
            filled_fields: string[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            completed_at: string | null;
        };
        CvParsePage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["CvParse"][];
        };
        /** @description A Data API error */
        DataApiError: {
            detail: {
                /**
                 * @description Stable machine-readable code, e.g. `invalid_api_key`
                 * @enum {string}
                 */
                code: "api_key_in_url" | "invalid_api_key" | "invalid_parameter" | "invalid_range" | "rate_limited" | "not_found" | "bad_request" | "internal_error";
                /** @description What went wrong, for a person */
                message: string;
            };
        };
        DataApplicationPage: {
            items: components["schemas"]["DataApplicationRow"][];
            /** @description Rows across all pages after the filters */
            total: number;
            page: number;
            page_size: number;
            /** @description 0 when total is 0 */
            total_pages: number;
            meta: components["schemas"]["DataPageMeta"];
        };
        /** applications row */
        DataApplicationRow: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description candidates.id
             */
            candidate_id: string;
            candidate_code: string;
            /**
             * Format: uuid
             * @description jobs.id
             */
            job_id: string;
            job_code: string;
            /**
             * Format: uuid
             * @description current stage, one of jobs.pipeline_stages[].id
             */
            stage_id: string | null;
            /** @description job-specific stage name */
            stage_name: string | null;
            /**
             * @description compare stages across jobs by type
             * @enum {string|null}
             */
            stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom" | null;
            /** @enum {string} */
            status: "active" | "hired" | "rejected";
            /**
             * Format: date-time
             * @description null for candidates sourced by HR
             */
            applied_date: string | null;
            /**
             * Format: date-time
             * @description axis of the hired-count metric
             */
            hired_date: string | null;
            /** Format: date-time */
            rejected_date: string | null;
            /** @description catalog rejection_reasons code */
            rejection_reason_code: string | null;
            /** @description free note by HR */
            rejection_reason: string | null;
            /** @description source kind of this application; the candidate’s when the application has none */
            source: string | null;
            /** @description taken from the candidate together with source */
            source_detail: string | null;
            /**
             * Format: uuid
             * @description catalog members id
             */
            assigned_recruiter_id: string | null;
            assigned_recruiter_name: string | null;
            /** Format: date-time */
            offer_accepted_at: string | null;
            is_demo: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * Format: date-time
             * @description last stage change
             */
            stage_updated_at: string | null;
        };
        DataCandidatePage: {
            items: components["schemas"]["DataCandidateRow"][];
            /** @description Rows across all pages after the filters */
            total: number;
            page: number;
            page_size: number;
            /** @description 0 when total is 0 */
            total_pages: number;
            meta: components["schemas"]["DataPageMeta"];
        };
        /** candidates row */
        DataCandidateRow: {
            /** Format: uuid */
            id: string;
            /** @description display code CAN-YYYY-NNNN */
            candidate_code: string;
            /** @description for anonymized candidates: "Deleted candidate" and a short suffix */
            full_name: string;
            /** @description null when anonymized */
            email: string | null;
            /** @description null when anonymized */
            phone: string | null;
            /** @enum {string|null} */
            gender: "male" | "female" | "other" | null;
            /** @description YYYY-MM-DD, or only the year YYYY */
            date_of_birth: string | null;
            location_display: string | null;
            /** @description Vietnamese province code */
            vn_province_code: string | null;
            /** @description ISO 3166-1 alpha-2 */
            country_code: string | null;
            current_job_title: string | null;
            current_company: string | null;
            total_experience_years: number | null;
            /** @description a list of skill names when read from the CV (which fills it only when empty); imports and the API may give a list or an object */
            skills: unknown;
            /** @description a list of `{institution, degree, start_year, end_year}` when read from the CV; imports and the API may give any JSON */
            education: unknown;
            current_salary: number | null;
            current_salary_currency: string | null;
            /** @enum {string|null} */
            current_salary_type: "gross" | "net" | null;
            /** @enum {string|null} */
            current_salary_period: "monthly" | "yearly" | "hourly" | null;
            expected_salary_min: number | null;
            expected_salary_max: number | null;
            /** @description currency of the expected salary */
            salary_currency: string | null;
            /**
             * @description of the expected salary
             * @enum {string|null}
             */
            salary_type: "gross" | "net" | null;
            /**
             * @description of the expected salary
             * @enum {string|null}
             */
            salary_period: "monthly" | "yearly" | "hourly" | null;
            /** @description source kind: one of `job_board`, `linkedin`, `facebook`, `other_social`, `email`, `referral`, `career_page`, `headhunt`, `hr`, `manual`, `other`, `old_database`, or a catalog custom_sources value */
            source: string;
            /** @description the specific source name */
            source_detail: string | null;
            /** @description labels set by HR */
            tags: string[] | null;
            /** @description 1 to 5 */
            star_rating: number | null;
            is_blacklisted: boolean;
            /** @description sample data */
            is_demo: boolean;
            /** @description personal data erased on request */
            is_anonymized: boolean;
            /**
             * Format: uuid
             * @description set: suspected duplicate of that candidate record
             */
            duplicate_of_id: string | null;
            needs_manual_review: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        DataCatalog: {
            /** @description Pipeline templates with their stages; jobs.pipeline_template_id refers to id */
            pipeline_templates: {
                /** Format: uuid */
                id: string;
                name: string;
                /** @description the template new jobs get unless told otherwise */
                is_default: boolean;
                /** @description in pipeline order */
                stages: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                    /** @enum {string} */
                    stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                    sort_order: number;
                    is_terminal: boolean;
                    is_optional: boolean;
                }[];
            }[];
            /** @description Source kinds the company defined besides the built-in ones; `value` appears in `source` fields */
            custom_sources: {
                /** @description display name */
                name: string;
                /** @description the value used in source fields */
                value: string;
                /**
                 * @description the built-in kind it belongs under
                 * @enum {string}
                 */
                parent_source: "job_board" | "linkedin" | "facebook" | "other_social" | "email" | "referral" | "career_page" | "headhunt" | "hr" | "manual" | "other" | "old_database";
            }[];
            /** @description Rejection reasons; applications.rejection_reason_code refers to code (retired reasons included) */
            rejection_reasons: {
                code: string;
                label: string;
            }[];
            /** @description Members of the company (never their e-mail); ids in recruiter, interviewer, evaluator and changed_by fields refer to id */
            members: {
                /** Format: uuid */
                id: string;
                full_name: string;
                /** @enum {string} */
                role: "admin" | "recruiter" | "hiring_manager" | "interviewer";
                /** @description false: the member left or was deactivated */
                is_active: boolean;
            }[];
            /** @description departments named on jobs that are not deleted */
            departments: string[];
        };
        DataEvaluationPage: {
            items: components["schemas"]["DataEvaluationRow"][];
            /** @description Rows across all pages after the filters */
            total: number;
            page: number;
            page_size: number;
            /** @description 0 when total is 0 */
            total_pages: number;
            meta: components["schemas"]["DataPageMeta"];
        };
        /** evaluations row */
        DataEvaluationRow: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            application_id: string;
            /** Format: uuid */
            candidate_id: string;
            /** Format: uuid */
            job_id: string;
            /** Format: uuid */
            interview_id: string | null;
            /**
             * Format: uuid
             * @description the evaluated stage
             */
            stage_id: string | null;
            /** @enum {string} */
            evaluator_type: "internal" | "external";
            /**
             * Format: uuid
             * @description internal evaluator, catalog members id
             */
            evaluator_id: string | null;
            evaluator_name: string;
            overall_rating: number | null;
            /** @description the scale’s maximum; compare overall_rating / rating_scale */
            rating_scale: number;
            criteria_scores: {
                criterion: string;
                score: number;
                weight: number;
            }[] | null;
            /** @description Σ(score × weight) / Σ(weight), on rating_scale */
            weighted_score: number | null;
            /** @enum {string|null} */
            result: "passed" | "failed" | "pending" | null;
            /** @enum {string|null} */
            evaluation_type: "interview_feedback" | "hm_review" | null;
            /**
             * Format: date-time
             * @description null: not yet scored (a draft)
             */
            evaluated_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        DataInterviewPage: {
            items: components["schemas"]["DataInterviewRow"][];
            /** @description Rows across all pages after the filters */
            total: number;
            page: number;
            page_size: number;
            /** @description 0 when total is 0 */
            total_pages: number;
            meta: components["schemas"]["DataPageMeta"];
        };
        /** interviews row */
        DataInterviewRow: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            application_id: string;
            /** Format: uuid */
            candidate_id: string;
            /** Format: uuid */
            job_id: string;
            /** @description round name */
            interview_round: string;
            round_number: number;
            /**
             * Format: date-time
             * @description start time
             */
            scheduled_at: string;
            duration_minutes: number;
            location: string | null;
            /** @enum {string} */
            status: "scheduled" | "completed" | "cancelled" | "no_show" | "rescheduled";
            /** @enum {string} */
            result: "pending" | "passed" | "failed" | "neutral";
            /** @description 1 to 5 */
            rating: number | null;
            /** @description catalog members ids */
            interviewer_ids: string[] | null;
            /** @description same order as interviewer_ids; null for an id that is not a member */
            interviewer_names: (string | null)[] | null;
            /** @description the candidate picked the time */
            is_self_schedule: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        DataJobPage: {
            items: components["schemas"]["DataJobRow"][];
            /** @description Rows across all pages after the filters */
            total: number;
            page: number;
            page_size: number;
            /** @description 0 when total is 0 */
            total_pages: number;
            meta: components["schemas"]["DataPageMeta"];
        };
        /** jobs row */
        DataJobRow: {
            /** Format: uuid */
            id: string;
            /** @description display code JOB-YYYY-NNNN */
            job_code: string;
            title: string;
            slug: string | null;
            department: string | null;
            location_display: string | null;
            /** @enum {string} */
            employment_type: "full_time" | "part_time" | "contract" | "internship";
            /** @enum {string|null} */
            work_setup: "onsite" | "hybrid" | "remote" | "flexible" | null;
            /** @enum {string|null} */
            hire_type: "new_hire" | "replacement" | null;
            /**
             * @description the core API’s paused is on_hold here
             * @enum {string}
             */
            status: "draft" | "open" | "on_hold" | "closed";
            /**
             * Format: date-time
             * @description first publication
             */
            published_date: string | null;
            /**
             * Format: date-time
             * @description last time the job was closed
             */
            closed_date: string | null;
            /**
             * Format: date-time
             * @description last time the job was put on hold
             */
            on_hold_date: string | null;
            close_reason: string | null;
            /** Format: date */
            expected_hire_date: string | null;
            headcount: number;
            salary_min: number | null;
            salary_max: number | null;
            salary_currency: string | null;
            /** @description the total cost of a job is the sum of amount */
            recruitment_cost_items: {
                category: string;
                amount: number;
                /** Format: date */
                date: string | null;
            }[];
            cost_currency: string | null;
            /**
             * Format: uuid
             * @description catalog pipeline_templates id
             */
            pipeline_template_id: string | null;
            is_demo: boolean;
            /**
             * Format: uuid
             * @description the member who created the job
             */
            created_by: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description the job’s stages in pipeline order */
            pipeline_stages: {
                /**
                 * Format: uuid
                 * @description referenced by applications.stage_id
                 */
                id: string;
                name: string;
                /** @enum {string} */
                stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                /** @description order in the pipeline, 1 first */
                sort_order: number;
                /** @description the final (hired) stage */
                is_terminal: boolean;
                /** @description may be skipped */
                is_optional: boolean;
            }[];
        };
        DataMetrics: {
            /**
             * Format: date
             * @description First day computed (after the 18-month limit), Vietnam time
             */
            period_start: string;
            /**
             * Format: date
             * @description Last day computed, Vietnam time
             */
            period_end: string;
            /**
             * Format: date
             * @description First day of the comparison period (also held to the window)
             */
            previous_period_start: string;
            /**
             * Format: date
             * @description Last day of the comparison period: the day before period_start
             */
            previous_period_end: string;
            /** @description true when the asked (or default) `from` was older than the window and was moved forward */
            from_clamped: boolean;
            /**
             * Format: date-time
             * @description When the figures were read; offers past their deadline read as declined as of then. The same question asked again while nothing has been written is answered with the figures already read, for at most a minute.
             */
            generated_at: string;
            /** @description The filters applied; null when not given */
            filters: {
                /** Format: uuid */
                job_id: string | null;
                department: string | null;
            };
            /** @description Non-deleted jobs created in the period. Sample: those jobs. */
            total_jobs: {
                /** @description This period’s value, a count; null when undefined (nothing to divide) or unreadable */
                current: number | null;
                /** @description The previous period’s value; null when undefined or wholly before the 18-month window */
                previous: number | null;
                /** @description `current - previous`, between the rounded values; null when either is null */
                delta: number | null;
                /** @description `delta / previous × 100`, one decimal; null when previous is 0 or null */
                delta_pct: number | null;
                /** @description How many rows the current value rests on; null when the period lies before the window */
                sample_size: number | null;
                /** @description The same for the previous period */
                previous_sample_size: number | null;
            };
            /** @description Distinct candidates with an application entering the pipeline in the period (entry: applied_date, else created_at). Sample: those applications. */
            active_candidates: {
                /** @description This period’s value, a count; null when undefined (nothing to divide) or unreadable */
                current: number | null;
                /** @description The previous period’s value; null when undefined or wholly before the 18-month window */
                previous: number | null;
                /** @description `current - previous`, between the rounded values; null when either is null */
                delta: number | null;
                /** @description `delta / previous × 100`, one decimal; null when previous is 0 or null */
                delta_pct: number | null;
                /** @description How many rows the current value rests on; null when the period lies before the window */
                sample_size: number | null;
                /** @description The same for the previous period */
                previous_sample_size: number | null;
            };
            /** @description Distinct candidates with an application whose hired_date is in the period. Sample: those applications. */
            total_hired: {
                /** @description This period’s value, a count; null when undefined (nothing to divide) or unreadable */
                current: number | null;
                /** @description The previous period’s value; null when undefined or wholly before the 18-month window */
                previous: number | null;
                /** @description `current - previous`, between the rounded values; null when either is null */
                delta: number | null;
                /** @description `delta / previous × 100`, one decimal; null when previous is 0 or null */
                delta_pct: number | null;
                /** @description How many rows the current value rests on; null when the period lies before the window */
                sample_size: number | null;
                /** @description The same for the previous period */
                previous_sample_size: number | null;
            };
            /** @description Mean days from entry to hired_date over the applications hired in the period. Sample: those applications. */
            avg_time_to_hire_days: {
                /** @description This period’s value, days, one decimal; null when undefined (nothing to divide) or unreadable */
                current: number | null;
                /** @description The previous period’s value; null when undefined or wholly before the 18-month window */
                previous: number | null;
                /** @description `current - previous`, between the rounded values; null when either is null */
                delta: number | null;
                /** @description `delta / previous × 100`, one decimal; null when previous is 0 or null */
                delta_pct: number | null;
                /** @description How many rows the current value rests on; null when the period lies before the window */
                sample_size: number | null;
                /** @description The same for the previous period */
                previous_sample_size: number | null;
            };
            /** @description Median of the same days. Sample: the same applications. */
            median_time_to_hire_days: {
                /** @description This period’s value, days, one decimal; null when undefined (nothing to divide) or unreadable */
                current: number | null;
                /** @description The previous period’s value; null when undefined or wholly before the 18-month window */
                previous: number | null;
                /** @description `current - previous`, between the rounded values; null when either is null */
                delta: number | null;
                /** @description `delta / previous × 100`, one decimal; null when previous is 0 or null */
                delta_pct: number | null;
                /** @description How many rows the current value rests on; null when the period lies before the window */
                sample_size: number | null;
                /** @description The same for the previous period */
                previous_sample_size: number | null;
            };
            /** @description accepted / (accepted + declined) × 100 over current offer versions (highest version per application) answered in the period; a pending offer past its expiry_date counts as declined at that date. Sample: accepted + declined. */
            offer_acceptance_rate: {
                /** @description This period’s value, a percentage, one decimal; null when undefined (nothing to divide) or unreadable */
                current: number | null;
                /** @description The previous period’s value; null when undefined or wholly before the 18-month window */
                previous: number | null;
                /** @description `current - previous`, between the rounded values; null when either is null */
                delta: number | null;
                /** @description `delta / previous × 100`, one decimal; null when previous is 0 or null */
                delta_pct: number | null;
                /** @description How many rows the current value rests on; null when the period lies before the window */
                sample_size: number | null;
                /** @description The same for the previous period */
                previous_sample_size: number | null;
            };
            /** @description Sum of the recruitment_cost_items amounts of the jobs with a hire in the period, divided by total_hired; null when none of those jobs has a cost item. delta is null when the two periods’ costs are in different currencies. Sample: total_hired. */
            cost_per_hire: {
                /** @description This period’s value, money, two decimals, in cost_currency; null when undefined (nothing to divide) or unreadable */
                current: number | null;
                /** @description The previous period’s value; null when undefined or wholly before the 18-month window */
                previous: number | null;
                /** @description `current - previous`, between the rounded values; null when either is null */
                delta: number | null;
                /** @description `delta / previous × 100`, one decimal; null when previous is 0 or null */
                delta_pct: number | null;
                /** @description How many rows the current value rests on; null when the period lies before the window */
                sample_size: number | null;
                /** @description The same for the previous period */
                previous_sample_size: number | null;
            };
            /** @description The cost_currency of the jobs behind cost_per_hire when they all agree; null otherwise or without cost */
            cost_currency: string | null;
            /** @description Applications active at the end of the period (or now, if earlier) whose last stage change was more than 5 days before that instant, from the transition history. Sample: the applications active then. */
            aging_candidates_count: {
                /** @description This period’s value, a count; null when undefined (nothing to divide) or unreadable */
                current: number | null;
                /** @description The previous period’s value; null when undefined or wholly before the 18-month window */
                previous: number | null;
                /** @description `current - previous`, between the rounded values; null when either is null */
                delta: number | null;
                /** @description `delta / previous × 100`, one decimal; null when previous is 0 or null */
                delta_pct: number | null;
                /** @description How many rows the current value rests on; null when the period lies before the window */
                sample_size: number | null;
                /** @description The same for the previous period */
                previous_sample_size: number | null;
            };
            /** @description Percentage of the applications entering in the period that are hired now (hired_date set). Sample: that cohort. */
            cohort_hire_rate: {
                /** @description This period’s value, a percentage, one decimal; null when undefined (nothing to divide) or unreadable */
                current: number | null;
                /** @description The previous period’s value; null when undefined or wholly before the 18-month window */
                previous: number | null;
                /** @description `current - previous`, between the rounded values; null when either is null */
                delta: number | null;
                /** @description `delta / previous × 100`, one decimal; null when previous is 0 or null */
                delta_pct: number | null;
                /** @description How many rows the current value rests on; null when the period lies before the window */
                sample_size: number | null;
                /** @description The same for the previous period */
                previous_sample_size: number | null;
            };
            /** @description The period’s cohort (applications whose entry, `applied_date` or else `created_at`, falls in the period) grouped by `source`, with how many of each source are hired by now. Most applications first, then by source. */
            source_effectiveness: {
                /** @description The source as /applications reports it: the application’s own, else its candidate’s */
                source: string;
                /** @description Cohort applications from this source */
                applications: number;
                /** @description Of those, the ones hired by now (`hired_date` set) */
                hired: number;
                /** @description hired / applications, percent, one decimal */
                hire_rate: number | null;
                /** @description What hire_rate is taken over: applications */
                sample_size: number;
                /** @description Mean days from entry to `hired_date` over the hired ones, one decimal; null when none is hired */
                avg_time_to_hire_days: number | null;
            }[];
            /** @description At most 10 jobs with a hire in the period or a cohort application (entry in the period), by hires, then cohort applications (both most first), then `job_code`. `hired` counts hires dated in the period; the rate follows the cohort instead: of the applications that entered in the period, the share hired by now. */
            top_performing_jobs: {
                /**
                 * Format: uuid
                 * @description jobs.id
                 */
                job_id: string;
                /** @description The job’s display code, as /jobs `job_code` */
                job_code: string;
                /** @description The job’s title */
                title: string;
                /** @description The job’s department as written on the job; null when it has none */
                department: string | null;
                /** @description The job’s cohort applications (entry in the period) */
                applications: number;
                /** @description The job’s applications with `hired_date` in the period, whenever they entered */
                hired: number;
                /** @description Cohort applications hired by now / applications, percent, one decimal */
                hire_rate: number | null;
                /** @description What hire_rate is taken over: applications */
                sample_size: number;
            }[];
            /** @description One row per `assigned_recruiter_id` with a cohort application (entry in the period), a hire or a rejection in the period. `hired`, `rejected` and the time to hire follow the dates in the period; the rate follows the cohort. By hires, then applications (both most first), then name; unassigned applications are the last row (id and name null). */
            recruiter_performance: {
                /**
                 * Format: uuid
                 * @description `assigned_recruiter_id`, catalog members id; null for applications nobody is assigned to
                 */
                recruiter_id: string | null;
                /** @description The member’s name as the catalog lists it */
                recruiter_name: string | null;
                /** @description Cohort applications (entry in the period) assigned to the recruiter */
                applications: number;
                /** @description Their applications with `hired_date` in the period, whenever they entered */
                hired: number;
                /** @description Their applications with `rejected_date` in the period, whenever they entered */
                rejected: number;
                /** @description Cohort applications hired by now / applications, percent, one decimal */
                hire_rate: number | null;
                /** @description What hire_rate is taken over: applications */
                sample_size: number;
                /** @description Mean days from entry to `hired_date` over the hires counted in `hired`, one decimal; null when none */
                avg_time_to_hire_days: number | null;
            }[];
            /** @description Cohort applications (entry, `applied_date` or else `created_at`, in the period) by week of entry. Weeks run from Monday 00:00 Vietnam time (UTC+7); every week from the one holding the first day of the period to the one holding its last day is listed, oldest first, empty weeks with 0. Entries outside the period are not counted, even in a week the period only partly covers. */
            application_trend: {
                /**
                 * Format: date
                 * @description The Monday (Vietnam calendar date) the week starts on
                 */
                week_start: string;
                /** @description Cohort applications whose entry falls in that week */
                applications: number;
            }[];
            /** @description Despite its name, the REJECTION reasons of applications: applications with `rejected_date` in the period, by `rejection_reason_code`, most first, then by code (no code last). Why candidates decline offers is in /offers `decline_reason_code`. */
            offer_decline_reasons: {
                /** @description `rejection_reason_code`; null for rejections recorded without one */
                code: string | null;
                /** @description The reason’s label in the catalog’s rejection_reasons; null with a null code */
                label: string | null;
                /** @description Applications with `rejected_date` in the period and this code */
                count: number;
            }[];
            /** @description The period’s cohort (entry, `applied_date` or else `created_at`, in the period) by the type of the stage each application is in now (/applications `stage_type`), whatever its status; types without applications read 0. */
            candidates_by_stage: {
                /**
                 * @description A stage type; every type is listed, in the order of funnel_stage_meta
                 * @enum {string}
                 */
                stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                /** @description Cohort applications whose current stage is of this type */
                count: number;
            }[];
            /** @description For each step between consecutive stage types of the canonical order (sourced → applied → screening → assessment → interview → hm_review → offer → hired; `custom` has no place in it), over the period’s cohort (entry in the period) and its whole history up to now. An application reaches a stage type when a row of its history (/stage-transitions) has that `to_stage_type`, whether it started there, moved there or was hired into it. to_count counts an application that reached the earlier type and has a row reaching the later type with `changed_at` at or after its first row reaching the earlier one; an application that skipped the earlier type counts in neither. */
            conversion_rates: {
                /**
                 * @description The earlier stage type of the step
                 * @enum {string}
                 */
                from_stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                /**
                 * @description The next stage type in the canonical order
                 * @enum {string}
                 */
                to_stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                /** @description Cohort applications that reached from_stage_type */
                from_count: number;
                /** @description Of those, the ones that reached to_stage_type at or after first reaching from_stage_type */
                to_count: number;
                /** @description to_count / from_count, percent, one decimal; null when from_count is 0 */
                rate: number | null;
                /** @description What rate is taken over: from_count */
                sample_size: number;
            }[];
            /** @description How long applications stay in each stage type, over the stays that ENDED in the period, read from the history (/stage-transitions in `changed_at` order, `id` breaking ties). A stay starts at a row that puts the application in a stage (`to_stage_type` set: its first stage, a move, a hire into the hired stage) and ends at the next row that moves it again (`to_stage_type` set) or closes it (`to_status` hired or rejected); notes and reactivations neither start nor end one, and a stay still open is not measured. Its type is the entering row’s `to_stage_type`; its length is the time between the two rows (seconds / 86400). */
            stage_durations: {
                /**
                 * @description A stage type; every type is listed, in the order of funnel_stage_meta
                 * @enum {string}
                 */
                stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                /** @description Mean length of the stays, in days, one decimal; null without stays */
                mean_days: number | null;
                /** @description Median length of the stays, in days, one decimal; null without stays */
                median_days: number | null;
                /** @description Stays measured */
                sample_size: number;
            }[];
            /** @description Applications whose status is `active` now, by the type of their current stage, whenever they entered: a picture of the pipeline today, so the period does not apply (the job_id and department filters do). Types without any read 0. */
            pipeline_snapshot: {
                /**
                 * @description A stage type; every type is listed, in the order of funnel_stage_meta
                 * @enum {string}
                 */
                stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                /** @description Active applications in a stage of this type */
                count: number;
            }[];
            /** @description The nine stage types in their canonical order, the order of every per-type table here. Jobs name and order their stages as they like; compare them by type, and see per_template_funnels for each pipeline template’s own order. */
            funnel_stage_meta: {
                /**
                 * @description A stage type
                 * @enum {string}
                 */
                stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                /** @description 1 for the first type of the canonical order */
                position: number;
                /** @description A readable name for the type */
                label: string;
            }[];
            /** @description The period’s cohort (entry in the period) grouped by the pipeline template of its job (/jobs `pipeline_template_id`), with how many reached each stage type of that template up to now. An application reaches a stage type when a row of its history (/stage-transitions) has that `to_stage_type`, whether it started there, moved there or was hired into it. Groups with the most applications first, then by name; the group without a template last. */
            per_template_funnels: {
                /**
                 * Format: uuid
                 * @description jobs.pipeline_template_id, catalog pipeline_templates id; null for jobs made from no template
                 */
                template_id: string | null;
                /** @description The template’s name in the catalog; null without a template or when it was deleted */
                template_name: string | null;
                /** @description Cohort applications on jobs made from this template; what every rate is taken over */
                applications: number;
                /** @description The template’s stage types in its own order, each once (the canonical order for jobs without a template or whose template was deleted) */
                stages: {
                    /**
                     * @description A stage type of the template
                     * @enum {string}
                     */
                    stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                    /** @description Of the applications, those that reached this stage type */
                    reached: number;
                    /** @description reached / applications, percent, one decimal */
                    rate: number | null;
                }[];
            }[];
        };
        DataOfferPage: {
            items: components["schemas"]["DataOfferRow"][];
            /** @description Rows across all pages after the filters */
            total: number;
            page: number;
            page_size: number;
            /** @description 0 when total is 0 */
            total_pages: number;
            meta: components["schemas"]["DataPageMeta"];
        };
        /** offers row */
        DataOfferRow: {
            /**
             * Format: uuid
             * @description the id of this version
             */
            id: string;
            /** Format: uuid */
            application_id: string;
            /** Format: uuid */
            candidate_id: string;
            /** Format: uuid */
            job_id: string;
            /** @description OFF-YYYY-NNNN, one per version */
            offer_number: string;
            /** @description grows per application_id; the highest is the current offer */
            version: number;
            /**
             * @description a pending offer past its expiry_date reads declined
             * @enum {string}
             */
            status: "pending" | "accepted" | "declined" | "cancelled";
            job_title: string | null;
            department: string | null;
            /** Format: date */
            start_date: string | null;
            gross_salary_amount: number | null;
            gross_salary_currency: string | null;
            /** @description pay unit: per month, per year, ... */
            gross_salary_unit: string | null;
            probation_period: string | null;
            probation_salary_amount: number | null;
            /**
             * Format: date-time
             * @description reply deadline
             */
            expiry_date: string | null;
            /** Format: date-time */
            sent_at: string;
            /**
             * Format: date-time
             * @description the deadline for an offer that expired unanswered
             */
            responded_at: string | null;
            /**
             * @description no_response for an offer that expired
             * @enum {string|null}
             */
            decline_reason_code: "compensation" | "role_and_job" | "external_factors" | "no_response" | "other" | null;
            /** @enum {string|null} */
            cancel_reason_code: "business_decision" | "candidate_no_longer_eligible" | "other" | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description for an expired offer, its expiry_date when later
             */
            updated_at: string;
        };
        DataPageMeta: {
            /**
             * Format: date
             * @description The first day actually served (after the 18-month limit)
             */
            from: string;
            /**
             * Format: date
             * @description The last day served
             */
            to: string;
            /** @description true when the requested `from` was older than the limit and was moved forward */
            from_clamped: boolean;
            /**
             * Format: date-time
             * @description When this page was read
             */
            generated_at: string;
        };
        DataStageTransitionPage: {
            items: components["schemas"]["DataStageTransitionRow"][];
            /** @description Rows across all pages after the filters */
            total: number;
            page: number;
            page_size: number;
            /** @description 0 when total is 0 */
            total_pages: number;
            meta: components["schemas"]["DataPageMeta"];
        };
        /** stage-transitions row */
        DataStageTransitionRow: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            application_id: string;
            /** Format: uuid */
            candidate_id: string;
            /** Format: uuid */
            job_id: string;
            /** @enum {string} */
            change_type: "initial" | "stage_move" | "status_change" | "note";
            /** Format: uuid */
            from_stage_id: string | null;
            /** Format: uuid */
            to_stage_id: string | null;
            from_stage_name: string | null;
            to_stage_name: string | null;
            /** @enum {string|null} */
            from_stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom" | null;
            /** @enum {string|null} */
            to_stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom" | null;
            /** @enum {string|null} */
            from_status: "active" | "hired" | "rejected" | null;
            /**
             * @description e.g. hired, rejected
             * @enum {string|null}
             */
            to_status: "active" | "hired" | "rejected" | null;
            /** Format: date-time */
            changed_at: string;
            /**
             * Format: uuid
             * @description null when nobody acted (the candidate applied through a career page)
             */
            changed_by_user_id: string | null;
            changed_by_name: string | null;
            notes: string | null;
        };
        DemoDataSummary: {
            /** @description Demo jobs written */
            jobs: number;
            /** @description Demo candidates written */
            candidates: number;
            /** @description Demo applications written, each with its stage history */
            applications: number;
            /** @description Demo interviews written */
            interviews: number;
            /** @description Demo evaluations written */
            evaluations: number;
            /** @description Demo offer versions written */
            offers: number;
            /** @description Demo members created: the recruiters, hiring manager and interviewers the history names */
            members: number;
        };
        EmailMessage: {
            /** Format: uuid */
            id: string;
            /**
             * @description `message`: sent through this API; `acknowledgement`: sent automatically to someone who applied on a career page
             * @enum {string}
             */
            kind: "message" | "acknowledgement";
            /** Format: uuid */
            candidate_id: string;
            /** Format: uuid */
            application_id: string | null;
            /**
             * Format: uuid
             * @description The template it was rendered from; null for a message written for the occasion
             */
            template_id: string | null;
            /** @description The address it was sent to (the candidate’s when it was queued) */
            to: string;
            subject: string;
            /** @description As rendered; the HTML sent also carries a 1x1 open-tracking image */
            body_html: string;
            /** @description The plain-text part, derived from the HTML */
            body_text: string;
            /**
             * @description `queued` (to be sent, or tried again), `sent` (the mail server accepted it), `failed` (refused for good, or every attempt failed)
             * @enum {string}
             */
            status: "queued" | "sent" | "failed";
            /** @description The mail server’s reply or the connection error of the last failed attempt */
            error: string | null;
            /** @description Attempts made to hand it to the mail server */
            attempt_count: number;
            /** Format: date-time */
            sent_at: string | null;
            /**
             * Format: date-time
             * @description When the tracking image was first loaded (images blocked: never)
             */
            opened_at: string | null;
            /** @description How often the tracking image was loaded */
            open_count: number;
            /**
             * Format: uuid
             * @description Who sent it; null for automatic mail
             */
            created_by: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        EmailMessagePage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["EmailMessage"][];
        };
        EmailPreview: {
            subject: string;
            /** @description As it would be sent, without the tracking image */
            body_html: string;
            /** @description The plain-text part, derived from the HTML */
            body_text: string;
        };
        EmailTemplate: {
            /** Format: uuid */
            id: string;
            name: string;
            subject: string;
            /** @description As cleaned when saved */
            body_html: string;
            /** @description The placeholders the template uses, in order of first use */
            placeholders: string[];
            /** Format: uuid */
            created_by: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        EmailTemplatePage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["EmailTemplate"][];
        };
        /** @description An error with a human-readable `detail` */
        Error: {
            detail: string;
        };
        Evaluation: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            application_id: string;
            /** Format: uuid */
            candidate_id: string;
            /** Format: uuid */
            job_id: string;
            /** Format: uuid */
            interview_id: string | null;
            /**
             * Format: uuid
             * @description The evaluated stage of the job’s pipeline
             */
            stage_id: string | null;
            /** @enum {string} */
            evaluator_type: "internal" | "external";
            /**
             * Format: uuid
             * @description The internal evaluator (a member); null for external ones
             */
            evaluator_id: string | null;
            evaluator_name: string;
            overall_rating: number | null;
            /** @description Scale maximum; normalize as overall_rating / rating_scale before comparing */
            rating_scale: number;
            criteria_scores: {
                criterion: string;
                score: number;
                weight: number;
            }[] | null;
            /** @description Σ(score × weight) / Σ(weight) over criteria_scores, rounded to 4 decimals; null without criteria */
            weighted_score: number | null;
            /** @enum {string|null} */
            result: "passed" | "failed" | "pending" | null;
            /** @enum {string|null} */
            evaluation_type: "interview_feedback" | "hm_review" | null;
            comments: string | null;
            /**
             * Format: date-time
             * @description Set on submission; null while the evaluation is a draft
             */
            evaluated_at: string | null;
            /**
             * Format: uuid
             * @description The member who recorded the evaluation
             */
            created_by: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        EvaluationPage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["Evaluation"][];
        };
        /** @description What was found; a field not found is null (or an empty list) */
        ExtractedCv: {
            full_name: string | null;
            email: string | null;
            /** @description E.164, e.g. `+84912345678` */
            phone: string | null;
            /** @description Names from the service’s skills dictionary, in the order the CV first gives them */
            skills: string[];
            education: components["schemas"]["CvEducationEntry"][];
            /** @description Years covered by the dated jobs, overlaps counted once, one decimal; an open job ends today */
            total_experience_years: number | null;
            /** @description Of the latest job (one still held wins) */
            current_job_title: string | null;
            current_company: string | null;
        } | null;
        ImportAccepted: {
            /** Format: uuid */
            import_id: string;
            /** @enum {string} */
            status: "queued" | "running" | "completed" | "failed";
            /** @description Where to follow the import: GET it until status is completed or failed */
            status_url: string;
        };
        ImportStatus: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "queued" | "running" | "completed" | "failed";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
            /** @description Per kind of record; kinds are imported in this order */
            progress: {
                job: {
                    /** @description Records of this kind in the import */
                    total: number;
                    processed: number;
                    created: number;
                    /** @description Records found from an earlier import by external_id (rewritten when they differ) */
                    updated: number;
                    failed: number;
                };
                candidate: {
                    /** @description Records of this kind in the import */
                    total: number;
                    processed: number;
                    created: number;
                    /** @description Records found from an earlier import by external_id (rewritten when they differ) */
                    updated: number;
                    failed: number;
                };
                application: {
                    /** @description Records of this kind in the import */
                    total: number;
                    processed: number;
                    created: number;
                    /** @description Records found from an earlier import by external_id (rewritten when they differ) */
                    updated: number;
                    failed: number;
                };
                interview: {
                    /** @description Records of this kind in the import */
                    total: number;
                    processed: number;
                    created: number;
                    /** @description Records found from an earlier import by external_id (rewritten when they differ) */
                    updated: number;
                    failed: number;
                };
                evaluation: {
                    /** @description Records of this kind in the import */
                    total: number;
                    processed: number;
                    created: number;
                    /** @description Records found from an earlier import by external_id (rewritten when they differ) */
                    updated: number;
                    failed: number;
                };
                offer: {
                    /** @description Records of this kind in the import */
                    total: number;
                    processed: number;
                    created: number;
                    /** @description Records found from an earlier import by external_id (rewritten when they differ) */
                    updated: number;
                    failed: number;
                };
            };
            /** @description All errors; the list holds the first 1,000 */
            error_count: number;
            /** @description Why a failed import stopped; records written before it are kept */
            failure: string | null;
            errors: {
                /**
                 * @description `line`: an NDJSON line that was not a record
                 * @enum {string}
                 */
                kind: "job" | "candidate" | "application" | "interview" | "evaluation" | "offer" | "line";
                /** @description Place of the record in its list (from 0); the line number (from 1) for kind line */
                index: number;
                external_id: string | null;
                /** @description The field at fault, inside the record */
                loc?: (string | number)[];
                message: string;
            }[];
        };
        ImportSummary: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "queued" | "running" | "completed" | "failed";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
            /** @description Per kind of record; kinds are imported in this order */
            progress: {
                job: {
                    /** @description Records of this kind in the import */
                    total: number;
                    processed: number;
                    created: number;
                    /** @description Records found from an earlier import by external_id (rewritten when they differ) */
                    updated: number;
                    failed: number;
                };
                candidate: {
                    /** @description Records of this kind in the import */
                    total: number;
                    processed: number;
                    created: number;
                    /** @description Records found from an earlier import by external_id (rewritten when they differ) */
                    updated: number;
                    failed: number;
                };
                application: {
                    /** @description Records of this kind in the import */
                    total: number;
                    processed: number;
                    created: number;
                    /** @description Records found from an earlier import by external_id (rewritten when they differ) */
                    updated: number;
                    failed: number;
                };
                interview: {
                    /** @description Records of this kind in the import */
                    total: number;
                    processed: number;
                    created: number;
                    /** @description Records found from an earlier import by external_id (rewritten when they differ) */
                    updated: number;
                    failed: number;
                };
                evaluation: {
                    /** @description Records of this kind in the import */
                    total: number;
                    processed: number;
                    created: number;
                    /** @description Records found from an earlier import by external_id (rewritten when they differ) */
                    updated: number;
                    failed: number;
                };
                offer: {
                    /** @description Records of this kind in the import */
                    total: number;
                    processed: number;
                    created: number;
                    /** @description Records found from an earlier import by external_id (rewritten when they differ) */
                    updated: number;
                    failed: number;
                };
            };
            /** @description All errors; the list holds the first 1,000 */
            error_count: number;
            /** @description Why a failed import stopped; records written before it are kept */
            failure: string | null;
        };
        ImportSummaryPage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["ImportSummary"][];
        };
        Interview: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            application_id: string;
            /** Format: uuid */
            candidate_id: string;
            /** Format: uuid */
            job_id: string;
            interview_round: string;
            round_number: number;
            /**
             * Format: date-time
             * @description Start time
             */
            scheduled_at: string;
            duration_minutes: number;
            location: string | null;
            /** @enum {string} */
            status: "scheduled" | "completed" | "cancelled" | "no_show" | "rescheduled";
            /** @enum {string} */
            result: "pending" | "passed" | "failed" | "neutral";
            rating: number | null;
            interviewer_ids: string[];
            /** @description Same order as interviewer_ids; null for an id that is no longer a member */
            interviewer_names: (string | null)[];
            /** @description The candidate picked the time through a self-scheduling link */
            is_self_schedule: boolean;
            comments: string | null;
            meeting_link: string | null;
            /**
             * Format: uuid
             * @description Null when the candidate booked it
             */
            created_by: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        InterviewPage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["Interview"][];
        };
        Invitation: {
            /** Format: uuid */
            id: string;
            email: string;
            full_name: string;
            /**
             * @description admin, recruiter, hiring_manager or interviewer
             * @enum {string}
             */
            role: "admin" | "recruiter" | "hiring_manager" | "interviewer";
            /** Format: date-time */
            expires_at: string;
            /** @description Shown once; also sent to the invitee by e-mail */
            accept_token: string;
        };
        Job: {
            /** Format: uuid */
            id: string;
            /** @description JOB-YYYY-NNNN */
            code: string;
            title: string;
            slug: string;
            department: string | null;
            /** @enum {string} */
            employment_type: "full_time" | "part_time" | "contract" | "internship";
            /** @enum {string|null} */
            work_setup: "onsite" | "hybrid" | "remote" | "flexible" | null;
            location_display: string | null;
            salary_min: number | null;
            salary_max: number | null;
            currency: string | null;
            /** @enum {string} */
            status: "draft" | "open" | "paused" | "closed";
            description_html: string | null;
            /** Format: uuid */
            pipeline_template_id: string | null;
            is_public: boolean;
            /** @enum {string|null} */
            hire_type: "new_hire" | "replacement" | null;
            headcount: number;
            /** Format: date */
            expected_hire_date: string | null;
            recruitment_cost_items: components["schemas"]["CostItem"][];
            cost_currency: string | null;
            close_reason: string | null;
            /** Format: date-time */
            published_at: string | null;
            /** Format: date-time */
            paused_at: string | null;
            /** Format: date-time */
            closed_at: string | null;
            is_demo: boolean;
            /** Format: uuid */
            created_by: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        JobPage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["Job"][];
        };
        Me: {
            user: {
                /** Format: uuid */
                id: string;
                email: string;
                full_name: string;
                /**
                 * @description admin, recruiter, hiring_manager or interviewer
                 * @enum {string}
                 */
                role: "admin" | "recruiter" | "hiring_manager" | "interviewer";
                is_active: boolean;
            };
            tenant: {
                /** Format: uuid */
                id: string;
                code: string;
                name: string;
            };
            /**
             * @description admin, recruiter, hiring_manager or interviewer
             * @enum {string}
             */
            role: "admin" | "recruiter" | "hiring_manager" | "interviewer";
        };
        Offer: {
            /**
             * Format: uuid
             * @description The id of this version
             */
            id: string;
            /** Format: uuid */
            application_id: string;
            /** Format: uuid */
            candidate_id: string;
            /** Format: uuid */
            job_id: string;
            /** @description `OFF-YYYY-NNNN`, one per version */
            offer_number: string;
            /** @description The current offer of an application is its highest version */
            version: number;
            /**
             * @description A pending offer whose `expiry_date` has passed reads as `declined` with `decline_reason_code` `no_response` and `responded_at` equal to `expiry_date`.
             * @enum {string}
             */
            status: "pending" | "accepted" | "declined" | "cancelled";
            job_title: string | null;
            department: string | null;
            /** Format: date */
            start_date: string | null;
            gross_salary_amount: number | null;
            gross_salary_currency: string | null;
            /** @description Pay unit, such as per month or per year */
            gross_salary_unit: string | null;
            probation_period: string | null;
            probation_salary_amount: number | null;
            /**
             * Format: date-time
             * @description Reply deadline
             */
            expiry_date: string | null;
            /** Format: date-time */
            sent_at: string;
            /** Format: date-time */
            responded_at: string | null;
            /** @enum {string|null} */
            decline_reason_code: "compensation" | "role_and_job" | "external_factors" | "no_response" | "other" | null;
            /** @enum {string|null} */
            cancel_reason_code: "business_decision" | "candidate_no_longer_eligible" | "other" | null;
            comments: string | null;
            /**
             * Format: uuid
             * @description The member who sent this version
             */
            created_by: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        OfferPage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["Offer"][];
        };
        OfferedInterviewSlots: {
            interview_round: string;
            duration_minutes: number;
            job_title: string;
            company_name: string;
            /** Format: date-time */
            expires_at: string;
            /** @description Offered times still free, earliest first */
            slots: {
                /** Format: date-time */
                start: string;
                /** Format: date-time */
                end: string;
            }[];
        };
        PipelineTemplate: {
            /** Format: uuid */
            id: string;
            name: string;
            is_default: boolean;
            stages: components["schemas"]["Stage"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        PipelineTemplatePage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["PipelineTemplate"][];
        };
        ProvisionedTenant: {
            tenant: components["schemas"]["Tenant"];
            admin: components["schemas"]["UserSummary"];
        };
        PublicCareerPage: {
            code: string;
            subdomain: string;
            /** @description For POST /public/applications/submit/{tenant_code} and GET /public/jobs/{tenant_code} */
            tenant_code: string;
            company_name: string;
            title: string;
            tagline: string | null;
            about_html: string | null;
            theme: components["schemas"]["CareerPageTheme"];
            logo_url: string | null;
            banner_url: string | null;
            /** Format: date-time */
            published_at: string | null;
            /** @description Open public jobs, newest first, at most 100 */
            jobs: components["schemas"]["PublicJob"][];
            /** @description All open public jobs; page through GET /public/jobs/{tenant_code} for more than 100 */
            jobs_total: number;
        };
        PublicJob: {
            /** Format: uuid */
            id: string;
            code: string;
            slug: string;
            title: string;
            department: string | null;
            /** @enum {string} */
            employment_type: "full_time" | "part_time" | "contract" | "internship";
            /** @enum {string|null} */
            work_setup: "onsite" | "hybrid" | "remote" | "flexible" | null;
            location_display: string | null;
            salary_min: number | null;
            salary_max: number | null;
            currency: string | null;
            description_html: string | null;
            /** Format: date-time */
            published_at: string | null;
        };
        PublicJobPage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["PublicJob"][];
        };
        RejectionReason: {
            /** Format: uuid */
            id: string;
            /** @description What applications record in rejection_reason_code */
            code: string;
            label: string;
            /** Format: date-time */
            created_at: string;
        };
        RejectionReasonPage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["RejectionReason"][];
        };
        SelfScheduleLink: {
            /** Format: uuid */
            id: string;
            /** @description Shown only here; the service keeps only its hash */
            token: string;
            /** @description The page the candidate opens to pick a time */
            url: string;
            /** Format: date-time */
            expires_at: string;
        };
        Stage: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description Compare stages across jobs by type, not by name
             * @enum {string}
             */
            stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
            /** @description Position in the pipeline, 1 to n */
            sort_order: number;
            /** @description The final (hired) stage */
            is_terminal: boolean;
            /** @description May be skipped */
            is_optional: boolean;
        };
        StagePage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["Stage"][];
        };
        TalentPoolEntry: {
            candidate: {
                /** Format: uuid */
                id: string;
                code: string;
                full_name: string;
                email: string | null;
            };
            note: string | null;
            /** @description Labels of the pool entry, separate from the candidate’s own tags */
            tags: string[];
            /**
             * Format: uuid
             * @description The user who added the candidate
             */
            added_by: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        TalentPoolEntryPage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["TalentPoolEntry"][];
        };
        Tenant: {
            /** Format: uuid */
            id: string;
            code: string;
            name: string;
            /** Format: date-time */
            created_at: string;
        };
        TenantSettings: {
            /** @description When true, rejecting an application (POST /applications/{id}/status or /applications/bulk-status) without a `rejection_reason_code` answers 422. Default false: the code is optional. */
            require_rejection_reason: boolean;
            /**
             * Format: uuid
             * @description An e-mail template (GET /email-templates) mailed to everyone who applies through a career page, rendered with their application; it is listed with their other mail (GET /emails). Null (the default): no acknowledgement is sent. A template that is not the company’s is 422; a template named here cannot be deleted (409).
             */
            application_acknowledgement_template_id: string | null;
            /**
             * Format: date-time
             * @description When the settings last changed; send it back in If-Unmodified-Since
             */
            updated_at: string;
        };
        TokenPair: {
            /** @description JWT for `Authorization: Bearer`, valid for 24 hours by default */
            access_token: string;
            /** @description Opaque; exchange at /auth/refresh. Each use replaces it. */
            refresh_token: string;
            /** @enum {string} */
            token_type: "bearer";
            /** @description Seconds until the access token expires */
            expires_in: number;
        };
        User: {
            /** Format: uuid */
            id: string;
            email: string;
            full_name: string;
            /**
             * @description admin, recruiter, hiring_manager or interviewer
             * @enum {string}
             */
            role: "admin" | "recruiter" | "hiring_manager" | "interviewer";
            is_active: boolean;
            /** Format: date-time */
            last_login_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        UserPage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["User"][];
        };
        UserSummary: {
            /** Format: uuid */
            id: string;
            email: string;
            full_name: string;
            /**
             * @description admin, recruiter, hiring_manager or interviewer
             * @enum {string}
             */
            role: "admin" | "recruiter" | "hiring_manager" | "interviewer";
        };
        /** @description The request did not match its schema */
        ValidationError: {
            detail: {
                loc: (string | number)[];
                msg: string;
                type: string;
            }[];
        };
        Webhook: {
            /** Format: uuid */
            id: string;
            url: string;
            description: string | null;
            events: ("candidate.created" | "candidate.updated" | "application.created" | "application.stage_changed" | "application.status_changed" | "interview.scheduled" | "interview.updated" | "evaluation.submitted" | "offer.created" | "offer.updated" | "job.created" | "job.status_changed")[];
            /** @description False when disabled by an admin or after failing for 3 days */
            is_active: boolean;
            /** @description Why the service disabled the endpoint; null when an admin did, or it is active */
            disabled_reason: string | null;
            /** Format: date-time */
            disabled_at: string | null;
            /**
             * Format: date-time
             * @description After a secret rotation, the previous secret also signs until this instant
             */
            previous_secret_expires_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        WebhookDelivery: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            webhook_id: string;
            /**
             * Format: uuid
             * @description The `webhook-id` header of every attempt
             */
            event_id: string;
            event_type: string;
            /**
             * @description `pending` (to be tried, or tried again), `succeeded`, `failed` (every attempt failed), `canceled` (the endpoint was deleted or disabled)
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed" | "canceled";
            attempt_count: number;
            /** Format: date-time */
            next_attempt_at: string | null;
            /** @description The event as sent */
            payload: unknown;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Every attempt, oldest first */
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
        };
        WebhookDeliveryAttempt: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            attempted_at: string;
            /** @enum {string} */
            status: "succeeded" | "failed";
            /** @description The receiver’s HTTP status; null when none came */
            response_status: number | null;
            duration_ms: number;
            /** @description The first 1 KB of what the receiver answered */
            response_body: string;
            /** @description Why the attempt failed: refused destination, timeout, connection error, HTTP status */
            error: string | null;
            /**
             * Format: date-time
             * @description When the next attempt was scheduled after this one; null when none was
             */
            next_attempt_at: string | null;
        };
        WebhookDeliveryPage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["WebhookDelivery"][];
        };
        WebhookPage: {
            /** @description Records across all pages */
            total: number;
            page: number;
            page_size: number;
            items: components["schemas"]["Webhook"][];
        };
        WebhookWithSecret: {
            /** Format: uuid */
            id: string;
            url: string;
            description: string | null;
            events: ("candidate.created" | "candidate.updated" | "application.created" | "application.stage_changed" | "application.status_changed" | "interview.scheduled" | "interview.updated" | "evaluation.submitted" | "offer.created" | "offer.updated" | "job.created" | "job.status_changed")[];
            /** @description False when disabled by an admin or after failing for 3 days */
            is_active: boolean;
            /** @description Why the service disabled the endpoint; null when an admin did, or it is active */
            disabled_reason: string | null;
            /** Format: date-time */
            disabled_at: string | null;
            /**
             * Format: date-time
             * @description After a secret rotation, the previous secret also signs until this instant
             */
            previous_secret_expires_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The signing secret (`whsec_` + base64). Shown in this response only; keep it now. */
            secret: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The id of this request in the service’s logs: the one the client sent in `X-Request-Id`, or a new one */
        RequestId: string;
        /** @description Requests allowed in the window of the tightest limit that applies */
        RateLimitLimit: number;
        /** @description Requests left in that window */
        RateLimitRemaining: number;
        /** @description Names this version of the content; send it back in `If-None-Match` to be answered 304 while it holds */
        ETag: string;
        /** @description Seconds to wait before sending the request again */
        RetryAfter: number;
    };
    pathItems: never;
}
export type ApiKey = components['schemas']['ApiKey'];
export type ApiKeyPage = components['schemas']['ApiKeyPage'];
export type Application = components['schemas']['Application'];
export type ApplicationPage = components['schemas']['ApplicationPage'];
export type ApplicationTransition = components['schemas']['ApplicationTransition'];
export type ApplicationTransitionPage = components['schemas']['ApplicationTransitionPage'];
export type AuditLogEntry = components['schemas']['AuditLogEntry'];
export type AuditLogEntryPage = components['schemas']['AuditLogEntryPage'];
export type BookedInterviewSlot = components['schemas']['BookedInterviewSlot'];
export type BulkResults = components['schemas']['BulkResults'];
export type Candidate = components['schemas']['Candidate'];
export type CandidatePage = components['schemas']['CandidatePage'];
export type CareerPage = components['schemas']['CareerPage'];
export type CareerPageAsset = components['schemas']['CareerPageAsset'];
export type CareerPagePage = components['schemas']['CareerPagePage'];
export type CareerPageTheme = components['schemas']['CareerPageTheme'];
export type CostItem = components['schemas']['CostItem'];
export type CreatedApiKey = components['schemas']['CreatedApiKey'];
export type CustomSource = components['schemas']['CustomSource'];
export type CustomSourcePage = components['schemas']['CustomSourcePage'];
export type CvEducationEntry = components['schemas']['CvEducationEntry'];
export type CvParse = components['schemas']['CvParse'];
export type CvParsePage = components['schemas']['CvParsePage'];
export type DataApiError = components['schemas']['DataApiError'];
export type DataApplicationPage = components['schemas']['DataApplicationPage'];
export type DataApplicationRow = components['schemas']['DataApplicationRow'];
export type DataCandidatePage = components['schemas']['DataCandidatePage'];
export type DataCandidateRow = components['schemas']['DataCandidateRow'];
export type DataCatalog = components['schemas']['DataCatalog'];
export type DataEvaluationPage = components['schemas']['DataEvaluationPage'];
export type DataEvaluationRow = components['schemas']['DataEvaluationRow'];
export type DataInterviewPage = components['schemas']['DataInterviewPage'];
export type DataInterviewRow = components['schemas']['DataInterviewRow'];
export type DataJobPage = components['schemas']['DataJobPage'];
export type DataJobRow = components['schemas']['DataJobRow'];
export type DataMetrics = components['schemas']['DataMetrics'];
export type DataOfferPage = components['schemas']['DataOfferPage'];
export type DataOfferRow = components['schemas']['DataOfferRow'];
export type DataPageMeta = components['schemas']['DataPageMeta'];
export type DataStageTransitionPage = components['schemas']['DataStageTransitionPage'];
export type DataStageTransitionRow = components['schemas']['DataStageTransitionRow'];
export type DemoDataSummary = components['schemas']['DemoDataSummary'];
export type EmailMessage = components['schemas']['EmailMessage'];
export type EmailMessagePage = components['schemas']['EmailMessagePage'];
export type EmailPreview = components['schemas']['EmailPreview'];
export type EmailTemplate = components['schemas']['EmailTemplate'];
export type EmailTemplatePage = components['schemas']['EmailTemplatePage'];
export type Error = components['schemas']['Error'];
export type Evaluation = components['schemas']['Evaluation'];
export type EvaluationPage = components['schemas']['EvaluationPage'];
export type ExtractedCv = components['schemas']['ExtractedCv'];
export type ImportAccepted = components['schemas']['ImportAccepted'];
export type ImportStatus = components['schemas']['ImportStatus'];
export type ImportSummary = components['schemas']['ImportSummary'];
export type ImportSummaryPage = components['schemas']['ImportSummaryPage'];
export type Interview = components['schemas']['Interview'];
export type InterviewPage = components['schemas']['InterviewPage'];
export type Invitation = components['schemas']['Invitation'];
export type Job = components['schemas']['Job'];
export type JobPage = components['schemas']['JobPage'];
export type Me = components['schemas']['Me'];
export type Offer = components['schemas']['Offer'];
export type OfferPage = components['schemas']['OfferPage'];
export type OfferedInterviewSlots = components['schemas']['OfferedInterviewSlots'];
export type PipelineTemplate = components['schemas']['PipelineTemplate'];
export type PipelineTemplatePage = components['schemas']['PipelineTemplatePage'];
export type ProvisionedTenant = components['schemas']['ProvisionedTenant'];
export type PublicCareerPage = components['schemas']['PublicCareerPage'];
export type PublicJob = components['schemas']['PublicJob'];
export type PublicJobPage = components['schemas']['PublicJobPage'];
export type RejectionReason = components['schemas']['RejectionReason'];
export type RejectionReasonPage = components['schemas']['RejectionReasonPage'];
export type SelfScheduleLink = components['schemas']['SelfScheduleLink'];
export type Stage = components['schemas']['Stage'];
export type StagePage = components['schemas']['StagePage'];
export type TalentPoolEntry = components['schemas']['TalentPoolEntry'];
export type TalentPoolEntryPage = components['schemas']['TalentPoolEntryPage'];
export type Tenant = components['schemas']['Tenant'];
export type TenantSettings = components['schemas']['TenantSettings'];
export type TokenPair = components['schemas']['TokenPair'];
export type User = components['schemas']['User'];
export type UserPage = components['schemas']['UserPage'];
export type UserSummary = components['schemas']['UserSummary'];
export type ValidationError = components['schemas']['ValidationError'];
export type Webhook = components['schemas']['Webhook'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookDeliveryAttempt = components['schemas']['WebhookDeliveryAttempt'];
export type WebhookDeliveryPage = components['schemas']['WebhookDeliveryPage'];
export type WebhookPage = components['schemas']['WebhookPage'];
export type WebhookWithSecret = components['schemas']['WebhookWithSecret'];
export type HeaderRequestId = components['headers']['RequestId'];
export type HeaderRateLimitLimit = components['headers']['RateLimitLimit'];
export type HeaderRateLimitRemaining = components['headers']['RateLimitRemaining'];
export type HeaderETag = components['headers']['ETag'];
export type HeaderRetryAfter = components['headers']['RetryAfter'];
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Answer */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Says which dependencies did not answer, e.g. `redis unavailable` */
                        status: string;
                        /** @description The dependencies that did not answer: `database`, `redis` */
                        failed: string[];
                    };
                };
            };
        };
    };
    provisionTenant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description Used in public URLs: lowercase letters, digits and hyphens, 3 to 40 characters */
                    code: string;
                    /** Format: email */
                    admin_email: string;
                    admin_password: string;
                    admin_full_name: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProvisionedTenant"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the key is for, e.g. "BI dashboard" */
                    name: string;
                    /**
                     * Format: date-time
                     * @description A future instant after which the key stops working; omitted or null: no expiry
                     */
                    expires_at?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTenantSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantSettings"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTenantSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description When true, rejecting an application (POST /applications/{id}/status or /applications/bulk-status) without a `rejection_reason_code` answers 422. Default false: the code is optional. */
                    require_rejection_reason?: boolean;
                    /**
                     * Format: uuid
                     * @description An e-mail template (GET /email-templates) mailed to everyone who applies through a career page, rendered with their application; it is listed with their other mail (GET /emails). Null (the default): no acknowledgement is sent. A template that is not the company’s is 422; a template named here cannot be deleted (409).
                     */
                    application_acknowledgement_template_id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantSettings"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDataCandidates: {
        parameters: {
            query?: {
                /** @description First day, a calendar date in Vietnam time (UTC+7), included, on the table’s time axis. Default and lower limit: today minus 18 calendar months (an older value is moved forward and `meta.from_clamped` is true). */
                from?: string;
                /** @description Last day, a calendar date in Vietnam time (UTC+7), included. Default: today in Vietnam. */
                to?: string;
                /** @description Only rows changed at or after this instant (ISO 8601 with a zone), for incremental syncs */
                updated_since?: string;
                /** @description false leaves out sample rows (`is_demo = true`) */
                include_demo?: boolean;
                /** @description 1-based page number */
                page?: number;
                /** @description Rows per page, 1 to 100 */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataCandidatePage"];
                };
            };
            /** @description `api_key_in_url`: an API key was sent in the URL (`key` query parameter); revoke that key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_api_key`: the API key is missing, malformed, unknown, expired or revoked (a JWT is not accepted) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_parameter` (or `invalid_range` when `from` is after `to`): a query parameter is not valid */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `rate_limited`: the per-minute or daily quota of the key is spent; retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
        };
    };
    listDataApplications: {
        parameters: {
            query?: {
                /** @description First day, a calendar date in Vietnam time (UTC+7), included, on the table’s time axis. Default and lower limit: today minus 18 calendar months (an older value is moved forward and `meta.from_clamped` is true). */
                from?: string;
                /** @description Last day, a calendar date in Vietnam time (UTC+7), included. Default: today in Vietnam. */
                to?: string;
                /** @description Only rows changed at or after this instant (ISO 8601 with a zone), for incremental syncs */
                updated_since?: string;
                /** @description false leaves out sample rows (`is_demo = true`) */
                include_demo?: boolean;
                /** @description 1-based page number */
                page?: number;
                /** @description Rows per page, 1 to 100 */
                page_size?: number;
                /** @description Only rows of this job (job_id) */
                job_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApplicationPage"];
                };
            };
            /** @description `api_key_in_url`: an API key was sent in the URL (`key` query parameter); revoke that key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_api_key`: the API key is missing, malformed, unknown, expired or revoked (a JWT is not accepted) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_parameter` (or `invalid_range` when `from` is after `to`): a query parameter is not valid */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `rate_limited`: the per-minute or daily quota of the key is spent; retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
        };
    };
    listDataStageTransitions: {
        parameters: {
            query?: {
                /** @description First day, a calendar date in Vietnam time (UTC+7), included, on the table’s time axis. Default and lower limit: today minus 18 calendar months (an older value is moved forward and `meta.from_clamped` is true). */
                from?: string;
                /** @description Last day, a calendar date in Vietnam time (UTC+7), included. Default: today in Vietnam. */
                to?: string;
                /** @description Only rows changed at or after this instant (ISO 8601 with a zone), for incremental syncs */
                updated_since?: string;
                /** @description false leaves out sample rows (`is_demo = true`) */
                include_demo?: boolean;
                /** @description 1-based page number */
                page?: number;
                /** @description Rows per page, 1 to 100 */
                page_size?: number;
                /** @description Only rows of this job (job_id) */
                job_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataStageTransitionPage"];
                };
            };
            /** @description `api_key_in_url`: an API key was sent in the URL (`key` query parameter); revoke that key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_api_key`: the API key is missing, malformed, unknown, expired or revoked (a JWT is not accepted) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_parameter` (or `invalid_range` when `from` is after `to`): a query parameter is not valid */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `rate_limited`: the per-minute or daily quota of the key is spent; retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
        };
    };
    listDataJobs: {
        parameters: {
            query?: {
                /** @description First day, a calendar date in Vietnam time (UTC+7), included, on the table’s time axis. Default and lower limit: today minus 18 calendar months (an older value is moved forward and `meta.from_clamped` is true). */
                from?: string;
                /** @description Last day, a calendar date in Vietnam time (UTC+7), included. Default: today in Vietnam. */
                to?: string;
                /** @description Only rows changed at or after this instant (ISO 8601 with a zone), for incremental syncs */
                updated_since?: string;
                /** @description false leaves out sample rows (`is_demo = true`) */
                include_demo?: boolean;
                /** @description 1-based page number */
                page?: number;
                /** @description Rows per page, 1 to 100 */
                page_size?: number;
                /** @description Only rows of this job (id) */
                job_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataJobPage"];
                };
            };
            /** @description `api_key_in_url`: an API key was sent in the URL (`key` query parameter); revoke that key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_api_key`: the API key is missing, malformed, unknown, expired or revoked (a JWT is not accepted) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_parameter` (or `invalid_range` when `from` is after `to`): a query parameter is not valid */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `rate_limited`: the per-minute or daily quota of the key is spent; retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
        };
    };
    listDataInterviews: {
        parameters: {
            query?: {
                /** @description First day, a calendar date in Vietnam time (UTC+7), included, on the table’s time axis. Default and lower limit: today minus 18 calendar months (an older value is moved forward and `meta.from_clamped` is true). */
                from?: string;
                /** @description Last day, a calendar date in Vietnam time (UTC+7), included. Default: today in Vietnam. */
                to?: string;
                /** @description Only rows changed at or after this instant (ISO 8601 with a zone), for incremental syncs */
                updated_since?: string;
                /** @description false leaves out sample rows (`is_demo = true`) */
                include_demo?: boolean;
                /** @description 1-based page number */
                page?: number;
                /** @description Rows per page, 1 to 100 */
                page_size?: number;
                /** @description Only rows of this job (job_id) */
                job_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataInterviewPage"];
                };
            };
            /** @description `api_key_in_url`: an API key was sent in the URL (`key` query parameter); revoke that key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_api_key`: the API key is missing, malformed, unknown, expired or revoked (a JWT is not accepted) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_parameter` (or `invalid_range` when `from` is after `to`): a query parameter is not valid */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `rate_limited`: the per-minute or daily quota of the key is spent; retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
        };
    };
    listDataEvaluations: {
        parameters: {
            query?: {
                /** @description First day, a calendar date in Vietnam time (UTC+7), included, on the table’s time axis. Default and lower limit: today minus 18 calendar months (an older value is moved forward and `meta.from_clamped` is true). */
                from?: string;
                /** @description Last day, a calendar date in Vietnam time (UTC+7), included. Default: today in Vietnam. */
                to?: string;
                /** @description Only rows changed at or after this instant (ISO 8601 with a zone), for incremental syncs */
                updated_since?: string;
                /** @description false leaves out sample rows (`is_demo = true`) */
                include_demo?: boolean;
                /** @description 1-based page number */
                page?: number;
                /** @description Rows per page, 1 to 100 */
                page_size?: number;
                /** @description Only rows of this job (job_id) */
                job_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataEvaluationPage"];
                };
            };
            /** @description `api_key_in_url`: an API key was sent in the URL (`key` query parameter); revoke that key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_api_key`: the API key is missing, malformed, unknown, expired or revoked (a JWT is not accepted) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_parameter` (or `invalid_range` when `from` is after `to`): a query parameter is not valid */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `rate_limited`: the per-minute or daily quota of the key is spent; retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
        };
    };
    listDataOffers: {
        parameters: {
            query?: {
                /** @description First day, a calendar date in Vietnam time (UTC+7), included, on the table’s time axis. Default and lower limit: today minus 18 calendar months (an older value is moved forward and `meta.from_clamped` is true). */
                from?: string;
                /** @description Last day, a calendar date in Vietnam time (UTC+7), included. Default: today in Vietnam. */
                to?: string;
                /** @description Only rows changed at or after this instant (ISO 8601 with a zone), for incremental syncs */
                updated_since?: string;
                /** @description false leaves out sample rows (`is_demo = true`) */
                include_demo?: boolean;
                /** @description 1-based page number */
                page?: number;
                /** @description Rows per page, 1 to 100 */
                page_size?: number;
                /** @description Only rows of this job (job_id) */
                job_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataOfferPage"];
                };
            };
            /** @description `api_key_in_url`: an API key was sent in the URL (`key` query parameter); revoke that key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_api_key`: the API key is missing, malformed, unknown, expired or revoked (a JWT is not accepted) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_parameter` (or `invalid_range` when `from` is after `to`): a query parameter is not valid */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `rate_limited`: the per-minute or daily quota of the key is spent; retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
        };
    };
    getDataCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataCatalog"];
                };
            };
            /** @description `api_key_in_url`: an API key was sent in the URL (`key` query parameter); revoke that key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_api_key`: the API key is missing, malformed, unknown, expired or revoked (a JWT is not accepted) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_parameter` (or `invalid_range` when `from` is after `to`): a query parameter is not valid */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `rate_limited`: the per-minute or daily quota of the key is spent; retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
        };
    };
    getDataAgentGuide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guide */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
                };
            };
            /** @description `api_key_in_url`: an API key was sent in the URL (`key` query parameter); revoke that key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_api_key`: the API key is missing, malformed, unknown, expired or revoked (a JWT is not accepted) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_parameter` (or `invalid_range` when `from` is after `to`): a query parameter is not valid */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `rate_limited`: the per-minute or daily quota of the key is spent; retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
        };
    };
    getDataMetrics: {
        parameters: {
            query?: {
                /** @description First day of the period, a calendar date in Vietnam time (UTC+7), included. Default: `to` minus 29 days. A day older than the 18-month window is moved forward (`from_clamped`). */
                from?: string;
                /** @description Last day of the period, Vietnam time, included. Default: today in Vietnam. */
                to?: string;
                /** @description Only this job: its applications, offers and cost, and the job itself for total_jobs */
                job_id?: string;
                /** @description Only the jobs of this department (as the catalog lists it: compared trimmed, without regard to case) */
                department?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataMetrics"];
                };
            };
            /** @description `api_key_in_url`: an API key was sent in the URL (`key` query parameter); revoke that key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_api_key`: the API key is missing, malformed, unknown, expired or revoked (a JWT is not accepted) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `invalid_parameter` (or `invalid_range` when `from` is after `to`): a query parameter is not valid */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
            /** @description `rate_limited`: the per-minute or daily quota of the key is spent; retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataApiError"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Case-insensitive */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refreshTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    loginWithGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A Google ID token */
                    id_token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    /** @description At least 8 characters */
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
                /** @description Matches name or e-mail */
                search?: string;
                /** @description admin, recruiter, hiring_manager or interviewer */
                role?: "admin" | "recruiter" | "hiring_manager" | "interviewer";
                is_active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description admin, recruiter, hiring_manager or interviewer
                     * @enum {string}
                     */
                    role?: "admin" | "recruiter" | "hiring_manager" | "interviewer";
                    /** @description false deactivates the user and signs them out everywhere */
                    is_active?: boolean;
                    full_name?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inviteUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    full_name: string;
                    /**
                     * @description admin, recruiter, hiring_manager or interviewer
                     * @enum {string}
                     */
                    role: "admin" | "recruiter" | "hiring_manager" | "interviewer";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditLogs: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
                resource_type?: string;
                resource_id?: string;
                actor_id?: string;
                /** @description Entries at or after this instant */
                from?: string;
                /** @description Entries at or before this instant */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogEntryPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAuditLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPipelineTemplates: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineTemplatePage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPipelineTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    is_default?: boolean;
                    /** @description In order; the last is the one terminal stage, of type hired */
                    stages: {
                        name: string;
                        /**
                         * @description Compare stages across jobs by type, not by name
                         * @enum {string}
                         */
                        stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                        /** @default false */
                        is_terminal?: boolean;
                        /** @default false */
                        is_optional?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineTemplate"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPipelineTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineTemplate"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePipelineTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    is_default?: boolean;
                    /** @description In order; the last is the one terminal stage, of type hired */
                    stages?: {
                        name: string;
                        /**
                         * @description Compare stages across jobs by type, not by name
                         * @enum {string}
                         */
                        stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                        /** @default false */
                        is_terminal?: boolean;
                        /** @default false */
                        is_optional?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineTemplate"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePipelineTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listJobs: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
                /** @description One status; repeating the parameter is refused */
                status_filter?: "draft" | "open" | "paused" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @description Derived from the title when omitted */
                    slug?: string;
                    /**
                     * @default full_time
                     * @enum {string}
                     */
                    employment_type?: "full_time" | "part_time" | "contract" | "internship";
                    /**
                     * Format: uuid
                     * @description Template whose stages the job copies; the tenant's default when omitted
                     */
                    pipeline_template_id?: string;
                    department?: string | null;
                    /** @enum {string|null} */
                    work_setup?: "onsite" | "hybrid" | "remote" | "flexible" | null;
                    location_display?: string | null;
                    /** @description Lower end of the salary range */
                    salary_min?: number | null;
                    /** @description Upper end of the salary range; not below salary_min */
                    salary_max?: number | null;
                    /** @description ISO 4217 currency code, such as VND or USD */
                    currency?: string | null;
                    /** @description HTML; scripts, event handlers and javascript: URLs are removed */
                    description_html?: string | null;
                    /** @description Listed on the public career endpoints while open */
                    is_public?: boolean;
                    /** @enum {string|null} */
                    hire_type?: "new_hire" | "replacement" | null;
                    headcount?: number;
                    /** Format: date */
                    expected_hire_date?: string | null;
                    recruitment_cost_items?: components["schemas"]["CostItem"][];
                    /** @description ISO 4217 currency code, such as VND or USD */
                    cost_currency?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bulkChangeJobStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    job_ids: string[];
                    /** @enum {string} */
                    status: "open" | "paused" | "closed";
                    close_reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResults"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    slug?: string;
                    /** @enum {string} */
                    employment_type?: "full_time" | "part_time" | "contract" | "internship";
                    department?: string | null;
                    /** @enum {string|null} */
                    work_setup?: "onsite" | "hybrid" | "remote" | "flexible" | null;
                    location_display?: string | null;
                    /** @description Lower end of the salary range */
                    salary_min?: number | null;
                    /** @description Upper end of the salary range; not below salary_min */
                    salary_max?: number | null;
                    /** @description ISO 4217 currency code, such as VND or USD */
                    currency?: string | null;
                    /** @description HTML; scripts, event handlers and javascript: URLs are removed */
                    description_html?: string | null;
                    /** @description Listed on the public career endpoints while open */
                    is_public?: boolean;
                    /** @enum {string|null} */
                    hire_type?: "new_hire" | "replacement" | null;
                    headcount?: number;
                    /** Format: date */
                    expected_hire_date?: string | null;
                    recruitment_cost_items?: components["schemas"]["CostItem"][];
                    /** @description ISO 4217 currency code, such as VND or USD */
                    cost_currency?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeJobStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "open" | "paused" | "closed";
                    close_reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getJobPipeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StagePage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addJobStage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @description Compare stages across jobs by type, not by name
                     * @enum {string}
                     */
                    stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                    /** @description 1-based; default: just before the hired stage */
                    position?: number;
                    is_optional?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateJobStage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
                stage_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    is_optional?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteJobStage: {
        parameters: {
            query?: {
                /** @description Where applications in the deleted stage go */
                move_to_stage_id?: string;
            };
            header?: {
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
                stage_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reorderJobStages: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every stage of the job, in the new order */
                    stage_ids: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StagePage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCandidates: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
                /** @description Name, e-mail, phone or code; case- and accent-insensitive. Under 3 characters: names starting with it. A code (CAN-2026-0123, or its start) finds the codes that start with it. */
                search?: string;
                /** @description Only candidates created strictly before this instant */
                created_before?: string;
                source?: string;
                tag?: string;
                location?: string;
                /** @description Candidates with an application to this job */
                job_id?: string;
                is_blacklisted?: boolean;
                needs_manual_review?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CandidatePage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCandidate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    full_name: string;
                    /** Format: email */
                    email?: string | null;
                    phone?: string | null;
                    /** @enum {string|null} */
                    gender?: "male" | "female" | "other" | null;
                    /** @description YYYY-MM-DD, or YYYY when only the year is known */
                    date_of_birth?: string | null;
                    location_display?: string | null;
                    vn_province_code?: string | null;
                    /** @description ISO 3166-1 alpha-2 */
                    country_code?: string | null;
                    current_job_title?: string | null;
                    current_company?: string | null;
                    total_experience_years?: number | null;
                    skills?: (unknown[] | {
                        [key: string]: unknown;
                    }) | null;
                    education?: (unknown[] | {
                        [key: string]: unknown;
                    }) | null;
                    current_salary?: number | null;
                    /** @description ISO 4217, such as VND */
                    current_salary_currency?: string | null;
                    /** @enum {string|null} */
                    current_salary_type?: "gross" | "net" | null;
                    /** @enum {string|null} */
                    current_salary_period?: "monthly" | "yearly" | "hourly" | null;
                    expected_salary_min?: number | null;
                    expected_salary_max?: number | null;
                    /** @description ISO 4217, such as VND */
                    salary_currency?: string | null;
                    /** @enum {string|null} */
                    salary_type?: "gross" | "net" | null;
                    /** @enum {string|null} */
                    salary_period?: "monthly" | "yearly" | "hourly" | null;
                    /** @description A source kind, or a custom source value */
                    source?: string;
                    source_detail?: string | null;
                    tags?: string[];
                    star_rating?: number | null;
                    is_blacklisted?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCandidate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCandidate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    full_name?: string;
                    /** Format: email */
                    email?: string | null;
                    phone?: string | null;
                    /** @enum {string|null} */
                    gender?: "male" | "female" | "other" | null;
                    /** @description YYYY-MM-DD, or YYYY when only the year is known */
                    date_of_birth?: string | null;
                    location_display?: string | null;
                    vn_province_code?: string | null;
                    /** @description ISO 3166-1 alpha-2 */
                    country_code?: string | null;
                    current_job_title?: string | null;
                    current_company?: string | null;
                    total_experience_years?: number | null;
                    skills?: (unknown[] | {
                        [key: string]: unknown;
                    }) | null;
                    education?: (unknown[] | {
                        [key: string]: unknown;
                    }) | null;
                    current_salary?: number | null;
                    /** @description ISO 4217, such as VND */
                    current_salary_currency?: string | null;
                    /** @enum {string|null} */
                    current_salary_type?: "gross" | "net" | null;
                    /** @enum {string|null} */
                    current_salary_period?: "monthly" | "yearly" | "hourly" | null;
                    expected_salary_min?: number | null;
                    expected_salary_max?: number | null;
                    /** @description ISO 4217, such as VND */
                    salary_currency?: string | null;
                    /** @enum {string|null} */
                    salary_type?: "gross" | "net" | null;
                    /** @enum {string|null} */
                    salary_period?: "monthly" | "yearly" | "hourly" | null;
                    /** @description A source kind, or a custom source value */
                    source?: string;
                    source_detail?: string | null;
                    tags?: string[];
                    star_rating?: number | null;
                    is_blacklisted?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCandidate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    markCandidateNotDuplicate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    mergeCandidate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    into_id: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    anonymizeCandidate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCandidateAvatar: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the copy the client holds: 304 without a body when it is still current. */
                "If-None-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, with the type read from its bytes */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            /** @description Not modified since the ETag the client holds */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadCandidateAvatar: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PNG, JPEG or WebP image, at most 2 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPublicJobs: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
                /** @description Title, department or location */
                search?: string;
                department?: string;
                location?: string;
                employment_type?: "full_time" | "part_time" | "contract" | "internship";
                work_setup?: "onsite" | "hybrid" | "remote" | "flexible";
            };
            header?: never;
            path: {
                tenant_code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicJobPage"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_code: string;
                /** @description The slug or the JOB-YYYY-NNNN code */
                job_identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicJob"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitPublicApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path: {
                tenant_code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The job applied to; or give job_identifier
                     */
                    job_id?: string;
                    /** @description The job’s slug or code */
                    job_identifier?: string;
                    full_name: string;
                    /** Format: email */
                    email: string;
                    phone?: string;
                    cover_letter?: string;
                    /** @description Must be true: the candidate agrees to the processing of their data */
                    consent: boolean;
                    /** @description Accepted and ignored unless a verifier is configured */
                    captcha_token?: string;
                };
                "multipart/form-data": {
                    /**
                     * Format: uuid
                     * @description The job applied to; or give job_identifier
                     */
                    job_id?: string;
                    /** @description The job’s slug or code */
                    job_identifier?: string;
                    full_name: string;
                    /** Format: email */
                    email: string;
                    phone?: string;
                    cover_letter?: string;
                    /** @enum {string} */
                    consent: "true" | "false";
                    /** @description Accepted and ignored unless a verifier is configured */
                    captcha_token?: string;
                    /**
                     * Format: binary
                     * @description PDF or DOCX, at most 10 MB
                     */
                    cv?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        application_id: string;
                        candidate_code: string;
                        job_code: string;
                        message: string;
                    };
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCareerPages: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
                /** @description Matches title, subdomain or code */
                search?: string;
                is_published?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareerPagePage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCareerPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique across all companies: lowercase letters, digits and hyphens, 3 to 63 characters, no hyphen at either end */
                    subdomain: string;
                    title: string;
                    tagline?: string | null;
                    /** @description Rich text; scripts, event handlers, frames and javascript: links are removed */
                    about_html?: string | null;
                    theme?: components["schemas"]["CareerPageTheme"];
                    /**
                     * Format: uri
                     * @description Logo image, such as a URL returned by POST /career-pages/{id}/assets
                     */
                    logo_url?: string | null;
                    /**
                     * Format: uri
                     * @description Banner image, such as a URL returned by POST /career-pages/{id}/assets
                     */
                    banner_url?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareerPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCareerPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareerPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCareerPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Only the fields sent change; theme is replaced as a whole */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique across all companies: lowercase letters, digits and hyphens, 3 to 63 characters, no hyphen at either end */
                    subdomain?: string;
                    title?: string;
                    tagline?: string | null;
                    /** @description Rich text; scripts, event handlers, frames and javascript: links are removed */
                    about_html?: string | null;
                    theme?: components["schemas"]["CareerPageTheme"];
                    /**
                     * Format: uri
                     * @description Logo image
                     */
                    logo_url?: string | null;
                    /**
                     * Format: uri
                     * @description Banner image
                     */
                    banner_url?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareerPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCareerPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publishCareerPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareerPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unpublishCareerPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareerPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadCareerPageAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PNG, JPEG or WebP image, at most 5 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareerPageAsset"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublishedCareerPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subdomain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicCareerPage"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCareerPageAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the copy the client holds: 304 without a body when it is still current. */
                "If-None-Match"?: string;
            };
            path: {
                tenant_code: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, with the type read from its bytes */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            /** @description Not modified since the ETag the client holds */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRejectionReasons: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RejectionReasonPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createRejectionReason: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Lowercase letters, digits and underscores; unique in the tenant */
                    code: string;
                    label: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RejectionReason"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCustomSources: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomSourcePage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCustomSource: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description Lowercase letters, digits and underscores; neither a built-in source kind (422) nor another custom source (409) */
                    value: string;
                    /** @enum {string} */
                    parent_source: "job_board" | "linkedin" | "facebook" | "other_social" | "email" | "referral" | "career_page" | "headhunt" | "hr" | "manual" | "other" | "old_database";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomSource"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDepartments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All departments on one page (page 1, page_size = total) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Records across all pages */
                        total: number;
                        page: number;
                        page_size: number;
                        items: string[];
                    };
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApplications: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
                job_id?: string;
                candidate_id?: string;
                stage_id?: string;
                /** @description Compare stages across jobs by type, not by name */
                stage_type?: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                status?: "active" | "hired" | "rejected";
                source?: string;
                assigned_recruiter_id?: string;
                /** @description Candidate name, e-mail, phone or code; accents ignored */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    candidate_id: string;
                    /** Format: uuid */
                    job_id: string;
                    /**
                     * Format: uuid
                     * @description A stage of the job other than the hired stage; the first stage when omitted
                     */
                    stage_id?: string;
                    /** @description A source kind, or the value of one of the company’s custom sources */
                    source?: string;
                    source_detail?: string | null;
                    /**
                     * Format: uuid
                     * @description An active member of the company
                     */
                    assigned_recruiter_id?: string | null;
                    /** Format: date-time */
                    applied_date?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bulkMoveApplications: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    application_ids: string[];
                    /** Format: uuid */
                    to_stage_id: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResults"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bulkChangeApplicationStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    application_ids: string[];
                    /** @enum {string} */
                    status: "active" | "hired" | "rejected";
                    /** @description Only with rejected; a code from GET /rejection-reasons. Optional unless the company’s settings require it (GET /settings/tenant) */
                    rejection_reason_code?: string;
                    /** @description Only with rejected */
                    rejection_reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResults"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    moveApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    to_stage_id: string;
                    notes?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeApplicationStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "hired" | "rejected";
                    /** @description Only with rejected; a code from GET /rejection-reasons. Optional unless the company’s settings require it (GET /settings/tenant) */
                    rejection_reason_code?: string;
                    /** @description Only with rejected */
                    rejection_reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addApplicationNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notes: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationTransition"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApplicationHistory: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationTransitionPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listInterviews: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
                application_id?: string;
                candidate_id?: string;
                job_id?: string;
                interviewer_id?: string;
                status?: "scheduled" | "completed" | "cancelled" | "no_show" | "rescheduled";
                /** @description Interviews starting at or after this instant; a bare date YYYY-MM-DD means the start of that day in Vietnam time */
                from?: string | unknown | unknown;
                /** @description Interviews starting before this instant; a bare date YYYY-MM-DD means the end of that day in Vietnam time (the day included) */
                to?: string | unknown | unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    scheduleInterview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    application_id: string;
                    /** @description Name of the round, such as "Technical interview" */
                    interview_round: string;
                    round_number?: number;
                    /**
                     * Format: date-time
                     * @description Start time
                     */
                    scheduled_at: string;
                    /** @description Minutes, 5 to 1440 */
                    duration_minutes: number;
                    location?: string | null;
                    /**
                     * Format: uri
                     * @description An absolute URL
                     */
                    meeting_link?: string | null;
                    comments?: string | null;
                    /** @description Active members of the company, 1 to 20 */
                    interviewer_ids: string[];
                    /** @description Book even when an interviewer already has a scheduled interview at an overlapping time */
                    force?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSelfScheduleLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    application_id: string;
                    /** @description Name of the round, such as "Technical interview" */
                    interview_round: string;
                    /** @description Minutes, 5 to 1440 */
                    duration_minutes: number;
                    /** @description Active members of the company, 1 to 20 */
                    interviewer_ids: string[];
                    /** @description Start times offered to the candidate, 1 to 50, each in the future and different */
                    slots: {
                        /**
                         * Format: date-time
                         * @description A start time in the future
                         */
                        start: string;
                    }[];
                    location?: string | null;
                    /**
                     * Format: uri
                     * @description An absolute URL
                     */
                    meeting_link?: string | null;
                    /**
                     * Format: date-time
                     * @description In the future; 7 days from now when omitted
                     */
                    expires_at?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SelfScheduleLink"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInterview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateInterview: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Name of the round, such as "Technical interview" */
                    interview_round?: string;
                    round_number?: number;
                    /**
                     * Format: date-time
                     * @description A different start time marks the interview rescheduled
                     */
                    scheduled_at?: string;
                    /** @description Minutes, 5 to 1440 */
                    duration_minutes?: number;
                    location?: string | null;
                    /**
                     * Format: uri
                     * @description An absolute URL
                     */
                    meeting_link?: string | null;
                    comments?: string | null;
                    /** @description Active members of the company, 1 to 20 */
                    interviewer_ids?: string[];
                    /** @description Book even when an interviewer already has a scheduled interview at an overlapping time */
                    force?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeInterviewStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description completed, cancelled or no_show; other values are refused with 409
                     * @enum {string}
                     */
                    status: "scheduled" | "completed" | "cancelled" | "no_show" | "rescheduled";
                    /**
                     * @description Only with completed
                     * @enum {string}
                     */
                    result?: "pending" | "passed" | "failed" | "neutral";
                    /** @description Only with completed */
                    rating?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOfferedInterviewSlots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the link */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferedInterviewSlots"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bookInterviewSlot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The token of the link */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description One of the offered start times
                     */
                    start: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookedInterviewSlot"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOffers: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
                application_id?: string;
                candidate_id?: string;
                job_id?: string;
                /** @description The status as read: A pending offer whose `expiry_date` has passed reads as `declined` with `decline_reason_code` `no_response` and `responded_at` equal to `expiry_date`. */
                status?: "pending" | "accepted" | "declined" | "cancelled";
                /** @description Only the highest version of each application’s offer */
                latest_only?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    application_id: string;
                    /** @description The job’s title when omitted on creation */
                    job_title?: string | null;
                    /** @description The job’s department when omitted on creation */
                    department?: string | null;
                    /** Format: date */
                    start_date?: string | null;
                    gross_salary_amount?: number | null;
                    /** @description ISO 4217 currency code, such as VND or USD */
                    gross_salary_currency?: string | null;
                    /** @description Pay unit, such as per month or per year */
                    gross_salary_unit?: string | null;
                    /** @description Such as 2 months */
                    probation_period?: string | null;
                    probation_salary_amount?: number | null;
                    /**
                     * Format: date-time
                     * @description Reply deadline; must be in the future
                     */
                    expiry_date?: string | null;
                    comments?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reviseOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The job’s title when omitted on creation */
                    job_title?: string | null;
                    /** @description The job’s department when omitted on creation */
                    department?: string | null;
                    /** Format: date */
                    start_date?: string | null;
                    gross_salary_amount?: number | null;
                    /** @description ISO 4217 currency code, such as VND or USD */
                    gross_salary_currency?: string | null;
                    /** @description Pay unit, such as per month or per year */
                    gross_salary_unit?: string | null;
                    /** @description Such as 2 months */
                    probation_period?: string | null;
                    probation_salary_amount?: number | null;
                    /**
                     * Format: date-time
                     * @description Reply deadline; must be in the future
                     */
                    expiry_date?: string | null;
                    comments?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    respondToOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "accepted" | "declined";
                    /**
                     * @description Required with declined; not allowed with accepted
                     * @enum {string}
                     */
                    decline_reason_code?: "compensation" | "role_and_job" | "external_factors" | "no_response" | "other";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    cancel_reason_code: "business_decision" | "candidate_no_longer_eligible" | "other";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTalentPool: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
                /** @description Candidate name, e-mail, phone or code, as on GET /candidates. Under 3 characters: names starting with it. */
                search?: string;
                /** @description Entries carrying this tag */
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TalentPoolEntryPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addToTalentPool: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    candidate_id: string;
                    note?: string | null;
                    tags?: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TalentPoolEntry"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeFromTalentPool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvaluations: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
                application_id?: string;
                candidate_id?: string;
                job_id?: string;
                interview_id?: string;
                evaluator_id?: string;
                result?: "passed" | "failed" | "pending";
                evaluation_type?: "interview_feedback" | "hm_review";
                /** @description true: submitted only (evaluated_at set); false: drafts only */
                submitted?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createEvaluation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    application_id: string;
                    /**
                     * Format: uuid
                     * @description An interview of the same application
                     */
                    interview_id?: string | null;
                    /**
                     * Format: uuid
                     * @description A stage of the application’s job
                     */
                    stage_id?: string | null;
                    /**
                     * @description internal when omitted
                     * @enum {string}
                     */
                    evaluator_type?: "internal" | "external";
                    /**
                     * Format: uuid
                     * @description Internal only: an active member; the caller when omitted. Only admins and recruiters may name someone else.
                     */
                    evaluator_id?: string;
                    /** @description External only, and required there; internal ones take the member’s name */
                    evaluator_name?: string;
                    /** @description Within 1…rating_scale */
                    overall_rating?: number | null;
                    /** @description The top of the scale ratings and criterion scores are given on (they start at 1) */
                    rating_scale?: number;
                    /** @description Scores per criterion; `weighted_score` is computed from them. Null clears them. */
                    criteria_scores?: {
                        /** @description Unique within the evaluation (case is ignored); stored trimmed */
                        criterion: string;
                        /** @description Within 1…rating_scale */
                        score: number;
                        /** @description Greater than 0; 1 when omitted */
                        weight?: number;
                    }[] | null;
                    /** @enum {string|null} */
                    result?: "passed" | "failed" | "pending" | null;
                    /** @enum {string|null} */
                    evaluation_type?: "interview_feedback" | "hm_review" | null;
                    /** @description Written feedback; blank is stored as null */
                    comments?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Evaluation"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Evaluation"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEvaluation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description An interview of the same application
                     */
                    interview_id?: string | null;
                    /**
                     * Format: uuid
                     * @description A stage of the application’s job
                     */
                    stage_id?: string | null;
                    /** @description External evaluations only */
                    evaluator_name?: string;
                    /** @description Within 1…rating_scale */
                    overall_rating?: number | null;
                    /** @description The top of the scale ratings and criterion scores are given on (they start at 1) */
                    rating_scale?: number;
                    /** @description Scores per criterion; `weighted_score` is computed from them. Null clears them. */
                    criteria_scores?: {
                        /** @description Unique within the evaluation (case is ignored); stored trimmed */
                        criterion: string;
                        /** @description Within 1…rating_scale */
                        score: number;
                        /** @description Greater than 0; 1 when omitted */
                        weight?: number;
                    }[] | null;
                    /** @enum {string|null} */
                    result?: "passed" | "failed" | "pending" | null;
                    /** @enum {string|null} */
                    evaluation_type?: "interview_feedback" | "hm_review" | null;
                    /** @description Written feedback; blank is stored as null */
                    comments?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Evaluation"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitEvaluation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Evaluation"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listImports: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportSummaryPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Source kind of the candidates that name none (a built-in kind or a custom source); old_database when omitted */
                    default_source?: string;
                    jobs?: {
                        /** @description The key of this record in the system it comes from; unique per kind within the tenant */
                        external_id: string;
                        title: string;
                        department?: string | null;
                        location_display?: string | null;
                        /**
                         * @description full_time when omitted
                         * @enum {string}
                         */
                        employment_type?: "full_time" | "part_time" | "contract" | "internship";
                        /** @enum {string|null} */
                        work_setup?: "onsite" | "hybrid" | "remote" | "flexible" | null;
                        /** @enum {string|null} */
                        hire_type?: "new_hire" | "replacement" | null;
                        headcount?: number;
                        salary_min?: number | null;
                        salary_max?: number | null;
                        /** @description ISO 4217, such as VND */
                        currency?: string | null;
                        /** Format: date */
                        expected_hire_date?: string | null;
                        recruitment_cost_items?: {
                            category: string;
                            amount: number;
                            /** Format: date */
                            date?: string;
                        }[];
                        /** @description ISO 4217, such as VND */
                        cost_currency?: string | null;
                        description_html?: string | null;
                        /**
                         * @description closed when omitted
                         * @enum {string}
                         */
                        status?: "draft" | "open" | "paused" | "closed";
                        close_reason?: string | null;
                        /** @description Name of one of the tenant’s pipeline templates: the job copies its stages and is counted under it. Not with stages. */
                        pipeline_template?: string;
                        /** @description The job’s own pipeline in order (the job then has no template); the default template’s stages when neither this nor pipeline_template is given */
                        stages?: {
                            /** @description Unique within the job; transitions and evaluations name stages by it */
                            name: string;
                            /** @enum {string} */
                            stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                            /** @description The final (hired) stage; exactly one stage of type hired is terminal */
                            is_terminal?: boolean;
                            is_optional?: boolean;
                        }[];
                        /**
                         * Format: email
                         * @description E-mail of a member of the tenant: the creator of the job. Unknown e-mails are an error of the record.
                         */
                        created_by_email?: string;
                        /**
                         * Format: date-time
                         * @description When the job was opened in the old system
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description First publication; for an open job that gives none, its created_at
                         */
                        published_at?: string | null;
                        /**
                         * Format: date-time
                         * @description Last time the job was put on hold
                         */
                        paused_at?: string | null;
                        /**
                         * Format: date-time
                         * @description Last time the job was closed
                         */
                        closed_at?: string | null;
                    }[];
                    candidates?: {
                        /** @description The key of this record in the system it comes from; unique per kind within the tenant */
                        external_id: string;
                        full_name: string;
                        /** Format: email */
                        email?: string | null;
                        phone?: string | null;
                        /** @enum {string|null} */
                        gender?: "male" | "female" | "other" | null;
                        date_of_birth?: string | null;
                        location_display?: string | null;
                        vn_province_code?: string | null;
                        country_code?: string | null;
                        current_job_title?: string | null;
                        current_company?: string | null;
                        total_experience_years?: number | null;
                        skills?: (unknown[] | {
                            [key: string]: unknown;
                        }) | null;
                        education?: (unknown[] | {
                            [key: string]: unknown;
                        }) | null;
                        current_salary?: number | null;
                        /** @description ISO 4217, such as VND */
                        current_salary_currency?: string | null;
                        /** @enum {string|null} */
                        current_salary_type?: "gross" | "net" | null;
                        /** @enum {string|null} */
                        current_salary_period?: "monthly" | "yearly" | "hourly" | null;
                        expected_salary_min?: number | null;
                        expected_salary_max?: number | null;
                        /** @description ISO 4217, such as VND */
                        salary_currency?: string | null;
                        /** @enum {string|null} */
                        salary_type?: "gross" | "net" | null;
                        /** @enum {string|null} */
                        salary_period?: "monthly" | "yearly" | "hourly" | null;
                        /** @description The import’s default_source (old_database) when omitted */
                        source?: string;
                        source_detail?: string | null;
                        tags?: string[];
                        star_rating?: number | null;
                        is_blacklisted?: boolean;
                        /**
                         * Format: date-time
                         * @description When the candidate entered the old system
                         */
                        created_at: string;
                    }[];
                    applications?: {
                        /** @description The key of this record in the system it comes from; unique per kind within the tenant */
                        external_id: string;
                        /** @description The external_id of the job this record belongs to (imported now or earlier) */
                        job_external_id: string;
                        /** @description The external_id of the candidate this record belongs to (imported now or earlier) */
                        candidate_external_id: string;
                        /**
                         * @description active when omitted
                         * @enum {string}
                         */
                        status?: "active" | "hired" | "rejected";
                        /** @description Name of the current stage; the last stage the transitions reach, else the first stage, when omitted */
                        stage?: string;
                        /**
                         * Format: date-time
                         * @description When the candidate applied; null for candidates sourced by HR
                         */
                        applied_date?: string | null;
                        /**
                         * Format: date-time
                         * @description Required with status hired
                         */
                        hired_date?: string | null;
                        /**
                         * Format: date-time
                         * @description Required with status rejected
                         */
                        rejected_date?: string | null;
                        /** @description A code of the tenant’s rejection reasons */
                        rejection_reason_code?: string | null;
                        rejection_reason?: string | null;
                        source?: string | null;
                        source_detail?: string | null;
                        /**
                         * Format: email
                         * @description E-mail of a member of the tenant: the recruiter assigned to the application. Unknown e-mails are an error of the record.
                         */
                        assigned_recruiter_email?: string;
                        /**
                         * Format: date-time
                         * @description When the candidate accepted the offer
                         */
                        offer_accepted_at?: string | null;
                        /**
                         * Format: date-time
                         * @description When the application was recorded in the old system
                         */
                        created_at: string;
                        /** @description The stage history, oldest first, starting with initial; one initial transition into the current stage when omitted */
                        transitions?: {
                            /**
                             * @description The first transition of an application is initial
                             * @enum {string}
                             */
                            change_type: "initial" | "stage_move" | "status_change" | "note";
                            /** @description Name of a stage of the job: the stage entered. Required with stage_move; with initial, the job’s first stage when omitted; with status_change, the stage the change also moved to (hiring into the hired stage) */
                            to_stage?: string;
                            /**
                             * @description status_change only
                             * @enum {string}
                             */
                            to_status?: "active" | "hired" | "rejected";
                            /**
                             * Format: date-time
                             * @description When it happened; each transition of an application strictly after the one before
                             */
                            changed_at: string;
                            /**
                             * Format: email
                             * @description E-mail of a member of the tenant: the member who made the change. Unknown e-mails are an error of the record.
                             */
                            changed_by_email?: string;
                            notes?: string | null;
                        }[];
                    }[];
                    interviews?: {
                        /** @description The key of this record in the system it comes from; unique per kind within the tenant */
                        external_id: string;
                        /** @description The external_id of the application this record belongs to (imported now or earlier) */
                        application_external_id: string;
                        interview_round: string;
                        round_number?: number;
                        /**
                         * Format: date-time
                         * @description Start time
                         */
                        scheduled_at: string;
                        duration_minutes: number;
                        location?: string | null;
                        meeting_link?: string | null;
                        /**
                         * @description scheduled when omitted
                         * @enum {string}
                         */
                        status?: "scheduled" | "completed" | "cancelled" | "no_show" | "rescheduled";
                        /**
                         * @description pending when omitted
                         * @enum {string}
                         */
                        result?: "pending" | "passed" | "failed" | "neutral";
                        rating?: number | null;
                        interviewer_emails?: string[];
                        is_self_schedule?: boolean;
                        comments?: string | null;
                        /**
                         * Format: date-time
                         * @description When the interview was planned
                         */
                        created_at: string;
                    }[];
                    evaluations?: {
                        /** @description The key of this record in the system it comes from; unique per kind within the tenant */
                        external_id: string;
                        /** @description The external_id of the application this record belongs to (imported now or earlier) */
                        application_external_id: string;
                        /** @description The external_id of the interview this record belongs to (imported now or earlier) */
                        interview_external_id?: string;
                        /** @description Name of the evaluated stage of the job */
                        stage?: string;
                        /**
                         * @description internal when omitted
                         * @enum {string}
                         */
                        evaluator_type?: "internal" | "external";
                        /**
                         * Format: email
                         * @description E-mail of a member of the tenant: the internal evaluator. Unknown e-mails are an error of the record.
                         */
                        evaluator_email?: string;
                        /** @description External evaluators only, and required there */
                        evaluator_name?: string;
                        overall_rating?: number | null;
                        /** @description 5 when omitted */
                        rating_scale?: number;
                        criteria_scores?: {
                            criterion: string;
                            score: number;
                            weight?: number;
                        }[] | null;
                        /** @enum {string|null} */
                        result?: "passed" | "failed" | "pending" | null;
                        /** @enum {string|null} */
                        evaluation_type?: "interview_feedback" | "hm_review" | null;
                        comments?: string | null;
                        /**
                         * Format: date-time
                         * @description When it was submitted; a draft when null
                         */
                        evaluated_at?: string | null;
                        /**
                         * Format: date-time
                         * @description When the evaluation was started
                         */
                        created_at: string;
                    }[];
                    offers?: {
                        /** @description The key of this offer version */
                        external_id: string;
                        /** @description The external_id of the application this record belongs to (imported now or earlier) */
                        application_external_id: string;
                        /** @description Versions of one application are 1, 2, …; the highest is the current offer */
                        version: number;
                        /** @enum {string} */
                        status: "pending" | "accepted" | "declined" | "cancelled";
                        job_title?: string | null;
                        department?: string | null;
                        /** Format: date */
                        start_date?: string | null;
                        gross_salary_amount?: number | null;
                        /** @description ISO 4217, such as VND */
                        gross_salary_currency?: string | null;
                        gross_salary_unit?: string | null;
                        probation_period?: string | null;
                        probation_salary_amount?: number | null;
                        /**
                         * Format: date-time
                         * @description Reply deadline
                         */
                        expiry_date?: string | null;
                        /**
                         * Format: date-time
                         * @description When the version was sent
                         */
                        sent_at: string;
                        /**
                         * Format: date-time
                         * @description Required with accepted and declined
                         */
                        responded_at?: string | null;
                        /**
                         * @description Required with declined
                         * @enum {string|null}
                         */
                        decline_reason_code?: "compensation" | "role_and_job" | "external_factors" | "no_response" | "other" | null;
                        /**
                         * @description Required with cancelled
                         * @enum {string|null}
                         */
                        cancel_reason_code?: "business_decision" | "candidate_no_longer_eligible" | "other" | null;
                        comments?: string | null;
                        /**
                         * Format: email
                         * @description E-mail of a member of the tenant: the member who sent the offer. Unknown e-mails are an error of the record.
                         */
                        created_by_email?: string;
                        /**
                         * Format: date-time
                         * @description When the version was written
                         */
                        created_at: string;
                    }[];
                };
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportAccepted"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportStatus"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description Where events are posted: an https URL whose host resolves to public addresses
                     */
                    url: string;
                    /** @description The events to receive. A `ping` is sent on creation and by the test route whatever this says. */
                    events: ("candidate.created" | "candidate.updated" | "application.created" | "application.stage_changed" | "application.status_changed" | "interview.scheduled" | "interview.updated" | "evaluation.submitted" | "offer.created" | "offer.updated" | "job.created" | "job.status_changed")[];
                    /** @description What the endpoint is for */
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description Where events are posted: an https URL whose host resolves to public addresses
                     */
                    url?: string;
                    /** @description The events to receive. A `ping` is sent on creation and by the test route whatever this says. */
                    events?: ("candidate.created" | "candidate.updated" | "application.created" | "application.stage_changed" | "application.status_changed" | "interview.scheduled" | "interview.updated" | "evaluation.submitted" | "offer.created" | "offer.updated" | "job.created" | "job.status_changed")[];
                    /** @description What the endpoint is for */
                    description?: string | null;
                    /** @description true enables a disabled endpoint again; false stops deliveries */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendWebhookPing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
                /** @description Only deliveries in this state */
                status?: "pending" | "succeeded" | "failed" | "canceled";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEmailTemplates: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplatePage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createEmailTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique among the company’s templates, whatever the case */
                    name: string;
                    /** @description Plain text on one line (line breaks become spaces). Placeholders: {{candidate.full_name}}, {{candidate.email}}, {{candidate.code}}, {{job.title}}, {{job.code}}, {{application.stage_name}}, {{company.name}}, {{sender.full_name}}. An unknown one is refused (422). */
                    subject: string;
                    /** @description HTML, cleaned when saved like other rich text (scripts, styles, event handlers and javascript: links go). Placeholders: {{candidate.full_name}}, {{candidate.email}}, {{candidate.code}}, {{job.title}}, {{job.code}}, {{application.stage_name}}, {{company.name}}, {{sender.full_name}}. An unknown one is refused (422). Values are HTML-escaped where they are put in. */
                    body_html: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplate"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEmailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplate"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEmailTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `updated_at` read earlier: the change is refused with 412 when the record changed since. */
                "If-Unmodified-Since"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique among the company’s templates, whatever the case */
                    name?: string;
                    /** @description Plain text on one line (line breaks become spaces). Placeholders: {{candidate.full_name}}, {{candidate.email}}, {{candidate.code}}, {{job.title}}, {{job.code}}, {{application.stage_name}}, {{company.name}}, {{sender.full_name}}. An unknown one is refused (422). */
                    subject?: string;
                    /** @description HTML, cleaned when saved like other rich text (scripts, styles, event handlers and javascript: links go). Placeholders: {{candidate.full_name}}, {{candidate.email}}, {{candidate.code}}, {{job.title}}, {{job.code}}, {{application.stage_name}}, {{company.name}}, {{sender.full_name}}. An unknown one is refused (422). Values are HTML-escaped where they are put in. */
                    body_html?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplate"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record changed after If-Unmodified-Since */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteEmailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewEmailTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Whose values fill the placeholders
                     */
                    candidate_id: string;
                    /**
                     * Format: uuid
                     * @description One of the candidate’s applications; required when the template uses job or application placeholders
                     */
                    application_id?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailPreview"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEmails: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
                /** @description The messages sent to this candidate */
                candidate_id?: string;
                /** @description The messages sent about this application */
                application_id?: string;
                status?: "queued" | "sent" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailMessagePage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The recipient: the message goes to their e-mail address
                     */
                    candidate_id: string;
                    /**
                     * Format: uuid
                     * @description One of the candidate’s applications, which the message is about; fills job and application placeholders
                     */
                    application_id?: string;
                    /**
                     * Format: uuid
                     * @description Render this template; or give `subject` and `body_html` instead
                     */
                    template_id?: string;
                    /** @description Plain text on one line (line breaks become spaces). Placeholders: {{candidate.full_name}}, {{candidate.email}}, {{candidate.code}}, {{job.title}}, {{job.code}}, {{application.stage_name}}, {{company.name}}, {{sender.full_name}}. An unknown one is refused (422). */
                    subject?: string;
                    /** @description HTML, cleaned when saved like other rich text (scripts, styles, event handlers and javascript: links go). Placeholders: {{candidate.full_name}}, {{candidate.email}}, {{candidate.code}}, {{job.title}}, {{job.code}}, {{application.stage_name}}, {{company.name}}, {{sender.full_name}}. An unknown one is refused (422). Values are HTML-escaped where they are put in. */
                    body_html?: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailMessage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailMessage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    parseCv: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PDF, Word (.docx) or text (UTF-8 or UTF-16), at most 10 MB
                     */
                    file: string;
                    /**
                     * Format: uuid
                     * @description Fill this candidate’s empty fields, and keep the file as their CV
                     */
                    candidate_id?: string;
                    /**
                     * @description `true`: create a candidate from the CV (`created_via = cv_parse`)
                     * @enum {string}
                     */
                    create_candidate?: "true" | "false";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CvParse"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCvParses: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description Items per page, at most 100 */
                page_size?: number;
                /** @description The parses of this candidate’s CVs */
                candidate_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CvParsePage"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCvParse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CvParse"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCvParse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCandidateCv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with the type read from its bytes */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/octet-stream": string;
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    attachCandidateCv: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PDF, Word (.docx) or text, at most 10 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CvParse"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or belongs to another tenant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    trackEmailOpen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message’s tracking token */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A transparent 1x1 PNG */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fillDemoData: {
        parameters: {
            query?: {
                /** @description How much history: 1 is about 25 jobs, 700 candidates and 1,000 applications; 0.1 a tenth of that */
                scale?: number;
            };
            header?: {
                /** @description Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the same response again without running (422 when the body differs). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DemoDataSummary"];
                };
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeDemoData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed or expired credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role of the caller does not allow this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the state of the record */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    candidateCreatedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id; also the `webhook-id` header, the same on every retry
                     */
                    id: string;
                    /** @enum {string} */
                    type: "candidate.created";
                    /** Format: date-time */
                    created_at: string;
                    /** Format: uuid */
                    tenant_id: string;
                    data: components["schemas"]["Candidate"];
                };
            };
        };
        responses: {
            /** @description Received; any 2xx status will do */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    candidateUpdatedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id; also the `webhook-id` header, the same on every retry
                     */
                    id: string;
                    /** @enum {string} */
                    type: "candidate.updated";
                    /** Format: date-time */
                    created_at: string;
                    /** Format: uuid */
                    tenant_id: string;
                    data: components["schemas"]["Candidate"];
                };
            };
        };
        responses: {
            /** @description Received; any 2xx status will do */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    applicationCreatedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id; also the `webhook-id` header, the same on every retry
                     */
                    id: string;
                    /** @enum {string} */
                    type: "application.created";
                    /** Format: date-time */
                    created_at: string;
                    /** Format: uuid */
                    tenant_id: string;
                    data: components["schemas"]["Application"];
                };
            };
        };
        responses: {
            /** @description Received; any 2xx status will do */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    applicationStageChangedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id; also the `webhook-id` header, the same on every retry
                     */
                    id: string;
                    /** @enum {string} */
                    type: "application.stage_changed";
                    /** Format: date-time */
                    created_at: string;
                    /** Format: uuid */
                    tenant_id: string;
                    data: {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        candidate_id: string;
                        candidate_code: string;
                        /** Format: uuid */
                        job_id: string;
                        job_code: string;
                        /** Format: uuid */
                        current_stage_id: string | null;
                        stage_name: string | null;
                        /**
                         * @description Compare stages across jobs by type, not by name
                         * @enum {string|null}
                         */
                        stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom" | null;
                        /** @enum {string} */
                        status: "active" | "hired" | "rejected";
                        /**
                         * Format: date-time
                         * @description Null for candidates sourced by HR unless given
                         */
                        applied_date: string | null;
                        /** Format: date-time */
                        hired_date: string | null;
                        /** Format: date-time */
                        rejected_date: string | null;
                        /** @description A code from GET /rejection-reasons */
                        rejection_reason_code: string | null;
                        /** @description Free note by HR */
                        rejection_reason: string | null;
                        /** @description The candidate’s source when the application has none of its own */
                        source: string | null;
                        source_detail: string | null;
                        /** Format: uuid */
                        assigned_recruiter_id: string | null;
                        assigned_recruiter_name: string | null;
                        /** Format: date-time */
                        offer_accepted_at: string | null;
                        is_demo: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /**
                         * Format: date-time
                         * @description Last stage change
                         */
                        stage_updated_at: string | null;
                        candidate: {
                            /** Format: uuid */
                            id: string;
                            code: string;
                            full_name: string;
                            email: string | null;
                        };
                        stage: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /**
                             * @description Compare stages across jobs by type, not by name
                             * @enum {string}
                             */
                            stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                        } | null;
                        from_stage: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        } | null;
                        to_stage: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        } | null;
                    };
                };
            };
        };
        responses: {
            /** @description Received; any 2xx status will do */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    applicationStatusChangedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id; also the `webhook-id` header, the same on every retry
                     */
                    id: string;
                    /** @enum {string} */
                    type: "application.status_changed";
                    /** Format: date-time */
                    created_at: string;
                    /** Format: uuid */
                    tenant_id: string;
                    data: {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        candidate_id: string;
                        candidate_code: string;
                        /** Format: uuid */
                        job_id: string;
                        job_code: string;
                        /** Format: uuid */
                        current_stage_id: string | null;
                        stage_name: string | null;
                        /**
                         * @description Compare stages across jobs by type, not by name
                         * @enum {string|null}
                         */
                        stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom" | null;
                        /** @enum {string} */
                        status: "active" | "hired" | "rejected";
                        /**
                         * Format: date-time
                         * @description Null for candidates sourced by HR unless given
                         */
                        applied_date: string | null;
                        /** Format: date-time */
                        hired_date: string | null;
                        /** Format: date-time */
                        rejected_date: string | null;
                        /** @description A code from GET /rejection-reasons */
                        rejection_reason_code: string | null;
                        /** @description Free note by HR */
                        rejection_reason: string | null;
                        /** @description The candidate’s source when the application has none of its own */
                        source: string | null;
                        source_detail: string | null;
                        /** Format: uuid */
                        assigned_recruiter_id: string | null;
                        assigned_recruiter_name: string | null;
                        /** Format: date-time */
                        offer_accepted_at: string | null;
                        is_demo: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /**
                         * Format: date-time
                         * @description Last stage change
                         */
                        stage_updated_at: string | null;
                        candidate: {
                            /** Format: uuid */
                            id: string;
                            code: string;
                            full_name: string;
                            email: string | null;
                        };
                        stage: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /**
                             * @description Compare stages across jobs by type, not by name
                             * @enum {string}
                             */
                            stage_type: "sourced" | "applied" | "screening" | "assessment" | "interview" | "hm_review" | "offer" | "hired" | "custom";
                        } | null;
                        from_status: string;
                        to_status: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received; any 2xx status will do */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    interviewScheduledEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id; also the `webhook-id` header, the same on every retry
                     */
                    id: string;
                    /** @enum {string} */
                    type: "interview.scheduled";
                    /** Format: date-time */
                    created_at: string;
                    /** Format: uuid */
                    tenant_id: string;
                    data: components["schemas"]["Interview"];
                };
            };
        };
        responses: {
            /** @description Received; any 2xx status will do */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    interviewUpdatedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id; also the `webhook-id` header, the same on every retry
                     */
                    id: string;
                    /** @enum {string} */
                    type: "interview.updated";
                    /** Format: date-time */
                    created_at: string;
                    /** Format: uuid */
                    tenant_id: string;
                    data: components["schemas"]["Interview"];
                };
            };
        };
        responses: {
            /** @description Received; any 2xx status will do */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    evaluationSubmittedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id; also the `webhook-id` header, the same on every retry
                     */
                    id: string;
                    /** @enum {string} */
                    type: "evaluation.submitted";
                    /** Format: date-time */
                    created_at: string;
                    /** Format: uuid */
                    tenant_id: string;
                    data: components["schemas"]["Evaluation"];
                };
            };
        };
        responses: {
            /** @description Received; any 2xx status will do */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    offerCreatedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id; also the `webhook-id` header, the same on every retry
                     */
                    id: string;
                    /** @enum {string} */
                    type: "offer.created";
                    /** Format: date-time */
                    created_at: string;
                    /** Format: uuid */
                    tenant_id: string;
                    data: components["schemas"]["Offer"];
                };
            };
        };
        responses: {
            /** @description Received; any 2xx status will do */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    offerUpdatedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id; also the `webhook-id` header, the same on every retry
                     */
                    id: string;
                    /** @enum {string} */
                    type: "offer.updated";
                    /** Format: date-time */
                    created_at: string;
                    /** Format: uuid */
                    tenant_id: string;
                    data: components["schemas"]["Offer"];
                };
            };
        };
        responses: {
            /** @description Received; any 2xx status will do */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    jobCreatedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id; also the `webhook-id` header, the same on every retry
                     */
                    id: string;
                    /** @enum {string} */
                    type: "job.created";
                    /** Format: date-time */
                    created_at: string;
                    /** Format: uuid */
                    tenant_id: string;
                    data: components["schemas"]["Job"];
                };
            };
        };
        responses: {
            /** @description Received; any 2xx status will do */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    jobStatusChangedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id; also the `webhook-id` header, the same on every retry
                     */
                    id: string;
                    /** @enum {string} */
                    type: "job.status_changed";
                    /** Format: date-time */
                    created_at: string;
                    /** Format: uuid */
                    tenant_id: string;
                    data: {
                        /** Format: uuid */
                        id: string;
                        /** @description JOB-YYYY-NNNN */
                        code: string;
                        title: string;
                        slug: string;
                        department: string | null;
                        /** @enum {string} */
                        employment_type: "full_time" | "part_time" | "contract" | "internship";
                        /** @enum {string|null} */
                        work_setup: "onsite" | "hybrid" | "remote" | "flexible" | null;
                        location_display: string | null;
                        salary_min: number | null;
                        salary_max: number | null;
                        currency: string | null;
                        /** @enum {string} */
                        status: "draft" | "open" | "paused" | "closed";
                        description_html: string | null;
                        /** Format: uuid */
                        pipeline_template_id: string | null;
                        is_public: boolean;
                        /** @enum {string|null} */
                        hire_type: "new_hire" | "replacement" | null;
                        headcount: number;
                        /** Format: date */
                        expected_hire_date: string | null;
                        recruitment_cost_items: components["schemas"]["CostItem"][];
                        cost_currency: string | null;
                        close_reason: string | null;
                        /** Format: date-time */
                        published_at: string | null;
                        /** Format: date-time */
                        paused_at: string | null;
                        /** Format: date-time */
                        closed_at: string | null;
                        is_demo: boolean;
                        /** Format: uuid */
                        created_by: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        from_status: string;
                        to_status: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received; any 2xx status will do */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    pingEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id; also the `webhook-id` header, the same on every retry
                     */
                    id: string;
                    /** @enum {string} */
                    type: "ping";
                    /** Format: date-time */
                    created_at: string;
                    /** Format: uuid */
                    tenant_id: string;
                    data: {
                        /** Format: uuid */
                        webhook_id: string;
                        message: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received; any 2xx status will do */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
