//! Actions created by their first verification (World ID 4.0 clients name actions that
//! the portal never saw): active and unlimited, as the reference platform makes them.

use humanid_proof::external_nullifier;
use humanid_store::{Action, StoreError, now_micros};

use super::VerifyError;
use crate::{CoreError, Humanid, ids};

/// The action as it will be stored, not stored yet (its id is empty until it is).
pub(super) fn unsaved(app_id: &str, action: &str) -> Action {
    let now = now_micros();
    Action {
        id: String::new(),
        app_id: app_id.to_owned(),
        action: action.to_owned(),
        name: if action.is_empty() {
            "Sign in".to_owned()
        } else {
            action.chars().take(200).collect()
        },
        description: String::new(),
        max_verifications: 0,
        max_accounts_per_user: 1,
        external_nullifier: external_nullifier(app_id, action).to_hex(),
        status: humanid_store::Status::Active,
        created_at: now,
        updated_at: now,
    }
}

impl Humanid {
    /// Stores `unsaved`, or returns the app's action of that name if one was made meanwhile.
    pub(super) async fn create_unlimited_action(
        &self,
        unsaved: Action,
    ) -> Result<Action, VerifyError> {
        let row = Action {
            id: ids::action_id(),
            ..unsaved
        };
        match self.store().insert_action(&row).await {
            Ok(()) => Ok(row),
            Err(StoreError::Conflict { .. }) => {
                let found = self.store().find_action(&row.app_id, &row.action).await?;
                found
                    .ok_or_else(|| CoreError::Internal("conflicting action vanished".into()).into())
            }
            Err(e) => Err(e.into()),
        }
    }
}
