//! Passkey ceremonies for portal accounts, with `webauthn-rs`. The relying party is the
//! host of `base_url` and its origin is `base_url`'s. The server keeps each ceremony's
//! state in the database between start and finish (five minutes, taken once), so any
//! replica can finish what another started; the browser only runs
//! `navigator.credentials.*` with the options it is given.

use crate::Code;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use humanid_store::accounts::{Account, PasskeyRow};
use humanid_store::{StoreError, now_micros};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use webauthn_rs::prelude::{
    DiscoverableAuthentication, Passkey, PasskeyRegistration, PublicKeyCredential,
    RegisterPublicKeyCredential, Url, Uuid, Webauthn, WebauthnBuilder,
};

use crate::audit::{Actor, Change, Role};
use crate::{CoreError, CoreResult, Humanid, ids};

const CEREMONY_SECS: i64 = 300;

/// A started ceremony: its id (posted back at the finish) and the options for
/// `navigator.credentials.create/get` (`publicKey` member, WebAuthn JSON encoding).
#[derive(Debug, Serialize)]
pub struct Started {
    pub ceremony_id: String,
    pub public_key: Value,
}

/// A signed-in account: the new session's cookie token and where to go.
pub struct SignedInAs {
    pub session_token: String,
    pub account_id: String,
    pub team_id: Option<String>,
}

#[derive(Serialize, Deserialize)]
struct Registering {
    reg: PasskeyRegistration,
    invite_hash: String,
    display_name: String,
    user_handle: Uuid,
}

fn rejected(why: impl std::fmt::Display) -> CoreError {
    tracing::info!(reason = %why, "passkey ceremony refused");
    CoreError::invalid(
        Code::PasskeyRejected,
        None,
        "The passkey could not be verified. Try again.",
    )
}

fn ceremony_gone() -> CoreError {
    CoreError::invalid(
        Code::CeremonyExpired,
        None,
        "This passkey prompt has expired or was already used. Start again.",
    )
}

fn internal(e: impl std::fmt::Display) -> CoreError {
    CoreError::Internal(e.to_string())
}

/// The display name as stored: trimmed, 1 to 100 characters.
pub fn check_display_name(name: &str) -> CoreResult<String> {
    let name = name.trim();
    let len = name.chars().count();
    if len == 0 || len > 100 || name.chars().any(char::is_control) {
        return Err(CoreError::invalid(
            Code::Invalid,
            Some("display_name"),
            "A display name of 1 to 100 characters is required.",
        ));
    }
    Ok(name.to_owned())
}

impl Humanid {
    fn webauthn(&self) -> CoreResult<Webauthn> {
        let origin = Url::parse(&self.settings().base_url).map_err(internal)?;
        // Browsers refuse passkeys on a bare IP address, and so does webauthn-rs.
        let Some(rp_id) = origin.domain().map(str::to_owned) else {
            return Err(CoreError::invalid(
                Code::PasskeysUnavailable,
                None,
                "Passkeys need a host name: serve the portal at a base URL such as \
                 http://localhost:8080, not a bare IP address.",
            ));
        };
        WebauthnBuilder::new(&rp_id, &origin)
            .and_then(|b| b.rp_name("humanid").build())
            .map_err(|e| internal(format!("passkeys for {rp_id}: {e}")))
    }

    async fn save_ceremony(&self, kind: &str, state: &impl Serialize) -> CoreResult<String> {
        let id = ids::random_hex(16);
        let now = now_micros();
        let state = serde_json::to_string(state).map_err(internal)?;
        self.store()
            .insert_ceremony(&id, kind, &state, now + CEREMONY_SECS * 1_000_000)
            .await?;
        Ok(id)
    }

    async fn take_ceremony<T: for<'de> Deserialize<'de>>(
        &self,
        id: &str,
        kind: &str,
    ) -> CoreResult<T> {
        let state = match self.store().take_ceremony(id, kind, now_micros()).await {
            Ok(s) => s,
            Err(StoreError::NotFound) => return Err(ceremony_gone()),
            Err(e) => return Err(e.into()),
        };
        serde_json::from_str(&state).map_err(internal)
    }

    /// Starts creating an account with a passkey through an invite link.
    pub async fn start_passkey_registration(
        &self,
        invite_token: &str,
        display_name: &str,
    ) -> CoreResult<Started> {
        let display_name = check_display_name(display_name)?;
        self.open_invite(invite_token).await?;
        let user_handle = Uuid::new_v4();
        let (ccr, reg) = self
            .webauthn()?
            .start_passkey_registration(user_handle, &display_name, &display_name, None)
            .map_err(internal)?;
        let mut options = serde_json::to_value(&ccr).map_err(internal)?;
        // A passkey to sign in with by itself must be discoverable (a resident key).
        if let Some(sel) = options.pointer_mut("/publicKey/authenticatorSelection") {
            sel["residentKey"] = json!("required");
            sel["requireResidentKey"] = json!(true);
        }
        let state = Registering {
            reg,
            invite_hash: self.invite_hash(invite_token),
            display_name,
            user_handle,
        };
        let ceremony_id = self.save_ceremony("register", &state).await?;
        Ok(Started {
            ceremony_id,
            public_key: options["publicKey"].take(),
        })
    }

