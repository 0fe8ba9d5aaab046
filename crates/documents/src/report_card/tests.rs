//! The renderer's output read back as bytes: a real PDF, a page per card, the text as written.

use chrono::NaiveDate;

use super::card::*;
use super::pdf::render;

fn card(name: &str, paper: Paper) -> ReportCard {
    let day = |m, d| NaiveDate::from_ymd_opt(2026, m, d).unwrap();
    let terms = ["First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter"]
        .iter()
        .enumerate()
        .map(|(i, name)| CardTerm {
            id: format!("t{i}"),
            name: (*name).to_owned(),
            first_day: day(6 + i as u32, 1),
            last_day: day(6 + i as u32, 28),
        })
        .collect();
    let subject = |name: &str, grades: [u8; 4]| CardSubject {
        name: name.to_owned(),
        grades: grades.iter().map(|g| Some(*g)).collect(),
        final_grade: Some(90),
        descriptor: Some("Outstanding".into()),
        passed: Some(true),
    };
    let month = MonthDays {
        month: "2026-06".into(),
        label: "Jun".into(),
        days: Days { school_days: 20, present: 19, absent: 1 },
    };
    ReportCard {
        school: "Lyceum Academy".into(),
        paper,
        year: YearRef { id: "y".into(), name: "2026-2027".into() },
        student: CardStudent {
            id: "s".into(),
            full_name: name.into(),
            lrn: None,
            section: Some("Rizal".into()),
            level: Some("Grade 7".into()),
            adviser: Some("Maria Santos".into()),
        },
        terms,
        subjects: vec![subject("Mathematics", [90, 91, 89, 90]), subject("Araling Panlipunan", [88, 90, 92, 91])],
        general_average: Some(90),
        descriptor: Some("Outstanding".into()),
        attendance: Attendance { months: vec![month.clone()], totals: month.days },
        comments: vec![CardComment { term: "First Quarter".into(), comment: "Diligent and kind.".into() }],
        scale: vec![ScaleRow { range: "90-100".into(), label: "Outstanding".into() }],
    }
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|window| window == needle)
}

fn count(haystack: &[u8], needle: &[u8]) -> usize {
    haystack.windows(needle.len()).filter(|window| *window == needle).count()
}

#[test]
fn a_section_is_one_pdf_with_a_page_per_student() {
    let cards = [card("Juan Dela Cruz", Paper::A4), card("Ana Reyes", Paper::A4), card("Jose Rizal", Paper::A4)];
    let pdf = render(Paper::A4, "Report cards", &cards);
    assert!(pdf.starts_with(b"%PDF-1."));
    assert!(pdf.trim_ascii_end().ends_with(b"%%EOF"));
    assert_eq!(count(&pdf, b"/Type /Page\n") + count(&pdf, b"/Type /Page "), 3, "one page per student");
    assert!(contains(&pdf, b"/Count 3"));
    for name in ["Juan Dela Cruz", "Ana Reyes", "Jose Rizal"] {
        assert!(contains(&pdf, format!("({name})").as_bytes()), "{name} is text in a content stream");
    }
    assert!(contains(&pdf, b"(Mathematics)"));
    assert!(contains(&pdf, b"(Araling Panlipunan)"));
    assert!(contains(&pdf, b"/BaseFont /Helvetica-Bold"));
    assert!(contains(&pdf, b"/Encoding /WinAnsiEncoding"));
}

#[test]
fn the_page_follows_the_paper_setting() {
    let a4 = render(Paper::A4, "a4", &[card("Ana Reyes", Paper::A4)]);
    assert!(contains(&a4, b"/MediaBox [0 0 595 842]"));
    let letter = render(Paper::Letter, "letter", &[card("Ana Reyes", Paper::Letter)]);
    assert!(contains(&letter, b"/MediaBox [0 0 612 792]"));
}

#[test]
fn an_enye_is_written_in_win_ansi() {
    // A string with a byte past ASCII is written in hex: N i ñ o, space, P e ñ a.
    let pdf = render(Paper::A4, "ñ", &[card("Niño Peña", Paper::A4)]).to_ascii_uppercase();
    assert!(contains(&pdf, b"<4E69F16F205065F161>"));
}

#[test]
fn the_json_follows_the_contract() {
    let json = serde_json::to_value(card("Ana Reyes", Paper::Letter)).unwrap();
    assert_eq!(json["paper"], "letter");
    assert_eq!(json["student"]["full_name"], "Ana Reyes");
    assert_eq!(json["student"]["lrn"], serde_json::Value::Null);
    assert_eq!(json["subjects"][0]["final"], 90);
    assert_eq!(json["generalAverage"], 90);
    assert_eq!(json["attendance"]["months"][0]["schoolDays"], 20);
    assert_eq!(json["attendance"]["totals"]["absent"], 1);
    assert_eq!(json["terms"][0]["firstDay"], "2026-06-01");
    assert_eq!(json["comments"][0]["term"], "First Quarter");
}

/// The lowest baseline of a page's text (the `y` of every `x y Td`).
fn lowest_text(content: &[u8]) -> f32 {
    let text = String::from_utf8_lossy(content);
    let mut lowest = f32::MAX;
    for line in text.lines().filter(|line| line.ends_with(" Td")) {
        let numbers: Vec<f32> = line.split_whitespace().filter_map(|part| part.parse().ok()).collect();
        lowest = lowest.min(numbers[1]);
    }
    lowest
}

#[test]
fn a_card_of_many_subjects_stays_on_its_page() {
    let mut many = card("Ana Reyes", Paper::Letter);
    let first = many.subjects[0].clone();
    many.subjects = (1..=20).map(|n| CardSubject { name: format!("Learning Area {n}"), ..first.clone() }).collect();
    let month = many.attendance.months[0].clone();
    many.attendance.months = vec![month; 10];
    let long = "Reads widely, asks good questions and helps classmates; must hand in work on time. ".repeat(4);
    many.comments = ["First", "Second", "Third", "Fourth"]
        .iter()
        .map(|term| CardComment { term: format!("{term} Quarter"), comment: long.clone() })
        .collect();
    many.scale = (0..5).map(|n| ScaleRow { range: format!("{n}"), label: format!("Level {n}") }).collect();
    let (width, height) = Paper::Letter.size();
    let content = super::layout::Canvas::card(width, height, &many).finish();
    let text = String::from_utf8_lossy(&content);
    assert!(text.contains("(Learning Area 20)"), "every subject is written");
    assert!(lowest_text(&content) >= 36.0, "nothing is written below the bottom margin: {}", lowest_text(&content));

    // A card of two subjects keeps the full-size rows.
    let few = card("Ana Reyes", Paper::Letter);
    let plain = super::layout::Canvas::card(width, height, &few).finish();
    assert!(String::from_utf8_lossy(&plain).contains(" 8.5 Tf"), "full-size table text");
    assert!(!text.contains(" 8.5 Tf"), "the many subjects' tables are written smaller");
}
