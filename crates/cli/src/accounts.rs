//! `lyceum create-admin` makes an administrator account; `lyceum seed-demo` fills an empty
//! database with a demo school to try the product on: its classes and accounts, a current school
//! year, the registers of the current term so far, the grades of the terms begun, and the
//! students' guardians with a few of their absence notes, alerts and messages with teachers.

use clap::Args;
use lyceum_domain::{Email, NewPassword, Role};
use lyceum_persistence::seed::{self, DemoPlan};
use lyceum_persistence::{attendance, grades, guardians, school_years};
use lyceum_persistence::{SqliteCache, StoreError};
use lyceum_school::audit::Actor;
use lyceum_school::{accounts, passwords};

use super::database::{open_database, open_database_with_cache, DatabaseArgs};
use super::passwords::BcryptArgs;

/// The SQLite page cache of `seed-demo`'s pool, in megabytes (its one connection gets an
/// eighth, and fills it only as it writes).
const SEED_CACHE_MB: u32 = 256;

/// The options of `create-admin`.
#[derive(Debug, Args)]
pub(super) struct CreateAdminArgs {
    /// Email the administrator signs in with.
    #[arg(long)]
    email: String,
    /// Password, at least 8 characters.
    #[arg(long)]
    password: String,
    #[command(flatten)]
    bcrypt: BcryptArgs,
    #[command(flatten)]
    database: DatabaseArgs,
}

/// The options of `seed-demo`.
#[derive(Debug, Args)]
pub(super) struct SeedDemoArgs {
    /// Number of students (student1@demo.lyceum.test, ...).
    #[arg(long, default_value_t = 40)]
    students: usize,
    /// How many of those students, the last ones, get no section (to try the add-student picker).
    #[arg(long, default_value_t = 0)]
    unplaced: usize,
    /// Number of teachers (teacher1@demo.lyceum.test, ...).
    #[arg(long, default_value_t = 8)]
    teachers: usize,
    /// Number of sections, spread over six grade levels.
    #[arg(long, default_value_t = 6)]
    sections: usize,
    /// Password of every demo account.
    #[arg(long, default_value = "demo-pass-123")]
    password: String,
    /// The cost of that password's hash: load tests that sign in thousands of demo users ask
    /// for 4.
    #[command(flatten)]
    bcrypt: BcryptArgs,
    /// Also take every register of the term before the current one, whole (the attendance
    /// benchmark reads a full term); by default only the current term's so far.
    #[arg(long)]
    previous_term: bool,
    /// Each subject once a week (the benchmarks' school, as their recorded runs had it); by
    /// default every subject meets every school day when there are no more sections than
    /// teachers, else once a week.
    #[arg(long)]
    weekly_lessons: bool,
    /// Add the demo school even though the database already holds school data.
    #[arg(long)]
    force: bool,
    #[command(flatten)]
    database: DatabaseArgs,
}

/// Creates the administrator `args` describes.
pub(super) fn create_admin(args: CreateAdminArgs) -> Result<(), String> {
    let email = Email::parse(&args.email).map_err(|e| e.message)?;
    let password =
        NewPassword::parse_field("password", &args.password).map_err(|e| format!("password: {}", e.message))?;
    let db = open_database(&args.database)?;
    let hash = passwords::hash(password.expose(), args.bcrypt.cost).map_err(|e| e.to_string())?;
    let mut conn = db.conn().map_err(|e| e.to_string())?;
    match accounts::create_staff(&mut conn, &Actor::CommandLine, Role::Admin, &email, &hash, false) {
        Ok(_) => {
            println!("Administrator {email} created.");
            Ok(())
        }
        Err(StoreError::Duplicate) => Err(format!("the email {email} is already used by another account")),
        Err(error) => Err(error.to_string()),
    }
}

