-- Keep in step with the other backend's 0013_app_token_settings.sql.
-- Per-app token settings (OpenID Connect Dynamic Client Registration's names):
-- the ID token's signing algorithm (RS256, ES256 or EdDSA), UserInfo answered as a
-- signed JWT ('' = plain JSON), and where back-channel logout tokens go ('' = none).
ALTER TABLE apps ADD COLUMN id_token_signed_response_alg TEXT NOT NULL DEFAULT 'RS256';
ALTER TABLE apps ADD COLUMN userinfo_signed_response_alg TEXT NOT NULL DEFAULT '';
ALTER TABLE apps ADD COLUMN backchannel_logout_uri TEXT NOT NULL DEFAULT '';

-- Signing keys of ES256 and EdDSA beside RS256 (a key per algorithm in use). SQLite
-- changes a CHECK constraint only by rebuilding the table (see 0010).
CREATE TABLE signing_keys_new (
    kid          TEXT PRIMARY KEY,
    purpose      TEXT NOT NULL CHECK (purpose IN ('oidc', 'api')),
    algorithm    TEXT NOT NULL CHECK (algorithm IN ('RS256', 'ES256', 'EdDSA')),
    public_jwk   TEXT NOT NULL,
    private_enc  BLOB NOT NULL,
    enc_key_id   TEXT NOT NULL,
    created_at   INTEGER NOT NULL,
    signs_from   INTEGER NOT NULL,
    signs_until  INTEGER NOT NULL,
    publish_until INTEGER NOT NULL,
    CHECK (signs_from <= signs_until AND signs_until <= publish_until)
);
INSERT INTO signing_keys_new SELECT kid, purpose, algorithm, public_jwk, private_enc,
    enc_key_id, created_at, signs_from, signs_until, publish_until FROM signing_keys;
DROP TABLE signing_keys;
ALTER TABLE signing_keys_new RENAME TO signing_keys;
