//! What the load needs, made once and cached (proving 1,000 proofs takes minutes on two
//! cores): a database (a SQLite file, or a PostgreSQL template database) with one app (an
//! OIDC client with a secret), one action and N people enrolled, one valid verify request
//! per person, and the master secret. Every run serves its own copy of that database, so
//! the same proofs are fresh for each.

use humanid_core::{AppId, TeamId};
use std::path::Path;
use std::thread;

use humanid_core::audit::Actor;
use humanid_core::oidc::{Authorization, Grant, TokenRequest, TokenResponse};
use humanid_core::portal::{NewAction, NewApp};
use humanid_core::registry::{Environment, SetKey};
use humanid_core::secrets::MasterSecret;
use humanid_core::{Humanid, Settings};
use humanid_proof::{
    Field, Identity, Proof, PublicInputs, identity_commitment, nullifier_hash, signal_hash,
};
use humanid_store::{Action, Store};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::Res;

/// The issuer every run's server is told to be, so tokens minted here verify there.
pub const AUTH_URL: &str = "http://humanid.bench";
pub const REDIRECT: &str = "https://rp.example/cb";
/// Bump when the cached layout changes.
const LAYOUT: u32 = 1;

/// One verify request: its JSON body and, for the in-process measure, its decoded form.
#[derive(Serialize, Deserialize)]
pub struct Request {
    pub body: Value,
    pub proof: Proof,
    pub inputs: PublicInputs,
}

#[derive(Serialize, Deserialize)]
pub struct Meta {
    pub secret: String,
    pub app_id: String,
    pub action_id: String,
    pub client_secret: String,
}

pub struct Fixture {
    pub backend: Backend,
    /// The SQLite file, or the PostgreSQL database every run is made from.
    pub db: String,
    pub meta: Meta,
    pub requests: Vec<Request>,
}

/// The store the server runs on: SQLite (the default) or, with
/// `HUMANID_BENCH_POSTGRES_URL` (an admin URL), a PostgreSQL database per run.
pub enum Backend {
    Sqlite,
    Postgres { admin: String },
}

impl Backend {
    pub fn from_env() -> Self {
        match std::env::var("HUMANID_BENCH_POSTGRES_URL") {
            Ok(admin) => Backend::Postgres { admin },
            Err(_) => Backend::Sqlite,
        }
    }

    pub fn name(&self) -> &'static str {
        match self {
            Backend::Sqlite => "SQLite",
            Backend::Postgres { .. } => "PostgreSQL",
        }
    }

    /// The URL of database `name` on the admin URL's server.
    fn url(admin: &str, name: &str) -> String {
        let (base, query) = admin.split_once('?').map_or((admin, ""), |(b, q)| (b, q));
        let server = base.rsplit_once('/').map_or(base, |(server, _)| server);
        match query {
            "" => format!("{server}/{name}"),
            q => format!("{server}/{name}?{q}"),
        }
    }
}

