CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "advantages" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"description_de" text NOT NULL,
	"description_it" text NOT NULL,
	"description_es" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_de" text NOT NULL,
	"name_it" text NOT NULL,
	"name_es" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"entreprise" text,
	"email" text,
	"phonenumber" text NOT NULL,
	"object" text,
	"message" text NOT NULL,
	"machine_id" integer,
	"machine_name" text,
	"page" text,
	"language" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_status" text DEFAULT 'pending' NOT NULL,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"email_last_error" text,
	"email_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_kind_check" CHECK ("contact_requests"."kind" in ('contact', 'service_quote', 'machine_quote')),
	CONSTRAINT "contact_requests_email_status_check" CHECK ("contact_requests"."email_status" in ('pending', 'sent', 'failed', 'not_configured'))
);
--> statement-breakpoint
CREATE TABLE "machine_categories" (
	"machine_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_categories_machine_id_category_id_pk" PRIMARY KEY("machine_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "machine_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_de" text NOT NULL,
	"name_it" text NOT NULL,
	"name_es" text NOT NULL,
	"value_en" text NOT NULL,
	"value_fr" text NOT NULL,
	"value_de" text NOT NULL,
	"value_it" text NOT NULL,
	"value_es" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_de" text NOT NULL,
	"name_it" text NOT NULL,
	"name_es" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"description_de" text DEFAULT '' NOT NULL,
	"description_it" text DEFAULT '' NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"metadescription_en" text DEFAULT '' NOT NULL,
	"metadescription_fr" text DEFAULT '' NOT NULL,
	"metadescription_de" text DEFAULT '' NOT NULL,
	"metadescription_it" text DEFAULT '' NOT NULL,
	"metadescription_es" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"title_de" text NOT NULL,
	"title_it" text NOT NULL,
	"title_es" text NOT NULL,
	"image_key" text,
	"image_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_content_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"title_de" text NOT NULL,
	"title_it" text NOT NULL,
	"title_es" text NOT NULL,
	"content_en" text NOT NULL,
	"content_fr" text NOT NULL,
	"content_de" text NOT NULL,
	"content_it" text NOT NULL,
	"content_es" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"description_de" text DEFAULT '' NOT NULL,
	"description_it" text DEFAULT '' NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pictures_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "technical_characteristics" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_de" text NOT NULL,
	"name_it" text NOT NULL,
	"name_es" text NOT NULL,
	"value_en" text NOT NULL,
	"value_fr" text NOT NULL,
	"value_de" text NOT NULL,
	"value_it" text NOT NULL,
	"value_es" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advantages" ADD CONSTRAINT "advantages_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_categories" ADD CONSTRAINT "machine_categories_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_categories" ADD CONSTRAINT "machine_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_options" ADD CONSTRAINT "machine_options_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_content_blocks" ADD CONSTRAINT "news_content_blocks_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_characteristics" ADD CONSTRAINT "technical_characteristics_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advantages_machine_order_idx" ON "advantages" USING btree ("machine_id","priority","id");--> statement-breakpoint
CREATE INDEX "categories_order_idx" ON "categories" USING btree ("priority","id");--> statement-breakpoint
CREATE INDEX "contact_requests_received_idx" ON "contact_requests" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "contact_requests_email_status_idx" ON "contact_requests" USING btree ("email_status");--> statement-breakpoint
CREATE INDEX "machine_categories_category_idx" ON "machine_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "machine_options_machine_order_idx" ON "machine_options" USING btree ("machine_id","priority","id");--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "news_content_blocks_news_order_idx" ON "news_content_blocks" USING btree ("news_id","priority","id");--> statement-breakpoint
CREATE INDEX "pictures_machine_order_idx" ON "pictures" USING btree ("machine_id","priority","id");--> statement-breakpoint
CREATE INDEX "technical_characteristics_machine_order_idx" ON "technical_characteristics" USING btree ("machine_id","priority","id");