//! Report cards as one PDF document, one page per student: [`CardsPdf`] takes the cards one at
//! a time, so a section's document holds its pages' bytes and no more than one card besides.
//!
//! Objects: 1 the catalog, 2 the page tree, 3 and 4 the fonts (Helvetica and Helvetica-Bold,
//! WinAnsiEncoding, not embedded: they are among the standard 14), 5 the document's info, then
//! each page and its content stream. Content streams are left uncompressed: a card's page is a
//! few kilobytes of text operators, and the text stays findable as written.

use pdf_writer::{Finish, Name, Pdf, Rect, Ref, TextStr};

use super::card::{Paper, ReportCard};
use super::fonts::Font;
use super::layout::Canvas;

const CATALOG: Ref = Ref::new(1);
const PAGE_TREE: Ref = Ref::new(2);
const REGULAR: Ref = Ref::new(3);
const BOLD: Ref = Ref::new(4);
const INFO: Ref = Ref::new(5);
/// The first id of the pages' objects (a page and its content stream each).
const FIRST_PAGE: i32 = 6;

/// A document of report cards being written.
pub struct CardsPdf {
    pdf: Pdf,
    /// The pages' width and height, in points.
    size: (f32, f32),
    pages: Vec<Ref>,
}

impl CardsPdf {
    /// A document with no page yet, its pages of `paper`, titled `title`.
    pub fn new(paper: Paper, title: &str) -> CardsPdf {
        CardsPdf::sized(paper.size(), title)
    }

    /// A document with no page yet, its pages `size` (width, height) points, titled `title`.
    pub fn sized(size: (f32, f32), title: &str) -> CardsPdf {
        let mut pdf = Pdf::with_capacity(64 * 1024);
        pdf.catalog(CATALOG).pages(PAGE_TREE);
        for (id, font) in [(REGULAR, Font::Regular), (BOLD, Font::Bold)] {
            pdf.type1_font(id).base_font(Name(font.base_name())).encoding_predefined(Name(b"WinAnsiEncoding"));
        }
        pdf.document_info(INFO).title(TextStr(title)).producer(TextStr("Lyceum"));
        CardsPdf { pdf, size, pages: Vec::new() }
    }

    /// Adds `card` as the next page.
    pub fn add(&mut self, card: &ReportCard) {
        let (width, height) = self.size;
        self.add_page(&Canvas::card(width, height, card).finish());
    }

    /// Adds a page drawn elsewhere (its content stream, in the two fonts of the document).
    pub fn add_page(&mut self, content: &[u8]) {
        let next = FIRST_PAGE + 2 * self.pages.len() as i32;
        let (page_id, content_id) = (Ref::new(next), Ref::new(next + 1));
        let (width, height) = self.size;
        let mut page = self.pdf.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, width, height)).parent(PAGE_TREE).contents(content_id);
        page.resources()
            .fonts()
            .pair(Name(Font::Regular.resource_name()), REGULAR)
            .pair(Name(Font::Bold.resource_name()), BOLD);
        page.finish();
        self.pdf.stream(content_id, content);
        self.pages.push(page_id);
    }

    /// How many pages the document has.
    pub fn pages(&self) -> usize {
        self.pages.len()
    }

    /// The finished document's bytes.
    pub fn finish(mut self) -> Vec<u8> {
        let count = self.pages.len() as i32;
        self.pdf.pages(PAGE_TREE).kids(self.pages.iter().copied()).count(count);
        self.pdf.finish()
    }
}

/// `cards` as one document, a page each.
pub fn render(paper: Paper, title: &str, cards: &[ReportCard]) -> Vec<u8> {
    let mut pdf = CardsPdf::new(paper, title);
    for card in cards {
        pdf.add(card);
    }
    pdf.finish()
}
