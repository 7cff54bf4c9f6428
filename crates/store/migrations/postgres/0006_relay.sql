-- Wallet Bridge relay entries (CONTRACT §10): ciphertext only. The request is cleared
-- when a wallet reads it, the response when the widget collects it (the row goes then).
CREATE TABLE relay_entries (
    id TEXT PRIMARY KEY CHECK (length(id) = 36),
    status TEXT NOT NULL CHECK (status IN ('initialized', 'retrieved', 'completed')),
    request_iv TEXT,
    request_payload TEXT,
    response_iv TEXT,
    response_payload TEXT,
    -- 900 s after the last write.
    expires_at BIGINT NOT NULL,
    CHECK ((request_iv IS NULL) = (request_payload IS NULL)),
    CHECK ((response_iv IS NULL) = (response_payload IS NULL)),
    CHECK ((status = 'completed') = (response_payload IS NOT NULL))
);
CREATE INDEX relay_entries_expiry ON relay_entries(expires_at);
