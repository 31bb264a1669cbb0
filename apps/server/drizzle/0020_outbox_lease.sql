-- The outbox's delivery batches hold their messages under a short lease renewed while they run, known by a token
-- per batch, and mark each attempt before handing the message over, so a batch that dies leaves its messages to
-- the next after 30 seconds and the next knows an interrupted one may have been delivered (docs/operations.md#outbox).
-- Both nullable: instances still on the previous release ignore them during a rolling upgrade.
ALTER TABLE "outbox_messages" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attempt_started_at" timestamp (3) with time zone;