//! Actions an app's back end creates at run time (`POST /api/v2/create-action/{app_id}`,
//! docs/architecture.md, "Wallet Bridge relay"): the portal's create-action operation,
//! except that asking again for an action the app already has returns that action unchanged
//! instead of failing.

use crate::Code;
use humanid_store::Action;

use crate::audit::Actor;
use crate::portal::NewAction;
use crate::{CoreError, CoreResult, Humanid};

impl Humanid {
    /// Creates the action, or returns the app's existing action of that identifier.
    pub async fn create_or_get_action(
        &self,
        actor: &Actor,
        team_id: &str,
        new: NewAction,
    ) -> CoreResult<Action> {
        let app_id = new.app_id.clone();
        let wanted = new.action.as_deref().map(str::trim).map(str::to_owned);
        let bad = |a: &str| a.is_empty() || a.chars().count() > 200 || a.contains(char::is_control);
        if wanted.as_deref().is_some_and(bad) {
            return Err(CoreError::invalid(
                Code::Invalid,
                Some("action"),
                "`action` must have 1 to 200 characters and no control characters.",
            ));
        }
        match self.create_action(actor, team_id, new).await {
            Err(CoreError::Conflict { attribute, .. })
                if attribute.as_deref() == Some("action") =>
            {
                let existing = match &wanted {
                    Some(action) => self.store().find_action(&app_id, action).await?,
                    None => None,
                };
                existing.ok_or_else(|| CoreError::Internal("conflicting action vanished".into()))
            }
            other => other,
        }
    }
}
