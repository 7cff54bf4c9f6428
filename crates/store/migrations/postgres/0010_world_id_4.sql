-- World ID 4.0 clients. Keep in step with ../sqlite/0010_world_id_4.sql.

-- `face` becomes a fifth credential type, with its own sets.
ALTER TABLE credential_sets DROP CONSTRAINT credential_sets_credential_type_check;
ALTER TABLE credential_sets ADD CONSTRAINT credential_sets_credential_type_check
    CHECK (credential_type IN ('orb', 'device', 'document', 'secure_document', 'face'));

-- Relay ids may be chosen by the client (16 to 256 characters; UUIDs when the relay
-- chooses), and a response may be left with no request before it.
ALTER TABLE relay_entries DROP CONSTRAINT relay_entries_id_check;
ALTER TABLE relay_entries ADD CONSTRAINT relay_entries_id_check
    CHECK (length(id) BETWEEN 16 AND 256);

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
    registered_at  BIGINT,
    updated_at     BIGINT NOT NULL,
    CHECK ((signer_address IS NULL) = (registered_at IS NULL))
);
