//! Every open socket, by user: who is online and the frames pushed to each socket.
//!
//! [`Hub`] is the whole interface the web layer uses. [`LocalHub`] keeps the sockets of one
//! server instance in memory; a later hub that shares presence and pushes between instances
//! (through PostgreSQL's LISTEN/NOTIFY) can stand behind the same trait.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use serde::Serialize;
use tokio::sync::{mpsc, oneshot};

/// A JSON text frame, built once and shared by every socket it goes to.
pub type Frame = Arc<str>;

/// Frames a socket may have waiting before it counts as too slow and is dropped.
const QUEUE_PER_SOCKET: usize = 256;

/// The live channel as the web layer sees it: sockets come and go, pushes go out by user.
pub trait Hub: Send + Sync {
    /// Registers a socket of `user_id` opened with `session` (a key the hub only compares, so
    /// [`Hub::end_session`] can find it). The new socket is sent the online list; when this is
    /// the user's first socket, everyone else is sent it too.
    fn connect(&self, user_id: &str, session: &str) -> Connection;

    /// Forgets a socket of `user_id`; when it was their last, everyone is sent the online list.
    fn disconnect(&self, user_id: &str, socket: SocketId);

    /// Sends `frame` to every open socket of each user in `user_ids` (a user listed twice gets it once).
    fn send_to(&self, user_ids: &[&str], frame: &Frame);

    /// Ends every socket opened with `session` (signed out, expired, or its account deleted);
    /// whoever that takes offline is announced.
    fn end_session(&self, session: &str);

    /// The sessions that have an open socket, so the web layer can end those no longer valid.
    fn sessions(&self) -> Vec<String>;
}

/// Identifies one open socket within the hub.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SocketId(u64);

/// Why the hub ended a socket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// The session it was opened with ended.
    SessionEnded,
    /// It fell too far behind the frames pushed to it.
    TooFarBehind,
    /// The hub itself is gone: the server is stopping.
    Shutdown,
}

/// What the hub has next for a socket.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Push {
    /// A frame to write.
    Frame(Frame),
    /// The hub dropped the socket; close it for this reason.
    Ended(Ended),
}

/// A registered socket: its id, the frames to write to it and the word that it was dropped.
#[derive(Debug)]
pub struct Connection {
    /// The socket's id, for [`Hub::disconnect`].
    pub id: SocketId,
    frames: mpsc::Receiver<Frame>,
    ended: oneshot::Receiver<Ended>,
    reason: Option<Ended>,
}

impl Connection {
    /// The next frame to write, or why the hub dropped this socket (at once, even with frames
    /// still waiting: they were meant for a socket that no longer counts).
    pub async fn next(&mut self) -> Push {
        if let Some(reason) = self.reason {
            return Push::Ended(reason);
        }
        let reason = tokio::select! {
            biased;
            ended = &mut self.ended => ended.unwrap_or(Ended::Shutdown),
            frame = self.frames.recv() => match frame {
                Some(frame) => return Push::Frame(frame),
                None => self.ended.try_recv().unwrap_or(Ended::Shutdown),
            },
        };
        self.reason = Some(reason);
        Push::Ended(reason)
    }

    /// The next frame if one is waiting, without blocking; `None` when there is none or the
    /// socket was dropped.
    pub fn try_next_frame(&mut self) -> Option<Frame> {
        self.frames.try_recv().ok()
    }
}

/// The hub's side of a socket.
struct Socket {
    session: String,
    frames: mpsc::Sender<Frame>,
    ended: oneshot::Sender<Ended>,
}

impl Socket {
    /// Queues `frame`; false when the socket is gone or too far behind.
    fn deliver(&self, frame: &Frame) -> bool {
        self.frames.try_send(frame.clone()).is_ok()
    }

    /// Tells the socket's task why it was dropped.
    fn end(self, why: Ended) {
        let _ = self.ended.send(why);
    }
}

#[derive(Default)]
struct Sockets {
    next_id: u64,
    by_user: HashMap<String, HashMap<SocketId, Socket>>,
}

