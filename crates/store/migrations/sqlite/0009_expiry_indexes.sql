-- The upkeep deletes what has expired every minute; without these indexes each of those
-- deletes reads the whole table (tokens grow by one row per token issued and live an
-- hour), holding the write lock meanwhile.
CREATE INDEX tokens_by_expiry ON tokens(expires_at);
CREATE INDEX auth_codes_by_expiry ON auth_codes(expires_at);
CREATE INDEX portal_sessions_by_last_seen ON portal_sessions(last_seen_at);
CREATE INDEX portal_sessions_by_created ON portal_sessions(created_at);
CREATE INDEX webauthn_ceremonies_by_expiry ON webauthn_ceremonies(expires_at);
