//! Issuing and redeeming codes with group commit (see `crate::group_commit`): sign-ins
//! answered together record their codes in one transaction, and exchanges arriving
//! together consume their codes and record their tokens in one.

use humanid_store::auth_codes::{AuthCodeRow, Redemption};
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

/// Records a new code; answers once it is durable.
pub type CodeWriter = GroupCommit<NewCodes>;

pub struct NewCodes(pub Store);

impl Batch for NewCodes {
    type Item = AuthCodeRow;
    type Answer = ();

    async fn write_all(&self, items: &[AuthCodeRow]) -> StoreResult<Vec<()>> {
        self.0.insert_auth_codes(items).await?;
        Ok(vec![(); items.len()])
    }

    async fn write_one(&self, item: &AuthCodeRow) -> StoreResult<()> {
        self.0.insert_auth_code(item).await
    }
}
