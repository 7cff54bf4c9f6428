//! Redirect URIs as the portal and GraphQL register them: never a panic, and whatever is
//! accepted sends a browser where the rule allows — https, or http to a loopback host —
//! as judged by the same URL parser browsers follow, whatever the text looked like.
#![no_main]

use std::net::Ipv6Addr;

use humanid_core::redirect_uris::parse_redirect_uri;
use libfuzzer_sys::fuzz_target;
use url::{Host, Url};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(judged) = parse_redirect_uri(text, "redirect_uri") else {
        return;
    };
    // Where a browser goes is what the parser finds in the text itself.
    let visited = Url::parse(text).expect("accepted text parses");
    assert_eq!(visited, judged);
    assert!(judged.username().is_empty() && judged.password().is_none());
    assert!(judged.fragment().is_none());
    match (judged.scheme(), judged.host()) {
        ("https", Some(_)) => {}
        ("http", Some(Host::Ipv4(ip))) => assert_eq!(ip.octets()[0], 127, "{text}"),
        ("http", Some(Host::Ipv6(ip))) => assert_eq!(ip, Ipv6Addr::LOCALHOST, "{text}"),
        ("http", Some(Host::Domain(d))) => assert_eq!(d, "localhost", "{text}"),
        other => panic!("accepted {text:?} going to {other:?}"),
    }
});
