CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(100),
	"actor_username" varchar(100),
	"action" varchar(60) NOT NULL,
	"target" varchar(300),
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
-- Written by hand: entries are never changed, whoever asks (docs/product.md#audit). Deleting
-- stays possible for the retention job; restoring a backup inserts.
CREATE FUNCTION "audit_log_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log entries cannot be changed';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_update"();
