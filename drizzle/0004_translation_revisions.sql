CREATE TABLE "translation_revisions" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"based_on_en" integer DEFAULT 0 NOT NULL,
	"based_on_fr" integer DEFAULT 0 NOT NULL,
	"based_on_de" integer DEFAULT 0 NOT NULL,
	"based_on_it" integer DEFAULT 0 NOT NULL,
	"based_on_es" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_revisions_kind_item_id_field_pk" PRIMARY KEY("kind","item_id","field")
);
