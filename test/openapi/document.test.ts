import assert from 'node:assert/strict'
import { after, describe, test } from 'node:test'
import type { OpenAPIV3_1 } from 'openapi-types'
import { Type } from 'typebox'
import { DATA_API_ERROR_CODES } from '../../src/modules/data-api/errors.ts'
import { OPERATION_IDS } from '../../src/openapi/operation-ids.ts'
import { TAGS } from '../../src/openapi/tags.ts'
import { buildTestApp, call } from '../helpers/app.ts'

/**
 * What a client generator needs from the document beyond valid OpenAPI (the lint test checks
 * that): a stable name for every operation, named schemas, optional defaulted parameters, the
 * headers the service reads and sends, typed upload forms.
 */

const ctx = await buildTestApp()
after(() => ctx.close())
const document = (await call(ctx.app, 'GET', '/api/v1/openapi.json')).json() as OpenAPIV3_1.Document

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const
type Operation = OpenAPIV3_1.OperationObject & { key: string }

const operations: Operation[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  METHODS.filter((method) => item?.[method]).map((method) => ({ ...item![method]!, key: `${method.toUpperCase()} ${path}` })),
)
const parameters = (operation: Operation) => (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]
const headerNames = (operation: Operation) =>
  parameters(operation)
    .filter((p) => p.in === 'header')
    .map((p) => p.name)
const responses = (operation: Operation) => Object.entries(operation.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject][]

describe('operationIds', () => {
  test('every operation is named from OPERATION_IDS, and no name is left over there', () => {
    const unnamed = operations.filter((op) => OPERATION_IDS[op.key] === undefined).map((op) => op.key)
    assert.deepEqual(unnamed, [], 'name these routes in src/openapi/operation-ids.ts')
    for (const op of operations) assert.equal(op.operationId, OPERATION_IDS[op.key], op.key)
    const documented = new Set(operations.map((op) => op.key))
    assert.deepEqual(
      Object.keys(OPERATION_IDS).filter((key) => !documented.has(key)),
      [],
      'these names belong to no route any more',
    )
  })

  test('no two operations share a name, webhook events included', () => {
    const names = [...operations.map((op) => op.operationId)]
    for (const item of Object.values(document.webhooks ?? {})) names.push((item as OpenAPIV3_1.PathItemObject).post?.operationId)
    assert.ok(
      names.every((name) => typeof name === 'string' && /^[a-z][A-Za-z]+$/.test(name)),
      'camelCase names only',
    )
    assert.equal(new Set(names).size, names.length)
  })
})

test('the tags are declared in reading order, authentication first, and every one is used', () => {
  assert.deepEqual(
    document.tags?.map((t) => t.name),
    TAGS.map((t) => t.name),
  )
  assert.equal(document.tags?.[0]?.name, 'Authentication')
  const used = new Set(operations.flatMap((op) => op.tags ?? []))
  for (const item of Object.values(document.webhooks ?? {}))
    for (const tag of (item as OpenAPIV3_1.PathItemObject).post?.tags ?? []) used.add(tag)
  assert.deepEqual(
    TAGS.map((t) => t.name).filter((name) => !used.has(name)),
    [],
  )
})

test('servers, licence and the response headers are declared', () => {
  assert.equal(document.servers?.[0]?.url, ctx.config.publicBaseUrl)
  assert.ok(document.info.license?.name)
  for (const name of ['RequestId', 'RateLimitLimit', 'RateLimitRemaining', 'RetryAfter', 'ETag']) {
    assert.ok(document.components?.headers?.[name], name)
  }
})

