//! Redeeming codes with group commit (see `crate::group_commit`): exchanges arriving
//! together consume their codes and record their tokens in one transaction.

use humanid_store::auth_codes::Redemption;
use humanid_store::{Store, StoreResult};

use crate::group_commit::{Batch, GroupCommit};

/// True when the code was unused and is now consumed, with its tokens recorded.
pub type Redeemer = GroupCommit<Redemptions>;

pub struct Redemptions(pub Store);

impl Batch for Redemptions {
    type Item = Redemption;
    type Answer = bool;

    async fn write_all(&self, items: &[Redemption]) -> StoreResult<Vec<bool>> {
        self.0.redeem_auth_codes(items).await
    }

    async fn write_one(&self, item: &Redemption) -> StoreResult<bool> {
        self.0.redeem_auth_code(item).await
    }
}
