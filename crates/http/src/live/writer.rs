//! The server's side of a socket: the frames its task sends, written out a few kilobytes at a
//! time from the bytes the hub shares between every socket.
//!
//! The web server copies each piece of a response into the connection's write buffer, and that
//! buffer keeps the size of the largest write for as long as the connection lasts (up to
//! 128 KB). Handing it a whole 1,000-user online list (about 40 KB) at once left every socket
//! holding a buffer of that size, and encoding the frame first made one more copy per socket.
//! Here the frame's payload goes out as slices of the shared frame, no more than [`BUDGET`]
//! bytes before the server writes them out, so the write buffer keeps its starting size.

use std::pin::Pin;
use std::task::{Context, Poll};

use actix_web::body::{BodySize, MessageBody};
use actix_web::web::{BufMut, Bytes, BytesMut};
use actix_ws::CloseReason;
use lyceum_realtime::queue::{queue, Receiver, Sender};
use lyceum_realtime::Frame;

/// Most bytes handed to the server before it must write them out. Below the connection's 8 KB
/// starting write buffer, with room for the response head and a control frame.
const BUDGET: usize = 2 * 1024;

/// Frames the socket's task may have waiting to be written; it waits when they are this many.
const WAITING: usize = 4;

/// A frame for the socket to send.
#[derive(Debug)]
enum Outgoing {
    Text(Frame),
    Ping,
    Pong(Bytes),
    Close(Option<CloseReason>),
}

/// The socket's task's handle: sends frames, in order. Every method fails once the connection
/// is gone.
pub(super) struct Outbox {
    frames: Sender<Outgoing>,
}

/// The socket is gone.
#[derive(Debug)]
pub(super) struct Closed;

impl Outbox {
    /// A text frame, its bytes shared with every other socket it goes to.
    pub(super) async fn text(&mut self, frame: Frame) -> Result<(), Closed> {
        self.send(Outgoing::Text(frame)).await
    }

    /// An empty ping.
    pub(super) async fn ping(&mut self) -> Result<(), Closed> {
        self.send(Outgoing::Ping).await
    }

    /// The answer to a ping, with its bytes.
    pub(super) async fn pong(&mut self, bytes: &[u8]) -> Result<(), Closed> {
        self.send(Outgoing::Pong(Bytes::copy_from_slice(bytes))).await
    }

    /// A close frame, after which nothing more is written and the connection ends.
    pub(super) async fn close(mut self, reason: Option<CloseReason>) -> Result<(), Closed> {
        self.send(Outgoing::Close(reason)).await
    }

    async fn send(&mut self, frame: Outgoing) -> Result<(), Closed> {
        self.frames.send(frame).await.map_err(|_| Closed)
    }
}

/// The response body of a socket: the bytes of the frames its [`Outbox`] sends.
pub(super) struct SocketBody {
    frames: Receiver<Outgoing>,
    /// What is left to write of the frame being written.
    rest: Bytes,
    /// Bytes handed over since the server last had to wait for more.
    handed: usize,
    /// A close frame went out: nothing follows it.
    closed: bool,
}

/// A socket's two ends: the handle its task sends with, and the response body the server writes.
pub(super) fn socket() -> (Outbox, SocketBody) {
    let (frames, receiver) = queue(WAITING);
    (Outbox { frames }, SocketBody { frames: receiver, rest: Bytes::new(), handed: 0, closed: false })
}

impl SocketBody {
    /// The next piece to hand over: at most what is left of the budget.
    fn piece(&mut self) -> Bytes {
        let len = self.rest.len().min(BUDGET.saturating_sub(self.handed).max(1));
        self.handed += len;
        self.rest.split_to(len)
    }
}

impl MessageBody for SocketBody {
    type Error = std::convert::Infallible;

    fn size(&self) -> BodySize {
        BodySize::Stream
    }

    fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<Bytes, Self::Error>>> {
        let this = self.get_mut();
        if this.handed >= BUDGET {
            // Let the server write out what it has before taking more; ask to be polled again
            // right after.
            this.handed = 0;
            cx.waker().wake_by_ref();
            return Poll::Pending;
        }
        if !this.rest.is_empty() {
            return Poll::Ready(Some(Ok(this.piece())));
        }
        if this.closed {
            return Poll::Ready(None);
        }
        match this.frames.poll_recv(cx) {
            Poll::Ready(Some(frame)) => {
                let (head, payload) = encode(frame);
                this.closed = head[0] == FIN | CLOSE;
                this.rest = payload;
                this.handed += head.len();
                Poll::Ready(Some(Ok(head)))
            }
            // The socket's task is done with it: the connection ends.
            Poll::Ready(None) => Poll::Ready(None),
            Poll::Pending => {
                this.handed = 0;
                Poll::Pending
            }
        }
    }
}

const FIN: u8 = 0x80;
const TEXT: u8 = 0x1;
const CLOSE: u8 = 0x8;
const PING: u8 = 0x9;
const PONG: u8 = 0xA;

