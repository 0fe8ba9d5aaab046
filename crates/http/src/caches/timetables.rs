//! Weeks as the timetable calls read them (a section's, a teacher's with their advisory
//! classes'), kept per section and per teacher, and the calendar feeds made of them, kept per
//! link: every student's and teacher's Home and Timetable read them, and only an
//! administrator's change can alter one. Any successful administrator write on this server
//! forgets them all at once (`routes::forget_after_writes`); a change made on
//! another server or by the command line shows here within [`super::MAX_AGE`].

use std::sync::Arc;

use actix_web::web::Bytes;
use lyceum_school::kept::KeptMap;
pub use lyceum_school::weeks::{WeekKey, Weeks};

/// The weeks of sections and teachers.
pub type TimetableCache = KeptMap<WeekKey, Arc<Weeks>>;

/// The calendar feeds' bodies by token: forgotten with the weeks, and when a link is replaced.
pub type FeedCache = KeptMap<String, Bytes>;
