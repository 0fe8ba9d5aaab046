//! The live channel as a test drives it: signing in to get a session token, opening `GET /api/ws`
//! with it, calling the API as that session, and reading the frames a socket receives.

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use serde_json::Value;

use super::{Answer, TestApp, PASSWORD};

/// A live-channel client: one open `GET /api/ws` socket.
pub struct Socket {
    framed: actix_codec::Framed<awc::BoxedSocket, awc::ws::Codec>,
}

/// How long a test waits for a frame before calling it missing.
const FRAME_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

impl TestApp {
    /// Signs in (replacing this client's cookie) and answers the session token, so a test can
    /// hold several people's sessions at once.
    pub async fn session_of(&self, role: Role, email: &str) -> String {
        self.forget_cookie();
        let answer = self.login(role, email, PASSWORD).await;
        assert_eq!(answer.status, StatusCode::OK, "{email}: {}", answer.body);
        self.cookie().expect("a session cookie")
    }

    /// Opens the live channel with a session token and an `Origin`, or answers the refusal's status.
    pub async fn open_socket(&self, token: Option<&str>, origin: Option<&str>) -> Result<Socket, StatusCode> {
        let mut req = self.client.ws(format!("{}/api/ws", self.address));
        if let Some(token) = token {
            req = req.header("Cookie", format!("lyceum_session={token}"));
        }
        if let Some(origin) = origin {
            req = req.origin(origin);
        }
        match req.connect().await {
            Ok((_, framed)) => Ok(Socket { framed }),
            Err(awc::error::WsClientError::InvalidResponseStatus(status)) => Err(status),
            Err(other) => panic!("the socket could not connect: {other}"),
        }
    }

    /// Sends one request with the session `token`, independently of this client's own cookie,
    /// so a test can have many people calling at once.
    pub async fn call_as(&self, token: &str, method: &str, path: &str, body: Option<Value>) -> Answer {
        let method = awc::http::Method::from_bytes(method.as_bytes()).unwrap();
        let req = self
            .client
            .request(method, format!("{}{path}", self.address))
            .insert_header(("Cookie", format!("lyceum_session={token}")))
            .insert_header(("Content-Type", "application/json"));
        let mut res = match body {
            Some(body) => req.send_body(serde_json::to_vec(&body).unwrap()).await.unwrap(),
            None => req.send().await.unwrap(),
        };
        let bytes = res.body().limit(10 * 1024 * 1024).await.unwrap();
        Answer { status: res.status(), body: serde_json::from_slice(&bytes).unwrap_or(Value::Null), set_cookie: None }
    }

    /// Opens the live channel as a signed-in person.
    pub async fn socket_of(&self, token: &str) -> Socket {
        self.open_socket(Some(token), None).await.expect("the socket opens")
    }
}

impl Socket {
    /// The next server frame, answering pings as a browser does while it reads; panics after a
    /// few seconds without one. A socket the test does not read answers no pings.
    pub async fn next_frame(&mut self) -> awc::ws::Frame {
        use futures_util::StreamExt;
        // One deadline for the whole wait: pings alone must not keep it going.
        let deadline = std::time::Instant::now() + FRAME_WAIT;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            let frame = actix_web::rt::time::timeout(left, self.framed.next())
                .await
                .expect("a frame in time")
                .expect("the socket is open")
                .expect("a well-formed frame");
            match frame {
                awc::ws::Frame::Ping(bytes) => self.pong(bytes).await,
                awc::ws::Frame::Pong(_) => {}
                frame => return frame,
            }
        }
    }

    async fn pong(&mut self, bytes: actix_web::web::Bytes) {
        use futures_util::SinkExt;
        // The server may have closed the socket meanwhile; the next read tells.
        let _ = self.framed.send(awc::ws::Message::Pong(bytes)).await;
    }

    /// The reason the server closes this socket with, skipping the text frames before it.
    pub async fn close_reason(&mut self) -> awc::ws::CloseReason {
        loop {
            match self.next_frame().await {
                awc::ws::Frame::Close(reason) => return reason.expect("a close reason"),
                awc::ws::Frame::Text(_) => continue,
                other => panic!("expected the socket to close, got {other:?}"),
            }
        }
    }

    /// The next JSON text frame.
    pub async fn next_json(&mut self) -> Value {
        match self.next_frame().await {
            awc::ws::Frame::Text(bytes) => serde_json::from_slice(&bytes).expect("a JSON frame"),
            other => panic!("expected a text frame, got {other:?}"),
        }
    }

    /// The next JSON frame of `kind` (`getOnlineUsers`, `newMessage`), skipping others.
    pub async fn next_of(&mut self, kind: &str) -> Value {
        loop {
            let frame = self.next_json().await;
            if frame["type"] == kind {
                return frame["data"].clone();
            }
        }
    }

    /// The next JSON text frame if one arrives within `millis`.
    pub async fn next_json_within(&mut self, millis: u64) -> Option<Value> {
        use futures_util::StreamExt;
        let deadline = std::time::Instant::now() + std::time::Duration::from_millis(millis);
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match actix_web::rt::time::timeout(left, self.framed.next()).await {
                Err(_) => return None,
                Ok(Some(Ok(awc::ws::Frame::Ping(bytes)))) => self.pong(bytes).await,
                Ok(Some(Ok(awc::ws::Frame::Pong(_)))) => continue,
                Ok(Some(Ok(awc::ws::Frame::Text(bytes)))) => {
                    return Some(serde_json::from_slice(&bytes).expect("a JSON frame"))
                }
                Ok(other) => panic!("expected a text frame or none, got {other:?}"),
            }
        }
    }

    /// True when no text frame arrives within `millis`.
    pub async fn stays_quiet(&mut self, millis: u64) -> bool {
        self.next_json_within(millis).await.is_none()
    }

    /// Sends a binary frame.
    pub async fn send_binary(&mut self, bytes: &'static [u8]) {
        use futures_util::SinkExt;
        self.framed.send(awc::ws::Message::Binary(bytes.into())).await.expect("the frame is sent");
    }

    /// Sends a text frame.
    pub async fn send_text(&mut self, text: &str) {
        use futures_util::SinkExt;
        self.framed.send(awc::ws::Message::Text(text.to_owned().into())).await.expect("the frame is sent");
    }

    /// Closes the socket as a browser tab would.
    pub async fn close(mut self) {
        use futures_util::SinkExt;
        let _ = self.framed.send(awc::ws::Message::Close(None)).await;
        let _ = self.framed.close().await;
    }
}
