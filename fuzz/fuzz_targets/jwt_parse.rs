//! Access-token parsing on the identity provider's real key ring: never a panic, and
//! nothing but the exact token it signed is accepted (a forged, altered or re-encoded
//! token never verifies).
#![no_main]

use std::sync::OnceLock;

use humanid_core::keys::Purpose;
use humanid_core::oidc::TokenClaims;
use humanid_core::secrets::MasterSecret;
use humanid_core::{Humanid, Settings};
use jsonwebtoken::Validation;
use libfuzzer_sys::fuzz_target;

const ISSUER: &str = "http://127.0.0.1:8080";

struct Ring {
    rt: tokio::runtime::Runtime,
    humanid: Humanid,
    issued: String,
    _dir: std::path::PathBuf,
}

fn ring() -> &'static Ring {
    static RING: OnceLock<Ring> = OnceLock::new();
    RING.get_or_init(|| {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("runtime");
        let dir = std::env::temp_dir().join(format!("humanid-fuzz-jwt-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let url = format!("sqlite://{}", dir.join("fuzz.db").display());
        let (humanid, issued) = rt.block_on(async {
            let store = humanid_store::Store::connect(&url).await.expect("store");
            let humanid = Humanid::open(store, &MasterSecret::generate(), Settings::local(ISSUER))
                .await
                .expect("humanid");
            let claims = serde_json::from_value::<TokenClaims>(serde_json::json!({
                "iss": ISSUER, "sub": "0x01", "aud": "app_0123", "iat": 1, "exp": 4_000_000_000i64,
                "jti": "fuzz", "scope": "openid", "auth_time": 1,
            }))
            .expect("claims");
            let issued = humanid
                .keys()
                .sign_typed(Purpose::Oidc, Some("at+jwt"), &claims)
                .await
                .expect("signed");
            (humanid, issued)
        });
        Ring {
            rt,
            humanid,
            issued,
            _dir: dir,
        }
    })
}

fuzz_target!(|data: &[u8]| {
    let ring = ring();
    // Mode 0: the input is the token. Mode 1: (offset, byte) edits to the signed token.
    let token = match data.split_first() {
        Some((0, rest)) => String::from_utf8_lossy(rest).into_owned(),
        Some((_, edits)) => {
            let mut bytes = ring.issued.clone().into_bytes();
            for pair in edits.chunks_exact(3) {
                let at = usize::from(u16::from_le_bytes([pair[0], pair[1]])) % bytes.len();
                bytes[at] = pair[2];
            }
            String::from_utf8_lossy(&bytes).into_owned()
        }
        None => return,
    };
    let mut validation = Validation::new(jsonwebtoken::Algorithm::RS256);
    validation.set_issuer(&[ISSUER]);
    validation.validate_aud = false;
    let accepted: Option<TokenClaims> = ring.rt.block_on(ring.humanid.keys().verify_typed(
        Purpose::Oidc,
        Some("at+jwt"),
        &token,
        &validation,
    ));
    if accepted.is_some() {
        assert_eq!(
            token, ring.issued,
            "a token other than the one signed verified"
        );
    }
    // The full path (/userinfo's): also never a panic; the signed token is not live.
    let live = ring.rt.block_on(ring.humanid.access_token_claims(&token));
    assert!(matches!(live, Ok(None)), "{live:?}");
});
