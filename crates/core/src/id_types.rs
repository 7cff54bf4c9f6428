//! Typed ids of the portal's objects, so that an operation taking a team and an app
//! cannot be handed them the wrong way round.
//!
//! An id arriving from outside (a path, a form, a GraphQL argument, a CLI flag) is
//! parsed once, here: a string without the id's shape names nothing, so it fails as
//! "not found", exactly as an unknown id of the right shape does. An id read back from
//! the store was written by us in that shape and is taken as it is (`stored`).
//! The store keeps plain `&str`: its queries bind text and the rows carry `String`s.

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use crate::CoreError;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident, [$($prefix:literal),+], $missing:literal) => {
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
        #[serde(transparent)]
        pub struct $name(String);

        impl $name {
            /// The id if `s` has its shape, else `None`.
            pub fn parse(s: &str) -> Option<Self> {
                [$($prefix),+]
                    .iter()
                    .any(|prefix| crate::ids::has_shape(s, prefix))
                    .then(|| Self(s.to_owned()))
            }

            /// An id read from a stored row (written in the shape by `crate::ids`).
            pub fn stored(s: impl Into<String>) -> Self {
                Self(s.into())
            }

            pub fn as_str(&self) -> &str {
                &self.0
            }

            pub fn into_string(self) -> String {
                self.0
            }
        }

        /// Parsing at the edge: a malformed id answers as an unknown one.
        impl FromStr for $name {
            type Err = CoreError;

            fn from_str(s: &str) -> Result<Self, CoreError> {
                Self::parse(s).ok_or_else(|| CoreError::not_found($missing))
            }
        }

        impl std::ops::Deref for $name {
            type Target = str;

            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.0 == other
            }
        }

        impl PartialEq<String> for $name {
            fn eq(&self, other: &String) -> bool {
                &self.0 == other
            }
        }

        impl PartialEq<&$name> for String {
            fn eq(&self, other: &&$name) -> bool {
                *self == other.0
            }
        }

        impl PartialEq<$name> for String {
            fn eq(&self, other: &$name) -> bool {
                *self == other.0
            }
        }
    };
}

id_type!(
    /// `team_` + 32 hex.
    TeamId,
    ["team_"],
    "No such team."
);
id_type!(
    /// `app_` or `app_staging_` + 32 hex.
    AppId,
    ["app_", "app_staging_"],
    "No such app."
);
id_type!(
    /// `action_` + 32 hex: an action's row id (not its `action` string).
    ActionId,
    ["action_"],
    "No such action."
);

impl AppId {
    /// Staging apps verify against the staging credential sets; the id says which.
    pub fn is_staging(&self) -> bool {
        self.0.starts_with("app_staging_")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids;

    #[test]
    fn only_ids_of_the_shape_parse() {
        assert!(TeamId::parse(&ids::team_id()).is_some());
        assert!(AppId::parse(&ids::app_id(false)).is_some());
        let staging = AppId::parse(&ids::app_id(true)).map(|a| a.is_staging());
        assert_eq!(staging, Some(true));
        assert!(ActionId::parse(&ids::action_id()).is_some());
        // Another kind's id, a short one, upper-case hex: none names an app.
        assert!(AppId::parse(&ids::team_id()).is_none());
        assert!(AppId::parse("app_0123").is_none());
        assert!(AppId::parse("app_0123456789ABCDEF0123456789abcdef").is_none());
        let err = "app_x"
            .parse::<AppId>()
            .map(|_| ())
            .map_err(|e| e.to_string());
        assert_eq!(err, Err("No such app.".to_owned()));
    }
}
