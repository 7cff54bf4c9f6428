//! The wallet hand-off (docs/architecture.md, "Wallet hand-off"), shared by OIDC sign-in
//! and the hosted verification page: a request waits for a wallet's proof, then the browser
//! that started it (and only that browser, by its binding cookie) collects the result once.

mod delivery;
pub mod simulator;

use crate::Code;
use humanid_store::requests::RequestRow;
use humanid_store::{App, StoreError, now_micros};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::registry::CredentialType;
use crate::verify::{Signal, VerifyError, VerifyRequest, timestamp};
use crate::{CoreError, CoreResult, Humanid, ids};

pub use delivery::{Delivery, ResponseMode};

/// How long a request waits for a proof and its result for collection.
pub const REQUEST_LIFETIME_SECS: i64 = 600;
/// Sign-in proofs must use a root that became current at most this long ago.
pub const SIGN_IN_MAX_AGE: i64 = 3_600;
const BINDING_DOMAIN: &str = "request-binding";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Kind {
    #[serde(rename = "sign-in")]
    SignIn,
    #[serde(rename = "verification")]
    Verification,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::SignIn => "sign-in",
            Kind::Verification => "verification",
        }
    }

    pub fn of(row: &RequestRow) -> Kind {
        if row.kind == "sign-in" {
            Kind::SignIn
        } else {
            Kind::Verification
        }
    }
}

/// What a flow asks a wallet to prove.
pub struct NewRequest {
    pub kind: Kind,
    /// The app asking (already checked by the flow that opens the request).
    pub app: App,
    pub action: String,
    /// `None`: the request's own id is the signal (sign-in without a nonce).
    pub signal: Option<String>,
    /// Flow parameters, kept for the completion.
    pub params: Value,
}

/// A new request, the app it is for, and the secret of the browser's binding cookie
/// (never stored).
pub struct Created {
    pub request: RequestRow,
    pub app: App,
    pub binding: String,
}

#[derive(Debug, Serialize)]
pub struct AppView {
    pub id: String,
    pub name: String,
    pub is_verified: bool,
    pub verified_app_logo: String,
    pub is_staging: bool,
}

/// Everything a wallet needs to prove (`GET /requests/{id}`).
#[derive(Debug, Serialize)]
pub struct WalletView {
    pub request_id: String,
    pub kind: Kind,
    pub app: AppView,
    pub action: String,
    pub external_nullifier: String,
    pub signal: String,
    pub scopes: Vec<String>,
    pub credential_types: Vec<CredentialType>,
    pub expires_at: String,
    pub status: Status,
}

/// A wallet's answer to a request (`POST /requests/{id}/proof`).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProofSubmission {
    pub proof: String,
    pub merkle_root: String,
    pub nullifier_hash: String,
    pub credential_type: String,
}

/// A result on its way to the browser, and the IdP session it leaves (sign-in).
pub struct Delivered {
    pub delivery: Delivery,
    pub session: Option<crate::oidc::session::IssuedSession>,
}

/// What `complete` found: still waiting, or the approved request (now completed).
pub enum Completion {
    Pending(RequestRow),
    Approved(RequestRow),
}

/// Where a request stands, as wallets, kiosks and the sign-in page are told.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Pending,
    Approved,
    Expired,
    Completed,
}

/// Where `row` stands at `now`: a stored `pending` or `approved` past its expiry is expired.
pub fn status_of(row: &RequestRow, now: i64) -> Status {
    match row.status.as_str() {
        "completed" => Status::Completed,
        _ if row.expires_at <= now => Status::Expired,
        "approved" => Status::Approved,
        _ => Status::Pending,
    }
}

pub fn expires_at(row: &RequestRow) -> String {
    timestamp(row.expires_at)
}

fn expired() -> CoreError {
    CoreError::invalid(
        Code::Expired,
        None,
        "This request has expired; start again from the app.",
    )
}

fn no_such_request() -> CoreError {
    CoreError::not_found("No such request.")
}

/// The app as a wallet and the sign-in page show it.
pub fn app_view(app: &App) -> AppView {
    AppView {
        id: app.id.clone(),
        name: app.name.clone(),
        is_verified: app.is_verified,
        verified_app_logo: app.verified_app_logo().to_owned(),
        is_staging: app.is_staging,
    }
}

