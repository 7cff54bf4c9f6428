//! Portal objects as the developer portal manages them: apps (with their sign-in action),
//! actions (external nullifier computed here, never taken from a client), redirects and
//! client secrets. Every operation is scoped to the caller's team, and every change is
//! appended to the team's audit log here, whoever asked (portal or GraphQL).

use crate::Code;
use crate::{ActionId, AppId, TeamId};
use humanid_proof::external_nullifier;
pub use humanid_store::Engine;
use humanid_store::actions::ActionPatch;
use humanid_store::apps::AppPatch;
use humanid_store::post_logout_redirects::PostLogoutRedirect;
use humanid_store::{Action, App, Redirect, Status, StoreError, now_micros};

use serde_json::json;

use crate::audit::{Actor, Change, Permission};
use crate::oidc::client_auth::{AuthMethod, check_client_jwks};
use crate::{CoreError, CoreResult, Humanid, ids};

/// Hash domain of client secrets.
pub const CLIENT_SECRET_DOMAIN: &str = "client_secret";

pub struct NewApp {
    pub name: String,
    /// Parsed at the edge ([`parse_engine`] names a bad one).
    pub engine: Engine,
    pub is_staging: bool,
    pub logo_url: String,
}

pub struct NewAction {
    pub app_id: AppId,
    pub action: Option<String>,
    pub name: String,
    pub description: String,
    pub max_verifications: i64,
}

impl NewApp {
    /// A production app on the cloud engine, without a logo.
    pub fn cloud(name: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            engine: Engine::Cloud,
            is_staging: false,
            logo_url: String::new(),
        }
    }
}

impl NewAction {
    /// Action `action` (shown as `name`, without a description) of `app_id`, which a
    /// person may verify `max_verifications` times (0: without limit).
    pub fn new(app_id: AppId, action: &str, name: &str, max_verifications: i64) -> Self {
        Self {
            app_id,
            action: Some(action.to_owned()),
            name: name.to_owned(),
            description: String::new(),
            max_verifications,
        }
    }
}

/// The identifier an action gets from its name when none is given: lowercase ASCII
/// letters and digits, other runs of characters become one `-`.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.trim().chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_owned()
}

fn check_name(name: &str, attribute: &str) -> CoreResult<()> {
    let len = name.trim().chars().count();
    if len == 0 || len > 200 {
        return Err(CoreError::invalid(
            Code::Invalid,
            Some(attribute),
            format!("`{attribute}` must have 1 to 200 characters."),
        ));
    }
    Ok(())
}

/// An engine as a request names it (`cloud` or `on-chain`).
pub fn parse_engine(engine: &str) -> CoreResult<Engine> {
    engine.parse().map_err(|_| {
        CoreError::invalid(
            Code::Invalid,
            Some("engine"),
            "`engine` must be `cloud` or `on-chain`.",
        )
    })
}

/// A status as a request names it (`active` or `inactive`).
pub fn parse_status(status: &str) -> CoreResult<Status> {
    status.parse().map_err(|_| {
        CoreError::invalid(
            Code::Invalid,
            Some("status"),
            "`status` must be `active` or `inactive`.",
        )
    })
}

fn check_max(max: i64) -> CoreResult<()> {
    if max < 0 {
        return Err(CoreError::invalid(
            Code::Invalid,
            Some("max_verifications"),
            "`max_verifications` must be 0 (unlimited) or more.",
        ));
    }
    Ok(())
}

/// A logo is an https URL (or none: `""`), shown as an image by wallets and pages.
pub fn check_logo_url(url: &str) -> CoreResult<()> {
    let ok = url.is_empty()
        || (url.len() <= 2_000
            && url.strip_prefix("https://").is_some_and(|rest| {
                !rest.is_empty() && !rest.starts_with('/') && !url.contains(char::is_whitespace)
            }));
    if !ok {
        return Err(CoreError::invalid(
            Code::Invalid,
            Some("logo_url"),
            "The logo URL must be an https URL (at most 2000 characters).",
        ));
    }
    Ok(())
}

