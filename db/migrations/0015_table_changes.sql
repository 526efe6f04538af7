CREATE TABLE "table_changes" (
	"table_name" varchar(63) PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Written by hand: every statement that writes to an admin list's table records its transaction
-- in table_changes, so a figure computed at one version can be reused until the next write. A
-- trigger's argument records several tables under one name (a project and its images).
CREATE FUNCTION note_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_changes (table_name, version)
    VALUES (coalesce(TG_ARGV[0], TG_TABLE_NAME), pg_current_xact_id()::text::bigint)
    ON CONFLICT (table_name) DO UPDATE SET version = excluded.version
    WHERE table_changes.version <> excluded.version;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contact_messages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contact_messages
  FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON newsletter_subscribers
  FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();--> statement-breakpoint
CREATE TRIGGER testimonials_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonials
  FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();--> statement-breakpoint
CREATE TRIGGER portfolio_projects_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portfolio_projects
  FOR EACH STATEMENT EXECUTE FUNCTION note_table_change('portfolio');--> statement-breakpoint
CREATE TRIGGER portfolio_images_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portfolio_images
  FOR EACH STATEMENT EXECUTE FUNCTION note_table_change('portfolio');
