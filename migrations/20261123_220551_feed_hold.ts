import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_stock_imports_status" ADD VALUE 'held';
  ALTER TYPE "public"."enum_stock_imports_status" ADD VALUE 'discarded';
  ALTER TABLE "stock_imports" ADD COLUMN "held_reason" varchar;
  ALTER TABLE "stock_imports" ADD COLUMN "decided_by" varchar;
  ALTER TABLE "stock_imports" ADD COLUMN "decided_at" timestamp(3) with time zone;
  ALTER TABLE "stock_imports" ADD COLUMN "held_feed" varchar;
  ALTER TABLE "integrations" ADD COLUMN "hold_removed_percent" numeric DEFAULT 20;
  ALTER TABLE "integrations" ADD COLUMN "hold_min_rows" numeric DEFAULT 1;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stock_imports" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_stock_imports_status";
  CREATE TYPE "public"."enum_stock_imports_status" AS ENUM('completed', 'failed');
  ALTER TABLE "stock_imports" ALTER COLUMN "status" SET DATA TYPE "public"."enum_stock_imports_status" USING "status"::"public"."enum_stock_imports_status";
  ALTER TABLE "stock_imports" DROP COLUMN "held_reason";
  ALTER TABLE "stock_imports" DROP COLUMN "decided_by";
  ALTER TABLE "stock_imports" DROP COLUMN "decided_at";
  ALTER TABLE "stock_imports" DROP COLUMN "held_feed";
  ALTER TABLE "integrations" DROP COLUMN "hold_removed_percent";
  ALTER TABLE "integrations" DROP COLUMN "hold_min_rows";`)
}
