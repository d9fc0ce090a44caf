/**
 * `npm run -s demo:api-key`: prints a new Data API key of the demo tenant, for trying the Data
 * API and `npm run export` on a laptop. It signs in as the demo admin (the login the first start
 * kept in DATA_DIR/demo-login.json) through the SDK and creates the key; the service must be running.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createRecruitingClient, unwrap } from '../packages/sdk/src/index.ts'

const dataDir = path.resolve(process.env.DATA_DIR ?? './data')
const baseUrl = process.env.RECRUITING_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`

let login: { email: string; password: string }
try {
  login = JSON.parse(readFileSync(path.join(dataDir, 'demo-login.json'), 'utf8')) as typeof login
} catch {
  console.error(`No demo login in ${dataDir}/demo-login.json: start the service once with \`npm start\` (it creates the demo tenant).`)
  process.exit(1)
}

const api = createRecruitingClient({ baseUrl })
await api.login(login.email, login.password)
const created = await unwrap(api.POST('/api/v1/settings/api-keys', { body: { name: `demo key ${new Date().toISOString().slice(0, 16)}` } }))
console.log(created.key)
