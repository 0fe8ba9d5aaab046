//! A bounded queue from one sender to one receiver that holds no memory beyond what waits in it.
//!
//! Every open socket has two queues (the pushes the hub has for it, and the frames its task
//! hands to the connection), and most of the time both are empty. tokio's channels allocate a
//! block of 32 slots and cache-line-padded state up front, over a kilobyte each, for every
//! socket; this one is a small shared struct whose buffer grows only while frames wait.

use std::collections::VecDeque;
use std::future::poll_fn;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::task::{Context, Poll, Waker};

struct State<T> {
    items: VecDeque<T>,
    capacity: usize,
    /// The receiver, waiting for an item.
    receiver: Option<Waker>,
    /// The sender, waiting for room.
    sender: Option<Waker>,
    /// One side is gone: nothing more comes, or nobody will read.
    closed: bool,
}

type Shared<T> = Arc<Mutex<State<T>>>;

fn lock<T>(shared: &Shared<T>) -> MutexGuard<'_, State<T>> {
    // Nothing panics while holding the lock; keep going if something did.
    shared.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A queue holding at most `capacity` items: its sending and its receiving end.
pub fn queue<T>(capacity: usize) -> (Sender<T>, Receiver<T>) {
    let shared =
        Arc::new(Mutex::new(State { items: VecDeque::new(), capacity, receiver: None, sender: None, closed: false }));
    (Sender { shared: shared.clone() }, Receiver { shared })
}

/// The sending end.
pub struct Sender<T> {
    shared: Shared<T>,
}

impl<T> Sender<T> {
    /// Queues `item` unless the queue is full or the receiver gone; answers it back if so.
    pub fn try_send(&self, item: T) -> Result<(), T> {
        let mut state = lock(&self.shared);
        if state.closed || state.items.len() >= state.capacity {
            return Err(item);
        }
        state.items.push_back(item);
        if let Some(receiver) = state.receiver.take() {
            receiver.wake();
        }
        Ok(())
    }

    /// Queues `item` once there is room; answers it back if the receiver is gone.
    pub async fn send(&self, item: T) -> Result<(), T> {
        let mut item = Some(item);
        poll_fn(|cx| {
            let mut state = lock(&self.shared);
            let Some(taken) = item.take() else { return Poll::Ready(Ok(())) };
            if state.closed {
                return Poll::Ready(Err(taken));
            }
            if state.items.len() >= state.capacity {
                item = Some(taken);
                state.sender = Some(cx.waker().clone());
                return Poll::Pending;
            }
            state.items.push_back(taken);
            if let Some(receiver) = state.receiver.take() {
                receiver.wake();
            }
            Poll::Ready(Ok(()))
        })
        .await
    }

    /// True while the queue has room for another item.
    pub fn has_room(&self) -> bool {
        let state = lock(&self.shared);
        state.items.len() < state.capacity
    }
}

impl<T> Drop for Sender<T> {
    fn drop(&mut self) {
        let mut state = lock(&self.shared);
        state.closed = true;
        if let Some(receiver) = state.receiver.take() {
            receiver.wake();
        }
    }
}

/// The receiving end.
pub struct Receiver<T> {
    shared: Shared<T>,
}

impl<T> std::fmt::Debug for Receiver<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Receiver")
    }
}

impl<T> Receiver<T> {
    /// The next item, or `None` once the queue is empty and the sender gone. Cancel-safe: an
    /// item is taken only when it is returned.
    pub async fn recv(&mut self) -> Option<T> {
        poll_fn(|cx| self.poll_recv(cx)).await
    }

    /// The next item if there is one, or `None` once the queue is empty and the sender gone;
    /// otherwise wakes `cx` when either happens.
    pub fn poll_recv(&mut self, cx: &mut Context<'_>) -> Poll<Option<T>> {
        let mut state = lock(&self.shared);
        if let Some(item) = take(&mut state) {
            return Poll::Ready(Some(item));
        }
        if state.closed {
            return Poll::Ready(None);
        }
        state.receiver = Some(cx.waker().clone());
        Poll::Pending
    }

    /// The next item if one is waiting, without waiting (and without taking the place of a
    /// task waiting in [`Receiver::recv`]).
    pub fn try_recv(&mut self) -> Option<T> {
        take(&mut lock(&self.shared))
    }
}

/// The first waiting item, making room for a waiting sender.
fn take<T>(state: &mut State<T>) -> Option<T> {
    let item = state.items.pop_front()?;
    if let Some(sender) = state.sender.take() {
        sender.wake();
    }
    if state.items.is_empty() {
        // Give back what a burst made the buffer grow to.
        state.items = VecDeque::new();
    }
    Some(item)
}

impl<T> Drop for Receiver<T> {
    fn drop(&mut self) {
        let mut state = lock(&self.shared);
        state.closed = true;
        state.items.clear();
        if let Some(sender) = state.sender.take() {
            sender.wake();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_come_out_in_order_until_the_queue_is_full() {
        let (sender, mut receiver) = queue(2);
        assert!(sender.try_send(1).is_ok());
        assert!(sender.try_send(2).is_ok());
        assert!(!sender.has_room());
        assert_eq!(sender.try_send(3), Err(3));
        assert_eq!(receiver.try_recv(), Some(1));
        assert!(sender.try_send(3).is_ok());
        assert_eq!(receiver.try_recv(), Some(2));
        assert_eq!(receiver.try_recv(), Some(3));
        assert_eq!(receiver.try_recv(), None);
    }

    #[test]
    fn the_receiver_drains_what_was_sent_before_the_sender_went() {
        let (sender, mut receiver) = queue(4);
        sender.try_send("last words").unwrap();
        drop(sender);
        assert_eq!(receiver.try_recv(), Some("last words"));
        let mut context = Context::from_waker(Waker::noop());
        assert_eq!(receiver.poll_recv(&mut context), Poll::Ready(None));
    }

    #[tokio::test]
    async fn a_sender_waits_for_room_and_learns_the_receiver_is_gone() {
        let (sender, mut receiver) = queue(1);
        sender.send(1).await.unwrap();
        let waiting = tokio::spawn(async move {
            let second = sender.send(2).await;
            let third = sender.send(3).await;
            (second, third)
        });
        tokio::task::yield_now().await;
        assert_eq!(receiver.recv().await, Some(1));
        assert_eq!(receiver.recv().await, Some(2));
        drop(receiver);
        let (second, third) = waiting.await.unwrap();
        assert_eq!(second, Ok(()));
        assert_eq!(third, Err(3), "nobody reads any more");
    }
}
