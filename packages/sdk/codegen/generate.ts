import { writeFile } from 'node:fs/promises'
import { appDocument } from './app-document.ts'
import { renderSchema, SCHEMA_FILE } from './render-schema.ts'

// `npm run sdk:generate`: the SDK's types, from the app's OpenAPI document.
await writeFile(SCHEMA_FILE, await renderSchema(await appDocument()))
console.log(`wrote ${SCHEMA_FILE}`)
