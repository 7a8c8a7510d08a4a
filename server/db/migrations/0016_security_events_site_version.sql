-- Security events and their updates show on the public Trust Center (incident banner and pages):
-- a change bumps the page's content version, like the other content tables (0006).
CREATE TRIGGER tc_bump_version AFTER INSERT OR UPDATE OR DELETE ON security_events FOR EACH ROW EXECUTE FUNCTION tc_bump_version();
--> statement-breakpoint
CREATE TRIGGER tc_bump_version AFTER INSERT OR UPDATE OR DELETE ON security_event_updates FOR EACH ROW EXECUTE FUNCTION tc_bump_version();
