-- Keep in step with the other backend's 0013_app_token_settings.sql.
-- Per-app token settings (OpenID Connect Dynamic Client Registration's names):
-- the ID token's signing algorithm (RS256, ES256 or EdDSA), UserInfo answered as a
-- signed JWT ('' = plain JSON), and where back-channel logout tokens go ('' = none).
ALTER TABLE apps ADD COLUMN id_token_signed_response_alg TEXT NOT NULL DEFAULT 'RS256';
ALTER TABLE apps ADD COLUMN userinfo_signed_response_alg TEXT NOT NULL DEFAULT '';
ALTER TABLE apps ADD COLUMN backchannel_logout_uri TEXT NOT NULL DEFAULT '';

-- Signing keys of ES256 and EdDSA beside RS256 (a key per algorithm in use).
ALTER TABLE signing_keys DROP CONSTRAINT signing_keys_algorithm_check;
ALTER TABLE signing_keys ADD CONSTRAINT signing_keys_algorithm_check
    CHECK (algorithm IN ('RS256', 'ES256', 'EdDSA'));
