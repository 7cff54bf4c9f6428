//! How a result reaches the relying party: parameters on its redirect URI, in the
//! query, in the fragment, or posted by an auto-submitting form (OAuth response modes).

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResponseMode {
    Query,
    Fragment,
    FormPost,
}

impl ResponseMode {
    pub fn parse(s: &str) -> Option<ResponseMode> {
        match s {
            "query" => Some(ResponseMode::Query),
            "fragment" => Some(ResponseMode::Fragment),
            "form_post" => Some(ResponseMode::FormPost),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delivery {
    pub redirect_uri: String,
    pub mode: ResponseMode,
    pub params: Vec<(String, String)>,
}

impl Delivery {
    /// Where to send the browser: the redirect URI with the parameters added to its
    /// query (keeping any it already has) or set as its fragment. For `form_post` the
    /// redirect URI itself (the form's target).
    pub fn location(&self) -> String {
        let Ok(mut url) = url::Url::parse(&self.redirect_uri) else {
            return self.redirect_uri.clone();
        };
        let pairs = || self.params.iter().map(|(k, v)| (k.as_str(), v.as_str()));
        match self.mode {
            ResponseMode::Query => {
                url.query_pairs_mut().extend_pairs(pairs());
            }
            ResponseMode::Fragment => {
                let encoded = url::form_urlencoded::Serializer::new(String::new())
                    .extend_pairs(pairs())
                    .finish();
                url.set_fragment(Some(&encoded));
            }
            ResponseMode::FormPost => {}
        }
        url.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn delivery(uri: &str, mode: ResponseMode) -> Delivery {
        Delivery {
            redirect_uri: uri.into(),
            mode,
            params: vec![
                ("code".into(), "a b&c".into()),
                ("state".into(), "s=1".into()),
            ],
        }
    }

    #[test]
    fn parameters_join_an_existing_query_or_fill_the_fragment() {
        let q = delivery("https://rp.example/cb?x=1", ResponseMode::Query);
        assert_eq!(
            q.location(),
            "https://rp.example/cb?x=1&code=a+b%26c&state=s%3D1"
        );
        let f = delivery("https://rp.example/cb", ResponseMode::Fragment);
        assert_eq!(
            f.location(),
            "https://rp.example/cb#code=a+b%26c&state=s%3D1"
        );
        let p = delivery("https://rp.example/cb", ResponseMode::FormPost);
        assert_eq!(p.location(), "https://rp.example/cb");
    }
}
