//! The current school year with its terms and no-school days, kept while no calendar call
//! changes it: Today, the calendar feeds and `GET /api/calendar/current` read it on every
//! call. A change on this server forgets it at once (the School year screen's calls and the
//! year end); another server's change shows here within [`super::MAX_AGE`].

use lyceum_persistence::school_years::SchoolYear;

use lyceum_school::kept::Kept;

/// The current year as last read (`None`: no year is current).
pub type CalendarCache = Kept<Option<SchoolYear>>;
