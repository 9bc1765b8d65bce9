import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Drafts, versions and autosave for offers, blog posts and promo tiles (issue 22), as pages have: the
 * `_status` columns and the `_offers_v`, `_posts_v`, `_promo_tiles_v` version tables. What shoppers saw
 * before stays on the site: every existing document is published.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_promo_tiles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promo_tiles_v_version_display" AS ENUM('used', 'new', 'demo');
  CREATE TYPE "public"."enum__promo_tiles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_offers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_category" AS ENUM('vehicle-reviews', 'buyer-advice', 'motoring-tips', 'servicing-insights', '4x4xmore-adventures');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_promo_tiles_v_version_display" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__promo_tiles_v_version_display",
  	"id" serial PRIMARY KEY NOT NULL
  );

  CREATE TABLE "_promo_tiles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_link" varchar,
  	"version_link_label" varchar,
  	"version_image_url" varchar,
  	"version_alt" varchar,
  	"version_background" varchar DEFAULT '#0a3d62',
  	"version_strict_display" boolean DEFAULT false,
  	"version_start" timestamp(3) with time zone,
  	"version_expiry" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__promo_tiles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );

  CREATE TABLE "_offers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_disclaimer" varchar,
  	"version_manufacturer_id" integer,
  	"version_model_id" integer,
  	"version_image_id" integer,
  	"version_start" timestamp(3) with time zone,
  	"version_end" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__offers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );

  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category" "enum__posts_v_version_category",
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_image_id" integer,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );

  ALTER TABLE "promo_tiles" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "published_at" DROP NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "promo_tiles" ADD COLUMN "_status" "enum_promo_tiles_status" DEFAULT 'draft';
  ALTER TABLE "offers" ADD COLUMN "_status" "enum_offers_status" DEFAULT 'draft';
  ALTER TABLE "posts" ADD COLUMN "_status" "enum_posts_status" DEFAULT 'draft';
  ALTER TABLE "_promo_tiles_v_version_display" ADD CONSTRAINT "_promo_tiles_v_version_display_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promo_tiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promo_tiles_v" ADD CONSTRAINT "_promo_tiles_v_parent_id_promo_tiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_tiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_tiles_v" ADD CONSTRAINT "_promo_tiles_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_parent_id_offers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("version_manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_model_id_models_id_fk" FOREIGN KEY ("version_model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_promo_tiles_v_version_display_order_idx" ON "_promo_tiles_v_version_display" USING btree ("order");
  CREATE INDEX "_promo_tiles_v_version_display_parent_idx" ON "_promo_tiles_v_version_display" USING btree ("parent_id");
  CREATE INDEX "_promo_tiles_v_parent_idx" ON "_promo_tiles_v" USING btree ("parent_id");
  CREATE INDEX "_promo_tiles_v_version_version_site_idx" ON "_promo_tiles_v" USING btree ("version_site_id");
  CREATE INDEX "_promo_tiles_v_version_version_updated_at_idx" ON "_promo_tiles_v" USING btree ("version_updated_at");
  CREATE INDEX "_promo_tiles_v_version_version_created_at_idx" ON "_promo_tiles_v" USING btree ("version_created_at");
  CREATE INDEX "_promo_tiles_v_version_version__status_idx" ON "_promo_tiles_v" USING btree ("version__status");
  CREATE INDEX "_promo_tiles_v_created_at_idx" ON "_promo_tiles_v" USING btree ("created_at");
  CREATE INDEX "_promo_tiles_v_updated_at_idx" ON "_promo_tiles_v" USING btree ("updated_at");
  CREATE INDEX "_promo_tiles_v_latest_idx" ON "_promo_tiles_v" USING btree ("latest");
  CREATE INDEX "_promo_tiles_v_autosave_idx" ON "_promo_tiles_v" USING btree ("autosave");
  CREATE INDEX "_offers_v_parent_idx" ON "_offers_v" USING btree ("parent_id");
  CREATE INDEX "_offers_v_version_version_site_idx" ON "_offers_v" USING btree ("version_site_id");
  CREATE INDEX "_offers_v_version_version_manufacturer_idx" ON "_offers_v" USING btree ("version_manufacturer_id");
  CREATE INDEX "_offers_v_version_version_model_idx" ON "_offers_v" USING btree ("version_model_id");
  CREATE INDEX "_offers_v_version_version_image_idx" ON "_offers_v" USING btree ("version_image_id");
  CREATE INDEX "_offers_v_version_version_updated_at_idx" ON "_offers_v" USING btree ("version_updated_at");
  CREATE INDEX "_offers_v_version_version_created_at_idx" ON "_offers_v" USING btree ("version_created_at");
  CREATE INDEX "_offers_v_version_version__status_idx" ON "_offers_v" USING btree ("version__status");
  CREATE INDEX "_offers_v_created_at_idx" ON "_offers_v" USING btree ("created_at");
  CREATE INDEX "_offers_v_updated_at_idx" ON "_offers_v" USING btree ("updated_at");
  CREATE INDEX "_offers_v_latest_idx" ON "_offers_v" USING btree ("latest");
  CREATE INDEX "_offers_v_autosave_idx" ON "_offers_v" USING btree ("autosave");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_site_idx" ON "_posts_v" USING btree ("version_site_id");
  CREATE INDEX "_posts_v_version_version_image_idx" ON "_posts_v" USING btree ("version_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "version_site_version_slug_1_idx" ON "_posts_v" USING btree ("version_site_id","version_slug");
  CREATE INDEX "promo_tiles__status_idx" ON "promo_tiles" USING btree ("_status");
  CREATE INDEX "offers__status_idx" ON "offers" USING btree ("_status");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  UPDATE "offers" SET "_status" = 'published';
  UPDATE "posts" SET "_status" = 'published';
  UPDATE "promo_tiles" SET "_status" = 'published';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "_promo_tiles_v_version_display" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_tiles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_promo_tiles_v_version_display" CASCADE;
  DROP TABLE "_promo_tiles_v" CASCADE;
  DROP TABLE "_offers_v" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP INDEX "promo_tiles__status_idx";
  DROP INDEX "offers__status_idx";
  DROP INDEX "posts__status_idx";
  ALTER TABLE "promo_tiles" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "published_at" SET NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "promo_tiles" DROP COLUMN "_status";
  ALTER TABLE "offers" DROP COLUMN "_status";
  ALTER TABLE "posts" DROP COLUMN "_status";
  DROP TYPE "public"."enum_promo_tiles_status";
  DROP TYPE "public"."enum__promo_tiles_v_version_display";
  DROP TYPE "public"."enum__promo_tiles_v_version_status";
  DROP TYPE "public"."enum_offers_status";
  DROP TYPE "public"."enum__offers_v_version_status";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_category";
  DROP TYPE "public"."enum__posts_v_version_status";
  `)
}
