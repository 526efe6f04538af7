ALTER TABLE "contact_messages" ADD COLUMN "spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "spam" boolean DEFAULT false NOT NULL;