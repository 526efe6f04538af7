CREATE INDEX "contact_messages_folder_created_at_idx" ON "contact_messages" USING btree ("spam","created_at","id");--> statement-breakpoint
CREATE INDEX "testimonials_spam_created_at_idx" ON "testimonials" USING btree ("spam","created_at","id");--> statement-breakpoint
CREATE INDEX "testimonials_tab_created_at_idx" ON "testimonials" USING btree ("spam","status","created_at","id");--> statement-breakpoint
-- Written by hand, as in 0004: trigram indexes for the messages' and testimonials' search
-- (ILIKE '%…%' over the fields each screen searches), where pg_trgm could be loaded.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "contact_messages_search_idx" ON "contact_messages"
      USING gin ("name" gin_trgm_ops, "email" gin_trgm_ops, "subject" gin_trgm_ops, "message" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "testimonials_search_idx" ON "testimonials"
      USING gin ("client_name" gin_trgm_ops, "client_email" gin_trgm_ops, "company_name" gin_trgm_ops, "content" gin_trgm_ops);
  END IF;
END $$;
