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

/// A registration token (RFC 7591's initial access token): lets `/register` create apps
/// in its team. Stored only as a keyed hash of the token, and found by that hash.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct RegistrationToken {
    pub id: String,
    pub team_id: String,
    pub name: String,
    pub token_hash: String,
    /// Apps it creates are production apps (else staging).
    pub allow_production: bool,
    pub is_active: bool,
    pub created_at: i64,
    pub updated_at: i64,
    pub last_used_at: Option<i64>,
}

/// A closed set of values stored as text: `as_str` and `Display` give the text,
/// `FromStr` and `TryFrom<String>` (what sqlx's `try_from` reads a column with) take
/// it back, refusing any other with `$unknown`.
macro_rules! text_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident / $unknown:ident ($what:literal) {
            $($variant:ident = $text:literal),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($variant),+
        }

        #[doc = concat!("Text that names no [`", stringify!($name), "`].")]
        #[derive(Debug)]
        pub struct $unknown(pub String);

        impl std::fmt::Display for $unknown {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "`{}` is not {}", self.0, $what)
            }
        }

        impl std::error::Error for $unknown {}

        impl $name {
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }
        }

        impl std::str::FromStr for $name {
            type Err = $unknown;

            fn from_str(text: &str) -> Result<Self, $unknown> {
                match text {
                    $($text => Ok($name::$variant),)+
                    other => Err($unknown(other.to_owned())),
                }
            }
        }

        impl TryFrom<String> for $name {
            type Error = $unknown;

            fn try_from(text: String) -> Result<Self, $unknown> {
                text.parse()
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

text_enum! {
    /// How an app's proofs are checked: `cloud` (this service verifies them) or
    /// `on-chain` (the app's own contract does).
    pub enum Engine / UnknownEngine ("an engine (cloud or on-chain)") {
        Cloud = "cloud",
        OnChain = "on-chain",
    }
}

text_enum! {
    /// Whether an app or action is in use: `active`, or `inactive` (its team paused it).
    pub enum Status / UnknownStatus ("a status (active or inactive)") {
        Active = "active",
        Inactive = "inactive",
    }
}

impl Status {
    pub fn is_active(self) -> bool {
        self == Status::Active
    }
}

/// Actions are served as JSON with their status as its text.
impl Serialize for Status {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct App {
    pub id: String,
    pub team_id: String,
    pub name: String,
    pub logo_url: String,
    #[sqlx(try_from = "String")]
    pub engine: Engine,
    pub is_staging: bool,
    pub is_verified: bool,
    #[sqlx(try_from = "String")]
    pub status: Status,
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
    /// Where the app publishes its JWK Set (fetched when needed); empty for none.
    pub jwks_uri: String,
    /// Apps made by `/register`: a keyed hash of the registration access token that
    /// reads, replaces and deletes the registration (RFC 7592).
    pub registration_access_token_hash: Option<String>,
    /// Apps made by `/register`: the registered metadata kept beside the app's own
    /// columns (JSON: grant and response types, sector identifier, contacts, …).
    pub registered_metadata: Option<String>,
}

impl Default for ClientSettings {
    fn default() -> Self {
        ClientSettings {
            token_endpoint_auth_method: "client_secret_basic".into(),
            jwks: None,
            require_pushed_authorization_requests: false,
            client_secret_sealed: None,
            jwks_uri: String::new(),
            registration_access_token_hash: None,
            registered_metadata: None,
        }
    }
}

impl App {
    /// A new app as the portal makes it: active, unverified, with a confidential
    /// client's default settings, RS256 ID tokens and no secret yet.
    pub fn new(
        id: String,
        team_id: String,
        name: String,
        engine: Engine,
        is_staging: bool,
        now: i64,
    ) -> App {
        App {
            id,
            is_staging,
            team_id,
            name,
            logo_url: String::new(),
            engine,
            is_verified: false,
            status: Status::Active,
            is_archived: false,
            client_secret_hash: None,
            created_at: now,
            updated_at: now,
            description: String::new(),
            verified_logo_url: String::new(),
            client: ClientSettings::default(),
            id_token_signed_response_alg: "RS256".into(),
            userinfo_signed_response_alg: String::new(),
            backchannel_logout_uri: String::new(),
        }
    }

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
    #[sqlx(try_from = "String")]
    pub status: Status,
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
