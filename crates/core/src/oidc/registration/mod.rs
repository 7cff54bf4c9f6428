//! Dynamic client registration: RFC 7591 (`POST /register` with a registration token
//! creates an app in the token's team) and RFC 7592 (the registration access token it
//! returns reads, replaces and deletes that registration at `/register/{client_id}`).
//! The HTTP shapes live in `humanid_http::oidc::register`.

pub mod metadata;

use humanid_proof::external_nullifier;
use humanid_store::apps::AppPatch;
use humanid_store::post_logout_redirects::PostLogoutRedirect;
use humanid_store::{Action, App, Redirect, RegistrationToken, StoreError, now_micros};
use serde_json::{Map, Value, json};
use thiserror::Error;

use crate::audit::{Actor, Change, Scope};
use crate::oidc::client_auth::{AuthMethod, secret_label};
use crate::portal::CLIENT_SECRET_DOMAIN;
use crate::{AppId, CoreError, Humanid, TeamId, ids};
use metadata::{ClientMetadata, SERVER_FIELDS, ValidClient, sector_lists_all};

/// Hash domain of registration access tokens.
pub const ACCESS_TOKEN_DOMAIN: &str = "registration_access_token";

/// Why a registration request is refused. [`RegistrationError::oauth_error`] names each
/// as RFC 7591 §3.2.2 / RFC 6750 do, in one place.
#[derive(Debug, Error)]
pub enum RegistrationError {
    /// No registration token, or one that is unknown or revoked; for RFC 7592, a wrong
    /// registration access token or a deleted client.
    #[error("A valid token is required (Authorization: Bearer …).")]
    InvalidToken,
    #[error("{0}")]
    InvalidRedirectUri(String),
    #[error("{0}")]
    InvalidClientMetadata(String),
    #[error(transparent)]
    Core(#[from] CoreError),
}

impl From<StoreError> for RegistrationError {
    fn from(e: StoreError) -> Self {
        RegistrationError::Core(e.into())
    }
}

impl RegistrationError {
    /// RFC 7591 §3.2.2's (or RFC 6750's) `error`; also our `code`.
    pub fn oauth_error(&self) -> &'static str {
        match self {
            RegistrationError::InvalidToken => "invalid_token",
            RegistrationError::InvalidRedirectUri(_) => "invalid_redirect_uri",
            RegistrationError::InvalidClientMetadata(_) => "invalid_client_metadata",
            RegistrationError::Core(CoreError::Internal(_)) => "server_error",
            RegistrationError::Core(_) => "invalid_request",
        }
    }
}

/// The registration token's stand-in in the audit log: it acts for the team the way an
/// admin API key would, named so the log says which token it was.
fn token_actor(token: &RegistrationToken) -> Actor {
    Actor::ApiKey {
        id: token.id.clone(),
        name: format!("registration token “{}”", token.name),
        scope: Scope::Admin,
    }
}

/// A registered client acting on its own registration (RFC 7592).
fn client_actor(app: &App) -> Actor {
    Actor::ApiKey {
        id: app.id.clone(),
        name: format!("registered client {}", app.id),
        scope: Scope::Admin,
    }
}

fn is_secret_method(m: AuthMethod) -> bool {
    matches!(
        m,
        AuthMethod::ClientSecretBasic | AuthMethod::ClientSecretPost | AuthMethod::ClientSecretJwt
    )
}

/// What a registration answer says beyond the stored client: secrets shown once.
#[derive(Default)]
pub struct Shown {
    pub client_secret: Option<String>,
    pub registration_access_token: Option<String>,
}

impl Humanid {
    /// Reads the `sector_identifier_uri` (if any) and checks it lists every redirect URI.
    async fn check_sector(
        &self,
        meta: &ClientMetadata,
        client: &ValidClient,
    ) -> Result<(), RegistrationError> {
        let Some(uri) = &meta.sector_identifier_uri else {
            return Ok(());
        };
        let doc = self.outbound().get_json(uri).await.map_err(|why| {
            RegistrationError::InvalidClientMetadata(format!(
                "`sector_identifier_uri` could not be read: {why}."
            ))
        })?;
        sector_lists_all(&doc, &client.redirect_uris).map_err(|why| {
            RegistrationError::InvalidClientMetadata(format!("`sector_identifier_uri`: {why}."))
        })
    }

