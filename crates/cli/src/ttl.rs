//! A lifetime setting: whole seconds, or a whole number with `s`, `m`, `h` or `d`; at
//! least one second and at most a year. Flags and the file take either form.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A lifetime in seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ttl(pub i64);

impl FromStr for Ttl {
    type Err = String;

    fn from_str(text: &str) -> Result<Ttl, String> {
        let t = text.trim();
        let (digits, unit) = match t.char_indices().last() {
            Some((i, c)) if c.is_ascii_alphabetic() => (&t[..i], c),
            _ => (t, 's'),
        };
        let scale = match unit {
            's' => 1,
            'm' => 60,
            'h' => 3_600,
            'd' => 86_400,
            _ => return Err(format!("unknown unit in {t:?}: use s, m, h or d")),
        };
        let n: i64 = digits
            .parse()
            .ok()
            .filter(|_| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
            .ok_or_else(|| format!("{t:?} is not a duration like 3600, 90m, 24h or 7d"))?;
        match n.checked_mul(scale) {
            Some(secs) if (1..=366 * 86_400).contains(&secs) => Ok(Ttl(secs)),
            _ => Err(format!("{t:?} must be between 1 second and a year")),
        }
    }
}

/// In the largest unit that divides it: `24h`, `90m`, `45`.
impl fmt::Display for Ttl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            s if s % 3_600 == 0 => write!(f, "{}h", s / 3_600),
            s if s % 60 == 0 => write!(f, "{}m", s / 60),
            s => write!(f, "{s}"),
        }
    }
}

impl Serialize for Ttl {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_i64(self.0)
    }
}

impl<'de> Deserialize<'de> for Ttl {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Ttl, D::Error> {
        struct Seconds;
        impl serde::de::Visitor<'_> for Seconds {
            type Value = Ttl;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("seconds, or text like \"24h\"")
            }
            fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<Ttl, E> {
                self.visit_str(&n.to_string())
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Ttl, E> {
                self.visit_str(&n.to_string())
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Ttl, E> {
                text.parse().map_err(E::custom)
            }
        }
        d.deserialize_any(Seconds)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lifetimes_take_units_and_stay_in_range() {
        let secs = |t: &str| t.parse::<Ttl>().map(|t| t.0);
        assert_eq!(secs("3600"), Ok(3_600));
        assert_eq!(secs("90m"), Ok(5_400));
        assert_eq!(secs("24h"), Ok(86_400));
        assert_eq!(secs("7d"), Ok(604_800));
        for bad in ["", "0", "h", "-5", "1.5h", "10w", "400d"] {
            assert!(secs(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_lifetime_prints_as_it_parses() {
        for t in ["24h", "90m", "45", "168h"] {
            assert_eq!(t.parse::<Ttl>().map(|t| t.to_string()).as_deref(), Ok(t));
        }
    }
}
