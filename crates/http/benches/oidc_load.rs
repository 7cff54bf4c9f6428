//! Identity-provider throughput on SQLite over loopback, C concurrent clients (default 16;
//! `HUMANID_BENCH_CLIENTS`): discovery, `/jwks`, `/userinfo` with a valid access token,
//! `/token` code exchanges (codes minted with `issue_code` before each window, as no
//! sign-in proof is timed here), `grant_type=refresh_token` exchanges (each client
//! rotating its own chain), and `prompt=none` silent sign-ins answered from a live IdP
//! session (a 303 carrying a code), `/introspect` of a live token, and `/userinfo` with a
//! DPoP-bound token and a fresh proof per request (signed before the window, last as its
//! proofs take memory). Only the expected status counts; any other stops the run.
//! Each line ends with the CPU time the process (server and clients: they share it) took
//! per request, how busy it kept the CPUs, and its resident memory now and at its peak
//! so far. Under each exchange line, what an RS256 signature costs here and how close
//! the line came to what that and its CPU per exchange allow (`oidc_load/ceiling.rs`).
//!
//! Run: `cargo bench -p humanid-http --bench oidc_load`; `HUMANID_BENCH_ONLY=token,refresh`
//! (names' first words, comma-separated) runs only those lines, for quick A/B runs.

use humanid_core::{AppId, TeamId};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use humanid_core::Humanid;
use humanid_core::oidc::{Authorization, Grant};

mod common;
use common::{BenchResult, Window};
#[path = "oidc_load/ceiling.rs"]
mod ceiling;
#[path = "oidc_load/dpop.rs"]
mod dpop;

const REDIRECT: &str = "https://rp.example/cb";
const WARMUP: Duration = Duration::from_secs(2);
const MEASURE: Duration = Duration::from_secs(10);
/// Codes for the token warm-up; the window then gets 1.5× what the warm-up rate needs.
const WARMUP_CODES: usize = 3_000;
const MAX_CODES: usize = 200_000;
/// The most DPoP proofs signed before the DPoP window (about 0.5 KB each).
const MAX_PROOFS: usize = 300_000;

/// Builds the next request, or `None` when there is nothing left to send.
pub(crate) type MakeRequest =
    Arc<dyn Fn(&reqwest::Client) -> Option<reqwest::RequestBuilder> + Send + Sync>;
/// Sees each good answer's body (e.g. to keep the rotated refresh token).
type OnAnswer = Arc<dyn Fn(&[u8]) + Send + Sync>;

/// What a window sends and what counts as a good answer.
#[derive(Clone)]
struct Load {
    make: MakeRequest,
    expect: reqwest::StatusCode,
    on_answer: Option<OnAnswer>,
}

impl Load {
    fn ok(make: MakeRequest) -> Load {
        Load {
            make,
            expect: reqwest::StatusCode::OK,
            on_answer: None,
        }
    }
}

/// `clients` tasks send requests from `load` until `length` has passed (or it runs
/// dry); every answer must have the expected status.
async fn run(
    http: &reqwest::Client,
    clients: usize,
    length: Duration,
    load: impl Into<Load>,
) -> BenchResult<Window> {
    let load: Load = load.into();
    let http = http.clone();
    let w = common::drive(clients, length, move || {
        let (http, load) = (http.clone(), load.clone());
        async move {
            let Some(req) = (load.make)(&http) else {
                return Ok(None);
            };
            let t = Instant::now();
            let res = req.send().await.map_err(|e| e.to_string())?;
            let status = res.status();
            let body = res.bytes().await.map_err(|e| e.to_string())?;
            if status != load.expect {
                let body = String::from_utf8_lossy(&body);
                return Err(format!("status {status}: {body}"));
            }
            let took = t.elapsed();
            if let Some(on_answer) = &load.on_answer {
                on_answer(&body);
            }
            Ok(Some(took))
        }
    })
    .await?;
    if w.latencies.is_empty() {
        return Err("no request completed".into());
    }
    Ok(w)
}

/// Warm-up, then the measured window; prints one line with the target and returns the
/// window.
async fn measure(
    name: &str,
    http: &reqwest::Client,
    clients: usize,
    load: impl Into<Load>,
    target: Option<f64>,
) -> BenchResult<Window> {
    let load: Load = load.into();
    run(http, clients, WARMUP, load.clone()).await?;
    let w = run(http, clients, MEASURE, load).await?;
    report(name, &w, clients, target);
    Ok(w)
}