    /// The live registration token `presented` is, or `InvalidToken`.
    pub async fn registration_token(
        &self,
        presented: Option<&str>,
    ) -> Result<RegistrationToken, RegistrationError> {
        let presented = presented.ok_or(RegistrationError::InvalidToken)?;
        self.authenticate_registration_token(presented)
            .await?
            .ok_or(RegistrationError::InvalidToken)
    }

    /// RFC 7591 §3: registers a client as an app of the token's team (staging unless
    /// the token allows production), with everything it asked for in one transaction.
    pub async fn register_client(
        &self,
        token: &RegistrationToken,
        body: &Value,
    ) -> Result<Value, RegistrationError> {
        let meta = metadata::parse(body)?;
        let client = meta.validate()?;
        self.check_sector(&meta, &client).await?;
        let now = now_micros();
        let is_staging = !token.allow_production;
        let id = ids::app_id(is_staging);
        let secret = is_secret_method(client.method).then(ids::client_secret);
        let access_token = ids::registration_access_token();
        let sealed = match (&secret, client.method) {
            (Some(s), AuthMethod::ClientSecretJwt) => {
                Some(self.keys().seal_secret(&secret_label(&id), s)?)
            }
            _ => None,
        };
        let app = App {
            id: id.clone(),
            team_id: token.team_id.clone(),
            name: client.name.clone(),
            logo_url: client.logo_url.clone(),
            engine: humanid_store::Engine::Cloud,
            is_staging,
            is_verified: false,
            status: humanid_store::Status::Active,
            is_archived: false,
            client_secret_hash: secret
                .as_ref()
                .map(|s| self.hasher().hash(CLIENT_SECRET_DOMAIN, s)),
            created_at: now,
            updated_at: now,
            description: String::new(),
            verified_logo_url: String::new(),
            id_token_signed_response_alg: client.id_token_signed_response_alg.clone(),
            userinfo_signed_response_alg: client.userinfo_signed_response_alg.clone(),
            backchannel_logout_uri: client.backchannel_logout_uri.clone(),
            client: humanid_store::ClientSettings {
                token_endpoint_auth_method: client.method.as_str().into(),
                jwks: client.jwks.clone(),
                require_pushed_authorization_requests: client.require_pushed_authorization_requests,
                client_secret_sealed: sealed,
                jwks_uri: client.jwks_uri.clone(),
                registration_access_token_hash: Some(
                    self.hasher().hash(ACCESS_TOKEN_DOMAIN, &access_token),
                ),
                registered_metadata: Some(Value::Object(client.extras.clone()).to_string()),
            },
        };
        let sign_in = Action {
            id: ids::action_id(),
            app_id: id.clone(),
            action: String::new(),
            name: "Sign in".into(),
            description: String::new(),
            max_verifications: 0,
            max_accounts_per_user: 1,
            external_nullifier: external_nullifier(&id, "").to_hex(),
            status: humanid_store::Status::Active,
            created_at: now,
            updated_at: now,
        };
        let (redirects, post_logout) = uri_rows(&id, &client, now);
        self.store()
            .insert_app_with_uris(&app, &[sign_in], &redirects, &post_logout)
            .await?;
        self.add_relying_party(&id).await;
        self.prepare_algs(&app).await?;
        let actor = token_actor(token);
        let detail = json!({"name": app.name, "is_staging": is_staging,
            "token_endpoint_auth_method": client.method.as_str(),
            "redirect_uris": client.redirect_uris});
        self.record(
            &actor,
            Change::new(&token.team_id, "app.register", &id, detail),
        )
        .await?;
        let shown = Shown {
            client_secret: secret,
            registration_access_token: Some(access_token),
        };
        self.client_information(&app, &shown).await
    }

    /// A newly chosen algorithm's key is published before the first token.
    async fn prepare_algs(&self, app: &App) -> Result<(), RegistrationError> {
        for alg in [
            &app.id_token_signed_response_alg,
            &app.userinfo_signed_response_alg,
        ] {
            if let Some(alg) = crate::keys::SigningAlg::parse(alg) {
                self.keys().prepare(crate::keys::Purpose::Oidc, alg).await?;
            }
        }
        Ok(())
    }

