//! `GET /api/ws`, the live channel: each socket belongs to the signed-in student or teacher of
//! its session cookie, is told who is online, and receives the pushes of the [`Hub`]. Pushes
//! are made after the write they announce has committed, one function per event.

use std::time::{Duration, Instant};

use actix_web::{web, HttpRequest, HttpResponse};
use actix_ws::{AggregatedMessage, CloseCode, CloseReason, Session};
use lyceum_realtime::{frame, Connection, Hub};
use serde::Deserialize;

use crate::app::from_another_site;
use crate::auth::{Signed, StudentOrTeacher};
use crate::state::AppState;
use crate::views::MessageView;
use crate::ApiError;

/// How often the server pings each socket.
pub const HEARTBEAT: Duration = Duration::from_secs(10);
/// A socket silent for this long (no pong, no frame) is dropped as dead.
pub const CLIENT_TIMEOUT: Duration = Duration::from_secs(30);
/// Largest frame a client may send; clients only ever send small pings.
const MAX_FRAME: usize = 4 * 1024;

/// Registers `GET /api/ws`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/ws").get(connect));
}

/// `newMessage`: to every socket of the receiver and of the sender (their other tabs).
pub fn message_sent(hub: &Hub, sender: &str, receiver: &str, message: &MessageView) {
    hub.send_to(&[receiver, sender], &frame("newMessage", message));
}

/// Upgrades to a WebSocket for the signed-in student or teacher; 401 without a session, 403 for
/// another site's page or another role.
async fn connect(
    req: HttpRequest,
    body: web::Payload,
    state: web::Data<AppState>,
    caller: Signed<StudentOrTeacher>,
) -> Result<HttpResponse, actix_web::Error> {
    if from_another_site(&req) {
        return Err(ApiError::Forbidden("Connections from other sites are not accepted.".into()).into());
    }
    let (response, session, stream) = actix_ws::handle(&req, body)?;
    let stream = stream.max_frame_size(MAX_FRAME).aggregate_continuations();
    let user_id = caller.user_id().to_owned();
    let connection = state.hub.connect(&user_id);
    actix_web::rt::spawn(async move {
        let socket = connection.id;
        let reason = serve(connection, session.clone(), stream).await;
        state.hub.disconnect(&user_id, socket);
        let _ = session.close(reason).await;
    });
    Ok(response)
}

/// A frame a client may send.
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
enum ClientFrame {
    Ping,
}

/// Forwards the hub's frames to the socket and answers the client until either side ends;
/// answers why it closed.
async fn serve(
    mut connection: Connection,
    mut session: Session,
    mut stream: actix_ws::AggregatedMessageStream,
) -> Option<CloseReason> {
    let mut heartbeat = actix_web::rt::time::interval(HEARTBEAT);
    let mut last_heard = Instant::now();
    let policy = |why: &str| Some(CloseReason { code: CloseCode::Policy, description: Some(why.to_owned()) });
    let reason = loop {
        tokio::select! {
            pushed = connection.frames.recv() => match pushed {
                Some(frame) => {
                    if session.text(frame.to_string()).await.is_err() {
                        break None;
                    }
                }
                // The hub dropped this socket: it fell too far behind.
                None => break policy("Too many messages waiting; reconnect to catch up."),
            },
            received = stream.recv() => {
                last_heard = Instant::now();
                match received {
                    Some(Ok(AggregatedMessage::Ping(bytes))) => {
                        if session.pong(&bytes).await.is_err() {
                            break None;
                        }
                    }
                    Some(Ok(AggregatedMessage::Pong(_))) => {}
                    Some(Ok(AggregatedMessage::Text(text))) => match serde_json::from_str::<ClientFrame>(&text) {
                        Ok(ClientFrame::Ping) => {
                            if session.text(r#"{"type":"pong"}"#).await.is_err() {
                                break None;
                            }
                        }
                        Err(_) => break policy("Unrecognised frame."),
                    },
                    Some(Ok(AggregatedMessage::Binary(_))) => break policy("Unrecognised frame."),
                    Some(Ok(AggregatedMessage::Close(reason))) => break reason,
                    Some(Err(_)) => break Some(CloseReason { code: CloseCode::Protocol, description: None }),
                    None => break None,
                }
            }
            _ = heartbeat.tick() => {
                if last_heard.elapsed() > CLIENT_TIMEOUT {
                    break Some(CloseReason { code: CloseCode::Away, description: Some("No answer to pings.".into()) });
                }
                if session.ping(b"").await.is_err() {
                    break None;
                }
            }
        }
    };
    reason
}
