ALTER TABLE "portfolio_images" ADD COLUMN "caption_en" varchar(200);--> statement-breakpoint
ALTER TABLE "portfolio_projects" ADD COLUMN "title_en" varchar(100);--> statement-breakpoint
ALTER TABLE "portfolio_projects" ADD COLUMN "slug_en" varchar(100);--> statement-breakpoint
ALTER TABLE "portfolio_projects" ADD COLUMN "description_en" varchar(2000);--> statement-breakpoint
ALTER TABLE "portfolio_projects" ADD CONSTRAINT "portfolio_projects_slug_en_unique" UNIQUE("slug_en");