//! A portal account made the way an invite makes one (with a stand-in passkey row: no
//! authenticator runs here), signed in to its team. Shared by the HTTP tests and the
//! `portal_render` bench, which includes this file by path.

use humanid_core::Humanid;
use humanid_store::accounts::{Account, PasskeyRow};
use humanid_store::invites::Invite;
use humanid_store::now_micros;

pub type AccountResult<T> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

/// `name`, invited to `team_id` as `role` and signed in: its account id and session token.
pub async fn invited_account(
    humanid: &Humanid,
    team_id: &str,
    name: &str,
    role: &str,
) -> AccountResult<(String, String)> {
    let store = humanid.store();
    let now = now_micros();
    let label = humanid_core::ids::random_hex(16);
    let invite_hash = format!("test-invite-{label}");
    store
        .insert_invite(&Invite {
            id: format!("inv_{label}"),
            token_hash: invite_hash.clone(),
            team_id: team_id.to_owned(),
            role: role.to_owned(),
            created_at: now,
            expires_at: now + 3_600_000_000,
            used_at: None,
            created_by: None,
            creator_role: None,
            revoked_at: None,
        })
        .await?;
    let account = Account {
        id: format!("acct_{label}"),
        display_name: name.to_owned(),
        user_handle: label.clone(),
        created_at: now,
    };
    let passkey = PasskeyRow {
        credential_id: label,
        account_id: account.id.clone(),
        passkey: "{}".into(),
        created_at: now,
        last_used_at: None,
    };
    store
        .create_account_by_invite(&account, &passkey, &invite_hash)
        .await?;
    let token = humanid
        .start_portal_session(&account.id, Some(team_id))
        .await?;
    Ok((account.id, token))
}
