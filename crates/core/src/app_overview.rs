//! Everything the portal's app page shows of one of the team's apps, read at once: the
//! app, its actions, its redirects (sign-in and post-logout) and the figures of its
//! actions.

use crate::{AppId, TeamId};
use std::collections::HashMap;

use humanid_store::post_logout_redirects::PostLogoutRedirect;
use humanid_store::{Action, App, Redirect};

use crate::figures::ActionFigures;
use crate::{CoreResult, Humanid};

pub struct AppOverview {
    pub app: App,
    /// Oldest first; the sign-in action (`""`) included.
    pub actions: Vec<Action>,
    pub redirects: Vec<Redirect>,
    /// Where RP-initiated logout may return to.
    pub post_logout_redirects: Vec<PostLogoutRedirect>,
    /// By action row id; actions never used are absent.
    pub figures: HashMap<String, ActionFigures>,
}

impl Humanid {
    /// The team's (live) app with its actions, redirects and figures.
    pub async fn app_overview(&self, team_id: &TeamId, app_id: &AppId) -> CoreResult<AppOverview> {
        let app = self.team_app(team_id, app_id).await?;
        let store = self.store();
        let (actions, redirects, post_logout_redirects, figures) = tokio::try_join!(
            async { Ok(store.list_actions(&app.id).await?) },
            async { Ok(store.list_redirects(&app.id).await?) },
            async { Ok(store.list_post_logout_redirects(&app.id).await?) },
            self.app_figures(team_id, &app),
        )?;
        Ok(AppOverview {
            app,
            actions,
            redirects,
            post_logout_redirects,
            figures,
        })
    }

    /// The team's live apps, oldest first, with how many actions each has (sign-in
    /// action not counted).
    pub async fn list_team_apps(&self, team_id: &TeamId) -> CoreResult<Vec<(App, usize)>> {
        let store = self.store();
        let (apps, counts) =
            tokio::try_join!(store.list_apps(team_id), store.count_team_actions(team_id))?;
        let counts: HashMap<String, i64> = counts.into_iter().collect();
        Ok(apps
            .into_iter()
            .map(|app| {
                let n = counts.get(&app.id).copied().unwrap_or(0);
                (app, usize::try_from(n).unwrap_or(0))
            })
            .collect())
    }
}
