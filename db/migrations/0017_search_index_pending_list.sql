-- Written by hand. The trigram indexes of the public forms' tables (0004, 0014) take new rows in
-- a pending list that is merged into the index when it passes gin_pending_list_limit (4 MB by
-- default): about 1,500 messages, then one merge of ~80 ms inside whichever insert crosses the
-- line, which every visitor in that batch waits for (on PGlite, the whole process). At 256 kB
-- the merges are small and frequent, and a search reads a shorter list
-- (docs/performance.md#writes-under-a-burst). IF EXISTS: without pg_trgm there are no such indexes.
ALTER INDEX IF EXISTS "contact_messages_search_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX IF EXISTS "testimonials_search_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX IF EXISTS "newsletter_subscribers_search_idx" SET (gin_pending_list_limit = 256);
