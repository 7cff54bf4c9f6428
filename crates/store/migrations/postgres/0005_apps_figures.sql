-- The app's description (portal Settings) and the logo the operator reviewed when
-- verifying it (`humanid admin verify-app --logo`), shown only while is_verified.
ALTER TABLE apps ADD COLUMN description TEXT NOT NULL DEFAULT '';
ALTER TABLE apps ADD COLUMN verified_logo_url TEXT NOT NULL DEFAULT '';

-- Verifications per action and UTC day (days since the Unix epoch), incremented in the
-- transaction that records the uses, so the portal's 30-day chart reads 30 rows at most.
CREATE TABLE action_daily_uses (
    action_id     TEXT NOT NULL REFERENCES actions(id) ON DELETE CASCADE,
    day           BIGINT NOT NULL,
    verifications BIGINT NOT NULL CHECK (verifications >= 0),
    PRIMARY KEY (action_id, day)
);

-- Why a wallet's proof for a request was refused (a verify error code), kept so a kiosk
-- can show "failed" / "already verified"; the request stays pending for another try.
ALTER TABLE requests ADD COLUMN failure_code TEXT;
ALTER TABLE requests ADD COLUMN failed_at BIGINT;
CREATE INDEX requests_by_action ON requests(app_id, action, created_at);
