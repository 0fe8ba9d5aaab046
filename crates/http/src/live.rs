//! `GET /api/ws`, the live channel: each socket belongs to the signed-in student, teacher or
//! guardian of its session cookie, is told who is online, and receives the pushes of the
//! [`Hub`]. A socket holds nothing but its user and session: what a user may see is checked at
//! each call, so a guardian's socket keeps no access an unlink took away. Pushes
//! are made after the write they announce has committed, one function per event.
//!
//! A socket lives no longer than its session: signing out, a new password, a reset or an
//! account's deletion closes the sessions' sockets at once ([`sessions_ended`], also the one
//! place the session cache hears of it), and every heartbeat [`end_sockets_of_ended_sessions`]
//! closes those whose session expired (or ended unannounced).

mod children;
mod placement;
mod writer;

use std::collections::HashSet;
use std::time::{Duration, Instant};

use actix_web::{web, HttpRequest, HttpResponse};
use actix_ws::{AggregatedMessage, CloseCode, CloseReason, ProtocolError};
use lyceum_persistence::sessions;
use lyceum_realtime::{frame, Connection, Ended, Frame, Hub, Push};
use serde::Deserialize;

use crate::auth::caller::{Correspondent, Signed};
use crate::db;
use crate::error::ApiError;
use crate::security::from_another_site;
use crate::state::AppState;
pub use children::children_changed;
use lyceum_school::views::MessageView;
pub use placement::students_placed;
use writer::Outbox;

/// The close code of a socket ended because newer ones of its session or account went past
/// the cap (an application code: 4000 and up are free for applications).
pub const TOO_MANY_SOCKETS: u16 = 4429;

/// Largest frame a client may send; clients only ever send small pings.
const MAX_FRAME: usize = 4 * 1024;

/// Registers `GET /api/ws`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/ws").get(connect));
}

/// `newMessage`: to every socket of the receiver and of the sender (their other tabs).
pub fn message_sent(hub: &dyn Hub, sender: &str, receiver: &str, message: &MessageView) {
    hub.send_to(&[receiver, sender], &frame("newMessage", message));
}

/// Sessions that no longer stand as they were: those of `ended` are over (signed out, replaced
/// by a new password, reset, expired) and every session of `accounts` changed or ended (password
/// set or reset, account deleted). This server forgets them all in its session cache, so the
/// next call reads them again, and closes the ended sessions' sockets, announcing whoever that
/// takes offline.
///
/// Every change to sessions goes through here: with several servers on PostgreSQL the shared
/// live channel carries it to all of them, whose caches drop the sessions at once (a server
/// that missed the word trusts its copy for at most [`crate::caches::MAX_AGE`]).
pub fn sessions_ended(state: &AppState, ended: &[String], accounts: &[String]) {
    state.sessions.forget(ended, accounts);
    for token_hash in ended {
        state.hub.end_session(token_hash);
    }
    if let Some(cluster) = &state.cluster {
        cluster.forget_everywhere(accounts, false);
    }
}

/// A news item was written: the feed is read again, on every server.
pub fn news_changed(state: &AppState) {
    state.news.forget();
    if let Some(cluster) = &state.cluster {
        cluster.forget_everywhere(&[], true);
    }
}

/// Every heartbeat, closes the sockets whose session no longer stands: expired, or deleted with
/// its account. Runs as long as the server; never returns.
pub async fn end_sockets_of_ended_sessions(state: web::Data<AppState>) {
    let mut ticks = actix_web::rt::time::interval(state.settings.heartbeat);
    loop {
        ticks.tick().await;
        let open = state.hub.sessions();
        if open.is_empty() {
            continue;
        }
        let asked = open.clone();
        let active =
            db::query(&state.db, move |conn| sessions::still_active(conn, &asked, lyceum_persistence::now())).await;
        match active {
            Ok(active) => {
                let active: HashSet<String> = active.into_iter().collect();
                let ended: Vec<String> = open.into_iter().filter(|session| !active.contains(session)).collect();
                if !ended.is_empty() {
                    sessions_ended(&state, &ended, &[]);
                }
            }
            Err(error) => tracing::warn!(error = ?error, "could not check the sessions of open sockets"),
        }
    }
}

