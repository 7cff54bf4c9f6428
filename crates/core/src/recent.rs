//! A short memory of positive answers the database gave about credentials: "this access
//! token is live", "this client secret is right". `/userinfo` and `/introspect` are asked
//! about the same token again and again (a resource server checks it on each of its own
//! requests), and the database lookup costs them more than the signature check.
//!
//! The bound: an answer is reused for at most [`RECHECK_AFTER`]. Revoking a token,
//! logging out, replaying a code, resetting a secret or archiving an app therefore takes
//! effect on every replica within that time, with no message between replicas, whatever
//! the network does; on the replica that made the change, at once (it forgets everything
//! it remembered). Only positive answers are kept, so nothing refused is ever accepted
//! from memory.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long an answer is reused: the most a revocation takes to reach every replica.
pub const RECHECK_AFTER: Duration = Duration::from_millis(500);
/// Past this many entries the stale ones go, then (if that was not enough) all.
const CAPACITY: usize = 100_000;

/// Entries and when stale ones were last swept out. Stale entries are useless, so they
/// go at least every [`RECHECK_AFTER`]: the map holds about half a second of distinct
/// keys, not everything seen since it last filled up.
struct Entries<V> {
    map: HashMap<String, (Instant, V)>,
    swept: Instant,
}

pub struct Recent<V> {
    entries: Mutex<Entries<V>>,
}

impl<V> Default for Recent<V> {
    fn default() -> Self {
        Recent {
            entries: Mutex::new(Entries {
                map: HashMap::new(),
                swept: Instant::now(),
            }),
        }
    }
}

impl<V: Clone> Recent<V> {
    /// The value remembered for `key` less than [`RECHECK_AFTER`] ago.
    pub fn get(&self, key: &str) -> Option<V> {
        let entries = self.entries.lock().unwrap_or_else(|p| p.into_inner());
        let (at, value) = entries.map.get(key)?;
        (at.elapsed() < RECHECK_AFTER).then(|| value.clone())
    }

    /// Remembers a positive answer the database gave at `asked` (taken before asking,
    /// so a change committed while the question was under way is not outlived).
    pub fn put(&self, key: String, asked: Instant, value: V) {
        let mut entries = self.entries.lock().unwrap_or_else(|p| p.into_inner());
        if entries.map.len() >= CAPACITY || entries.swept.elapsed() >= RECHECK_AFTER {
            entries
                .map
                .retain(|_, (at, _)| at.elapsed() < RECHECK_AFTER);
            if entries.map.len() >= CAPACITY {
                entries.map.clear();
            }
            // A burst's table is given back once it has passed.
            if entries.map.capacity() > 4 * entries.map.len().max(1024) {
                entries.map.shrink_to_fit();
            }
            entries.swept = Instant::now();
        }
        entries.map.insert(key, (asked, value));
    }

    /// How many answers are held now (fresh or not yet swept).
    pub fn len(&self) -> usize {
        self.entries
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .map
            .len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Forgets everything (this replica just revoked or changed something).
    pub fn forget_all(&self) {
        self.entries
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .map
            .clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_reused_only_while_fresh() {
        let recent = Recent::default();
        recent.put("a".into(), Instant::now(), 1);
        assert_eq!(recent.get("a"), Some(1));
        assert_eq!(recent.get("b"), None);
        let long_ago = Instant::now()
            .checked_sub(RECHECK_AFTER)
            .unwrap_or_else(Instant::now);
        recent.put("old".into(), long_ago, 2);
        assert_eq!(recent.get("old"), None);
        recent.forget_all();
        assert_eq!(recent.get("a"), None);
    }

    #[test]
    fn stale_answers_are_swept_out_once_the_recheck_time_has_passed() {
        let recent = Recent::default();
        let long_ago = Instant::now()
            .checked_sub(RECHECK_AFTER * 2)
            .unwrap_or_else(Instant::now);
        for i in 0..1000 {
            recent.put(format!("token {i}"), long_ago, i);
        }
        recent
            .entries
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .swept = long_ago;
        recent.put("fresh".into(), Instant::now(), 0);
        assert_eq!(recent.len(), 1, "only the fresh answer is left");
        assert_eq!(recent.get("fresh"), Some(0));
    }
}
