import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promo_tiles_display" AS ENUM('used', 'new', 'demo');
  CREATE TABLE "promo_tiles_display" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promo_tiles_display",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promo_tiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"link" varchar,
  	"link_label" varchar,
  	"image_url" varchar,
  	"alt" varchar,
  	"background" varchar DEFAULT '#0a3d62',
  	"strict_display" boolean DEFAULT false,
  	"start" timestamp(3) with time zone,
  	"expiry" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "phone_reveals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"car_id" integer NOT NULL,
  	"car_name" varchar,
  	"dealership_id" varchar,
  	"path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promo_tiles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "phone_reveals_id" integer;
  ALTER TABLE "promo_tiles_display" ADD CONSTRAINT "promo_tiles_display_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_tiles" ADD CONSTRAINT "promo_tiles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "promo_tiles_display_order_idx" ON "promo_tiles_display" USING btree ("order");
  CREATE INDEX "promo_tiles_display_parent_idx" ON "promo_tiles_display" USING btree ("parent_id");
  CREATE INDEX "promo_tiles_site_idx" ON "promo_tiles" USING btree ("site_id");
  CREATE INDEX "promo_tiles_updated_at_idx" ON "promo_tiles" USING btree ("updated_at");
  CREATE INDEX "promo_tiles_created_at_idx" ON "promo_tiles" USING btree ("created_at");
  CREATE INDEX "phone_reveals_site_idx" ON "phone_reveals" USING btree ("site_id");
  CREATE INDEX "phone_reveals_car_idx" ON "phone_reveals" USING btree ("car_id");
  CREATE INDEX "phone_reveals_dealership_id_idx" ON "phone_reveals" USING btree ("dealership_id");
  CREATE INDEX "phone_reveals_updated_at_idx" ON "phone_reveals" USING btree ("updated_at");
  CREATE INDEX "phone_reveals_created_at_idx" ON "phone_reveals" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_tiles_fk" FOREIGN KEY ("promo_tiles_id") REFERENCES "public"."promo_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phone_reveals_fk" FOREIGN KEY ("phone_reveals_id") REFERENCES "public"."phone_reveals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_promo_tiles_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_tiles_id");
  CREATE INDEX "payload_locked_documents_rels_phone_reveals_id_idx" ON "payload_locked_documents_rels" USING btree ("phone_reveals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "promo_tiles_display" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "phone_reveals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "promo_tiles_display" CASCADE;
  DROP TABLE "promo_tiles" CASCADE;
  DROP TABLE "phone_reveals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promo_tiles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_phone_reveals_fk";
  
  DROP INDEX "payload_locked_documents_rels_promo_tiles_id_idx";
  DROP INDEX "payload_locked_documents_rels_phone_reveals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promo_tiles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "phone_reveals_id";
  DROP TYPE "public"."enum_promo_tiles_display";`)
}
