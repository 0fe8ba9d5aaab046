//! Prometheus figures, served as text on `GET /metrics` at `--metrics-bind` (a separate
//! address, off by default): requests by route and status, latency histograms by route, open
//! sockets, online users, database pool use and the shared live channel's lag; and each route's
//! p50, p95 and p99 over its latest requests, so a tail shows without a query.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::Mutex;
use std::time::Duration;

use lyceum_persistence::Database;
use lyceum_realtime::Hub;

use lyceum_cluster::HubHealth;

/// Upper bounds of the latency buckets, in seconds: fine around the 10 and 20 ms targets of the
/// busiest reads and writes (docs/performance.md).
const BUCKETS: [f64; 16] =
    [0.001, 0.0025, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0];

/// How many of a route's latest requests its quantiles are computed over.
const RECENT: usize = 1024;

/// The quantiles written for each route.
const QUANTILES: [(f64, &str); 3] = [(0.5, "0.5"), (0.95, "0.95"), (0.99, "0.99")];

#[derive(Clone, Default)]
struct Latency {
    /// Requests at or under each bound (not cumulative; summed when written).
    buckets: [u64; BUCKETS.len()],
    count: u64,
    sum: f64,
    /// The latest requests' times in microseconds, oldest overwritten first.
    recent: Vec<u32>,
}

impl Latency {
    fn record(&mut self, took: Duration) {
        let seconds = took.as_secs_f64();
        if let Some(bucket) = BUCKETS.iter().position(|bound| seconds <= *bound) {
            self.buckets[bucket] += 1;
        }
        let micros = u32::try_from(took.as_micros()).unwrap_or(u32::MAX);
        if self.recent.len() < RECENT {
            self.recent.push(micros);
        } else {
            // `count` is the number recorded before this one: the oldest sits at its remainder.
            self.recent[(self.count % RECENT as u64) as usize] = micros;
        }
        self.count += 1;
        self.sum += seconds;
    }

    /// The quantiles of the latest requests, in seconds (nearest rank).
    fn quantiles(&self) -> [f64; QUANTILES.len()] {
        let mut sorted = self.recent.clone();
        sorted.sort_unstable();
        QUANTILES.map(|(q, _)| {
            let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len().max(1));
            sorted.get(rank - 1).map_or(0.0, |micros| f64::from(*micros) / 1_000_000.0)
        })
    }
}

/// One route's figures.
#[derive(Clone, Default)]
struct Route {
    /// Requests answered, by status.
    statuses: BTreeMap<u16, u64>,
    latency: Latency,
}

#[derive(Clone, Default)]
struct Counts {
    /// By route; a known route is found by its name without allocating it again.
    routes: BTreeMap<String, Route>,
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
        if !counts.routes.contains_key(route) {
            counts.routes.insert(route.to_owned(), Route::default());
        }
        if let Some(figures) = counts.routes.get_mut(route) {
            *figures.statuses.entry(status).or_default() += 1;
            figures.latency.record(took);
        }
    }

    /// The request figures in Prometheus' text format.
    fn write_requests(&self, out: &mut String) {
        // A copy taken under the lock, so requests are not held up while a scrape formats and sorts.
        let counts = self.counts.lock().unwrap_or_else(|p| p.into_inner()).clone();
        let _ = writeln!(out, "# HELP lyceum_http_requests_total Requests answered, by route and status.");
        let _ = writeln!(out, "# TYPE lyceum_http_requests_total counter");
        for (route, figures) in &counts.routes {
            let route = escape(route);
            for (status, count) in &figures.statuses {
                let _ = writeln!(out, "lyceum_http_requests_total{{route=\"{route}\",status=\"{status}\"}} {count}");
            }
        }
        let _ = writeln!(out, "# HELP lyceum_http_request_duration_seconds Time to answer, by route.");
        let _ = writeln!(out, "# TYPE lyceum_http_request_duration_seconds histogram");
        for (route, Route { latency, .. }) in &counts.routes {
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
        let _ = writeln!(
            out,
            "# HELP lyceum_http_request_latest_seconds Time to answer of each route's latest {RECENT} requests: p50, p95 and p99."
        );
        let _ = writeln!(out, "# TYPE lyceum_http_request_latest_seconds summary");
        for (route, Route { latency, .. }) in &counts.routes {
            let route = escape(route);
            for ((_, label), value) in QUANTILES.iter().zip(latency.quantiles()) {
                let _ = writeln!(
                    out,
                    "lyceum_http_request_latest_seconds{{route=\"{route}\",quantile=\"{label}\"}} {value}"
                );
            }
            let _ = writeln!(out, "lyceum_http_request_latest_seconds_sum{{route=\"{route}\"}} {}", latency.sum);
            let _ = writeln!(out, "lyceum_http_request_latest_seconds_count{{route=\"{route}\"}} {}", latency.count);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn page(metrics: &Metrics) -> String {
        let mut out = String::new();
        metrics.write_requests(&mut out);
        out
    }

    #[test]
    fn each_route_has_its_p50_p95_and_p99() {
        let metrics = Metrics::default();
        for ms in (1..=100).rev() {
            metrics.observe("/api/grades/gradebook", 200, Duration::from_millis(ms));
        }
        metrics.observe("/api/session", 200, Duration::from_micros(300));
        let text = page(&metrics);
        for expected in [
            "lyceum_http_request_latest_seconds{route=\"/api/grades/gradebook\",quantile=\"0.5\"} 0.05\n",
            "lyceum_http_request_latest_seconds{route=\"/api/grades/gradebook\",quantile=\"0.95\"} 0.095\n",
            "lyceum_http_request_latest_seconds{route=\"/api/grades/gradebook\",quantile=\"0.99\"} 0.099\n",
            "lyceum_http_request_latest_seconds_count{route=\"/api/grades/gradebook\"} 100\n",
            "lyceum_http_request_latest_seconds{route=\"/api/session\",quantile=\"0.99\"} 0.0003\n",
            // The histogram counts cumulatively: 20 requests at or under 20 ms, 10 under 10 ms.
            "lyceum_http_request_duration_seconds_bucket{route=\"/api/grades/gradebook\",le=\"0.01\"} 10\n",
            "lyceum_http_request_duration_seconds_bucket{route=\"/api/grades/gradebook\",le=\"0.02\"} 20\n",
            "lyceum_http_request_duration_seconds_bucket{route=\"/api/grades/gradebook\",le=\"+Inf\"} 100\n",
        ] {
            assert!(text.contains(expected), "{expected} missing from:\n{text}");
        }
    }

    #[test]
    fn the_quantiles_forget_the_oldest_requests() {
        let metrics = Metrics::default();
        // A slow start, then a full window of fast answers: the slow ones no longer count.
        for _ in 0..50 {
            metrics.observe("/api/news", 200, Duration::from_secs(1));
        }
        for _ in 0..RECENT {
            metrics.observe("/api/news", 200, Duration::from_millis(2));
        }
        let text = page(&metrics);
        assert!(
            text.contains("lyceum_http_request_latest_seconds{route=\"/api/news\",quantile=\"0.99\"} 0.002\n"),
            "{text}"
        );
        assert!(text
            .contains(&format!("lyceum_http_request_latest_seconds_count{{route=\"/api/news\"}} {}\n", RECENT + 50)));
        // The histogram keeps them all.
        assert!(
            text.contains("lyceum_http_request_duration_seconds_bucket{route=\"/api/news\",le=\"0.5\"} 1024\n"),
            "{text}"
        );
    }
}
