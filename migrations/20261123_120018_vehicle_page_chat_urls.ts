import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" ADD COLUMN "features_vehicle_page_chat_assistant_url" varchar;
  ALTER TABLE "sites" ADD COLUMN "features_vehicle_page_live_chat_url" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP COLUMN "features_vehicle_page_chat_assistant_url";
  ALTER TABLE "sites" DROP COLUMN "features_vehicle_page_live_chat_url";`)
}