fn check_description(description: &str) -> CoreResult<()> {
    if description.chars().count() > 2_000 {
        return Err(CoreError::invalid(
            Code::Invalid,
            Some("description"),
            "`description` must have at most 2000 characters.",
        ));
    }
    Ok(())
}

/// Redirect URIs must be absolute; https, or http only for loopback hosts (judged on
/// the parsed host: see `redirect_uris`).
pub fn check_redirect_uri(uri: &str) -> CoreResult<()> {
    crate::redirect_uris::parse_redirect_uri(uri, "redirect_uri").map(|_| ())
}

impl Humanid {
    /// An app of the team, not archived; another team's app is "not found".
    pub async fn team_app(&self, team_id: &TeamId, app_id: &AppId) -> CoreResult<App> {
        match self.store().get_app(app_id).await {
            Ok(app) if app.team_id == team_id && !app.is_archived => Ok(app),
            Ok(_) | Err(StoreError::NotFound) => Err(CoreError::not_found("No such app.")),
            Err(e) => Err(e.into()),
        }
    }

    /// Creates an app with its sign-in action (`""`, unlimited).
    pub async fn create_app(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        new: NewApp,
    ) -> CoreResult<App> {
        actor.permit(Permission::ManageApps)?;
        check_name(&new.name, "name")?;
        check_logo_url(&new.logo_url)?;
        let now = now_micros();
        let app = App {
            logo_url: new.logo_url,
            ..App::new(
                ids::app_id(new.is_staging),
                team_id.to_string(),
                new.name.trim().to_owned(),
                new.engine,
                new.is_staging,
                now,
            )
        };
        let sign_in = Action {
            id: ids::action_id(),
            app_id: app.id.clone(),
            action: String::new(),
            name: "Sign in".into(),
            description: String::new(),
            max_verifications: 0,
            max_accounts_per_user: 1,
            external_nullifier: external_nullifier(&app.id, "").to_hex(),
            status: humanid_store::Status::Active,
            created_at: now,
            updated_at: now,
        };
        self.store().insert_app(&app, &[sign_in]).await?;
        self.add_relying_party(&app.id).await;
        let detail =
            json!({"name": app.name, "engine": app.engine.as_str(), "is_staging": app.is_staging});
        self.record(actor, Change::new(team_id, "app.create", &app.id, detail))
            .await?;
        Ok(app)
    }

