//! Real Semaphore proofs for the verify and precheck tests: a team with an app and an
//! action, people enrolled in credential sets, and ready verify bodies. Proving is the
//! slow part, so each test makes the proofs it needs once and reuses them.

use humanid_core::portal::{NewAction, NewApp};
use humanid_core::registry::{Environment, SetKey};
use humanid_core::{AppId, TeamId};
use humanid_proof::{Field, Identity, identity_commitment, nullifier_hash, signal_hash};
use humanid_store::{Action, App, Nullifier};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::helpers::TestApp;

pub async fn team(app: &TestApp) -> String {
    app.humanid.bootstrap_team("Acme").await.unwrap().team_id
}

/// A fresh server (as `spawn_app` makes it) with the team "Acme" and its app "Poll".
pub async fn spawn_with_app(is_staging: bool, engine: &str) -> (TestApp, String, App) {
    let app = crate::api::helpers::spawn_app().await;
    let team_id = team(&app).await;
    let made = new_app(&app, &team_id, is_staging, engine).await;
    (app, team_id, made)
}

pub async fn new_app(app: &TestApp, team_id: &str, is_staging: bool, engine: &str) -> App {
    let new = NewApp {
        name: "Poll".into(),
        engine: engine.parse().unwrap(),
        is_staging,
        logo_url: String::new(),
    };
    app.humanid
        .create_app(
            &humanid_core::audit::Actor::Operator,
            &TeamId::stored(team_id),
            new,
        )
        .await
        .unwrap()
}

pub async fn new_action(
    app: &TestApp,
    team_id: &str,
    app_id: &str,
    name: &str,
    max: i64,
) -> Action {
    let new = NewAction {
        app_id: AppId::stored(app_id),
        action: Some(name.into()),
        name: name.into(),
        description: format!("{name}, described"),
        max_verifications: max,
    };
    app.humanid
        .create_action(
            &humanid_core::audit::Actor::Operator,
            &TeamId::stored(team_id),
            new,
        )
        .await
        .unwrap()
}

pub fn orb(environment: Environment) -> SetKey {
    SetKey::new("orb", environment).unwrap()
}

pub struct Person {
    pub identity: Identity,
}

impl Person {
    pub fn new(seed: &str) -> Person {
        let mut secret = seed.as_bytes().to_vec();
        Person {
            identity: Identity::from_secret(&mut secret, None),
        }
    }

    pub fn commitment(&self) -> Field {
        identity_commitment(&self.identity)
    }

    /// The nullifier hash this person reveals for `action`.
    pub fn nullifier_for(&self, action: &Action) -> Field {
        nullifier_hash(
            &self.identity,
            Field::parse(&action.external_nullifier).unwrap(),
        )
    }

    pub async fn enrol(&self, app: &TestApp, key: &SetKey) {
        app.humanid
            .registry()
            .add(key, &[self.commitment()])
            .await
            .unwrap();
    }

    /// A v1 verify body proving membership of `key`'s set (at its current root) for
    /// `action` and `signal`.
    pub async fn prove(&self, app: &TestApp, key: &SetKey, action: &Action, signal: &str) -> Value {
        let external = Field::parse(&action.external_nullifier).unwrap();
        self.prove_for(app, key, &action.action, external, signal)
            .await
    }

    /// As `prove`, for an action given by name and external nullifier (a wallet request).
    pub async fn prove_for(
        &self,
        app: &TestApp,
        key: &SetKey,
        action: &str,
        external: Field,
        signal: &str,
    ) -> Value {
        let inclusion = app
            .humanid
            .registry()
            .inclusion_proof(key, &self.commitment())
            .await
            .unwrap();
        let proof = humanid_proof::prove(
            &self.identity,
            &inclusion.proof,
            external,
            signal_hash(signal),
        )
        .unwrap();
        json!({
            "action": action,
            "signal": signal,
            "proof": proof.to_abi_hex(),
            "merkle_root": inclusion.root.to_hex(),
            "nullifier_hash": nullifier_hash(&self.identity, external).to_hex(),
            "credential_type": key.credential_type,
        })
    }
}

/// The usual set-up: an app (production unless `is_staging`), an action `vote` allowing
/// `max` uses, and one person enrolled in the app's orb set.
pub struct Scene {
    pub team_id: String,
    pub app: App,
    pub action: Action,
    pub person: Person,
    pub key: SetKey,
}

pub async fn scene(app: &TestApp, max: i64, is_staging: bool) -> Scene {
    let team_id = team(app).await;
    let made = new_app(app, &team_id, is_staging, "cloud").await;
    let action = new_action(app, &team_id, &made.id, "vote", max).await;
    let key = orb(Environment::from_staging(is_staging));
    let person = Person::new("scene person");
    person.enrol(app, &key).await;
    Scene {
        team_id,
        app: made,
        action,
        person,
        key,
    }
}

impl Scene {
    /// The recorded use of the action by the scene's person, if any.
    pub async fn recorded_use(&self, app: &TestApp) -> Option<Nullifier> {
        let nullifier = self.person.nullifier_for(&self.action).to_hex();
        let store = app.humanid.store();
        store
            .find_nullifier(&self.action.id, &nullifier)
            .await
            .unwrap()
    }
}

pub async fn post(app: &TestApp, path: &str, body: &Value) -> (StatusCode, Value) {
    let res = app
        .client
        .post(app.at(path))
        .json(body)
        .send()
        .await
        .unwrap();
    let status = res.status();
    (status, res.json().await.unwrap())
}

/// `(status, code)` of an answer, for compact assertions.
pub fn code(answer: &(StatusCode, Value)) -> (StatusCode, &str) {
    (answer.0, answer.1["code"].as_str().unwrap_or("<none>"))
}

pub fn with(body: &Value, field: &str, value: Value) -> Value {
    let mut out = body.clone();
    out[field] = value;
    out
}
