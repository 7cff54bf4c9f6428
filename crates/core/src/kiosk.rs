//! The kiosk: a signed-in team member's screen for verifying people in person. Each
//! person gets a fresh hand-off request (a QR code) for the action, whose proof must
//! carry that request's id as its signal; the kiosk shows what became of each:
//! verified, already verified, or failed.

use crate::{AppId, TeamId};
use humanid_store::request_outcomes::RequestOutcome;
use serde::Serialize;
use serde_json::{Value, json};

use crate::handoff::{Created, Kind, NewRequest};
use crate::verify::timestamp;
use crate::{CoreError, CoreResult, Humanid};

/// How many past results the kiosk lists.
pub const RESULTS_SHOWN: i64 = 10;

/// The params that mark a request as opened by a kiosk (it has no return URL).
fn kiosk_params() -> Value {
    json!({ "kiosk": true })
}

/// Whether a request's stored params are the kiosk's (requests store them as JSON text).
fn is_kiosk_request(params: &str) -> bool {
    serde_json::from_str::<Value>(params).is_ok_and(|p| p == kiosk_params())
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    Verified,
    AlreadyVerified,
    Failed,
}

impl Outcome {
    /// The words the kiosk shows.
    pub fn label(self) -> &'static str {
        match self {
            Outcome::Verified => "verified",
            Outcome::AlreadyVerified => "already verified",
            Outcome::Failed => "failed",
        }
    }
}

/// One person's result at the kiosk.
#[derive(Clone, Debug, Serialize)]
pub struct KioskResult {
    pub request_id: String,
    pub outcome: Outcome,
    /// The error code of a refused proof.
    pub code: Option<String>,
    pub at: String,
}

fn result_of(o: RequestOutcome) -> KioskResult {
    let outcome = match (o.status.as_str(), o.failure_code.as_deref()) {
        ("pending", Some("max_verifications_reached")) => Outcome::AlreadyVerified,
        ("pending", _) => Outcome::Failed,
        _ => Outcome::Verified,
    };
    KioskResult {
        request_id: o.id,
        outcome,
        code: (outcome != Outcome::Verified)
            .then_some(o.failure_code)
            .flatten(),
        at: timestamp(o.decided_at),
    }
}

impl Humanid {
    /// Opens a request for the next person at the kiosk of the team's app's action.
    pub async fn start_kiosk_request(
        &self,
        team_id: &TeamId,
        app_id: &AppId,
        action: &str,
    ) -> CoreResult<Created> {
        self.team_app(team_id, app_id).await?;
        let app = self.app_verifying_action(app_id, action).await?;
        // The request's own id is the signal: a proof for this QR code cannot be made
        // before it is shown, nor used at another request (the empty signal let any
        // proof made in advance verify at any kiosk).
        self.create_request(NewRequest {
            kind: Kind::Verification,
            app,
            action: action.to_owned(),
            signal: None,
            params: kiosk_params(),
        })
        .await
    }

    /// The latest results at the kiosk of the team's app's action, newest first.
    pub async fn kiosk_results(
        &self,
        team_id: &TeamId,
        app_id: &AppId,
        action: &str,
    ) -> CoreResult<Vec<KioskResult>> {
        self.team_app(team_id, app_id).await?;
        let params = kiosk_params().to_string();
        let rows = self
            .store()
            .list_request_outcomes(app_id, action, &params, RESULTS_SHOWN);
        Ok(rows.await?.into_iter().map(result_of).collect())
    }

    /// The result of one kiosk request, once there is one.
    pub async fn kiosk_result(
        &self,
        team_id: &TeamId,
        app_id: &AppId,
        action: &str,
        request_id: &str,
    ) -> CoreResult<Option<KioskResult>> {
        self.team_app(team_id, app_id).await?;
        let row = self.request(request_id).await?;
        if row.app_id != app_id || row.action != action || !is_kiosk_request(&row.params) {
            return Err(CoreError::not_found("No such request."));
        }
        Ok(self
            .store()
            .request_outcome(request_id)
            .await?
            .map(result_of))
    }
}
