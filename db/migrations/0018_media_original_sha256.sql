-- The uploaded file's SHA-256, so the same bytes sent again find their image (decision 0037).
-- Rows stored before stay NULL (their uploads were not kept: nothing to hash), and a unique
-- index allows any number of NULLs.
ALTER TABLE "media" ADD COLUMN "original_sha256" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "media_original_sha256_idx" ON "media" USING btree ("original_sha256");