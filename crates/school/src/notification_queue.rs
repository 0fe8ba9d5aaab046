//! Events waiting for their notifications to be stored (`events::notifications` stores them):
//! while one task stores what was queued, the events that come meanwhile wait here and are then
//! stored together, in one write.

use std::sync::{Mutex, PoisonError};

use lyceum_persistence::notifications::NewNotification;
use lyceum_persistence::{Conn, StoreError};

/// What an event decides, in the write that stores it: the notifications to store.
pub type Decide = Box<dyn FnOnce(&mut Conn) -> Result<Vec<NewNotification>, StoreError> + Send>;

/// The events queued, each named for the log, and whether a task is storing them.
#[derive(Default)]
pub struct NotificationQueue {
    pending: Mutex<Pending>,
}

#[derive(Default)]
struct Pending {
    events: Vec<(&'static str, Decide)>,
    storing: bool,
}

impl NotificationQueue {
    /// Queues an event; true when no task is storing, so the caller must start one.
    pub fn push(&self, event: &'static str, decide: Decide) -> bool {
        let mut pending = self.pending.lock().unwrap_or_else(PoisonError::into_inner);
        pending.events.push((event, decide));
        !std::mem::replace(&mut pending.storing, true)
    }

    /// Everything queued, for the storing task; `None` once nothing is, and the task ends (the
    /// next event starts another).
    pub fn take(&self) -> Option<Vec<(&'static str, Decide)>> {
        let mut pending = self.pending.lock().unwrap_or_else(PoisonError::into_inner);
        if pending.events.is_empty() {
            pending.storing = false;
            return None;
        }
        Some(std::mem::take(&mut pending.events))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nothing() -> Decide {
        Box::new(|_| Ok(Vec::new()))
    }

    #[test]
    fn one_task_stores_at_a_time_and_takes_what_came_meanwhile() {
        let queue = NotificationQueue::default();
        assert!(queue.push("first", nothing()), "the first event starts a task");
        assert!(!queue.push("second", nothing()), "a task is storing already");
        let taken: Vec<&str> = queue.take().unwrap().into_iter().map(|(event, _)| event).collect();
        assert_eq!(taken, ["first", "second"]);
        assert!(!queue.push("third", nothing()), "the task has not ended yet");
        assert_eq!(queue.take().unwrap().len(), 1);
        assert!(queue.take().is_none(), "nothing left: the task ends");
        assert!(queue.push("fourth", nothing()), "after it ended, the next event starts another");
    }
}