    /// Changes the app's settings. A new name or logo withdraws the operator's
    /// verification (the store does it in the same statement) and the audit log says why.
    pub async fn update_app(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        app_id: &AppId,
        mut patch: AppPatch,
    ) -> CoreResult<App> {
        actor.permit(Permission::ManageApps)?;
        if let Some(name) = &patch.name {
            check_name(name, "name")?;
            patch.name = Some(name.trim().to_owned());
        }
        if let Some(logo) = &patch.logo_url {
            check_logo_url(logo)?;
        }
        if let Some(description) = &patch.description {
            check_description(description)?;
        }
        if let Some(method) = &patch.token_endpoint_auth_method
            && AuthMethod::parse(method).is_none()
        {
            return Err(CoreError::invalid(
                Code::Invalid,
                Some("token_endpoint_auth_method"),
                "`token_endpoint_auth_method` must be client_secret_basic, client_secret_post, client_secret_jwt, private_key_jwt or none.",
            ));
        }
        if let Some(jwks) = patch.jwks.as_deref().filter(|j| !j.trim().is_empty()) {
            check_client_jwks(jwks)?;
        }
        let mut patch = patch;
        patch.jwks = patch.jwks.map(|j| j.trim().to_owned());
        patch.jwks_uri = patch.jwks_uri.map(|u| u.trim().to_owned());
        crate::oidc::settings::check_token_settings(&patch)?;
        let before = self.team_app(team_id, app_id).await?;
        let has_jwks = match &patch.jwks {
            Some(j) => !j.is_empty(),
            None => before.client.jwks.is_some(),
        };
        let has_jwks_uri = match &patch.jwks_uri {
            Some(u) => !u.is_empty(),
            None => !before.client.jwks_uri.is_empty(),
        };
        if has_jwks && has_jwks_uri {
            return Err(CoreError::invalid(
                Code::Invalid,
                Some("jwks_uri"),
                "An app registers its keys as a JWK Set (`jwks`) or by `jwks_uri`, not both: clear one.",
            ));
        }
        let app = self.store().update_app(team_id, app_id, &patch).await?;
        // A newly chosen algorithm's key is published now, before the first token.
        for alg in [
            &app.id_token_signed_response_alg,
            &app.userinfo_signed_response_alg,
        ] {
            if let Some(alg) = crate::keys::SigningAlg::parse(alg) {
                self.keys().prepare(crate::keys::Purpose::Oidc, alg).await?;
            }
        }
        self.credentials_changed();
        let detail = json!({"name": patch.name, "logo_url": patch.logo_url,
            "description": patch.description,
            "engine": patch.engine.map(Engine::as_str),
            "status": patch.status.map(Status::as_str),
            "token_endpoint_auth_method": patch.token_endpoint_auth_method,
            "jwks": patch.jwks, "jwks_uri": patch.jwks_uri,
            "require_pushed_authorization_requests": patch.require_pushed_authorization_requests,

            "id_token_signed_response_alg": patch.id_token_signed_response_alg,
            "userinfo_signed_response_alg": patch.userinfo_signed_response_alg,
            "backchannel_logout_uri": patch.backchannel_logout_uri});
        self.record(actor, Change::new(team_id, "app.update", app_id, detail))
            .await?;
        if before.is_verified && !app.is_verified {
            let reason = match (before.name != app.name, before.logo_url != app.logo_url) {
                (true, true) => "name and logo changed",
                (true, false) => "name changed",
                _ => "logo changed",
            };
            let detail = json!({"reason": reason, "was_name": before.name,
                "was_logo": before.verified_logo_url});
            let change = Change::new(team_id, "app.verification_cleared", app_id, detail);
            self.record(actor, change).await?;
        }
        Ok(app)
    }

    /// Archives the app: it stops verifying (404) but its records stay.
    pub async fn archive_app(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        app_id: &AppId,
    ) -> CoreResult<App> {
        actor.permit(Permission::ArchiveApps)?;
        let app = self.store().archive_app(team_id, app_id).await?;
        self.credentials_changed();
        let detail = json!({"name": app.name});
        self.record(actor, Change::new(team_id, "app.archive", app_id, detail))
            .await?;
        Ok(app)
    }

    pub async fn create_action(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        new: NewAction,
    ) -> CoreResult<Action> {
        actor.permit(Permission::CreateActions)?;
        let app = self.team_app(team_id, &new.app_id).await?;
        check_name(&new.name, "name")?;
        check_max(new.max_verifications)?;
        check_description(&new.description)?;
        let action = match new.action {
            Some(a) => a.trim().to_owned(),
            None => slug(&new.name),
        };
        if action.is_empty() || action.chars().count() > 200 {
            return Err(CoreError::invalid(
                Code::Invalid,
                Some("action"),
                "`action` must have 1 to 200 characters (the sign-in action \"\" exists already).",
            ));
        }
        let now = now_micros();
        let row = Action {
            id: ids::action_id(),
            external_nullifier: external_nullifier(&app.id, &action).to_hex(),
            app_id: app.id,
            action,
            name: new.name.trim().to_owned(),
            description: new.description,
            max_verifications: new.max_verifications,
            max_accounts_per_user: 1,
            status: humanid_store::Status::Active,
            created_at: now,
            updated_at: now,
        };
        match self.store().insert_action(&row).await {
            Ok(()) => {
                let detail = json!({"app_id": row.app_id, "action": row.action,
                    "max_verifications": row.max_verifications});
                self.record(
                    actor,
                    Change::new(team_id, "action.create", &row.id, detail),
                )
                .await?;
                Ok(row)
            }
            Err(StoreError::Conflict { .. }) => Err(CoreError::Conflict {
                code: Code::ConstraintViolation,
                detail: format!("The app already has an action `{}`.", row.action),
                attribute: Some("action".into()),
            }),
            Err(e) => Err(e.into()),
        }
    }

