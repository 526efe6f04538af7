CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" varchar(254),
	"anonymous_id" varchar(64),
	"source" varchar(40) NOT NULL,
	"choice" varchar(40) NOT NULL,
	"policy_version" varchar(40) NOT NULL,
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE INDEX "consent_records_email_idx" ON "consent_records" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "consent_records_anonymous_id_idx" ON "consent_records" USING btree ("anonymous_id");