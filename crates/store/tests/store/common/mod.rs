//! Builders for rows used across the store tests.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use humanid_store::auth_codes::AuthCodeRow;
use humanid_store::tokens::TokenRow;
use humanid_store::*;

pub const MINUTE: i64 = 60_000_000;

/// A well-formed id: prefix + 32 hex digits derived from a short label.
pub fn ids(prefix: &str, label: &str) -> String {
    let hex: String = label.bytes().map(|b| format!("{b:02x}")).collect();
    format!("{prefix}_{hex:0>32}")
}

pub fn team(label: &str) -> Team {
    team_named(label)
}

pub fn team_named(label: &str) -> Team {
    Team {
        id: ids("team", label),
        name: format!("Team {label}"),
        created_at: now_micros(),
    }
}

pub fn key(team_id: &str, label: &str) -> ApiKey {
    let now = now_micros();
    ApiKey {
        id: ids("key", label),
        team_id: team_id.to_owned(),
        name: String::new(),
        secret_hash: format!("hash-{label}"),
        is_active: true,
        created_at: now,
        updated_at: now,
        last_used_at: None,
        scope: "admin".into(),
    }
}

pub fn app(team_id: &str, label: &str, staging: bool) -> App {
    let now = now_micros();
    let id = if staging {
        ids("app_staging", label)
    } else {
        ids("app", label)
    };
    let name = format!("App {label}");
    App::new(
        id,
        team_id.to_owned(),
        name,
        humanid_store::Engine::Cloud,
        staging,
        now,
    )
}

/// Redirect `label` of `app_id` to `uri`.
pub fn redirect(app_id: &str, label: &str, uri: &str) -> Redirect {
    Redirect {
        id: ids("redirect", label),
        app_id: app_id.to_owned(),
        redirect_uri: uri.to_owned(),
        created_at: now_micros(),
    }
}

pub fn action(app_id: &str, name: &str, max: i64) -> Action {
    let now = now_micros();
    Action {
        id: ids("action", &format!("{}{name}", &app_id[app_id.len() - 4..])),
        app_id: app_id.to_owned(),
        action: name.to_owned(),
        name: format!("Action {name}"),
        description: String::new(),
        max_verifications: max,
        max_accounts_per_user: 1,
        external_nullifier: format!("0xen-{name}"),
        status: humanid_store::Status::Active,
        created_at: now,
        updated_at: now,
    }
}

/// `n` as a field element in hex (0x and 64 digits), as nullifiers and commitments are kept.
pub fn nullifier_hex(n: u64) -> String {
    format!("0x{n:064x}")
}

pub async fn seed_team(store: &Store, label: &str) -> Team {
    let t = team(label);
    store
        .insert_team_with_key(&t, &key(&t.id, &format!("seed{label}")))
        .await
        .unwrap();
    t
}

/// An app with its sign-in action, as the portal creates it.
pub async fn seed_app(store: &Store, team_id: &str, label: &str, staging: bool) -> App {
    let a = app(team_id, label, staging);
    let mut signin = action(&a.id, "", 0);
    signin.id = ids("action", &format!("si{label}{staging}"));
    store.insert_app(&a, &[signin]).await.unwrap();
    a
}

/// A database of its own on `fresh`'s backend (not the one `fresh` was migrated on),
/// migrated up to and including `last` as an older binary would have left it: the
/// directory that holds it (SQLite), its URL and a store connected without migrating.
pub async fn database_at_migration(fresh: &Store, last: i64) -> (tempfile::TempDir, String, Store) {
    let dir = tempfile::tempdir().unwrap();
    let url = match fresh.backend() {
        Backend::Sqlite => format!("sqlite://{}", dir.path().join("old.db").display()),
        Backend::Postgres => test_support::fresh_postgres_url().await,
    };
    let old = Store::connect_as_found(&url).await.unwrap();
    migrate_up_to(&old, last).await;
    (dir, url, old)
}

/// Runs this backend's migrations up to and including `last` from the files, as an
/// older binary would have.
async fn migrate_up_to(store: &Store, last: i64) {
    let backend = match store.backend() {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    };
    let from = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("migrations")
        .join(backend);
    let dir = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(&from).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let version: i64 = name[..4].parse().unwrap();
        if version <= last {
            std::fs::copy(&path, dir.path().join(&name)).unwrap();
        }
    }
    let migrator = sqlx::migrate::Migrator::new(dir.path()).await.unwrap();
    with_pool!(store, p => migrator.run(p).await).unwrap();
}

/// An authorization code for `app_id`, stored under `hash`, live for ten minutes.
pub fn auth_code(app_id: &str, hash: &str) -> AuthCodeRow {
    let now = now_micros();
    AuthCodeRow {
        code_hash: hash.into(),
        app_id: app_id.into(),
        redirect_uri: "https://rp.example/cb".into(),
        code_challenge: None,
        grant_data: "{}".into(),
        created_at: now,
        expires_at: now + 10 * MINUTE,
        consumed_at: None,
        revoked_at: None,
    }
}

/// An access token `jti` for `app_id`, live for an hour, tied to no code or family.
pub fn access_token(app_id: &str, jti: &str) -> TokenRow {
    let now = now_micros();
    TokenRow {
        jti: jti.into(),
        app_id: app_id.into(),
        code_hash: None,
        kind: "access".into(),
        family_id: None,
        issued_at: now,
        expires_at: now + 60 * MINUTE,
        revoked_at: None,
    }
}

/// Whether access token `jti` is live at `at`.
pub async fn token_is_live(store: &Store, jti: &str, at: i64) -> bool {
    store.find_live_token(jti, at).await.unwrap().is_some()
}

/// Stores one authorization code per hash, one at a time, as separate sign-ins do.
pub async fn insert_codes(store: &Store, app_id: &str, hashes: &[&str]) {
    for hash in hashes {
        store
            .insert_auth_code(&auth_code(app_id, hash))
            .await
            .unwrap();
    }
}
