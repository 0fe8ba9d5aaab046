//! The two standard fonts report cards are set in, Helvetica and Helvetica-Bold: every PDF
//! reader has them, so nothing is embedded. Text is written in WinAnsiEncoding (one byte per
//! character, Latin-1 plus a few typographic marks), which covers the school's names ("Peña",
//! "Cañete"); a character outside it is written as `?`. The widths are Adobe's AFM metrics of
//! the two fonts, in thousandths of the font size, used to centre, right-align and shorten text.

/// A standard font of the report card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Font {
    /// Helvetica.
    Regular,
    /// Helvetica-Bold.
    Bold,
}

impl Font {
    /// The PostScript name of the font.
    pub fn base_name(self) -> &'static [u8] {
        match self {
            Font::Regular => b"Helvetica",
            Font::Bold => b"Helvetica-Bold",
        }
    }

    /// The name the page's resources give the font.
    pub fn resource_name(self) -> &'static [u8] {
        match self {
            Font::Regular => b"F1",
            Font::Bold => b"F2",
        }
    }

    /// The width of `text` at `size` points.
    pub fn width(self, text: &str, size: f32) -> f32 {
        let thousandths: u32 = text.chars().map(|c| u32::from(self.glyph_width(win_ansi(c)))).sum();
        thousandths as f32 * size / 1000.0
    }

    /// The width of the glyph of a WinAnsi code, in thousandths of the font size.
    fn glyph_width(self, code: u8) -> u16 {
        if code < 32 {
            return 0;
        }
        let table = match self {
            Font::Regular => &HELVETICA,
            Font::Bold => &HELVETICA_BOLD,
        };
        table[usize::from(code - 32)]
    }

    /// `text` shortened with an ellipsis so that it fits `width` points at `size`.
    pub fn fit(self, text: &str, size: f32, width: f32) -> String {
        if self.width(text, size) <= width {
            return text.to_owned();
        }
        let ellipsis = self.width("…", size);
        let mut kept = String::new();
        let mut used = 0.0;
        for c in text.chars() {
            let next = f32::from(self.glyph_width(win_ansi(c))) * size / 1000.0;
            if used + next + ellipsis > width {
                break;
            }
            used += next;
            kept.push(c);
        }
        let mut kept = kept.trim_end().to_owned();
        kept.push('…');
        kept
    }

    /// `text` broken into lines no wider than `width` points at `size`, at spaces (a word
    /// longer than a line is shortened).
    pub fn wrap(self, text: &str, size: f32, width: f32) -> Vec<String> {
        let mut lines: Vec<String> = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let candidate = if line.is_empty() { word.to_owned() } else { format!("{line} {word}") };
            if self.width(&candidate, size) <= width {
                line = candidate;
            } else {
                if !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                }
                line = self.fit(word, size, width);
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
        lines
    }
}

/// `text` in WinAnsiEncoding, as a PDF string holds it.
pub fn encode(text: &str) -> Vec<u8> {
    text.chars().map(win_ansi).collect()
}

/// The WinAnsi code of a character; `?` for one the encoding lacks, a space for a control.
fn win_ansi(c: char) -> u8 {
    match c {
        ' '..='~' => c as u8,
        '\u{a0}'..='\u{ff}' => c as u8,
        '\t' | '\n' | '\r' => b' ',
        _ => WIN_ANSI_EXTRAS.iter().find(|(extra, _)| *extra == c).map_or(b'?', |&(_, code)| code),
    }
}

/// The characters WinAnsi puts in 128 to 159, where Latin-1 has controls.
const WIN_ANSI_EXTRAS: [(char, u8); 27] = [
    ('€', 128),
    ('‚', 130),
    ('ƒ', 131),
    ('„', 132),
    ('…', 133),
    ('†', 134),
    ('‡', 135),
    ('ˆ', 136),
    ('‰', 137),
    ('Š', 138),
    ('‹', 139),
    ('Œ', 140),
    ('Ž', 142),
    ('‘', 145),
    ('’', 146),
    ('“', 147),
    ('”', 148),
    ('•', 149),
    ('–', 150),
    ('—', 151),
    ('˜', 152),
    ('™', 153),
    ('š', 154),
    ('›', 155),
    ('œ', 156),
    ('ž', 158),
    ('Ÿ', 159),
];

/// Helvetica's widths of WinAnsi codes 32 to 255 (0 where the code has no glyph).
#[rustfmt::skip]
const HELVETICA: [u16; 224] = [
    // 32-63: space ! " # $ % & ' ( ) * + , - . / 0-9 : ; < = > ?
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    // 64-95: @ A-Z [ \ ] ^ _
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    // 96-127: ` a-z { | } ~ (127 none)
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0,
    // 128-159
    556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0,
    0, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 667,
    // 160-191
    278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333,
    400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611,
    // 192-223: À-ß
    667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
    722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
    // 224-255: à-ÿ
    556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
];

/// Helvetica-Bold's widths of WinAnsi codes 32 to 255 (0 where the code has no glyph).
#[rustfmt::skip]
const HELVETICA_BOLD: [u16; 224] = [
    // 32-63
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    // 64-95
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    // 96-127
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0,
    // 128-159
    556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0,
    0, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 667,
    // 160-191
    278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333,
    400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611,
    // 192-223
    722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
    722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
    // 224-255
    556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278,
    611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_enye_is_one_win_ansi_byte() {
        assert_eq!(encode("Peña"), vec![b'P', b'e', 0xF1, b'a']);
        assert_eq!(encode("日"), vec![b'?']);
        assert_eq!(encode("–"), vec![150]);
    }

    #[test]
    fn widths_follow_the_metrics() {
        // "Hi": H 722 + i 222 at 10 pt.
        assert!((Font::Regular.width("Hi", 10.0) - 9.44).abs() < 0.001);
        assert!(Font::Bold.width("Hi", 10.0) > Font::Regular.width("Hi", 10.0));
        assert_eq!(Font::Regular.width("ñ", 1000.0), 556.0);
    }

    #[test]
    fn long_text_is_shortened_to_fit() {
        let name = "Technology and Livelihood Education with a very long name";
        let fitted = Font::Regular.fit(name, 10.0, 100.0);
        assert!(fitted.ends_with('…'));
        assert!(Font::Regular.width(&fitted, 10.0) <= 100.0);
        assert_eq!(Font::Regular.fit("Math", 10.0, 100.0), "Math");
    }

    #[test]
    fn comments_wrap_at_spaces() {
        let lines = Font::Regular.wrap("Works hard and helps classmates every day of the term.", 10.0, 120.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|line| Font::Regular.width(line, 10.0) <= 120.0));
    }
}
