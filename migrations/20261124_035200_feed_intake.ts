import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Feed intake for integrators: per-integration CSV column mappings and feed URLs (pulled by the
 * pullStockFeeds job, which Payload's scheduler queues: its jobs-stats global and the jobs' meta column),
 * and large imports run by the importStockRun job with their progress on the run.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_stock_imports_status" ADD VALUE 'queued';
  ALTER TYPE "public"."enum_stock_imports_status" ADD VALUE 'running';
  ALTER TYPE "public"."enum_stock_imports_source" ADD VALUE 'feed';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importStockRun' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'pullStockFeeds' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importStockRun' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'pullStockFeeds' BEFORE 'schedulePublish';
  CREATE TYPE "public"."enum_integrations_csv_mapping" AS ENUM('integrator', 'australian-vehicle-prices');
  CREATE TYPE "public"."enum_integrations_feed_mode" AS ENUM('full', 'delta');
  CREATE TYPE "public"."enum_integrations_feed_format" AS ENUM('csv', 'json');
  CREATE TABLE "integrations_csv_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar NOT NULL,
  	"column" varchar NOT NULL
  );
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  ALTER TABLE "integrations" ADD COLUMN "csv_mapping" "enum_integrations_csv_mapping";
  ALTER TABLE "integrations" ADD COLUMN "feed_url" varchar;
  ALTER TABLE "integrations" ADD COLUMN "feed_site_id" integer;
  ALTER TABLE "integrations" ADD COLUMN "feed_mode" "enum_integrations_feed_mode" DEFAULT 'full';
  ALTER TABLE "integrations" ADD COLUMN "feed_format" "enum_integrations_feed_format" DEFAULT 'csv';
  ALTER TABLE "integrations" ADD COLUMN "feed_interval_minutes" numeric DEFAULT 60;
  ALTER TABLE "integrations" ADD COLUMN "feed_etag" varchar;
  ALTER TABLE "integrations" ADD COLUMN "feed_last_modified" varchar;
  ALTER TABLE "integrations" ADD COLUMN "feed_checked_at" timestamp(3) with time zone;
  ALTER TABLE "integrations" ADD COLUMN "feed_result" varchar;
  ALTER TABLE "stock_imports" ADD COLUMN "processed" numeric;
  ALTER TABLE "stock_imports" ADD COLUMN "total" numeric;
  ALTER TABLE "stock_imports" ADD COLUMN "queued_feed" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "integrations_csv_columns" ADD CONSTRAINT "integrations_csv_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "integrations" ADD CONSTRAINT "integrations_feed_site_id_sites_id_fk" FOREIGN KEY ("feed_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "integrations_csv_columns_order_idx" ON "integrations_csv_columns" USING btree ("_order");
  CREATE INDEX "integrations_csv_columns_parent_id_idx" ON "integrations_csv_columns" USING btree ("_parent_id");
  CREATE INDEX "integrations_feed_site_idx" ON "integrations" USING btree ("feed_site_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "integrations_csv_columns" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "integrations" DROP CONSTRAINT "integrations_feed_site_id_sites_id_fk";
  DROP INDEX "integrations_feed_site_idx";
  ALTER TABLE "integrations" DROP COLUMN "csv_mapping";
  ALTER TABLE "integrations" DROP COLUMN "feed_url";
  ALTER TABLE "integrations" DROP COLUMN "feed_site_id";
  ALTER TABLE "integrations" DROP COLUMN "feed_mode";
  ALTER TABLE "integrations" DROP COLUMN "feed_format";
  ALTER TABLE "integrations" DROP COLUMN "feed_interval_minutes";
  ALTER TABLE "integrations" DROP COLUMN "feed_etag";
  ALTER TABLE "integrations" DROP COLUMN "feed_last_modified";
  ALTER TABLE "integrations" DROP COLUMN "feed_checked_at";
  ALTER TABLE "integrations" DROP COLUMN "feed_result";
  ALTER TABLE "stock_imports" DROP COLUMN "processed";
  ALTER TABLE "stock_imports" DROP COLUMN "total";
  ALTER TABLE "stock_imports" DROP COLUMN "queued_feed";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  DROP TYPE "public"."enum_integrations_csv_mapping";
  DROP TYPE "public"."enum_integrations_feed_mode";
  DROP TYPE "public"."enum_integrations_feed_format";
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('importStockRun', 'pullStockFeeds');
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('importStockRun', 'pullStockFeeds');
  UPDATE "stock_imports" SET "status" = 'failed' WHERE "status" IN ('queued', 'running');
  DELETE FROM "stock_imports" WHERE "source" = 'feed';
  ALTER TABLE "stock_imports" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_stock_imports_status";
  CREATE TYPE "public"."enum_stock_imports_status" AS ENUM('completed', 'failed', 'held', 'discarded');
  ALTER TABLE "stock_imports" ALTER COLUMN "status" SET DATA TYPE "public"."enum_stock_imports_status" USING "status"::"public"."enum_stock_imports_status";
  ALTER TABLE "stock_imports" ALTER COLUMN "source" SET DATA TYPE text;
  DROP TYPE "public"."enum_stock_imports_source";
  CREATE TYPE "public"."enum_stock_imports_source" AS ENUM('api', 'cli', 'seed');
  ALTER TABLE "stock_imports" ALTER COLUMN "source" SET DATA TYPE "public"."enum_stock_imports_source" USING "source"::"public"."enum_stock_imports_source";`)
}
