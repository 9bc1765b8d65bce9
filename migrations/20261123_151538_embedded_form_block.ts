import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_embedded_form_location_types" AS ENUM('sales', 'service', 'parts');
  CREATE TYPE "public"."enum__pages_v_blocks_embedded_form_location_types" AS ENUM('sales', 'service', 'parts');
  CREATE TABLE "pages_blocks_embedded_form_location_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_embedded_form_location_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_embedded_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Get in touch',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_embedded_form_location_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_embedded_form_location_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_embedded_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Get in touch',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_embedded_form_location_types" ADD CONSTRAINT "pages_blocks_embedded_form_location_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_embedded_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_embedded_form" ADD CONSTRAINT "pages_blocks_embedded_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_embedded_form_location_types" ADD CONSTRAINT "_pages_v_blocks_embedded_form_location_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_embedded_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_embedded_form" ADD CONSTRAINT "_pages_v_blocks_embedded_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_embedded_form_location_types_order_idx" ON "pages_blocks_embedded_form_location_types" USING btree ("order");
  CREATE INDEX "pages_blocks_embedded_form_location_types_parent_idx" ON "pages_blocks_embedded_form_location_types" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_embedded_form_order_idx" ON "pages_blocks_embedded_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_embedded_form_parent_id_idx" ON "pages_blocks_embedded_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_embedded_form_path_idx" ON "pages_blocks_embedded_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_embedded_form_location_types_order_idx" ON "_pages_v_blocks_embedded_form_location_types" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_embedded_form_location_types_parent_idx" ON "_pages_v_blocks_embedded_form_location_types" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_embedded_form_order_idx" ON "_pages_v_blocks_embedded_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_embedded_form_parent_id_idx" ON "_pages_v_blocks_embedded_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_embedded_form_path_idx" ON "_pages_v_blocks_embedded_form" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_embedded_form_location_types" CASCADE;
  DROP TABLE "pages_blocks_embedded_form" CASCADE;
  DROP TABLE "_pages_v_blocks_embedded_form_location_types" CASCADE;
  DROP TABLE "_pages_v_blocks_embedded_form" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_embedded_form_location_types";
  DROP TYPE "public"."enum__pages_v_blocks_embedded_form_location_types";`)
}
