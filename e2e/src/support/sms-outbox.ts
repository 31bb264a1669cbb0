import type { Page } from "playwright-core";

interface OutboxMessage {
  channel: "mail" | "sms";
  recipient: string;
  body_text: string;
  status: string;
}

/**
 * The texts of the SMS the console wrote for `recipient` (E.164), newest
 * first, read through the admin outbox call with the admin page's session:
 * without SMS_URL they stay held in the outbox (docs/codes.md "SMS").
 */
export async function smsTextsInOutbox(adminPage: Page, recipient: string): Promise<string[]> {
  const response = await adminPage.request.get("/api/admin/outbox?page=1");
  if (!response.ok()) throw new Error(`The outbox answered ${response.status()}`);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages
    .filter((message) => message.channel === "sms" && message.recipient === recipient)
    .map((message) => message.body_text);
}