describe('named schemas', () => {
  const schemas = document.components?.schemas ?? {}

  test('the resources are components, and the routes refer to them', () => {
    for (const name of ['Job', 'JobPage', 'Candidate', 'Application', 'Interview', 'Evaluation', 'Offer', 'User', 'DataApplicationRow'])
      assert.ok(schemas[name], name)
    const getJob = operations.find((op) => op.operationId === 'getJob')!
    assert.deepEqual((getJob.responses!['200'] as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema, {
      $ref: '#/components/schemas/Job',
    })
    const jobPage = schemas.JobPage as OpenAPIV3_1.SchemaObject
    assert.deepEqual((jobPage.properties!.items as OpenAPIV3_1.ArraySchemaObject).items, { $ref: '#/components/schemas/Job' })
  })

  test('the webhook payloads refer to the same components as the routes', () => {
    const created = document.webhooks!['candidate.created'] as OpenAPIV3_1.PathItemObject
    const body = (created.post!.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3_1.SchemaObject
    assert.deepEqual(body.properties!.data, { $ref: '#/components/schemas/Candidate' })
    assert.doesNotMatch(JSON.stringify(document), /"\$id"/)
  })

  test('a candidate’s skills and education are a list, an object or null, not anything', () => {
    const candidate = schemas.Candidate as OpenAPIV3_1.SchemaObject
    for (const field of ['skills', 'education']) {
      const text = JSON.stringify(candidate.properties![field])
      assert.match(text, /"type":"array"/, field)
      assert.match(text, /"type":"object"/, field)
      assert.match(text, /"type":"null"/, field)
      assert.doesNotMatch(text, /"anyOf":\[\{\}/, field)
    }
  })

  test('one name, one schema: a second schema under a taken name fails the document, naming both routes', async (t) => {
    const clash = await buildTestApp(t, {
      extend: (app) => {
        const config = { access: 'public' as const, rateLimit: false as const }
        const named = (field: string) => Type.Object({ [field]: Type.String() }, { $id: 'Clash' })
        app.get('/test/one', { config, schema: { response: { 200: Type.Array(named('a')) } } }, async () => [])
        app.get('/test/two', { config, schema: { response: { 200: Type.Array(named('b')) } } }, async () => [])
      },
    })
    assert.throws(
      () => clash.app.swagger(),
      /The schema name Clash stands for two different schemas: in GET \/test\/one and in GET \/test\/two/,
    )
  })

  test('the Data API error code is one of the codes the service sends', () => {
    const error = schemas.DataApiError as OpenAPIV3_1.SchemaObject
    const detail = error.properties!.detail as OpenAPIV3_1.SchemaObject
    assert.deepEqual((detail.properties!.code as OpenAPIV3_1.SchemaObject).enum, [...DATA_API_ERROR_CODES])
  })
})

describe('parameters and headers', () => {
  test('a query parameter with a default is optional (page, page_size, include_demo)', () => {
    const defaulted = operations.flatMap((op) =>
      parameters(op)
        .filter((p) => p.in === 'query' && (p.schema as OpenAPIV3_1.SchemaObject | undefined)?.default !== undefined)
        .map((p) => ({ at: `${op.key} ${p.name}`, required: p.required })),
    )
    assert.ok(defaulted.some((p) => p.at === 'GET /api/v1/jobs page_size'))
    assert.ok(defaulted.some((p) => p.at === 'GET /api/v1/data/applications include_demo'))
    assert.deepEqual(
      defaulted.filter((p) => p.required),
      [],
    )
  })

  test('every POST but those answering with a credential takes an Idempotency-Key', () => {
    const without = operations
      .filter((op) => op.key.startsWith('POST ') && !headerNames(op).includes('Idempotency-Key'))
      .map((op) => op.key)
    // Their answers are fresh tokens, keys or signing secrets: keeping them to replay would store
    // credentials, so the idempotency plugin leaves them alone (`config.idempotency: false`).
    assert.deepEqual(without.sort(), [
      'POST /api/v1/auth/accept-invitation',
      'POST /api/v1/auth/google',
      'POST /api/v1/auth/login',
      'POST /api/v1/auth/refresh',
      'POST /api/v1/settings/api-keys',
      'POST /api/v1/webhooks',
      'POST /api/v1/webhooks/{id}/rotate-secret',
    ])
    assert.ok(operations.filter((op) => !op.key.startsWith('POST ')).every((op) => !headerNames(op).includes('Idempotency-Key')))
  })

  test('the routes that can answer 412 take If-Unmodified-Since, and only they', () => {
    for (const op of operations) assert.equal(headerNames(op).includes('If-Unmodified-Since'), '412' in (op.responses ?? {}), op.key)
    assert.ok(headerNames(operations.find((op) => op.operationId === 'moveApplication')!).includes('If-Unmodified-Since'))
  })

  test('every answer names its X-Request-Id; limited routes their X-RateLimit-* and a 429 its Retry-After', () => {
    for (const op of operations) {
      for (const [status, response] of responses(op)) {
        assert.ok(response.headers?.['X-Request-Id'], `${op.key} ${status}`)
        if ('429' in op.responses!) assert.ok(response.headers?.['X-RateLimit-Remaining'], `${op.key} ${status}`)
        if (status === '429') assert.ok(response.headers?.['Retry-After'], `${op.key} ${status}`)
      }
    }
    const listData = operations.find((op) => op.operationId === 'listDataApplications')!
    assert.ok(listData.responses!['429'])
  })

  test('binary answers that can be revalidated declare ETag and take If-None-Match', () => {
    const avatar = operations.find((op) => op.operationId === 'getCandidateAvatar')!
    assert.ok(headerNames(avatar).includes('If-None-Match'))
    assert.ok((avatar.responses!['200'] as OpenAPIV3_1.ResponseObject).headers?.ETag)
  })
})

test('upload forms are objects with their part names, the file in binary', () => {
  const forms = operations.flatMap((op) => {
    const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined
    const form = body?.content['multipart/form-data']?.schema as OpenAPIV3_1.SchemaObject | undefined
    return form ? [{ key: op.key, form }] : []
  })
  assert.ok(forms.length >= 4)
  for (const { key, form } of forms) {
    assert.equal(form.type, 'object', key)
    const binary = Object.entries(form.properties ?? {}).filter(([, s]) => (s as OpenAPIV3_1.SchemaObject).format === 'binary')
    assert.equal(binary.length, 1, key)
  }
  const submit = forms.find((f) => f.key === 'POST /api/v1/public/applications/submit/{tenant_code}')!
  assert.ok(submit.form.properties?.cv)
  const parse = forms.find((f) => f.key === 'POST /api/v1/cv-parsing')!
  assert.ok(parse.form.properties?.file)
})
