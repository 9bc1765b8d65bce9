import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The parts and accessories catalogue (collections/Parts.ts): parts with the makes and models they fit,
 * site-scoped; the 'parts' lead kind and a lead's part; the model a test drive from /book-test-drive asks for.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'parts';
  CREATE TABLE "parts_fits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"make_id" integer NOT NULL,
  	"model" varchar
  );

  CREATE TABLE "parts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"part_number" varchar NOT NULL,
  	"price" numeric,
  	"accessory" boolean DEFAULT false,
  	"image_id" integer,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );

  ALTER TABLE "leads" ADD COLUMN "part_id" integer;
  ALTER TABLE "leads" ADD COLUMN "test_drive_model" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "parts_id" integer;
  ALTER TABLE "parts_fits" ADD CONSTRAINT "parts_fits_make_id_manufacturers_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "parts_fits" ADD CONSTRAINT "parts_fits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "parts" ADD CONSTRAINT "parts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "parts" ADD CONSTRAINT "parts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "parts_fits_order_idx" ON "parts_fits" USING btree ("_order");
  CREATE INDEX "parts_fits_parent_id_idx" ON "parts_fits" USING btree ("_parent_id");
  CREATE INDEX "parts_fits_make_idx" ON "parts_fits" USING btree ("make_id");
  CREATE INDEX "parts_site_idx" ON "parts" USING btree ("site_id");
  CREATE INDEX "parts_part_number_idx" ON "parts" USING btree ("part_number");
  CREATE INDEX "parts_image_idx" ON "parts" USING btree ("image_id");
  CREATE INDEX "parts_updated_at_idx" ON "parts" USING btree ("updated_at");
  CREATE INDEX "parts_created_at_idx" ON "parts" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parts_fk" FOREIGN KEY ("parts_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_part_idx" ON "leads" USING btree ("part_id");
  CREATE INDEX "payload_locked_documents_rels_parts_id_idx" ON "payload_locked_documents_rels" USING btree ("parts_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_parts_fk";
  DROP INDEX "payload_locked_documents_rels_parts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "parts_id";
  ALTER TABLE "leads" DROP CONSTRAINT "leads_part_id_parts_id_fk";
  DROP INDEX "leads_part_idx";
  ALTER TABLE "leads" DROP COLUMN "part_id";
  ALTER TABLE "leads" DROP COLUMN "test_drive_model";
  DROP TABLE "parts_fits" CASCADE;
  DROP TABLE "parts" CASCADE;
  DELETE FROM "leads" WHERE "form" = 'parts';
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive', 'trade-in', 'service', 'lead-form', 'request-photos', 'finance', 'reservation');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";`)
}