fn report(name: &str, w: &Window, clients: usize, target: Option<f64>) {
    let verdict = match target {
        Some(t) if w.rate() >= t => format!("target ≥ {t:.0}/s met"),
        Some(t) => format!("target ≥ {t:.0}/s NOT met"),
        None => "no target".to_owned(),
    };
    println!(
        "{name}: {:.0}/s (p50 {:.2} ms, p99 {:.2} ms), {clients} clients; {} requests in {:.1} s; {verdict}; CPU {:.3} ms a request, {:.0} % of {} CPUs busy; RSS {} MiB, peak {} MiB",
        w.rate(),
        w.percentile_ms(0.50),
        w.percentile_ms(0.99),
        w.latencies.len(),
        w.secs,
        w.cpu_ms_per_answer(),
        w.busy() * 100.0,
        common::cpus(),
        memory_mib("VmRSS:"),
        memory_mib("VmHWM:"),
    );
}

/// This process's (server and clients together) resident memory, now or at its peak.
fn memory_mib(field: &str) -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            let kib: u64 = status
                .lines()
                .find_map(|l| l.strip_prefix(field))?
                .trim()
                .trim_end_matches("kB")
                .trim()
                .parse()
                .ok()?;
            Some(format!("{}", kib / 1024))
        })
        .unwrap_or_else(|| "?".into())
}

fn get(url: String) -> MakeRequest {
    Arc::new(move |http: &reqwest::Client| Some(http.get(&url)))
}

impl From<MakeRequest> for Load {
    fn from(make: MakeRequest) -> Load {
        Load::ok(make)
    }
}

pub(crate) struct Rp {
    pub(crate) client_id: String,
    pub(crate) basic: String,
}

fn grant(rp: &Rp, scopes: &[&str]) -> Grant {
    Grant {
        sid: None,
        client_id: rp.client_id.clone(),
        sub: format!("0x{}", "5a".repeat(32)),
        credential_type: humanid_core::registry::CredentialType::Orb,
        scopes: scopes.iter().map(|s| s.to_string()).collect(),
        nonce: Some("bench".into()),
        auth_time: chrono::Utc::now().timestamp(),
    }
}

pub(crate) async fn mint(humanid: &Humanid, rp: &Rp, n: usize) -> BenchResult<Vec<String>> {
    mint_with(humanid, rp, n, &["openid", "email"]).await
}

async fn mint_with(
    humanid: &Humanid,
    rp: &Rp,
    n: usize,
    scopes: &[&str],
) -> BenchResult<Vec<String>> {
    let grant = grant(rp, scopes);
    let auth = Authorization::code_flow(&grant, REDIRECT);
    let mut codes = Vec::with_capacity(n);
    for _ in 0..n {
        codes.push(humanid.issue_code(&grant, &auth).await?);
    }
    Ok(codes)
}

/// Exchanges codes from `codes` until none is left.
fn exchanges(url: &str, rp: &Rp, codes: Vec<String>) -> MakeRequest {
    let (token_url, basic) = (format!("{url}/token"), rp.basic.clone());
    let codes = Arc::new(Mutex::new(codes));
    Arc::new(move |http: &reqwest::Client| {
        let code = codes.lock().unwrap_or_else(|p| p.into_inner()).pop()?;
        let form = [
            ("grant_type", "authorization_code".to_owned()),
            ("code", code),
            ("redirect_uri", REDIRECT.to_owned()),
        ];
        Some(
            http.post(&token_url)
                .header("authorization", &basic)
                .form(&form),
        )
    })
}

