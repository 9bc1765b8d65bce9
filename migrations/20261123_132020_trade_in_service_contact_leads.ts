import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_preferred_contact" AS ENUM('Phone', 'Email', 'SMS');
  CREATE TYPE "public"."enum_leads_trade_in_under_finance" AS ENUM('Yes', 'No');
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'trade-in';
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'service';
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'lead-form';
  ALTER TABLE "leads" ADD COLUMN "last_name" varchar;
  ALTER TABLE "leads" ADD COLUMN "postcode" varchar;
  ALTER TABLE "leads" ADD COLUMN "preferred_contact" "enum_leads_preferred_contact";
  ALTER TABLE "leads" ADD COLUMN "trade_in_under_finance" "enum_leads_trade_in_under_finance";
  ALTER TABLE "leads" ADD COLUMN "trade_in_rego_state" varchar;
  ALTER TABLE "leads" ADD COLUMN "trade_in_offer_accepted" boolean DEFAULT false;
  ALTER TABLE "leads" ADD COLUMN "trade_in_make" varchar;
  ALTER TABLE "leads" ADD COLUMN "trade_in_model" varchar;
  ALTER TABLE "leads" ADD COLUMN "trade_in_year" numeric;
  ALTER TABLE "leads" ADD COLUMN "trade_in_km" numeric;
  ALTER TABLE "leads" ADD COLUMN "trade_in_answers" jsonb;
  ALTER TABLE "leads" ADD COLUMN "trade_in_valuation" jsonb;
  ALTER TABLE "leads" ADD COLUMN "service_make" varchar;
  ALTER TABLE "leads" ADD COLUMN "service_model" varchar;
  ALTER TABLE "leads" ADD COLUMN "service_year" numeric;
  ALTER TABLE "leads" ADD COLUMN "service_odometer" numeric;
  ALTER TABLE "leads" ADD COLUMN "service_service_type" varchar;
  ALTER TABLE "leads" ADD COLUMN "service_date" varchar;
  ALTER TABLE "leads" ADD COLUMN "service_time" varchar;
  ALTER TABLE "leads" ADD COLUMN "form_completed" boolean DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  ALTER TABLE "leads" DROP COLUMN "last_name";
  ALTER TABLE "leads" DROP COLUMN "postcode";
  ALTER TABLE "leads" DROP COLUMN "preferred_contact";
  ALTER TABLE "leads" DROP COLUMN "trade_in_under_finance";
  ALTER TABLE "leads" DROP COLUMN "trade_in_rego_state";
  ALTER TABLE "leads" DROP COLUMN "trade_in_offer_accepted";
  ALTER TABLE "leads" DROP COLUMN "trade_in_make";
  ALTER TABLE "leads" DROP COLUMN "trade_in_model";
  ALTER TABLE "leads" DROP COLUMN "trade_in_year";
  ALTER TABLE "leads" DROP COLUMN "trade_in_km";
  ALTER TABLE "leads" DROP COLUMN "trade_in_answers";
  ALTER TABLE "leads" DROP COLUMN "trade_in_valuation";
  ALTER TABLE "leads" DROP COLUMN "service_make";
  ALTER TABLE "leads" DROP COLUMN "service_model";
  ALTER TABLE "leads" DROP COLUMN "service_year";
  ALTER TABLE "leads" DROP COLUMN "service_odometer";
  ALTER TABLE "leads" DROP COLUMN "service_service_type";
  ALTER TABLE "leads" DROP COLUMN "service_date";
  ALTER TABLE "leads" DROP COLUMN "service_time";
  ALTER TABLE "leads" DROP COLUMN "form_completed";
  DROP TYPE "public"."enum_leads_preferred_contact";
  DROP TYPE "public"."enum_leads_trade_in_under_finance";`)
}
