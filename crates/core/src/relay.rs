//! The Wallet Bridge relay (docs/architecture.md, "Wallet Bridge relay"): the reference
//! client kit's widget leaves an encrypted request, a wallet reads it once and leaves an
//! encrypted response, the widget polls until it collects that once. Only ciphertext passes
//! through; entries live in the database (so any replica answers) for 900 s after their
//! last write. 4.x kits may choose the request's id, and a wallet may leave a response with
//! no request before it.

use crate::Code;
use crate::formats::Base64Text;
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use humanid_store::now_micros;
use humanid_store::relay::{Answer, RelayStatus};
use rand::RngCore;
use rand::rngs::OsRng;
use serde::{Deserialize, Serialize};

use crate::{CoreError, CoreResult, Humanid};

pub use humanid_store::relay::Sealed;

/// Entries expire this long after their last write.
pub const TTL_SECS: i64 = 900;
const TTL_MICROS: i64 = TTL_SECS * 1_000_000;

/// An `{iv, payload}` body as a client sends it; checked by [`SealedBody::check`].
#[derive(Clone, Debug, Deserialize, Serialize, utoipa::ToSchema)]
pub struct SealedBody {
    #[schema(value_type = Base64Text)]
    pub iv: String,
    #[schema(value_type = Base64Text)]
    pub payload: String,
}

impl SealedBody {
    /// Both parts must be non-empty standard base64.
    pub fn check(self) -> CoreResult<Sealed> {
        for (attribute, value) in [("iv", &self.iv), ("payload", &self.payload)] {
            if value.is_empty() || STANDARD.decode(value).is_err() {
                return Err(CoreError::invalid(
                    Code::Invalid,
                    Some(attribute),
                    format!("`{attribute}` must be non-empty standard base64."),
                ));
            }
        }
        Ok(Sealed {
            iv: self.iv,
            payload: self.payload,
        })
    }
}

impl From<Sealed> for SealedBody {
    fn from(s: Sealed) -> Self {
        SealedBody {
            iv: s.iv,
            payload: s.payload,
        }
    }
}

/// Where an entry stands, as the widget's poll is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RelayState {
    /// A widget left a request; no wallet has read it yet.
    Initialized,
    /// A wallet read the request; no response yet.
    Retrieved,
    /// A response is there (handed out once).
    Completed,
}

/// What `GET /response/{id}` finds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Poll {
    /// `Initialized` or `Retrieved`.
    Waiting(RelayState),
    Completed(Sealed),
}

/// The state of an entry that holds no response yet, from its stored text.
fn waiting(stored: &str) -> CoreResult<RelayState> {
    match stored {
        "initialized" => Ok(RelayState::Initialized),
        "retrieved" => Ok(RelayState::Retrieved),
        other => Err(CoreError::Internal(format!("relay entry status {other:?}"))),
    }
}

/// A random (version 4) UUID in its hyphenated lowercase form.
pub fn new_id() -> String {
    let mut b = [0u8; 16];
    OsRng.fill_bytes(&mut b);
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    let h = hex::encode(b);
    format!(
        "{}-{}-{}-{}-{}",
        &h[..8],
        &h[8..12],
        &h[12..16],
        &h[16..20],
        &h[20..]
    )
}

/// Shortest and longest ids a client may choose.
pub const MIN_ID_LEN: usize = 16;
pub const MAX_ID_LEN: usize = 256;

/// `id` in canonical (lower-case) form: 16 to 256 of `A-Z a-z 0-9 . _ -`. Ids the relay
/// makes are UUIDs; 4.x client kits choose their own in invite-code mode (64 hex digits
/// derived from the code), so any id of that shape is accepted.
pub fn parse_id(id: &str) -> CoreResult<String> {
    let shaped = (MIN_ID_LEN..=MAX_ID_LEN).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'));
    if shaped {
        return Ok(id.to_ascii_lowercase());
    }
    Err(CoreError::invalid(
        Code::Invalid,
        Some("request_id"),
        "A request id has 16 to 256 characters, each a letter, digit, `.`, `_` or `-`.",
    ))
}

fn gone() -> CoreError {
    CoreError::not_found("No such request (unknown, already read, or expired).")
}

impl Humanid {
    /// Stores a new encrypted request under `request_id` (the client's choice) or a new
    /// UUID; returns the id. A chosen id that a live entry has is a 409 `already_exists`.
    pub async fn relay_open(
        &self,
        request: Sealed,
        request_id: Option<&str>,
    ) -> CoreResult<String> {
        let id = match request_id {
            Some(chosen) => parse_id(chosen)?,
            None => new_id(),
        };
        let now = now_micros();
        let stored = self
            .store()
            .insert_relay_request(&id, &request, now, now + TTL_MICROS)
            .await?;
        if !stored {
            return Err(CoreError::Conflict {
                code: Code::AlreadyExists,
                detail: "A request with this id is already on the relay.".into(),
                attribute: Some("request_id".into()),
            });
        }
        Ok(id)
    }

