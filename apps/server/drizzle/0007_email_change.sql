ALTER TABLE "user_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unconfirmed_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unconfirmed_email_lowercase" CHECK ("users"."unconfirmed_email" = lower("users"."unconfirmed_email"));