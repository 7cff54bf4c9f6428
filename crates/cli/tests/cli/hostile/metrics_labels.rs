//! `/metrics` stays bounded whatever methods and paths clients make up: each becomes one
//! label value (`other`, `unmatched`), never a new series.

use reqwest::Method;

use crate::common::Server;

async fn metrics(server: &Server) -> String {
    reqwest::get(format!("{}/metrics", server.url))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

#[tokio::test]
async fn three_hundred_made_up_methods_and_paths_add_no_series() {
    let server = Server::start(&[]);
    let client = reqwest::Client::new();
    // One of each label value that the made-up requests collapse into.
    for (method, path) in [("BREW", "/healthz"), ("GET", "/no-such-page")] {
        let method = Method::from_bytes(method.as_bytes()).unwrap();
        client
            .request(method, format!("{}{path}", server.url))
            .send()
            .await
            .unwrap();
    }
    // The first scrape adds the `/metrics` series itself.
    metrics(&server).await;
    let before = metrics(&server).await;
    for i in 0..300 {
        let method = Method::from_bytes(format!("MADEUP{i}").as_bytes()).unwrap();
        let res = client
            .request(method, format!("{}/healthz", server.url))
            .send()
            .await
            .unwrap();
        assert!(res.status().is_client_error(), "{}", res.status());
        let res = client
            .get(format!("{}/made/up/{i}", server.url))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 404);
    }
    let after = metrics(&server).await;
    assert!(!after.contains("MADEUP"), "a made-up method became a label");
    assert!(!after.contains("/made/up"), "a made-up path became a label");
    assert!(after.contains(r#"method="other""#) && after.contains(r#"route="unmatched""#));
    let series = |text: &str| text.lines().filter(|l| !l.starts_with('#')).count();
    assert_eq!(series(&after), series(&before), "{after}");
}
