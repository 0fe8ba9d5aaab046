//! The thread that hears the other servers: it listens on PostgreSQL (LISTEN/NOTIFY has no
//! async client in the stack), forwards each notification's payload to the hub's task, and
//! reconnects when the link breaks. It is stopped and waited for when the hub's task ends, so a
//! process that exits right after its server stopped never exits while the thread is inside the
//! PostgreSQL client: the client's TLS library tears its state down at exit, under any thread
//! still using it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc as std_mpsc;
use std::sync::Arc;
use std::time::{Duration, Instant};

use lyceum_persistence::hub;
use tokio::sync::mpsc;

/// How often the listener looks for notifications.
const POLL: Duration = Duration::from_millis(2);
/// How often the listener checks its link to PostgreSQL.
const LINK_CHECK: Duration = Duration::from_secs(5);
/// How long the listener waits before connecting again.
const RETRY: Duration = Duration::from_secs(1);
/// How often, while waiting to connect again, it looks whether it should stop.
const RETRY_STEP: Duration = Duration::from_millis(10);

/// The longest a stopping server waits for the thread: one connection attempt to a PostgreSQL
/// that does not answer could otherwise hold its exit for minutes.
const STOP_WAIT: Duration = Duration::from_secs(2);

/// A running listener thread; dropping it stops the thread and waits for it (a [`POLL`] or a
/// [`RETRY_STEP`], or one connection attempt; at most [`STOP_WAIT`]).
pub struct Listening {
    running: Arc<AtomicBool>,
    /// Closed by the thread as it ends.
    ended: Option<std_mpsc::Receiver<()>>,
}

impl Listening {
    /// Listens on the PostgreSQL database at `url`: each payload goes to `sender` as `Some`, a
    /// `None` says the link broke and is back (what was sent meanwhile was not heard), and
    /// `connected` is told whenever the link comes up or goes down.
    pub fn start(
        url: String,
        sender: mpsc::UnboundedSender<Option<String>>,
        connected: impl Fn(bool) + Send + 'static,
    ) -> Listening {
        let running = Arc::new(AtomicBool::new(true));
        let (ending, ended) = std_mpsc::channel::<()>();
        let started = {
            let running = running.clone();
            std::thread::Builder::new().name("hub-listener".into()).spawn(move || {
                listen(&url, &sender, &running, &connected);
                drop(ending);
            })
        };
        if let Err(error) = &started {
            tracing::error!(%error, "live channel: cannot start the listener thread");
        }
        Listening { running, ended: started.ok().map(|_| ended) }
    }
}

impl Drop for Listening {
    fn drop(&mut self) {
        self.running.store(false, Ordering::Relaxed);
        if let Some(ended) = self.ended.take() {
            if let Err(std_mpsc::RecvTimeoutError::Timeout) = ended.recv_timeout(STOP_WAIT) {
                tracing::warn!("live channel: the listener thread did not stop in time; leaving it");
            }
        }
    }
}

/// Waits [`RETRY`], or less when `running` turns false meanwhile.
fn wait_to_retry(running: &AtomicBool) {
    let started = Instant::now();
    while running.load(Ordering::Relaxed) && started.elapsed() < RETRY {
        std::thread::sleep(RETRY_STEP);
    }
}

/// The listener thread's loop, until `running` turns false or the hub's task is gone.
fn listen(url: &str, sender: &mpsc::UnboundedSender<Option<String>>, running: &AtomicBool, connected: &dyn Fn(bool)) {
    let mut first = true;
    while running.load(Ordering::Relaxed) {
        let mut listener = match hub::Listener::connect(url) {
            Ok(listener) => listener,
            Err(error) => {
                tracing::warn!(%error, "live channel: cannot listen on PostgreSQL; retrying");
                wait_to_retry(running);
                continue;
            }
        };
        connected(true);
        if !first && sender.send(None).is_err() {
            return;
        }
        first = false;
        let mut last_check = Instant::now();
        while running.load(Ordering::Relaxed) {
            let received = listener.received().and_then(|payloads| {
                if last_check.elapsed() > LINK_CHECK {
                    last_check = Instant::now();
                    listener.check()?;
                }
                Ok(payloads)
            });
            match received {
                Ok(payloads) => {
                    for payload in payloads {
                        if sender.send(Some(payload)).is_err() {
                            return;
                        }
                    }
                }
                Err(error) => {
                    tracing::warn!(%error, "live channel: lost the link to PostgreSQL; reconnecting");
                    connected(false);
                    break;
                }
            }
            std::thread::sleep(POLL);
        }
    }
    connected(false);
}
