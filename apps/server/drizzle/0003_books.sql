CREATE TABLE "book_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"options" jsonb NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"file" text,
	"size" integer,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "book_pages" (
	"book_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"position" integer NOT NULL,
	"colored" boolean DEFAULT false NOT NULL,
	CONSTRAINT "book_pages_book_id_page_id_pk" PRIMARY KEY("book_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"belongs_to" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "book_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "book_page_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "book_exports" ADD CONSTRAINT "book_exports_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_exports" ADD CONSTRAINT "book_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_pages" ADD CONSTRAINT "book_pages_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_pages" ADD CONSTRAINT "book_pages_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_exports_book_idx" ON "book_exports" USING btree ("book_id","id");--> statement-breakpoint
CREATE INDEX "book_exports_status_idx" ON "book_exports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "book_exports_user_idx" ON "book_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "book_pages_order_idx" ON "book_pages" USING btree ("book_id","position");--> statement-breakpoint
CREATE INDEX "books_user_idx" ON "books" USING btree ("user_id","updated_at");--> statement-breakpoint
-- Installs from before books: the paid plans get the limits a fresh install seeds.
UPDATE "plans" SET "book_limit" = 3, "book_page_limit" = 50 WHERE "name" = 'starter';--> statement-breakpoint
UPDATE "plans" SET "book_limit" = 10, "book_page_limit" = 200 WHERE "name" = 'advanced';
