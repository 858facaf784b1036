CREATE TABLE "activity_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"username" text,
	"kind" text NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"address" text
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_at_idx" ON "activity_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "activity_events_kind_at_idx" ON "activity_events" USING btree ("kind","at","id");--> statement-breakpoint
CREATE INDEX "activity_events_username_at_idx" ON "activity_events" USING btree ("username","at","id");