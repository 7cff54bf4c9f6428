//! Many identical verify requests at once: exactly `max_verifications` of them succeed.

use reqwest::StatusCode;
use serde_json::Value;

use crate::api::helpers::*;
use crate::api::proving::*;

const REQUESTS: usize = 50;

/// Sends `body` REQUESTS times at once; returns the sorted `uses` of the 200s and the
/// status and code of the rest.
async fn storm(app: &TestApp, app_id: &str, body: &Value) -> (Vec<i64>, Vec<String>) {
    let url = app.at(&format!("/api/v1/verify/{app_id}"));
    let calls: Vec<_> = (0..REQUESTS)
        .map(|_| {
            let (client, url, body) = (app.client.clone(), url.clone(), body.clone());
            tokio::spawn(async move {
                let res = client.post(url).json(&body).send().await.unwrap();
                (res.status(), res.json::<Value>().await.unwrap())
            })
        })
        .collect();
    let mut uses = Vec::new();
    let mut refused = Vec::new();
    for call in calls {
        let (status, out) = call.await.unwrap();
        if status == StatusCode::OK {
            uses.push(out["uses"].as_i64().unwrap());
        } else {
            refused.push(format!(
                "{} {}",
                status.as_u16(),
                out["code"].as_str().unwrap_or("?")
            ));
        }
    }
    uses.sort();
    (uses, refused)
}

async fn exactly_max_verifications_succeed(app: TestApp) {
    let s = scene(&app, 3, false).await;
    let body = s.person.prove(&app, &s.key, &s.action, "storm").await;
    let (uses, refused) = storm(&app, &s.app.id, &body).await;
    assert_eq!(uses, vec![1, 2, 3]);
    assert_eq!(refused.len(), REQUESTS - 3);
    assert!(
        refused.iter().all(|r| r == "400 max_verifications_reached"),
        "{refused:?}"
    );
    let row = s.recorded_use(&app).await.unwrap();
    assert_eq!(row.uses, 3);

    // Unlimited: every request succeeds, and each saw a different count.
    let unlimited = new_action(&app, &s.team_id, &s.app.id, "unlimited", 0).await;
    let body = s.person.prove(&app, &s.key, &unlimited, "storm").await;
    let (uses, refused) = storm(&app, &s.app.id, &body).await;
    assert!(refused.is_empty(), "{refused:?}");
    let expected: Vec<i64> = (1..=REQUESTS as i64).collect();
    assert_eq!(uses, expected);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_identical_requests_succeed_exactly_max_verifications_times_on_sqlite() {
    exactly_max_verifications_succeed(TestServer::new().depth16().spawn().await).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_identical_requests_succeed_exactly_max_verifications_times_on_postgres() {
    exactly_max_verifications_succeed(TestServer::new().depth16().postgres().spawn().await).await;
}
