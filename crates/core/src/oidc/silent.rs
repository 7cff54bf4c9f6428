//! What an authorization request allows an IdP session to do (OIDC Core §3.1.2.1):
//! `prompt` and `max_age`. `id_token_hint` is checked in `hint`.

use super::authorize::AuthorizeError;
use crate::Code;
use crate::CoreError;

/// The `prompt` values that matter here.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Prompt {
    /// `none`: answer from the session or with `login_required`, never show a page.
    pub none: bool,
    /// `login`, `consent` or `select_account`: the person must prove again (a wallet
    /// approval is the only interaction humanid has).
    pub fresh: bool,
}

impl Prompt {
    /// Parses the space-separated values; `none` with any other value is refused
    /// (OIDC Core §3.1.2.1), as is an unknown value.
    pub fn parse(value: Option<&str>) -> Result<Prompt, &'static str> {
        let mut out = Prompt::default();
        for v in value
            .unwrap_or_default()
            .split(' ')
            .filter(|v| !v.is_empty())
        {
            match v {
                "none" => out.none = true,
                "login" | "consent" | "select_account" => out.fresh = true,
                _ => return Err("`prompt` must be none, login, consent or select_account."),
            }
        }
        if out.none && out.fresh {
            return Err("`prompt=none` cannot be combined with other values.");
        }
        Ok(out)
    }
}

/// `max_age` in seconds: a non-negative integer (0 asks for a fresh proof).
pub fn max_age(value: Option<&str>) -> Result<Option<i64>, AuthorizeError> {
    let Some(v) = value else {
        return Ok(None);
    };
    match v.parse::<i64>() {
        Ok(n) if n >= 0 && v.bytes().all(|b| b.is_ascii_digit()) => Ok(Some(n)),
        _ => Err(CoreError::invalid(
            Code::InvalidRequest,
            Some("max_age"),
            "`max_age` must be a non-negative whole number of seconds.",
        )
        .into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prompt_values_parse_and_none_stands_alone() {
        assert_eq!(Prompt::parse(None), Ok(Prompt::default()));
        let none = Prompt::parse(Some("none")).unwrap_or_default();
        assert!(none.none && !none.fresh);
        let login = Prompt::parse(Some("login consent")).unwrap_or_default();
        assert!(login.fresh && !login.none);
        assert!(Prompt::parse(Some("none login")).is_err());
        assert!(Prompt::parse(Some("whatever")).is_err());
    }

    #[test]
    fn max_age_is_a_non_negative_integer() {
        assert!(matches!(max_age(Some("0")), Ok(Some(0))));
        assert!(matches!(max_age(Some("10000")), Ok(Some(10_000))));
        assert!(matches!(max_age(None), Ok(None)));
        for bad in ["-1", "+5", "1.5", "ten", "99999999999999999999"] {
            assert!(max_age(Some(bad)).is_err(), "{bad}");
        }
    }
}
