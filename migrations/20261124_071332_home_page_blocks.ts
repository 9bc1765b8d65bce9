import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The dealer home page (#18, #22): the hero's quick search switch, the featured-stock and locations-with-map
 * blocks (each a table plus its version table), and the staff's Featured flag on cars (feeds never write it,
 * so existing cars start unfeatured).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "cars" ADD COLUMN "featured" boolean DEFAULT false;
  CREATE INDEX "cars_featured_idx" ON "cars" USING btree ("featured");
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "quick_search" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "quick_search" boolean DEFAULT false;

  CREATE TABLE "pages_blocks_featured_stock" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );

  CREATE TABLE "_pages_v_blocks_featured_stock" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );

  CREATE TABLE "pages_blocks_locations_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"show_map" boolean DEFAULT true,
  	"block_name" varchar
  );

  CREATE TABLE "_pages_v_blocks_locations_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"show_map" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );

  ALTER TABLE "pages_blocks_featured_stock" ADD CONSTRAINT "pages_blocks_featured_stock_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_featured_stock" ADD CONSTRAINT "_pages_v_blocks_featured_stock_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations_map" ADD CONSTRAINT "pages_blocks_locations_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations_map" ADD CONSTRAINT "_pages_v_blocks_locations_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_featured_stock_order_idx" ON "pages_blocks_featured_stock" USING btree ("_order");
  CREATE INDEX "pages_blocks_featured_stock_parent_id_idx" ON "pages_blocks_featured_stock" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_featured_stock_path_idx" ON "pages_blocks_featured_stock" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_featured_stock_order_idx" ON "_pages_v_blocks_featured_stock" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_featured_stock_parent_id_idx" ON "_pages_v_blocks_featured_stock" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_featured_stock_path_idx" ON "_pages_v_blocks_featured_stock" USING btree ("_path");
  CREATE INDEX "pages_blocks_locations_map_order_idx" ON "pages_blocks_locations_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_locations_map_parent_id_idx" ON "pages_blocks_locations_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_locations_map_path_idx" ON "pages_blocks_locations_map" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_locations_map_order_idx" ON "_pages_v_blocks_locations_map" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_locations_map_parent_id_idx" ON "_pages_v_blocks_locations_map" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_locations_map_path_idx" ON "_pages_v_blocks_locations_map" USING btree ("_path");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "pages_blocks_featured_stock" CASCADE;
  DROP TABLE "_pages_v_blocks_featured_stock" CASCADE;
  DROP TABLE "pages_blocks_locations_map" CASCADE;
  DROP TABLE "_pages_v_blocks_locations_map" CASCADE;
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "quick_search";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "quick_search";
  DROP INDEX "cars_featured_idx";
  ALTER TABLE "cars" DROP COLUMN "featured";`)
}
