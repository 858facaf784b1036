CREATE TABLE "contact_request_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"machine_id" integer,
	"machine_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "contact_request_items_quantity_check" CHECK ("contact_request_items"."quantity" between 1 and 999)
);
--> statement-breakpoint
ALTER TABLE "contact_requests" DROP CONSTRAINT "contact_requests_kind_check";--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "confirmation_status" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "confirmation_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "confirmation_last_error" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "confirmation_taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_request_items" ADD CONSTRAINT "contact_request_items_request_id_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_request_items" ADD CONSTRAINT "contact_request_items_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_request_items_order_idx" ON "contact_request_items" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "contact_request_items_machine_idx" ON "contact_request_items" USING btree ("machine_id");--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_confirmation_status_check" CHECK ("contact_requests"."confirmation_status" in ('pending', 'sent', 'failed', 'not_configured'));--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_kind_check" CHECK ("contact_requests"."kind" in ('contact', 'service_quote', 'machine_quote', 'quote_list'));