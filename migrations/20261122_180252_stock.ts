import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cars_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_cars_status" AS ENUM('in_stock', 'coming_soon', 'sold', 'others');
  CREATE TYPE "public"."enum_stock_imports_mode" AS ENUM('full', 'delta');
  CREATE TYPE "public"."enum_stock_imports_source" AS ENUM('api', 'cli', 'seed');
  CREATE TYPE "public"."enum_stock_imports_format" AS ENUM('json', 'csv');
  CREATE TYPE "public"."enum_stock_imports_status" AS ENUM('completed', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'syncCars');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'syncCars');
  CREATE TABLE "cars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"feed_id" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"carsales_title" varchar,
  	"year" numeric,
  	"make" varchar,
  	"model" varchar,
  	"badge" varchar,
  	"series" varchar,
  	"price" numeric,
  	"before_price" numeric,
  	"offer_price" numeric,
  	"subscription_price" numeric,
  	"preorder" boolean DEFAULT false,
  	"price_type" varchar,
  	"km" numeric,
  	"stocknum" varchar,
  	"vin" varchar,
  	"regplate" varchar,
  	"rego_expiry" timestamp(3) with time zone,
  	"compliance_date" varchar,
  	"build_date" varchar,
  	"car_type" "enum_cars_car_type" NOT NULL,
  	"status" "enum_cars_status" DEFAULT 'in_stock' NOT NULL,
  	"reserved" boolean DEFAULT false,
  	"sold" boolean DEFAULT false,
  	"sold_date_timestamp" timestamp(3) with time zone,
  	"show_on_dealer_website" boolean DEFAULT true,
  	"tag" varchar,
  	"certified" boolean DEFAULT false,
  	"listed_at" timestamp(3) with time zone,
  	"custom_rank" numeric DEFAULT 0,
  	"simple_body" varchar,
  	"simple_transmission" varchar,
  	"simple_fuel" varchar,
  	"fuel" varchar,
  	"drive" varchar,
  	"colour" varchar,
  	"trans" varchar,
  	"seats" numeric,
  	"doors" numeric,
  	"engine_size" varchar,
  	"views" numeric,
  	"dealercomments" varchar,
  	"dealership_id" varchar,
  	"dealership_slug" varchar,
  	"city" varchar,
  	"state" varchar,
  	"private_suburb" varchar,
  	"private_postcode" varchar,
  	"primary_image_url" varchar,
  	"images" jsonb,
  	"thumbnails" jsonb,
  	"standard_equipment" jsonb,
  	"file" varchar,
  	"has_nvic" boolean DEFAULT false,
  	"item_type" varchar,
  	"payment_processors" jsonb,
  	"location_name" varchar,
  	"location_phone" varchar,
  	"location_slug" varchar,
  	"location_address" jsonb,
  	"location_distribution_locations" jsonb,
  	"variant_cylinders" numeric,
  	"variant_enginesize" numeric,
  	"variant_enginesize_litres" numeric,
  	"variant_induction" varchar,
  	"variant_geartype" varchar,
  	"variant_fuelconsumptioncombined" numeric,
  	"variant_fuelcapacity" numeric,
  	"variant_grossvehiclemass" numeric,
  	"variant_vehiclelength" numeric,
  	"variant_vehicleheight" numeric,
  	"variant_vehiclewidth" numeric,
  	"variant_torque" varchar,
  	"variant_ancaprating" numeric,
  	"specifications_body_width" numeric,
  	"specifications_body_length" numeric,
  	"specifications_tare_weight" numeric,
  	"specifications_axle_type" varchar,
  	"specifications_sleeps" numeric,
  	"specifications_aggregate_trailer_mass" numeric,
  	"autograb_data_state_average_market_price" numeric,
  	"autograb_data_average_market_price" numeric,
  	"finance_lenders" jsonb,
  	"feed_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stock_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"summary" varchar,
  	"mode" "enum_stock_imports_mode" NOT NULL,
  	"source" "enum_stock_imports_source" NOT NULL,
  	"format" "enum_stock_imports_format" NOT NULL,
  	"mapping" varchar,
  	"who" varchar,
  	"status" "enum_stock_imports_status" NOT NULL,
  	"error" varchar,
  	"received" numeric,
  	"created" numeric,
  	"updated" numeric,
  	"unchanged" numeric,
  	"removed" numeric,
  	"rejected_count" numeric,
  	"duration_ms" numeric,
  	"rejected" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "integrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"enable_a_p_i_key" boolean,
  	"api_key" varchar,
  	"api_key_index" varchar
  );
  
  CREATE TABLE "integrations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cars_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_imports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "integrations_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "integrations_id" integer;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "integrations_rels" ADD CONSTRAINT "integrations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "integrations_rels" ADD CONSTRAINT "integrations_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cars_site_idx" ON "cars" USING btree ("site_id");
  CREATE INDEX "cars_feed_id_idx" ON "cars" USING btree ("feed_id");
  CREATE INDEX "cars_updated_at_idx" ON "cars" USING btree ("updated_at");
  CREATE INDEX "cars_created_at_idx" ON "cars" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_feed_id_idx" ON "cars" USING btree ("site_id","feed_id");
  CREATE UNIQUE INDEX "site_slug_1_idx" ON "cars" USING btree ("site_id","slug");
  CREATE INDEX "stock_imports_site_idx" ON "stock_imports" USING btree ("site_id");
  CREATE INDEX "stock_imports_updated_at_idx" ON "stock_imports" USING btree ("updated_at");
  CREATE INDEX "stock_imports_created_at_idx" ON "stock_imports" USING btree ("created_at");
  CREATE INDEX "integrations_updated_at_idx" ON "integrations" USING btree ("updated_at");
  CREATE INDEX "integrations_created_at_idx" ON "integrations" USING btree ("created_at");
  CREATE INDEX "integrations_rels_order_idx" ON "integrations_rels" USING btree ("order");
  CREATE INDEX "integrations_rels_parent_idx" ON "integrations_rels" USING btree ("parent_id");
  CREATE INDEX "integrations_rels_path_idx" ON "integrations_rels" USING btree ("path");
  CREATE INDEX "integrations_rels_sites_id_idx" ON "integrations_rels" USING btree ("sites_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cars_fk" FOREIGN KEY ("cars_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_imports_fk" FOREIGN KEY ("stock_imports_id") REFERENCES "public"."stock_imports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_integrations_fk" FOREIGN KEY ("integrations_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_integrations_fk" FOREIGN KEY ("integrations_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cars_id_idx" ON "payload_locked_documents_rels" USING btree ("cars_id");
  CREATE INDEX "payload_locked_documents_rels_stock_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_imports_id");
  CREATE INDEX "payload_locked_documents_rels_integrations_id_idx" ON "payload_locked_documents_rels" USING btree ("integrations_id");
  CREATE INDEX "payload_preferences_rels_integrations_id_idx" ON "payload_preferences_rels" USING btree ("integrations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stock_imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "integrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "integrations_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cars" CASCADE;
  DROP TABLE "stock_imports" CASCADE;
  DROP TABLE "integrations" CASCADE;
  DROP TABLE "integrations_rels" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cars_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_imports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_integrations_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_integrations_fk";
  
  DROP INDEX "payload_locked_documents_rels_cars_id_idx";
  DROP INDEX "payload_locked_documents_rels_stock_imports_id_idx";
  DROP INDEX "payload_locked_documents_rels_integrations_id_idx";
  DROP INDEX "payload_preferences_rels_integrations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cars_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_imports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "integrations_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "integrations_id";
  DROP TYPE "public"."enum_cars_car_type";
  DROP TYPE "public"."enum_cars_status";
  DROP TYPE "public"."enum_stock_imports_mode";
  DROP TYPE "public"."enum_stock_imports_source";
  DROP TYPE "public"."enum_stock_imports_format";
  DROP TYPE "public"."enum_stock_imports_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
