//! The DPoP line of `oidc_load`: a token bound at `/token` with a proof, then `/userinfo`
//! with `Authorization: DPoP` and a fresh ES256 proof per request (new `jti`, `ath`), as
//! a DPoP client sends them. A client signs its proofs on its own machine, so they are
//! signed before the window: the line measures the server's checking, not this
//! process's signing on the same two cores.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use aws_lc_rs::digest::{SHA256, digest};
use aws_lc_rs::rand::SystemRandom;
use aws_lc_rs::signature::{ECDSA_P256_SHA256_FIXED_SIGNING, EcdsaKeyPair, KeyPair};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use humanid_core::Humanid;
use serde_json::json;

use crate::{BenchResult, MakeRequest, REDIRECT, Rp, mint};

struct Prover {
    pair: EcdsaKeyPair,
    header: String,
    count: AtomicU64,
}

impl Prover {
    fn new() -> BenchResult<Prover> {
        let pair = EcdsaKeyPair::generate(&ECDSA_P256_SHA256_FIXED_SIGNING)
            .map_err(|_| "EC key generation failed")?;
        let point = pair.public_key().as_ref().to_vec();
        let b64 = |b: &[u8]| URL_SAFE_NO_PAD.encode(b);
        let jwk = json!({ "kty": "EC", "crv": "P-256", "x": b64(&point[1..33]), "y": b64(&point[33..65]) });
        let header = json!({ "typ": "dpop+jwt", "alg": "ES256", "jwk": jwk });
        Ok(Prover {
            pair,
            header: b64(&serde_json::to_vec(&header)?),
            count: AtomicU64::new(0),
        })
    }

    fn proof(&self, htm: &str, htu: &str, token: Option<&str>) -> Option<String> {
        let n = self.count.fetch_add(1, Ordering::Relaxed);
        let mut claims = json!({
            "jti": format!("bench-{n}"),
            "htm": htm,
            "htu": htu,
            "iat": chrono::Utc::now().timestamp(),
        });
        if let Some(t) = token {
            claims["ath"] = json!(URL_SAFE_NO_PAD.encode(digest(&SHA256, t.as_bytes()).as_ref()));
        }
        let input = format!(
            "{}.{}",
            self.header,
            URL_SAFE_NO_PAD.encode(serde_json::to_vec(&claims).ok()?)
        );
        let sig = self
            .pair
            .sign(&SystemRandom::new(), input.as_bytes())
            .ok()?;
        Some(format!("{input}.{}", URL_SAFE_NO_PAD.encode(sig.as_ref())))
    }
}

/// The `/userinfo` load for a DPoP-bound token: `count` requests, each with its own proof.
pub async fn userinfo(
    http: &reqwest::Client,
    url: &str,
    humanid: &Humanid,
    rp: &Rp,
    count: usize,
) -> BenchResult<MakeRequest> {
    let prover = Arc::new(Prover::new()?);
    let code = mint(humanid, rp, 1).await?.pop().ok_or("no code")?;
    let token_url = format!("{url}/token");
    let proof = prover.proof("POST", &token_url, None).ok_or("no proof")?;
    let form = [
        ("grant_type", "authorization_code"),
        ("code", code.as_str()),
        ("redirect_uri", REDIRECT),
    ];
    let body: serde_json::Value = http
        .post(&token_url)
        .header("authorization", &rp.basic)
        .header("dpop", proof)
        .form(&form)
        .send()
        .await?
        .json()
        .await?;
    if body["token_type"] != "DPoP" {
        return Err(format!("not a DPoP token: {body}").into());
    }
    let token = body["access_token"]
        .as_str()
        .ok_or_else(|| format!("no access token: {body}"))?
        .to_owned();
    let userinfo_url = format!("{url}/userinfo");
    let proofs = presign(&prover, &userinfo_url, &token, count)?;
    let proofs = Mutex::new(proofs);
    let authorization = format!("DPoP {token}");
    Ok(Arc::new(move |http: &reqwest::Client| {
        let proof = proofs.lock().unwrap_or_else(|p| p.into_inner()).pop()?;
        Some(
            http.get(&userinfo_url)
                .header("authorization", &authorization)
                .header("dpop", proof),
        )
    }))
}

/// `count` proofs for `GET url` with `token`, signed on every core.
fn presign(prover: &Prover, url: &str, token: &str, count: usize) -> BenchResult<Vec<String>> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let per = count.div_ceil(threads);
    let chunks: Vec<Option<Vec<String>>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    (0..per)
                        .map(|_| prover.proof("GET", url, Some(token)))
                        .collect()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().ok().flatten())
            .collect()
    });
    let mut proofs = Vec::with_capacity(per * threads);
    for chunk in chunks {
        proofs.extend(chunk.ok_or("signing a DPoP proof failed")?);
    }
    Ok(proofs)
}
