-- Developer portal: accounts with passkeys, sessions, team memberships, invites, the
-- team audit log, and when each API key was last used.
-- Keep in step with ../postgres/0004_portal_accounts.sql.

ALTER TABLE api_keys ADD COLUMN last_used_at INTEGER;

CREATE TABLE accounts (
    id           TEXT PRIMARY KEY CHECK (id LIKE 'acct\_%' ESCAPE '\'),
    display_name TEXT NOT NULL CHECK (length(display_name) BETWEEN 1 AND 100),
    -- The WebAuthn user handle (a UUID) that resident passkeys carry.
    user_handle  TEXT NOT NULL UNIQUE,
    created_at   INTEGER NOT NULL
);

-- `passkey` is the webauthn-rs Passkey as JSON (public key, counter, flags).
CREATE TABLE passkeys (
    credential_id TEXT PRIMARY KEY,
    account_id    TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    passkey       TEXT NOT NULL,
    created_at    INTEGER NOT NULL,
    last_used_at  INTEGER
);
CREATE INDEX passkeys_account ON passkeys(account_id);

CREATE TABLE memberships (
    team_id    TEXT NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    role       TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (team_id, account_id)
);
CREATE INDEX memberships_account ON memberships(account_id);

-- Only a keyed hash of the session token is stored.
CREATE TABLE portal_sessions (
    token_hash   TEXT PRIMARY KEY,
    account_id   TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    team_id      TEXT REFERENCES teams(id) ON DELETE SET NULL,
    created_at   INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL
);
CREATE INDEX portal_sessions_account ON portal_sessions(account_id);

CREATE TABLE invites (
    id          TEXT PRIMARY KEY CHECK (id LIKE 'inv\_%' ESCAPE '\'),
    token_hash  TEXT NOT NULL UNIQUE,
    team_id     TEXT NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    role        TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    used_at     INTEGER,
    used_by     TEXT REFERENCES accounts(id) ON DELETE SET NULL
);
CREATE INDEX invites_team ON invites(team_id);

-- WebAuthn ceremony state between its start and finish (any replica may finish it).
CREATE TABLE webauthn_ceremonies (
    id         TEXT PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('register', 'authenticate')),
    state      TEXT NOT NULL,
    expires_at INTEGER NOT NULL
);

CREATE TABLE audit_log (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id     TEXT NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    actor_kind  TEXT NOT NULL CHECK (actor_kind IN ('account', 'api_key', 'operator')),
    actor_id    TEXT NOT NULL,
    actor_label TEXT NOT NULL,
    action      TEXT NOT NULL,
    target      TEXT NOT NULL,
    detail      TEXT NOT NULL,
    at          INTEGER NOT NULL
);
CREATE INDEX audit_log_team ON audit_log(team_id, id);
