/**
 * Each integration test file gets a database of its own: a copy of the migrated, seeded template that
 * global-setup.ts made (PostgreSQL's CREATE DATABASE … TEMPLATE copies its files, in about a second). A file
 * starts from the demo as seeded, whatever the files before it wrote, without seeding it again (some 10 s a
 * file). The previous file's copy is dropped here: its process has ended by now (one file at a time).
 */
import pg from 'pg'

const template = process.env.TEST_TEMPLATE_URL
if (!template) throw new Error('TEST_TEMPLATE_URL is unset: tests/integration/global-setup.ts makes the template.')

/** This run's copies: named after the run, so a run on a shared TEST_DATABASE_URL server leaves others' alone. */
const PREFIX = `dealer_file_${process.env.TEST_RUN_ID ?? 'run'}_`
const server = new URL(template)
const templateName = server.pathname.slice(1)
server.pathname = '/postgres'
const name = `${PREFIX}${process.pid}`

const client = new pg.Client({ connectionString: server.toString() })
await client.connect()
try {
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
  )
  for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
  await client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`)
} finally {
  await client.end()
}

const own = new URL(template)
own.pathname = `/${name}`
process.env.DATABASE_URL = own.toString()
