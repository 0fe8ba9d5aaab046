//! Builds the actix application and binds it, so tests can run the real server on port 0.

use std::net::TcpListener;
use std::sync::atomic::Ordering;
use std::sync::Arc;

use actix_web::body::MessageBody;
use actix_web::dev::{Server, ServiceRequest, ServiceResponse};
use actix_web::middleware::{from_fn, Next};
use actix_web::{web, App, HttpResponse, HttpServer};
use lyceum_persistence::Database;

use crate::error::{self, ApiError};
use crate::settings::Settings;
use crate::state::AppState;
use crate::{live, routes, security, spa};

/// Largest JSON body accepted (rich-text news items are the biggest).
const JSON_LIMIT: usize = 1024 * 1024;

/// A bound, not yet running server.
pub struct Application {
    port: u16,
    server: Server,
    metrics: Option<(u16, Server)>,
    state: Arc<AppState>,
}

impl Application {
    /// Connects to the database (running migrations), binds the address and prepares the server.
    pub fn build(settings: Settings, db: Database) -> std::io::Result<Application> {
        let listener = TcpListener::bind(settings.bind)?;
        let port = listener.local_addr()?.port();
        let state = AppState::new(db, settings)?;
        if state.frontend.is_none() {
            tracing::warn!(dir = %state.settings.static_dir.display(), "front end not built; only the API is served");
        }
        let server = HttpServer::new({
            let state = state.clone();
            move || {
                App::new()
                    .wrap(security::headers(&state.settings))
                    .wrap(from_fn(log_request))
                    .configure(configure(state.clone()))
            }
        })
        .listen(listener)?
        .shutdown_timeout(10)
        // Stopping is ours to run: sockets are closed with 1001 first (see `run_until_stopped`).
        .disable_signals()
        .run();
        let metrics = match state.settings.metrics_bind {
            None => None,
            Some(bind) => {
                let listener = TcpListener::bind(bind)?;
                let port = listener.local_addr()?.port();
                let data = web::Data::from(state.clone());
                let server = HttpServer::new(move || {
                    App::new().app_data(data.clone()).route("/metrics", web::get().to(metrics))
                })
                .workers(1)
                .disable_signals()
                .listen(listener)?
                .run();
                Some((port, server))
            }
        };
        Ok(Application { port, server, metrics, state })
    }

    /// The port `/metrics` is served on, when it is.
    pub fn metrics_port(&self) -> Option<u16> {
        self.metrics.as_ref().map(|(port, _)| *port)
    }