    /// RFC 7592 §3: the registered client `client_id` whose registration access token
    /// `presented` is; anything else (unknown, deleted, not registered, wrong token) is
    /// `InvalidToken`.
    pub async fn registered_client(
        &self,
        client_id: &str,
        presented: Option<&str>,
    ) -> Result<App, RegistrationError> {
        let presented = presented.ok_or(RegistrationError::InvalidToken)?;
        let app = match self.store().get_app(client_id).await {
            Ok(app) if !app.is_archived => app,
            Ok(_) | Err(StoreError::NotFound) => return Err(RegistrationError::InvalidToken),
            Err(e) => return Err(e.into()),
        };
        let known = app
            .client
            .registration_access_token_hash
            .as_deref()
            .is_some_and(|h| self.hasher().verify(ACCESS_TOKEN_DOMAIN, presented, h));
        if !known {
            return Err(RegistrationError::InvalidToken);
        }
        Ok(app)
    }

    /// RFC 7591 §3.2.1's client information response for a stored app.
    pub async fn client_information(
        &self,
        app: &App,
        shown: &Shown,
    ) -> Result<Value, RegistrationError> {
        let redirects = self.store().list_redirects(&app.id).await?;
        let post_logout = self.store().list_post_logout_redirects(&app.id).await?;
        let mut out: Map<String, Value> = app
            .client
            .registered_metadata
            .as_deref()
            .and_then(|m| serde_json::from_str(m).ok())
            .unwrap_or_default();
        let auth_url = &self.settings().auth_url;
        out.insert("client_id".into(), app.id.clone().into());
        out.insert(
            "client_id_issued_at".into(),
            (app.created_at / 1_000_000).into(),
        );
        let method = AuthMethod::of(app);
        if let Some(secret) = &shown.client_secret {
            out.insert("client_secret".into(), secret.clone().into());
        }
        if is_secret_method(method) {
            out.insert("client_secret_expires_at".into(), 0.into());
        }
        if let Some(token) = &shown.registration_access_token {
            out.insert("registration_access_token".into(), token.clone().into());
        }
        out.insert(
            "registration_client_uri".into(),
            format!("{auth_url}/register/{}", app.id).into(),
        );
        out.insert("client_name".into(), app.name.clone().into());
        if !app.logo_url.is_empty() {
            out.insert("logo_uri".into(), app.logo_url.clone().into());
        }
        let uris: Vec<Value> = redirects
            .into_iter()
            .map(|r| r.redirect_uri.into())
            .collect();
        out.insert("redirect_uris".into(), uris.into());
        if !post_logout.is_empty() {
            let uris: Vec<Value> = post_logout
                .into_iter()
                .map(|r| r.post_logout_redirect_uri.into())
                .collect();
            out.insert("post_logout_redirect_uris".into(), uris.into());
        }
        out.insert("token_endpoint_auth_method".into(), method.as_str().into());
        if let Some(jwks) = app.client.jwks.as_deref()
            && let Ok(set) = serde_json::from_str::<Value>(jwks)
        {
            out.insert("jwks".into(), set);
        }
        if !app.client.jwks_uri.is_empty() {
            out.insert("jwks_uri".into(), app.client.jwks_uri.clone().into());
        }
        out.insert(
            "id_token_signed_response_alg".into(),
            app.id_token_signed_response_alg.clone().into(),
        );
        if !app.userinfo_signed_response_alg.is_empty() {
            out.insert(
                "userinfo_signed_response_alg".into(),
                app.userinfo_signed_response_alg.clone().into(),
            );
        }
        if !app.backchannel_logout_uri.is_empty() {
            out.insert(
                "backchannel_logout_uri".into(),
                app.backchannel_logout_uri.clone().into(),
            );
        }
        out.insert(
            "require_pushed_authorization_requests".into(),
            app.client.require_pushed_authorization_requests.into(),
        );
        Ok(Value::Object(out))
    }

