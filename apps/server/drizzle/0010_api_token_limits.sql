-- Issue 14: an API token may be read-only and may expire (users.api_token_read_only, api_token_expires_at,
-- changed only when a token is made or revoked: migration 0009's trigger on users drops the cached owner then).
-- Its last use goes to api_token_uses, which no trigger watches: a write there at most once a minute per token
-- must not drop the owner's cached principals (docs/security.md "API token").
CREATE TABLE "api_token_uses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"last_used_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "api_token_read_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "api_token_expires_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "api_token_uses" ADD CONSTRAINT "api_token_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every token was made with its creation time; should a row lack it, its last change is the closest known.
UPDATE "users" SET "api_token_created_at" = "updated_at" WHERE "api_token_hash" IS NOT NULL AND "api_token_created_at" IS NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_api_token_created_check" CHECK ("users"."api_token_hash" is null or "users"."api_token_created_at" is not null);