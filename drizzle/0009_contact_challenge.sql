CREATE TABLE "spent_challenges" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "challenge" text DEFAULT 'solved' NOT NULL;--> statement-breakpoint
CREATE INDEX "spent_challenges_expires_idx" ON "spent_challenges" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_challenge_check" CHECK ("contact_requests"."challenge" in ('solved', 'unchecked', 'off'));