import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Online Purchase (issue 17): the `checkout-journeys` drafts (site-scoped, a car, its lead and reservation,
 * the saved steps, the SHA-256 of the shopper's key) and the lead kind 'online-purchase'.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'online-purchase';
  CREATE TYPE "public"."enum_checkout_journeys_step" AS ENUM('car', 'trade-in', 'payment', 'delivery', 'deposit', 'review', 'confirmation');
  CREATE TABLE "checkout_journeys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"car_id" integer NOT NULL,
  	"car_name" varchar,
  	"step" "enum_checkout_journeys_step",
  	"lead_id" integer,
  	"reservation_id" integer,
  	"state" jsonb,
  	"submitted_at" timestamp(3) with time zone,
  	"token_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "checkout_journeys_id" integer;
  ALTER TABLE "checkout_journeys" ADD CONSTRAINT "checkout_journeys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "checkout_journeys" ADD CONSTRAINT "checkout_journeys_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "checkout_journeys" ADD CONSTRAINT "checkout_journeys_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "checkout_journeys" ADD CONSTRAINT "checkout_journeys_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "checkout_journeys_site_idx" ON "checkout_journeys" USING btree ("site_id");
  CREATE INDEX "checkout_journeys_car_idx" ON "checkout_journeys" USING btree ("car_id");
  CREATE INDEX "checkout_journeys_lead_idx" ON "checkout_journeys" USING btree ("lead_id");
  CREATE INDEX "checkout_journeys_reservation_idx" ON "checkout_journeys" USING btree ("reservation_id");
  CREATE UNIQUE INDEX "checkout_journeys_token_hash_idx" ON "checkout_journeys" USING btree ("token_hash");
  CREATE INDEX "checkout_journeys_updated_at_idx" ON "checkout_journeys" USING btree ("updated_at");
  CREATE INDEX "checkout_journeys_created_at_idx" ON "checkout_journeys" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_checkout_journeys_fk" FOREIGN KEY ("checkout_journeys_id") REFERENCES "public"."checkout_journeys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_checkout_journeys_id_idx" ON "payload_locked_documents_rels" USING btree ("checkout_journeys_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_checkout_journeys_fk";
  DROP INDEX "payload_locked_documents_rels_checkout_journeys_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "checkout_journeys_id";
  DROP TABLE "checkout_journeys" CASCADE;
  DROP TYPE "public"."enum_checkout_journeys_step";
  DELETE FROM "leads" WHERE "form" = 'online-purchase';
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive', 'trade-in', 'service', 'lead-form', 'request-photos', 'finance', 'parts', 'reservation');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";`)
}