#[tokio::main]
async fn main() -> BenchResult<()> {
    let clients = common::clients();
    let (served, team) = common::serve_team().await?;
    let (humanid, url) = (&served.humanid, &served.url);
    let app = common::operator_app(humanid, &team.team_id, "Bench RP".into()).await?;
    humanid
        .add_redirect(
            &humanid_core::audit::Actor::Operator,
            &TeamId::stored(&team.team_id),
            &AppId::stored(&app.id),
            REDIRECT,
        )
        .await?;
    let secret = humanid
        .reset_client_secret(
            &humanid_core::audit::Actor::Operator,
            &TeamId::stored(&team.team_id),
            &AppId::stored(&app.id),
        )
        .await?;
    let rp = Rp {
        basic: format!("Basic {}", STANDARD.encode(format!("{}:{secret}", app.id))),
        client_id: app.id,
    };
    let http = reqwest::Client::new();
    println!(
        "oidc_load: SQLite, loopback, {clients} clients, {MEASURE:?} windows after {WARMUP:?} warm-up"
    );

    let discovery = format!("{url}/.well-known/openid-configuration");
    if wanted("discovery") {
        measure("discovery", &http, clients, get(discovery), Some(30_000.0)).await?;
    }
    if wanted("jwks") {
        let jwks = get(format!("{url}/jwks"));
        measure("jwks", &http, clients, jwks, Some(30_000.0)).await?;
    }

    let one = mint(humanid, &rp, 1).await?;
    let access = exchange(&http, url, &rp, one, "access_token").await?;
    let userinfo_url = format!("{url}/userinfo");
    let bearer = access.clone();
    let userinfo: MakeRequest =
        Arc::new(move |http: &reqwest::Client| Some(http.get(&userinfo_url).bearer_auth(&bearer)));
    // The DPoP line compares itself with this one, so runs with it.
    let bearer_rate = match wanted("userinfo") {
        true => measure("userinfo", &http, clients, userinfo, Some(10_000.0))
            .await?
            .rate(),
        false => 0.0,
    };
    let (introspect_url, basic, token) = (
        format!("{url}/introspect"),
        rp.basic.clone(),
        access.clone(),
    );
    let introspect: MakeRequest = Arc::new(move |http: &reqwest::Client| {
        Some(
            http.post(&introspect_url)
                .header("authorization", &basic)
                .form(&[("token", token.as_str())]),
        )
    });
    if wanted("introspect") {
        measure("introspect", &http, clients, introspect, None).await?;
    }
    if wanted("token") {
        token_window(&http, url, humanid, &rp, clients).await?;
    }
    if wanted("refresh") {
        let chains = refresh_chains(&http, url, humanid, &rp, 2 * clients).await?;
        let load = refreshes(url, &rp, chains);
        let w = measure("refresh exchanges", &http, clients, load, Some(2_000.0)).await?;
        ceiling::report(&w)?;
    }
    if wanted("prompt=none") {
        let silent = silent_sign_ins(url, humanid, &rp).await?;
        let no_redirects = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()?;
        let target = Some(3_000.0);
        measure(
            "prompt=none sign-ins",
            &no_redirects,
            clients,
            silent,
            target,
        )
        .await?;
    }
    if !wanted("userinfo") {
        return Ok(());
    }

    // Last: its proofs, signed beforehand, take memory the other lines should not carry.
    // A proof's signature check alone costs about what a whole bearer request does (see
    // docs/performance.md), so proofs for 60 % of the bearer rate over both windows are
    // enough; should they run out, the window ends early and its rate is still right.
    println!(
        "  (peak RSS before the DPoP line signs its proofs: {} MiB, this process: server and clients; the server alone: hot_paths)",
        memory_mib("VmHWM:")
    );
    let window = (WARMUP + MEASURE).as_secs_f64();
    let count = ((bearer_rate * window * 0.6) as usize).clamp(1_000, MAX_PROOFS);
    let bound = dpop::userinfo(&http, url, humanid, &rp, count).await?;
    let dpop_rate = measure(
        "userinfo, DPoP-bound (a fresh ES256 proof each, signed before the window)",
        &http,
        clients,
        bound,
        None,
    )
    .await?
    .rate();
    println!(
        "  DPoP-bound over bearer /userinfo: {:.2}x the time per request (goal ≤ 1.5x)",
        bearer_rate / dpop_rate
    );
    Ok(())
}

/// Whether `HUMANID_BENCH_ONLY` (names' first words, comma-separated) asks for the line.
fn wanted(line: &str) -> bool {
    match std::env::var("HUMANID_BENCH_ONLY") {
        Ok(only) if !only.trim().is_empty() => only.split(',').any(|w| w.trim() == line),
        _ => true,
    }
}

