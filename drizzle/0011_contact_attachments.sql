CREATE TABLE "contact_request_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "contact_request_attachments_size_check" CHECK ("contact_request_attachments"."size" > 0 and "contact_request_attachments"."size" = octet_length("contact_request_attachments"."data"))
);
--> statement-breakpoint
ALTER TABLE "contact_request_attachments" ADD CONSTRAINT "contact_request_attachments_request_id_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_request_attachments_order_idx" ON "contact_request_attachments" USING btree ("request_id","position");