import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_budget_finder_car_types" AS ENUM('used', 'new', 'demo');
  CREATE TYPE "public"."enum__pages_v_blocks_budget_finder_car_types" AS ENUM('used', 'new', 'demo');
  CREATE TABLE "pages_blocks_promo_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"link" varchar,
  	"link_label" varchar,
  	"start" timestamp(3) with time zone,
  	"expiry" timestamp(3) with time zone
  );
  
  CREATE TABLE "pages_blocks_promo_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Promotions',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_service_booking_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Book your next service online',
  	"text" varchar DEFAULT 'Logbook servicing that keeps your warranty, by factory-trained technicians, with genuine parts.',
  	"button_label" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trade_in_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pages_blocks_trade_in_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Trade-in questions',
  	"show_valuation_link" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_budget_finder_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_budget_finder_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_budget_finder" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body_picker" boolean DEFAULT true,
  	"price_slider" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_promo_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"link" varchar,
  	"link_label" varchar,
  	"start" timestamp(3) with time zone,
  	"expiry" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_promo_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Promotions',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_booking_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Book your next service online',
  	"text" varchar DEFAULT 'Logbook servicing that keeps your warranty, by factory-trained technicians, with genuine parts.',
  	"button_label" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trade_in_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trade_in_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Trade-in questions',
  	"show_valuation_link" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_budget_finder_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_budget_finder_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_budget_finder" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body_picker" boolean DEFAULT true,
  	"price_slider" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "media" ADD COLUMN "sizes_banner_small_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_banner_small_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_banner_small_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_banner_small_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_banner_small_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_banner_small_filename" varchar;
  ALTER TABLE "pages_blocks_promo_slider_slides" ADD CONSTRAINT "pages_blocks_promo_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_promo_slider_slides" ADD CONSTRAINT "pages_blocks_promo_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_promo_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_promo_slider" ADD CONSTRAINT "pages_blocks_promo_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_booking_banner" ADD CONSTRAINT "pages_blocks_service_booking_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_booking_banner" ADD CONSTRAINT "pages_blocks_service_booking_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_in_faq_items" ADD CONSTRAINT "pages_blocks_trade_in_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trade_in_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_in_faq" ADD CONSTRAINT "pages_blocks_trade_in_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_budget_finder_car_types" ADD CONSTRAINT "pages_blocks_budget_finder_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_budget_finder"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_budget_finder" ADD CONSTRAINT "pages_blocks_budget_finder_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_promo_slider_slides" ADD CONSTRAINT "_pages_v_blocks_promo_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_promo_slider_slides" ADD CONSTRAINT "_pages_v_blocks_promo_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_promo_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_promo_slider" ADD CONSTRAINT "_pages_v_blocks_promo_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking_banner" ADD CONSTRAINT "_pages_v_blocks_service_booking_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking_banner" ADD CONSTRAINT "_pages_v_blocks_service_booking_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_in_faq_items" ADD CONSTRAINT "_pages_v_blocks_trade_in_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trade_in_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_in_faq" ADD CONSTRAINT "_pages_v_blocks_trade_in_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_budget_finder_car_types" ADD CONSTRAINT "_pages_v_blocks_budget_finder_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_budget_finder"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_budget_finder" ADD CONSTRAINT "_pages_v_blocks_budget_finder_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_promo_slider_slides_order_idx" ON "pages_blocks_promo_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_promo_slider_slides_parent_id_idx" ON "pages_blocks_promo_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_promo_slider_slides_image_idx" ON "pages_blocks_promo_slider_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_promo_slider_order_idx" ON "pages_blocks_promo_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_promo_slider_parent_id_idx" ON "pages_blocks_promo_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_promo_slider_path_idx" ON "pages_blocks_promo_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_service_booking_banner_order_idx" ON "pages_blocks_service_booking_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_booking_banner_parent_id_idx" ON "pages_blocks_service_booking_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_booking_banner_path_idx" ON "pages_blocks_service_booking_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_service_booking_banner_image_idx" ON "pages_blocks_service_booking_banner" USING btree ("image_id");
  CREATE INDEX "pages_blocks_trade_in_faq_items_order_idx" ON "pages_blocks_trade_in_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_trade_in_faq_items_parent_id_idx" ON "pages_blocks_trade_in_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trade_in_faq_order_idx" ON "pages_blocks_trade_in_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_trade_in_faq_parent_id_idx" ON "pages_blocks_trade_in_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trade_in_faq_path_idx" ON "pages_blocks_trade_in_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_budget_finder_car_types_order_idx" ON "pages_blocks_budget_finder_car_types" USING btree ("order");
  CREATE INDEX "pages_blocks_budget_finder_car_types_parent_idx" ON "pages_blocks_budget_finder_car_types" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_budget_finder_order_idx" ON "pages_blocks_budget_finder" USING btree ("_order");
  CREATE INDEX "pages_blocks_budget_finder_parent_id_idx" ON "pages_blocks_budget_finder" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_budget_finder_path_idx" ON "pages_blocks_budget_finder" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_promo_slider_slides_order_idx" ON "_pages_v_blocks_promo_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_promo_slider_slides_parent_id_idx" ON "_pages_v_blocks_promo_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_promo_slider_slides_image_idx" ON "_pages_v_blocks_promo_slider_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_promo_slider_order_idx" ON "_pages_v_blocks_promo_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_promo_slider_parent_id_idx" ON "_pages_v_blocks_promo_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_promo_slider_path_idx" ON "_pages_v_blocks_promo_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_service_booking_banner_order_idx" ON "_pages_v_blocks_service_booking_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_booking_banner_parent_id_idx" ON "_pages_v_blocks_service_booking_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_booking_banner_path_idx" ON "_pages_v_blocks_service_booking_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_service_booking_banner_image_idx" ON "_pages_v_blocks_service_booking_banner" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_trade_in_faq_items_order_idx" ON "_pages_v_blocks_trade_in_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trade_in_faq_items_parent_id_idx" ON "_pages_v_blocks_trade_in_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_in_faq_order_idx" ON "_pages_v_blocks_trade_in_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trade_in_faq_parent_id_idx" ON "_pages_v_blocks_trade_in_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_in_faq_path_idx" ON "_pages_v_blocks_trade_in_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_budget_finder_car_types_order_idx" ON "_pages_v_blocks_budget_finder_car_types" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_budget_finder_car_types_parent_idx" ON "_pages_v_blocks_budget_finder_car_types" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_budget_finder_order_idx" ON "_pages_v_blocks_budget_finder" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_budget_finder_parent_id_idx" ON "_pages_v_blocks_budget_finder" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_budget_finder_path_idx" ON "_pages_v_blocks_budget_finder" USING btree ("_path");
  CREATE INDEX "media_sizes_banner_small_sizes_banner_small_filename_idx" ON "media" USING btree ("sizes_banner_small_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_promo_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_promo_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_booking_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trade_in_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trade_in_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_budget_finder_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_budget_finder" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_promo_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_promo_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_booking_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trade_in_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trade_in_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_budget_finder_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_budget_finder" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_promo_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_promo_slider" CASCADE;
  DROP TABLE "pages_blocks_service_booking_banner" CASCADE;
  DROP TABLE "pages_blocks_trade_in_faq_items" CASCADE;
  DROP TABLE "pages_blocks_trade_in_faq" CASCADE;
  DROP TABLE "pages_blocks_budget_finder_car_types" CASCADE;
  DROP TABLE "pages_blocks_budget_finder" CASCADE;
  DROP TABLE "_pages_v_blocks_promo_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_promo_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_in_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_in_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_budget_finder_car_types" CASCADE;
  DROP TABLE "_pages_v_blocks_budget_finder" CASCADE;
  DROP INDEX "media_sizes_banner_small_sizes_banner_small_filename_idx";
  ALTER TABLE "media" DROP COLUMN "sizes_banner_small_url";
  ALTER TABLE "media" DROP COLUMN "sizes_banner_small_width";
  ALTER TABLE "media" DROP COLUMN "sizes_banner_small_height";
  ALTER TABLE "media" DROP COLUMN "sizes_banner_small_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_banner_small_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_banner_small_filename";
  DROP TYPE "public"."enum_pages_blocks_budget_finder_car_types";
  DROP TYPE "public"."enum__pages_v_blocks_budget_finder_car_types";`)
}
