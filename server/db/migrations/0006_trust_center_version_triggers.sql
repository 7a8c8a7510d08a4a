-- The public Trust Center page is cached per (organisation, tc_configs.version). Any change to what the
-- page shows bumps the version in the same transaction, whichever module makes it.
CREATE OR REPLACE FUNCTION tc_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN org := OLD.organization_id; ELSE org := NEW.organization_id; END IF;
  UPDATE tc_configs SET version = version + 1, updated_at = now() WHERE organization_id = org;
  IF TG_OP = 'UPDATE' AND OLD.organization_id IS DISTINCT FROM NEW.organization_id THEN
    UPDATE tc_configs SET version = version + 1, updated_at = now() WHERE organization_id = OLD.organization_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tc_bump_version AFTER INSERT OR UPDATE OR DELETE ON security_topics FOR EACH ROW EXECUTE FUNCTION tc_bump_version();
--> statement-breakpoint
CREATE TRIGGER tc_bump_version AFTER INSERT OR UPDATE OR DELETE ON security_reports FOR EACH ROW EXECUTE FUNCTION tc_bump_version();
--> statement-breakpoint
CREATE TRIGGER tc_bump_version AFTER INSERT OR UPDATE OR DELETE ON certifications FOR EACH ROW EXECUTE FUNCTION tc_bump_version();
--> statement-breakpoint
CREATE TRIGGER tc_bump_version AFTER INSERT OR UPDATE OR DELETE ON announcements FOR EACH ROW EXECUTE FUNCTION tc_bump_version();
--> statement-breakpoint
CREATE TRIGGER tc_bump_version AFTER INSERT OR UPDATE OR DELETE ON security_domains FOR EACH ROW EXECUTE FUNCTION tc_bump_version();
--> statement-breakpoint
CREATE TRIGGER tc_bump_version AFTER INSERT OR UPDATE OR DELETE ON security_controls FOR EACH ROW EXECUTE FUNCTION tc_bump_version();
--> statement-breakpoint
CREATE TRIGGER tc_bump_version AFTER INSERT OR UPDATE OR DELETE ON tc_security_pillars FOR EACH ROW EXECUTE FUNCTION tc_bump_version();
--> statement-breakpoint
CREATE TRIGGER tc_bump_version AFTER INSERT OR UPDATE OR DELETE ON tc_sub_processors FOR EACH ROW EXECUTE FUNCTION tc_bump_version();
--> statement-breakpoint
CREATE TRIGGER tc_bump_version AFTER INSERT OR UPDATE OR DELETE ON tc_trusted_by FOR EACH ROW EXECUTE FUNCTION tc_bump_version();
