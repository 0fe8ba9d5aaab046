//! The frames a server sends down a live socket.

use serde::Serialize;

/// A JSON text frame, built once and shared by every socket it goes to: cloning it only counts
/// a reference, and the socket writes those same bytes.
pub type Frame = bytestring::ByteString;

/// `{"type": ..., "data": ...}`, the shape of every server frame.
pub fn frame(kind: &str, data: &impl Serialize) -> Frame {
    #[derive(Serialize)]
    struct Envelope<'a, T: Serialize> {
        #[serde(rename = "type")]
        kind: &'a str,
        data: &'a T,
    }
    serde_json::to_string(&Envelope { kind, data }).unwrap_or_default().into()
}
