//! Teams and the operator's bootstrap of the first team.

use crate::Code;
use humanid_store::{Team, now_micros};
use serde::Serialize;

use crate::{CoreError, CoreResult, Humanid, TeamId, ids};

#[derive(Debug, Serialize)]
pub struct Bootstrapped {
    pub team_id: String,
    pub api_key: String,
    /// Token of the one-time owner invite (24 h); the CLI prints it as
    /// `setup_url` = `{base_url}/portal/join/{setup_token}`.
    #[serde(skip)]
    pub setup_token: String,
}

/// The team `serve` creates on first start, and its owner's one-time setup link token.
#[derive(Debug)]
pub struct FirstTeam {
    pub team_id: String,
    pub name: String,
    pub setup_token: String,
}

/// What the first team is called until its owner renames it in the portal.
pub const FIRST_TEAM_NAME: &str = "My team";

impl Humanid {
    /// On a database without teams, creates the first one and a one-time owner invite
    /// (24 h), so a fresh server can be used from a browser alone; None once any team
    /// exists. No API key is made: the owner creates keys in the portal, where they are
    /// shown once to the person who will use them.
    pub async fn first_team(&self) -> CoreResult<Option<FirstTeam>> {
        if self.store().any_team().await? {
            return Ok(None);
        }
        let team = Team {
            id: ids::team_id(),
            name: FIRST_TEAM_NAME.to_owned(),
            created_at: now_micros(),
        };
        self.store().insert_team(&team).await?;
        let setup_token = self.setup_invite(&TeamId::stored(&team.id)).await?;
        Ok(Some(FirstTeam {
            team_id: team.id,
            name: team.name,
            setup_token,
        }))
    }

    /// Creates a team, its first API key (scope `admin`; returned once, stored hashed)
    /// and a one-time owner invite for the portal.
    pub async fn bootstrap_team(&self, name: &str) -> CoreResult<Bootstrapped> {
        let name = name.trim();
        if name.is_empty() || name.chars().count() > 200 {
            return Err(CoreError::invalid(
                Code::Invalid,
                Some("team"),
                "A team name of 1 to 200 characters is required.",
            ));
        }
        let team = Team {
            id: ids::team_id(),
            name: name.to_owned(),
            created_at: now_micros(),
        };
        let key = self.new_api_key(
            &TeamId::stored(&team.id),
            "bootstrap",
            crate::audit::Scope::Admin,
        );
        self.store().insert_team_with_key(&team, &key.row).await?;
        let setup_token = self.setup_invite(&TeamId::stored(&team.id)).await?;
        Ok(Bootstrapped {
            team_id: team.id,
            api_key: key.api_key,
            setup_token,
        })
    }
}
