CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"slug" varchar(60) NOT NULL,
	"alt" varchar(200),
	"format" varchar(10) NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"has_alpha" boolean NOT NULL,
	"placeholder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"media_id" integer NOT NULL,
	"label" varchar(20) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"format" varchar(10) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "media_files_media_id_label_pk" PRIMARY KEY("media_id","label")
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at","id");