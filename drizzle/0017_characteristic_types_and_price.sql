CREATE TABLE "characteristic_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_de" text NOT NULL,
	"name_it" text NOT NULL,
	"name_es" text NOT NULL,
	"unit" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "price_chf" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "technical_characteristics" ADD COLUMN "type_id" integer;--> statement-breakpoint
ALTER TABLE "technical_characteristics" ADD COLUMN "measure_min" numeric(15, 6);--> statement-breakpoint
ALTER TABLE "technical_characteristics" ADD COLUMN "measure_max" numeric(15, 6);--> statement-breakpoint
ALTER TABLE "technical_characteristics" ADD COLUMN "measure_unit" text;--> statement-breakpoint
CREATE INDEX "characteristic_types_order_idx" ON "characteristic_types" USING btree ("priority","id");--> statement-breakpoint
ALTER TABLE "technical_characteristics" ADD CONSTRAINT "technical_characteristics_type_id_characteristic_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."characteristic_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "technical_characteristics_type_measure_idx" ON "technical_characteristics" USING btree ("type_id","measure_min","measure_max");--> statement-breakpoint
ALTER TABLE "technical_characteristics" ADD CONSTRAINT "technical_characteristics_measure_unit" CHECK (("technical_characteristics"."measure_min" is null) = ("technical_characteristics"."measure_unit" is null));--> statement-breakpoint
ALTER TABLE "technical_characteristics" ADD CONSTRAINT "technical_characteristics_measure_range" CHECK ("technical_characteristics"."measure_max" is null or ("technical_characteristics"."measure_min" is not null and "technical_characteristics"."measure_min" <= "technical_characteristics"."measure_max"));