//! The pure parts of the list machinery: pages of kept matches, the bounds of the kept
//! searches, rows put back in the order asked.

use super::*;

#[test]
fn pages_of_kept_matches_count_from_either_end() {
    let ids: Vec<String> = (1..=5).map(|n| n.to_string()).collect();
    assert_eq!(page_of(&ids, 0, 2, false), ["1", "2"]);
    assert_eq!(page_of(&ids, 4, 2, false), ["5"]);
    assert_eq!(page_of(&ids, 0, 2, true), ["5", "4"]);
    assert_eq!(page_of(&ids, 4, 2, true), ["1"]);
    assert!(page_of(&ids, 5, 2, true).is_empty());
    assert!(page_of(&ids, 9, 2, false).is_empty());
}

#[test]
fn kept_searches_stay_within_their_bounds_and_follow_the_version() {
    let mut searches = Searches::default();
    let ids = |n: usize| -> Arc<[String]> { (0..n).map(|i| i.to_string()).collect::<Vec<_>>().into() };
    let key = |word: &str| (List::Students, word.to_owned());
    searches.keep(key("a"), 1, ids(3));
    assert_eq!(searches.get(&key("a"), 1).unwrap().len(), 3);
    assert!(searches.get(&key("a"), 2).is_none(), "another version reads again");
    for n in 0..SEARCHES_KEPT + 5 {
        searches.keep(key(&format!("w{n}")), 1, ids(1));
        assert!(searches.by_search.len() <= SEARCHES_KEPT);
    }
    searches.keep(key("big"), 1, ids(IDS_KEPT - 10));
    assert!(searches.ids_held <= IDS_KEPT);
    assert_eq!(searches.ids_held, searches.by_search.values().map(|f| f.ids.len()).sum::<usize>());
    searches.keep(key("huge"), 1, ids(IDS_KEPT + 1));
    assert!(searches.get(&key("huge"), 1).is_none(), "too many to keep");
}

#[test]
fn rows_read_by_id_come_back_in_the_order_asked() {
    let ids: Vec<String> = ["c", "a", "b"].map(String::from).to_vec();
    let rows = vec![("a", 1), ("b", 2), ("c", 3)].into_iter().map(|(id, n)| (id.to_owned(), n)).collect();
    let ordered = in_order_of(&ids, rows, |row: &(String, i32)| &row.0);
    assert_eq!(ordered.iter().map(|row| row.1).collect::<Vec<_>>(), [3, 1, 2]);
}
