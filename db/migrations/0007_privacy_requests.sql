CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"type" varchar(20) NOT NULL,
	"received_on" timestamp with time zone NOT NULL,
	"due_on" timestamp with time zone NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_status_due_idx" ON "privacy_requests" USING btree ("status","due_on");