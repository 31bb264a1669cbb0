import { outboxStatuses } from "@ondine/domain";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, moment } from "./timestamps";

export const outboxChannels = ["mail", "sms"] as const;

/**
 * Mail and SMS to deliver, written in the same transaction as the work that
 * sends them. `held` until delivered; without SMTP_URL mail stays held and
 * is read on the admin outbox page.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    channel: text("channel", { enum: outboxChannels }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    /** The mail's `Reply-To` when answers go elsewhere than the sender (docs/tickets.md#mail); null for SMS. */
    replyTo: text("reply_to"),
    language: text("language").notNull(),
    status: text("status", { enum: outboxStatuses }).notNull().default("held"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When the next attempt is due; while a delivery batch holds the message, the end of its lease. */
    nextAttemptAt: moment("next_attempt_at").notNull().defaultNow(),
    /** The delivery batch holding the lease (random per batch); null when no batch holds it. */
    claimToken: text("claim_token"),
    /**
     * Set just before the message is handed to SMTP or the SMS provider, cleared when the outcome is recorded:
     * on a held message it means the last attempt's outcome is unknown, so it may have been delivered
     * (docs/operations.md#outbox).
     */
    attemptStartedAt: moment("attempt_started_at"),
    sentAt: moment("sent_at"),
    createdAt: createdAt(),
  },
  (table) => [index("outbox_messages_due_idx").on(table.status, table.nextAttemptAt)],
);
