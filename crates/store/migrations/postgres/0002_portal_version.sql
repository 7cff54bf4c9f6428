-- A per-team counter that every change to the team's apps, actions or redirects bumps,
-- so replicas can cache portal rows and revalidate them with one primary-key read.
-- Triggers, not application code, so no write path can forget it.
ALTER TABLE teams ADD COLUMN portal_version BIGINT NOT NULL DEFAULT 0;

CREATE FUNCTION bump_portal_version_from_app() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        UPDATE teams SET portal_version = portal_version + 1 WHERE id = OLD.team_id;
    ELSE
        UPDATE teams SET portal_version = portal_version + 1 WHERE id = NEW.team_id;
    END IF;
    RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE FUNCTION bump_portal_version_from_child() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        UPDATE teams SET portal_version = portal_version + 1
        WHERE id = (SELECT team_id FROM apps WHERE id = OLD.app_id);
    ELSE
        UPDATE teams SET portal_version = portal_version + 1
        WHERE id = (SELECT team_id FROM apps WHERE id = NEW.app_id);
    END IF;
    RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER apps_bump AFTER INSERT OR UPDATE OR DELETE ON apps
    FOR EACH ROW EXECUTE FUNCTION bump_portal_version_from_app();
CREATE TRIGGER actions_bump AFTER INSERT OR UPDATE OR DELETE ON actions
    FOR EACH ROW EXECUTE FUNCTION bump_portal_version_from_child();
CREATE TRIGGER redirects_bump AFTER INSERT OR DELETE ON redirects
    FOR EACH ROW EXECUTE FUNCTION bump_portal_version_from_child();
