//! The background job that writes a school year's report cards, a section at a time, into the
//! uploads folder. What a card holds and how a section's file is made is
//! `lyceum_school::report_cards`; the card itself and its PDF are `lyceum_documents`.

pub mod jobs;
