//! `/token` under load on the binary: code exchanges, and refresh exchanges in which each
//! client rotates its own chain. The codes and each chain's first refresh token are made
//! in the server's database by this bench's library before any load (no sign-in proof is
//! timed here), with the server's own secret, so the server takes them as its own.

use std::sync::{Arc, Mutex};

use humanid_core::Humanid;

use crate::Res;
use crate::http1::encode;
use crate::load::{Check, Make};
use crate::setup::{REDIRECT, exchange_codes, mint_codes};

/// Codes for the warm-up second and the window at up to this many exchanges a second;
/// should they run out, the window ends early and its rate is still right.
const MOST_PER_SECOND: usize = 3_000;

/// What the two exchange loads consume.
pub struct Prepared {
    codes: Vec<String>,
    chains: Vec<String>,
}

/// Codes enough for `window_secs` (plus the warm-up second) and one refresh chain per
/// client.
pub async fn prepare(
    humanid: &Humanid,
    app_id: &str,
    clients: usize,
    window_secs: u64,
) -> Res<Prepared> {
    let wanted = MOST_PER_SECOND * (1 + window_secs as usize);
    let codes = mint_codes(humanid, app_id, wanted, &["openid", "email"]).await?;
    let offline = ["openid", "email", "offline_access"];
    let chains = exchange_codes(humanid, app_id, clients, &offline)
        .await?
        .into_iter()
        .map(|t| t.refresh_token.ok_or("no refresh token for offline_access"))
        .collect::<Result<_, _>>()?;
    Ok(Prepared { codes, chains })
}

/// The two loads, named, for the server at `url`; `basic` is the client's
/// `Authorization` header.
pub fn loads(url: &str, basic: &str, prepared: Prepared) -> [(&'static str, Make, Check); 2] {
    [
        ("token", codes(url, basic, prepared.codes)),
        ("refresh", chains(url, basic, prepared.chains)),
    ]
    .map(|(name, (make, check))| (name, make, check))
}

fn token_request(url: &str, basic: &str, form: &[(&str, &str)]) -> crate::http1::Encoded {
    let headers = [
        ("Authorization", basic),
        ("Content-Type", "application/x-www-form-urlencoded"),
    ];
    let body = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(form)
        .finish();
    encode("POST", url, "/token", &headers, body.as_bytes())
}

/// `grant_type=authorization_code`, each code once (warm-up and window share them).
fn codes(url: &str, basic: &str, codes: Vec<String>) -> (Make, Check) {
    let (url, basic) = (url.to_owned(), basic.to_owned());
    let codes = Mutex::new(codes);
    let make: Make = Arc::new(move |_| {
        let code = codes.lock().unwrap_or_else(|p| p.into_inner()).pop()?;
        let form = [
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", REDIRECT),
        ];
        Some(token_request(&url, &basic, &form))
    });
    let check: Check = Arc::new(|_, body| Tokens::answered(body).map(|_| ()));
    (make, check)
}

/// `grant_type=refresh_token`: client i presents the newest token of chain i, and keeps
/// the one each answer rotates in.
fn chains(url: &str, basic: &str, chains: Vec<String>) -> (Make, Check) {
    let (url, basic) = (url.to_owned(), basic.to_owned());
    let chains: Arc<Vec<Mutex<String>>> = Arc::new(chains.into_iter().map(Mutex::new).collect());
    let presented = chains.clone();
    let make: Make = Arc::new(move |turn| {
        let token = presented
            .get(turn.client)?
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone();
        let form = [("grant_type", "refresh_token"), ("refresh_token", &token)];
        Some(token_request(&url, &basic, &form))
    });
    let check: Check = Arc::new(move |client, body| {
        let next = Tokens::answered(body)?
            .refresh_token
            .ok_or_else(|| format!("no rotated token in {}", String::from_utf8_lossy(body)))?;
        let chain = chains.get(client).ok_or("more clients than chains")?;
        *chain.lock().unwrap_or_else(|p| p.into_inner()) = next;
        Ok(())
    });
    (make, check)
}

#[derive(serde::Deserialize)]
struct Tokens {
    access_token: Option<String>,
    id_token: Option<String>,
    refresh_token: Option<String>,
}

impl Tokens {
    /// The answer, if it carries an access token and an ID token.
    fn answered(body: &[u8]) -> Result<Tokens, String> {
        serde_json::from_slice::<Tokens>(body)
            .ok()
            .filter(|t| t.access_token.is_some() && t.id_token.is_some())
            .ok_or_else(|| format!("no tokens in {}", String::from_utf8_lossy(body)))
    }
}
