ALTER TABLE "contact_requests" ADD COLUMN "email_taken_at" timestamp with time zone;--> statement-breakpoint
-- The notification's clock was updated_at, which an attempt moved off received_at.
UPDATE "contact_requests" SET "email_taken_at" = "updated_at" WHERE "updated_at" <> "received_at";