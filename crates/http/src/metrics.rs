//! Prometheus figures, served as text on `GET /metrics` at `--metrics-bind` (a separate
//! address, off by default): requests by route and status, latency histograms by route, open
//! sockets, online users, database pool use and the shared live channel's lag.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::Mutex;
use std::time::Duration;

use lyceum_persistence::Database;
use lyceum_realtime::Hub;

use lyceum_cluster::HubHealth;

/// Upper bounds of the latency buckets, in seconds.
const BUCKETS: [f64; 12] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0];

#[derive(Default)]
struct Latency {
    /// Requests at or under each bound (not cumulative; summed when written).
    buckets: [u64; BUCKETS.len()],
    count: u64,
    sum: f64,
}

#[derive(Default)]
struct Counts {
    requests: BTreeMap<(String, u16), u64>,
    latency: BTreeMap<String, Latency>,
}

/// Request figures, counted by the request-logging middleware.
#[derive(Default)]
pub struct Metrics {
    counts: Mutex<Counts>,
}

impl Metrics {
    /// Counts one answered request of `route` (the matched pattern, e.g. `/api/messages/{userId}`).
    pub fn observe(&self, route: &str, status: u16, took: Duration) {
        let mut counts = self.counts.lock().unwrap_or_else(|p| p.into_inner());
        *counts.requests.entry((route.to_owned(), status)).or_default() += 1;
        // Known routes are counted without allocating their name again.
        if !counts.latency.contains_key(route) {
            counts.latency.insert(route.to_owned(), Latency::default());
        }
        let Some(latency) = counts.latency.get_mut(route) else { return };
        let seconds = took.as_secs_f64();
        if let Some(bucket) = BUCKETS.iter().position(|bound| seconds <= *bound) {
            latency.buckets[bucket] += 1;
        }
        latency.count += 1;
        latency.sum += seconds;
    }

    /// The request figures in Prometheus' text format.
    fn write_requests(&self, out: &mut String) {
        let counts = self.counts.lock().unwrap_or_else(|p| p.into_inner());
        let _ = writeln!(out, "# HELP lyceum_http_requests_total Requests answered, by route and status.");
        let _ = writeln!(out, "# TYPE lyceum_http_requests_total counter");
        for ((route, status), count) in &counts.requests {
            let _ =
                writeln!(out, "lyceum_http_requests_total{{route=\"{}\",status=\"{status}\"}} {count}", escape(route));
        }
        let _ = writeln!(out, "# HELP lyceum_http_request_duration_seconds Time to answer, by route.");
        let _ = writeln!(out, "# TYPE lyceum_http_request_duration_seconds histogram");
        for (route, latency) in &counts.latency {
            let route = escape(route);
            let mut cumulative = 0;
            for (bound, count) in BUCKETS.iter().zip(latency.buckets) {
                cumulative += count;
                let _ = writeln!(
                    out,
                    "lyceum_http_request_duration_seconds_bucket{{route=\"{route}\",le=\"{bound}\"}} {cumulative}"
                );
            }
            let _ = writeln!(
                out,
                "lyceum_http_request_duration_seconds_bucket{{route=\"{route}\",le=\"+Inf\"}} {}",
                latency.count
            );
            let _ = writeln!(out, "lyceum_http_request_duration_seconds_sum{{route=\"{route}\"}} {}", latency.sum);
            let _ = writeln!(out, "lyceum_http_request_duration_seconds_count{{route=\"{route}\"}} {}", latency.count);
        }
    }
}

/// A label value with `\`, `"` and newlines escaped.
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n")
}

fn gauge(out: &mut String, name: &str, help: &str, value: impl std::fmt::Display) {
    let _ = writeln!(out, "# HELP {name} {help}");
    let _ = writeln!(out, "# TYPE {name} gauge");
    let _ = writeln!(out, "{name} {value}");
}

impl Metrics {
    /// Every figure in Prometheus' text format: the requests counted here, the sockets and
    /// users of `hub`, the pool of `db` and, with several servers, the shared live channel.
    pub fn render(&self, hub: &dyn Hub, db: &Database, hub_health: Option<&HubHealth>) -> String {
        let mut out = String::new();
        self.write_requests(&mut out);
        gauge(&mut out, "lyceum_open_sockets", "Live sockets open on this server.", hub.socket_count());
        gauge(
            &mut out,
            "lyceum_online_users",
            "Users online (on every server sharing the database).",
            hub.online_count(),
        );
        let pool = db.pool_state();
        gauge(&mut out, "lyceum_db_pool_connections", "Database connections open in the pool.", pool.connections);
        gauge(&mut out, "lyceum_db_pool_idle", "Idle database connections in the pool.", pool.idle_connections);
        gauge(&mut out, "lyceum_db_pool_max", "Largest size of the pool.", db.pool_max());
        if let Some(health) = hub_health {
            use std::sync::atomic::Ordering;
            gauge(
                &mut out,
                "lyceum_hub_connected",
                "1 while the shared live channel listens on PostgreSQL.",
                u8::from(health.connected.load(Ordering::Relaxed)),
            );
            let lag = health.lag_micros.load(Ordering::Relaxed) as f64 / 1_000_000.0;
            gauge(&mut out, "lyceum_hub_lag_seconds", "Delay of the last push received from another server.", lag);
        }
        out
    }
}