/// Upgrades to a WebSocket for the signed-in student, teacher or guardian; 401 without a
/// session, 403 for another site's page or an administrator.
async fn connect(
    req: HttpRequest,
    body: web::Payload,
    state: web::Data<AppState>,
    caller: Signed<Correspondent>,
) -> Result<HttpResponse, actix_web::Error> {
    if from_another_site(&req) {
        return Err(ApiError::Forbidden("Connections from other sites are not accepted.".into()).into());
    }
    // The handshake and the frames read are actix-ws's; the frames written are ours (`writer`),
    // so that a large online list shares its bytes instead of staying copied in every socket.
    let (response, _, stream) = actix_ws::handle(&req, body)
        .map_err(|_| ApiError::BadRequest("This call opens a WebSocket: connect with a WebSocket client.".into()))?;
    let (outbox, socket_body) = writer::socket();
    let response = response.set_body(socket_body).map_into_boxed_body();
    let stream = stream.max_frame_size(MAX_FRAME).aggregate_continuations().max_continuation_size(MAX_FRAME);
    let user_id = caller.user_id().to_owned();
    let connection = state.hub.connect(&user_id, &caller.session.token_hash);
    let heartbeat = Heartbeat { every: state.settings.heartbeat, timeout: state.settings.client_timeout };
    actix_web::rt::spawn(async move {
        let socket = connection.id;
        let mut outbox = outbox;
        let reason = serve(connection, &mut outbox, stream, heartbeat).await;
        state.hub.disconnect(&user_id, socket);
        let _ = outbox.close(reason).await;
    });
    Ok(response)
}

/// A frame a client may send.
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
enum ClientFrame {
    Ping,
}

/// How often the server pings, and how long a socket may stay silent.
#[derive(Clone, Copy)]
struct Heartbeat {
    every: Duration,
    timeout: Duration,
}

/// Forwards the hub's frames to the socket and answers the client until either side ends;
/// answers why it closed.
async fn serve(
    mut connection: Connection,
    outbox: &mut Outbox,
    mut stream: actix_ws::AggregatedMessageStream,
    heartbeat: Heartbeat,
) -> Option<CloseReason> {
    let mut pings = actix_web::rt::time::interval(heartbeat.every);
    let mut last_heard = Instant::now();
    loop {
        tokio::select! {
            pushed = connection.next() => match pushed {
                Push::Frame(frame) => {
                    if outbox.text(frame).await.is_err() {
                        return None;
                    }
                }
                Push::Ended(why) => return ended(why),
            },
            received = stream.recv() => {
                last_heard = Instant::now();
                match received {
                    Some(Ok(AggregatedMessage::Ping(bytes))) => {
                        if outbox.pong(&bytes).await.is_err() {
                            return None;
                        }
                    }
                    Some(Ok(AggregatedMessage::Pong(_))) => {}
                    Some(Ok(AggregatedMessage::Text(text))) => match serde_json::from_str::<ClientFrame>(&text) {
                        Ok(ClientFrame::Ping) => {
                            if outbox.text(Frame::from_static(r#"{"type":"pong"}"#)).await.is_err() {
                                return None;
                            }
                        }
                        Err(_) => return unrecognised(),
                    },
                    Some(Ok(AggregatedMessage::Binary(_))) => return unrecognised(),
                    Some(Ok(AggregatedMessage::Close(reason))) => return reason,
                    Some(Err(error)) => return refused(&error),
                    None => return None,
                }
            }
            _ = pings.tick() => {
                if last_heard.elapsed() > heartbeat.timeout {
                    return closing(CloseCode::Away, "No answer to pings.");
                }
                if outbox.ping().await.is_err() {
                    return None;
                }
            }
        }
    }
}

/// Why the socket closes when the hub dropped it.
fn ended(why: Ended) -> Option<CloseReason> {
    match why {
        Ended::SessionEnded => closing(CloseCode::Policy, "Your session has ended. Please sign in again."),
        Ended::TooFarBehind => closing(CloseCode::Policy, "Too many messages waiting; reconnect to catch up."),
        Ended::Shutdown => closing(CloseCode::Away, "The server is stopping."),
        // Its own code, so the client does not reconnect and push out the next oldest in turn.
        Ended::TooManySockets => closing(
            CloseCode::Other(TOO_MANY_SOCKETS),
            "Too many connections are open for this account; this one, the oldest, was closed.",
        ),
    }
}

/// A well-formed frame the channel does not accept.
fn unrecognised() -> Option<CloseReason> {
    closing(CloseCode::Policy, r#"Unrecognised frame: only {"type":"ping"} is accepted."#)
}

/// A frame the WebSocket layer could not take.
fn refused(error: &ProtocolError) -> Option<CloseReason> {
    match error {
        ProtocolError::Overflow => closing(CloseCode::Size, "Frames may be at most 4 KB."),
        other => closing(CloseCode::Protocol, &format!("Malformed frame: {other}")),
    }
}

/// A close frame with its reason, cut to the 123 bytes a close frame has room for.
fn closing(code: CloseCode, why: &str) -> Option<CloseReason> {
    let mut end = why.len().min(123);
    while !why.is_char_boundary(end) {
        end -= 1;
    }
    Some(CloseReason { code, description: Some(why[..end].to_owned()) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_reasons_fit_in_a_close_frame() {
        let long = "é".repeat(100);
        let reason = closing(CloseCode::Protocol, &long).unwrap();
        let description = reason.description.unwrap();
        assert!(description.len() <= 123);
        assert!(long.starts_with(&description));
        assert_eq!(closing(CloseCode::Size, "short").unwrap().description.as_deref(), Some("short"));
    }
}
