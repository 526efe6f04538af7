CREATE TABLE "analytics_daily" (
	"day" varchar(10) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"dimension" varchar(10) NOT NULL,
	"value" varchar(300) NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_kind_dimension_value_pk" PRIMARY KEY("day","kind","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"day" varchar(10) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"visitor" varchar(32) NOT NULL,
	"path" varchar(300) NOT NULL,
	"referrer" varchar(255) DEFAULT '' NOT NULL,
	"utm_source" varchar(100) DEFAULT '' NOT NULL,
	"utm_medium" varchar(100) DEFAULT '' NOT NULL,
	"utm_campaign" varchar(100) DEFAULT '' NOT NULL,
	"device" varchar(10) NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" varchar(10) PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "source" jsonb;--> statement-breakpoint
CREATE INDEX "analytics_events_day_kind_idx" ON "analytics_events" USING btree ("day","kind");--> statement-breakpoint
CREATE INDEX "analytics_events_visitor_idx" ON "analytics_events" USING btree ("day","visitor","at");