import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * What the dashboard's stock figures count, as columns the admin's cars list can filter on (#22), so each
 * figure's link opens exactly the cars it counted. The database keeps them, whoever writes the car (the
 * importer's bulk SQL, the admin, a script):
 * - `has_photos`: a main photo or at least one photo in `images` ('' and blank entries are no photo);
 * - `listed_at` is never empty: a car without the feed's listing date was listed when it was created
 *   (the age figures and the search document already read it so);
 * - `price_dropped_at`: when its price last went down, set by the same trigger that writes the price history
 *   (`car_price_changes`), which now runs before the update so it can stamp the row.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "cars" ADD COLUMN "has_photos" boolean DEFAULT false;
  ALTER TABLE "cars" ADD COLUMN "price_dropped_at" timestamp(3) with time zone;
  CREATE FUNCTION "car_derived_columns"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW."listed_at" := coalesce(NEW."listed_at", NEW."created_at", now());
    NEW."has_photos" := coalesce(btrim(NEW."primary_image_url"), '') <> ''
      OR (coalesce(jsonb_typeof(NEW."images"), '') = 'array' AND EXISTS (
        SELECT 1 FROM jsonb_array_elements(NEW."images") AS image
        WHERE jsonb_typeof(image) = 'string' AND btrim(image #>> '{}') <> ''));
    RETURN NEW;
  END $$;
  CREATE TRIGGER "cars_derived_columns" BEFORE INSERT OR UPDATE ON "cars" FOR EACH ROW
    EXECUTE FUNCTION "car_derived_columns"();
  UPDATE "cars" SET "listed_at" = coalesce("listed_at", "created_at");

  DROP TRIGGER "cars_price_change" ON "cars";
  CREATE OR REPLACE FUNCTION "record_car_price_change"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "car_price_changes" ("site_id", "car_id", "old_price", "new_price")
    VALUES (NEW."site_id", NEW."id", OLD."price", NEW."price");
    IF NEW."price" < OLD."price" THEN
      NEW."price_dropped_at" := now();
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER "cars_price_change" BEFORE UPDATE OF "price" ON "cars" FOR EACH ROW
    WHEN (OLD."price" IS NOT NULL AND NEW."price" IS NOT NULL AND OLD."price" <> NEW."price")
    EXECUTE FUNCTION "record_car_price_change"();
  UPDATE "cars" c SET "price_dropped_at" = p."changed_at"
    FROM (SELECT "car_id", max("changed_at") AS "changed_at" FROM "car_price_changes"
      WHERE "new_price" < "old_price" GROUP BY 1) p
    WHERE p."car_id" = c."id";
  CREATE INDEX "cars_site_price_dropped_idx" ON "cars" USING btree ("site_id", "price_dropped_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "cars_site_price_dropped_idx";
  DROP TRIGGER "cars_price_change" ON "cars";
  CREATE OR REPLACE FUNCTION "record_car_price_change"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "car_price_changes" ("site_id", "car_id", "old_price", "new_price")
    VALUES (NEW."site_id", NEW."id", OLD."price", NEW."price");
    RETURN NEW;
  END $$;
  CREATE TRIGGER "cars_price_change" AFTER UPDATE OF "price" ON "cars" FOR EACH ROW
    WHEN (OLD."price" IS NOT NULL AND NEW."price" IS NOT NULL AND OLD."price" <> NEW."price")
    EXECUTE FUNCTION "record_car_price_change"();
  DROP TRIGGER "cars_derived_columns" ON "cars";
  DROP FUNCTION "car_derived_columns"();
  ALTER TABLE "cars" DROP COLUMN "price_dropped_at";
  ALTER TABLE "cars" DROP COLUMN "has_photos";`)
}
