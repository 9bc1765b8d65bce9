import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations" ADD COLUMN "store_code" varchar;
  ALTER TABLE "stock_imports" ADD COLUMN "integration_id" integer;
  ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "stock_imports_integration_idx" ON "stock_imports" USING btree ("integration_id");`)
  // Earlier API runs named their key only in \`who\` ('integration: {name}'): give each the key it names when
  // exactly one key has that name and it lists the run's site; the rest stay unattributed (no key lists them).
  await db.execute(sql`
  UPDATE "stock_imports" s SET "integration_id" = i."id"
  FROM "integrations" i
  WHERE s."integration_id" IS NULL AND s."source" = 'api' AND s."who" = 'integration: ' || i."name"
    AND (SELECT count(*) FROM "integrations" j WHERE j."name" = i."name") = 1
    AND EXISTS (SELECT 1 FROM "integrations_rels" r WHERE r."parent_id" = i."id" AND r."path" = 'sites' AND r."sites_id" = s."site_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stock_imports" DROP CONSTRAINT "stock_imports_integration_id_integrations_id_fk";
  
  DROP INDEX "stock_imports_integration_idx";
  ALTER TABLE "locations" DROP COLUMN "store_code";
  ALTER TABLE "stock_imports" DROP COLUMN "integration_id";`)
}
