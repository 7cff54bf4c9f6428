//! Actions an app's back end creates at run time (`POST /api/v2/create-action/{app_id}`,
//! docs/architecture.md, "Wallet Bridge relay"): the portal's create-action operation,
//! except that asking again for an action the app already has returns that action unchanged
//! instead of failing.

use crate::Code;
use crate::TeamId;
use humanid_store::Action;

use crate::audit::Actor;
use crate::portal::NewAction;
use crate::{CoreError, CoreResult, Humanid};

/// The action identifier asked for, trimmed: 1 to 200 characters, no control characters.
/// Judged before the app is looked up, so the HTTP layer checks it before it parses the
/// app id too (a bad body is answered first, whatever the id).
pub fn wanted_action(action: Option<&str>) -> CoreResult<Option<String>> {
    let wanted = action.map(str::trim);
    let bad = |a: &str| a.is_empty() || a.chars().count() > 200 || a.contains(char::is_control);
    if wanted.is_some_and(bad) {
        return Err(CoreError::invalid(
            Code::Invalid,
            Some("action"),
            "`action` must have 1 to 200 characters and no control characters.",
        ));
    }
    Ok(wanted.map(str::to_owned))
}

impl Humanid {
    /// Creates the action, or returns the app's existing action of that identifier.
    pub async fn create_or_get_action(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        new: NewAction,
    ) -> CoreResult<Action> {
        let app_id = new.app_id.clone();
        let wanted = wanted_action(new.action.as_deref())?;
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
