import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Images picked from a library instead of typed addresses (issue 22): a promo tile's image and a site's logo
 * are media items of the site (their alt text is the media item's, so the tile's own `alt` goes), and a
 * make's logo is an item of the new platform-wide `make_logos` library. The typed address columns are
 * dropped: before launch the demo seed is the only data, and it set none of them.
 *
 * `make_logos` also has `prefix` and `_object_key`, the columns the S3 storage plugin adds to the collection
 * when S3_BUCKET is set (its files then live under `make-logos/`); without S3 they stay empty.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "make_logos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"prefix" varchar DEFAULT 'make-logos',
  	"_object_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_small_url" varchar,
  	"sizes_small_width" numeric,
  	"sizes_small_height" numeric,
  	"sizes_small_mime_type" varchar,
  	"sizes_small_filesize" numeric,
  	"sizes_small_filename" varchar,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar
  );

  CREATE INDEX "make_logos_updated_at_idx" ON "make_logos" USING btree ("updated_at");
  CREATE INDEX "make_logos_created_at_idx" ON "make_logos" USING btree ("created_at");
  CREATE UNIQUE INDEX "make_logos_filename_idx" ON "make_logos" USING btree ("filename");
  CREATE INDEX "make_logos_sizes_small_sizes_small_filename_idx" ON "make_logos" USING btree ("sizes_small_filename");
  CREATE INDEX "make_logos_sizes_medium_sizes_medium_filename_idx" ON "make_logos" USING btree ("sizes_medium_filename");

  ALTER TABLE "manufacturers" ADD COLUMN "logo_id" integer;
  ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_logo_id_make_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."make_logos"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "manufacturers_logo_idx" ON "manufacturers" USING btree ("logo_id");
  ALTER TABLE "manufacturers" DROP COLUMN "logo_url";

  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "make_logos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_make_logos_fk" FOREIGN KEY ("make_logos_id") REFERENCES "public"."make_logos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_make_logos_id_idx" ON "payload_locked_documents_rels" USING btree ("make_logos_id");

  ALTER TABLE "sites" ADD COLUMN "theme_logo_id" integer;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_theme_logo_id_media_id_fk" FOREIGN KEY ("theme_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sites_theme_theme_logo_idx" ON "sites" USING btree ("theme_logo_id");
  ALTER TABLE "sites" DROP COLUMN "theme_logo_url";

  ALTER TABLE "promo_tiles" ADD COLUMN "image_id" integer;
  ALTER TABLE "promo_tiles" ADD CONSTRAINT "promo_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "promo_tiles_image_idx" ON "promo_tiles" USING btree ("image_id");
  ALTER TABLE "promo_tiles" DROP COLUMN "image_url";
  ALTER TABLE "promo_tiles" DROP COLUMN "alt";

  ALTER TABLE "_promo_tiles_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "_promo_tiles_v" ADD CONSTRAINT "_promo_tiles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_promo_tiles_v_version_version_image_idx" ON "_promo_tiles_v" USING btree ("version_image_id");
  ALTER TABLE "_promo_tiles_v" DROP COLUMN "version_image_url";
  ALTER TABLE "_promo_tiles_v" DROP COLUMN "version_alt";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "_promo_tiles_v" ADD COLUMN "version_image_url" varchar;
  ALTER TABLE "_promo_tiles_v" ADD COLUMN "version_alt" varchar;
  ALTER TABLE "_promo_tiles_v" DROP CONSTRAINT "_promo_tiles_v_version_image_id_media_id_fk";
  DROP INDEX "_promo_tiles_v_version_version_image_idx";
  ALTER TABLE "_promo_tiles_v" DROP COLUMN "version_image_id";

  ALTER TABLE "promo_tiles" ADD COLUMN "image_url" varchar;
  ALTER TABLE "promo_tiles" ADD COLUMN "alt" varchar;
  ALTER TABLE "promo_tiles" DROP CONSTRAINT "promo_tiles_image_id_media_id_fk";
  DROP INDEX "promo_tiles_image_idx";
  ALTER TABLE "promo_tiles" DROP COLUMN "image_id";

  ALTER TABLE "sites" ADD COLUMN "theme_logo_url" varchar;
  ALTER TABLE "sites" DROP CONSTRAINT "sites_theme_logo_id_media_id_fk";
  DROP INDEX "sites_theme_theme_logo_idx";
  ALTER TABLE "sites" DROP COLUMN "theme_logo_id";

  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_make_logos_fk";
  DROP INDEX "payload_locked_documents_rels_make_logos_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "make_logos_id";

  ALTER TABLE "manufacturers" ADD COLUMN "logo_url" varchar;
  ALTER TABLE "manufacturers" DROP CONSTRAINT "manufacturers_logo_id_make_logos_id_fk";
  DROP INDEX "manufacturers_logo_idx";
  ALTER TABLE "manufacturers" DROP COLUMN "logo_id";

  DROP TABLE "make_logos" CASCADE;
  `)
}
