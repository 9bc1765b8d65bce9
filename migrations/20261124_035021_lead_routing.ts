import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Lead routing rows on sites and locations (channel, address, name, kinds), and what a lead's delivery reached. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_sites_lead_routing_kinds" AS ENUM('enquiry', 'test-drive', 'trade-in', 'service', 'lead-form', 'request-photos', 'finance', 'reservation');
  CREATE TYPE "public"."enum_sites_lead_routing_channel" AS ENUM('person', 'crm');
  CREATE TYPE "public"."enum_locations_lead_routing_kinds" AS ENUM('enquiry', 'test-drive', 'trade-in', 'service', 'lead-form', 'request-photos', 'finance', 'reservation');
  CREATE TYPE "public"."enum_locations_lead_routing_channel" AS ENUM('person', 'crm');
  CREATE TABLE "sites_lead_routing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_sites_lead_routing_channel" DEFAULT 'person' NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar
  );
  CREATE TABLE "sites_lead_routing_kinds" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_sites_lead_routing_kinds",
  	"id" serial PRIMARY KEY NOT NULL
  );
  CREATE TABLE "locations_lead_routing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_locations_lead_routing_channel" DEFAULT 'person' NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar
  );
  CREATE TABLE "locations_lead_routing_kinds" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_locations_lead_routing_kinds",
  	"id" serial PRIMARY KEY NOT NULL
  );
  ALTER TABLE "leads" ADD COLUMN "delivery_sent" jsonb;
  ALTER TABLE "sites_lead_routing" ADD CONSTRAINT "sites_lead_routing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_lead_routing_kinds" ADD CONSTRAINT "sites_lead_routing_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites_lead_routing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_lead_routing" ADD CONSTRAINT "locations_lead_routing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_lead_routing_kinds" ADD CONSTRAINT "locations_lead_routing_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations_lead_routing"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_lead_routing_order_idx" ON "sites_lead_routing" USING btree ("_order");
  CREATE INDEX "sites_lead_routing_parent_id_idx" ON "sites_lead_routing" USING btree ("_parent_id");
  CREATE INDEX "sites_lead_routing_kinds_order_idx" ON "sites_lead_routing_kinds" USING btree ("order");
  CREATE INDEX "sites_lead_routing_kinds_parent_idx" ON "sites_lead_routing_kinds" USING btree ("parent_id");
  CREATE INDEX "locations_lead_routing_order_idx" ON "locations_lead_routing" USING btree ("_order");
  CREATE INDEX "locations_lead_routing_parent_id_idx" ON "locations_lead_routing" USING btree ("_parent_id");
  CREATE INDEX "locations_lead_routing_kinds_order_idx" ON "locations_lead_routing_kinds" USING btree ("order");
  CREATE INDEX "locations_lead_routing_kinds_parent_idx" ON "locations_lead_routing_kinds" USING btree ("parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "sites_lead_routing_kinds" CASCADE;
  DROP TABLE "sites_lead_routing" CASCADE;
  DROP TABLE "locations_lead_routing_kinds" CASCADE;
  DROP TABLE "locations_lead_routing" CASCADE;
  ALTER TABLE "leads" DROP COLUMN "delivery_sent";
  DROP TYPE "public"."enum_sites_lead_routing_kinds";
  DROP TYPE "public"."enum_sites_lead_routing_channel";
  DROP TYPE "public"."enum_locations_lead_routing_kinds";
  DROP TYPE "public"."enum_locations_lead_routing_channel";`)
}
