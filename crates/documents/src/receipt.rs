//! The official receipt of a payment, as PDF: on an A5 page, or on an 80 mm roll of a thermal
//! printer. A voided receipt keeps its number and prints VOID with the reason.

use crate::report_card::fonts::Font;
use crate::report_card::layout::Canvas;
use crate::report_card::pdf::CardsPdf;

/// The paper a receipt is printed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReceiptPaper {
    /// 148 × 210 mm.
    A5,
    /// An 80 mm roll (72 mm printed), cut after the receipt.
    Roll80,
}

impl ReceiptPaper {
    /// The paper a request names: `80mm` for the roll, A5 for anything else.
    pub fn parse(raw: &str) -> ReceiptPaper {
        if raw.trim().eq_ignore_ascii_case("80mm") {
            ReceiptPaper::Roll80
        } else {
            ReceiptPaper::A5
        }
    }

    /// Width and height in points, the side margin, and the body's text size.
    fn layout(self) -> ((f32, f32), f32, f32) {
        match self {
            ReceiptPaper::A5 => ((420.0, 595.0), 36.0, 10.0),
            ReceiptPaper::Roll80 => ((226.8, 420.0), 10.0, 8.0),
        }
    }
}

/// What a receipt prints; every amount already written for people (`PHP 1,234.50`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Receipt {
    /// The school's name.
    pub school: String,
    /// "000123".
    pub number: String,
    /// "2026-12-06 09:14".
    pub issued: String,
    /// The learner paid for.
    pub learner: String,
    /// Their LRN, when recorded.
    pub lrn: Option<String>,
    /// "Grade 7 - Rizal, 2026-2027".
    pub enrolment: String,
    /// The amount received.
    pub amount: String,
    /// The items it paid, when the cashier chose them: "Books: PHP 3,500.00"; else none (it
    /// paid the oldest amount due).
    pub items: Vec<String>,
    /// "Cash", "Cheque: BDO no. 1234567", "E-wallet, reference 9F3K2".
    pub method: String,
    /// Who received it.
    pub cashier: String,
    /// The reason it was voided, when it was.
    pub void_reason: Option<String>,
}

/// `receipt` as a one-page PDF on `paper`.
pub fn render(paper: ReceiptPaper, receipt: &Receipt) -> Vec<u8> {
    let (size, margin, body) = paper.layout();
    let mut canvas = Canvas::new(size.0, size.1);
    canvas.y = size.1 - margin;
    canvas.heading(Font::Bold, body + 3.0, 4.0, &receipt.school);
    canvas.heading(Font::Bold, body + 2.0, body + 10.0, "OFFICIAL RECEIPT");
    canvas.heading(Font::Bold, body + 1.0, body + 6.0, &format!("No. {}", receipt.number));
    if let Some(reason) = &receipt.void_reason {
        canvas.heading(Font::Bold, body * 3.0, body * 3.0 + 6.0, "VOID");
        canvas.heading(Font::Regular, body, body + 4.0, reason);
    }
    canvas.y -= body;
    let lrn = receipt.lrn.as_deref().unwrap_or("-");
    let mut rows: Vec<(&str, &str)> = vec![
        ("Date", &receipt.issued),
        ("Received from", &receipt.learner),
        ("LRN", lrn),
        ("Enrolment", &receipt.enrolment),
        ("Amount", &receipt.amount),
    ];
    rows.extend(
        receipt.items.iter().enumerate().map(|(index, item)| (if index == 0 { "For" } else { "" }, item.as_str())),
    );
    rows.extend([("Paid by", receipt.method.as_str()), ("Received by", receipt.cashier.as_str())]);
    let label_width = Font::Bold.width("Received from", body) + body;
    let value_width = size.0 - 2.0 * margin - label_width;
    for (label, value) in rows {
        canvas.y -= body + 5.0;
        canvas.text(Font::Bold, body, margin, canvas.y, label);
        let font = if label == "Amount" { Font::Bold } else { Font::Regular };
        canvas.text(font, body, margin + label_width, canvas.y, &font.fit(value, body, value_width));
    }
    canvas.y -= body * 3.0;
    canvas.text(
        Font::Regular,
        body - 1.0,
        margin,
        canvas.y,
        "This is the school's official receipt of the payment above.",
    );
    let mut pdf = CardsPdf::sized(size, &format!("Official receipt {}", receipt.number));
    pdf.add_page(&canvas.finish());
    pdf.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn receipt(void_reason: Option<&str>) -> Receipt {
        Receipt {
            school: "Lyceum Academy".into(),
            number: "000123".into(),
            issued: "2026-12-06 09:14".into(),
            learner: "Juan Dela Cruz".into(),
            lrn: Some("136114260001".into()),
            enrolment: "Grade 7 - Rizal, 2026-2027".into(),
            amount: "PHP 12,500.00".into(),
            items: vec![],
            method: "Cash".into(),
            cashier: "cashier@lyceum.ph".into(),
            void_reason: void_reason.map(str::to_owned),
        }
    }

    fn text_of(pdf: &[u8]) -> String {
        String::from_utf8_lossy(pdf).into_owned()
    }

    #[test]
    fn a_receipt_prints_its_number_learner_and_amount_on_either_paper() {
        for paper in [ReceiptPaper::A5, ReceiptPaper::Roll80] {
            let pdf = render(paper, &receipt(None));
            let text = text_of(&pdf);
            assert!(pdf.starts_with(b"%PDF-"));
            for expected in ["OFFICIAL RECEIPT", "No. 000123", "Juan Dela Cruz", "PHP 12,500.00", "136114260001"] {
                assert!(text.contains(expected), "{paper:?} lacks {expected}");
            }
            assert!(!text.contains("VOID"));
        }
        assert!(text_of(&render(ReceiptPaper::A5, &receipt(None))).contains("/MediaBox [0 0 420 595]"));
        assert!(text_of(&render(ReceiptPaper::Roll80, &receipt(None))).contains("226.8"));
    }

    #[test]
    fn a_voided_receipt_keeps_its_number_and_prints_void_with_the_reason() {
        let text = text_of(&render(ReceiptPaper::A5, &receipt(Some("Wrong learner"))));
        assert!(text.contains("No. 000123"));
        assert!(text.contains("VOID"));
        assert!(text.contains("Wrong learner"));
    }

    #[test]
    fn a_payment_for_chosen_items_prints_each_item_with_its_part() {
        let paid =
            Receipt { items: vec!["Tuition fee: PHP 9,000.00".into(), "Books: PHP 3,500.00".into()], ..receipt(None) };
        for paper in [ReceiptPaper::A5, ReceiptPaper::Roll80] {
            let text = text_of(&render(paper, &paid));
            for expected in ["(For)", "Tuition fee: PHP 9,000.00", "Books: PHP 3,500.00"] {
                assert!(text.contains(expected), "{paper:?} lacks {expected}");
            }
        }
        assert!(!text_of(&render(ReceiptPaper::A5, &receipt(None))).contains("(For)"));
    }

    #[test]
    fn the_paper_is_read_from_the_request() {
        assert_eq!(ReceiptPaper::parse("80mm"), ReceiptPaper::Roll80);
        assert_eq!(ReceiptPaper::parse("a5"), ReceiptPaper::A5);
        assert_eq!(ReceiptPaper::parse("anything"), ReceiptPaper::A5);
    }
}
