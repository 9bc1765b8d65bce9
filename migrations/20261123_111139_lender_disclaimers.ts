import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_platform_settings_lender_disclaimers_provider" AS ENUM('broker', 'comparison', 'manual', 'finance-360', 'angle', 'power-torque', 'manufacturer-captive', 'loans');
  CREATE TABLE "platform_settings_lender_disclaimers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_platform_settings_lender_disclaimers_provider" NOT NULL,
  	"disclaimer" varchar NOT NULL
  );
  
  ALTER TABLE "platform_settings_lender_disclaimers" ADD CONSTRAINT "platform_settings_lender_disclaimers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."platform_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "platform_settings_lender_disclaimers_order_idx" ON "platform_settings_lender_disclaimers" USING btree ("_order");
  CREATE INDEX "platform_settings_lender_disclaimers_parent_id_idx" ON "platform_settings_lender_disclaimers" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "platform_settings_lender_disclaimers" CASCADE;
  DROP TYPE "public"."enum_platform_settings_lender_disclaimers_provider";`)
}
