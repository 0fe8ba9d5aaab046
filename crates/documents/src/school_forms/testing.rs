//! A written form read back: each filled cell's text by its reference ("B8"), as a spreadsheet
//! program shows it, for tests of the forms.

use std::collections::BTreeMap;
use std::io::{Cursor, Read};

/// Every filled cell of the first sheet: reference ("B8") → text or number as written.
pub fn cells(xlsx: &[u8]) -> BTreeMap<String, String> {
    let mut archive = zip::ZipArchive::new(Cursor::new(xlsx)).expect("an xlsx file is a zip");
    let mut read = |name: &str| {
        let mut text = String::new();
        archive.by_name(name).expect(name).read_to_string(&mut text).expect("utf-8");
        text
    };
    let shared: Vec<String> = read("xl/sharedStrings.xml")
        .split("<si>")
        .skip(1)
        .map(|item| {
            let inner = item.split("</si>").next().unwrap_or_default();
            let start = inner.find('>').map_or(0, |at| at + 1);
            unescape(inner[start..].split("</t>").next().unwrap_or_default())
        })
        .collect();
    let sheet = read("xl/worksheets/sheet1.xml");
    let mut found = BTreeMap::new();
    for cell in sheet.split("<c r=\"").skip(1) {
        let reference = cell.split('"').next().unwrap_or_default().to_owned();
        let Some(value) = cell.split("<v>").nth(1).and_then(|v| v.split("</v>").next()) else { continue };
        let head = cell.split('>').next().unwrap_or_default();
        let text =
            if head.contains("t=\"s\"") { shared[value.parse::<usize>().unwrap()].clone() } else { value.to_owned() };
        found.insert(reference, text);
    }
    found
}

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&apos;", "'").replace("&amp;", "&")
}
