//! Each replica caches a team's portal rows (apps, actions, redirects) and revalidates
//! them on every request against the team's `portal_version`, which database triggers
//! bump on any change. One primary-key read replaces three list queries, and a change
//! made through any replica is seen by the next request everywhere.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use humanid_core::Humanid;
use humanid_store::{Action, App, Redirect, StoreResult};

/// Teams kept at most; past this the cache starts over (it is only a cache).
const MAX_TEAMS: usize = 4096;

pub struct TeamSnapshot {
    pub version: i64,
    /// Live (not archived) apps, in creation order.
    pub apps: Vec<App>,
    /// Actions of the live apps, in creation order.
    pub actions: Vec<Action>,
    pub redirects: Vec<Redirect>,
}

impl TeamSnapshot {
    pub fn app(&self, id: &str) -> Option<&App> {
        self.apps.iter().find(|a| a.id == id)
    }
}

#[derive(Default)]
pub struct PortalCache {
    teams: Mutex<HashMap<String, Arc<TeamSnapshot>>>,
}

impl PortalCache {
    fn cached(&self, team_id: &str) -> Option<Arc<TeamSnapshot>> {
        self.teams
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(team_id)
            .cloned()
    }

    /// The team's rows as of now (or newer).
    pub async fn snapshot(
        &self,
        humanid: &Humanid,
        team_id: &str,
    ) -> StoreResult<Arc<TeamSnapshot>> {
        let store = humanid.store();
        // Read the version first: rows loaded after it are at least that new.
        let version = store.portal_version(team_id).await?;
        if let Some(hit) = self.cached(team_id).filter(|s| s.version == version) {
            return Ok(hit);
        }
        let snapshot = Arc::new(TeamSnapshot {
            version,
            apps: store.list_apps(team_id).await?,
            actions: store.list_team_actions(team_id).await?,
            redirects: store.list_team_redirects(team_id).await?,
        });
        let mut teams = self.teams.lock().unwrap_or_else(|p| p.into_inner());
        if teams.len() >= MAX_TEAMS {
            teams.clear();
        }
        teams.insert(team_id.to_owned(), snapshot.clone());
        Ok(snapshot)
    }
}