/// A frame as the head to write first and the payload after it. Frames from the server are not
/// masked (RFC 6455, 5.1), so a text payload goes out as the very bytes shared by every socket.
fn encode(frame: Outgoing) -> (Bytes, Bytes) {
    match frame {
        Outgoing::Text(text) => (head(TEXT, text.len()).freeze(), text.into_bytes()),
        Outgoing::Ping => (head(PING, 0).freeze(), Bytes::new()),
        Outgoing::Pong(bytes) => (control(PONG, &bytes), Bytes::new()),
        Outgoing::Close(None) => (control(CLOSE, &[]), Bytes::new()),
        Outgoing::Close(Some(reason)) => {
            let mut payload = u16::from(reason.code).to_be_bytes().to_vec();
            payload.extend_from_slice(reason.description.unwrap_or_default().as_bytes());
            (control(CLOSE, &payload), Bytes::new())
        }
    }
}

/// A whole control frame (its payload is at most 125 bytes).
fn control(opcode: u8, payload: &[u8]) -> Bytes {
    let mut frame = head(opcode, payload.len());
    frame.put_slice(payload);
    frame.freeze()
}

/// The head of a final, unmasked frame of `len` payload bytes.
fn head(opcode: u8, len: usize) -> BytesMut {
    let mut head = BytesMut::with_capacity(10);
    head.put_u8(FIN | opcode);
    if len < 126 {
        head.put_u8(len as u8);
    } else if let Ok(len) = u16::try_from(len) {
        head.put_u8(126);
        head.put_u16(len);
    } else {
        head.put_u8(127);
        head.put_u64(len as u64);
    }
    head
}

#[cfg(test)]
mod tests {
    use actix_ws::CloseCode;

    use super::*;

    fn written(frame: Outgoing) -> Vec<u8> {
        let (head, payload) = encode(frame);
        [head, payload].concat()
    }

    #[test]
    fn frames_are_encoded_as_rfc_6455_says() {
        // The examples of RFC 6455, 5.7, unmasked.
        assert_eq!(written(Outgoing::Text("Hello".into())), b"\x81\x05Hello");
        assert_eq!(written(Outgoing::Pong(Bytes::from_static(b"Hello"))), b"\x8a\x05Hello");
        assert_eq!(written(Outgoing::Ping), b"\x89\x00");
        let long = "a".repeat(256);
        assert_eq!(written(Outgoing::Text(long.clone().into()))[..4], [0x81, 0x7e, 0x01, 0x00]);
        let longer = "a".repeat(65_536);
        assert_eq!(written(Outgoing::Text(longer.into()))[..10], [0x81, 0x7f, 0, 0, 0, 0, 0, 1, 0, 0]);
        let reason = CloseReason { code: CloseCode::Policy, description: Some("bye".into()) };
        assert_eq!(written(Outgoing::Close(Some(reason))), b"\x88\x05\x03\xf0bye");
        assert_eq!(written(Outgoing::Close(None)), b"\x88\x00");
    }

    /// Everything the body hands over until it waits for more, piece by piece.
    fn handed(body: &mut SocketBody) -> Vec<Bytes> {
        let waker = std::task::Waker::noop();
        let mut context = Context::from_waker(waker);
        let mut pieces = Vec::new();
        while let Poll::Ready(Some(Ok(piece))) = Pin::new(&mut *body).poll_next(&mut context) {
            pieces.push(piece);
        }
        pieces
    }

    #[actix_web::test]
    async fn a_large_frame_goes_out_in_pieces_of_the_shared_bytes() {
        let (mut outbox, mut body) = socket();
        let list: Frame = "x".repeat(40_000).into();
        outbox.text(list.clone()).await.unwrap();
        outbox.text("small".into()).await.unwrap();

        let mut all = Vec::new();
        let mut rounds = 0;
        loop {
            let pieces = handed(&mut body);
            if pieces.is_empty() {
                break;
            }
            rounds += 1;
            let round: usize = pieces.iter().map(Bytes::len).sum();
            assert!(round <= BUDGET + 10, "{round} bytes handed over at once");
            all.extend(pieces);
        }
        assert!(rounds >= 40_000 / BUDGET, "{rounds} rounds");
        // The payload is the hub's own bytes, not a copy.
        let payload = all.iter().find(|piece| piece.len() > 100).unwrap();
        assert!(list.as_bytes().as_ptr_range().contains(&payload.as_ptr()));
        assert_eq!(all.concat(), [&[0x81, 0x7e, 0x9c, 0x40][..], list.as_bytes(), b"\x81\x05small"].concat());
    }

    #[actix_web::test]
    async fn nothing_follows_a_close_frame() {
        let (outbox, mut body) = socket();
        outbox.close(None).await.unwrap();
        assert_eq!(handed(&mut body).concat(), b"\x88\x00");
        let waker = std::task::Waker::noop();
        let mut context = Context::from_waker(waker);
        assert!(matches!(Pin::new(&mut body).poll_next(&mut context), Poll::Ready(None)));
    }
}
