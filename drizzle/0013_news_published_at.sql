ALTER TABLE "news" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The articles written before publication dates existed were published when they were created.
UPDATE "news" SET "published_at" = "created_at";--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at","id");