/// The cached fixture for (`depth`, `n`) under `cache`, made first if missing. On
/// PostgreSQL its database stays on the server as the template of every run's. With
/// `schema_by` (the oldest binary measured), that binary creates the database's schema
/// and the fixture is filled in without migrating further: a binary refuses a schema
/// newer than it knows, and each newer one migrates its run's copy when it starts.
pub async fn fixture(
    cache: &Path,
    depth: usize,
    n: usize,
    backend: Backend,
    schema_by: Option<&Path>,
) -> Res<Fixture> {
    let mut name = format!("hot_paths-v{LAYOUT}-d{depth}-n{n}");
    if let Some(name_of) = schema_by.and_then(Path::file_name) {
        name.push_str(&format!("-schema-{}", name_of.to_string_lossy()).replace(['.', '-'], "_"));
    }
    let (dir, db, db_there) = match &backend {
        Backend::Sqlite => {
            let dir = cache.join(&name);
            let db = dir.join("setup.db").display().to_string();
            (dir, db, true)
        }
        Backend::Postgres { admin } => {
            let db = name.replace('-', "_");
            let there = database_exists(&Backend::url(admin, &db)).await;
            (cache.join(format!("{name}-postgres")), db, there)
        }
    };
    if !db_there || !dir.join("meta.json").exists() {
        let building = cache.join(format!("building-{}", std::process::id()));
        std::fs::create_dir_all(&building)?;
        let url = match &backend {
            Backend::Sqlite => format!("sqlite://{}", building.join("setup.db").display()),
            Backend::Postgres { admin } => {
                Store::admin_execute(admin, &format!("DROP DATABASE IF EXISTS {db}")).await?;
                Store::admin_execute(admin, &format!("CREATE DATABASE {db}")).await?;
                Backend::url(admin, &db)
            }
        };
        let secret = humanid_core::ids::random_hex(32);
        if let Some(bin) = schema_by {
            crate::server::Server::start(bin, &building.join("schema"), &url, &secret, depth)?
                .kill()?;
        }
        build(&building, &url, depth, n, &secret, schema_by.is_some()).await?;
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::rename(&building, &dir)?;
    }
    let meta: Meta = serde_json::from_slice(&std::fs::read(dir.join("meta.json"))?)?;
    let requests = std::fs::read_to_string(dir.join("requests.jsonl"))?
        .lines()
        .map(serde_json::from_str)
        .collect::<Result<_, _>>()?;
    Ok(Fixture {
        backend,
        db,
        meta,
        requests,
    })
}

/// Whether the PostgreSQL database at `url` exists; the probe is closed before it
/// returns, since a template with a session open cannot be copied.
async fn database_exists(url: &str) -> bool {
    use sqlx::Connection;
    match sqlx::PgConnection::connect(url).await {
        Ok(conn) => conn.close().await.is_ok(),
        Err(_) => false,
    }
}

/// A run's own copy of the fixture's database.
pub struct RunDatabase {
    pub url: String,
    /// On PostgreSQL, the database to drop after the run.
    postgres: Option<String>,
}

impl Fixture {
    /// A fresh copy of the fixture's database for the run in `dir` (named after it).
    pub async fn fresh_database(&self, dir: &Path) -> Res<RunDatabase> {
        std::fs::create_dir_all(dir)?;
        match &self.backend {
            Backend::Sqlite => {
                let file = dir.join("humanid.db");
                std::fs::copy(&self.db, &file)?;
                Ok(RunDatabase {
                    url: format!("sqlite://{}", file.display()),
                    postgres: None,
                })
            }
            Backend::Postgres { admin } => {
                let run = dir.file_name().unwrap_or_default().to_string_lossy();
                // Lower case: PostgreSQL folds the unquoted name in CREATE DATABASE, while
                // the URL's name is matched as written (a run dir such as `verify-V1-…`).
                let name = format!("hot_paths_run_{}_{}", std::process::id(), run)
                    .replace('-', "_")
                    .to_lowercase();
                Store::admin_execute(admin, &format!("DROP DATABASE IF EXISTS {name}")).await?;
                let sql = format!("CREATE DATABASE {name} TEMPLATE {}", self.db);
                Store::admin_execute(admin, &sql).await?;
                Ok(RunDatabase {
                    url: Backend::url(admin, &name),
                    postgres: Some(name),
                })
            }
        }
    }

    /// Drops a run's PostgreSQL database (a SQLite copy goes with the run's directory).
    pub async fn drop_database(&self, db: RunDatabase) -> Res<()> {
        if let (Backend::Postgres { admin }, Some(name)) = (&self.backend, db.postgres) {
            let sql = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
            Store::admin_execute(admin, &sql).await?;
        }
        Ok(())
    }
}

