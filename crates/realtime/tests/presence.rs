//! Presence announced at most once per interval, on tokio's paused clock: time only moves when
//! every task waits, so the order of announcements and the gaps between them are exact.

use std::sync::Arc;
use std::time::Duration;

use lyceum_realtime::{frame, Connection, Hub, LocalHub, Push};
use tokio::time::{sleep, timeout, Instant};

const INTERVAL: Duration = Duration::from_millis(500);

/// Long enough that any announcement still due has gone out.
const QUIET: Duration = Duration::from_secs(10);

fn online(users: &[&str]) -> String {
    frame("getOnlineUsers", &users).to_string()
}

/// A hub announcing presence at most once per [`INTERVAL`], its announcing loop running.
fn announcing_hub() -> Arc<LocalHub> {
    let hub = Arc::new(LocalHub::new(INTERVAL));
    let announcer = hub.clone();
    tokio::spawn(async move { announcer.announce_presence().await });
    hub
}

/// The frames a socket is sent until nothing more comes, each with when it came.
async fn frames_until_quiet(connection: &mut Connection) -> Vec<(Instant, String)> {
    let mut frames = Vec::new();
    while let Ok(push) = timeout(QUIET, connection.next()).await {
        match push {
            Push::Frame(frame) => frames.push((Instant::now(), frame.to_string())),
            Push::Ended(why) => panic!("the socket was dropped: {why:?}"),
        }
    }
    frames
}

fn texts(frames: &[(Instant, String)]) -> Vec<String> {
    frames.iter().map(|(_, text)| text.clone()).collect()
}

#[tokio::test(start_paused = true)]
async fn a_burst_of_connects_is_announced_once_with_the_final_list() {
    let hub = announcing_hub();
    let mut watcher = hub.connect("watcher", "w");
    assert_eq!(texts(&frames_until_quiet(&mut watcher).await), vec![online(&["watcher"])]);

    let names: Vec<String> = (0..100).map(|n| format!("student{n:03}")).collect();
    let mut burst = Vec::new();
    for name in &names {
        burst.push(hub.connect(name, name));
    }
    let mut everyone: Vec<&str> = names.iter().map(String::as_str).collect();
    everyone.push("watcher");
    assert_eq!(texts(&frames_until_quiet(&mut watcher).await), vec![online(&everyone)]);

    // Each socket of the burst connected while an announcement was due: it sends the list as it
    // stands when it sends its first, here after the whole burst. They share that one list,
    // and the announcement shows none of them anything newer.
    let first = burst[0].try_next_frame().expect("the list as it stands");
    assert_eq!(first, online(&everyone));
    assert_eq!(burst[0].try_next_frame(), None);
    let last = burst[99].try_next_frame().expect("the list as it stands");
    assert_eq!(last.as_ptr(), first.as_ptr(), "one list for every socket, not a copy each");
    assert_eq!(burst[99].try_next_frame(), None, "the announcement showed nothing new to the last one");
}

#[tokio::test(start_paused = true)]
async fn a_socket_of_a_burst_sends_the_list_as_it_stands_when_it_sends_it() {
    let hub = announcing_hub();
    let mut watcher = hub.connect("watcher", "w");
    frames_until_quiet(&mut watcher).await;

    // Three arrive before the announcement; the first sends its list after the second arrived,
    // the third after that.
    let mut ana = hub.connect("ana", "a");
    let mut ben = hub.connect("ben", "b");
    assert_eq!(ana.try_next_frame().as_deref(), Some(online(&["ana", "ben", "watcher"]).as_str()));
    assert_eq!(ben.try_next_frame().as_deref(), Some(online(&["ana", "ben", "watcher"]).as_str()));
    let mut cris = hub.connect("cris", "c");
    assert_eq!(cris.try_next_frame().as_deref(), Some(online(&["ana", "ben", "cris", "watcher"]).as_str()));
    // The announcement is newer than what the first two sent, and old news to the third.
    let everyone = online(&["ana", "ben", "cris", "watcher"]);
    assert_eq!(texts(&frames_until_quiet(&mut ana).await), vec![everyone.clone()]);
    assert_eq!(texts(&frames_until_quiet(&mut ben).await), vec![everyone.clone()]);
    assert!(frames_until_quiet(&mut cris).await.is_empty());
    assert_eq!(texts(&frames_until_quiet(&mut watcher).await), vec![everyone]);
}

