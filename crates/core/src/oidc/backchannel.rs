//! OpenID Connect Back-Channel Logout 1.0: when a session ends, the app's
//! `backchannel_logout_uri` gets a signed `logout_token` (`iss`, `aud`, `iat`, `exp`,
//! `jti`, `sub`, `sid`, `events`) by a direct POST.
//!
//! Delivery runs in the background: logging out never waits for a relying party. A
//! failed delivery (no answer, or anything but 2xx) is retried a bounded number of times
//! with growing pauses, then given up and logged.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use serde::Serialize;
use serde_json::{Value, json};
use tokio::sync::Notify;

use super::tokens::id_token_alg;
use crate::keys::Purpose;
use crate::{CoreResult, Humanid, ids};

/// The event a logout token carries.
pub const LOGOUT_EVENT: &str = "http://schemas.openid.net/event/backchannel-logout";
/// The JOSE `typ` of logout tokens (Back-Channel Logout §2.4).
pub const LOGOUT_TOKEN_TYPE: &str = "logout+jwt";
/// Tries per delivery: the first and three retries.
pub const ATTEMPTS: usize = 4;
/// The pause before each retry.
const PAUSES: [Duration; ATTEMPTS - 1] = [
    Duration::from_millis(500),
    Duration::from_secs(1),
    Duration::from_secs(2),
];
/// No relying party holds a delivery longer than this.
const TIMEOUT: Duration = Duration::from_secs(5);
/// A logout token is good for this long.
const LIFETIME_SECS: i64 = 120;

#[derive(Serialize)]
struct LogoutClaims<'a> {
    iss: &'a str,
    aud: &'a str,
    iat: i64,
    exp: i64,
    jti: String,
    sub: &'a str,
    sid: &'a str,
    events: Value,
}

/// How many deliveries are still under way (they go out on [`crate::outbound`]).
#[derive(Default)]
pub struct Backchannel {
    in_flight: AtomicUsize,
    settled: Notify,
}

impl Humanid {
    /// The signed logout token for the session `sid` of `sub` at `app`.
    pub async fn logout_token(
        &self,
        app: &humanid_store::App,
        sub: &str,
        sid: &str,
    ) -> CoreResult<String> {
        let iat = chrono::Utc::now().timestamp();
        let claims = LogoutClaims {
            iss: &self.settings().auth_url,
            aud: &app.id,
            iat,
            exp: iat + LIFETIME_SECS,
            jti: ids::random_hex(16),
            sub,
            sid,
            events: json!({ LOGOUT_EVENT: {} }),
        };
        let alg = id_token_alg(app);
        self.keys()
            .sign_with(Purpose::Oidc, alg, Some(LOGOUT_TOKEN_TYPE), &claims)
            .await
    }

    /// Tells `app` (if it registered a back-channel logout URI) that the session `sid`
    /// of `sub` ended. Returns at once; the delivery and its retries run in the background.
    pub async fn notify_logout(
        &self,
        app: &humanid_store::App,
        sub: &str,
        sid: &str,
    ) -> CoreResult<()> {
        if app.backchannel_logout_uri.is_empty() {
            return Ok(());
        }
        let token = self.logout_token(app, sub, sid).await?;
        let body = url::form_urlencoded::Serializer::new(String::new())
            .append_pair("logout_token", &token)
            .finish();
        let uri = app.backchannel_logout_uri.clone();
        let app_id = app.id.clone();
        let this = self.clone();
        self.backchannel().in_flight.fetch_add(1, Ordering::SeqCst);
        tokio::spawn(async move {
            let channel = this.backchannel();
            let mut delivered = false;
            for attempt in 0..ATTEMPTS {
                if attempt > 0 {
                    tokio::time::sleep(PAUSES[attempt - 1]).await;
                }
                if this.outbound().post_form(&uri, &body, TIMEOUT).await {
                    delivered = true;
                    break;
                }
            }
            if !delivered {
                tracing::warn!(client_id = %app_id, attempts = ATTEMPTS, "back-channel logout not delivered; giving up");
            }
            if channel.in_flight.fetch_sub(1, Ordering::SeqCst) == 1 {
                channel.settled.notify_waiters();
            }
        });
        Ok(())
    }

    /// Waits until no back-channel delivery is under way (for tests and shutdown).
    pub async fn backchannel_settled(&self) {
        let channel = self.backchannel();
        loop {
            let settled = channel.settled.notified();
            if channel.in_flight.load(Ordering::SeqCst) == 0 {
                return;
            }
            settled.await;
        }
    }
}
