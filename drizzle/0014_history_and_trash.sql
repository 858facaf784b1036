CREATE TABLE "revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" text,
	"source" text NOT NULL,
	"action" text NOT NULL,
	"restored_from" integer,
	"changes" jsonb NOT NULL,
	CONSTRAINT "revisions_kind_check" CHECK ("revisions"."kind" in ('machine', 'news', 'category')),
	CONSTRAINT "revisions_source_check" CHECK ("revisions"."source" in ('office', 'api', 'system')),
	CONSTRAINT "revisions_action_check" CHECK ("revisions"."action" in ('create', 'update', 'restore', 'trash', 'untrash'))
);
--> statement-breakpoint
CREATE TABLE "trash" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"parent_id" integer,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" text,
	"payload" jsonb NOT NULL,
	CONSTRAINT "trash_kind_check" CHECK ("trash"."kind" in ('machine', 'news', 'category', 'picture', 'newsContent'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "revisions_item_version_idx" ON "revisions" USING btree ("kind","item_id","version");--> statement-breakpoint
CREATE INDEX "revisions_at_idx" ON "revisions" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "trash_item_idx" ON "trash" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "trash_deleted_idx" ON "trash" USING btree ("deleted_at","id");