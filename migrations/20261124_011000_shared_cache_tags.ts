import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * When each Next.js cache tag was last expired, shared by every app instance (cache-handler.mjs): a publish
 * on one instance expires the tag on all of them, through this table and a NOTIFY on `next_cache_tags`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "next_cache_tags" (
    "tag" text PRIMARY KEY,
    "stale_at" bigint,
    "expired_at" bigint,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "next_cache_tags_updated_at_idx" ON "next_cache_tags" USING btree ("updated_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "next_cache_tags";`)
}