    /// Finishes it: creates the account with its passkey, joins the invite's team (using
    /// the invite up) and signs the new account in.
    pub async fn finish_passkey_registration(
        &self,
        invite_token: &str,
        ceremony_id: &str,
        credential: Value,
    ) -> CoreResult<SignedInAs> {
        let state: Registering = self.take_ceremony(ceremony_id, "register").await?;
        if !crate::secrets::secrets_equal(&state.invite_hash, &self.invite_hash(invite_token)) {
            return Err(ceremony_gone());
        }
        let credential: RegisterPublicKeyCredential =
            serde_json::from_value(credential).map_err(rejected)?;
        let passkey = self
            .webauthn()?
            .finish_passkey_registration(&credential, &state.reg)
            .map_err(rejected)?;
        let now = now_micros();
        let account = Account {
            id: format!("acct_{}", ids::random_hex(16)),
            display_name: state.display_name,
            user_handle: state.user_handle.to_string(),
            created_at: now,
        };
        let row = PasskeyRow {
            credential_id: URL_SAFE_NO_PAD.encode(passkey.cred_id()),
            account_id: account.id.clone(),
            passkey: serde_json::to_string(&passkey).map_err(internal)?,
            created_at: now,
            last_used_at: None,
        };
        let grant = match self
            .store()
            .create_account_by_invite(&account, &row, &state.invite_hash)
            .await
        {
            Ok(g) => g,
            Err(StoreError::NotFound) => {
                return Err(CoreError::not_found(
                    "This invite link is unknown, was already used, or has expired.",
                ));
            }
            // The passkey's credential id is taken: it already belongs to an account.
            Err(StoreError::Conflict { .. }) => {
                return Err(CoreError::Conflict {
                    code: Code::PasskeyExists,
                    detail: "This passkey is already registered: sign in with it, then open \
                             the invite link again to join."
                        .into(),
                    attribute: None,
                });
            }
            Err(e) => return Err(e.into()),
        };
        let actor = Actor::Account {
            id: account.id.clone(),
            name: account.display_name.clone(),
            role: Role::parse(&grant.role).ok(),
        };
        let detail = json!({"role": grant.role, "new_account": true});
        self.record(
            &actor,
            Change::new(&grant.team_id, "member.join", &account.id, detail),
        )
        .await?;
        let session_token = self
            .start_portal_session(&account.id, Some(&grant.team_id))
            .await?;
        Ok(SignedInAs {
            session_token,
            account_id: account.id,
            team_id: Some(grant.team_id),
        })
    }

    /// Starts signing in with any passkey of this site (discoverable credentials).
    pub async fn start_passkey_sign_in(&self) -> CoreResult<Started> {
        let (rcr, auth) = self
            .webauthn()?
            .start_discoverable_authentication()
            .map_err(internal)?;
        let mut options = serde_json::to_value(&rcr).map_err(internal)?;
        let ceremony_id = self.save_ceremony("authenticate", &auth).await?;
        Ok(Started {
            ceremony_id,
            public_key: options["publicKey"].take(),
        })
    }

    /// Finishes it: the passkey must belong to an account; its counter is kept; a new
    /// session starts.
    pub async fn finish_passkey_sign_in(
        &self,
        ceremony_id: &str,
        credential: Value,
    ) -> CoreResult<SignedInAs> {
        let state: DiscoverableAuthentication =
            self.take_ceremony(ceremony_id, "authenticate").await?;
        let credential: PublicKeyCredential =
            serde_json::from_value(credential).map_err(rejected)?;
        let webauthn = self.webauthn()?;
        let (handle, cred_id) = webauthn
            .identify_discoverable_authentication(&credential)
            .map_err(rejected)?;
        let cred_id = URL_SAFE_NO_PAD.encode(cred_id);
        let account = match self
            .store()
            .account_by_user_handle(&handle.to_string())
            .await
        {
            Ok(a) => a,
            Err(StoreError::NotFound) => return Err(rejected("unknown user handle")),
            Err(e) => return Err(e.into()),
        };
        let rows = self.store().list_passkeys(&account.id).await?;
        let row = rows
            .into_iter()
            .find(|r| r.credential_id == cred_id)
            .ok_or_else(|| rejected("unknown credential"))?;
        let mut passkey: Passkey = serde_json::from_str(&row.passkey).map_err(internal)?;
        let result = webauthn
            .finish_discoverable_authentication_v2(&credential, state, &passkey)
            .map_err(rejected)?;
        passkey.update_credential(&result);
        let json = serde_json::to_string(&passkey).map_err(internal)?;
        self.store()
            .update_passkey(&row.credential_id, &json, now_micros())
            .await?;
        let team_id = self
            .store()
            .teams_of(&account.id)
            .await?
            .into_iter()
            .next()
            .map(|t| t.team_id);
        let session_token = self
            .start_portal_session(&account.id, team_id.as_deref())
            .await?;
        Ok(SignedInAs {
            session_token,
            account_id: account.id,
            team_id,
        })
    }
}
