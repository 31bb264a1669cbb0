import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { webhookPayloadSchemasSection } from "./webhook-payload-schemas";

// Rewrites docs/webhooks.md from its "Payload schemas" anchor to its end.

const path = resolve(import.meta.dirname, "../../../docs/webhooks.md");
const text = readFileSync(path, "utf8");
const anchor = text.indexOf('<a id="payload-schemas"></a>');
const kept = anchor === -1 ? `${text.trimEnd()}\n\n` : text.slice(0, anchor);
writeFileSync(path, kept + webhookPayloadSchemasSection());
console.log(`docs/webhooks.md: payload schemas written`);