    /// The port actually bound.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// Serves until Ctrl-C or SIGTERM, then stops gracefully: `/api/ready` turns 503, every
    /// live socket closes with 1001 (its client reconnects, to another server if there is one),
    /// open requests finish, and queued audit entries are written. Meanwhile the live channel
    /// announces who is online and closes sockets as their sessions end, and the report card
    /// worker makes the report cards asked for in the background.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let hub = self.state.hub.clone();
        let announcing = hub.announce_presence();
        let state = web::Data::from(self.state);
        let sweeping = live::end_sockets_of_ended_sessions(state.clone());
        let settings = &state.settings;
        let auditing = state.audit.write_entries(&state.db, settings.audit_prune_every, settings.audit_retention_days);
        let uploads_swept = lyceum_school::upload_sweep::sweep_unreferenced_uploads(
            &state.db,
            settings.uploads_dir.clone(),
            settings.upload_grace,
            settings.upload_sweep_every,
        );
        let stopping = state.clone();
        let report_cards = lyceum_school::report_cards::jobs::work_on_report_card_jobs(
            state.db.clone(),
            state.settings.uploads_dir.clone(),
            Arc::new(move || stopping.stopping.load(Ordering::Relaxed)),
        );
        let trimming = crate::allocator::give_back_freed_regularly();
        let mailing = lyceum_school::mail::send_queued_mail(&state.mail);
        let reminding = lyceum_school::events::reminders::remind_unseen_alerts(
            &state.db,
            &state.mail,
            state.settings.alert_resend_every,
        );
        let fee_reminding = lyceum_school::events::fee_reminders::remind_fees_every(
            &state.db,
            &state.hub,
            &state.mail,
            state.settings.fee_reminders_every,
        );
        let telling_missing = lyceum_school::events::classwork::tell_missing_every(
            &state.db,
            &state.hub,
            state.settings.classwork_missing_every,
        );
        let archiving = lyceum_school::transfers::archive_departed_every(&state.db, DEPARTED_EVERY, |ids, ended| {
            live::sessions_ended(&state, ended, ids);
        });
        let last_uses =
            lyceum_school::signed_in::write_last_uses_every(&state.db, state.settings.last_uses_every, || {
                state.sessions.take_used()
            });
        let handle = self.server.handle();
        let metrics_handle = self.metrics.as_ref().map(|(_, server)| server.handle());
        let metrics = async move {
            match self.metrics {
                Some((_, server)) => server.await,
                None => std::future::pending().await,
            }
        };
        let stopping = {
            let state = state.clone();
            async move {
                stop_signal().await;
                tracing::info!("stopping: closing live sockets, finishing open requests");
                state.stopping.store(true, std::sync::atomic::Ordering::Relaxed);
                state.hub.end_every_socket(lyceum_realtime::Ended::Shutdown);
                // Let the close frames go out before the workers stop.
                actix_web::rt::time::sleep(std::time::Duration::from_millis(250)).await;
                if let Some(metrics) = metrics_handle {
                    metrics.stop(true).await;
                }
                handle.stop(true).await;
                std::future::pending::<()>().await;
            }
        };
        let stopped = tokio::select! {
            stopped = self.server => stopped,
            stopped = metrics => stopped,
            () = stopping => Ok(()),
            () = announcing => Ok(()),
            () = sweeping => Ok(()),
            () = auditing => Ok(()),
            () = uploads_swept => Ok(()),
            () = report_cards => Ok(()),
            () = trimming => Ok(()),
            () = mailing => Ok(()),
            () = reminding => Ok(()),
            () = fee_reminding => Ok(()),
            () = telling_missing => Ok(()),
            () = archiving => Ok(()),
            () = last_uses => Ok(()),
        };
        state.audit.write_remaining(&state.db).await;
        stopped
    }
}

/// How often the learners who have left (transferred out, dropped) are looked for to archive.
const DEPARTED_EVERY: std::time::Duration = std::time::Duration::from_secs(60 * 60);

/// Waits for Ctrl-C or (on Unix) SIGTERM.
async fn stop_signal() {
    #[cfg(unix)]
    {
        use actix_web::rt::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut terminate) => {
                tokio::select! {
                    _ = actix_web::rt::signal::ctrl_c() => {}
                    _ = terminate.recv() => {}
                }
            }
            Err(_) => {
                let _ = actix_web::rt::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = actix_web::rt::signal::ctrl_c().await;
    }
}

/// `GET /metrics`: the figures of [`crate::metrics`], on the metrics address only.
async fn metrics(state: web::Data<AppState>) -> HttpResponse {
    let body = state.metrics.render(state.hub.as_ref(), &state.db, state.hub_health.as_deref());
    HttpResponse::Ok().content_type("text/plain; version=0.0.4; charset=utf-8").body(body)
}

/// Registers the state, body limits, the API and the front end on an app.
pub fn configure(state: Arc<AppState>) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| {
        let frontend = state.frontend.clone();
        cfg.app_data(web::Data::from(state))
            .app_data(web::JsonConfig::default().limit(JSON_LIMIT).error_handler(error::bad_json))
            .app_data(
                web::PathConfig::default()
                    .error_handler(|error, _| ApiError::BadRequest(format!("Invalid path: {error}")).into()),
            )
            .app_data(
                web::QueryConfig::default()
                    .error_handler(|error, _| ApiError::BadRequest(format!("Invalid query: {error}")).into()),
            )
            .configure(routes::configure)
            .configure(spa::configure(frontend));
    }
}

/// Logs each request's method, path, status and duration.
async fn log_request(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = std::time::Instant::now();
    let res = next.call(req).await?;
    let took = started.elapsed();
    let status = res.status().as_u16();
    let request = res.request();
    if let Some(state) = request.app_data::<web::Data<AppState>>() {
        let route = request.match_pattern();
        state.metrics.observe(route.as_deref().unwrap_or("unmatched"), status, took);
    }
    // The method and path are read off the request answered: nothing is copied for a log
    // line the level leaves out.
    tracing::info!(method = %request.method(), path = %request.path(), status, elapsed_ms = took.as_millis() as u64, "request");
    Ok(res)
}
