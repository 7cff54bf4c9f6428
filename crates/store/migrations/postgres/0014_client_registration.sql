-- Keep in step with the other backend's 0014_client_registration.sql.
-- Dynamic client registration (RFC 7591/7592). Registration tokens (initial access
-- tokens) are made by a team's owners; each creates apps in its team, stored only as a
-- keyed hash of the token, looked up by that hash; revocation is one-way.
CREATE TABLE registration_tokens (
    id               TEXT PRIMARY KEY,
    team_id          TEXT NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    name             TEXT NOT NULL,
    token_hash       TEXT NOT NULL UNIQUE,
    allow_production BOOLEAN NOT NULL DEFAULT FALSE,
    is_active        BOOLEAN NOT NULL DEFAULT TRUE,
    created_at       BIGINT NOT NULL,
    updated_at       BIGINT NOT NULL,
    last_used_at     BIGINT
);
CREATE INDEX registration_tokens_by_team ON registration_tokens(team_id);

-- Where the app publishes its JWK Set ('' = none; then `jwks` holds the keys, if any).
ALTER TABLE apps ADD COLUMN jwks_uri TEXT NOT NULL DEFAULT '';
-- Apps made by /register: a keyed hash of their registration access token (RFC 7592),
-- and the registered metadata humanid keeps beside its own columns (JSON).
ALTER TABLE apps ADD COLUMN registration_access_token_hash TEXT;
ALTER TABLE apps ADD COLUMN registered_metadata TEXT;
