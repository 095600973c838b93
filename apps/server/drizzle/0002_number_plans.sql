CREATE TABLE "number_plans" (
	"page_id" integer NOT NULL,
	"variant" text NOT NULL,
	"source" text NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "number_plans_page_id_variant_pk" PRIMARY KEY("page_id","variant")
);
--> statement-breakpoint
ALTER TABLE "number_plans" ADD CONSTRAINT "number_plans_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;