//! Rows as they are stored. Timestamps are microseconds since the Unix epoch.

use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct Team {
    pub id: String,
    pub name: String,
    pub created_at: i64,
}

/// `secret_hash` is a keyed hash of the key's secret part; the key itself is never stored.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ApiKey {
    pub id: String,
    pub team_id: String,
    pub name: String,
    pub secret_hash: String,
    pub is_active: bool,
    pub created_at: i64,
    pub updated_at: i64,
    /// When the key last authenticated a request (updated at most once a minute).
    pub last_used_at: Option<i64>,
    /// `read`, `actions` or `admin`: what the key may do, chosen when it is made.
    pub scope: String,
}

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct App {
    pub id: String,
    pub team_id: String,
    pub name: String,
    pub logo_url: String,
    pub engine: String,
    pub is_staging: bool,
    pub is_verified: bool,
    pub status: String,
    pub is_archived: bool,
    pub client_secret_hash: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    pub description: String,
    /// The logo the operator reviewed when verifying the app (`admin verify-app`).
    pub verified_logo_url: String,
    /// The JWS algorithm of its ID tokens: RS256, ES256 or EdDSA.
    pub id_token_signed_response_alg: String,
    /// UserInfo as a JWT signed with this algorithm; empty for plain JSON.
    pub userinfo_signed_response_alg: String,
    /// Where logout tokens are POSTed when a session ends; empty for none.
    pub backchannel_logout_uri: String,
    /// How the app authenticates as an OAuth client and sends authorization requests.
    #[sqlx(flatten)]
    pub client: ClientSettings,
}

/// An app's OAuth client metadata (the names are RFC 7591's).
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ClientSettings {
    /// `client_secret_basic` (default), `client_secret_post`, `client_secret_jwt`,
    /// `private_key_jwt` or `none` (a public client, PKCE required).
    pub token_endpoint_auth_method: String,
    /// The app's public keys as a JWK Set (JSON), for its assertions and request objects.
    pub jwks: Option<String>,
    /// `/authorize` only takes requests pushed to `/par` first.
    pub require_pushed_authorization_requests: bool,
    /// The client secret itself, sealed; kept only for `client_secret_jwt`, whose HMAC
    /// key it is.
    pub client_secret_sealed: Option<String>,
}

impl Default for ClientSettings {
    fn default() -> Self {
        ClientSettings {
            token_endpoint_auth_method: "client_secret_basic".into(),
            jwks: None,
            require_pushed_authorization_requests: false,
            client_secret_sealed: None,
        }
    }
}

impl App {
    /// The logo shown to people: only apps the operator verified get one, and only the
    /// logo the operator saw (a later change of `logo_url` does not show).
    pub fn verified_app_logo(&self) -> &str {
        if self.is_verified {
            &self.verified_logo_url
        } else {
            ""
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct Action {
    pub id: String,
    pub app_id: String,
    pub action: String,
    pub name: String,
    pub description: String,
    pub max_verifications: i64,
    pub max_accounts_per_user: i64,
    pub external_nullifier: String,
    pub status: String,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct Redirect {
    pub id: String,
    pub app_id: String,
    pub redirect_uri: String,
    pub created_at: i64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct Nullifier {
    pub id: String,
    pub action_id: String,
    pub nullifier_hash: String,
    pub uses: i64,
    pub created_at: i64,
    pub updated_at: i64,
}
