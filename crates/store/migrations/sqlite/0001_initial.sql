-- humanid schema v1 (SQLite). Timestamps are microseconds since the Unix epoch (UTC).
-- Keep in step with ../postgres/0001_initial.sql: same tables, columns and constraints.

CREATE TABLE teams (
    id          TEXT PRIMARY KEY CHECK (id LIKE 'team\_%' ESCAPE '\'),
    name        TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    created_at  INTEGER NOT NULL
);

CREATE TABLE api_keys (
    id          TEXT PRIMARY KEY CHECK (id LIKE 'key\_%' ESCAPE '\'),
    team_id     TEXT NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    name        TEXT NOT NULL DEFAULT '',
    secret_hash TEXT NOT NULL,
    is_active   BOOLEAN NOT NULL DEFAULT TRUE,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);
CREATE INDEX api_keys_team ON api_keys(team_id);

CREATE TABLE apps (
    id                 TEXT PRIMARY KEY CHECK (id LIKE 'app\_%' ESCAPE '\'),
    team_id            TEXT NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    name               TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    logo_url           TEXT NOT NULL DEFAULT '',
    engine             TEXT NOT NULL CHECK (engine IN ('cloud', 'on-chain')),
    is_staging         BOOLEAN NOT NULL,
    is_verified        BOOLEAN NOT NULL DEFAULT FALSE,
    status             TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
    is_archived        BOOLEAN NOT NULL DEFAULT FALSE,
    client_secret_hash TEXT,
    created_at         INTEGER NOT NULL,
    updated_at         INTEGER NOT NULL,
    CHECK ((id LIKE 'app\_staging\_%' ESCAPE '\') = is_staging)
);
CREATE INDEX apps_team ON apps(team_id);

CREATE TABLE actions (
    id                    TEXT PRIMARY KEY CHECK (id LIKE 'action\_%' ESCAPE '\'),
    app_id                TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
    action                TEXT NOT NULL,
    name                  TEXT NOT NULL DEFAULT '',
    description           TEXT NOT NULL DEFAULT '',
    max_verifications     INTEGER NOT NULL DEFAULT 1 CHECK (max_verifications >= 0),
    max_accounts_per_user INTEGER NOT NULL DEFAULT 1 CHECK (max_accounts_per_user >= 1),
    external_nullifier    TEXT NOT NULL,
    status                TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
    created_at            INTEGER NOT NULL,
    updated_at            INTEGER NOT NULL,
    UNIQUE (app_id, action)
);

CREATE TABLE redirects (
    id           TEXT PRIMARY KEY CHECK (id LIKE 'redirect\_%' ESCAPE '\'),
    app_id       TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
    redirect_uri TEXT NOT NULL,
    created_at   INTEGER NOT NULL,
    UNIQUE (app_id, redirect_uri)
);

-- One row per (action, person). nullifier_hash is canonical: 0x + 64 lowercase hex.
CREATE TABLE nullifiers (
    id             TEXT PRIMARY KEY CHECK (id LIKE 'nil\_%' ESCAPE '\'),
    action_id      TEXT NOT NULL REFERENCES actions(id) ON DELETE CASCADE,
    nullifier_hash TEXT NOT NULL CHECK (length(nullifier_hash) = 66 AND nullifier_hash = lower(nullifier_hash)),
    uses           INTEGER NOT NULL CHECK (uses >= 1),
    created_at     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL,
    UNIQUE (action_id, nullifier_hash)
);

-- Identity trees: one per credential type and environment.
CREATE TABLE credential_sets (
    id              INTEGER PRIMARY KEY,
    credential_type TEXT NOT NULL CHECK (credential_type IN ('orb', 'device', 'document', 'secure_document')),
    environment     TEXT NOT NULL CHECK (environment IN ('production', 'staging')),
    depth           INTEGER NOT NULL CHECK (depth IN (16, 20, 30)),
    -- Number of leaves; appends compare-and-set it, so replicas never interleave.
    size            INTEGER NOT NULL DEFAULT 0 CHECK (size >= 0),
    created_at      INTEGER NOT NULL,
    UNIQUE (credential_type, environment)
);

CREATE TABLE identities (
    set_id     INTEGER NOT NULL REFERENCES credential_sets(id) ON DELETE CASCADE,
    leaf_index INTEGER NOT NULL CHECK (leaf_index >= 0),
    commitment TEXT NOT NULL CHECK (length(commitment) = 66),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (set_id, leaf_index),
    UNIQUE (set_id, commitment)
);

-- Every root a tree has had, with the time it became current. leaf_count identifies it.
CREATE TABLE roots (
    set_id     INTEGER NOT NULL REFERENCES credential_sets(id) ON DELETE CASCADE,
    leaf_count INTEGER NOT NULL CHECK (leaf_count >= 0),
    root       TEXT NOT NULL CHECK (length(root) = 66),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (set_id, leaf_count)
);
CREATE INDEX roots_by_root ON roots(set_id, root);

-- The tree's inner nodes at some leaf_count, so a restart replays only the leaves after it.
CREATE TABLE tree_snapshots (
    set_id     INTEGER PRIMARY KEY REFERENCES credential_sets(id) ON DELETE CASCADE,
    leaf_count INTEGER NOT NULL,
    root       TEXT NOT NULL,
    nodes      BLOB NOT NULL,
    created_at INTEGER NOT NULL
);

-- Wallet hand-off requests (sign-in on the auth surface, hosted verification on the API surface).
CREATE TABLE requests (
    id               TEXT PRIMARY KEY,
    kind             TEXT NOT NULL CHECK (kind IN ('sign-in', 'verification')),
    app_id           TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
    action           TEXT NOT NULL,
    signal           TEXT NOT NULL,
    short_code       TEXT NOT NULL UNIQUE,
    binding_hash     TEXT NOT NULL,
    params           TEXT NOT NULL DEFAULT '{}',
    status           TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'completed')),
    nullifier_hash   TEXT,
    credential_type  TEXT,
    created_at       INTEGER NOT NULL,
    expires_at       INTEGER NOT NULL,
    approved_at      INTEGER,
    completed_at     INTEGER
);
CREATE INDEX requests_expiry ON requests(expires_at);

-- Authorization codes are stored by keyed hash; consumed_at makes them single-use.
CREATE TABLE auth_codes (
    code_hash       TEXT PRIMARY KEY,
    app_id          TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
    redirect_uri    TEXT NOT NULL,
    code_challenge  TEXT,
    grant_data      TEXT NOT NULL,
    created_at      INTEGER NOT NULL,
    expires_at      INTEGER NOT NULL,
    consumed_at     INTEGER
);

-- Issued tokens, kept so they can be revoked (e.g. when their code is replayed).
CREATE TABLE tokens (
    jti        TEXT PRIMARY KEY,
    app_id     TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
    code_hash  TEXT,
    kind       TEXT NOT NULL CHECK (kind IN ('access', 'id')),
    issued_at  INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
);
CREATE INDEX tokens_by_code ON tokens(code_hash);

-- RSA signing keys; the private half is AEAD-encrypted with the key named by enc_key_id.
CREATE TABLE signing_keys (
    kid          TEXT PRIMARY KEY,
    purpose      TEXT NOT NULL CHECK (purpose IN ('oidc', 'api')),
    algorithm    TEXT NOT NULL CHECK (algorithm = 'RS256'),
    public_jwk   TEXT NOT NULL,
    private_enc  BLOB NOT NULL,
    enc_key_id   TEXT NOT NULL,
    created_at   INTEGER NOT NULL,
    signs_from   INTEGER NOT NULL,
    signs_until  INTEGER NOT NULL,
    publish_until INTEGER NOT NULL,
    CHECK (signs_from <= signs_until AND signs_until <= publish_until)
);
