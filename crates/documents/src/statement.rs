//! A learner's statement of account, as PDF: every entry of their ledger for a school year with
//! the balance after it, the installments with what has been paid of each, and the balance.
//! A long ledger goes on over further pages.

use crate::report_card::card::Paper;
use crate::report_card::fonts::Font;
use crate::report_card::layout::{Canvas, MARGIN};
use crate::report_card::pdf::CardsPdf;

/// One line of the ledger as printed; amounts already written for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatementLine {
    /// "2026-06-15".
    pub date: String,
    /// "Tuition", "Payment, official receipt 000012 (cash)".
    pub description: String,
    /// "PHP 28,000.00" or "-PHP 5,000.00".
    pub amount: String,
    /// The balance after it.
    pub balance: String,
}

/// One installment as printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatementInstallment {
    /// "2026-08-15".
    pub due_on: String,
    /// Its amount.
    pub amount: String,
    /// What has been paid of it.
    pub paid: String,
    /// "paid", "overdue", …
    pub status: String,
}

/// What a statement prints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Statement {
    /// The school's name.
    pub school: String,
    /// "Juan Dela Cruz".
    pub learner: String,
    /// The LRN, when recorded.
    pub lrn: Option<String>,
    /// "Grade 7 - Rizal, 2026-2027".
    pub enrolment: String,
    /// "2026-12-06".
    pub as_of: String,
    /// The ledger, oldest first.
    pub lines: Vec<StatementLine>,
    /// The installments, in due order.
    pub installments: Vec<StatementInstallment>,
    /// The balance.
    pub balance: String,
}

/// The height of a table row.
const ROW: f32 = 14.0;

/// `statement` as PDF on A4.
pub fn render(statement: &Statement) -> Vec<u8> {
    let (width, height) = Paper::A4.size();
    let inner = width - 2.0 * MARGIN;
    let mut pdf = CardsPdf::sized((width, height), &format!("Statement of account - {}", statement.learner));
    let mut canvas = Canvas::with_rows(width, height, ROW);
    canvas.heading(Font::Bold, 14.0, 14.0, &statement.school);
    canvas.heading(Font::Bold, 12.0, 18.0, "STATEMENT OF ACCOUNT");
    canvas.y -= 22.0;
    let lrn = statement.lrn.as_deref().unwrap_or("-");
    for (label, value) in [
        ("Learner", statement.learner.as_str()),
        ("LRN", lrn),
        ("Enrolment", &statement.enrolment),
        ("As of", &statement.as_of),
    ] {
        canvas.text(Font::Bold, 10.0, MARGIN, canvas.y, label);
        canvas.text(Font::Regular, 10.0, MARGIN + 70.0, canvas.y, &Font::Regular.fit(value, 10.0, inner - 70.0));
        canvas.y -= 14.0;
    }
    canvas.y -= 6.0;
    let columns = [70.0, inner - 70.0 - 180.0, 90.0, 90.0];
    let mut rows = vec![header(&["Date", "Description", "Amount", "Balance"])];
    for line in &statement.lines {
        if canvas.y - ROW * (rows.len() as f32 + 1.0) < MARGIN {
            canvas.table(&columns, &rows);
            pdf.add_page(&std::mem::replace(&mut canvas, Canvas::with_rows(width, height, ROW)).finish());
            canvas.heading(Font::Bold, 10.0, 4.0, &format!("Statement of account - {} (continued)", statement.learner));
            canvas.y -= 10.0;
            rows = vec![header(&["Date", "Description", "Amount", "Balance"])];
        }
        rows.push(vec![line.date.clone(), line.description.clone(), line.amount.clone(), line.balance.clone()]);
    }
    canvas.table(&columns, &rows);
    let installments_height = ROW * (statement.installments.len() as f32 + 1.0) + 60.0;
    if canvas.y - installments_height < MARGIN {
        pdf.add_page(&std::mem::replace(&mut canvas, Canvas::with_rows(width, height, ROW)).finish());
    }
    canvas.y -= 18.0;
    canvas.text(Font::Bold, 11.0, MARGIN, canvas.y, "Installments");
    canvas.y -= 6.0;
    let mut rows = vec![header(&["Due date", "Amount", "Paid", "Status"])];
    rows.extend(
        statement
            .installments
            .iter()
            .map(|i| vec![i.due_on.clone(), i.amount.clone(), i.paid.clone(), i.status.clone()]),
    );
    canvas.table(&[inner / 4.0; 4], &rows);
    canvas.y -= 22.0;
    canvas.text(Font::Bold, 12.0, MARGIN, canvas.y, &format!("Balance: {}", statement.balance));
    pdf.add_page(&canvas.finish());
    pdf.finish()
}

fn header(cells: &[&str]) -> Vec<String> {
    cells.iter().map(|cell| (*cell).to_owned()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn statement(lines: usize) -> Statement {
        Statement {
            school: "Lyceum Academy".into(),
            learner: "Juan Dela Cruz".into(),
            lrn: Some("136114260001".into()),
            enrolment: "Grade 7 - Rizal, 2026-2027".into(),
            as_of: "2026-12-06".into(),
            lines: (0..lines)
                .map(|n| StatementLine {
                    date: "2026-06-15".into(),
                    description: format!("Entry {n}"),
                    amount: "PHP 100.00".into(),
                    balance: format!("PHP {}.00", 100 * (n + 1)),
                })
                .collect(),
            installments: vec![StatementInstallment {
                due_on: "2026-06-15".into(),
                amount: "PHP 35,500.01".into(),
                paid: "PHP 10,000.00".into(),
                status: "overdue".into(),
            }],
            balance: "PHP 25,500.01".into(),
        }
    }

    fn pages(pdf: &[u8]) -> usize {
        String::from_utf8_lossy(pdf)
            .matches("/Type /Page\n")
            .count()
            .max(String::from_utf8_lossy(pdf).matches("/Type /Page ").count())
    }

    #[test]
    fn a_statement_prints_every_entry_the_installments_and_the_balance() {
        let pdf = render(&statement(3));
        let text = String::from_utf8_lossy(&pdf);
        for expected in [
            "STATEMENT OF ACCOUNT",
            "Juan Dela Cruz",
            "136114260001",
            "Entry 2",
            "PHP 300.00",
            "overdue",
            "Balance: PHP 25,500.01",
        ] {
            assert!(text.contains(expected), "lacks {expected}");
        }
    }

    #[test]
    fn a_long_ledger_goes_on_over_further_pages() {
        let short = render(&statement(3));
        let long = render(&statement(120));
        let text = String::from_utf8_lossy(&long);
        assert!(text.contains("Entry 119") && text.contains("(continued)"));
        assert!(pages(&long) > pages(&short), "{} pages against {}", pages(&long), pages(&short));
    }
}
