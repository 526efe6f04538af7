-- Rate-limit counters need no crash safety: UNLOGGED skips the write-ahead log for every hit.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" varchar(80) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_username_unique";--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_at_idx" ON "rate_limit_hits" USING btree ("expires_at");--> statement-breakpoint
-- Usernames become unique whatever the case. A database that already holds names differing only
-- by case keeps every account: the oldest keeps its name, each newer one gets "-<id>" appended
-- ("ADMIN" with id 7 becomes "ADMIN-7"; "-<id>-<n>" should that be taken too). Passwords and
-- sessions are untouched, and an admin sees the new names in the users list.
DO $$
DECLARE
	duplicate record;
	candidate text;
	attempt integer;
BEGIN
	FOR duplicate IN
		SELECT u."id", u."username" FROM "users" u
		WHERE EXISTS (
			SELECT 1 FROM "users" o WHERE lower(o."username") = lower(u."username") AND o."id" < u."id"
		)
		ORDER BY u."id"
	LOOP
		attempt := 0;
		LOOP
			candidate := left(duplicate."username", 80) || '-' || duplicate."id"
				|| CASE WHEN attempt > 0 THEN '-' || attempt ELSE '' END;
			EXIT WHEN NOT EXISTS (SELECT 1 FROM "users" WHERE lower("username") = lower(candidate));
			attempt := attempt + 1;
		END LOOP;
		UPDATE "users" SET "username" = candidate WHERE "id" = duplicate."id";
	END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));
