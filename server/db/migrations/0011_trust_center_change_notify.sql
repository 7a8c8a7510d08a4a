-- Every change of a Trust Center's configuration row (including the version bumps of its content)
-- notifies listening app instances when the transaction commits, so they drop their cached lookups.
CREATE OR REPLACE FUNCTION tc_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tc_site_changed', COALESCE(NEW.organization_id, OLD.organization_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tc_notify_change AFTER INSERT OR UPDATE OR DELETE ON tc_configs FOR EACH ROW EXECUTE FUNCTION tc_notify_change();
