import type { PageInfo } from "../pagination/page";

export const outboxStatuses = ["held", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** A mail or SMS as the admin outbox page lists it (`GET /api/admin/outbox`). */
export interface OutboxMessagePresentation {
  id: number;
  channel: "mail" | "sms";
  recipient: string;
  subject: string | null;
  body_text: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface OutboxPage extends PageInfo {
  messages: OutboxMessagePresentation[];
}
