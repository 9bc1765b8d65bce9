import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Saved searches with email alerts (#22): `saved_searches` (site-scoped, the shopper's account, the search's
 * query string, frequency, the double opt-in status and what the alert matcher last told). Deleting a shopper
 * deletes their saved searches. The alert tasks' slugs join the jobs queue's task enums.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'matchSavedSearches' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'savedSearchDigest' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'matchSavedSearches' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'savedSearchDigest' BEFORE 'schedulePublish';
  CREATE TYPE "public"."enum_saved_searches_frequency" AS ENUM('instant', 'daily');
  CREATE TYPE "public"."enum_saved_searches_status" AS ENUM('pending', 'active', 'paused', 'unsubscribed');
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"customer_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"query" varchar,
  	"frequency" "enum_saved_searches_frequency" DEFAULT 'instant' NOT NULL,
  	"status" "enum_saved_searches_status" DEFAULT 'pending' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"origin" varchar,
  	"seen" jsonb,
  	"pending" boolean DEFAULT false,
  	"sent_day" varchar,
  	"sent_on_day" numeric DEFAULT 0,
  	"alerts_sent" numeric DEFAULT 0,
  	"last_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "saved_searches_site_idx" ON "saved_searches" USING btree ("site_id");
  CREATE INDEX "saved_searches_customer_idx" ON "saved_searches" USING btree ("customer_id");
  CREATE INDEX "saved_searches_status_idx" ON "saved_searches" USING btree ("status");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('matchSavedSearches', 'savedSearchDigest');
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('matchSavedSearches', 'savedSearchDigest');
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_searches_fk";
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  DROP TABLE "saved_searches" CASCADE;
  DROP TYPE "public"."enum_saved_searches_status";
  DROP TYPE "public"."enum_saved_searches_frequency";`)
}
