ALTER TABLE "book_exports" ADD COLUMN "worker" text;--> statement-breakpoint
ALTER TABLE "book_exports" ADD COLUMN "claimed_done" integer DEFAULT 0 NOT NULL;