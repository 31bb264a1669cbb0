import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Every text a request carries goes through the one text schema
// (docs/security.md "Input validation"). A `z.string(` written elsewhere in
// packages/domain or in the server's modules is a text without the NUL
// refusal or the cap, unless it is listed here with why it is safe.
// The answer schemas the routes declare (docs/api.md "Answers"): what the server
// writes, never read from a request.
const answer = "the shape of an answer, not of a request";

const rawStringAllowed: Record<string, string> = {
  "packages/domain/src/accounts/account-answers.ts": answer,
  "packages/domain/src/accounts/api-token-presentation.ts": answer,
  "packages/domain/src/accounts/current-user.ts": answer,
  "packages/domain/src/advertisements/advertisement-answers.ts": answer,
  "packages/domain/src/alerts/alert-answers.ts": answer,
  "packages/domain/src/audit/audit-event.ts": answer,
  "packages/domain/src/beta/beta-handoff-answer.ts": answer,
  "packages/domain/src/config/public-config.ts": answer,
  "packages/domain/src/coupons/coupon-presentation.ts": answer,
  "packages/domain/src/coupons/customer-service-phone.ts": answer,
  "packages/domain/src/graphql/graphql-response.ts": answer,
  "packages/domain/src/iot/iot-answers.ts": answer,
  "packages/domain/src/iot/iot-commands.ts": answer,
  "packages/domain/src/legal/legal-pages.ts": answer,
  "packages/domain/src/locations/building.ts": answer,
  "packages/domain/src/locations/location-options.ts": answer,
  "packages/domain/src/monitoring/availability-history-answers.ts": answer,
  "packages/domain/src/maintenance/ingest-maintenance.ts": answer,
  "packages/domain/src/monitoring/floor-plan.ts": answer,
  "packages/domain/src/monitoring/ingest-batch.ts": answer,
  "packages/domain/src/monitoring/monitoring-answers.ts": answer,
  "packages/domain/src/outbox/outbox-message.ts": answer,
  "packages/domain/src/private-wifi/private-wifi-answers.ts": answer,
  "packages/domain/src/reporting/reporting-dataset.ts": answer,
  "packages/domain/src/search/search-answer.ts": answer,
  "packages/domain/src/silence/silence-answers.ts": answer,
  "packages/domain/src/site-tools/site-tool-answers.ts":
    "the runs as answered; the collector's texts in its measure (target, error, server) are read with the text schema",
  "packages/domain/src/site-tools/site-tool-schemas.ts":
    "the site_tool of a command as the collector receives it (an answer); the start's line_id uses the text schema",
  "packages/domain/src/sponsors/sponsor-presentation.ts": answer,
  "packages/domain/src/statistics/casting.ts": answer,
  "packages/domain/src/tickets/ticket-answers.ts": answer,
  "packages/domain/src/webhooks/webhook-answers.ts": answer,
  "packages/domain/src/webhooks/webhook-payloads.ts":
    "the events' data as the server records and posts them (answers to integrators), never read from a request",

  "packages/domain/src/accounts/auth-schemas.ts":
    "pipes after verbatimTextSchema (password length) and the two-factor code's six digits",
  "packages/domain/src/accounts/two-factor-schemas.ts":
    "the answers (secret, address, codes); a typed code is capped at 100 and read by its six-digit pattern, a recovery code capped at 100 and only hashed after normalising",
  "packages/domain/src/accounts/organism-security-schemas.ts":
    "the answer; a CIDR range is capped at 64 and read by parseCidrRange (digits, hexadecimal, dots, colons, one slash)",
  "packages/domain/src/coupons/phone-number.ts": "capped at 50 and read by a digits-only pattern",
  "packages/domain/src/monitoring/ingest-fields.ts": "the MAC address, capped at 17 and read by a hexadecimal pattern",
  "packages/domain/src/statistics/ingest-portal-activity.ts": "a used code, read by the codes' pattern (isCouponCode)",
  "packages/domain/src/errors/api-error-body.ts": answer,
  "packages/domain/src/health/health.ts": answer,
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