    /// Stores a response that no request came before (a wallet answering first); returns
    /// the new entry's id, under which the response is collected as usual.
    pub async fn relay_respond_first(&self, response: Sealed) -> CoreResult<String> {
        let id = new_id();
        let expires_at = now_micros() + TTL_MICROS;
        self.store()
            .insert_relay_response(&id, &response, expires_at)
            .await?;
        Ok(id)
    }

    /// The encrypted request, once.
    pub async fn relay_take_request(&self, id: &str) -> CoreResult<Sealed> {
        let id = parse_id(id)?;
        let now = now_micros();
        let taken = self.store().take_relay_request(&id, now, now + TTL_MICROS);
        taken.await?.ok_or_else(gone)
    }

    /// Whether a wallet could still read the request.
    pub async fn relay_request_waiting(&self, id: &str) -> CoreResult<bool> {
        let id = parse_id(id)?;
        Ok(self
            .store()
            .relay_request_waiting(&id, now_micros())
            .await?)
    }

    /// Stores the wallet's encrypted response.
    pub async fn relay_answer(&self, id: &str, response: Sealed) -> CoreResult<()> {
        let id = parse_id(id)?;
        let now = now_micros();
        let put = self
            .store()
            .put_relay_response(&id, &response, now, now + TTL_MICROS);
        match put.await? {
            Answer::Stored => Ok(()),
            Answer::AlreadyAnswered => Err(CoreError::Conflict {
                code: Code::AlreadyAnswered,
                detail: "A response to this request is already stored.".into(),
                attribute: None,
            }),
            Answer::Closed => Err(CoreError::invalid(
                Code::RequestClosed,
                Some("request_id"),
                "No open request has this id (unknown, expired or already completed).",
            )),
        }
    }

    /// The entry's state; the response itself only once.
    pub async fn relay_poll(&self, id: &str) -> CoreResult<Poll> {
        let id = parse_id(id)?;
        let now = now_micros();
        match self.store().relay_status(&id, now).await? {
            None => Err(gone()),
            Some(RelayStatus::Waiting(status)) => Ok(Poll::Waiting(waiting(&status)?)),
            Some(RelayStatus::Answered) => {
                let taken = self.store().take_relay_response(&id, now).await?;
                taken.map(Poll::Completed).ok_or_else(gone)
            }
        }
    }

    /// Whether `GET /response/{id}` would answer 200.
    pub async fn relay_response_exists(&self, id: &str) -> CoreResult<bool> {
        let id = parse_id(id)?;
        Ok(self
            .store()
            .relay_status(&id, now_micros())
            .await?
            .is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_ids_are_version_4_uuids_and_parse_back() {
        let id = new_id();
        assert_eq!(parse_id(&id).ok(), Some(id.clone()));
        assert_eq!(parse_id(&id.to_uppercase()).ok(), Some(id.clone()));
        assert_ne!(new_id(), id);
    }

    #[test]
    fn ids_of_the_kits_shapes_are_taken_in_lower_case_and_others_refused() {
        let derived = "36CBCE56BE7A3756B422C47D7877FF6E7905E3BEBECF6036F4123F0857548DF0";
        assert_eq!(parse_id(derived).ok(), Some(derived.to_ascii_lowercase()));
        assert!(parse_id(&"a".repeat(MIN_ID_LEN)).is_ok());
        assert!(parse_id(&"a.b_c-d".repeat(36)).is_ok());
        for bad in [
            String::new(),
            "req_0123".to_owned(),
            "a".repeat(MIN_ID_LEN - 1),
            "a".repeat(MAX_ID_LEN + 1),
            "{c9a1e1e0-5c6a-4f5e-8123-0123456789ab}".to_owned(),
            "../../etc/passwd-0000-4000-8000-000000".to_owned(),
            "c9a1e1e0 5c6a 4f5e 8123 0123456789ab".to_owned(),
            "c9a1e1e0-5c6a-4f5e-8123-0123456789aé".to_owned(),
        ] {
            assert!(parse_id(&bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn sealed_bodies_need_base64_in_both_parts() {
        let body = |iv: &str, payload: &str| SealedBody {
            iv: iv.into(),
            payload: payload.into(),
        };
        assert!(body("AAAAAAAAAAAAAAAA", "aGVsbG8=").check().is_ok());
        for (iv, payload, attribute) in [
            ("", "aGVsbG8=", "iv"),
            ("not base64!", "aGVsbG8=", "iv"),
            ("AAAAAAAAAAAAAAAA", "", "payload"),
            ("AAAAAAAAAAAAAAAA", "aGVsbG8", "payload"),
            ("AAAAAAAAAAAAAAAA", "aGVs_G8=", "payload"),
        ] {
            let err = body(iv, payload).check().err();
            assert_eq!(err.as_ref().and_then(|e| e.attribute()), Some(attribute));
        }
    }
}
