//! Recording uses with group commit (see `crate::group_commit`): each is the conditional
//! upsert that refuses to pass `max_verifications`, and a 200 follows its commit.

use humanid_store::nullifiers::NewUse;
use humanid_store::{Nullifier, Store, StoreResult};

use crate::group_commit::{Batch, GroupCommit};

pub use crate::group_commit::MAX_GROUP;

/// The record after each use, or `None` when the action's limit refused it.
pub type UseRecorder = GroupCommit<Uses>;

pub struct Uses(pub Store);

impl Batch for Uses {
    type Item = NewUse;
    type Answer = Option<Nullifier>;

    async fn write_all(&self, uses: &[NewUse]) -> StoreResult<Vec<Option<Nullifier>>> {
        self.0.record_nullifier_uses(uses).await
    }

    async fn write_one(&self, u: &NewUse) -> StoreResult<Option<Nullifier>> {
        let store = &self.0;
        store
            .record_nullifier_use(&u.new_id, &u.action_id, &u.nullifier_hash, u.max_uses)
            .await
    }
}
