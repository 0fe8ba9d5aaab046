//! Every open socket, by user: who is online and the frames pushed to each socket.
//!
//! [`Hub`] is the whole interface the web layer uses. [`LocalHub`] keeps the sockets of one
//! server instance in memory; a later hub that shares presence and pushes between instances
//! (through PostgreSQL's LISTEN/NOTIFY) can stand behind the same trait.
//!
//! Pushes (`newMessage`) wait in each socket's queue, in order, and a socket that falls too far
//! behind them is dropped. Presence (`getOnlineUsers`) is state, not a queue: each socket sends
//! the latest online list it has not sent yet, and changes close together are announced together.

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};
use std::time::Duration;

use tokio::sync::oneshot;

use crate::cap;
use crate::frame::{frame, Frame};
use crate::presence::{Announcement, First, Presence, PresenceFeed, Roster};
use crate::queue::{self, Receiver, Sender};

/// Pushes a socket may have waiting before it counts as too slow and is dropped.
const QUEUE_PER_SOCKET: usize = 256;

/// The live channel as the web layer sees it: sockets come and go, pushes go out by user, and
/// everyone hears who is online.
pub trait Hub: Send + Sync {
    /// Registers a socket of `user_id` opened with `session` (a key the hub only compares, so
    /// [`Hub::end_session`] can find it). The new socket is sent the online list as it stands at
    /// once; when this is the user's first socket, everyone else hears of it with the next
    /// presence announcement.
    fn connect(&self, user_id: &str, session: &str) -> Connection;

    /// Forgets a socket of `user_id`; when it was their last, the next presence announcement
    /// tells everyone.
    fn disconnect(&self, user_id: &str, socket: SocketId);

    /// Queues `frame` for every open socket of each user in `user_ids` (a user listed twice gets
    /// it once). A socket whose queue is full is dropped.
    fn send_to(&self, user_ids: &[&str], frame: &Frame);

    /// Ends every socket opened with `session` (signed out, expired, or its account deleted);
    /// whoever that takes offline is announced.
    fn end_session(&self, session: &str);

    /// The sessions that have an open socket, so the web layer can end those no longer valid.
    fn sessions(&self) -> Vec<String>;

    /// Open sockets on this server.
    fn socket_count(&self) -> usize;

    /// Users online, on this server and (when servers share presence) the others.
    fn online_count(&self) -> usize;

    /// Ends every socket of this server for `why` (the server is stopping).
    fn end_every_socket(&self, why: Ended);

    /// Announces who is online whenever that changes: at once after a quiet spell, then at most
    /// once per presence interval, always ending with the list as it stands. Runs beside the
    /// server for as long as it serves; never returns.
    fn announce_presence(&self) -> Pin<Box<dyn Future<Output = ()> + Send + '_>>;
}

/// Identifies one open socket within the hub.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SocketId(u64);

/// Why the hub ended a socket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// The session it was opened with ended.
    SessionEnded,
    /// It fell too far behind the pushes queued for it.
    TooFarBehind,
    /// The hub itself is gone: the server is stopping.
    Shutdown,
    /// Newer sockets of its session or account went past their cap (`cap`); the oldest go.
    TooManySockets,
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
    presence: PresenceFeed,
    frames: Receiver<Frame>,
    ended: oneshot::Receiver<Ended>,
    reason: Option<Ended>,
}

impl Connection {
    /// The next frame to write, or why the hub dropped this socket (at once, even with frames
    /// still waiting: they were meant for a socket that no longer counts). A newer online list
    /// goes before queued pushes, and only the latest one is ever sent.
    pub async fn next(&mut self) -> Push {
        if let Some(reason) = self.reason {
            return Push::Ended(reason);
        }
        let reason = tokio::select! {
            biased;
            ended = &mut self.ended => ended.unwrap_or(Ended::Shutdown),
            online = self.presence.next() => match online {
                Some(frame) => return Push::Frame(frame),
                None => self.ended.try_recv().unwrap_or(Ended::Shutdown),
            },
            frame = self.frames.recv() => match frame {
                Some(frame) => return Push::Frame(frame),
                None => self.ended.try_recv().unwrap_or(Ended::Shutdown),
            },
        };
        self.reason = Some(reason);
        Push::Ended(reason)
    }

