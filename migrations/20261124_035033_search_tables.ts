import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The Postgres search engine's tables (src/search/postgres/schema.ts), which the engine used to create at
 * runtime: `search_cars` (one row per car: typed columns for filters and sorts, the car's text and word
 * list, the whole document), `search_cars_versions` (each site's data version) and
 * `search_cars_vocabulary` (every word of every car, trigram-indexed for typo tolerance), and the
 * staging table `search_cars_next` a reindex fills before applying it to `search_cars` in one transaction.
 * A `search_cars_next` or `_old` left by the runtime's former table swap held only a half-done reindex.
 *
 * Written so that a database whose engine already made these tables migrates cleanly: everything is
 * IF NOT EXISTS, a table made before word lists gets its words once, and the vocabulary is filled from
 * the table's words. `searchTablesSql` takes the table name so tests can make tables of their own
 * with exactly this definition.
 */
export function searchTablesSql(table: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`Invalid search table name '${table}'`)
  const words = (text: string) =>
    `ARRAY(SELECT DISTINCT w FROM regexp_split_to_table(${text}, '[^[:alnum:]]+') AS w WHERE w <> '')`
  return `
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE TABLE IF NOT EXISTS "${table}" (
    "id" integer PRIMARY KEY,
    "site_id" integer NOT NULL,
    "make" text,
    "model" text,
    "badge" text,
    "status" text,
    "car_type" text,
    "categories" text[] NOT NULL DEFAULT '{}',
    "city" text,
    "colour" text,
    "dealership_name" text,
    "dealership_slug" text,
    "filtered_features" text[] NOT NULL DEFAULT '{}',
    "item_type" text,
    "location_name" text,
    "seats" text,
    "simple_body" text,
    "drive" text,
    "simple_fuel" text,
    "simple_transmission" text,
    "state" text,
    "tag" text,
    "weekly_price_range" text,
    "price_range" text,
    "price" double precision,
    "subscription_price" double precision,
    "km" double precision,
    "year" integer,
    "show_on_dealer_website" boolean NOT NULL,
    "sold_date_timestamp" bigint,
    "image_count" integer NOT NULL,
    "custom_rank" double precision NOT NULL,
    "created_at" bigint NOT NULL,
    "search_text" text NOT NULL,
    "words" text[] NOT NULL DEFAULT '{}',
    "doc" jsonb NOT NULL
  );
  DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = '${table}' AND column_name = 'words') THEN
      ALTER TABLE "${table}" ADD COLUMN "words" text[] NOT NULL DEFAULT '{}';
      UPDATE "${table}" SET "words" = ${words('search_text')};
    END IF;
  END $$;
  CREATE INDEX IF NOT EXISTS "${table}_idx0" ON "${table}" ("site_id", "custom_rank" DESC);
  CREATE INDEX IF NOT EXISTS "${table}_idx1" ON "${table}" ("site_id", "created_at" DESC);
  CREATE INDEX IF NOT EXISTS "${table}_idx2" ON "${table}" ("site_id", "price");
  CREATE INDEX IF NOT EXISTS "${table}_idx3" ON "${table}" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);
  CREATE INDEX IF NOT EXISTS "${table}_idx4" ON "${table}" USING gin ("words") WITH (fastupdate = off);
  CREATE TABLE IF NOT EXISTS "${table}_versions" ("site_id" integer PRIMARY KEY, "version" bigint NOT NULL);
  CREATE TABLE IF NOT EXISTS "${table}_vocabulary" ("word" text PRIMARY KEY);
  CREATE INDEX IF NOT EXISTS "${table}_vocabulary_trgm" ON "${table}_vocabulary" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
  INSERT INTO "${table}_vocabulary" ("word") SELECT DISTINCT unnest("words") FROM "${table}" ON CONFLICT DO NOTHING;
  DROP TABLE IF EXISTS "${table}_old";
  DROP TABLE IF EXISTS "${table}_next";
  CREATE TABLE "${table}_next" (LIKE "${table}" INCLUDING DEFAULTS);
  CREATE UNIQUE INDEX "${table}_next_id" ON "${table}_next" ("id");`
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(searchTablesSql('search_cars')))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Derived data: `npm run search:reindex` refills the tables after an up.
  await db.execute(
    sql.raw(
      'DROP TABLE IF EXISTS "search_cars", "search_cars_next", "search_cars_versions", "search_cars_vocabulary";',
    ),
  )
}
