//! The portal's figures on both backends: totals from the nullifiers, and the daily
//! counters that triggers keep as uses are recorded (single or grouped).

use humanid_store::figures::{ActionTotals, DailyUses};
use humanid_store::nullifiers::NewUse;
use humanid_store::*;

use crate::common::*;

backend_tests!(
    each_recorded_use_counts_on_its_day_and_refused_ones_do_not,
    a_group_of_uses_counts_each_recorded_use_on_its_actions_day,
    totals_are_verifications_and_distinct_people_per_action_of_the_app,
    daily_counters_before_the_first_day_asked_are_left_out,
);

/// Today's UTC day as days since the epoch, computed from the clock independently of the store.
fn today() -> i64 {
    chrono::Utc::now()
        .date_naive()
        .signed_duration_since(chrono::NaiveDate::default())
        .num_days()
}

async fn setup(store: &Store) -> (App, Action, Action) {
    let t = seed_team(store, "t1").await;
    let a = seed_app(store, &t.id, "a1", false).await;
    let vote = action(&a.id, "vote", 2);
    let poll = action(&a.id, "poll", 0);
    store.insert_action(&vote).await.unwrap();
    store.insert_action(&poll).await.unwrap();
    (a, vote, poll)
}

fn new_use(i: usize, action: &Action, person: u64) -> NewUse {
    NewUse {
        new_id: format!("nil_{i}"),
        action_id: action.id.clone(),
        nullifier_hash: nullifier_hex(person),
        max_uses: action.max_verifications,
    }
}

async fn each_recorded_use_counts_on_its_day_and_refused_ones_do_not(store: Store) {
    let (app, vote, _) = setup(&store).await;
    let before = today();
    for i in 0..3 {
        // The third is refused: the action allows two uses per person.
        let recorded = store
            .record_nullifier_use(&format!("nil_{i}"), &vote.id, &nullifier_hex(1), 2)
            .await
            .unwrap();
        assert_eq!(recorded.is_some(), i < 2);
    }
    let days = store.app_daily_uses(&app.id, before - 1).await.unwrap();
    assert_eq!(days.len(), 1, "{days:?}");
    assert!((before..=today()).contains(&days[0].day), "{days:?}");
    assert_eq!(
        (days[0].action_id.as_str(), days[0].verifications),
        (vote.id.as_str(), 2)
    );
}

async fn a_group_of_uses_counts_each_recorded_use_on_its_actions_day(store: Store) {
    let (app, vote, poll) = setup(&store).await;
    let uses = [
        new_use(1, &vote, 1),
        new_use(2, &poll, 1),
        new_use(3, &vote, 1),
        new_use(4, &vote, 1), // refused: a third use of "vote" by person 1
        new_use(5, &vote, 2),
        new_use(6, &poll, 1),
    ];
    let out = store.record_nullifier_uses(&uses).await.unwrap();
    assert_eq!(out.iter().filter(|u| u.is_none()).count(), 1);
    store
        .record_nullifier_uses(&[new_use(7, &poll, 3)])
        .await
        .unwrap();
    let mut days = store.app_daily_uses(&app.id, 0).await.unwrap();
    days.sort_by(|a, b| a.action_id.cmp(&b.action_id));
    let counts: Vec<(&str, i64)> = days
        .iter()
        .map(|d| (d.action_id.as_str(), d.verifications))
        .collect();
    let mut want = vec![(poll.id.as_str(), 3), (vote.id.as_str(), 3)];
    want.sort();
    assert_eq!(counts, want);
}

async fn totals_are_verifications_and_distinct_people_per_action_of_the_app(store: Store) {
    let (app, vote, poll) = setup(&store).await;
    let other = seed_app(&store, &app.team_id, "a2", false).await;
    let elsewhere = action(&other.id, "vote", 0);
    store.insert_action(&elsewhere).await.unwrap();
    let uses = [
        new_use(1, &vote, 1),
        new_use(2, &vote, 1),
        new_use(3, &vote, 2),
        new_use(4, &poll, 1),
        new_use(5, &elsewhere, 1),
    ];
    store.record_nullifier_uses(&uses).await.unwrap();
    let mut totals = store.app_action_totals(&app.id).await.unwrap();
    totals.sort_by(|a, b| a.action_id.cmp(&b.action_id));
    let mut want = vec![
        ActionTotals {
            action_id: vote.id.clone(),
            verifications: 3,
            unique_humans: 2,
        },
        ActionTotals {
            action_id: poll.id.clone(),
            verifications: 1,
            unique_humans: 1,
        },
    ];
    want.sort_by(|a, b| a.action_id.cmp(&b.action_id));
    assert_eq!(totals, want);
}

async fn daily_counters_before_the_first_day_asked_are_left_out(store: Store) {
    let (app, vote, _) = setup(&store).await;
    store
        .record_nullifier_uses(&[new_use(1, &vote, 1)])
        .await
        .unwrap();
    let later = today() + 2;
    assert_eq!(
        store.app_daily_uses(&app.id, later).await.unwrap(),
        Vec::<DailyUses>::new()
    );
}
