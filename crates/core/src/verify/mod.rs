//! Verifying a person's proof for an app's action and recording the use
//! (docs/architecture.md, "Verify"; the codes: docs/api-reference.md).
//!
//! Failures are reported in the documented order: app, action, engine, action status,
//! credential type, `max_age`, decoding, root, uses so far (cheap, so before the costly
//! proof), proof. Then the use is recorded by one atomic statement that refuses to pass
//! `max_verifications`, committed (with any other uses queued at that moment) before
//! the caller hears of it. An action found serving moments ago is taken from memory
//! (see `known`); the uses check is then the recording statement's own, and a refusal
//! is judged again on a fresh lookup, so refusals keep that order.

mod batcher;
mod created;
mod error;
mod known;
mod parse;
mod recorder;

use std::time::Instant;

use humanid_proof::{Field, PublicInputs};
use humanid_store::actions::ActionUses;
use humanid_store::nullifiers::NewUse;
use humanid_store::{App, StoreError};
use serde::Serialize;

use crate::registry::{CredentialType, CredentialTypeName, RootStatus, UnknownCredentialType};
use crate::{CoreError, CoreResult, Humanid, ids};
use parse::{Parsed, is_app_id};

pub use batcher::{BatchVerifier, GATHER, MAX_BATCH, Verdict};
pub use error::VerifyError;
pub use known::KnownActions;
pub use recorder::{MAX_GROUP, UseRecorder, Uses};

/// Bounds of `max_age`: how many seconds after it became current an older root is
/// still accepted (the current root always is).
pub const MIN_MAX_AGE: i64 = 3_600;
pub const MAX_MAX_AGE: i64 = 604_800;

/// What a verification does when the app has no such action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MissingAction {
    /// `invalid_action` (v1, v2, the wallet hand-off).
    Refuse,
    /// Creates it, unlimited (World ID 4.0 clients).
    Create,
}

/// The signal as v1 (`signal`) or v2 (`signal_hash`) sends it.
#[derive(Clone, Debug)]
pub enum Signal {
    Text(String),
    Hash(String),
}

/// A verification request as received; every field is checked here, in order.
#[derive(Clone, Debug)]
pub struct VerifyRequest {
    pub action: String,
    pub signal: Signal,
    /// Parsed where the request arrives; a name that is no credential type is refused
    /// in its turn (after the app and action), naming `credential_field`.
    pub credential_type: Result<CredentialType, UnknownCredentialType>,
    /// The body field that carried the credential type, for error messages:
    /// `credential_type` (v1) or `verification_level` (v2).
    pub credential_field: &'static str,
    pub proof: String,
    pub merkle_root: String,
    pub nullifier_hash: String,
    pub max_age: Option<i64>,
}

/// The 200 body (docs/api-reference.md, plus the reference platform's extra fields).
#[derive(Clone, Debug, Serialize, PartialEq, Eq, utoipa::ToSchema)]
pub struct Verified {
    pub success: bool,
    pub action: String,
    pub nullifier_hash: String,
    pub created_at: String,
    pub uses: i64,
    pub max_uses: i64,
    #[schema(value_type = CredentialTypeName)]
    pub verification_level: CredentialType,
}

/// `2026-11-21T11:20:39.530041+00:00` from microseconds since the epoch.
pub fn timestamp(micros: i64) -> String {
    chrono::DateTime::from_timestamp_micros(micros)
        .unwrap_or_default()
        .format("%Y-%m-%dT%H:%M:%S%.6f+00:00")
        .to_string()
}

/// Whether a person with `uses` so far may not use an action allowing `max` (0 = unlimited).
pub(crate) fn exhausted(uses: Option<i64>, max: i64) -> bool {
    max > 0 && uses.is_some_and(|n| n >= max)
}

impl Humanid {
    /// An app that serves verifications: it exists, is not archived and is active.
    pub async fn serving_app(&self, app_id: &str) -> Result<App, VerifyError> {
        if !is_app_id(app_id) {
            return Err(VerifyError::AppNotFound);
        }
        match self.store().get_app(app_id).await {
            Ok(app) if !app.is_archived && app.status.is_active() => Ok(app),
            Ok(_) | Err(StoreError::NotFound) => Err(VerifyError::AppNotFound),
            Err(e) => Err(e.into()),
        }
    }

