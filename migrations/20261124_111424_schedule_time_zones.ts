import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Offers' and promo tiles' start and end keep the time zone they are shown and entered in (issue 22), the
 * `{name}_tz` columns of Payload's date `timezone` (collections/content-common.ts `siteDateTime`), in the
 * documents and their versions. Existing documents take their site's zone where the pickers offer it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_promo_tiles_start_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'Pacific/Auckland', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum_promo_tiles_expiry_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'Pacific/Auckland', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum__promo_tiles_v_version_start_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'Pacific/Auckland', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum__promo_tiles_v_version_expiry_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'Pacific/Auckland', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum_offers_start_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'Pacific/Auckland', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum_offers_end_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'Pacific/Auckland', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum__offers_v_version_start_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'Pacific/Auckland', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum__offers_v_version_end_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'Pacific/Auckland', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  ALTER TABLE "promo_tiles" ADD COLUMN "start_tz" "enum_promo_tiles_start_tz";
  ALTER TABLE "promo_tiles" ADD COLUMN "expiry_tz" "enum_promo_tiles_expiry_tz";
  ALTER TABLE "_promo_tiles_v" ADD COLUMN "version_start_tz" "enum__promo_tiles_v_version_start_tz";
  ALTER TABLE "_promo_tiles_v" ADD COLUMN "version_expiry_tz" "enum__promo_tiles_v_version_expiry_tz";
  ALTER TABLE "offers" ADD COLUMN "start_tz" "enum_offers_start_tz";
  ALTER TABLE "offers" ADD COLUMN "end_tz" "enum_offers_end_tz";
  ALTER TABLE "_offers_v" ADD COLUMN "version_start_tz" "enum__offers_v_version_start_tz";
  ALTER TABLE "_offers_v" ADD COLUMN "version_end_tz" "enum__offers_v_version_end_tz";
  UPDATE "offers" AS t SET "start_tz" = s."time_zone"::"enum_offers_start_tz" FROM "sites" AS s
    WHERE t."site_id" = s."id" AND s."time_zone" IN (SELECT unnest(enum_range(NULL::"enum_offers_start_tz"))::text);
  UPDATE "offers" AS t SET "end_tz" = s."time_zone"::"enum_offers_end_tz" FROM "sites" AS s
    WHERE t."site_id" = s."id" AND s."time_zone" IN (SELECT unnest(enum_range(NULL::"enum_offers_end_tz"))::text);
  UPDATE "promo_tiles" AS t SET "start_tz" = s."time_zone"::"enum_promo_tiles_start_tz" FROM "sites" AS s
    WHERE t."site_id" = s."id" AND s."time_zone" IN (SELECT unnest(enum_range(NULL::"enum_promo_tiles_start_tz"))::text);
  UPDATE "promo_tiles" AS t SET "expiry_tz" = s."time_zone"::"enum_promo_tiles_expiry_tz" FROM "sites" AS s
    WHERE t."site_id" = s."id" AND s."time_zone" IN (SELECT unnest(enum_range(NULL::"enum_promo_tiles_expiry_tz"))::text);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "promo_tiles" DROP COLUMN "start_tz";
  ALTER TABLE "promo_tiles" DROP COLUMN "expiry_tz";
  ALTER TABLE "_promo_tiles_v" DROP COLUMN "version_start_tz";
  ALTER TABLE "_promo_tiles_v" DROP COLUMN "version_expiry_tz";
  ALTER TABLE "offers" DROP COLUMN "start_tz";
  ALTER TABLE "offers" DROP COLUMN "end_tz";
  ALTER TABLE "_offers_v" DROP COLUMN "version_start_tz";
  ALTER TABLE "_offers_v" DROP COLUMN "version_end_tz";
  DROP TYPE "public"."enum_promo_tiles_start_tz";
  DROP TYPE "public"."enum_promo_tiles_expiry_tz";
  DROP TYPE "public"."enum__promo_tiles_v_version_start_tz";
  DROP TYPE "public"."enum__promo_tiles_v_version_expiry_tz";
  DROP TYPE "public"."enum_offers_start_tz";
  DROP TYPE "public"."enum_offers_end_tz";
  DROP TYPE "public"."enum__offers_v_version_start_tz";
  DROP TYPE "public"."enum__offers_v_version_end_tz";
  `)
}
