-- A per-team counter that every change to the team's apps, actions or redirects bumps,
-- so replicas can cache portal rows and revalidate them with one primary-key read.
-- Triggers, not application code, so no write path can forget it.
ALTER TABLE teams ADD COLUMN portal_version INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER apps_bump_insert AFTER INSERT ON apps BEGIN
    UPDATE teams SET portal_version = portal_version + 1 WHERE id = NEW.team_id;
END;
CREATE TRIGGER apps_bump_update AFTER UPDATE ON apps BEGIN
    UPDATE teams SET portal_version = portal_version + 1 WHERE id = NEW.team_id;
END;
CREATE TRIGGER apps_bump_delete AFTER DELETE ON apps BEGIN
    UPDATE teams SET portal_version = portal_version + 1 WHERE id = OLD.team_id;
END;
CREATE TRIGGER actions_bump_insert AFTER INSERT ON actions BEGIN
    UPDATE teams SET portal_version = portal_version + 1 WHERE id = (SELECT team_id FROM apps WHERE id = NEW.app_id);
END;
CREATE TRIGGER actions_bump_update AFTER UPDATE ON actions BEGIN
    UPDATE teams SET portal_version = portal_version + 1 WHERE id = (SELECT team_id FROM apps WHERE id = NEW.app_id);
END;
CREATE TRIGGER actions_bump_delete AFTER DELETE ON actions BEGIN
    UPDATE teams SET portal_version = portal_version + 1 WHERE id = (SELECT team_id FROM apps WHERE id = OLD.app_id);
END;
CREATE TRIGGER redirects_bump_insert AFTER INSERT ON redirects BEGIN
    UPDATE teams SET portal_version = portal_version + 1 WHERE id = (SELECT team_id FROM apps WHERE id = NEW.app_id);
END;
CREATE TRIGGER redirects_bump_delete AFTER DELETE ON redirects BEGIN
    UPDATE teams SET portal_version = portal_version + 1 WHERE id = (SELECT team_id FROM apps WHERE id = OLD.app_id);
END;
