-- Issue 13: app processes cache who a session or an API token acts as (and their scope). Every change to what
-- that is made of bumps principal_changes.version and notifies the channel ondine_principals with it and the
-- user it concerns ('<version>:user:<id>'), or 'all' when it may concern anyone (site membership, names, a
-- truncate). The one row's lock orders the versions as the commits; docs/security.md "Principal cache".
CREATE TABLE "principal_changes" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "principal_changes_one_row" CHECK ("principal_changes"."id")
);--> statement-breakpoint
INSERT INTO "principal_changes" ("id", "version") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION ondine_principal_changed(concerns text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  UPDATE principal_changes SET version = version + 1 RETURNING version INTO changed;
  PERFORM pg_notify('ondine_principals', changed || ':' || concerns);
END $$;--> statement-breakpoint
CREATE FUNCTION ondine_notify_principal_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM ondine_principal_changed('user:' || OLD.user_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM ondine_principal_changed('user:' || NEW.user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION ondine_notify_principal_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An email is also shown in others' answers (their creator, the admin logged in as them).
  IF TG_OP = 'DELETE' OR OLD.email IS DISTINCT FROM NEW.email THEN
    PERFORM ondine_principal_changed('all');
  ELSE
    PERFORM ondine_principal_changed('user:' || NEW.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION ondine_notify_principal_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ondine_principal_changed('all');
  RETURN NULL;
END $$;--> statement-breakpoint
-- A session's end or change; not its once-a-minute last_seen_at touch, which the cache keeps itself.
CREATE TRIGGER sessions_principal_delete AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION ondine_notify_principal_user();--> statement-breakpoint
CREATE TRIGGER sessions_principal_update AFTER UPDATE ON sessions
  FOR EACH ROW WHEN ((OLD.id, OLD.user_id, OLD.impersonator_id, OLD.csrf_token, OLD.remember_me, OLD.expires_at)
    IS DISTINCT FROM (NEW.id, NEW.user_id, NEW.impersonator_id, NEW.csrf_token, NEW.remember_me, NEW.expires_at))
  EXECUTE FUNCTION ondine_notify_principal_user();--> statement-breakpoint
CREATE TRIGGER users_principal_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION ondine_notify_principal_account();--> statement-breakpoint
CREATE TRIGGER users_principal_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION ondine_notify_principal_account();--> statement-breakpoint
CREATE TRIGGER user_locations_principal_change AFTER INSERT OR UPDATE OR DELETE ON user_locations
  FOR EACH ROW EXECUTE FUNCTION ondine_notify_principal_user();--> statement-breakpoint
-- Which sites an organism brings (scopes), and the names answers show.
CREATE TRIGGER sites_principal_change AFTER INSERT OR DELETE OR UPDATE OF organism_id, name ON sites
  FOR EACH STATEMENT EXECUTE FUNCTION ondine_notify_principal_all();--> statement-breakpoint
CREATE TRIGGER organisms_principal_change AFTER DELETE OR UPDATE OF name ON organisms
  FOR EACH STATEMENT EXECUTE FUNCTION ondine_notify_principal_all();--> statement-breakpoint
CREATE TRIGGER sessions_principal_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION ondine_notify_principal_all();--> statement-breakpoint
CREATE TRIGGER users_principal_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION ondine_notify_principal_all();--> statement-breakpoint
CREATE TRIGGER user_locations_principal_truncate AFTER TRUNCATE ON user_locations
  FOR EACH STATEMENT EXECUTE FUNCTION ondine_notify_principal_all();--> statement-breakpoint
CREATE TRIGGER sites_principal_truncate AFTER TRUNCATE ON sites
  FOR EACH STATEMENT EXECUTE FUNCTION ondine_notify_principal_all();--> statement-breakpoint
CREATE TRIGGER organisms_principal_truncate AFTER TRUNCATE ON organisms
  FOR EACH STATEMENT EXECUTE FUNCTION ondine_notify_principal_all();
