//! The "Get started" block of an app's page (`/portal/apps/{app_id}#get-started`): the
//! snippets a developer pastes, filled with this app's values — IDKit 4 (back end signs
//! the request, the page asks with `IDKit.request`, the back end posts the result to
//! `/api/v4/verify/{rp_id}`), the v2 verify call with curl, and the OpenID settings.
//! The browser walkthrough test (`tests/browser/walkthrough.test.mjs`) runs the curl and
//! discovery snippets as shown, so they stay correct.

use humanid_store::App;

pub struct GetStarted {
    pub idkit_backend: String,
    pub idkit_page: String,
    /// What a terminal runs to verify one proof through `POST /api/v2/verify/{app_id}`.
    pub verify_curl: String,
    pub discovery_curl: String,
    pub oidc_settings: String,
    /// An `/authorize` URL for the app's first redirect URI, if it has one.
    pub authorize_url: Option<String>,
}

/// The action the snippets use: the app's first, else an example name.
const EXAMPLE_ACTION: &str = "my-action";

pub struct Values<'a> {
    pub app: &'a App,
    pub rp_id: &'a str,
    pub base_url: &'a str,
    pub auth_url: &'a str,
    pub action: Option<&'a str>,
    pub redirect_uri: Option<&'a str>,
}

impl GetStarted {
    pub fn new(v: &Values<'_>) -> Self {
        let (app_id, rp_id, base, auth) = (&v.app.id, v.rp_id, v.base_url, v.auth_url);
        let action = v.action.unwrap_or(EXAMPLE_ACTION);
        let environment = if v.app.is_staging {
            "staging"
        } else {
            "production"
        };
        let idkit_backend = format!(
            r#"// npm install @worldcoin/idkit-server
import {{ signRequest }} from "@worldcoin/idkit-server";

// Per request: sign it with the key whose address is this app's signer (World ID 4.0 below).
export function rpContext(action) {{
  const sig = signRequest({{ signingKeyHex: process.env.RP_SIGNING_KEY, action }});
  return {{ rp_id: "{rp_id}", nonce: sig.nonce, created_at: sig.createdAt,
           expires_at: sig.expiresAt, signature: sig.sig }};
}}

// When the page sends you the kit's result: post it unchanged.
export async function verify(result) {{
  const res = await fetch("{base}/api/v4/verify/{rp_id}", {{
    method: "POST",
    headers: {{ "content-type": "application/json" }},
    body: JSON.stringify(result),
  }});
  return res.json(); // 200 {{ success: true, action, nullifier, … }}, else {{ code, detail }}
}}"#
        );
        let idkit_page = format!(
            r#"// npm install @worldcoin/idkit-core
import {{ IDKit, orbLegacy }} from "@worldcoin/idkit-core";

const request = await IDKit.request({{
  app_id: "{app_id}",
  action: "{action}",
  rp_context, // from your back end: rpContext("{action}")
  bridge_url: "{base}",
  allow_legacy_proofs: true,
  environment: "{environment}",
}}).preset(orbLegacy({{ signal: "user-7" }}));
// Show request.connectorURI as a QR code (or a link), then wait for the wallet:
const {{ result }} = await request.pollUntilCompletion();
// Send `result` to your back end, which verifies it."#
        );
        let prove = if v.app.is_staging {
            format!(
                "# A test wallet enrolled in the staging orb set, and a proof made with it:\n\
                 export HUMANID_SERVER={base} HUMANID_WALLET=$PWD/wallet.json\n\
                 humanid wallet new\n\
                 humanid wallet enroll --type orb\n\
                 humanid wallet prove --v2 --app-id {app_id} --action {action} --signal hello > proof.json\n"
            )
        } else {
            "# proof.json: the proof your page received from IDKit 2.x\n\
             # ({nullifier_hash, merkle_root, proof, verification_level, signal_hash, action})\n"
                .to_owned()
        };
        let verify_curl = format!(
            "{prove}curl -s {base}/api/v2/verify/{app_id} \\\n  \
             -H 'content-type: application/json' -d @proof.json"
        );
        let discovery = format!("{auth}/.well-known/openid-configuration");
        let oidc_settings = format!(
            "issuer         {auth}\n\
             discovery      {discovery}\n\
             client_id      {app_id}\n\
             client_secret  (made under Sign in by an owner or admin, and shown once)\n\
             redirect_uri   {}\n\
             scope          openid profile email",
            v.redirect_uri
                .unwrap_or("(your callback URL, once it is added under Sign in)")
        );
        let authorize_url = v.redirect_uri.map(|uri| {
            let mut url = url::Url::parse(&format!("{auth}/authorize")).ok()?;
            url.query_pairs_mut()
                .append_pair("client_id", app_id)
                .append_pair("redirect_uri", uri)
                .append_pair("response_type", "code")
                .append_pair("scope", "openid profile email")
                .append_pair("state", "xyz")
                .append_pair("nonce", "n-1");
            Some(url.to_string())
        });
        GetStarted {
            idkit_backend,
            idkit_page,
            verify_curl,
            discovery_curl: format!("curl -s {discovery}"),
            oidc_settings,
            authorize_url: authorize_url.flatten(),
        }
    }
}