    /// RFC 7592 §2.2: replaces the registration with the metadata in `body` (fields left
    /// out return to their defaults). A client moving to a secret method without a
    /// secret gets a new one in the answer.
    pub async fn update_registration(
        &self,
        app: &App,
        presented_token: &str,
        body: &Value,
    ) -> Result<Value, RegistrationError> {
        if let Some(field) = SERVER_FIELDS.iter().find(|f| !body[**f].is_null()) {
            return Err(RegistrationError::InvalidClientMetadata(format!(
                "`{field}` is the server's to set; leave it out of an update."
            )));
        }
        let meta = metadata::parse(body)?;
        if meta.client_id.as_deref() != Some(app.id.as_str()) {
            return Err(RegistrationError::InvalidClientMetadata(
                "`client_id` must be this client's id.".into(),
            ));
        }
        if let Some(secret) = &meta.client_secret {
            let matches = app
                .client_secret_hash
                .as_deref()
                .is_some_and(|h| self.hasher().verify(CLIENT_SECRET_DOMAIN, secret, h));
            if !matches {
                return Err(RegistrationError::InvalidClientMetadata(
                    "`client_secret` is not this client's secret (a client cannot choose its own)."
                        .into(),
                ));
            }
        }
        let client = meta.validate()?;
        self.check_sector(&meta, &client).await?;
        let actor = client_actor(app);
        let (team_id, app_id) = (TeamId::stored(&app.team_id), AppId::stored(&app.id));
        let patch = AppPatch {
            name: Some(client.name.clone()),
            logo_url: Some(client.logo_url.clone()),
            token_endpoint_auth_method: Some(client.method.as_str().into()),
            jwks: Some(client.jwks.clone().unwrap_or_default()),
            jwks_uri: Some(client.jwks_uri.clone()),
            require_pushed_authorization_requests: Some(
                client.require_pushed_authorization_requests,
            ),
            id_token_signed_response_alg: Some(client.id_token_signed_response_alg.clone()),
            userinfo_signed_response_alg: Some(client.userinfo_signed_response_alg.clone()),
            backchannel_logout_uri: Some(client.backchannel_logout_uri.clone()),
            registered_metadata: Some(Value::Object(client.extras.clone()).to_string()),
            ..AppPatch::default()
        };
        let updated = self.update_app(&actor, &team_id, &app_id, patch).await?;
        let (redirects, post_logout) = uri_rows(&app.id, &client, now_micros());
        self.store()
            .replace_app_uris(&app.id, &redirects, &post_logout)
            .await?;
        self.credentials_changed();
        // A secret method needs a secret (and client_secret_jwt the sealed secret).
        let needs_secret = is_secret_method(client.method)
            && (updated.client_secret_hash.is_none()
                || (client.method == AuthMethod::ClientSecretJwt
                    && updated.client.client_secret_sealed.is_none()));
        let client_secret = if needs_secret {
            Some(self.reset_client_secret(&actor, &team_id, &app_id).await?)
        } else {
            None
        };
        let updated = self.team_app(&team_id, &app_id).await?;
        let shown = Shown {
            client_secret,
            registration_access_token: Some(presented_token.to_owned()),
        };
        self.client_information(&updated, &shown).await
    }

    /// RFC 7592 §2.3: the client is gone (the app is archived, as every deleted app is:
    /// its records outlive it); its tokens stop working.
    pub async fn delete_registration(&self, app: &App) -> Result<(), RegistrationError> {
        self.archive_app(
            &client_actor(app),
            &TeamId::stored(&app.team_id),
            &AppId::stored(&app.id),
        )
        .await?;
        Ok(())
    }
}

/// The redirect and post-logout redirect rows of a client.
fn uri_rows(
    app_id: &str,
    client: &ValidClient,
    now: i64,
) -> (Vec<Redirect>, Vec<PostLogoutRedirect>) {
    let redirects = client
        .redirect_uris
        .iter()
        .map(|uri| Redirect {
            id: ids::redirect_id(),
            app_id: app_id.to_owned(),
            redirect_uri: uri.clone(),
            created_at: now,
        })
        .collect();
    let post_logout = client
        .post_logout_redirect_uris
        .iter()
        .map(|uri| PostLogoutRedirect {
            id: ids::post_logout_redirect_id(),
            app_id: app_id.to_owned(),
            post_logout_redirect_uri: uri.clone(),
            created_at: now,
        })
        .collect();
    (redirects, post_logout)
}