    /// The next frame if one is waiting, without blocking, in the order [`Connection::next`]
    /// gives them; `None` when there is none or the socket was dropped.
    pub fn try_next_frame(&mut self) -> Option<Frame> {
        self.presence.try_next().or_else(|| self.frames.try_recv())
    }
}

/// The hub's side of a socket.
struct Socket {
    session: String,
    frames: Sender<Frame>,
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
    /// Counts the changes of who is online, so a socket can tell a newer list from one it has.
    presence_version: u64,
    /// Users online through other servers (sorted), when servers share presence.
    others_online: Vec<String>,
    /// The online list at the version it shows, built once for every socket and announcement
    /// that asks for it at that version.
    listed: Option<Announcement>,
}

impl Sockets {
    fn online_users(&self) -> Vec<String> {
        let mut users: Vec<String> = self.by_user.keys().chain(&self.others_online).cloned().collect();
        users.sort();
        users.dedup();
        users
    }

    /// Users with a socket on this server, sorted.
    fn here(&self) -> Vec<String> {
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

    /// The online list as it stands.
    fn presence(&mut self) -> Announcement {
        if let Some(listed) = self.listed.as_ref().filter(|listed| listed.version == self.presence_version) {
            return listed.clone();
        }
        let listed =
            Announcement { version: self.presence_version, frame: frame("getOnlineUsers", &self.online_users()) };
        self.listed = Some(listed.clone());
        listed
    }
}

impl Roster for Mutex<Sockets> {
    fn current(&self) -> Announcement {
        self.lock().unwrap_or_else(PoisonError::into_inner).presence()
    }
}

/// Ends the sockets of one user that `pick` selects.
fn end_where(mine: &mut HashMap<SocketId, Socket>, why: Ended, mut pick: impl FnMut(&Socket) -> bool) {
    for (_, socket) in mine.extract_if(|_, socket| pick(socket)) {
        socket.end(why);
    }
}

/// The open sockets of one server instance, in memory.
pub struct LocalHub {
    /// Shared with the sockets that connected while an announcement was due, which fetch the
    /// list as it stands when they send it.
    sockets: Arc<Mutex<Sockets>>,
    presence: Presence,
}

impl LocalHub {
    /// No sockets. Changes of who is online are announced at most once per `presence_interval`
    /// by [`Hub::announce_presence`], or each as it happens when the interval is zero.
    pub fn new(presence_interval: Duration) -> Self {
        let nobody: [&str; 0] = [];
        LocalHub {
            sockets: Arc::default(),
            presence: Presence::new(presence_interval, frame("getOnlineUsers", &nobody)),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Sockets> {
        // A panic while holding the lock cannot leave the maps half-changed; keep serving.
        self.sockets.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// True while `user_id` has an open socket.
    pub fn is_online(&self, user_id: &str) -> bool {
        self.lock().by_user.contains_key(user_id)
    }

    /// Everyone online, sorted, as pushed in `getOnlineUsers`.
    pub fn online_users(&self) -> Vec<String> {
        self.lock().online_users()
    }

    /// The users with a socket on this server, sorted (without those online elsewhere).
    pub fn online_here(&self) -> Vec<String> {
        self.lock().here()
    }

    /// Who is online through other servers sharing this school; the online list announced is
    /// the union of them and this server's own users.
    pub fn set_others_online(&self, mut users: Vec<String>) {
        users.sort();
        users.dedup();
        let mut sockets = self.lock();
        if sockets.others_online != users {
            let before = sockets.online_users();
            sockets.others_online = users;
            if sockets.online_users() != before {
                self.presence_changed(&mut sockets);
            }
        }
    }

    /// Someone came online or went offline: announced now without an interval, otherwise by
    /// [`Hub::announce_presence`] when it is due.
    fn presence_changed(&self, sockets: &mut Sockets) {
        sockets.presence_version += 1;
        if self.presence.interval.is_zero() {
            self.announce_if_changed(sockets);
        } else {
            self.presence.mark_due();
        }
    }

    /// Announces the online list unless the last announcement already shows it. Called with
    /// the lock held, so announcements go out in the order of the changes they show.
    fn announce_if_changed(&self, sockets: &mut Sockets) {
        if self.presence.announced().version != sockets.presence_version {
            self.presence.announce(sockets.presence());
        }
    }
}

impl Hub for LocalHub {
    fn connect(&self, user_id: &str, session: &str) -> Connection {
        let (sender, frames) = queue::queue(QUEUE_PER_SOCKET);
        let (ended_sender, ended) = oneshot::channel();
        let socket = Socket { session: session.to_owned(), frames: sender, ended: ended_sender };
        let mut sockets = self.lock();
        sockets.next_id += 1;
        let id = SocketId(sockets.next_id);
        let came_online = !sockets.by_user.contains_key(user_id);
        let mine = sockets.by_user.entry(user_id.to_owned()).or_default();
        mine.insert(id, socket);
        for old in cap::beyond_caps(mine.iter().map(|(id, socket)| (*id, socket.session == session))) {
            if let Some(socket) = mine.remove(&old) {
                socket.end(Ended::TooManySockets);
            }
        }
        if came_online {
            self.presence_changed(&mut sockets);
        }
        // While an announcement is due the last one is stale: this socket gets the list as it
        // stands when it sends it, and later only announcements newer than that. Sockets that
        // connect in a burst mostly send their first list at the same version, so they share one
        // instead of each holding its own copy until written.
        let announced = self.presence.announced();
        let first = if announced.version == sockets.presence_version {
            First::Announced(announced)
        } else {
            let roster: Weak<Mutex<Sockets>> = Arc::downgrade(&self.sockets);
            First::Current(roster)
        };
        let presence = self.presence.feed(first);
        Connection { id, presence, frames, ended, reason: None }
    }

    fn disconnect(&self, user_id: &str, socket: SocketId) {
        let mut sockets = self.lock();
        let Some(mine) = sockets.by_user.get_mut(user_id) else { return };
        if mine.remove(&socket).is_some() && sockets.forget_offline() {
            self.presence_changed(&mut sockets);
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
            self.presence_changed(&mut sockets);
        }
    }

    fn end_session(&self, session: &str) {
        let mut sockets = self.lock();
        for mine in sockets.by_user.values_mut() {
            end_where(mine, Ended::SessionEnded, |socket| socket.session == session);
        }
        if sockets.forget_offline() {
            self.presence_changed(&mut sockets);
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

    fn socket_count(&self) -> usize {
        self.lock().by_user.values().map(HashMap::len).sum()
    }

    fn online_count(&self) -> usize {
        self.lock().online_users().len()
    }

    fn end_every_socket(&self, why: Ended) {
        let mut sockets = self.lock();
        for mine in sockets.by_user.values_mut() {
            end_where(mine, why, |_| true);
        }
        if sockets.forget_offline() {
            self.presence_changed(&mut sockets);
        }
    }

    fn announce_presence(&self) -> Pin<Box<dyn Future<Output = ()> + Send + '_>> {
        Box::pin(async move {
            if self.presence.interval.is_zero() {
                // Every change was announced as it happened.
                return std::future::pending().await;
            }
            loop {
                self.presence.wait_until_due().await;
                self.announce_if_changed(&mut self.lock());
                // Changes made meanwhile leave a permit, so the wait above ends at once after
                // this pause and the list as it then stands goes out: the last change of a
                // burst is never left unannounced.
                tokio::time::sleep(self.presence.interval).await;
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use std::future::Future;

    use super::*;

    /// A hub that announces every change of who is online as it happens.
    fn hub() -> LocalHub {
        LocalHub::new(Duration::ZERO)
    }

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
        while hub.lock().by_user[user].values().all(|socket| socket.frames.has_room()) {
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
        let hub = hub();
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
        let hub = hub();
        let _ana = hub.connect("ana", "a");
        let _maria = hub.connect("maria", "m");
        let mut second_tab = hub.connect("maria", "m");
        assert_eq!(drain(&mut second_tab), vec![online(&["ana", "maria"])]);
    }

    #[test]
    fn a_push_reaches_every_socket_of_each_user_once() {
        let hub = hub();
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
        let hub = hub();
        let mut slow = hub.connect("slow", "s");
        let mut fine = hub.connect("fine", "f");
        fill_queue(&hub, "slow");
        drain(&mut fine);
        hub.send_to(&["slow", "fine"], &frame("newMessage", &"one too many"));
        assert!(!hub.is_online("slow"));
        assert_eq!(next_now(&mut slow), Push::Ended(Ended::TooFarBehind), "closed at once, frames still waiting");
        // The newer online list goes out before the push queued earlier.
        assert_eq!(
            drain(&mut fine),
            vec![online(&["fine"]), r#"{"type":"newMessage","data":"one too many"}"#.to_owned()]
        );
        hub.send_to(&["fine"], &frame("newMessage", &"still here"));
        assert_eq!(drain(&mut fine), vec![r#"{"type":"newMessage","data":"still here"}"#.to_owned()]);
    }

    #[test]
    fn presence_never_takes_room_in_a_socket_queue() {
        let hub = hub();
        let mut watcher = hub.connect("ana", "a");
        let mut slow = hub.connect("slow", "s");
        // Far more changes of who is online than the queue holds, never read by the slow socket.
        for n in 0..QUEUE_PER_SOCKET * 4 {
            let user = format!("student{n}");
            let passing = hub.connect(&user, &user);
            hub.disconnect(&user, passing.id);
        }
        assert!(hub.is_online("slow"));
        for n in 0..QUEUE_PER_SOCKET {
            hub.send_to(&["slow"], &frame("newMessage", &n));
        }
        assert!(hub.is_online("slow"), "every push fitted: presence took none of the room");
        hub.send_to(&["slow"], &frame("newMessage", &"one too many"));
        assert!(!hub.is_online("slow"));
        assert_eq!(next_now(&mut slow), Push::Ended(Ended::TooFarBehind));
        assert_eq!(drain(&mut watcher).last(), Some(&online(&["ana"])));
    }

    #[test]
    fn a_slow_socket_skips_to_the_latest_online_list() {
        let hub = hub();
        let mut slow = hub.connect("ana", "a");
        let mut passing = Vec::new();
        for n in 0..100 {
            let user = format!("student{n:03}");
            passing.push((user.clone(), hub.connect(&user, &user).id));
        }
        hub.send_to(&["ana"], &frame("newMessage", &"hello"));
        for (user, socket) in passing.drain(..99) {
            hub.disconnect(&user, socket);
        }
        // Two hundred changes later, the socket that read none of them has two frames of
        // presence to write: the list it connected to and the latest; its push keeps its place.
        assert_eq!(
            drain(&mut slow),
            vec![
                online(&["ana"]),
                online(&["ana", "student099"]),
                r#"{"type":"newMessage","data":"hello"}"#.to_owned()
            ]
        );
        assert_eq!(hub.online_users(), vec!["ana".to_owned(), "student099".to_owned()]);
    }

    #[test]
    fn ending_a_session_closes_its_sockets_only_and_announces_who_went_offline() {
        let hub = hub();
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
        let hub = hub();
        let maria = hub.connect("maria", "m");
        hub.disconnect("nobody", maria.id);
        hub.disconnect("maria", maria.id);
        hub.disconnect("maria", maria.id);
        assert!(hub.online_users().is_empty());
        assert_eq!(hub.socket_count(), 0);
    }

    #[test]
    fn a_socket_outliving_its_hub_ends_with_the_shutdown() {
        let hub = hub();
        let mut maria = hub.connect("maria", "m");
        drop(hub);
        assert_eq!(next_now(&mut maria), Push::Ended(Ended::Shutdown));
        assert_eq!(next_now(&mut maria), Push::Ended(Ended::Shutdown), "and stays ended");
    }
}
