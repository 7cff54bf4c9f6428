//! Actions this replica found serving verifications, remembered briefly: a busy action
//! is then not looked up on every request (the lookup cost each verification about
//! 0.1 ms of CPU, a sixth of the whole, under load). Only "serving" is remembered — the
//! app live and verifying in the cloud, the action active — never a person's uses: the
//! statement that records a use refuses past the limit by itself.
//!
//! The bound: an app or action changed through this replica's store is looked up afresh
//! at once (the store's catalog version moved); changed by another replica or process,
//! within `recent::RECHECK_AFTER` (0.5 s). Refusals never come from memory: a refused
//! request on a remembered action is judged again on a fresh lookup.

use std::time::Instant;

use humanid_store::actions::ActionUses;

use crate::recent::Recent;

#[derive(Default)]
pub struct KnownActions(Recent<(u64, ActionUses)>);

impl KnownActions {
    /// The action as last found serving, if that was recent and this replica has changed
    /// no app or action since (`version`: the store's catalog version now).
    pub fn get(&self, app_id: &str, action: &str, version: u64) -> Option<ActionUses> {
        let (seen_at, found) = self.0.get(&key(app_id, action))?;
        (seen_at == version).then_some(found)
    }

    /// Remembers what a lookup begun at `asked`, with the catalog at `version`, found,
    /// if it serves verifications.
    pub fn put(
        &self,
        app_id: &str,
        action: &str,
        asked: Instant,
        version: u64,
        found: &ActionUses,
    ) {
        if serves(found) {
            let found = ActionUses {
                uses: None,
                ..found.clone()
            };
            self.0.put(key(app_id, action), asked, (version, found));
        }
    }
}

/// Whether verifications for the action can succeed (as far as app and action go).
fn serves(found: &ActionUses) -> bool {
    found.app_is_live
        && found.app_engine != humanid_store::Engine::OnChain
        && found.action.status.is_active()
}

/// No action or app id holds a NUL (the lookup refuses such names before asking).
fn key(app_id: &str, action: &str) -> String {
    format!("{app_id}\0{action}")
}
