-- A sign-in proof (person, app, signal) approves at most one request: a replayed proof
-- cannot sign a second browser in.
CREATE UNIQUE INDEX requests_sign_in_once ON requests(app_id, signal, nullifier_hash)
    WHERE kind = 'sign-in' AND nullifier_hash IS NOT NULL;

-- Set when a code is presented a second time: every token issued from it stops working,
-- including tokens a concurrent first exchange is still writing.
ALTER TABLE auth_codes ADD COLUMN revoked_at BIGINT;
