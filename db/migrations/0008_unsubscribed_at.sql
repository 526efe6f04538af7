ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand: addresses that left before this column existed start their 30 days now.
UPDATE "newsletter_subscribers" SET "unsubscribed_at" = now() WHERE "active" = false;