    /// An action whose app belongs to the team.
    pub async fn team_action(&self, team_id: &TeamId, action_id: &ActionId) -> CoreResult<Action> {
        let action = match self.store().get_action_by_id(action_id).await {
            Ok(a) => a,
            Err(StoreError::NotFound) => return Err(CoreError::not_found("No such action.")),
            Err(e) => return Err(e.into()),
        };
        self.team_app(team_id, &AppId::stored(&action.app_id))
            .await
            .map_err(|_| CoreError::not_found("No such action."))?;
        Ok(action)
    }

    pub async fn update_action(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        action_id: &ActionId,
        patch: ActionPatch,
    ) -> CoreResult<Action> {
        actor.permit(Permission::EditActions)?;
        self.team_action(team_id, action_id).await?;
        if let Some(max) = patch.max_verifications {
            check_max(max)?;
        }
        if let Some(name) = &patch.name {
            check_name(name, "name")?;
        }
        if let Some(description) = &patch.description {
            check_description(description)?;
        }
        let action = self.store().update_action(action_id, &patch).await?;
        let detail = json!({"app_id": action.app_id, "action": action.action,
            "name": patch.name, "description": patch.description,
            "max_verifications": patch.max_verifications,
            "status": patch.status.map(Status::as_str)});
        self.record(
            actor,
            Change::new(team_id, "action.update", action_id, detail),
        )
        .await?;
        Ok(action)
    }

    pub async fn delete_action(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        action_id: &ActionId,
    ) -> CoreResult<Action> {
        actor.permit(Permission::EditActions)?;
        let action = self.team_action(team_id, action_id).await?;
        if action.action.is_empty() {
            return Err(CoreError::invalid(
                Code::Invalid,
                Some("action"),
                "The sign-in action cannot be deleted.",
            ));
        }
        self.store().delete_action(action_id).await?;
        let detail = json!({"app_id": action.app_id, "action": action.action});
        self.record(
            actor,
            Change::new(team_id, "action.delete", action_id, detail),
        )
        .await?;
        Ok(action)
    }

    pub async fn add_redirect(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        app_id: &AppId,
        uri: &str,
    ) -> CoreResult<Redirect> {
        actor.permit(Permission::ManageApps)?;
        let app = self.team_app(team_id, app_id).await?;
        check_redirect_uri(uri)?;
        let row = Redirect {
            id: ids::redirect_id(),
            app_id: app.id,
            redirect_uri: uri.to_owned(),
            created_at: now_micros(),
        };
        self.store().insert_redirect(&row).await?;
        let detail = json!({"app_id": row.app_id, "redirect_uri": row.redirect_uri});
        self.record(actor, Change::new(team_id, "redirect.add", &row.id, detail))
            .await?;
        Ok(row)
    }

    pub async fn delete_redirect(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        redirect_id: &str,
    ) -> CoreResult<Redirect> {
        actor.permit(Permission::ManageApps)?;
        let row = self
            .store()
            .get_redirect(redirect_id)
            .await
            .map_err(|_| CoreError::not_found("No such redirect."))?;
        self.team_app(team_id, &AppId::stored(&row.app_id))
            .await
            .map_err(|_| CoreError::not_found("No such redirect."))?;
        self.store().delete_redirect(redirect_id).await?;
        let detail = json!({"app_id": row.app_id, "redirect_uri": row.redirect_uri});
        self.record(
            actor,
            Change::new(team_id, "redirect.delete", redirect_id, detail),
        )
        .await?;
        Ok(row)
    }

    /// Registers where RP-initiated logout may send the browser back to; validated like a
    /// redirect URI.
    pub async fn add_post_logout_redirect(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        app_id: &AppId,
        uri: &str,
    ) -> CoreResult<PostLogoutRedirect> {
        actor.permit(Permission::ManageApps)?;
        let app = self.team_app(team_id, app_id).await?;
        crate::redirect_uris::parse_redirect_uri(uri, "post_logout_redirect_uri")?;
        let row = PostLogoutRedirect {
            id: ids::post_logout_redirect_id(),
            app_id: app.id,
            post_logout_redirect_uri: uri.to_owned(),
            created_at: now_micros(),
        };
        self.store().insert_post_logout_redirect(&row).await?;
        let detail =
            json!({"app_id": row.app_id, "post_logout_redirect_uri": row.post_logout_redirect_uri});
        self.record(
            actor,
            Change::new(team_id, "post_logout_redirect.add", &row.id, detail),
        )
        .await?;
        Ok(row)
    }