/// Code exchanges: codes minted for a warm-up, then for 1.5× what its rate needs.
async fn token_window(
    http: &reqwest::Client,
    url: &str,
    humanid: &Humanid,
    rp: &Rp,
    clients: usize,
) -> BenchResult<()> {
    let started = Instant::now();
    let warmup_codes = mint(humanid, rp, WARMUP_CODES).await?;
    let minted_per_sec = WARMUP_CODES as f64 / started.elapsed().as_secs_f64();
    let warm = run(http, clients, WARMUP, exchanges(url, rp, warmup_codes)).await?;
    let needed = ((warm.rate() * MEASURE.as_secs_f64() * 1.5) as usize).clamp(1_000, MAX_CODES);
    let codes = mint(humanid, rp, needed).await?;
    println!("  ({needed} codes minted before the token window, {minted_per_sec:.0} codes/s)");
    let w = run(http, clients, MEASURE, exchanges(url, rp, codes)).await?;
    if w.secs < MEASURE.as_secs_f64() * 0.95 {
        println!("  (the codes ran out after {:.1} s)", w.secs);
    }
    report("token exchanges", &w, clients, Some(2_000.0));
    ceiling::report(&w)
}

/// One refresh token per client, from codes with `offline_access` exchanged over HTTP.
async fn refresh_chains(
    http: &reqwest::Client,
    url: &str,
    humanid: &Humanid,
    rp: &Rp,
    clients: usize,
) -> BenchResult<Vec<String>> {
    let codes = mint_with(humanid, rp, clients, &["openid", "email", "offline_access"]).await?;
    let mut tokens = Vec::new();
    for code in codes {
        tokens.push(exchange(http, url, rp, vec![code], "refresh_token").await?);
    }
    Ok(tokens)
}

/// Exchanges the code in `code` over HTTP; the token named `token` in the answer.
async fn exchange(
    http: &reqwest::Client,
    url: &str,
    rp: &Rp,
    code: Vec<String>,
    token: &str,
) -> BenchResult<String> {
    let req = exchanges(url, rp, code)(http).ok_or("no code")?;
    let body: serde_json::Value = req.send().await?.json().await?;
    let found = body[token].as_str().map(str::to_owned);
    found.ok_or_else(|| format!("no {token}: {body}").into())
}

/// `grant_type=refresh_token` with a token from the pool; each answer's rotated token
/// goes back in, so every client keeps using a live one.
fn refreshes(url: &str, rp: &Rp, chains: Vec<String>) -> Load {
    let (token_url, basic) = (format!("{url}/token"), rp.basic.clone());
    let pool = Arc::new(Mutex::new(chains));
    let take = pool.clone();
    let make: MakeRequest = Arc::new(move |http: &reqwest::Client| {
        let token = take.lock().unwrap_or_else(|p| p.into_inner()).pop()?;
        let form = [
            ("grant_type", "refresh_token".to_owned()),
            ("refresh_token", token),
        ];
        Some(
            http.post(&token_url)
                .header("authorization", &basic)
                .form(&form),
        )
    });
    let on_answer: OnAnswer = Arc::new(move |body: &[u8]| {
        let next = serde_json::from_slice::<serde_json::Value>(body)
            .ok()
            .and_then(|v| v["refresh_token"].as_str().map(str::to_owned));
        if let Some(next) = next {
            pool.lock().unwrap_or_else(|p| p.into_inner()).push(next);
        }
    });
    Load {
        make,
        expect: reqwest::StatusCode::OK,
        on_answer: Some(on_answer),
    }
}

/// `GET /authorize?…&prompt=none` with a live session cookie: answered at once with a
/// 303 carrying a fresh code.
async fn silent_sign_ins(url: &str, humanid: &Humanid, rp: &Rp) -> BenchResult<Load> {
    let session = humanid.open_session(&grant(rp, &["openid"])).await?;
    let cookie = format!("{}={}", session.cookie_name(), session.secret);
    let authorize = format!(
        "{url}/authorize?client_id={}&redirect_uri={}&response_type=code&scope=openid&state=s&prompt=none",
        rp.client_id,
        url::form_urlencoded::byte_serialize(REDIRECT.as_bytes()).collect::<String>(),
    );
    let make: MakeRequest = Arc::new(move |http: &reqwest::Client| {
        Some(http.get(&authorize).header("cookie", &cookie))
    });
    Ok(Load {
        make,
        expect: reqwest::StatusCode::SEE_OTHER,
        on_answer: None,
    })
}
