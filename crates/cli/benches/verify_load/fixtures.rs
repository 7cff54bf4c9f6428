//! What the load needs: a running service, people enrolled in a credential set, and one
//! valid verify request per person for an action.

use std::error::Error;
use std::thread;

use humanid_core::portal::{NewAction, NewApp};
use humanid_core::registry::{Environment, SetKey};
use humanid_core::secrets::MasterSecret;
use humanid_core::{Humanid, Settings};
use humanid_http::{AppState, Surface};
use humanid_proof::{
    Field, Identity, Proof, PublicInputs, identity_commitment, nullifier_hash, signal_hash,
};
use humanid_store::{Action, Store};
use serde_json::{Value, json};
use tokio::net::TcpListener;
use tokio::sync::oneshot;

pub type Res<T> = Result<T, Box<dyn Error + Send + Sync>>;

/// The service on a loopback port, in this process.
pub struct Service {
    pub url: String,
    pub humanid: Humanid,
    pub team_id: String,
    pub app_id: String,
    stop: Option<oneshot::Sender<()>>,
}

impl Service {
    pub async fn start(database_url: &str, depth: usize) -> Res<Service> {
        let store = Store::connect(database_url).await?;
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        let url = format!("http://{}", listener.local_addr()?);
        let settings = Settings {
            tree_depth: depth,
            tree_dir: None,
            ..Settings::local(&url)
        };
        let humanid = Humanid::open(store, &MasterSecret::generate(), settings).await?;
        humanid.registry().load_all().await?;
        let router = humanid_http::combined_router(AppState::new(humanid.clone()));
        let (stop, stopped) = oneshot::channel::<()>();
        tokio::spawn(humanid_http::serve(
            vec![Surface { listener, router }],
            async {
                let _ = stopped.await;
            },
        ));
        let team_id = humanid.bootstrap_team("Bench").await?.team_id;
        let app = NewApp {
            name: "Load".into(),
            engine: "cloud".into(),
            is_staging: false,
            logo_url: String::new(),
        };
        let app_id = humanid
            .create_app(&humanid_core::audit::Actor::Operator, &team_id, app)
            .await?
            .id;
        Ok(Service {
            url,
            humanid,
            team_id,
            app_id,
            stop: Some(stop),
        })
    }

    pub async fn action(&self, name: &str) -> Res<Action> {
        let new = NewAction {
            app_id: self.app_id.clone(),
            action: Some(name.into()),
            name: name.into(),
            description: String::new(),
            max_verifications: 1,
        };
        Ok(self
            .humanid
            .create_action(&humanid_core::audit::Actor::Operator, &self.team_id, new)
            .await?)
    }

    pub fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// A person enrolled in the production orb set, with the path to the current root.
pub struct Member {
    identity: Identity,
    merkle: semaphore_rs::poseidon_tree::Proof,
    root: Field,
}

pub fn orb() -> Res<SetKey> {
    Ok(SetKey::new("orb", Environment::Production)?)
}

/// Enrols `n` fresh random people (in batches, as an operator would).
pub async fn enrol(humanid: &Humanid, n: usize) -> Res<Vec<Member>> {
    let key = orb()?;
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

/// One verify request: its JSON body and, for the in-process measure, its decoded form.
pub struct Request {
    pub body: Value,
    pub proof: Proof,
    pub inputs: PublicInputs,
}

/// One valid request per member for `action`, proven on every CPU.
pub fn prove_all(members: &[Member], action: &Action) -> Res<Vec<Request>> {
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
