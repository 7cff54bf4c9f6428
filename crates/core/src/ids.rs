//! Identifiers and secrets in the formats of docs/api-reference.md, "Identifiers".

use rand::RngCore;
use rand::rngs::OsRng;

/// `n` random bytes from the OS, as lowercase hex.
pub fn random_hex(n: usize) -> String {
    let mut buf = vec![0u8; n];
    OsRng.fill_bytes(&mut buf);
    hex::encode(buf)
}

pub fn team_id() -> String {
    format!("team_{}", random_hex(16))
}

pub fn app_id(is_staging: bool) -> String {
    if is_staging {
        format!("app_staging_{}", random_hex(16))
    } else {
        format!("app_{}", random_hex(16))
    }
}

pub fn action_id() -> String {
    format!("action_{}", random_hex(16))
}

pub fn redirect_id() -> String {
    format!("redirect_{}", random_hex(16))
}

pub fn post_logout_redirect_id() -> String {
    format!("post_logout_redirect_{}", random_hex(16))
}

/// `nil_` + 32 hex: the time of the first use in milliseconds (12 digits) and 80 random
/// bits. Ids made later sort later, so a batch of first uses appends to the end of the
/// primary-key index, where random ids dirtied an index page per use, each written to
/// the WAL at the commit (a batch's commit: p50 1.41 → 1.12 ms, docs/performance.md).
pub fn nullifier_id() -> String {
    // The clock of the rows' `*_at` columns.
    nullifier_id_at(u64::try_from(humanid_store::now_micros() / 1000).unwrap_or(0))
}

fn nullifier_id_at(ms: u64) -> String {
    // 48 bits of milliseconds last until the year 10889.
    format!("nil_{:012x}{}", ms & 0xffff_ffff_ffff, random_hex(10))
}

pub fn api_key_id() -> String {
    format!("key_{}", random_hex(16))
}

pub fn registration_token_id() -> String {
    format!("regtok_{}", random_hex(16))
}

/// `reg_` + 64 hex (256 bits): a registration token, shown once.
pub fn registration_token() -> String {
    format!("reg_{}", random_hex(32))
}

/// `rat_` + 64 hex (256 bits): a registered client's registration access token.
pub fn registration_access_token() -> String {
    format!("rat_{}", random_hex(32))
}

/// `req_` + 32 hex: a wallet hand-off request.
pub fn request_id() -> String {
    format!("req_{}", random_hex(16))
}

/// Letters and digits a person will not confuse (no 0/O, 1/I).
const SHORT_CODE_ALPHABET: &[u8; 32] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/// Eight characters (40 bits) a person can type into a wallet; shown as `ABCD-EFGH`.
pub fn short_code() -> String {
    let mut buf = [0u8; 8];
    OsRng.fill_bytes(&mut buf);
    buf.iter()
        .map(|b| char::from(SHORT_CODE_ALPHABET[usize::from(b % 32)]))
        .collect()
}

/// A short code as typed (any case, with dashes or spaces) in its stored form.
pub fn normalise_short_code(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .flat_map(char::to_uppercase)
        .collect()
}

/// `sk_` + 48 hex: an app's client secret.
pub fn client_secret() -> String {
    format!("sk_{}", random_hex(24))
}

/// True when `id` is `prefix` followed by exactly 32 lowercase hex digits.
pub fn has_shape(id: &str, prefix: &str) -> bool {
    id.strip_prefix(prefix).is_some_and(|rest| {
        rest.len() == 32 && rest.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn ids_have_the_contract_shapes() {
        assert!(has_shape(&team_id(), "team_"));
        assert!(has_shape(&app_id(false), "app_"));
        assert!(has_shape(&app_id(true), "app_staging_"));
        assert!(has_shape(&action_id(), "action_"));
        let secret = client_secret();
        assert_eq!(secret.len(), 3 + 48);
        assert!(secret.starts_with("sk_"));
        assert_ne!(team_id(), team_id());
        assert!(!has_shape("app_0123", "app_"));
        assert!(!has_shape("app_0123456789ABCDEF0123456789abcdef", "app_"));
    }

    #[test]
    fn nullifier_ids_have_the_shape_and_sort_by_when_they_were_made() {
        let ms = |id: &str| u64::from_str_radix(&id[4..16], 16).unwrap();
        let now = || u64::try_from(humanid_store::now_micros() / 1000).unwrap();
        let before = now();
        let id = nullifier_id();
        let after = now();
        assert!(has_shape(&id, "nil_"), "{id}");
        assert!(
            (before..=after).contains(&ms(&id)),
            "{id} made in {before}..={after}"
        );
        // Whatever their random halves, a later millisecond sorts later.
        for t in [before, 0xffff_ffff_fffe] {
            let (earlier, later) = (nullifier_id_at(t), nullifier_id_at(t + 1));
            assert!(earlier < later, "{earlier} < {later}");
            assert!(has_shape(&later, "nil_"));
        }
        // Two made in the same millisecond still differ.
        assert_ne!(nullifier_id_at(before), nullifier_id_at(before));
    }
}
