//! How many sockets one session and one account may hold open on a server. Each tab opens one
//! socket, so ten is far more than anyone uses; without a cap, one signed-in account could open
//! sockets until the server ran out of memory. Beyond the cap the oldest socket goes, so the
//! tab the user just opened always works.

use std::collections::HashMap;

use super::{Ended, Socket, SocketId};

/// Sockets one session (one browser) may hold open on a server.
pub const MAX_SOCKETS_PER_SESSION: usize = 10;

/// Sockets one account (all its sessions) may hold open on a server.
pub const MAX_SOCKETS_PER_ACCOUNT: usize = 10;

/// Ends the oldest of `mine` (one user's sockets) beyond the caps, those of `session` first.
pub(super) fn end_beyond_caps(mine: &mut HashMap<SocketId, Socket>, session: &str) {
    end_oldest(mine, MAX_SOCKETS_PER_SESSION, |socket| socket.session == session);
    end_oldest(mine, MAX_SOCKETS_PER_ACCOUNT, |_| true);
}

/// Ends the oldest sockets that `counts` selects until at most `max` of them remain; ids grow
/// with each connection, so the smallest are the oldest.
fn end_oldest(mine: &mut HashMap<SocketId, Socket>, max: usize, counts: impl Fn(&Socket) -> bool) {
    let mut ids: Vec<SocketId> = mine.iter().filter(|(_, socket)| counts(socket)).map(|(id, _)| *id).collect();
    if ids.len() <= max {
        return;
    }
    ids.sort_unstable_by_key(|id| id.0);
    for id in &ids[..ids.len() - max] {
        if let Some(socket) = mine.remove(id) {
            socket.end(Ended::TooManySockets);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Hub, LocalHub};
    use super::*;

    #[test]
    fn beyond_the_cap_the_oldest_sockets_of_a_session_are_ended() {
        let hub = LocalHub::new(std::time::Duration::ZERO);
        let mut first: Vec<_> = (0..MAX_SOCKETS_PER_SESSION).map(|_| hub.connect("juan", "laptop")).collect();
        assert_eq!(hub.socket_count(), MAX_SOCKETS_PER_SESSION);
        let _newest = hub.connect("juan", "laptop");
        assert_eq!(hub.socket_count(), MAX_SOCKETS_PER_SESSION);
        assert_eq!(first[0].ended.try_recv().ok(), Some(Ended::TooManySockets));
        for later in &mut first[1..] {
            assert!(later.ended.try_recv().is_err(), "only the oldest goes");
        }
        assert!(hub.is_online("juan"));
    }

    #[test]
    fn an_account_is_capped_across_its_sessions_and_other_accounts_are_untouched() {
        let hub = LocalHub::new(std::time::Duration::ZERO);
        let mut maria = hub.connect("maria", "maria-phone");
        let mut laptop: Vec<_> = (0..6).map(|_| hub.connect("juan", "laptop")).collect();
        let _phone: Vec<_> = (0..6).map(|_| hub.connect("juan", "phone")).collect();
        assert_eq!(hub.socket_count(), 1 + MAX_SOCKETS_PER_ACCOUNT);
        let ended = laptop.iter_mut().filter_map(|socket| socket.ended.try_recv().ok()).count();
        assert_eq!(ended, 2, "the two oldest sockets of the account");
        assert!(maria.ended.try_recv().is_err());
    }
}