    /// The app for a verification this service asks for itself (the hosted page, a
    /// kiosk): serving and off-chain, with `action` known and active.
    pub(crate) async fn app_verifying_action(&self, app_id: &str, action: &str) -> CoreResult<App> {
        let app = self.serving_app(app_id).await?;
        if app.engine == humanid_store::Engine::OnChain {
            return Err(VerifyError::InvalidEngine.into());
        }
        let found = self.find_app_action(app_id, action, "").await?;
        let target = found.ok_or(VerifyError::InvalidAction)?;
        if !target.action.status.is_active() {
            return Err(VerifyError::ActionInactive.into());
        }
        Ok(app)
    }

    /// The app's action by its identifier, with the uses the person (canonical
    /// `nullifier_hash`) made of it. Names no app or action could have (a NUL, which
    /// PostgreSQL text cannot hold) find nothing without asking the database.
    pub async fn find_app_action(
        &self,
        app_id: &str,
        action: &str,
        nullifier_hash: &str,
    ) -> CoreResult<Option<ActionUses>> {
        if !is_app_id(app_id) || action.contains('\0') {
            return Ok(None);
        }
        let found = self
            .store()
            .find_action_with_uses(app_id, action, nullifier_hash);
        Ok(found.await?)
    }

    /// Verifies the proof and records one use of the action by the person.
    /// A success is durable: the use is committed before this returns.
    pub async fn verify(&self, app_id: &str, req: VerifyRequest) -> Result<Verified, VerifyError> {
        self.verify_with(app_id, req, MissingAction::Refuse).await
    }

    /// As [`Humanid::verify`], but an action the app does not have yet is created (active,
    /// unlimited) once the proof has verified, as World ID 4.0 clients expect.
    pub async fn verify_creating(
        &self,
        app_id: &str,
        req: VerifyRequest,
    ) -> Result<Verified, VerifyError> {
        self.verify_with(app_id, req, MissingAction::Create).await
    }

    async fn verify_with(
        &self,
        app_id: &str,
        req: VerifyRequest,
        missing: MissingAction,
    ) -> Result<Verified, VerifyError> {
        let version = self.store().catalog_version();
        let Some(known) = self.known_actions().get(app_id, &req.action, version) else {
            return self.verify_as(app_id, &req, None, None, missing).await;
        };
        let external_nullifier = known.action.external_nullifier.clone();
        match self
            .verify_as(app_id, &req, Some(known), None, missing)
            .await
        {
            // Judged again on what the database says now, so the refusal is the first in
            // the documented order (docs/api-reference.md), as it would have been without
            // memory. (A fault is not retried: whether its write landed is unknown.)
            Err(e) if !matches!(e, VerifyError::Core(CoreError::Internal(_))) => {
                let bad_proof = matches!(e, VerifyError::InvalidProof);
                let failed_for = bad_proof.then_some(external_nullifier);
                self.verify_as(app_id, &req, None, failed_for, missing)
                    .await
            }
            done => done,
        }
    }

