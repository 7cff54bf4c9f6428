-- How each app authenticates at the token endpoint and what it must send to /authorize.
ALTER TABLE apps ADD COLUMN token_endpoint_auth_method TEXT NOT NULL DEFAULT 'client_secret_basic'
    CHECK (token_endpoint_auth_method IN ('client_secret_basic', 'client_secret_post',
        'client_secret_jwt', 'private_key_jwt', 'none'));
-- The app's public keys, a JWK Set as JSON: client assertions and request objects.
ALTER TABLE apps ADD COLUMN jwks TEXT;
ALTER TABLE apps ADD COLUMN require_pushed_authorization_requests BOOLEAN NOT NULL DEFAULT FALSE;
-- client_secret_jwt needs the secret itself as its HMAC key: only apps using that method
-- keep it, sealed (AES-256-GCM under a key derived from the master secret).
ALTER TABLE apps ADD COLUMN client_secret_sealed TEXT;

-- Client assertion ids already used, by a keyed hash of client and jti, until the
-- assertion expires: one use across every replica.
CREATE TABLE client_assertion_jtis (
    jti_hash   TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL
);
CREATE INDEX client_assertion_jtis_by_expiry ON client_assertion_jtis(expires_at);

-- Pushed authorization requests: the validated parameters behind a request_uri, by a
-- keyed hash of it; used once.
CREATE TABLE pushed_requests (
    uri_hash   TEXT PRIMARY KEY,
    app_id     TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
    params     TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at    INTEGER
);
CREATE INDEX pushed_requests_by_expiry ON pushed_requests(expires_at);
