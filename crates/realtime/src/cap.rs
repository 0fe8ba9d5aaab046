//! How many sockets one session and one account may hold open on a server. Each tab opens one
//! socket, so ten is far more than anyone uses; without a cap, one signed-in account could open
//! sockets until the server ran out of memory. Beyond the cap the oldest sockets go, so the tab
//! the user just opened always works.

/// Sockets one session (one browser) may hold open on a server.
pub const MAX_SOCKETS_PER_SESSION: usize = 10;

/// Sockets one account (all its sessions) may hold open on a server.
pub const MAX_SOCKETS_PER_ACCOUNT: usize = 10;

/// Of one account's sockets, given as (id, opened with the newest socket's session) with ids
/// growing with age order (a smaller id is older), those to end: the oldest of the session
/// beyond [`MAX_SOCKETS_PER_SESSION`], then the oldest of the account beyond
/// [`MAX_SOCKETS_PER_ACCOUNT`].
pub fn beyond_caps<K: Ord + Copy>(sockets: impl IntoIterator<Item = (K, bool)>) -> Vec<K> {
    let mut all: Vec<(K, bool)> = sockets.into_iter().collect();
    all.sort_unstable_by_key(|(id, _)| *id);
    let of_session = all.iter().filter(|(_, same)| *same).count();
    let mut ended: Vec<K> = all
        .iter()
        .filter(|(_, same)| *same)
        .take(of_session.saturating_sub(MAX_SOCKETS_PER_SESSION))
        .map(|(id, _)| *id)
        .collect();
    let left: Vec<K> = all.iter().map(|(id, _)| *id).filter(|id| !ended.contains(id)).collect();
    ended.extend(left.iter().take(left.len().saturating_sub(MAX_SOCKETS_PER_ACCOUNT)));
    ended
}

#[cfg(test)]
mod tests {
    use std::future::Future;

    use super::*;
    use crate::hub::{Connection, Ended, Hub, LocalHub, Push};

    /// True when the hub has ended this socket because of the cap.
    fn ended_by_cap(connection: &mut Connection) -> bool {
        let mut context = std::task::Context::from_waker(std::task::Waker::noop());
        loop {
            let mut next = std::pin::pin!(connection.next());
            match next.as_mut().poll(&mut context) {
                std::task::Poll::Ready(Push::Ended(why)) => return why == Ended::TooManySockets,
                std::task::Poll::Ready(Push::Frame(_)) => continue,
                std::task::Poll::Pending => return false,
            }
        }
    }

    #[test]
    fn the_oldest_beyond_each_cap_are_chosen() {
        let session: Vec<(u64, bool)> = (1..=11).map(|id| (id, true)).collect();
        assert_eq!(beyond_caps(session), vec![1]);
        let mixed: Vec<(u64, bool)> = (1..=6).map(|id| (id, false)).chain((7..=12).map(|id| (id, true))).collect();
        assert_eq!(beyond_caps(mixed), vec![1, 2]);
        assert!(beyond_caps([(1u64, true), (2, false)]).is_empty());
    }

    #[test]
    fn beyond_the_cap_the_hub_ends_the_oldest_sockets_of_a_session_or_an_account() {
        let hub = LocalHub::new(std::time::Duration::ZERO);
        let maria = hub.connect("maria", "maria-phone");
        let mut laptop: Vec<_> = (0..MAX_SOCKETS_PER_SESSION).map(|_| hub.connect("juan", "laptop")).collect();
        assert_eq!(hub.socket_count(), 1 + MAX_SOCKETS_PER_SESSION);
        let _newest = hub.connect("juan", "laptop");
        assert_eq!(hub.socket_count(), 1 + MAX_SOCKETS_PER_SESSION);
        assert!(ended_by_cap(&mut laptop[0]), "the oldest goes");
        assert!(laptop[1..].iter_mut().all(|socket| !ended_by_cap(socket)));
        let _phone = hub.connect("juan", "phone");
        assert!(ended_by_cap(&mut laptop[1]), "the account's cap counts every session");
        assert!(hub.is_online("juan"));
        let mut maria = maria;
        assert!(!ended_by_cap(&mut maria), "other accounts are untouched");
    }
}
