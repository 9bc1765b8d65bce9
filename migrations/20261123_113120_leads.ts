import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive');
  CREATE TYPE "public"."enum_leads_category" AS ENUM('General Enquiry', 'Vehicle Enquiry', 'Test Drive', 'Finance Enquiry', 'Trade-in Enquiry', 'Service Enquiry', 'Parts Enquiry', 'Careers Enquiry');
  CREATE TYPE "public"."enum_leads_delivery_status" AS ENUM('pending', 'delivered', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverLead';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverLead';
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"form" "enum_leads_form" NOT NULL,
  	"category" "enum_leads_category" NOT NULL,
  	"subcategory" varchar,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"message" varchar,
  	"location_id" integer,
  	"dealership_slug" varchar,
  	"rego" varchar,
  	"opt_in" boolean DEFAULT true,
  	"terms_agreed" boolean DEFAULT false,
  	"test_drive_date" varchar,
  	"test_drive_time" varchar,
  	"car_id" integer,
  	"car_name" varchar,
  	"car_snapshot" jsonb,
  	"car_stocknum" varchar,
  	"car_dealership_id" varchar,
  	"page_id" varchar,
  	"additional_services" jsonb,
  	"url" varchar,
  	"source" varchar DEFAULT 'Website',
  	"user_agent" varchar,
  	"lead_attributes" jsonb,
  	"captcha_id" varchar,
  	"delivery_status" "enum_leads_delivery_status" DEFAULT 'pending' NOT NULL,
  	"delivery_recipient" varchar,
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_last_error" varchar,
  	"delivery_delivered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "lead_email" varchar;
  ALTER TABLE "locations" ADD COLUMN "lead_email" varchar;
  ALTER TABLE "locations" ADD COLUMN "dealership_slug" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_site_idx" ON "leads" USING btree ("site_id");
  CREATE INDEX "leads_location_idx" ON "leads" USING btree ("location_id");
  CREATE INDEX "leads_car_idx" ON "leads" USING btree ("car_id");
  CREATE UNIQUE INDEX "leads_captcha_id_idx" ON "leads" USING btree ("captcha_id");
  CREATE INDEX "leads_delivery_status_idx" ON "leads" USING btree ("delivery_status");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'syncCars');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'syncCars');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  ALTER TABLE "sites" DROP COLUMN "lead_email";
  ALTER TABLE "locations" DROP COLUMN "lead_email";
  ALTER TABLE "locations" DROP COLUMN "dealership_slug";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  DROP TYPE "public"."enum_leads_form";
  DROP TYPE "public"."enum_leads_category";
  DROP TYPE "public"."enum_leads_delivery_status";`)
}
