import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Every text a request carries goes through the one text schema
// (docs/security.md "Input validation"). A `z.string(` written elsewhere in
// packages/domain or in the server's modules is a text without the NUL
// refusal or the cap, unless it is listed here with why it is safe.
const rawStringAllowed: Record<string, string> = {
  "packages/domain/src/accounts/auth-schemas.ts":
    "pipes after verbatimTextSchema (password length) and the two-factor code's six digits",
  "packages/domain/src/coupons/phone-number.ts": "capped at 50 and read by a digits-only pattern",
  "packages/domain/src/monitoring/ingest-fields.ts": "the MAC address, capped at 17 and read by a hexadecimal pattern",
  "packages/domain/src/statistics/ingest-portal-activity.ts": "a used code, read by the codes' pattern (isCouponCode)",
  "packages/domain/src/errors/api-error-body.ts": "the shape of an answer, not of a request",
  "packages/domain/src/health/health.ts": "the shape of an answer, not of a request",
  "apps/server/src/modules/sponsors/sponsors.routes.ts": "the link's token, read by a 20 to 100 character pattern",
  "apps/server/src/modules/sso/sign-in-flow.ts": "the content of our own signed cookie, not of a request",
  "apps/server/src/modules/graphql/graphql-request-schema.ts":
    "the GraphQL request; its document is read by graphql's parser within a token limit (document-limits.ts)",
};

const repositoryRoot = join(import.meta.dirname, "../../..");
const scanned = ["packages/domain/src", "apps/server/src/modules"];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "inputs" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("texts of requests", () => {
  it("are read with the text schema, outside a few files that say why", () => {
    const offenders = scanned
      .flatMap((folder) => sourceFiles(join(repositoryRoot, folder)))
      .filter((path) => /\bz\s*\.string\(/.test(readFileSync(path, "utf8")))
      .map((path) => relative(repositoryRoot, path).replaceAll("\\", "/"))
      .filter((file) => !(file in rawStringAllowed));
    expect(offenders).toEqual([]);
  });
});
