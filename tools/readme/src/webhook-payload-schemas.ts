import { webhookPayloadJsonSchemas } from "@ondine/domain";

// docs/webhooks.md "Payload schemas" is printed from the domain's payload
// schemas (packages/domain/src/webhooks/webhook-payloads.ts), so the catalogue
// integrators read is the one the server checks what it records against.

export const payloadSchemasHeading = "## Payload schemas";

/** The section as docs/webhooks.md holds it, from its heading to the file's end. */
export function webhookPayloadSchemasSection(): string {
  const parts = [
    '<a id="payload-schemas"></a>',
    payloadSchemasHeading,
    "",
    "Each type's body as JSON Schema (draft 2020-12), printed from",
    "`packages/domain/src/webhooks/webhook-payloads.ts` by",
    "`npx tsx tools/readme/src/write-webhook-payload-schemas.ts`; a test keeps",
    "this section equal to what the server checks its events against.",
  ];
  for (const [type, schema] of Object.entries(webhookPayloadJsonSchemas())) {
    parts.push("", `### \`${type}\``, "", "```json", JSON.stringify(schema, null, 2), "```");
  }
  return `${parts.join("\n")}\n`;
}
