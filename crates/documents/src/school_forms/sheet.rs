//! The look every School Form shares: its fonts, borders and the title block.

use rust_xlsxwriter::{Format, FormatAlign, FormatBorder, Worksheet, XlsxError};

use super::values::FormSex;

/// The formats of a form: the title, labels, the filled-in values of the head, the column
/// headings, the learners' cells and the totals.
pub(crate) struct Looks {
    pub(crate) title: Format,
    pub(crate) subtitle: Format,
    pub(crate) label: Format,
    pub(crate) value: Format,
    pub(crate) heading: Format,
    pub(crate) cell: Format,
    pub(crate) centred: Format,
    pub(crate) total: Format,
}

impl Looks {
    pub(crate) fn new() -> Looks {
        let base = Format::new().set_font_name("Arial").set_font_size(9);
        let boxed = base.clone().set_border(FormatBorder::Thin).set_align(FormatAlign::VerticalCenter);
        Looks {
            title: base.clone().set_bold().set_font_size(14).set_align(FormatAlign::Center),
            subtitle: base.clone().set_italic().set_align(FormatAlign::Center),
            label: base.clone().set_align(FormatAlign::Right),
            value: base.clone().set_bold().set_border(FormatBorder::Thin),
            heading: boxed.clone().set_bold().set_text_wrap().set_align(FormatAlign::Center),
            cell: boxed.clone(),
            centred: boxed.clone().set_align(FormatAlign::Center),
            total: boxed.set_bold(),
        }
    }
}

/// Writes the form's title over columns `0..=last` with its subtitle below.
pub(crate) fn title(
    sheet: &mut Worksheet,
    looks: &Looks,
    last: u16,
    title: &str,
    subtitle: &str,
) -> Result<(), XlsxError> {
    sheet.merge_range(0, 0, 0, last, title, &looks.title)?;
    sheet.merge_range(1, 0, 1, last, subtitle, &looks.subtitle)?;
    Ok(())
}

/// Writes `label` then its `value` in the head, at `row` from column `col`.
pub(crate) fn labelled(
    sheet: &mut Worksheet,
    looks: &Looks,
    (row, col): (u32, u16),
    label: &str,
    value: &str,
) -> Result<(), XlsxError> {
    sheet.write_string_with_format(row, col, label, &looks.label)?;
    sheet.write_string_with_format(row, col + 1, value, &looks.value)?;
    Ok(())
}

/// Writes the region and the division of the school's head at `row`, `col` ("NCR / Manila").
pub(crate) fn place(
    sheet: &mut Worksheet,
    looks: &Looks,
    at: (u32, u16),
    (region, division): (&str, &str),
) -> Result<(), XlsxError> {
    let both = [region, division].into_iter().filter(|part| !part.is_empty()).collect::<Vec<_>>().join(" / ");
    labelled(sheet, looks, at, "Region / Division", &both)
}

/// The form's groups of learners: the boys, then the girls, then (only when there are any)
/// those whose sex is not recorded, each with the label of its total row.
pub(crate) fn by_sex<T>(learners: &[T], sex: impl Fn(&T) -> Option<FormSex>) -> Vec<(&'static str, Vec<&T>)> {
    let groups =
        [(Some(FormSex::Male), "TOTAL MALE"), (Some(FormSex::Female), "TOTAL FEMALE"), (None, "SEX NOT RECORDED")];
    groups
        .into_iter()
        .map(|(wanted, label)| (label, learners.iter().filter(|learner| sex(learner) == wanted).collect::<Vec<_>>()))
        .filter(|(label, group)| *label != "SEX NOT RECORDED" || !group.is_empty())
        .collect()
}

/// Writes a group's or the form's total: `label` and `count` in the name's and the next column.
pub(crate) fn total(
    sheet: &mut Worksheet,
    looks: &Looks,
    row: u32,
    label: &str,
    count: usize,
) -> Result<(), XlsxError> {
    sheet.write_string_with_format(row, 0, "", &looks.total)?;
    sheet.write_string_with_format(row, 1, label, &looks.total)?;
    sheet.write_number_with_format(row, 2, count as f64, &looks.total)?;
    Ok(())
}
