//! `response_type` (OpenID Connect Core §3, OAuth 2.0 Multiple Response Types): read in
//! one place for `/authorize`, `/par` and client registration.

use std::str::FromStr;

/// What an authorization response carries: a set of `code`, `id_token` and `token`,
/// written space-separated, each at most once and at least one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ResponseType {
    pub code: bool,
    pub id_token: bool,
    pub token: bool,
}

/// A `response_type` that is not such a set.
#[derive(Debug, PartialEq, Eq)]
pub struct UnsupportedResponseType;

impl FromStr for ResponseType {
    type Err = UnsupportedResponseType;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut rt = ResponseType::default();
        for part in text.split(' ') {
            let flag = match part {
                "code" => &mut rt.code,
                "id_token" => &mut rt.id_token,
                "token" => &mut rt.token,
                _ => return Err(UnsupportedResponseType),
            };
            if std::mem::replace(flag, true) {
                return Err(UnsupportedResponseType);
            }
        }
        Ok(rt)
    }
}

impl ResponseType {
    /// Tokens come straight from `/authorize` (the implicit and hybrid flows).
    pub fn has_tokens(self) -> bool {
        self.id_token || self.token
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_of_code_id_token_and_token_in_any_order_and_nothing_else() {
        let hybrid = ResponseType {
            code: true,
            id_token: true,
            token: false,
        };
        assert_eq!("id_token code".parse(), Ok(hybrid));
        assert!(hybrid.has_tokens());
        let code = ResponseType {
            code: true,
            ..ResponseType::default()
        };
        assert_eq!("code".parse(), Ok(code));
        assert!(!code.has_tokens());
        for bad in [
            "",
            "code code",
            "code  token",
            "code ",
            "none",
            "Code",
            "device_code",
        ] {
            assert_eq!(
                bad.parse::<ResponseType>(),
                Err(UnsupportedResponseType),
                "{bad:?}"
            );
        }
    }
}
