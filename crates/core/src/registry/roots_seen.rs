//! Roots the database has confirmed, with the time each became current, so that the
//! verify path need not ask again. Safe because roots are never deleted: a remembered
//! root young enough for `max_age` is valid whatever else happened since, and anything
//! else (unknown, older than `max_age` but perhaps still current) goes to the database.

use std::collections::HashMap;
use std::sync::Mutex;

use humanid_proof::Field;

/// Forget everything past this many roots (one per append; a day of busy enrolment).
const CAPACITY: usize = 16_384;

#[derive(Default)]
pub(super) struct RootsSeen(Mutex<HashMap<(i64, Field), i64>>);

impl RootsSeen {
    /// Whether `root` of `set_id` is known to have become current within `max_age_micros`.
    pub fn young_enough(&self, set_id: i64, root: Field, now: i64, max_age_micros: i64) -> bool {
        let seen = self.0.lock().unwrap_or_else(|p| p.into_inner());
        seen.get(&(set_id, root))
            .is_some_and(|created| now - created <= max_age_micros)
    }

    /// Remembers what the database said of `root` (the latest time it became current).
    pub fn remember(&self, set_id: i64, root: Field, created_at: i64) {
        let mut seen = self.0.lock().unwrap_or_else(|p| p.into_inner());
        if seen.len() >= CAPACITY {
            seen.clear();
        }
        let at = seen.entry((set_id, root)).or_insert(created_at);
        *at = (*at).max(created_at);
    }
}
