//! What a World ID 4.0 wallet shows before it proves (`POST /api/v4/proof-context/{id}`)
//! and whether an app is verified (`GET /api/v4/app-status/{id}`). Read-only.

use serde::Serialize;

use super::V4Error;
use crate::Humanid;
use crate::rp::{app_environment, rp_id};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct ProofContext {
    pub app_id: String,
    pub rp_id: String,
    pub name: String,
    pub is_verified: bool,
    /// The logo the operator reviewed; empty unless the app is verified.
    pub verified_app_logo: String,
    /// The action asked about. One the app does not have yet is shown with an empty
    /// description: its first verification creates it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action: Option<ContextAction>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct ContextAction {
    pub action: String,
    pub description: String,
    pub environment: String,
}

impl Humanid {
    /// The app (by RP id or app id) as a wallet shows it, and the action if one is named.
    /// `environment` must be the app's.
    pub async fn proof_context(
        &self,
        id: &str,
        action: Option<&str>,
        environment: &str,
    ) -> Result<ProofContext, V4Error> {
        if !matches!(environment, "production" | "staging" | "sandbox") {
            return Err(V4Error::Validation {
                attribute: "environment".into(),
                detail: format!(
                    "Unknown `environment` {environment:?}; expected production or staging."
                ),
            });
        }
        if action.is_some_and(|a| a.chars().count() > 200 || a.contains(char::is_control)) {
            return Err(V4Error::Validation {
                attribute: "action".into(),
                detail: "`action` must have at most 200 characters and no control characters."
                    .into(),
            });
        }
        let app = self.app_by_id(id).await.map_err(|e| match e {
            crate::CoreError::NotFound { .. } => V4Error::NotFound,
            other => V4Error::Core(other),
        })?;
        if app.is_archived || !app.status.is_active() {
            return Err(V4Error::NotActive);
        }
        let app_env = app_environment(&app.id).as_str();
        if environment != app_env {
            return Err(V4Error::Environment {
                app: app_env,
                result: environment.to_owned(),
            });
        }
        let action = match action {
            None => None,
            Some(name) => {
                let found = self
                    .store()
                    .find_action(&app.id, name)
                    .await
                    .map_err(|e| V4Error::Core(e.into()))?;
                Some(ContextAction {
                    action: name.to_owned(),
                    description: found.map(|a| a.description).unwrap_or_default(),
                    environment: app_env.to_owned(),
                })
            }
        };
        Ok(ProofContext {
            rp_id: rp_id(&app.id),
            verified_app_logo: app.verified_app_logo().to_owned(),
            app_id: app.id,
            name: app.name,
            is_verified: app.is_verified,
            action,
        })
    }

    /// Whether the operator verified the app (any app, archived ones too).
    pub async fn app_is_verified(&self, id: &str) -> crate::CoreResult<bool> {
        Ok(self.app_by_id(id).await?.is_verified)
    }
}
