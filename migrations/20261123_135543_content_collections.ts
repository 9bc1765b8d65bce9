import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_location_mode" AS ENUM('primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'one');
  CREATE TYPE "public"."enum_pages_blocks_locations_grid_type" AS ENUM('all', 'sales', 'service', 'parts');
  CREATE TYPE "public"."enum_pages_blocks_facet_tiles_facet" AS ENUM('make', 'body');
  CREATE TYPE "public"."enum_pages_blocks_stock_carousel_car_type" AS ENUM('all', 'new', 'used', 'demo');
  CREATE TYPE "public"."enum_pages_blocks_stock_carousel_sort_by" AS ENUM('latest', 'price_desc', 'price_asc');
  CREATE TYPE "public"."enum__pages_v_blocks_location_mode" AS ENUM('primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'one');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_grid_type" AS ENUM('all', 'sales', 'service', 'parts');
  CREATE TYPE "public"."enum__pages_v_blocks_facet_tiles_facet" AS ENUM('make', 'body');
  CREATE TYPE "public"."enum__pages_v_blocks_stock_carousel_car_type" AS ENUM('all', 'new', 'used', 'demo');
  CREATE TYPE "public"."enum__pages_v_blocks_stock_carousel_sort_by" AS ENUM('latest', 'price_desc', 'price_asc');
  CREATE TYPE "public"."enum_locations_contact_detail_opening_hours_weekday" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_locations_contact_detail_opening_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_contact_detail_special_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_models_body_categories" AS ENUM('suv', 'trucks', 'vans', 'performance', 'electric', 'future-vehicles');
  CREATE TYPE "public"."enum_models_status" AS ENUM('new', 'coming_soon');
  CREATE TYPE "public"."enum_posts_category" AS ENUM('vehicle-reviews', 'buyer-advice', 'motoring-tips', 'servicing-insights', '4x4xmore-adventures');
  CREATE TABLE "pages_blocks_location" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"mode" "enum_pages_blocks_location_mode" DEFAULT 'primary',
  	"location_id" integer,
  	"carousel" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_locations_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our locations',
  	"type" "enum_pages_blocks_locations_grid_type" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What our customers say',
  	"limit" numeric DEFAULT 10,
  	"location_id" integer,
  	"leave_review_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Special offers',
  	"manufacturer_id" integer,
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_facet_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Shop by make',
  	"facet" "enum_pages_blocks_facet_tiles_facet" DEFAULT 'make',
  	"limit" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_dealership_dropdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Browse a dealership’s stock',
  	"button_label" varchar DEFAULT 'View stock',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stock_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Latest arrivals',
  	"car_type" "enum_pages_blocks_stock_carousel_car_type" DEFAULT 'all',
  	"make" varchar,
  	"sort_by" "enum_pages_blocks_stock_carousel_sort_by" DEFAULT 'latest',
  	"limit" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_location" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"mode" "enum__pages_v_blocks_location_mode" DEFAULT 'primary',
  	"location_id" integer,
  	"carousel" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_locations_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our locations',
  	"type" "enum__pages_v_blocks_locations_grid_type" DEFAULT 'all',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What our customers say',
  	"limit" numeric DEFAULT 10,
  	"location_id" integer,
  	"leave_review_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Special offers',
  	"manufacturer_id" integer,
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_facet_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Shop by make',
  	"facet" "enum__pages_v_blocks_facet_tiles_facet" DEFAULT 'make',
  	"limit" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_dealership_dropdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Browse a dealership’s stock',
  	"button_label" varchar DEFAULT 'View stock',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stock_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Latest arrivals',
  	"car_type" "enum__pages_v_blocks_stock_carousel_car_type" DEFAULT 'all',
  	"make" varchar,
  	"sort_by" "enum__pages_v_blocks_stock_carousel_sort_by" DEFAULT 'latest',
  	"limit" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "locations_contact_detail_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_locations_contact_detail_opening_hours_weekday" NOT NULL,
  	"status" "enum_locations_contact_detail_opening_hours_status" DEFAULT 'Open' NOT NULL,
  	"open" varchar,
  	"close" varchar
  );
  
  CREATE TABLE "locations_contact_detail_special_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"label" varchar,
  	"status" "enum_locations_contact_detail_special_hours_status" DEFAULT 'Closed' NOT NULL,
  	"start_hour" varchar,
  	"end_hour" varchar
  );
  
  CREATE TABLE "locations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"manufacturers_id" integer
  );
  
  CREATE TABLE "manufacturers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"logo_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "models_body_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_models_body_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"manufacturer_id" integer NOT NULL,
  	"slug" varchar NOT NULL,
  	"new_slug" varchar,
  	"override_url" varchar,
  	"from_price" numeric,
  	"status" "enum_models_status",
  	"accessories_count" numeric,
  	"body" varchar,
  	"fuel" varchar,
  	"short_description" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "models_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"disclaimer" varchar,
  	"manufacturer_id" integer,
  	"model_id" integer,
  	"image_id" integer,
  	"start" timestamp(3) with time zone,
  	"end" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"customer_name" varchar NOT NULL,
  	"rating" numeric NOT NULL,
  	"review_date" timestamp(3) with time zone NOT NULL,
  	"text" varchar,
  	"image_id" integer,
  	"location_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"category" "enum_posts_category" NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"author" varchar,
  	"image_id" integer,
  	"excerpt" varchar,
  	"content" jsonb NOT NULL,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "locations" ADD COLUMN "location_subtype" varchar;
  ALTER TABLE "locations" ADD COLUMN "image_id" integer;
  ALTER TABLE "locations" ADD COLUMN "address_place_id" varchar;
  ALTER TABLE "locations" ADD COLUMN "address_place_url" varchar;
  ALTER TABLE "locations" ADD COLUMN "contact_detail_landline_phone" varchar;
  ALTER TABLE "locations" ADD COLUMN "rating_summary_average_rating" numeric;
  ALTER TABLE "locations" ADD COLUMN "rating_summary_review_count" numeric;
  ALTER TABLE "locations" ADD COLUMN "dealer_licence_number" varchar;
  ALTER TABLE "locations" ADD COLUMN "motor_vehicle_repairer" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "manufacturers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "models_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "offers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "pages_blocks_location" ADD CONSTRAINT "pages_blocks_location_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_location" ADD CONSTRAINT "pages_blocks_location_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations_grid" ADD CONSTRAINT "pages_blocks_locations_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_reviews" ADD CONSTRAINT "pages_blocks_reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_reviews" ADD CONSTRAINT "pages_blocks_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offers" ADD CONSTRAINT "pages_blocks_offers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_offers" ADD CONSTRAINT "pages_blocks_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_facet_tiles" ADD CONSTRAINT "pages_blocks_facet_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dealership_dropdown" ADD CONSTRAINT "pages_blocks_dealership_dropdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stock_carousel" ADD CONSTRAINT "pages_blocks_stock_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location" ADD CONSTRAINT "_pages_v_blocks_location_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location" ADD CONSTRAINT "_pages_v_blocks_location_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations_grid" ADD CONSTRAINT "_pages_v_blocks_locations_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reviews" ADD CONSTRAINT "_pages_v_blocks_reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reviews" ADD CONSTRAINT "_pages_v_blocks_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offers" ADD CONSTRAINT "_pages_v_blocks_offers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offers" ADD CONSTRAINT "_pages_v_blocks_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_facet_tiles" ADD CONSTRAINT "_pages_v_blocks_facet_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dealership_dropdown" ADD CONSTRAINT "_pages_v_blocks_dealership_dropdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stock_carousel" ADD CONSTRAINT "_pages_v_blocks_stock_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_contact_detail_opening_hours" ADD CONSTRAINT "locations_contact_detail_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_contact_detail_special_hours" ADD CONSTRAINT "locations_contact_detail_special_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models_body_categories" ADD CONSTRAINT "models_body_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models_rels" ADD CONSTRAINT "models_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models_rels" ADD CONSTRAINT "models_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_location_order_idx" ON "pages_blocks_location" USING btree ("_order");
  CREATE INDEX "pages_blocks_location_parent_id_idx" ON "pages_blocks_location" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_location_path_idx" ON "pages_blocks_location" USING btree ("_path");
  CREATE INDEX "pages_blocks_location_location_idx" ON "pages_blocks_location" USING btree ("location_id");
  CREATE INDEX "pages_blocks_locations_grid_order_idx" ON "pages_blocks_locations_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_locations_grid_parent_id_idx" ON "pages_blocks_locations_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_locations_grid_path_idx" ON "pages_blocks_locations_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_reviews_order_idx" ON "pages_blocks_reviews" USING btree ("_order");
  CREATE INDEX "pages_blocks_reviews_parent_id_idx" ON "pages_blocks_reviews" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_reviews_path_idx" ON "pages_blocks_reviews" USING btree ("_path");
  CREATE INDEX "pages_blocks_reviews_location_idx" ON "pages_blocks_reviews" USING btree ("location_id");
  CREATE INDEX "pages_blocks_offers_order_idx" ON "pages_blocks_offers" USING btree ("_order");
  CREATE INDEX "pages_blocks_offers_parent_id_idx" ON "pages_blocks_offers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_offers_path_idx" ON "pages_blocks_offers" USING btree ("_path");
  CREATE INDEX "pages_blocks_offers_manufacturer_idx" ON "pages_blocks_offers" USING btree ("manufacturer_id");
  CREATE INDEX "pages_blocks_facet_tiles_order_idx" ON "pages_blocks_facet_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_facet_tiles_parent_id_idx" ON "pages_blocks_facet_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_facet_tiles_path_idx" ON "pages_blocks_facet_tiles" USING btree ("_path");
  CREATE INDEX "pages_blocks_dealership_dropdown_order_idx" ON "pages_blocks_dealership_dropdown" USING btree ("_order");
  CREATE INDEX "pages_blocks_dealership_dropdown_parent_id_idx" ON "pages_blocks_dealership_dropdown" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dealership_dropdown_path_idx" ON "pages_blocks_dealership_dropdown" USING btree ("_path");
  CREATE INDEX "pages_blocks_stock_carousel_order_idx" ON "pages_blocks_stock_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_stock_carousel_parent_id_idx" ON "pages_blocks_stock_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stock_carousel_path_idx" ON "pages_blocks_stock_carousel" USING btree ("_path");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_blocks_location_order_idx" ON "_pages_v_blocks_location" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_location_parent_id_idx" ON "_pages_v_blocks_location" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_location_path_idx" ON "_pages_v_blocks_location" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_location_location_idx" ON "_pages_v_blocks_location" USING btree ("location_id");
  CREATE INDEX "_pages_v_blocks_locations_grid_order_idx" ON "_pages_v_blocks_locations_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_locations_grid_parent_id_idx" ON "_pages_v_blocks_locations_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_locations_grid_path_idx" ON "_pages_v_blocks_locations_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_reviews_order_idx" ON "_pages_v_blocks_reviews" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_reviews_parent_id_idx" ON "_pages_v_blocks_reviews" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_reviews_path_idx" ON "_pages_v_blocks_reviews" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_reviews_location_idx" ON "_pages_v_blocks_reviews" USING btree ("location_id");
  CREATE INDEX "_pages_v_blocks_offers_order_idx" ON "_pages_v_blocks_offers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offers_parent_id_idx" ON "_pages_v_blocks_offers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_offers_path_idx" ON "_pages_v_blocks_offers" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_offers_manufacturer_idx" ON "_pages_v_blocks_offers" USING btree ("manufacturer_id");
  CREATE INDEX "_pages_v_blocks_facet_tiles_order_idx" ON "_pages_v_blocks_facet_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_facet_tiles_parent_id_idx" ON "_pages_v_blocks_facet_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_facet_tiles_path_idx" ON "_pages_v_blocks_facet_tiles" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_dealership_dropdown_order_idx" ON "_pages_v_blocks_dealership_dropdown" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_dealership_dropdown_parent_id_idx" ON "_pages_v_blocks_dealership_dropdown" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_dealership_dropdown_path_idx" ON "_pages_v_blocks_dealership_dropdown" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stock_carousel_order_idx" ON "_pages_v_blocks_stock_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stock_carousel_parent_id_idx" ON "_pages_v_blocks_stock_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stock_carousel_path_idx" ON "_pages_v_blocks_stock_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "locations_contact_detail_opening_hours_order_idx" ON "locations_contact_detail_opening_hours" USING btree ("_order");
  CREATE INDEX "locations_contact_detail_opening_hours_parent_id_idx" ON "locations_contact_detail_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_contact_detail_special_hours_order_idx" ON "locations_contact_detail_special_hours" USING btree ("_order");
  CREATE INDEX "locations_contact_detail_special_hours_parent_id_idx" ON "locations_contact_detail_special_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_rels_order_idx" ON "locations_rels" USING btree ("order");
  CREATE INDEX "locations_rels_parent_idx" ON "locations_rels" USING btree ("parent_id");
  CREATE INDEX "locations_rels_path_idx" ON "locations_rels" USING btree ("path");
  CREATE INDEX "locations_rels_manufacturers_id_idx" ON "locations_rels" USING btree ("manufacturers_id");
  CREATE UNIQUE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree ("name");
  CREATE UNIQUE INDEX "manufacturers_slug_idx" ON "manufacturers" USING btree ("slug");
  CREATE INDEX "manufacturers_updated_at_idx" ON "manufacturers" USING btree ("updated_at");
  CREATE INDEX "manufacturers_created_at_idx" ON "manufacturers" USING btree ("created_at");
  CREATE INDEX "models_body_categories_order_idx" ON "models_body_categories" USING btree ("order");
  CREATE INDEX "models_body_categories_parent_idx" ON "models_body_categories" USING btree ("parent_id");
  CREATE INDEX "models_site_idx" ON "models" USING btree ("site_id");
  CREATE INDEX "models_manufacturer_idx" ON "models" USING btree ("manufacturer_id");
  CREATE INDEX "models_updated_at_idx" ON "models" USING btree ("updated_at");
  CREATE INDEX "models_created_at_idx" ON "models" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_slug_3_idx" ON "models" USING btree ("site_id","slug");
  CREATE INDEX "models_rels_order_idx" ON "models_rels" USING btree ("order");
  CREATE INDEX "models_rels_parent_idx" ON "models_rels" USING btree ("parent_id");
  CREATE INDEX "models_rels_path_idx" ON "models_rels" USING btree ("path");
  CREATE INDEX "models_rels_media_id_idx" ON "models_rels" USING btree ("media_id");
  CREATE INDEX "offers_site_idx" ON "offers" USING btree ("site_id");
  CREATE INDEX "offers_manufacturer_idx" ON "offers" USING btree ("manufacturer_id");
  CREATE INDEX "offers_model_idx" ON "offers" USING btree ("model_id");
  CREATE INDEX "offers_image_idx" ON "offers" USING btree ("image_id");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE INDEX "reviews_site_idx" ON "reviews" USING btree ("site_id");
  CREATE INDEX "reviews_image_idx" ON "reviews" USING btree ("image_id");
  CREATE INDEX "reviews_location_idx" ON "reviews" USING btree ("location_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "posts_site_idx" ON "posts" USING btree ("site_id");
  CREATE INDEX "posts_image_idx" ON "posts" USING btree ("image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_slug_4_idx" ON "posts" USING btree ("site_id","slug");
  ALTER TABLE "locations" ADD CONSTRAINT "locations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_models_fk" FOREIGN KEY ("models_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "locations_image_idx" ON "locations" USING btree ("image_id");
  CREATE INDEX "payload_locked_documents_rels_manufacturers_id_idx" ON "payload_locked_documents_rels" USING btree ("manufacturers_id");
  CREATE INDEX "payload_locked_documents_rels_models_id_idx" ON "payload_locked_documents_rels" USING btree ("models_id");
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_location" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_locations_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_facet_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_dealership_dropdown" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stock_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_location" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_locations_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_facet_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_dealership_dropdown" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stock_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_contact_detail_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_contact_detail_special_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "manufacturers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "models_body_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "models" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "models_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_location" CASCADE;
  DROP TABLE "pages_blocks_locations_grid" CASCADE;
  DROP TABLE "pages_blocks_reviews" CASCADE;
  DROP TABLE "pages_blocks_offers" CASCADE;
  DROP TABLE "pages_blocks_facet_tiles" CASCADE;
  DROP TABLE "pages_blocks_dealership_dropdown" CASCADE;
  DROP TABLE "pages_blocks_stock_carousel" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "_pages_v_blocks_location" CASCADE;
  DROP TABLE "_pages_v_blocks_locations_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_reviews" CASCADE;
  DROP TABLE "_pages_v_blocks_offers" CASCADE;
  DROP TABLE "_pages_v_blocks_facet_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_dealership_dropdown" CASCADE;
  DROP TABLE "_pages_v_blocks_stock_carousel" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  DROP TABLE "locations_contact_detail_opening_hours" CASCADE;
  DROP TABLE "locations_contact_detail_special_hours" CASCADE;
  DROP TABLE "locations_rels" CASCADE;
  DROP TABLE "manufacturers" CASCADE;
  DROP TABLE "models_body_categories" CASCADE;
  DROP TABLE "models" CASCADE;
  DROP TABLE "models_rels" CASCADE;
  DROP TABLE "offers" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "posts" CASCADE;
  ALTER TABLE "locations" DROP CONSTRAINT "locations_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_manufacturers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_models_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_offers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posts_fk";
  
  DROP INDEX "locations_image_idx";
  DROP INDEX "payload_locked_documents_rels_manufacturers_id_idx";
  DROP INDEX "payload_locked_documents_rels_models_id_idx";
  DROP INDEX "payload_locked_documents_rels_offers_id_idx";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_posts_id_idx";
  ALTER TABLE "locations" DROP COLUMN "location_subtype";
  ALTER TABLE "locations" DROP COLUMN "image_id";
  ALTER TABLE "locations" DROP COLUMN "address_place_id";
  ALTER TABLE "locations" DROP COLUMN "address_place_url";
  ALTER TABLE "locations" DROP COLUMN "contact_detail_landline_phone";
  ALTER TABLE "locations" DROP COLUMN "rating_summary_average_rating";
  ALTER TABLE "locations" DROP COLUMN "rating_summary_review_count";
  ALTER TABLE "locations" DROP COLUMN "dealer_licence_number";
  ALTER TABLE "locations" DROP COLUMN "motor_vehicle_repairer";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "manufacturers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "models_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "offers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posts_id";
  DROP TYPE "public"."enum_pages_blocks_location_mode";
  DROP TYPE "public"."enum_pages_blocks_locations_grid_type";
  DROP TYPE "public"."enum_pages_blocks_facet_tiles_facet";
  DROP TYPE "public"."enum_pages_blocks_stock_carousel_car_type";
  DROP TYPE "public"."enum_pages_blocks_stock_carousel_sort_by";
  DROP TYPE "public"."enum__pages_v_blocks_location_mode";
  DROP TYPE "public"."enum__pages_v_blocks_locations_grid_type";
  DROP TYPE "public"."enum__pages_v_blocks_facet_tiles_facet";
  DROP TYPE "public"."enum__pages_v_blocks_stock_carousel_car_type";
  DROP TYPE "public"."enum__pages_v_blocks_stock_carousel_sort_by";
  DROP TYPE "public"."enum_locations_contact_detail_opening_hours_weekday";
  DROP TYPE "public"."enum_locations_contact_detail_opening_hours_status";
  DROP TYPE "public"."enum_locations_contact_detail_special_hours_status";
  DROP TYPE "public"."enum_models_body_categories";
  DROP TYPE "public"."enum_models_status";
  DROP TYPE "public"."enum_posts_category";`)
}