    pub async fn delete_post_logout_redirect(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        id: &str,
    ) -> CoreResult<PostLogoutRedirect> {
        actor.permit(Permission::ManageApps)?;
        let gone = || CoreError::not_found("No such post-logout redirect.");
        let row = self
            .store()
            .get_post_logout_redirect(id)
            .await
            .map_err(|_| gone())?;
        self.team_app(team_id, &AppId::stored(&row.app_id))
            .await
            .map_err(|_| gone())?;
        self.store().delete_post_logout_redirect(id).await?;
        let detail =
            json!({"app_id": row.app_id, "post_logout_redirect_uri": row.post_logout_redirect_uri});
        self.record(
            actor,
            Change::new(team_id, "post_logout_redirect.delete", id, detail),
        )
        .await?;
        Ok(row)
    }

    /// Issues a new client secret (shown once); the old one stops working at once.
    pub async fn reset_client_secret(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        app_id: &AppId,
    ) -> CoreResult<String> {
        actor.permit(Permission::ManageApps)?;
        let app = self.team_app(team_id, app_id).await?;
        let secret = ids::client_secret();
        let hash = self.hasher().hash(CLIENT_SECRET_DOMAIN, &secret);
        // Only client_secret_jwt needs the secret itself (its HMAC key); others keep
        // nothing but the hash.
        let sealed = match AuthMethod::of(&app) {
            AuthMethod::ClientSecretJwt => Some(
                self.keys()
                    .seal_secret(&crate::oidc::client_auth::secret_label(app_id), &secret)?,
            ),
            _ => None,
        };
        self.store()
            .set_client_secret_hash(team_id, app_id, &hash, sealed.as_deref())
            .await?;
        self.credentials_changed();
        let change = Change::new(team_id, "app.reset_client_secret", app_id, json!({}));
        self.record(actor, change).await?;
        Ok(secret)
    }

    /// Checks an app's client secret in constant time; false for unknown or archived apps.
    pub async fn check_client_secret(&self, app_id: &str, secret: &str) -> CoreResult<Option<App>> {
        // Remembered by a keyed hash of both: the secret itself is never kept.
        let presented = self
            .hasher()
            .hash("recent_client", &format!("{app_id}\n{secret}"));
        if let Some(app) = self.good_clients().get(&presented) {
            return Ok(Some(app));
        }
        let asked = std::time::Instant::now();
        let app = match self.store().get_app(app_id).await {
            Ok(app) if !app.is_archived => app,
            Ok(_) | Err(StoreError::NotFound) => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        let ok = app
            .client_secret_hash
            .as_deref()
            .is_some_and(|h| self.hasher().verify(CLIENT_SECRET_DOMAIN, secret, h));
        if ok {
            self.good_clients().put(presented, asked, app.clone());
        }
        Ok(ok.then_some(app))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_lowercase_words_joined_by_dashes() {
        assert_eq!(slug("Vote for Proposal #12!"), "vote-for-proposal-12");
        assert_eq!(slug("  Claim  Airdrop "), "claim-airdrop");
        assert_eq!(slug("Ünïcode only"), "n-code-only");
        assert_eq!(slug("!!!"), "");
    }

    #[test]
    fn logos_are_https_urls_or_none() {
        for ok in ["", "https://rp.example/logo.png"] {
            assert!(check_logo_url(ok).is_ok(), "{ok}");
        }
        for bad in [
            "http://rp.example/logo.png",
            "javascript:alert(1)",
            "https://",
            "https:///x",
            "https://a b",
        ] {
            assert_eq!(
                check_logo_url(bad).map_err(|e| e.code()),
                Err("invalid"),
                "{bad}"
            );
        }
    }
}
