import type { Page } from "playwright-core";

interface OutboxMessage {
  recipient: string;
  subject: string;
  body_text: string;
  created_at: string;
}

/**
 * The newest link to `pathPrefix` in a mail the console sent to `recipient`,
 * read through the admin outbox call with the admin page's session (the demo
 * keeps mails in the outbox when no SMTP server is configured).
 */
export async function linkFromOutbox(adminPage: Page, recipient: string, pathPrefix: string): Promise<string> {
  const response = await adminPage.request.get("/api/admin/outbox?page=1");
  if (!response.ok()) throw new Error(`The outbox answered ${response.status()}`);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  const pattern = new RegExp(`https?://[^\\s"<>]+${pathPrefix.replace(/[/.]/g, "\\$&")}[^\\s"<>]*`);
  for (const message of messages) {
    if (message.recipient !== recipient) continue;
    const link = message.body_text.match(pattern)?.[0];
    if (link) return new URL(link).pathname + new URL(link).search;
  }
  throw new Error(`No mail to ${recipient} with a link to ${pathPrefix}`);
}
