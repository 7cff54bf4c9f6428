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

pub struct Recent<V> {
    entries: Mutex<HashMap<String, (Instant, V)>>,
}

impl<V> Default for Recent<V> {
    fn default() -> Self {
        Recent {
            entries: Mutex::new(HashMap::new()),
        }
    }
}

impl<V: Clone> Recent<V> {
    /// The value remembered for `key` less than [`RECHECK_AFTER`] ago.
    pub fn get(&self, key: &str) -> Option<V> {
        let entries = self.entries.lock().unwrap_or_else(|p| p.into_inner());
        let (at, value) = entries.get(key)?;
        (at.elapsed() < RECHECK_AFTER).then(|| value.clone())
    }

    /// Remembers a positive answer the database gave at `asked` (taken before asking,
    /// so a change committed while the question was under way is not outlived).
    pub fn put(&self, key: String, asked: Instant, value: V) {
        let mut entries = self.entries.lock().unwrap_or_else(|p| p.into_inner());
        if entries.len() >= CAPACITY {
            entries.retain(|_, (at, _)| at.elapsed() < RECHECK_AFTER);
            if entries.len() >= CAPACITY {
                entries.clear();
            }
        }
        entries.insert(key, (asked, value));
    }

    /// Forgets everything (this replica just revoked or changed something).
    pub fn forget_all(&self) {
        self.entries
            .lock()
            .unwrap_or_else(|p| p.into_inner())
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
}
