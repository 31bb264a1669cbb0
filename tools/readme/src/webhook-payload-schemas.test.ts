import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, it } from "vitest";
import { webhookPayloadSchemasSection } from "./webhook-payload-schemas";

it("docs/webhooks.md prints every event's payload schema as the domain defines it", () => {
  const doc = readFileSync(resolve(import.meta.dirname, "../../../docs/webhooks.md"), "utf8");
  const section = doc.slice(doc.indexOf('<a id="payload-schemas"></a>'));
  // On a difference: npx tsx tools/readme/src/write-webhook-payload-schemas.ts
  expect(section).toBe(webhookPayloadSchemasSection());
});
