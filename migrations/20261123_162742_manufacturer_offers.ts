import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "manufacturer_offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"disclaimer" varchar,
  	"manufacturer_id" integer NOT NULL,
  	"model_slug" varchar,
  	"start" timestamp(3) with time zone,
  	"end" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "manufacturer_offers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "manufacturer_offers_id" integer;
  ALTER TABLE "manufacturer_offers" ADD CONSTRAINT "manufacturer_offers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manufacturer_offers_rels" ADD CONSTRAINT "manufacturer_offers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."manufacturer_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "manufacturer_offers_rels" ADD CONSTRAINT "manufacturer_offers_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "manufacturer_offers_slug_idx" ON "manufacturer_offers" USING btree ("slug");
  CREATE INDEX "manufacturer_offers_manufacturer_idx" ON "manufacturer_offers" USING btree ("manufacturer_id");
  CREATE INDEX "manufacturer_offers_updated_at_idx" ON "manufacturer_offers" USING btree ("updated_at");
  CREATE INDEX "manufacturer_offers_created_at_idx" ON "manufacturer_offers" USING btree ("created_at");
  CREATE INDEX "manufacturer_offers_rels_order_idx" ON "manufacturer_offers_rels" USING btree ("order");
  CREATE INDEX "manufacturer_offers_rels_parent_idx" ON "manufacturer_offers_rels" USING btree ("parent_id");
  CREATE INDEX "manufacturer_offers_rels_path_idx" ON "manufacturer_offers_rels" USING btree ("path");
  CREATE INDEX "manufacturer_offers_rels_sites_id_idx" ON "manufacturer_offers_rels" USING btree ("sites_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manufacturer_offers_fk" FOREIGN KEY ("manufacturer_offers_id") REFERENCES "public"."manufacturer_offers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_manufacturer_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("manufacturer_offers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "manufacturer_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "manufacturer_offers_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "manufacturer_offers" CASCADE;
  DROP TABLE "manufacturer_offers_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_manufacturer_offers_fk";
  
  DROP INDEX "payload_locked_documents_rels_manufacturer_offers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "manufacturer_offers_id";`)
}
