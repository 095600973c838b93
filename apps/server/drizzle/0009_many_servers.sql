CREATE TABLE "scheduled_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_exports" ADD COLUMN "worker" text;--> statement-breakpoint
ALTER TABLE "book_exports" ADD COLUMN "claimed_done" integer DEFAULT 0 NOT NULL;