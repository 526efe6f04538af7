ALTER TABLE "site_content" ALTER COLUMN "published" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "site_content" ALTER COLUMN "published_at" DROP NOT NULL;