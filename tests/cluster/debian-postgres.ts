import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { freePort, tempDataDir } from '../integration/global-setup'

/** The newest Debian PostgreSQL server's programs (`apt-get install postgresql`), or null. */
export function debianPostgresBin(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root).filter(
    (name) => /^\d+$/.test(name) && existsSync(path.join(root, name, 'bin', 'pg_ctl')),
  )
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  return newest ? path.join(root, newest, 'bin') : null
}

export const MISSING_DEBIAN_POSTGRES =
  "The cluster test needs Debian's PostgreSQL server: apt-get install postgresql (.ci/run does)."

/** Runs a server program as the `postgres` system user when we are root (PostgreSQL refuses to run as root). */
function asPostgres(program: string, args: string[]) {
  const root = process.getuid?.() === 0
  const result = spawnSync(root ? 'runuser' : program, root ? ['-u', 'postgres', '--', program, ...args] : args, {
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`${path.basename(program)} failed: ${result.stderr || result.stdout}`)
}

export type DebianPostgres = { url: string; version: string; stop: () => void }

/** A throw-away Debian PostgreSQL server on loopback, in a temporary folder, with one empty database. */
export async function startDebianPostgres(): Promise<DebianPostgres> {
  const bin = debianPostgresBin()
  if (!bin) throw new Error(MISSING_DEBIAN_POSTGRES)
  const dir = tempDataDir('dealer-cluster-')
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir])
  const data = path.join(dir, 'data')
  const port = await freePort()
  asPostgres(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'])
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ])
  asPostgres(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'dealer'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/dealer`,
    version: path.basename(path.dirname(bin)),
    stop: () => {
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
