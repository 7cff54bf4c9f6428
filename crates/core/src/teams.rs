//! Teams and the operator's bootstrap of the first team.

use humanid_store::{Team, now_micros};
use serde::Serialize;

use crate::{CoreError, CoreResult, Humanid, ids};

#[derive(Debug, Serialize)]
pub struct Bootstrapped {
    pub team_id: String,
    pub api_key: String,
}

impl Humanid {
    /// Creates a team and its first API key; the key is returned once and stored hashed.
    pub async fn bootstrap_team(&self, name: &str) -> CoreResult<Bootstrapped> {
        let name = name.trim();
        if name.is_empty() || name.chars().count() > 200 {
            return Err(CoreError::invalid(
                "invalid",
                Some("team"),
                "A team name of 1 to 200 characters is required.",
            ));
        }
        let team = Team {
            id: ids::team_id(),
            name: name.to_owned(),
            created_at: now_micros(),
        };
        let key = self.new_api_key(&team.id, "bootstrap");
        self.store().insert_team_with_key(&team, &key.row).await?;
        Ok(Bootstrapped {
            team_id: team.id,
            api_key: key.api_key,
        })
    }
}