impl Humanid {
    /// Creates a pending request that lives [`REQUEST_LIFETIME_SECS`].
    pub async fn create_request(&self, new: NewRequest) -> CoreResult<Created> {
        let binding = ids::random_hex(32);
        let binding_hash = self.hasher().hash(BINDING_DOMAIN, &binding);
        let params = new.params.to_string();
        let now = now_micros();
        let mut attempts = 0;
        loop {
            let id = ids::request_id();
            let row = RequestRow {
                signal: new.signal.clone().unwrap_or_else(|| id.clone()),
                id,
                kind: new.kind.as_str().into(),
                app_id: new.app.id.clone(),
                action: new.action.clone(),
                short_code: ids::short_code(),
                binding_hash: binding_hash.clone(),
                params: params.clone(),
                status: "pending".into(),
                nullifier_hash: None,
                credential_type: None,
                created_at: now,
                expires_at: now + REQUEST_LIFETIME_SECS * 1_000_000,
                approved_at: None,
                completed_at: None,
            };
            match self.store().insert_request(&row).await {
                Ok(()) => {
                    return Ok(Created {
                        request: row,
                        app: new.app,
                        binding,
                    });
                }
                // A short code collision (40 bits): draw another.
                Err(StoreError::Conflict { .. }) if attempts < 3 => attempts += 1,
                Err(e) => return Err(e.into()),
            }
        }
    }

    pub async fn request(&self, id: &str) -> CoreResult<RequestRow> {
        if !ids::has_shape(id, "req_") {
            return Err(no_such_request());
        }
        self.store()
            .get_request(id)
            .await?
            .ok_or_else(no_such_request)
    }

