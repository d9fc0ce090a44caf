import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { actorOf } from '../../platform/auth/principal.ts'
import { JOB_READERS, RECRUITING } from '../../platform/auth/roles.ts'
import { readUnmodifiedSince } from '../../platform/concurrency.ts'
import { errorResponses, IdParams, NoContent } from '../../platform/schemas.ts'
import {
  AddStageBody,
  DeleteStageQuery,
  JobStageParams,
  ReorderBody,
  Stage,
  StagePage,
  UpdateStageBody,
} from '../pipelines/pipelines.schemas.ts'
import { BulkResults, BulkStatusBody, CreateJobBody, Job, JobListQuery, JobPage, JobStatusBody, UpdateJobBody } from './jobs.schemas.ts'
import type { JobsService } from './jobs.service.ts'

const TAGS = ['Jobs']
const PIPELINE_TAGS = ['Job pipelines']
const read = { access: JOB_READERS }
const write = { access: RECRUITING }
const unmodifiedSince = 'Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the job changed since).'
const pipelineUnmodifiedSince = 'A pipeline edit moves the job’s `updated_at`; `If-Unmodified-Since` compares against it (412).'
const precondition = (request: FastifyRequest) => readUnmodifiedSince(request.headers['if-unmodified-since'])

export const jobsRoutes: FastifyPluginAsyncTypebox<{ jobs: JobsService }> = async (app, { jobs }) => {
  app.get(
    '/jobs',
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'List jobs, newest first',
        querystring: JobListQuery,
        response: { 200: JobPage, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { page, page_size, status_filter } = request.query
      return jobs.list(actorOf(request), { status: status_filter }, { page, page_size })
    },
  )

  app.post(
    '/jobs',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Create a job (status draft) with the stages of a pipeline template',
        body: CreateJobBody,
        response: { 201: Job, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await jobs.create(actorOf(request), request.body)),
  )

  app.post(
    '/jobs/bulk-status',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Change the status of several jobs; each is applied on its own',
        body: BulkStatusBody,
        response: { 200: BulkResults, ...errorResponses(422) },
      },
    },
    async (request) => jobs.bulkStatus(actorOf(request), request.body),
  )

  app.get(
    '/jobs/:id',
    {
      config: read,
      schema: { tags: TAGS, summary: 'Get one job', params: IdParams, response: { 200: Job, ...errorResponses(404, 422) } },
    },
    async (request) => jobs.get(actorOf(request), request.params.id),
  )

  app.put(
    '/jobs/:id',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Update a job; only the fields sent change',
        description: unmodifiedSince,
        params: IdParams,
        body: UpdateJobBody,
        response: { 200: Job, ...errorResponses(404, 409, 412, 422) },
      },
    },
    async (request) => jobs.update(actorOf(request), request.params.id, request.body, precondition(request)),
  )

  app.delete(
    '/jobs/:id',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Delete a job that is not open; its applications stay readable',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) => {
      await jobs.remove(actorOf(request), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.patch(
    '/jobs/:id/status',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Move a job to open, paused or closed',
        description: `Allowed: draft→open, draft→closed, open→paused, open→closed, paused→open, paused→closed, closed→open. The same status answers 200 unchanged; any other move 409. ${unmodifiedSince}`,
        params: IdParams,
        body: JobStatusBody,
        response: { 200: Job, ...errorResponses(404, 409, 412, 422) },
      },
    },
    async (request) => jobs.changeStatus(actorOf(request), request.params.id, request.body, precondition(request)),
  )

  app.get(
    '/jobs/:id/pipeline',
    {
      config: read,
      schema: {
        tags: PIPELINE_TAGS,
        summary: "The job's stages in order (all on one page)",
        params: IdParams,
        response: { 200: StagePage, ...errorResponses(404, 422) },
      },
    },
    async (request) => jobs.pipeline(actorOf(request), request.params.id),
  )

  app.post(
    '/jobs/:id/pipeline/stages',
    {
      config: write,
      schema: {
        tags: PIPELINE_TAGS,
        summary: 'Add a stage to the job, before the hired stage',
        description: pipelineUnmodifiedSince,
        params: IdParams,
        body: AddStageBody,
        response: { 201: Stage, ...errorResponses(404, 409, 412, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await jobs.addStage(actorOf(request), request.params.id, request.body, precondition(request))),
  )

  app.put(
    '/jobs/:id/pipeline/stages/:stage_id',
    {
      config: write,
      schema: {
        tags: PIPELINE_TAGS,
        summary: 'Rename a stage or change whether it may be skipped',
        description: pipelineUnmodifiedSince,
        params: JobStageParams,
        body: UpdateStageBody,
        response: { 200: Stage, ...errorResponses(404, 412, 422) },
      },
    },
    async (request) => jobs.updateStage(actorOf(request), request.params.id, request.params.stage_id, request.body, precondition(request)),
  )

  app.put(
    '/jobs/:id/pipeline/order',
    {
      config: write,
      schema: {
        tags: PIPELINE_TAGS,
        summary: 'Reorder the stages: every stage id once, the hired stage last',
        description: pipelineUnmodifiedSince,
        params: IdParams,
        body: ReorderBody,
        response: { 200: StagePage, ...errorResponses(404, 412, 422) },
      },
    },
    async (request) => jobs.reorderStages(actorOf(request), request.params.id, request.body.stage_ids, precondition(request)),
  )

  app.delete(
    '/jobs/:id/pipeline/stages/:stage_id',
    {
      config: write,
      schema: {
        tags: PIPELINE_TAGS,
        summary: 'Delete a stage; applications in it move to move_to_stage_id (409 without one)',
        description: pipelineUnmodifiedSince,
        params: JobStageParams,
        querystring: DeleteStageQuery,
        response: { 204: NoContent, ...errorResponses(404, 409, 412, 422) },
      },
    },
    async (request, reply) => {
      await jobs.deleteStage(
        actorOf(request),
        request.params.id,
        request.params.stage_id,
        request.query.move_to_stage_id,
        precondition(request),
      )
      return reply.code(204).send(null)
    },
  )
}
