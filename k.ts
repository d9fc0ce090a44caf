import { Kysely, PGliteDialect, sql } from 'kysely'
import { PGlite } from '@electric-sql/pglite'
const t0 = Date.now()
const pg = new PGlite()
const db = new Kysely<any>({ dialect: new PGliteDialect({ pglite: pg }) })
const r = await sql`select now() as n, gen_random_uuid() as u`.execute(db)
console.log(r.rows, Date.now() - t0)
await db.transaction().execute(async (trx) => { await sql`create table a(x int)`.execute(trx) })
console.log((await sql`select count(*) from a`.execute(db)).rows)
const d = Date.now(); const dump = await pg.dumpDataDir('none'); console.log('dump', Date.now()-d, dump.size)
const t1 = Date.now(); const pg2 = new PGlite({ loadDataDir: dump }); await pg2.waitReady; console.log('load', Date.now()-t1, (await pg2.query('select count(*) from a')).rows)
await db.destroy()
