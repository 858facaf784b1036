CREATE TABLE "contact_request_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"author" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_request_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "state_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Requests stored before states existed are new since they arrived.
UPDATE "contact_requests" SET "state_changed_at" = "received_at";--> statement-breakpoint
ALTER TABLE "contact_request_history" ADD CONSTRAINT "contact_request_history_request_id_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_request_notes" ADD CONSTRAINT "contact_request_notes_request_id_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_request_history_request_idx" ON "contact_request_history" USING btree ("request_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "contact_request_notes_request_idx" ON "contact_request_notes" USING btree ("request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_requests_state_received_idx" ON "contact_requests" USING btree ("state","received_at","id");--> statement-breakpoint
CREATE INDEX "contact_requests_state_changed_idx" ON "contact_requests" USING btree ("state","state_changed_at");--> statement-breakpoint
CREATE INDEX "contact_requests_email_idx" ON "contact_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_requests_machine_idx" ON "contact_requests" USING btree ("machine_id");--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_state_check" CHECK ("contact_requests"."state" in ('new', 'in_progress', 'answered', 'closed', 'spam'));