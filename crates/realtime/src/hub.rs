//! Every open socket, by user: who is online and the frames pushed to each socket.
//!
//! One [`Hub`] serves one server instance. Its methods are the whole interface the web layer
//! uses, so a later hub that shares presence and pushes between instances (through
//! PostgreSQL's LISTEN/NOTIFY) can stand behind the same calls.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use serde::Serialize;
use tokio::sync::mpsc;

/// A JSON text frame, built once and shared by every socket it goes to.
pub type Frame = Arc<str>;

/// Frames a socket may have waiting before it counts as too slow and is dropped.
const QUEUE_PER_SOCKET: usize = 256;

/// Identifies one open socket within the hub.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SocketId(u64);

/// A registered socket: its id and the frames to write to it. The hub closes `frames` when it
/// drops the socket (its user went away or it fell too far behind).
#[derive(Debug)]
pub struct Connection {
    /// The socket's id, for [`Hub::disconnect`].
    pub id: SocketId,
    /// Frames to send, in order.
    pub frames: mpsc::Receiver<Frame>,
}

#[derive(Default)]
struct Sockets {
    next_id: u64,
    by_user: HashMap<String, HashMap<SocketId, mpsc::Sender<Frame>>>,
}

/// Open sockets per user.
#[derive(Default)]
pub struct Hub {
    sockets: Mutex<Sockets>,
}

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

impl Hub {
    /// No sockets.
    pub fn new() -> Self {
        Self::default()
    }

    fn lock(&self) -> MutexGuard<'_, Sockets> {
        // A panic while holding the lock cannot leave the maps half-changed; keep serving.
        self.sockets.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Registers a socket of `user_id`. The new socket is sent the online list; when this is the
    /// user's first socket, everyone else is sent it too.
    pub fn connect(&self, user_id: &str) -> Connection {
        let (sender, frames) = mpsc::channel(QUEUE_PER_SOCKET);
        let mut sockets = self.lock();
        sockets.next_id += 1;
        let id = SocketId(sockets.next_id);
        let came_online = !sockets.by_user.contains_key(user_id);
        sockets.by_user.entry(user_id.to_owned()).or_default().insert(id, sender);
        let online = frame_of_online(&sockets);
        if came_online {
            broadcast(&mut sockets, &online);
        } else if let Some(sender) = sockets.by_user.get(user_id).and_then(|mine| mine.get(&id)) {
            let _ = sender.try_send(online);
        }
        Connection { id, frames }
    }

    /// Forgets a socket of `user_id`; when it was their last, everyone is sent the online list.
    pub fn disconnect(&self, user_id: &str, socket: SocketId) {
        let mut sockets = self.lock();
        let Some(mine) = sockets.by_user.get_mut(user_id) else { return };
        if mine.remove(&socket).is_none() {
            return;
        }
        if mine.is_empty() {
            sockets.by_user.remove(user_id);
            let online = frame_of_online(&sockets);
            broadcast(&mut sockets, &online);
        }
    }

    /// Sends `frame` to every open socket of each user in `user_ids` (a user listed twice gets it once).
    pub fn send_to(&self, user_ids: &[&str], frame: &Frame) {
        let mut sockets = self.lock();
        let mut seen = Vec::with_capacity(user_ids.len());
        for user_id in user_ids {
            if seen.contains(user_id) {
                continue;
            }
            seen.push(*user_id);
            if let Some(mine) = sockets.by_user.get_mut(*user_id) {
                mine.retain(|_, sender| deliver(sender, frame));
            }
        }
        let went_offline = sockets.by_user.values().any(HashMap::is_empty);
        if went_offline {
            sockets.by_user.retain(|_, mine| !mine.is_empty());
            let online = frame_of_online(&sockets);
            broadcast(&mut sockets, &online);
        }
    }

    /// True while `user_id` has an open socket.
    pub fn is_online(&self, user_id: &str) -> bool {
        self.lock().by_user.contains_key(user_id)
    }

    /// Everyone online, sorted, as pushed in `getOnlineUsers`.
    pub fn online_users(&self) -> Vec<String> {
        online_users(&self.lock())
    }

