//! Action metadata for wallets, kiosks and the sign-in page (docs/architecture.md, "Precheck"):
//! what the app is, what the action is, and whether this person can still verify.
//! Read-only: nothing a caller sends here is ever written.

use crate::Code;
use humanid_proof::Field;
use humanid_store::{Action, App, Engine, Status};
use serde::Serialize;

use crate::verify::exhausted;
use crate::{CoreError, CoreResult, Humanid};

/// The body as received; `external_nullifier` is the deprecated way to name the action.
#[derive(Clone, Debug, Default)]
pub struct PrecheckRequest {
    pub action: Option<String>,
    pub nullifier_hash: Option<String>,
    pub external_nullifier: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "kebab-case")]
pub enum CanUserVerify {
    Yes,
    No,
    OnChain,
    Undetermined,
}

/// The precheck answer, with the sign-in flag under both of its names.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct AppMetadata {
    #[serde(rename = "__typename")]
    pub typename: &'static str,
    pub id: String,
    /// `cloud` or `on-chain`.
    #[schema(value_type = String)]
    #[serde(serialize_with = "as_text")]
    pub engine: Engine,
    pub is_staging: bool,
    pub is_verified: bool,
    pub name: String,
    pub verified_app_logo: String,
    pub is_sign_in: bool,
    pub sign_in_with_service_id: bool,
    pub can_user_verify: CanUserVerify,
    pub action: ActionMetadata,
}

/// The action object of the precheck answer.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct ActionMetadata {
    pub name: String,
    pub action: String,
    pub description: String,
    pub max_verifications: i64,
    pub max_accounts_per_user: i64,
    pub external_nullifier: String,
    /// `active` or `inactive`.
    #[schema(value_type = String)]
    #[serde(serialize_with = "as_text")]
    pub status: Status,
    #[serde(rename = "__typename")]
    pub typename: &'static str,
}

/// The stored kinds go out as the text they are stored as.
fn as_text<S: serde::Serializer>(
    value: &impl std::fmt::Display,
    out: S,
) -> Result<S::Ok, S::Error> {
    out.collect_str(value)
}

fn non_empty(value: &Option<String>) -> Option<&str> {
    value.as_deref().filter(|v| !v.is_empty())
}

fn invalid_format(attribute: &str, err: humanid_proof::FieldError) -> CoreError {
    CoreError::invalid(
        Code::InvalidFormat,
        Some(attribute),
        format!("`{attribute}` is not well formed: {err}."),
    )
}

impl Humanid {
    /// The app's metadata with the action's, and whether the person (by
    /// `nullifier_hash`) can still verify for it (docs/architecture.md, "Precheck").
    pub async fn precheck(&self, app_id: &str, req: PrecheckRequest) -> CoreResult<AppMetadata> {
        let app = self.serving_app(app_id).await?;
        let action = self.precheck_action(&app, &req).await?;
        if !action.status.is_active() {
            return Err(CoreError::invalid(
                Code::ActionInactive,
                Some("status"),
                "The action is inactive.",
            ));
        }
        let nullifier = non_empty(&req.nullifier_hash)
            .map(|h| Field::parse(h).map_err(|e| invalid_format("nullifier_hash", e)))
            .transpose()?;
        let is_sign_in = action.action.is_empty();
        let can_user_verify = match nullifier {
            _ if app.engine == Engine::OnChain => CanUserVerify::OnChain,
            _ if is_sign_in => CanUserVerify::Yes,
            None => CanUserVerify::Undetermined,
            Some(n) => {
                let record = self.store().find_nullifier(&action.id, &n.to_hex()).await?;
                if exhausted(record.map(|r| r.uses), action.max_verifications) {
                    CanUserVerify::No
                } else {
                    CanUserVerify::Yes
                }
            }
        };
        Ok(metadata(app, action, is_sign_in, can_user_verify))
    }

    /// The action by `action`; without one, by the deprecated `external_nullifier`;
    /// without either, the sign-in action `""`.
    async fn precheck_action(&self, app: &App, req: &PrecheckRequest) -> CoreResult<Action> {
        let found = match (non_empty(&req.action), non_empty(&req.external_nullifier)) {
            (None, Some(external)) => {
                let external = Field::parse(external)
                    .map_err(|e| invalid_format("external_nullifier", e))?
                    .to_hex();
                self.store()
                    .find_action_by_external_nullifier(&app.id, &external)
                    .await?
            }
            (action, _) => {
                let found = self.find_app_action(&app.id, action.unwrap_or_default(), "");
                found.await?.map(|found| found.action)
            }
        };
        found.ok_or_else(|| {
            CoreError::invalid(
                Code::Required,
                Some("action"),
                "The app has no such action.",
            )
        })
    }
}

fn metadata(
    app: App,
    action: Action,
    is_sign_in: bool,
    can_user_verify: CanUserVerify,
) -> AppMetadata {
    AppMetadata {
        typename: "app",
        verified_app_logo: app.verified_app_logo().to_owned(),
        id: app.id,
        engine: app.engine,
        is_staging: app.is_staging,
        is_verified: app.is_verified,
        name: app.name,
        is_sign_in,
        sign_in_with_service_id: is_sign_in,
        can_user_verify,
        action: ActionMetadata::from(action),
    }
}

impl From<Action> for ActionMetadata {
    fn from(action: Action) -> Self {
        ActionMetadata {
            name: action.name,
            action: action.action,
            description: action.description,
            max_verifications: action.max_verifications,
            max_accounts_per_user: action.max_accounts_per_user,
            external_nullifier: action.external_nullifier,
            status: action.status,
            typename: "action",
        }
    }
}
