//! `childrenChanged`: a guardian's children changed (a child linked or unlinked, or deleted). The
//! guardian portal reads its children again, and with them whom it may message, without a
//! reload. Nothing is kept per socket to drop: every call checks the links as they are now.

use lyceum_realtime::frame;
use serde_json::json;

use crate::state::AppState;

/// Announces, after the write committed, that the children of `guardians` changed: their cached
/// sessions are forgotten here and on every other server, and every socket of theirs, on every
/// server, gets `{"type":"childrenChanged","data":{}}`, one frame shared by all of them.
pub fn children_changed(state: &AppState, guardians: &[String]) {
    if guardians.is_empty() {
        return;
    }
    state.sessions.forget(&[], guardians);
    if let Some(cluster) = &state.cluster {
        cluster.forget_everywhere(guardians, false);
    }
    let receivers: Vec<&str> = guardians.iter().map(String::as_str).collect();
    state.hub.send_to(&receivers, &frame("childrenChanged", &json!({})));
}
