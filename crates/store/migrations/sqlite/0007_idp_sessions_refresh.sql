-- Identity-provider sessions (CONTRACT §11): one per browser and app, keyed by a keyed
-- hash of the browser's cookie, so any replica can answer `prompt=none`.
CREATE TABLE idp_sessions (
    session_hash    TEXT PRIMARY KEY,
    app_id          TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
    sub             TEXT NOT NULL,
    credential_type TEXT NOT NULL,
    -- seconds, as in the `auth_time` claim
    auth_time       INTEGER NOT NULL,
    created_at      INTEGER NOT NULL,
    expires_at      INTEGER NOT NULL,
    ended_at        INTEGER
);
CREATE INDEX idp_sessions_by_expiry ON idp_sessions(expires_at);

-- A chain of rotated refresh tokens from one code exchange. Revoking the family kills
-- every refresh and access token it produced, on every replica, at once.
CREATE TABLE refresh_families (
    id          TEXT PRIMARY KEY,
    app_id      TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
    -- the code the family was born from: a replayed code revokes the family too
    code_hash   TEXT,
    created_at  INTEGER NOT NULL,
    revoked_at  INTEGER
);
CREATE INDEX refresh_families_by_code ON refresh_families(code_hash);

-- Refresh tokens, stored only as keyed hashes. A used one stays (used_at set) until it
-- expires, so presenting it again is recognised as a replay.
CREATE TABLE refresh_tokens (
    token_hash  TEXT PRIMARY KEY,
    family_id   TEXT NOT NULL REFERENCES refresh_families(id) ON DELETE CASCADE,
    app_id      TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
    grant_data  TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    used_at     INTEGER
);
CREATE INDEX refresh_tokens_by_family ON refresh_tokens(family_id);
CREATE INDEX refresh_tokens_by_expiry ON refresh_tokens(expires_at);

-- Access and ID tokens a family produced.
ALTER TABLE tokens ADD COLUMN family_id TEXT;
CREATE INDEX tokens_by_family ON tokens(family_id);

-- Where RP-initiated logout may send the browser back to (exact match).
CREATE TABLE post_logout_redirects (
    id                       TEXT PRIMARY KEY CHECK (id LIKE 'post\_logout\_redirect\_%' ESCAPE '\'),
    app_id                   TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
    post_logout_redirect_uri TEXT NOT NULL,
    created_at               INTEGER NOT NULL,
    UNIQUE (app_id, post_logout_redirect_uri)
);