impl Sockets {
    fn online_users(&self) -> Vec<String> {
        let mut users: Vec<String> = self.by_user.keys().cloned().collect();
        users.sort();
        users
    }

    /// Forgets users left without sockets; true when there were any.
    fn forget_offline(&mut self) -> bool {
        let before = self.by_user.len();
        self.by_user.retain(|_, mine| !mine.is_empty());
        self.by_user.len() < before
    }

    /// Sends everyone the online list. Sockets too far behind to take it are dropped; when that
    /// takes someone offline, the fresh list goes out again. Each round drops at least one user,
    /// so this ends.
    fn announce_online(&mut self) {
        loop {
            let online = frame("getOnlineUsers", &self.online_users());
            for mine in self.by_user.values_mut() {
                end_where(mine, Ended::TooFarBehind, |socket| !socket.deliver(&online));
            }
            if !self.forget_offline() {
                break;
            }
        }
    }
}

/// Ends the sockets of one user that `pick` selects.
fn end_where(mine: &mut HashMap<SocketId, Socket>, why: Ended, mut pick: impl FnMut(&Socket) -> bool) {
    for (_, socket) in mine.extract_if(|_, socket| pick(socket)) {
        socket.end(why);
    }
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

/// The open sockets of one server instance, in memory.
#[derive(Default)]
pub struct LocalHub {
    sockets: Mutex<Sockets>,
}

impl LocalHub {
    /// No sockets.
    pub fn new() -> Self {
        Self::default()
    }

    fn lock(&self) -> MutexGuard<'_, Sockets> {
        // A panic while holding the lock cannot leave the maps half-changed; keep serving.
        self.sockets.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// True while `user_id` has an open socket.
    pub fn is_online(&self, user_id: &str) -> bool {
        self.lock().by_user.contains_key(user_id)
    }

    /// Everyone online, sorted, as pushed in `getOnlineUsers`.
    pub fn online_users(&self) -> Vec<String> {
        self.lock().online_users()
    }

    /// Open sockets in all.
    pub fn socket_count(&self) -> usize {
        self.lock().by_user.values().map(HashMap::len).sum()
    }
}

impl Hub for LocalHub {
    fn connect(&self, user_id: &str, session: &str) -> Connection {
        let (sender, frames) = mpsc::channel(QUEUE_PER_SOCKET);
        let (ended_sender, ended) = oneshot::channel();
        let socket = Socket { session: session.to_owned(), frames: sender, ended: ended_sender };
        let mut sockets = self.lock();
        sockets.next_id += 1;
        let id = SocketId(sockets.next_id);
        let came_online = !sockets.by_user.contains_key(user_id);
        sockets.by_user.entry(user_id.to_owned()).or_default().insert(id, socket);
        if came_online {
            sockets.announce_online();
        } else {
            let online = frame("getOnlineUsers", &sockets.online_users());
            if let Some(socket) = sockets.by_user.get(user_id).and_then(|mine| mine.get(&id)) {
                socket.deliver(&online);
            }
        }
        Connection { id, frames, ended, reason: None }
    }

    fn disconnect(&self, user_id: &str, socket: SocketId) {
        let mut sockets = self.lock();
        let Some(mine) = sockets.by_user.get_mut(user_id) else { return };
        if mine.remove(&socket).is_some() && sockets.forget_offline() {
            sockets.announce_online();
        }
    }

    fn send_to(&self, user_ids: &[&str], frame: &Frame) {
        let mut sockets = self.lock();
        let mut seen = Vec::with_capacity(user_ids.len());
        for user_id in user_ids {
            if seen.contains(user_id) {
                continue;
            }
            seen.push(*user_id);
            if let Some(mine) = sockets.by_user.get_mut(*user_id) {
                end_where(mine, Ended::TooFarBehind, |socket| !socket.deliver(frame));
            }
        }
        if sockets.forget_offline() {
            sockets.announce_online();
        }
    }

    fn end_session(&self, session: &str) {
        let mut sockets = self.lock();
        for mine in sockets.by_user.values_mut() {
            end_where(mine, Ended::SessionEnded, |socket| socket.session == session);
        }
        if sockets.forget_offline() {
            sockets.announce_online();
        }
    }

    fn sessions(&self) -> Vec<String> {
        let sockets = self.lock();
        let mut sessions: Vec<String> =
            sockets.by_user.values().flat_map(HashMap::values).map(|socket| socket.session.clone()).collect();
        sessions.sort();
        sessions.dedup();
        sessions
    }
}

#[cfg(test)]
mod tests {
    use std::future::Future;

    use super::*;

    fn drain(connection: &mut Connection) -> Vec<String> {
        let mut frames = Vec::new();
        while let Some(frame) = connection.try_next_frame() {
            frames.push(frame.to_string());
        }
        frames
    }

    fn online(users: &[&str]) -> String {
        frame("getOnlineUsers", &users).to_string()
    }

    /// Pushes to `user` until their one socket, never read, has no room left.
    fn fill_queue(hub: &LocalHub, user: &str) {
        while hub.lock().by_user[user].values().all(|socket| socket.frames.capacity() > 0) {
            hub.send_to(&[user], &frame("newMessage", &"unread"));
        }
    }

    /// What the socket's task would see next, when the hub has already decided.
    fn next_now(connection: &mut Connection) -> Push {
        let waker = std::task::Waker::noop();
        let mut context = std::task::Context::from_waker(waker);
        let mut next = std::pin::pin!(connection.next());
        match next.as_mut().poll(&mut context) {
            std::task::Poll::Ready(push) => push,
            std::task::Poll::Pending => panic!("the hub has nothing for this socket yet"),
        }
    }

    #[test]
    fn a_user_with_two_tabs_stays_online_until_both_close() {
        let hub = LocalHub::new();
        let mut watcher = hub.connect("ana", "ana-session");
        let first = hub.connect("maria", "maria-session");
        let second = hub.connect("maria", "maria-session");
        assert_eq!(hub.online_users(), vec!["ana".to_owned(), "maria".to_owned()]);
        // The second tab changes nobody's view of who is online.
        assert_eq!(drain(&mut watcher).len(), 2);
        hub.disconnect("maria", first.id);
        assert!(hub.is_online("maria"));
        assert!(drain(&mut watcher).is_empty());
        hub.disconnect("maria", second.id);
        assert!(!hub.is_online("maria"));
        assert_eq!(drain(&mut watcher), vec![online(&["ana"])]);
    }

    #[test]
    fn a_new_socket_is_told_who_is_online() {
        let hub = LocalHub::new();
        let _ana = hub.connect("ana", "a");
        let _maria = hub.connect("maria", "m");
        let mut second_tab = hub.connect("maria", "m");
        assert_eq!(drain(&mut second_tab), vec![online(&["ana", "maria"])]);
    }

    #[test]
    fn a_push_reaches_every_socket_of_each_user_once() {
        let hub = LocalHub::new();
        let mut tab_one = hub.connect("maria", "m1");
        let mut tab_two = hub.connect("maria", "m2");
        let mut juan = hub.connect("juan", "j");
        let mut other = hub.connect("ana", "a");
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
    fn a_socket_that_falls_behind_is_dropped_and_others_are_told() {
        let hub = LocalHub::new();
        let mut slow = hub.connect("slow", "s");
        let mut fine = hub.connect("fine", "f");
        fill_queue(&hub, "slow");
        drain(&mut fine);
        hub.send_to(&["slow", "fine"], &frame("newMessage", &"one too many"));
        assert!(!hub.is_online("slow"));
        assert_eq!(next_now(&mut slow), Push::Ended(Ended::TooFarBehind), "closed at once, frames still waiting");
        assert_eq!(
            drain(&mut fine),
            vec![r#"{"type":"newMessage","data":"one too many"}"#.to_owned(), online(&["fine"])]
        );
        hub.send_to(&["fine"], &frame("newMessage", &"still here"));
        assert_eq!(drain(&mut fine), vec![r#"{"type":"newMessage","data":"still here"}"#.to_owned()]);
    }

    #[test]
    fn a_user_dropped_while_announcing_presence_is_announced_too() {
        let hub = LocalHub::new();
        let mut watcher = hub.connect("ana", "a");
        let mut slow = hub.connect("slow", "s");
        let leaving = hub.connect("maria", "m");
        fill_queue(&hub, "slow");
        drain(&mut watcher);

        // Maria leaving is announced; the slow socket cannot take it, so it is dropped and the
        // list without it goes out as well.
        hub.disconnect("maria", leaving.id);
        assert_eq!(drain(&mut watcher), vec![online(&["ana", "slow"]), online(&["ana"])]);
        assert!(!hub.is_online("slow"));
        assert_eq!(next_now(&mut slow), Push::Ended(Ended::TooFarBehind));
    }

    #[test]
    fn announcing_presence_goes_on_until_no_one_else_drops() {
        let hub = LocalHub::new();
        let mut watcher = hub.connect("ana", "a");
        let _slow = [hub.connect("slow1", "s1"), hub.connect("slow2", "s2"), hub.connect("slow3", "s3")];
        for slow in ["slow1", "slow2", "slow3"] {
            fill_queue(&hub, slow);
        }
        drain(&mut watcher);
        let _late = hub.connect("juan", "j");
        let frames = drain(&mut watcher);
        assert_eq!(frames.last(), Some(&online(&["ana", "juan"])), "{frames:?}");
        assert_eq!(hub.online_users(), vec!["ana".to_owned(), "juan".to_owned()]);
    }

    #[test]
    fn ending_a_session_closes_its_sockets_only_and_announces_who_went_offline() {
        let hub = LocalHub::new();
        let mut watcher = hub.connect("ana", "ana-session");
        let mut phone = hub.connect("maria", "maria-phone");
        let mut laptop = [hub.connect("maria", "maria-laptop"), hub.connect("maria", "maria-laptop")];
        assert_eq!(hub.sessions(), vec!["ana-session", "maria-laptop", "maria-phone"]);
        drain(&mut watcher);

        hub.end_session("maria-laptop");
        for tab in &mut laptop {
            assert_eq!(next_now(tab), Push::Ended(Ended::SessionEnded));
        }
        assert!(hub.is_online("maria"), "still signed in on her phone");
        assert!(drain(&mut watcher).is_empty());
        hub.send_to(&["maria"], &frame("newMessage", &"private"));
        assert_eq!(
            drain(&mut phone),
            vec![online(&["ana", "maria"]), r#"{"type":"newMessage","data":"private"}"#.to_owned()]
        );

        hub.end_session("maria-phone");
        assert_eq!(next_now(&mut phone), Push::Ended(Ended::SessionEnded));
        assert_eq!(drain(&mut watcher), vec![online(&["ana"])]);
        assert_eq!(hub.sessions(), vec!["ana-session"]);
        hub.end_session("unknown");
        assert_eq!(hub.socket_count(), 1);
    }

    #[test]
    fn unknown_and_repeated_disconnects_change_nothing() {
        let hub = LocalHub::new();
        let maria = hub.connect("maria", "m");
        hub.disconnect("nobody", maria.id);
        hub.disconnect("maria", maria.id);
        hub.disconnect("maria", maria.id);
        assert!(hub.online_users().is_empty());
        assert_eq!(hub.socket_count(), 0);
    }

    #[test]
    fn a_socket_outliving_its_hub_ends_with_the_shutdown() {
        let hub = LocalHub::new();
        let mut maria = hub.connect("maria", "m");
        drop(hub);
        assert_eq!(next_now(&mut maria), Push::Ended(Ended::Shutdown));
        assert_eq!(next_now(&mut maria), Push::Ended(Ended::Shutdown), "and stays ended");
    }
}
