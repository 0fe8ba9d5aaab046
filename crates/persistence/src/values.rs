//! Values every table stores the same way: ids are UUIDs kept as text, times are UTC.

/// A new random id, as stored and as the API shows it in `_id`.
pub fn new_id() -> String {
    uuid::Uuid::new_v4().to_string()
}

/// A new id that sorts after every id made before it (a version 7 UUID: the time in
/// milliseconds, then 74 random bits), for rows that only ever arrive: each new row's id goes
/// at the end of its table's index, in a page already in the cache, where a random id lands in
/// a page of its own somewhere in the file (read, then written to the log at the commit).
/// Notifications and guardians' alerts, a handful per register saved, take these.
pub fn new_id_in_order() -> String {
    uuid::Uuid::now_v7().to_string()
}

/// A new id whose first six bytes are the same for every id made with the same `group`, the
/// rest random (a version 8 UUID: 74 random bits). A table kept in the order of such ids holds
/// the rows of one group side by side: an assessment's id is grouped by its subject's term, so
/// the scores of a gradebook (kept in the order of their assessment's id) sit in a few pages
/// of the file instead of one or two pages for each assessment all over it.
pub fn new_id_grouped(group: &[&str]) -> String {
    // Stable across builds, so a group made months apart stays together.
    let hash = lyceum_domain::fingerprint::fnv1a(group.join("\0").as_bytes());
    let mut bytes = *uuid::Uuid::new_v4().as_bytes();
    bytes[..6].copy_from_slice(&hash.to_be_bytes()[..6]);
    uuid::Builder::from_custom_bytes(bytes).into_uuid().to_string()
}

/// The current time in UTC, as stored.
pub fn now() -> chrono::NaiveDateTime {
    chrono::Utc::now().naive_utc()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_in_order_sort_as_they_were_made_and_differ() {
        let made: Vec<String> = (0..2_000).map(|_| new_id_in_order()).collect();
        assert!(made.windows(2).all(|pair| pair[0] < pair[1]), "each id sorts after the one before");
        assert!(made.iter().all(|id| uuid::Uuid::parse_str(id).is_ok_and(|id| id.get_version_num() == 7)));
        // Still unguessable: two made in the same millisecond share the time, not the rest.
        assert_ne!(made[0][24..], made[1][24..]);
    }

    #[test]
    fn grouped_ids_share_their_first_six_bytes_only_within_a_group() {
        let prefix = |id: &str| id[..13].to_owned();
        let (a, b) = (new_id_grouped(&["subject-1", "term-1"]), new_id_grouped(&["subject-1", "term-1"]));
        assert_ne!(a, b);
        assert_eq!(prefix(&a), prefix(&b));
        assert_ne!(prefix(&a), prefix(&new_id_grouped(&["subject-2", "term-1"])));
        assert_ne!(prefix(&a), prefix(&new_id_grouped(&["subject-1", "term-2"])));
        // The parts are kept apart: ("ab", "c") is not ("a", "bc").
        assert_ne!(prefix(&new_id_grouped(&["ab", "c"])), prefix(&new_id_grouped(&["a", "bc"])));
        let parsed = uuid::Uuid::parse_str(&a).unwrap();
        assert_eq!(parsed.get_version(), Some(uuid::Version::Custom));
        assert!(lyceum_domain::id::Id::parse(&a).is_some());
        // The group's bytes are FNV-1a's, which the benchmark's seeding (bench/grades-plan.py)
        // writes the same way.
        assert!(new_id_grouped(&["s", "t"]).starts_with("81bd8919-5c76"));
    }
}
