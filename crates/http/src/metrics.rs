//! `GET /metrics`: Prometheus text with request counts and latency histograms per route.

use std::collections::HashMap;
use std::sync::{LazyLock, OnceLock, PoisonError, RwLock};
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use crate::AppState;

pub const REQUESTS: &str = "http_requests_total";
pub const DURATION: &str = "http_request_duration_seconds";
pub const CONNECTIONS_REFUSED: &str = "http_connections_refused_total";

/// The method as a label from a closed set: a client may send any token as a method,
/// and each distinct label value would be a new series kept forever.
pub fn method_label(method: &axum::http::Method) -> &'static str {
    use axum::http::Method;
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        Method::CONNECT => "CONNECT",
        Method::TRACE => "TRACE",
        _ => "other",
    }
}

/// One route's handles for one method and status.
struct Series {
    requests: metrics::Counter,
    duration: metrics::Histogram,
}

/// The handles by route, then method and status: all three come from closed sets (the
/// router's paths, [`method_label`], status codes), so this stays small.
type SeriesByRoute = HashMap<String, HashMap<(&'static str, u16), Series>>;

/// Counts a request to `route` and records how long it took. Each series' handles are
/// looked up in the recorder once and kept: building the labels and looking them up for
/// every request cost more than a whole discovery request's routing and layers.
pub fn record(route: &str, method: &'static str, status: u16, took: Duration) {
    static SERIES: LazyLock<RwLock<SeriesByRoute>> = LazyLock::new(Default::default);
    let known = SERIES.read().unwrap_or_else(PoisonError::into_inner);
    if let Some(series) = known.get(route).and_then(|m| m.get(&(method, status))) {
        return series.record(took);
    }
    drop(known);
    let labels = [
        ("route", route.to_owned()),
        ("method", method.to_owned()),
        ("status", status.to_string()),
    ];
    let series = Series {
        requests: metrics::counter!(REQUESTS, &labels),
        duration: metrics::histogram!(DURATION, &labels[..2]),
    };
    series.record(took);
    let mut known = SERIES.write().unwrap_or_else(PoisonError::into_inner);
    let by_status = known.entry(route.to_owned()).or_default();
    by_status.insert((method, status), series);
}

impl Series {
    fn record(&self, took: Duration) {
        self.requests.increment(1);
        self.duration.record(took.as_secs_f64());
    }
}

const BUCKETS: &[f64] = &[
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
];

/// How often the histograms' recorded samples are folded into their buckets. Until then
/// each sample waits in memory, so without this upkeep a server nobody scrapes grows by
/// every request it serves.
pub const UPKEEP_EVERY: Duration = Duration::from_secs(1);

/// Installs the process-wide recorder on first use and returns a handle to render it.
/// Metrics are global in the `metrics` crate, so every router in the process shares them.
/// A thread of its own does the recorder's upkeep every [`UPKEEP_EVERY`], scraped or not.
pub fn install_recorder() -> PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let builder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Full(DURATION.to_owned()), BUCKETS)
                .unwrap_or_else(|_| PrometheusBuilder::new());
            let recorder = builder.build_recorder();
            let handle = recorder.handle();
            if metrics::set_global_recorder(recorder).is_err() {
                tracing::warn!("a metrics recorder was already installed; /metrics may be empty");
            }
            let upkeep = handle.clone();
            let spawned = std::thread::Builder::new()
                .name("metrics-upkeep".into())
                .spawn(move || {
                    loop {
                        std::thread::sleep(UPKEEP_EVERY);
                        upkeep.run_upkeep();
                    }
                });
            if let Err(e) = spawned {
                tracing::error!(error = %e, "cannot start the metrics upkeep; memory grows until /metrics is scraped");
            }
            handle
        })
        .clone()
}

pub fn routes() -> Router<AppState> {
    Router::new().route("/metrics", get(render))
}

async fn render(State(state): State<AppState>) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        state.metrics.render(),
    )
}