    /// One verification, the app and action taken from `known` (remembered as serving,
    /// the person's uses unknown) or else looked up. `proof_failed_for`: the external
    /// nullifier for which this same request's proof was just found invalid, so it is not
    /// checked twice.
    async fn verify_as(
        &self,
        app_id: &str,
        req: &VerifyRequest,
        known: Option<ActionUses>,
        proof_failed_for: Option<String>,
        missing: MissingAction,
    ) -> Result<Verified, VerifyError> {
        let parsed = Parsed::new(app_id, req);
        let nullifier = match &parsed.fields {
            Ok(f) => f.nullifier_hash.to_hex(),
            Err(_) => String::new(),
        };
        // Both lookups at once (one round trip of latency) while the proof is parsed; the
        // answers are judged below in the documented order (docs/api-reference.md), the
        // proof last.
        let root_check = async {
            match (&parsed.key, &parsed.max_age, &parsed.fields) {
                (Ok(key), Ok(max_age), Ok(f)) => {
                    Some(self.registry().check_root(key, &f.root, *max_age).await)
                }
                _ => None,
            }
        };
        let find = async {
            if known.is_some() {
                return Ok(known);
            }
            let (asked, version) = (Instant::now(), self.store().catalog_version());
            let found = self.find_app_action(app_id, &req.action, &nullifier);
            let found = found.await?;
            if let Some(found) = &found {
                let known = self.known_actions();
                known.put(app_id, &req.action, asked, version, found);
            }
            Ok::<_, CoreError>(found)
        };
        let (target, root, proof) = tokio::join!(find, root_check, async { parse::proof(req) });
        let (action, uses) = match target? {
            Some(t) if t.app_is_live && t.app_engine == humanid_store::Engine::OnChain => {
                return Err(VerifyError::InvalidEngine);
            }
            Some(t) if t.app_is_live => (t.action, t.uses),
            Some(_) => return Err(VerifyError::AppNotFound),
            // Rare: find out whether the app or only the action is missing.
            None => {
                let app = self.serving_app(app_id).await?;
                match missing {
                    MissingAction::Refuse => return Err(VerifyError::InvalidAction),
                    MissingAction::Create if app.engine == humanid_store::Engine::OnChain => {
                        return Err(VerifyError::InvalidEngine);
                    }
                    MissingAction::Create => (created::unsaved(app_id, &req.action), None),
                }
            }
        };
        if !action.status.is_active() {
            return Err(VerifyError::ActionInactive);
        }
        let key = parsed.key?;
        parsed.max_age?;
        let proof = proof?;
        let fields = parsed.fields?;
        match root {
            Some(Ok(RootStatus::Valid)) => {}
            Some(Ok(RootStatus::Unknown)) => return Err(VerifyError::InvalidMerkleRoot),
            Some(Ok(RootStatus::TooOld)) => return Err(VerifyError::RootTooOld),
            Some(Err(e)) => return Err(e.into()),
            None => return Err(CoreError::Internal("the root was not checked".into()).into()),
        }
        if exhausted(uses, action.max_verifications) {
            return Err(VerifyError::MaxVerificationsReached);
        }
        let inputs = PublicInputs {
            root: fields.root,
            nullifier_hash: fields.nullifier_hash,
            signal_hash: fields.signal_hash,
            external_nullifier: Field::parse(&action.external_nullifier).map_err(|_| {
                CoreError::Internal(format!("action {} has a bad external nullifier", action.id))
            })?,
        };
        let depth = self.registry().depth(&key)?;
        // The same request failed on a remembered action with these very inputs.
        if proof_failed_for.as_ref() == Some(&action.external_nullifier) {
            return Err(VerifyError::InvalidProof);
        }
        let verdict = self.proof_verifier().verify(depth, proof, inputs).await?;
        let Verdict::Valid(promised) = verdict else {
            return Err(VerifyError::InvalidProof);
        };
        // An action first seen now is stored once its proof holds, so refused requests
        // leave nothing behind; one made meanwhile by someone else keeps its settings.
        // That write comes first, so the group commit is not kept waiting for it.
        let (action, promised) = if action.id.is_empty() {
            drop(promised);
            (self.create_unlimited_action(action).await?, None)
        } else {
            (action, Some(promised))
        };
        let new_use = NewUse {
            new_id: ids::nullifier_id(),
            action_id: action.id.clone(),
            nullifier_hash: nullifier,
            max_uses: action.max_verifications,
        };
        let used = self
            .use_recorder()
            .submit_promised(new_use, promised)
            .await?
            .ok_or(VerifyError::MaxVerificationsReached)?;
        Ok(Verified {
            success: true,
            action: action.action,
            nullifier_hash: used.nullifier_hash,
            created_at: timestamp(used.created_at),
            uses: used.uses,
            max_uses: action.max_verifications,
            verification_level: key.credential_type,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_have_microseconds_and_a_utc_offset() {
        assert_eq!(
            timestamp(1_795_260_039_530_041),
            "2026-11-21T11:20:39.530041+00:00"
        );
        assert_eq!(timestamp(0), "1970-01-01T00:00:00.000000+00:00");
    }
}
