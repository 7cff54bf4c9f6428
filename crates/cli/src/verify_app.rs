//! `humanid admin verify-app APP_ID [--logo URL] [--revoke]`: the operator marks an app
//! verified (wallets and the sign-in page then show its logo) or takes that back.

use clap::Args;
use humanid_core::AppId;
use humanid_core::app_review::Review;
use serde_json::json;

use crate::config::{Common, Layered};
use crate::context;

#[derive(Args)]
pub struct VerifyAppArgs {
    /// The app to verify (`app_…` or `app_staging_…`).
    app_id: String,
    /// The logo to show for it (https URL); default: the app's logo URL as it is now.
    #[arg(long, conflicts_with = "revoke")]
    logo: Option<String>,
    /// Take the verification back (and the logo with it).
    #[arg(long)]
    revoke: bool,
    #[command(flatten)]
    common: Layered<Common>,
}

/// Prints `{app_id, is_verified, verified_app_logo}`.
pub async fn run(args: VerifyAppArgs) -> anyhow::Result<()> {
    let (humanid, store) = context::open_service(&args.common).await?;
    let review = if args.revoke {
        Review::Revoke
    } else {
        Review::Verify { logo: args.logo }
    };
    // Parsed here, after the service opened: a malformed id answers as an unknown one.
    let reviewed = match args.app_id.parse::<AppId>() {
        Ok(app_id) => humanid.review_app(&app_id, review).await,
        Err(unknown) => Err(unknown),
    };
    store.close().await;
    let app = reviewed?;
    let out = json!({
        "app_id": app.id,
        "is_verified": app.is_verified,
        "verified_app_logo": app.verified_app_logo(),
    });
    println!("{}", serde_json::to_string_pretty(&out)?);
    Ok(())
}