/// Adds the demo school `args` describes.
pub(super) fn seed_demo(args: SeedDemoArgs) -> Result<(), String> {
    let password =
        NewPassword::parse_field("password", &args.password).map_err(|e| format!("password: {}", e.message))?;
    if args.unplaced > args.students {
        return Err(format!("--unplaced {} is more than the {} students to make", args.unplaced, args.students));
    }
    // The demo is written in a few large transactions; a larger page cache than a server's keeps
    // them from spilling pages to the log before they commit, which made seeding 50,000 students
    // with their registers a fifth to a third faster.
    let cache = SqliteCache::megabytes(SEED_CACHE_MB)?;
    let db = open_database_with_cache(&args.database, cache)?;
    let mut conn = db.conn().map_err(|e| e.to_string())?;
    if !args.force && !seed::is_empty(&mut conn).map_err(|e| e.to_string())? {
        return Err("the database already holds school data; pass --force to add a demo school anyway".into());
    }
    let plan = DemoPlan {
        teachers: args.teachers,
        students: args.students,
        unplaced: args.unplaced,
        sections: args.sections,
        daily_lessons: !args.weekly_lessons && args.sections <= args.teachers,
        password_hash: passwords::hash(password.expose(), args.bcrypt.cost).map_err(|e| e.to_string())?,
    };
    let summary = seed::seed_demo(&mut conn, &plan).map_err(|e| match e {
        StoreError::Duplicate => "demo accounts already exist in this database".to_owned(),
        other => other.to_string(),
    })?;
    let today = chrono::Utc::now().date_naive();
    let year =
        school_years::demo::seed_demo_year(&mut conn, today).map_err(|e| format!("the demo school year: {e}"))?;
    let attendance = attendance::demo::seed_demo_attendance(&mut conn, &year, today, args.previous_term)
        .map_err(|e| format!("the demo registers: {e}"))?;
    let graded =
        grades::demo::seed_demo_grades(&mut conn, &year, today).map_err(|e| format!("the demo grades: {e}"))?;
    let classwork = lyceum_persistence::classwork_demo::seed_demo_classwork(&mut conn, &year, today)
        .map_err(|e| format!("the demo classwork: {e}"))?;
    let handed_in = lyceum_persistence::classwork_work_demo::seed_demo_work(&mut conn, chrono::Utc::now().naive_utc())
        .map_err(|e| format!("the demo students' work: {e}"))?;
    let announced = lyceum_persistence::announcements_demo::seed_demo_announcements(&mut conn, today)
        .map_err(|e| format!("the demo announcements: {e}"))?;
    let family = guardians::demo::seed_demo_guardians(&mut conn, &plan.password_hash)
        .map_err(|e| format!("the demo guardians: {e}"))?;
    let notes = attendance::demo_notes::seed_demo_absence_notes(&mut conn, today)
        .map_err(|e| format!("the demo absence notes: {e}"))?;
    let alerted = guardians::demo_alerts::seed_demo_alerts(&mut conn, &year, today)
        .map_err(|e| format!("the demo guardian alerts: {e}"))?;
    let messaged = guardians::demo_messages::seed_demo_messages(&mut conn, today)
        .map_err(|e| format!("the demo guardian messages: {e}"))?;
    let feed = lyceum_persistence::demo_feed::seed_demo_feed(&mut conn, today)
        .map_err(|e| format!("the demo news, newsletters and messages: {e}"))?;
    let learners = lyceum_persistence::learners::demo::seed_demo_learners(&mut conn)
        .map_err(|e| format!("the demo learner records: {e}"))?;
    let year_before = lyceum_persistence::learners::demo::seed_demo_enrolments(&mut conn, &year)
        .map_err(|e| format!("the demo enrolments: {e}"))?;
    let departed = lyceum_persistence::learners::demo::seed_demo_departures(&mut conn, &year, today)
        .map_err(|e| format!("the demo transfers: {e}"))?;
    let fees = super::demo_fees::seed_demo_fees(&mut conn, &year, today, &plan.password_hash)
        .map_err(|e| format!("the demo fees: {e}"))?;
    let phones = lyceum_persistence::sessions::demo::seed_demo_sessions(&mut conn, lyceum_persistence::now())
        .map_err(|e| format!("the demo sessions: {e}"))?;
    let principal = super::demo_second_step::seed_demo_second_step(&mut conn, &plan.password_hash)?;
    println!(
        "Demo school created: {} teachers, {} sections, {} subjects, {} students ({} without a section).",
        summary.teachers, summary.sections, summary.subjects, summary.students, summary.unplaced
    );
    println!(
        "Current school year: {} ({} terms, {} no-school days).",
        year.year.name,
        year.terms.len(),
        year.no_school_days.len()
    );
    println!(
        "Attendance: {} registers taken on {} school days of the {} ({} marks other than present, {} excuses).",
        attendance.registers,
        attendance.days,
        if args.previous_term { "previous and current terms" } else { "current term" },
        attendance.marks,
        attendance.excuses
    );
    println!(
        "Grades: {} assessments and {} scores in {} terms ({} published).",
        graded.assessments, graded.scores, graded.terms, graded.published
    );
    println!(
        "Classwork: {} pieces in the current term, {} of them graded in the gradebook; {handed_in} handed in.",
        classwork.0, classwork.1
    );
    println!("Announcements: {announced}, from each adviser to their section's students and guardians.");
    println!(
        "Guardians: {} accounts linked to their children ({} links; {} with two children).",
        family.guardians, family.links, family.with_two_children
    );
    println!("Absence notes: {notes} written by the demo guardians.");
    println!(
        "Guardian alerts: {} to {} guardians about {} children's absences and lates ({} seen, {} with a reply).",
        alerted.alerts, alerted.guardians, alerted.children, alerted.seen, alerted.replied
    );
    println!(
        "Guardian messages: {} in {} conversations with their children's teachers.",
        messaged.messages, messaged.conversations
    );
    println!(
        "News and newsletters: {} posts, {} newsletters or memos; student1 has a {}-message conversation with a teacher.",
        feed.news, feed.newsletters, feed.messages
    );
    println!(
        "Learner records: {learners} with an LRN and sex; {} still without (as the forms' warnings show).",
        summary.students - learners
    );
    println!(
        "Enrolment: every placed student in {}; {year_before} of them in the year before; {departed} left this year (archived).",
        year.year.name
    );
    println!(
        "Fees: {} levels' schedules; {} learners assessed; {} official receipts; {} accounts overdue; {} reminders sent.",
        fees.levels, fees.assessed, fees.receipts, fees.overdue, fees.reminders
    );
    println!("Where you're signed in: {phones} demo accounts already signed in on a phone.");
    println!("Suggested sign-ins, each with the password you chose:");
    println!("  Administrators at /admin: the account `lyceum create-admin` made.");
    println!(
        "  With two-step sign-in, at /admin: {}; then the code of an authenticator app given the setup key {} \
         (after its first 30 seconds), or the recovery code {} (once).",
        principal.email, principal.key, principal.recovery_code
    );
    println!("  Cashiers at /admin (Fees only): cashier1@{}.", seed::DEMO_DOMAIN);
    println!("  Teachers at /teacher: teacher1@{}.", seed::DEMO_DOMAIN);
    println!("  Students at /: student1@{}.", seed::DEMO_DOMAIN);
    println!("  Guardians at /guardian: parent1@{}.", seed::DEMO_DOMAIN);
    Ok(())
}
