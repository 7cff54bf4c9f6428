//! The operator's review of an app (docs/architecture.md, "Developer portal platform"):
//! only the operator marks an app verified, which lets wallets and the sign-in page show
//! its name as trusted and its logo. The logo shown is the one the operator reviewed, so a
//! team cannot swap it later.

use crate::AppId;
use humanid_store::{App, StoreError};
use serde_json::json;

use crate::audit::{Actor, Change};
use crate::portal::check_logo_url;
use crate::{CoreError, CoreResult, Humanid};

/// What the operator decided.
pub enum Review {
    /// Verified, showing `logo` (or, without one, the app's logo as it is now).
    Verify {
        logo: Option<String>,
    },
    Revoke,
}

impl Humanid {
    /// Records the operator's verdict, in the app's team's audit log too (`app.verify`
    /// with the reviewed logo, or `app.unverify`). A later change of the app's name or
    /// logo withdraws it again (see `update_app`).
    pub async fn review_app(&self, app_id: &AppId, review: Review) -> CoreResult<App> {
        let app = match self.store().get_app(app_id).await {
            Ok(app) => app,
            Err(StoreError::NotFound) => return Err(CoreError::not_found("No such app.")),
            Err(e) => return Err(e.into()),
        };
        let (verified, logo) = match review {
            Review::Verify { logo: Some(logo) } => {
                check_logo_url(&logo)?;
                (true, logo)
            }
            Review::Verify { logo: None } => (true, app.logo_url),
            Review::Revoke => (false, String::new()),
        };
        let app = self
            .store()
            .set_app_verification(app_id, verified, &logo)
            .await?;
        let (action, detail) = if verified {
            ("app.verify", json!({"name": app.name, "logo": logo}))
        } else {
            ("app.unverify", json!({"name": app.name}))
        };
        let change = Change::new(&app.team_id, action, app_id, detail);
        self.record(&Actor::Operator, change).await?;
        Ok(app)
    }
}
