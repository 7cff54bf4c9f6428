//! Apps as relying parties (RPs) of World ID 4.0 clients. A 4.x client kit names the app
//! by an RP id — `rp_` + the first 8 bytes of keccak256(app id), as the reference platform
//! derives it — and the app's back end signs each request with a secp256k1 key whose
//! address the team registers here ("Register signer"). Native 4.0 proofs will check
//! that signature; the World ID 3.0 proofs served today do not need it, so an app's
//! RP id works whether or not a signer is registered.

use crate::Code;
use crate::{AppId, TeamId};
use std::collections::HashMap;
use std::sync::Mutex;

use humanid_store::relying_parties::RelyingParty;
use humanid_store::{App, StoreError, now_micros};
use serde::Serialize;
use serde_json::json;
use tiny_keccak::{Hasher, Keccak};

use crate::audit::{Actor, Change, Permission};
use crate::registry::Environment;
use crate::{CoreError, CoreResult, Humanid};

/// The RP id of an app.
pub fn rp_id(app_id: &str) -> String {
    let mut keccak = Keccak::v256();
    let mut digest = [0u8; 32];
    keccak.update(app_id.as_bytes());
    keccak.finalize(&mut digest);
    format!("rp_{}", hex::encode(&digest[..8]))
}

/// Whether `s` has the shape of an RP id (`rp_` + 16 lowercase hex).
pub fn is_rp_id(s: &str) -> bool {
    s.strip_prefix("rp_").is_some_and(|h| {
        h.len() == 16
            && h.bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    })
}

/// A signer address as given (`0x` + 40 hex, any case), lower-cased.
pub fn parse_signer_address(s: &str) -> CoreResult<String> {
    let s = s.trim();
    let hex = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X"));
    match hex {
        Some(h) if h.len() == 40 && h.bytes().all(|b| b.is_ascii_hexdigit()) => {
            Ok(format!("0x{}", h.to_ascii_lowercase()))
        }
        _ => Err(CoreError::invalid(
            Code::Invalid,
            Some("signer_address"),
            "The signer address must be 0x followed by 40 hex digits (the address of the \
             secp256k1 key your back end signs requests with).",
        )),
    }
}

/// The environment an app serves, which its id spells out.
pub fn app_environment(app_id: &str) -> Environment {
    Environment::from_staging(app_id.starts_with("app_staging_"))
}

/// An app's standing as a relying party in one environment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RpStatus {
    Registered,
    Unregistered,
    /// The app is archived or inactive.
    Deactivated,
}

impl RpStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            RpStatus::Registered => "registered",
            RpStatus::Unregistered => "unregistered",
            RpStatus::Deactivated => "deactivated",
        }
    }
}

/// An app's registration as the portal and GraphQL show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RpRegistration {
    pub rp_id: String,
    pub app_id: String,
    pub signer_address: Option<String>,
    pub status: RpStatus,
    /// When the signer was last registered (or the record made), microseconds.
    pub updated_at: i64,
}

/// `GET /api/v4/rp-status/{rp_id}`: the RP's status in each environment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct RpStatuses {
    pub production_status: RpStatus,
    pub staging_status: RpStatus,
}

fn status_of(app: &App, rp: Option<&RelyingParty>) -> RpStatus {
    if app.is_archived || !app.status.is_active() {
        RpStatus::Deactivated
    } else if rp.is_some_and(|r| r.signer_address.is_some()) {
        RpStatus::Registered
    } else {
        RpStatus::Unregistered
    }
}

fn registration(app: &App, rp: Option<&RelyingParty>) -> RpRegistration {
    RpRegistration {
        rp_id: rp_id(&app.id),
        app_id: app.id.clone(),
        signer_address: rp.and_then(|r| r.signer_address.clone()),
        status: status_of(app, rp),
        updated_at: rp.map_or(app.created_at, |r| r.updated_at),
    }
}

/// RP ids this replica has resolved: the mapping never changes (the id is a hash of the
/// app id), so it is kept without expiry; the map is emptied if it ever grows past
/// [`RpApps::CAPACITY`].
#[derive(Default)]
pub struct RpApps(Mutex<HashMap<String, String>>);

impl RpApps {
    const CAPACITY: usize = 100_000;

    fn get(&self, rp_id: &str) -> Option<String> {
        let map = self.0.lock().unwrap_or_else(|p| p.into_inner());
        map.get(rp_id).cloned()
    }

    fn put(&self, rp_id: &str, app_id: &str) {
        let mut map = self.0.lock().unwrap_or_else(|p| p.into_inner());
        if map.len() >= Self::CAPACITY {
            map.clear();
        }
        map.insert(rp_id.to_owned(), app_id.to_owned());
    }
}

