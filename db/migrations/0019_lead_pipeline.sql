CREATE TABLE "lead_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"author_id" integer,
	"author_name" varchar(100) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20),
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_reminders" (
	"user_id" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"leads" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_reminders_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" varchar(20) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "lost_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "mail_message_id" varchar(255);--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reminders" ADD CONSTRAINT "lead_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_message_idx" ON "lead_events" USING btree ("message_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_owner_follow_up_idx" ON "contact_messages" USING btree ("owner_id","follow_up_at");--> statement-breakpoint
-- The reply composer's first templates (docs/product.md#lead-pipeline), for an install that is
-- already in use. A new database is left empty, as a restore needs it: its first start writes
-- them with the first admin (server/boot.ts).
INSERT INTO "reply_templates" ("title", "body")
SELECT "title", "body" FROM (VALUES
('Primeiro contato', 'Olá, {nome}! Tudo bem?

Recebemos sua mensagem sobre "{assunto}" e agradecemos o interesse. Gostaria de entender melhor o seu projeto: qual o melhor horário para conversarmos?

Abraços,'),
('Envio de proposta', 'Olá, {nome}!

Conforme conversamos, segue a nossa proposta para o projeto. Fico à disposição para tirar qualquer dúvida e ajustar o que for preciso.

Abraços,'),
('Acompanhamento', 'Olá, {nome}! Tudo bem?

Passando para saber se você teve a oportunidade de avaliar a nossa proposta. Se preferir, podemos marcar uma conversa rápida para esclarecer os detalhes.

Abraços,')
) AS "defaults" ("title", "body")
WHERE EXISTS (SELECT 1 FROM "users");
