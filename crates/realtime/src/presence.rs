//! Counting open sockets per user to tell who is online.

use std::collections::HashMap;

/// Whether opening or closing a socket changed who is online.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PresenceChange {
    /// The user's first socket opened.
    CameOnline,
    /// The user's last socket closed.
    WentOffline,
    /// The user was and still is online (another tab), or was never known.
    Unchanged,
}

/// Open sockets per user id.
#[derive(Debug, Default)]
pub struct Presence {
    sockets: HashMap<String, usize>,
}

impl Presence {
    /// Nobody online.
    pub fn new() -> Self {
        Self::default()
    }

    /// Counts a newly opened socket of `user_id`.
    pub fn connect(&mut self, user_id: &str) -> PresenceChange {
        let count = self.sockets.entry(user_id.to_owned()).or_insert(0);
        *count += 1;
        if *count == 1 {
            PresenceChange::CameOnline
        } else {
            PresenceChange::Unchanged
        }
    }

    /// Counts a closed socket of `user_id`.
    pub fn disconnect(&mut self, user_id: &str) -> PresenceChange {
        match self.sockets.get_mut(user_id) {
            Some(count) if *count > 1 => {
                *count -= 1;
                PresenceChange::Unchanged
            }
            Some(_) => {
                self.sockets.remove(user_id);
                PresenceChange::WentOffline
            }
            None => PresenceChange::Unchanged,
        }
    }

    /// True while `user_id` has an open socket.
    pub fn is_online(&self, user_id: &str) -> bool {
        self.sockets.contains_key(user_id)
    }

    /// Everyone online, sorted, as pushed in `getOnlineUsers`.
    pub fn online_users(&self) -> Vec<String> {
        let mut users: Vec<String> = self.sockets.keys().cloned().collect();
        users.sort();
        users
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_with_two_tabs_stays_online_until_both_close() {
        let mut presence = Presence::new();
        assert_eq!(presence.connect("maria"), PresenceChange::CameOnline);
        assert_eq!(presence.connect("maria"), PresenceChange::Unchanged);
        assert_eq!(presence.disconnect("maria"), PresenceChange::Unchanged);
        assert!(presence.is_online("maria"));
        assert_eq!(presence.disconnect("maria"), PresenceChange::WentOffline);
        assert!(!presence.is_online("maria"));
    }

    #[test]
    fn the_online_list_is_sorted_and_ignores_unknown_disconnects() {
        let mut presence = Presence::new();
        presence.connect("juan");
        presence.connect("ana");
        assert_eq!(presence.disconnect("nobody"), PresenceChange::Unchanged);
        assert_eq!(presence.online_users(), vec!["ana".to_owned(), "juan".to_owned()]);
    }
}
