import { describe, expect, it } from "vitest";
import { type BreakingKind, findBreakingChanges, type SchemaBefore } from "./breaking-changes";

const kindsOf = (sql: string, schemaBefore?: SchemaBefore) =>
  findBreakingChanges(sql, schemaBefore).map(({ kind }) => kind);

// A schema before the migration that knows one plain index, one unique index, a check and a foreign key.
const schemaBefore: SchemaBefore = {
  isPlainIndex: (name) => name === "sites_state_idx",
  isCheckOrForeignKey: (name) => name === "users_country_check" || name === "sites_organism_id_organisms_id_fk",
};

describe("findBreakingChanges", () => {
  it.each<[string, BreakingKind]>([
    ['ALTER TABLE "site_status" DROP COLUMN "access_point_ok"', "drop-column"],
    ["alter table only public.users drop if exists phone cascade", "drop-column"],
    ['ALTER TABLE "users" DROP "phone"', "drop-column"],
    ['DROP TABLE "rate_limit_counters"', "drop-object"],
    ["DROP TABLE IF EXISTS a, b CASCADE", "drop-object"],
    ['DROP TYPE "public"."device_kind"', "drop-object"],
    ["DROP VIEW site_summaries", "drop-object"],
    ["DROP TRIGGER users_principal_update ON users", "drop-object"],
    ["DROP FUNCTION ondine_principal_changed(text)", "drop-object"],
    ['ALTER TABLE "users" RENAME COLUMN "phone" TO "mobile"', "rename"],
    ['ALTER TABLE "users" RENAME TO "accounts"', "rename"],
    ['ALTER TABLE "users" RENAME CONSTRAINT "users_email_key" TO "users_email_unique"', "rename"],
    ["ALTER TYPE \"public\".\"device\" RENAME VALUE 'tv' TO 'television'", "rename"],
    ['ALTER TYPE "public"."device" RENAME TO "devices"', "rename"],
    ['ALTER INDEX "coupons_code_key" RENAME TO "coupons_code_unique"', "rename"],
    ['ALTER SEQUENCE "jobs_id_seq" RENAME TO "tasks_id_seq"', "rename"],
    ['ALTER TABLE "users" SET SCHEMA archive', "set-schema"],
    ['ALTER TABLE "coupons" ALTER COLUMN "duration" SET DATA TYPE bigint', "change-type"],
    ["ALTER TABLE coupons ALTER duration TYPE numeric USING duration::numeric", "change-type"],
    ['ALTER TABLE "users" ALTER COLUMN "phone" SET NOT NULL', "set-not-null"],
    ['ALTER TABLE "users" ALTER COLUMN "language" DROP DEFAULT', "drop-default"],
    ['ALTER TABLE "jobs" ALTER COLUMN "id" DROP IDENTITY IF EXISTS', "drop-default"],
    ['ALTER TABLE "users" ADD COLUMN "tenant_id" integer NOT NULL', "add-required-column"],
    ['ALTER TABLE "users" ADD "tenant_id" integer CONSTRAINT "users_tenant_nn" NOT NULL', "add-required-column"],
    ['ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "code" text PRIMARY KEY', "add-required-column"],
    ['ALTER TABLE "users" DROP CONSTRAINT "users_email_key"', "drop-constraint"],
    ['ALTER TABLE "cast_days" DROP CONSTRAINT "cast_days_site_id_day_serial_app_pk"', "drop-constraint"],
    ['DROP INDEX "users_email_key"', "drop-index"],
    ['DROP INDEX IF EXISTS "public"."sites_state_idx", "organisms_name_key"', "drop-index"],
  ])("flags %s as %s", (sql, kind) => {
    expect(kindsOf(sql, schemaBefore)).toEqual([kind]);
  });

  it.each([
    'CREATE TABLE "jobs" ("id" bigint PRIMARY KEY, "kind" text NOT NULL, "status" text DEFAULT \'queued\' NOT NULL)',
    'ALTER TABLE "outbox_messages" ADD COLUMN "claim_token" text',
    'ALTER TABLE "offers" ADD COLUMN "name_translations" jsonb DEFAULT \'{}\'::jsonb NOT NULL',
    'ALTER TABLE "jobs" ADD COLUMN "number" bigint NOT NULL GENERATED ALWAYS AS IDENTITY',
    'ALTER TABLE "jobs" ADD COLUMN "total" integer GENERATED ALWAYS AS ("a" + "b") STORED NOT NULL',
    "ALTER TABLE jobs ADD COLUMN number bigserial NOT NULL",
    // A NOT NULL inside a CHECK says nothing of the column's own constraint.
    'ALTER TABLE "users" ADD COLUMN "nickname" text CHECK ("nickname" IS NOT NULL OR "admin")',
    'ALTER TABLE "users" ADD CONSTRAINT "users_api_token_created_check" CHECK ("api_token_hash" is null)',
    'ALTER TABLE "cast_days" ADD CONSTRAINT "cast_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id")',
    'ALTER TABLE "users" ALTER COLUMN "phone" DROP NOT NULL',
    'ALTER TABLE "users" ALTER COLUMN "language" SET DEFAULT \'en\'',
    'ALTER TABLE "users" DROP CONSTRAINT "users_country_check"',
    'ALTER TABLE "sites" DROP CONSTRAINT IF EXISTS "sites_organism_id_organisms_id_fk"',
    'DROP INDEX "sites_state_idx"',
    'DROP INDEX CONCURRENTLY IF EXISTS "public"."sites_state_idx"',
    'CREATE UNIQUE INDEX "jobs_kind_key_key" ON "jobs" USING btree ("kind","key")',
    'ALTER TYPE "public"."device" ADD VALUE \'projector\'',
    'UPDATE "site_status" SET "level_since" = "last_full_refresh" WHERE "last_full_refresh" IS NOT NULL',
    "INSERT INTO notes (body) VALUES ('ALTER TABLE users DROP COLUMN phone')",
    // Bodies run later, when called: creating the function breaks nothing now.
    "CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$ BEGIN DROP TABLE users; END $$",
    'ALTER TABLE "users" ADD COLUMN "rename" text',
  ])("lets %s pass", (sql) => {
    expect(kindsOf(sql, schemaBefore)).toEqual([]);
  });

  it("counts a drop of an index or constraint the schema before does not describe as unsafe", () => {
    expect(kindsOf('DROP INDEX "sites_state_idx"')).toEqual(["drop-index"]);
    expect(kindsOf('ALTER TABLE "users" DROP CONSTRAINT "users_country_check"')).toEqual(["drop-constraint"]);
  });

  it("reads every action of one ALTER TABLE", () => {
    expect(
      kindsOf('ALTER TABLE "users" ADD COLUMN "a" text, DROP COLUMN "b", ALTER COLUMN "c" TYPE bigint', schemaBefore),
    ).toEqual(["drop-column", "change-type"]);
  });

  it("reads the statements a DO block runs, and the ones it EXECUTEs", () => {
    expect(
      kindsOf(`DO $$ BEGIN IF EXISTS (SELECT 1) THEN ALTER TABLE users DROP COLUMN phone; END IF; END $$`),
    ).toEqual(["drop-column"]);
    expect(kindsOf("DO $$ BEGIN EXECUTE 'DROP TABLE ' || 'old_things'; END $$")).toEqual(["drop-object"]);
    expect(kindsOf("DO $$ BEGIN UPDATE users SET language = 'fr'; END $$")).toEqual([]);
  });

  it("lets a statement pass that says, right above it, why the previous release no longer uses what it drops", () => {
    const sql = [
      "-- unused by the previous release: it reads live counts since 0019; the copies were last written by 0018's code",
      'ALTER TABLE "site_status" DROP COLUMN "access_point_ok";',
      'ALTER TABLE "site_status" DROP COLUMN "access_point_unreachable";',
    ].join("\n");
    expect(findBreakingChanges(sql, schemaBefore)).toEqual([
      {
        kind: "drop-column",
        statement: 'ALTER TABLE "site_status" DROP COLUMN "access_point_unreachable"',
        why: "the previous release's queries may still name this column",
      },
    ]);
    // The marker without a reason is not a review.
    expect(kindsOf('-- unused by the previous release:\nALTER TABLE "users" DROP COLUMN "phone"')).toEqual([
      "drop-column",
    ]);
  });
});
