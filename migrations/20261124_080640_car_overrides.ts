import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Staff overrides of feed cars (#22): `cars.overrides` records the fields staff changed (price, comments,
 * photos, tag, hidden, status) with the feed's latest values alongside; the importer keeps the staff values.
 * Existing cars start with none.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "cars" ADD COLUMN "overrides" jsonb;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "cars" DROP COLUMN "overrides";`)
}
