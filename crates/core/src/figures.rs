//! Figures of an app's actions for the portal: verifications, unique humans (distinct
//! nullifiers) and verifications per UTC day over the last [`CHART_DAYS`] days.

use crate::TeamId;
use std::collections::HashMap;

use chrono::{Days, NaiveDate, Utc};
use humanid_store::App;
use humanid_store::figures::DailyUses;

use crate::{CoreError, CoreResult, Humanid};

/// How many days the chart shows, today included.
pub const CHART_DAYS: usize = 30;

/// Verifications on one day.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DayCount {
    pub day: NaiveDate,
    pub verifications: i64,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ActionFigures {
    pub verifications: i64,
    pub unique_humans: i64,
    /// [`CHART_DAYS`] entries, oldest first, ending today; days without use count 0.
    pub per_day: Vec<DayCount>,
}

fn epoch() -> NaiveDate {
    NaiveDate::default()
}

/// Days since the Unix epoch, the key the store counts days by.
fn day_number(day: NaiveDate) -> i64 {
    day.signed_duration_since(epoch()).num_days()
}

/// The last [`CHART_DAYS`] days up to `today`, oldest first, with the counted ones filled in.
pub fn last_days(counted: &[&DailyUses], today: NaiveDate) -> Vec<DayCount> {
    let first = today - Days::new(CHART_DAYS as u64 - 1);
    let mut days: Vec<DayCount> = first
        .iter_days()
        .take(CHART_DAYS)
        .map(|day| DayCount {
            day,
            verifications: 0,
        })
        .collect();
    for row in counted {
        let index = row.day - day_number(first);
        if let Some(slot) = usize::try_from(index).ok().and_then(|i| days.get_mut(i)) {
            slot.verifications += row.verifications;
        }
    }
    days
}

impl Humanid {
    /// The figures of every action of `app` (already checked to be the team's), keyed by
    /// action row id; an action never used has none (see [`ActionFigures::default`]).
    pub async fn app_figures(
        &self,
        team_id: &TeamId,
        app: &App,
    ) -> CoreResult<HashMap<String, ActionFigures>> {
        if app.team_id != team_id {
            return Err(CoreError::not_found("No such app."));
        }
        let today = Utc::now().date_naive();
        let from = day_number(today) - (CHART_DAYS as i64 - 1);
        let store = self.store();
        let (totals, daily) = tokio::try_join!(
            store.app_action_totals(&app.id),
            store.app_daily_uses(&app.id, from)
        )?;
        let mut out: HashMap<String, ActionFigures> = HashMap::new();
        for t in totals {
            let f = out.entry(t.action_id).or_default();
            f.verifications = t.verifications;
            f.unique_humans = t.unique_humans;
        }
        let mut by_action: HashMap<&str, Vec<&DailyUses>> = HashMap::new();
        for row in &daily {
            by_action.entry(&row.action_id).or_default().push(row);
        }
        for (action_id, rows) in by_action {
            out.entry(action_id.to_owned()).or_default().per_day = last_days(&rows, today);
        }
        for f in out.values_mut().filter(|f| f.per_day.is_empty()) {
            f.per_day = last_days(&[], today);
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(day: NaiveDate, verifications: i64) -> DailyUses {
        DailyUses {
            action_id: "action_x".into(),
            day: day_number(day),
            verifications,
        }
    }

    #[test]
    fn the_last_thirty_days_end_today_and_missing_days_are_zero() {
        let today = NaiveDate::from_ymd_opt(2026, 3, 2).unwrap_or_default();
        let feb_1 = NaiveDate::from_ymd_opt(2026, 2, 1).unwrap_or_default();
        let jan_31 = NaiveDate::from_ymd_opt(2026, 1, 31).unwrap_or_default();
        let rows = [row(today, 4), row(feb_1, 2), row(jan_31, 9)];
        let days = last_days(&rows.iter().collect::<Vec<_>>(), today);
        assert_eq!(days.len(), 30);
        assert_eq!(
            days[0],
            DayCount {
                day: feb_1,
                verifications: 2
            }
        );
        assert_eq!(
            days[29],
            DayCount {
                day: today,
                verifications: 4
            }
        );
        // Jan 31 is the 31st day back: not shown.
        assert_eq!(days.iter().map(|d| d.verifications).sum::<i64>(), 6);
    }
}