#[tokio::test(start_paused = true)]
async fn changes_spread_over_time_are_announced_at_most_once_per_interval() {
    let hub = announcing_hub();
    let mut watcher = hub.connect("watcher", "w");
    let arriving = tokio::spawn({
        let hub = hub.clone();
        async move {
            let mut sockets = Vec::new();
            for n in 0..200 {
                let name = format!("student{n:03}");
                sockets.push(hub.connect(&name, &name));
                sleep(Duration::from_millis(10)).await;
            }
            sockets
        }
    });
    let frames = frames_until_quiet(&mut watcher).await;
    let _sockets = arriving.await.unwrap();

    // 200 arrivals over two seconds: the list the watcher connected to, then at most one list
    // at once and one per interval after it (an arrival at an interval's end may need one more).
    let lists = frames.len();
    assert!((4..=1 + 1 + 4 + 1).contains(&lists), "{lists} lists: {:?}", texts(&frames));
    for pair in frames[1..].windows(2) {
        assert!(pair[1].0 - pair[0].0 >= INTERVAL, "announcements closer than the interval");
    }
    let mut everyone: Vec<String> = (0..200).map(|n| format!("student{n:03}")).collect();
    everyone.push("watcher".to_owned());
    let everyone: Vec<&str> = everyone.iter().map(String::as_str).collect();
    assert_eq!(frames.last().map(|(_, text)| text.clone()), Some(online(&everyone)));
}

#[tokio::test(start_paused = true)]
async fn the_last_change_of_a_burst_is_never_lost() {
    let hub = announcing_hub();
    let mut watcher = hub.connect("watcher", "w");
    frames_until_quiet(&mut watcher).await;

    // Maria's arrival is announced at once; she leaves while the announcer pauses.
    let maria = hub.connect("maria", "m");
    let arrival = timeout(QUIET, watcher.next()).await.expect("her arrival is announced");
    assert_eq!(arrival, Push::Frame(online(&["maria", "watcher"]).into()));
    let arrived_at = Instant::now();
    hub.disconnect("maria", maria.id);
    let frames = frames_until_quiet(&mut watcher).await;
    assert_eq!(texts(&frames), vec![online(&["watcher"])], "her leaving is announced after the pause");
    assert_eq!(frames[0].0 - arrived_at, INTERVAL);
}

#[tokio::test(start_paused = true)]
async fn someone_who_comes_and_goes_between_announcements_is_seen_leaving() {
    let hub = announcing_hub();
    let mut watcher = hub.connect("watcher", "w");
    frames_until_quiet(&mut watcher).await;

    // Juan connects while Maria is online and her arrival not yet announced, and is told of her
    // at once; she leaves before the announcement, which then shows the same list as the last one.
    let maria = hub.connect("maria", "m");
    let mut juan = hub.connect("juan", "j");
    assert_eq!(juan.try_next_frame().as_deref(), Some(online(&["juan", "maria", "watcher"]).as_str()));
    hub.disconnect("maria", maria.id);
    assert_eq!(texts(&frames_until_quiet(&mut juan).await), vec![online(&["juan", "watcher"])]);
    assert_eq!(texts(&frames_until_quiet(&mut watcher).await), vec![online(&["juan", "watcher"])]);
}

#[tokio::test(start_paused = true)]
async fn a_socket_that_reads_late_gets_only_the_latest_list() {
    let hub = announcing_hub();
    let mut late = hub.connect("late", "l");
    assert_eq!(late.try_next_frame().as_deref(), Some(online(&["late"]).as_str()));
    let mut staying = Vec::new();
    for n in 0..10 {
        let name = format!("student{n}");
        staying.push(hub.connect(&name, &name));
        // Each arrival in its own interval: ten announcements, none read meanwhile.
        sleep(INTERVAL * 2).await;
    }
    let latest = online(&[
        "late", "student0", "student1", "student2", "student3", "student4", "student5", "student6", "student7",
        "student8", "student9",
    ]);
    assert_eq!(late.try_next_frame().as_deref(), Some(latest.as_str()));
    assert_eq!(late.try_next_frame(), None);
}