/// The library on a run's database, as the server there sees it. The schema is left as
/// the fixture made it, for the server to migrate: a baseline binary refuses a schema
/// newer than it knows.
pub async fn open(url: &str, secret: &str, depth: usize) -> Res<Humanid> {
    let store = Store::connect_as_found(url).await?;
    let settings = Settings {
        tree_depth: depth,
        tree_dir: None,
        ..Settings::local(AUTH_URL)
    };
    Ok(Humanid::open(store, &MasterSecret::from_hex(secret)?, settings).await?)
}

/// Makes the fixture's database at `url` and its requests in `dir`.
async fn build(
    dir: &Path,
    url: &str,
    depth: usize,
    n: usize,
    secret: &str,
    schema_made: bool,
) -> Res<()> {
    let store = match schema_made {
        true => Store::connect_as_found(url).await?,
        false => Store::connect(url).await?,
    };
    let settings = Settings {
        tree_depth: depth,
        tree_dir: None,
        ..Settings::local(AUTH_URL)
    };
    let humanid = Humanid::open(store.clone(), &MasterSecret::from_hex(secret)?, settings).await?;
    humanid.registry().load_all().await?;
    let team_id = humanid.bootstrap_team("Bench").await?.team_id;
    let app = NewApp::cloud("Load");
    let app_id = humanid
        .create_app(&Actor::Operator, &TeamId::stored(&team_id), app)
        .await?
        .id;
    humanid
        .add_redirect(
            &Actor::Operator,
            &TeamId::stored(&team_id),
            &AppId::stored(&app_id),
            REDIRECT,
        )
        .await?;
    let client_secret = humanid
        .reset_client_secret(
            &Actor::Operator,
            &TeamId::stored(&team_id),
            &AppId::stored(&app_id),
        )
        .await?;
    let new = NewAction::new(AppId::stored(&app_id), "load", "load", 1);
    let action = humanid
        .create_action(&Actor::Operator, &TeamId::stored(&team_id), new)
        .await?;
    let members = enrol(&humanid, n).await?;
    let requests = prove_all(&members, &action)?;
    let mut lines = String::new();
    for r in &requests {
        lines.push_str(&serde_json::to_string(r)?);
        lines.push('\n');
    }
    std::fs::write(dir.join("requests.jsonl"), lines)?;
    store.close().await;
    let meta = Meta {
        secret: secret.to_owned(),
        app_id,
        action_id: action.id,
        client_secret,
    };
    std::fs::write(dir.join("meta.json"), serde_json::to_vec(&meta)?)?;
    Ok(())
}

/// `n` access tokens of the fixture's app, each from its own code exchanged in-process.
pub async fn mint_access_tokens(humanid: &Humanid, app_id: &str, n: usize) -> Res<Vec<String>> {
    let answers = exchange_codes(humanid, app_id, n, &["openid", "email"]).await?;
    Ok(answers.into_iter().map(|t| t.access_token).collect())
}

/// `n` codes granting `scopes`, each exchanged in-process: the token answers.
pub async fn exchange_codes(
    humanid: &Humanid,
    app_id: &str,
    n: usize,
    scopes: &[&str],
) -> Res<Vec<TokenResponse>> {
    let client = humanid.store().get_app(app_id).await?;
    let mut answers = Vec::with_capacity(n);
    for code in mint_codes(humanid, app_id, n, scopes).await? {
        let req = TokenRequest::authorization_code(code, REDIRECT);
        answers.push(humanid.token(&client, req).await?);
    }
    Ok(answers)
}