impl Humanid {
    /// Records the RP id of a new app. Best effort: an app without its row gets it when
    /// its RP id is first looked up.
    pub(crate) async fn add_relying_party(&self, app_id: &str) {
        let row = [(rp_id(app_id), app_id.to_owned())];
        if let Err(e) = self.store().add_relying_parties(&row, now_micros()).await {
            tracing::warn!(app_id, error = %e, "recording the app's RP id failed; it is added on first use");
        }
    }

    /// The app an `rp_…` or `app_…` id names, if any (archived apps included); an app id
    /// of the right shape is taken as it is.
    pub async fn app_for_id(&self, id: &str) -> CoreResult<Option<String>> {
        if crate::ids::has_shape(id, "app_") || crate::ids::has_shape(id, "app_staging_") {
            return Ok(Some(id.to_owned()));
        }
        if !is_rp_id(id) {
            return Ok(None);
        }
        if let Some(app_id) = self.rp_apps().get(id) {
            return Ok(Some(app_id));
        }
        let store = self.store();
        let mut found = store.relying_party_app(id).await?;
        if found.is_none() {
            // Apps made by a binary that did not record RP ids, or whose row failed.
            let missing = store.apps_without_relying_party().await?;
            let rows: Vec<(String, String)> =
                missing.into_iter().map(|app| (rp_id(&app), app)).collect();
            store.add_relying_parties(&rows, now_micros()).await?;
            found = rows
                .into_iter()
                .find(|(rp, _)| rp == id)
                .map(|(_, app)| app);
        }
        if let Some(app_id) = &found {
            self.rp_apps().put(id, app_id);
        }
        Ok(found)
    }

    /// The app an `rp_…` or `app_…` id names; 404 `not_found` when none does.
    pub async fn app_by_id(&self, id: &str) -> CoreResult<App> {
        let not_found = || CoreError::not_found("No app or relying party has this id.");
        let app_id = self.app_for_id(id).await?.ok_or_else(not_found)?;
        match self.store().get_app(&app_id).await {
            Ok(app) => Ok(app),
            Err(StoreError::NotFound) => Err(not_found()),
            Err(e) => Err(e.into()),
        }
    }

    /// Registers (or replaces) the address of the key the app's back end signs with.
    pub async fn register_rp_signer(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        app_id: &AppId,
        signer_address: &str,
    ) -> CoreResult<RpRegistration> {
        // Whoever holds the signer's key speaks for the app: as much as its redirects.
        actor.permit(Permission::ManageApps)?;
        let app = self.team_app(team_id, app_id).await?;
        let address = parse_signer_address(signer_address)?;
        let rp = rp_id(&app.id);
        let row = self
            .store()
            .set_relying_party_signer(&rp, &app.id, &address, now_micros())
            .await?;
        let detail = json!({"rp_id": rp, "signer_address": address});
        self.record(
            actor,
            Change::new(team_id, "rp.register_signer", &app.id, detail),
        )
        .await?;
        Ok(registration(&app, Some(&row)))
    }

    /// The registration of one of the team's live apps.
    pub async fn rp_registration(
        &self,
        team_id: &TeamId,
        app_id: &AppId,
    ) -> CoreResult<RpRegistration> {
        let app = self.team_app(team_id, app_id).await?;
        let rp = self.store().get_relying_party(&app.id).await?;
        Ok(registration(&app, rp.as_ref()))
    }

    /// Every live app of the team, and the archived ones that had a signer.
    pub async fn rp_registrations(&self, team_id: &TeamId) -> CoreResult<Vec<RpRegistration>> {
        let store = self.store();
        let (apps, rows) = tokio::try_join!(
            store.list_apps(team_id),
            store.list_team_relying_parties(team_id)
        )?;
        let mut by_app: HashMap<String, RelyingParty> =
            rows.into_iter().map(|r| (r.app_id.clone(), r)).collect();
        let mut out: Vec<RpRegistration> = apps
            .iter()
            .map(|app| registration(app, by_app.remove(&app.id).as_ref()))
            .collect();
        for rp in by_app.into_values().filter(|r| r.signer_address.is_some()) {
            out.push(RpRegistration {
                rp_id: rp.rp_id,
                app_id: rp.app_id,
                signer_address: rp.signer_address,
                status: RpStatus::Deactivated,
                updated_at: rp.updated_at,
            });
        }
        Ok(out)
    }

    /// The RP's status in each environment (an app serves one of them).
    pub async fn rp_status(&self, id: &str) -> CoreResult<RpStatuses> {
        let app = self.app_by_id(id).await?;
        let rp = self.store().get_relying_party(&app.id).await?;
        let status = status_of(&app, rp.as_ref());
        let (production_status, staging_status) = match app_environment(&app.id) {
            Environment::Production => (status, RpStatus::Unregistered),
            Environment::Staging => (RpStatus::Unregistered, status),
        };
        Ok(RpStatuses {
            production_status,
            staging_status,
        })
    }
}
