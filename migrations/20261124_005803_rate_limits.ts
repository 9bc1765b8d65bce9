import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The request counts every app instance shares (src/lib/requests/rate-limit.ts): rate-limiter-flexible's Postgres
 * store, told the table exists (`tableCreated: true`), so no instance runs DDL. The columns are the ones
 * that store reads and writes: key (the limiter's name and the client's key), points used in the window,
 * and when the window ends (ms since the epoch). Not a Payload collection, so no schema snapshot changes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "rate_limits" (
  	"key" varchar(255) PRIMARY KEY NOT NULL,
  	"points" integer DEFAULT 0 NOT NULL,
  	"expire" bigint
  );
  CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "rate_limits";`)
}
