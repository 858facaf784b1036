CREATE TABLE "draft_changes" (
	"id" integer PRIMARY KEY DEFAULT nextval('revisions_id_seq') NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" text,
	"changes" jsonb NOT NULL,
	CONSTRAINT "draft_changes_kind_check" CHECK ("draft_changes"."kind" in ('machine', 'news'))
);
--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "confirmations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "draft_changes_item_idx" ON "draft_changes" USING btree ("kind","item_id","id");