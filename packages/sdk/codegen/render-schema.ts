import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'

/** Where the generated types live, checked in. */
export const SCHEMA_FILE = fileURLToPath(new URL('../src/schema.d.ts', import.meta.url))

const HEADER = `/**
 * The types of the Recruiting service API, generated from its OpenAPI document by
 * openapi-typescript. Do not edit: run \`npm run sdk:generate\` after changing a route.
 * A test regenerates this file from the app and fails when the two differ.
 */

`

/** packages/sdk/src/schema.d.ts for a document: \`paths\`, \`components\`, \`operations\`, and a type per named schema (\`Job\`). */
export async function renderSchema(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { rootTypes: true, rootTypesNoSchemaPrefix: true, silent: true })
  return HEADER + astToString(ast)
}
