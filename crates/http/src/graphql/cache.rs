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
    /// Indexes into `actions` per app id, so nested lists need no scan.
    actions_by_app: HashMap<String, Vec<usize>>,
}

impl TeamSnapshot {
    fn new(version: i64, apps: Vec<App>, actions: Vec<Action>, redirects: Vec<Redirect>) -> Self {
        let mut actions_by_app: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, a) in actions.iter().enumerate() {
            actions_by_app.entry(a.app_id.clone()).or_default().push(i);
        }
        TeamSnapshot {
            version,
            apps,
            actions,
            redirects,
            actions_by_app,
        }
    }

    pub fn app(&self, id: &str) -> Option<&App> {
        self.apps.iter().find(|a| a.id == id)
    }

    pub fn actions_of(&self, app_id: &str) -> Vec<Action> {
        self.actions_by_app.get(app_id).map_or_else(Vec::new, |ix| {
            ix.iter().map(|i| self.actions[*i].clone()).collect()
        })
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
        let snapshot = Arc::new(TeamSnapshot::new(
            version,
            store.list_apps(team_id).await?,
            store.list_team_actions(team_id).await?,
            store.list_team_redirects(team_id).await?,
        ));
        let mut teams = self.teams.lock().unwrap_or_else(|p| p.into_inner());
        if teams.len() >= MAX_TEAMS {
            teams.clear();
        }
        teams.insert(team_id.to_owned(), snapshot.clone());
        Ok(snapshot)
    }
}
