import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Staff tools (issue 22): the lead workflow (status, lost reason, assignee, first response, the earlier lead
 * a shopper's lead is linked to, and the `lead-activities` timeline), the locations a staff user works at
 * (new leads of a location notify them), and the dashboard's own counts: per-car daily views, per-site daily
 * search demand (counts only, nothing about who searched) and a price history written by a trigger on
 * `cars`, so every path that lowers a price (feeds, the admin, SQL) is counted.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyLeadStaff' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyLeadStaff' BEFORE 'schedulePublish';
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'appointment', 'sold', 'lost');
  ALTER TABLE "leads" ADD COLUMN "status" "enum_leads_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "leads" ADD COLUMN "lost_reason" varchar;
  ALTER TABLE "leads" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "duplicate_of_id" integer;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_duplicate_of_id_leads_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_assignee_idx" ON "leads" USING btree ("assignee_id");
  CREATE INDEX "leads_duplicate_of_idx" ON "leads" USING btree ("duplicate_of_id");
  CREATE INDEX "leads_site_created_at_idx" ON "leads" USING btree ("site_id", "created_at");

  CREATE TYPE "public"."enum_lead_activities_kind" AS ENUM('note', 'status', 'assignee', 'delivery', 'later-lead', 'notification');
  CREATE TABLE "lead_activities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"lead_id" integer NOT NULL,
  	"kind" "enum_lead_activities_kind" DEFAULT 'note' NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"related_lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_related_lead_id_leads_id_fk" FOREIGN KEY ("related_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_activities_site_idx" ON "lead_activities" USING btree ("site_id");
  CREATE INDEX "lead_activities_lead_idx" ON "lead_activities" USING btree ("lead_id");
  CREATE INDEX "lead_activities_author_idx" ON "lead_activities" USING btree ("author_id");
  CREATE INDEX "lead_activities_related_lead_idx" ON "lead_activities" USING btree ("related_lead_id");
  CREATE INDEX "lead_activities_updated_at_idx" ON "lead_activities" USING btree ("updated_at");
  CREATE INDEX "lead_activities_created_at_idx" ON "lead_activities" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_activities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_activities_fk" FOREIGN KEY ("lead_activities_id") REFERENCES "public"."lead_activities"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_activities_id");

  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locations_id" integer
  );
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_locations_id_idx" ON "users_rels" USING btree ("locations_id");

  CREATE TABLE "car_views_daily" (
  	"site_id" integer NOT NULL REFERENCES "public"."sites"("id") ON DELETE cascade,
  	"car_id" integer NOT NULL REFERENCES "public"."cars"("id") ON DELETE cascade,
  	"day" date NOT NULL,
  	"views" integer DEFAULT 0 NOT NULL,
  	PRIMARY KEY ("site_id", "day", "car_id")
  );
  CREATE INDEX "car_views_daily_car_idx" ON "car_views_daily" USING btree ("car_id");

  CREATE TABLE "search_demand_daily" (
  	"site_id" integer NOT NULL REFERENCES "public"."sites"("id") ON DELETE cascade,
  	"day" date NOT NULL,
  	"dimension" varchar(20) NOT NULL,
  	"value" varchar(200) NOT NULL,
  	"searches" integer DEFAULT 0 NOT NULL,
  	PRIMARY KEY ("site_id", "day", "dimension", "value")
  );

  CREATE TABLE "car_price_changes" (
  	"id" bigserial PRIMARY KEY NOT NULL,
  	"site_id" integer REFERENCES "public"."sites"("id") ON DELETE cascade,
  	"car_id" integer NOT NULL REFERENCES "public"."cars"("id") ON DELETE cascade,
  	"old_price" numeric NOT NULL,
  	"new_price" numeric NOT NULL,
  	"changed_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "car_price_changes_site_changed_idx" ON "car_price_changes" USING btree ("site_id", "changed_at");
  CREATE INDEX "car_price_changes_car_idx" ON "car_price_changes" USING btree ("car_id");
  CREATE FUNCTION "record_car_price_change"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "car_price_changes" ("site_id", "car_id", "old_price", "new_price")
    VALUES (NEW."site_id", NEW."id", OLD."price", NEW."price");
    RETURN NEW;
  END $$;
  CREATE TRIGGER "cars_price_change" AFTER UPDATE OF "price" ON "cars" FOR EACH ROW
    WHEN (OLD."price" IS NOT NULL AND NEW."price" IS NOT NULL AND OLD."price" <> NEW."price")
    EXECUTE FUNCTION "record_car_price_change"();
  CREATE INDEX "cars_site_status_idx" ON "cars" USING btree ("site_id", "status");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'notifyLeadStaff';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'notifyLeadStaff';
  DROP INDEX IF EXISTS "cars_site_status_idx";
  DROP TRIGGER IF EXISTS "cars_price_change" ON "cars";
  DROP FUNCTION IF EXISTS "record_car_price_change"();
  DROP TABLE "car_price_changes";
  DROP TABLE "search_demand_daily";
  DROP TABLE "car_views_daily";
  DROP TABLE "users_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_activities_fk";
  DROP INDEX "payload_locked_documents_rels_lead_activities_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_activities_id";
  DROP TABLE "lead_activities" CASCADE;
  DROP TYPE "public"."enum_lead_activities_kind";
  ALTER TABLE "leads" DROP CONSTRAINT "leads_assignee_id_users_id_fk";
  ALTER TABLE "leads" DROP CONSTRAINT "leads_duplicate_of_id_leads_id_fk";
  DROP INDEX "leads_site_created_at_idx";
  ALTER TABLE "leads" DROP COLUMN "status";
  ALTER TABLE "leads" DROP COLUMN "lost_reason";
  ALTER TABLE "leads" DROP COLUMN "assignee_id";
  ALTER TABLE "leads" DROP COLUMN "first_response_at";
  ALTER TABLE "leads" DROP COLUMN "duplicate_of_id";
  DROP TYPE "public"."enum_leads_status";`)
}
