import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP COLUMN "features_vehicle_page_chat_assistant";
  ALTER TABLE "sites" DROP COLUMN "features_vehicle_page_live_chat";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" ADD COLUMN "features_vehicle_page_chat_assistant" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "features_vehicle_page_live_chat" boolean DEFAULT false;`)
}
