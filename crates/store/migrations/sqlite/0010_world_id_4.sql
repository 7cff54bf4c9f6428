-- World ID 4.0 clients. Keep in step with ../postgres/0010_world_id_4.sql.
-- SQLite changes a CHECK constraint only by rebuilding the table. The store runs SQLite
-- migrations on a connection with foreign keys off (as SQLite advises for schema
-- changes), so dropping the old credential_sets does not cascade to its identities,
-- roots and snapshots, which refer to the rebuilt table by name once it is renamed.

-- `face` becomes a fifth credential type, with its own sets.
CREATE TABLE credential_sets_new (
    id              INTEGER PRIMARY KEY,
    credential_type TEXT NOT NULL CHECK (credential_type IN ('orb', 'device', 'document', 'secure_document', 'face')),
    environment     TEXT NOT NULL CHECK (environment IN ('production', 'staging')),
    depth           INTEGER NOT NULL CHECK (depth IN (16, 20, 30)),
    -- Number of leaves; appends compare-and-set it, so replicas never interleave.
    size            INTEGER NOT NULL DEFAULT 0 CHECK (size >= 0),
    created_at      INTEGER NOT NULL,
    UNIQUE (credential_type, environment)
);
INSERT INTO credential_sets_new (id, credential_type, environment, depth, size, created_at)
    SELECT id, credential_type, environment, depth, size, created_at FROM credential_sets;
DROP TABLE credential_sets;
ALTER TABLE credential_sets_new RENAME TO credential_sets;

-- Relay ids may be chosen by the client (16 to 256 characters; UUIDs when the relay
-- chooses), and a response may be left with no request before it.
CREATE TABLE relay_entries_new (
    id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 16 AND 256),
    status TEXT NOT NULL CHECK (status IN ('initialized', 'retrieved', 'completed')),
    request_iv TEXT,
    request_payload TEXT,
    response_iv TEXT,
    response_payload TEXT,
    -- 900 s after the last write.
    expires_at INTEGER NOT NULL,
    CHECK ((request_iv IS NULL) = (request_payload IS NULL)),
    CHECK ((response_iv IS NULL) = (response_payload IS NULL)),
    CHECK ((status = 'completed') = (response_payload IS NOT NULL))
);
INSERT INTO relay_entries_new SELECT id, status, request_iv, request_payload, response_iv,
    response_payload, expires_at FROM relay_entries;
DROP TABLE relay_entries;
ALTER TABLE relay_entries_new RENAME TO relay_entries;
CREATE INDEX relay_entries_expiry ON relay_entries(expires_at);

-- Every app is a relying party of World ID 4.0 under an id derived from its app id
-- (`rp_` + the first 8 bytes of keccak256(app_id), computed by the service, which adds
-- the row when it creates the app or first needs it). The signer is the address of the
-- key the app's back end signs its requests with; NULL until registered. Native 4.0
-- proofs will add what they need (e.g. the OPRF key) as columns here.
CREATE TABLE relying_parties (
    rp_id          TEXT PRIMARY KEY CHECK (length(rp_id) = 19 AND rp_id LIKE 'rp\_%' ESCAPE '\'),
    app_id         TEXT NOT NULL UNIQUE REFERENCES apps(id) ON DELETE CASCADE,
    signer_address TEXT CHECK (signer_address IS NULL OR (length(signer_address) = 42
                              AND signer_address = lower(signer_address) AND signer_address LIKE '0x%')),
    registered_at  INTEGER,
    updated_at     INTEGER NOT NULL,
    CHECK ((signer_address IS NULL) = (registered_at IS NULL))
);
