import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Drafts, versions and autosave for locations (issue 22), as offers, posts and promo tiles have: the
 * `_status` column and the `_locations_v` version tables. Every existing location is published, so what
 * shoppers saw stays. Index names follow Payload's schema: the (site, slug) index of the versions is named
 * per collection in order, so the posts' one is renamed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_locations_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__locations_v_version_contact_detail_opening_hours_weekday" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum__locations_v_version_contact_detail_opening_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum__locations_v_version_contact_detail_special_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum__locations_v_version_lead_routing_kinds" AS ENUM('enquiry', 'test-drive', 'trade-in', 'service', 'lead-form', 'request-photos', 'finance', 'parts', 'reservation', 'online-purchase');
  CREATE TYPE "public"."enum__locations_v_version_lead_routing_channel" AS ENUM('person', 'crm');
  CREATE TYPE "public"."enum__locations_v_version_location_type" AS ENUM('sales', 'service', 'parts');
  CREATE TYPE "public"."enum__locations_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_locations_v_version_contact_detail_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"weekday" "enum__locations_v_version_contact_detail_opening_hours_weekday",
  	"status" "enum__locations_v_version_contact_detail_opening_hours_status" DEFAULT 'Open',
  	"open" varchar,
  	"close" varchar,
  	"_uuid" varchar
  );

  CREATE TABLE "_locations_v_version_contact_detail_special_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"label" varchar,
  	"status" "enum__locations_v_version_contact_detail_special_hours_status" DEFAULT 'Closed',
  	"start_hour" varchar,
  	"end_hour" varchar,
  	"_uuid" varchar
  );

  CREATE TABLE "_locations_v_version_lead_routing_kinds" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__locations_v_version_lead_routing_kinds",
  	"id" serial PRIMARY KEY NOT NULL
  );

  CREATE TABLE "_locations_v_version_lead_routing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__locations_v_version_lead_routing_channel" DEFAULT 'person',
  	"email" varchar,
  	"name" varchar,
  	"_uuid" varchar
  );

  CREATE TABLE "_locations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_location_type" "enum__locations_v_version_location_type",
  	"version_location_subtype" varchar,
  	"version_primary" boolean DEFAULT false,
  	"version_visible" boolean DEFAULT true,
  	"version_image_id" integer,
  	"version_address_street" varchar,
  	"version_address_city" varchar,
  	"version_address_state" varchar,
  	"version_address_postcode" varchar,
  	"version_address_lat" numeric,
  	"version_address_long" numeric,
  	"version_address_place_id" varchar,
  	"version_address_place_url" varchar,
  	"version_phone" varchar,
  	"version_contact_detail_landline_phone" varchar,
  	"version_lead_email" varchar,
  	"version_store_code" varchar,
  	"version_dealership_slug" varchar,
  	"version_rating_summary_average_rating" numeric,
  	"version_rating_summary_review_count" numeric,
  	"version_dealer_licence_number" varchar,
  	"version_motor_vehicle_repairer" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__locations_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );

  CREATE TABLE "_locations_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"manufacturers_id" integer
  );

  DROP INDEX IF EXISTS "version_site_version_slug_1_idx";
  ALTER TABLE "locations_contact_detail_opening_hours" ALTER COLUMN "weekday" DROP NOT NULL;
  ALTER TABLE "locations_contact_detail_opening_hours" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "locations_contact_detail_special_hours" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "locations_contact_detail_special_hours" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "locations_lead_routing" ALTER COLUMN "channel" DROP NOT NULL;
  ALTER TABLE "locations_lead_routing" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "locations" ADD COLUMN "_status" "enum_locations_status" DEFAULT 'draft';
  ALTER TABLE "_locations_v_version_contact_detail_opening_hours" ADD CONSTRAINT "_locations_v_version_contact_detail_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_version_contact_detail_special_hours" ADD CONSTRAINT "_locations_v_version_contact_detail_special_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_version_lead_routing_kinds" ADD CONSTRAINT "_locations_v_version_lead_routing_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_locations_v_version_lead_routing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_version_lead_routing" ADD CONSTRAINT "_locations_v_version_lead_routing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v_rels" ADD CONSTRAINT "_locations_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_rels" ADD CONSTRAINT "_locations_v_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_locations_v_version_contact_detail_opening_hours_order_idx" ON "_locations_v_version_contact_detail_opening_hours" USING btree ("_order");
  CREATE INDEX "_locations_v_version_contact_detail_opening_hours_parent_id_idx" ON "_locations_v_version_contact_detail_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "_locations_v_version_contact_detail_special_hours_order_idx" ON "_locations_v_version_contact_detail_special_hours" USING btree ("_order");
  CREATE INDEX "_locations_v_version_contact_detail_special_hours_parent_id_idx" ON "_locations_v_version_contact_detail_special_hours" USING btree ("_parent_id");
  CREATE INDEX "_locations_v_version_lead_routing_kinds_order_idx" ON "_locations_v_version_lead_routing_kinds" USING btree ("order");
  CREATE INDEX "_locations_v_version_lead_routing_kinds_parent_idx" ON "_locations_v_version_lead_routing_kinds" USING btree ("parent_id");
  CREATE INDEX "_locations_v_version_lead_routing_order_idx" ON "_locations_v_version_lead_routing" USING btree ("_order");
  CREATE INDEX "_locations_v_version_lead_routing_parent_id_idx" ON "_locations_v_version_lead_routing" USING btree ("_parent_id");
  CREATE INDEX "_locations_v_parent_idx" ON "_locations_v" USING btree ("parent_id");
  CREATE INDEX "_locations_v_version_version_site_idx" ON "_locations_v" USING btree ("version_site_id");
  CREATE INDEX "_locations_v_version_version_image_idx" ON "_locations_v" USING btree ("version_image_id");
  CREATE INDEX "_locations_v_version_version_updated_at_idx" ON "_locations_v" USING btree ("version_updated_at");
  CREATE INDEX "_locations_v_version_version_created_at_idx" ON "_locations_v" USING btree ("version_created_at");
  CREATE INDEX "_locations_v_version_version__status_idx" ON "_locations_v" USING btree ("version__status");
  CREATE INDEX "_locations_v_created_at_idx" ON "_locations_v" USING btree ("created_at");
  CREATE INDEX "_locations_v_updated_at_idx" ON "_locations_v" USING btree ("updated_at");
  CREATE INDEX "_locations_v_latest_idx" ON "_locations_v" USING btree ("latest");
  CREATE INDEX "_locations_v_autosave_idx" ON "_locations_v" USING btree ("autosave");
  CREATE INDEX "version_site_version_slug_1_idx" ON "_locations_v" USING btree ("version_site_id","version_slug");
  CREATE INDEX "_locations_v_rels_order_idx" ON "_locations_v_rels" USING btree ("order");
  CREATE INDEX "_locations_v_rels_parent_idx" ON "_locations_v_rels" USING btree ("parent_id");
  CREATE INDEX "_locations_v_rels_path_idx" ON "_locations_v_rels" USING btree ("path");
  CREATE INDEX "_locations_v_rels_manufacturers_id_idx" ON "_locations_v_rels" USING btree ("manufacturers_id");
  CREATE INDEX "locations__status_idx" ON "locations" USING btree ("_status");
  CREATE INDEX "version_site_version_slug_2_idx" ON "_posts_v" USING btree ("version_site_id","version_slug");
  UPDATE "locations" SET "_status" = 'published';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "_locations_v_version_contact_detail_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_version_contact_detail_special_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_version_lead_routing_kinds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_version_lead_routing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_locations_v_version_contact_detail_opening_hours" CASCADE;
  DROP TABLE "_locations_v_version_contact_detail_special_hours" CASCADE;
  DROP TABLE "_locations_v_version_lead_routing_kinds" CASCADE;
  DROP TABLE "_locations_v_version_lead_routing" CASCADE;
  DROP TABLE "_locations_v" CASCADE;
  DROP TABLE "_locations_v_rels" CASCADE;
  DROP INDEX "locations__status_idx";
  DROP INDEX "version_site_version_slug_2_idx";
  ALTER TABLE "locations_contact_detail_opening_hours" ALTER COLUMN "weekday" SET NOT NULL;
  ALTER TABLE "locations_contact_detail_opening_hours" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "locations_contact_detail_special_hours" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "locations_contact_detail_special_hours" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "locations_lead_routing" ALTER COLUMN "channel" SET NOT NULL;
  ALTER TABLE "locations_lead_routing" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "slug" SET NOT NULL;
  CREATE INDEX "version_site_version_slug_1_idx" ON "_posts_v" USING btree ("version_site_id","version_slug");
  ALTER TABLE "locations" DROP COLUMN "_status";
  DROP TYPE "public"."enum_locations_status";
  DROP TYPE "public"."enum__locations_v_version_contact_detail_opening_hours_weekday";
  DROP TYPE "public"."enum__locations_v_version_contact_detail_opening_hours_status";
  DROP TYPE "public"."enum__locations_v_version_contact_detail_special_hours_status";
  DROP TYPE "public"."enum__locations_v_version_lead_routing_kinds";
  DROP TYPE "public"."enum__locations_v_version_lead_routing_channel";
  DROP TYPE "public"."enum__locations_v_version_location_type";
  DROP TYPE "public"."enum__locations_v_version_status";
  `)
}
