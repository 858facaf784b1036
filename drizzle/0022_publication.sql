CREATE TABLE "drafts" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"document" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drafts_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "drafts_kind_check" CHECK ("drafts"."kind" in ('machine', 'news'))
);
--> statement-breakpoint
ALTER TABLE "revisions" DROP CONSTRAINT "revisions_action_check";--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "machines_publish_at_idx" ON "machines" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "machines_unpublish_at_idx" ON "machines" USING btree ("unpublish_at");--> statement-breakpoint
CREATE INDEX "news_publish_at_idx" ON "news" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "news_unpublish_at_idx" ON "news" USING btree ("unpublish_at");--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_status_check" CHECK ("machines"."status" in ('published', 'draft', 'unpublished'));--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_status_check" CHECK ("news"."status" in ('published', 'draft', 'unpublished'));--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_action_check" CHECK ("revisions"."action" in ('create', 'update', 'restore', 'trash', 'untrash', 'publish', 'unpublish'));