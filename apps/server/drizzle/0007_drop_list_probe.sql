DROP INDEX "pages_changed_idx";--> statement-breakpoint
ALTER TABLE "pages" DROP COLUMN "changed_at";