    /// The request a person typed the short code of (any case, dashes optional).
    pub async fn request_by_short_code(&self, typed: &str) -> CoreResult<RequestRow> {
        let code = ids::normalise_short_code(typed);
        if code.len() != 8 || !code.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(no_such_request());
        }
        let row = self.store().find_request_by_code(&code).await?;
        row.ok_or_else(no_such_request)
    }

    pub async fn wallet_view(&self, row: &RequestRow) -> CoreResult<WalletView> {
        let app = self.store().get_app(&row.app_id).await?;
        // Sign-in requests keep their authorization (with its granted scopes) in params.
        let params: Value = serde_json::from_str(&row.params).unwrap_or_default();
        let scopes = params["authorization"]["scopes"]
            .as_array()
            .map(|s| {
                s.iter()
                    .filter_map(|v| v.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default();
        Ok(WalletView {
            request_id: row.id.clone(),
            kind: Kind::of(row),
            app: app_view(&app),
            action: row.action.clone(),
            external_nullifier: humanid_proof::external_nullifier(&row.app_id, &row.action)
                .to_hex(),
            signal: row.signal.clone(),
            scopes,
            credential_types: CredentialType::ALL.to_vec(),
            expires_at: expires_at(row),
            status: status_of(row, now_micros()),
        })
    }

    /// Verifies a wallet's proof for the request and approves it. The proof is checked
    /// exactly as `POST /api/v1/verify` would (and the use counted), with the request's
    /// action and signal; sign-in also bounds the root's age to [`SIGN_IN_MAX_AGE`].
    pub async fn submit_proof(&self, id: &str, proof: ProofSubmission) -> CoreResult<()> {
        let row = self.request(id).await?;
        match status_of(&row, now_micros()) {
            Status::Pending => {}
            Status::Expired => return Err(expired()),
            Status::Approved | Status::Completed => return Err(already_answered()),
        }
        let kind = Kind::of(&row);
        let request = VerifyRequest {
            action: row.action.clone(),
            signal: Signal::Text(row.signal.clone()),
            credential_type: proof.credential_type.parse(),
            credential_field: "credential_type",
            proof: proof.proof,
            merkle_root: proof.merkle_root,
            nullifier_hash: proof.nullifier_hash,
            max_age: (kind == Kind::SignIn).then_some(SIGN_IN_MAX_AGE),
        };
        let verified = match self.verify(&row.app_id, request).await {
            Ok(v) => v,
            Err(e) => {
                self.note_refusal(&row.id, &e).await;
                return Err(e.into());
            }
        };
        let approved = self.store().approve_request(
            &row.id,
            &verified.nullifier_hash,
            verified.verification_level.as_str(),
            now_micros(),
        );
        match approved.await {
            Ok(true) => Ok(()),
            Ok(false) => match status_of(&self.request(id).await?, now_micros()) {
                Status::Expired => Err(expired()),
                _ => Err(already_answered()),
            },
            Err(StoreError::Conflict { .. }) => Err(CoreError::invalid(
                Code::ReplayedProof,
                Some("proof"),
                "This proof has already been used to sign in.",
            )),
            Err(e) => Err(e.into()),
        }
    }

    /// Keeps the code of a refused proof on the request (a kiosk shows it). Faults on our
    /// side are not the person's result, and failing to note one must not hide the
    /// refusal from the wallet, so it is only logged.
    async fn note_refusal(&self, id: &str, err: &VerifyError) {
        if matches!(err, VerifyError::Core(CoreError::Internal(_))) {
            return;
        }
        let noted = self
            .store()
            .record_request_failure(id, err.code(), now_micros());
        if let Err(e) = noted.await {
            tracing::warn!(error = %e, request = id, "could not note a refused proof");
        }
    }

    /// Whether `cookie` is the binding secret of the browser that created the request.
    pub fn is_bound_browser(&self, row: &RequestRow, cookie: Option<&str>) -> bool {
        cookie.is_some_and(|c| self.hasher().verify(BINDING_DOMAIN, c, &row.binding_hash))
    }

    /// The browser collects the result: once, and only with its binding cookie.
    pub async fn complete_request(&self, id: &str, cookie: Option<&str>) -> CoreResult<Completion> {
        let row = self.request(id).await?;
        if !self.is_bound_browser(&row, cookie) {
            return Err(CoreError::Unauthenticated {
                code: Code::Unauthenticated,
                detail: "This browser did not start this request.".into(),
            });
        }
        let now = now_micros();
        match status_of(&row, now) {
            Status::Pending => Ok(Completion::Pending(row)),
            Status::Expired => Err(expired()),
            Status::Completed => Err(already_completed()),
            Status::Approved => match self.store().complete_request(id, now).await? {
                Some(done) => Ok(Completion::Approved(done)),
                None => Err(already_completed()),
            },
        }
    }

    /// Deletes requests, codes, tokens, sessions (the IdP's and the portal's), relay
    /// entries and passkey ceremonies that can no longer be used. Tokens and refresh tokens go first: a code (or
    /// family) is kept while something refers to it, so its revocation keeps applying.
    pub async fn purge_expired(&self) -> CoreResult<u64> {
        let now = now_micros();
        let store = self.store();
        let tokens = store.delete_expired_tokens(now).await?;
        let refresh = store.delete_expired_refresh_tokens(now).await?;
        let codes = store.delete_expired_auth_codes(now).await?;
        let requests = store.delete_expired_requests(now).await?;
        let sessions = store.delete_expired_idp_sessions(now).await?;
        let relayed = store.delete_expired_relay_entries(now).await?;
        let portal = self.purge_portal_sessions().await?;
        let ceremonies = store.delete_expired_ceremonies(now).await?;
        let jtis = store.delete_expired_assertion_jtis(now).await?;
        let pushed = store.delete_expired_pushed_requests(now).await?;
        Ok(tokens
            + refresh
            + codes
            + requests
            + sessions
            + relayed
            + portal
            + ceremonies
            + jtis
            + pushed)
    }

    /// The result of a completed request, for delivery to its redirect URI.
    pub async fn deliver(&self, done: &RequestRow) -> CoreResult<Delivered> {
        Ok(match Kind::of(done) {
            Kind::SignIn => {
                let (delivery, session) = self.finish_sign_in(done).await?;
                Delivered {
                    delivery,
                    session: Some(session),
                }
            }
            Kind::Verification => Delivered {
                delivery: self.finish_verification(done).await?,
                session: None,
            },
        })
    }
}

fn already_answered() -> CoreError {
    CoreError::Conflict {
        code: Code::AlreadyApproved,
        detail: "This request has already been answered.".into(),
        attribute: None,
    }
}

fn already_completed() -> CoreError {
    CoreError::Conflict {
        code: Code::AlreadyCompleted,
        detail: "The result of this request has already been collected.".into(),
        attribute: None,
    }
}
