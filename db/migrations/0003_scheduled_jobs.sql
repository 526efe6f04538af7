CREATE TABLE "scheduled_jobs" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_outcome" text,
	"last_failed" boolean DEFAULT false NOT NULL
);
