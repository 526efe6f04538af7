DROP INDEX "newsletter_subscribers_active_created_at_idx";--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_active_created_at_idx" ON "newsletter_subscribers" USING btree ("active","created_at","id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model extensions): trigram indexes let the admin lists'
-- search (ILIKE '%…%') use an index instead of reading every row. pg_trgm ships with PostgreSQL
-- and is loaded into PGlite by db/client.server.ts; where a server refuses the extension, the
-- search still works, reading the table.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm indisponível: as buscas do painel leem a tabela inteira';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "newsletter_subscribers_search_idx" ON "newsletter_subscribers"
      USING gin ("email" gin_trgm_ops, "name" gin_trgm_ops);
  END IF;
END $$;
