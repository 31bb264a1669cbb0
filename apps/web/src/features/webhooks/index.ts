// The webhooks' screens (docs/webhooks.md): what routes compose.
export type { OrganismChoice } from "./components/webhook-endpoint-form";
export { WebhookEndpointPage } from "./components/webhook-endpoint-page";
export { WebhooksPage } from "./components/webhooks-page";