/// `n` codes of the fixture's app for the same person, granting `scopes`, made as a
/// sign-in would (none is exchanged yet).
pub async fn mint_codes(
    humanid: &Humanid,
    app_id: &str,
    n: usize,
    scopes: &[&str],
) -> Res<Vec<String>> {
    let grant = Grant {
        sid: None,
        client_id: app_id.into(),
        sub: format!("0x{}", "5a".repeat(32)),
        credential_type: humanid_core::registry::CredentialType::Orb,
        scopes: scopes.iter().map(|s| s.to_string()).collect(),
        nonce: Some("bench".into()),
        auth_time: chrono::Utc::now().timestamp(),
    };
    let auth = Authorization::code_flow(&grant, REDIRECT);
    // Several at once: the library groups their writes, as the server does sign-ins'.
    let mut tasks = tokio::task::JoinSet::new();
    for share in 0..16 {
        let (humanid, grant, auth) = (humanid.clone(), grant.clone(), auth.clone());
        let count = n / 16 + usize::from(share < n % 16);
        tasks.spawn(async move {
            let mut codes = Vec::with_capacity(count);
            for _ in 0..count {
                codes.push(humanid.issue_code(&grant, &auth).await?);
            }
            Ok::<_, humanid_core::CoreError>(codes)
        });
    }
    let mut codes = Vec::with_capacity(n);
    while let Some(share) = tasks.join_next().await {
        codes.extend(share??);
    }
    Ok(codes)
}

/// A person enrolled in the production orb set, with the path to the current root.
struct Member {
    identity: Identity,
    merkle: semaphore_rs::poseidon_tree::Proof,
    root: Field,
}

/// Enrols `n` fresh random people (in batches, as an operator would).
async fn enrol(humanid: &Humanid, n: usize) -> Res<Vec<Member>> {
    let key = SetKey::new("orb", Environment::Production)?;
    let identities: Vec<Identity> = (0..n)
        .map(|_| Identity::from_secret(&mut humanid_core::ids::random_hex(32).into_bytes(), None))
        .collect();
    let commitments: Vec<Field> = identities.iter().map(identity_commitment).collect();
    for chunk in commitments.chunks(humanid_core::registry::MAX_BATCH) {
        humanid.registry().add(&key, chunk).await?;
    }
    let mut members = Vec::with_capacity(n);
    for (identity, commitment) in identities.into_iter().zip(&commitments) {
        let inclusion = humanid.registry().inclusion_proof(&key, commitment).await?;
        let merkle = serde_json::from_value(serde_json::to_value(&inclusion.proof)?)?;
        members.push(Member {
            identity,
            merkle,
            root: inclusion.root,
        });
    }
    Ok(members)
}

/// One valid request per member for `action`, proven on every CPU.
fn prove_all(members: &[Member], action: &Action) -> Res<Vec<Request>> {
    let external = Field::parse(&action.external_nullifier)?;
    let cpus = thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = members.len().div_ceil(cpus).max(1);
    thread::scope(|scope| {
        let workers: Vec<_> = members
            .chunks(chunk)
            .enumerate()
            .map(|(part, chunk)| scope.spawn(move || prove_chunk(chunk, part, action, external)))
            .collect();
        let mut out = Vec::with_capacity(members.len());
        for worker in workers {
            out.extend(worker.join().map_err(|_| "a prover thread panicked")??);
        }
        Ok(out)
    })
}

fn prove_chunk(
    members: &[Member],
    part: usize,
    action: &Action,
    external: Field,
) -> Res<Vec<Request>> {
    let mut out = Vec::with_capacity(members.len());
    for (i, m) in members.iter().enumerate() {
        let signal = format!("bench {part}/{i}");
        let hash = signal_hash(&signal);
        let proof = semaphore_rs::protocol::generate_proof(
            &m.identity,
            &m.merkle,
            external.as_u256(),
            hash.as_u256(),
        )?;
        let proof = Proof::try_from(proof)?;
        let inputs = PublicInputs {
            root: m.root,
            nullifier_hash: nullifier_hash(&m.identity, external),
            signal_hash: hash,
            external_nullifier: external,
        };
        let body = json!({
            "action": action.action,
            "signal": signal,
            "proof": proof.to_abi_hex(),
            "merkle_root": m.root.to_hex(),
            "nullifier_hash": inputs.nullifier_hash.to_hex(),
            "credential_type": "orb",
        });
        out.push(Request {
            body,
            proof,
            inputs,
        });
    }
    Ok(out)
}