    /// Open sockets in all.
    pub fn socket_count(&self) -> usize {
        self.lock().by_user.values().map(HashMap::len).sum()
    }
}

fn online_users(sockets: &Sockets) -> Vec<String> {
    let mut users: Vec<String> = sockets.by_user.keys().cloned().collect();
    users.sort();
    users
}

fn frame_of_online(sockets: &Sockets) -> Frame {
    frame("getOnlineUsers", &online_users(sockets))
}

/// Queues `frame` on one socket; false when the socket is gone or too far behind, so it is dropped.
fn deliver(sender: &mpsc::Sender<Frame>, frame: &Frame) -> bool {
    sender.try_send(frame.clone()).is_ok()
}

/// Sends `frame` to every socket, dropping those that cannot take it. Dropping a user's last
/// socket here does not announce it again: the next presence change carries the fresh list.
fn broadcast(sockets: &mut Sockets, frame: &Frame) {
    for mine in sockets.by_user.values_mut() {
        mine.retain(|_, sender| deliver(sender, frame));
    }
    sockets.by_user.retain(|_, mine| !mine.is_empty());
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drain(connection: &mut Connection) -> Vec<String> {
        let mut frames = Vec::new();
        while let Ok(frame) = connection.frames.try_recv() {
            frames.push(frame.to_string());
        }
        frames
    }

    #[test]
    fn a_user_with_two_tabs_stays_online_until_both_close() {
        let hub = Hub::new();
        let mut watcher = hub.connect("ana");
        let first = hub.connect("maria");
        let second = hub.connect("maria");
        assert_eq!(hub.online_users(), vec!["ana".to_owned(), "maria".to_owned()]);
        // The second tab changes nobody's view of who is online.
        assert_eq!(drain(&mut watcher).len(), 2);
        hub.disconnect("maria", first.id);
        assert!(hub.is_online("maria"));
        assert!(drain(&mut watcher).is_empty());
        hub.disconnect("maria", second.id);
        assert!(!hub.is_online("maria"));
        assert_eq!(drain(&mut watcher), vec![r#"{"type":"getOnlineUsers","data":["ana"]}"#.to_owned()]);
    }

    #[test]
    fn a_new_socket_is_told_who_is_online() {
        let hub = Hub::new();
        let _ana = hub.connect("ana");
        let _maria = hub.connect("maria");
        let mut second_tab = hub.connect("maria");
        assert_eq!(drain(&mut second_tab), vec![r#"{"type":"getOnlineUsers","data":["ana","maria"]}"#.to_owned()]);
    }

    #[test]
    fn a_push_reaches_every_socket_of_each_user_once() {
        let hub = Hub::new();
        let mut tab_one = hub.connect("maria");
        let mut tab_two = hub.connect("maria");
        let mut juan = hub.connect("juan");
        let mut other = hub.connect("ana");
        for connection in [&mut tab_one, &mut tab_two, &mut juan, &mut other] {
            drain(connection);
        }
        hub.send_to(&["maria", "juan", "maria"], &frame("newMessage", &"hello"));
        let expected = vec![r#"{"type":"newMessage","data":"hello"}"#.to_owned()];
        assert_eq!(drain(&mut tab_one), expected);
        assert_eq!(drain(&mut tab_two), expected);
        assert_eq!(drain(&mut juan), expected);
        assert!(drain(&mut other).is_empty());
    }

    #[test]
    fn a_socket_that_falls_behind_is_dropped_and_others_keep_going() {
        let hub = Hub::new();
        let slow = hub.connect("slow");
        let mut fine = hub.connect("fine");
        for n in 0..=QUEUE_PER_SOCKET {
            hub.send_to(&["slow", "fine"], &frame("newMessage", &n));
            drain(&mut fine);
        }
        assert!(!hub.is_online("slow"));
        assert!(hub.is_online("fine"));
        drop(slow);
    }

    #[test]
    fn unknown_and_repeated_disconnects_change_nothing() {
        let hub = Hub::new();
        let maria = hub.connect("maria");
        hub.disconnect("nobody", maria.id);
        hub.disconnect("maria", maria.id);
        hub.disconnect("maria", maria.id);
        assert!(hub.online_users().is_empty());
        assert_eq!(hub.socket_count(), 0);
    }
}
