//! A subject's group as stored and shown (`languages`, `mathScience`, `mapehTle`), and the
//! group a subject without one falls in, guessed from its name.

use super::scheme::SubjectGroup;

/// Words of a subject's name that put it among mathematics and science.
const MATH_SCIENCE: [&str; 8] =
    ["mathematics", "math", "algebra", "geometry", "science", "biology", "chemistry", "physics"];
/// Words of a subject's name that put it among MAPEH and TLE.
const MAPEH_TLE: [&str; 11] = [
    "mapeh",
    "music",
    "arts",
    "physical education",
    "pe",
    "health",
    "tle",
    "technology",
    "livelihood",
    "home economics",
    "ict",
];

impl SubjectGroup {
    /// The group as stored and sent: `languages`, `mathScience` or `mapehTle`.
    pub const fn as_str(self) -> &'static str {
        match self {
            SubjectGroup::Languages => "languages",
            SubjectGroup::MathScience => "mathScience",
            SubjectGroup::MapehTle => "mapehTle",
        }
    }

    /// The group `text` names, exactly as [`SubjectGroup::as_str`] writes it.
    pub fn parse(text: &str) -> Option<SubjectGroup> {
        SubjectGroup::ALL.into_iter().find(|group| group.as_str() == text)
    }

    /// How the admin screens name the group.
    pub const fn label(self) -> &'static str {
        match self {
            SubjectGroup::Languages => "Languages, AP, EsP",
            SubjectGroup::MathScience => "Mathematics and Science",
            SubjectGroup::MapehTle => "MAPEH and TLE",
        }
    }

    /// The group of a subject: the stored one, else guessed from its name (mathematics, science
    /// and their branches; MAPEH, its parts and TLE; anything else is languages).
    pub fn of_subject(stored: Option<&str>, name: &str) -> SubjectGroup {
        if let Some(group) = stored.and_then(SubjectGroup::parse) {
            return group;
        }
        let name = name.to_lowercase();
        let words: Vec<&str> = name.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
        let has = |term: &str| {
            if term.contains(' ') {
                name.contains(term)
            } else {
                words.contains(&term)
            }
        };
        if MATH_SCIENCE.iter().any(|term| has(term)) {
            SubjectGroup::MathScience
        } else if MAPEH_TLE.iter().any(|term| has(term)) {
            SubjectGroup::MapehTle
        } else {
            SubjectGroup::Languages
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_group_reads_back_as_it_is_written() {
        for group in SubjectGroup::ALL {
            assert_eq!(SubjectGroup::parse(group.as_str()), Some(group));
        }
        assert_eq!(SubjectGroup::parse("math"), None);
    }

    #[test]
    fn a_subject_without_a_group_is_placed_by_its_name() {
        let guess = |name| SubjectGroup::of_subject(None, name);
        assert_eq!(guess("Mathematics"), SubjectGroup::MathScience);
        assert_eq!(guess("General Science 7"), SubjectGroup::MathScience);
        assert_eq!(guess("MAPEH"), SubjectGroup::MapehTle);
        assert_eq!(guess("Physical Education"), SubjectGroup::MapehTle);
        assert_eq!(guess("TLE - Cookery"), SubjectGroup::MapehTle);
        assert_eq!(guess("English"), SubjectGroup::Languages);
        assert_eq!(guess("Araling Panlipunan"), SubjectGroup::Languages);
        assert_eq!(guess("Speech"), SubjectGroup::Languages, "no word of it is 'pe'");
        assert_eq!(SubjectGroup::of_subject(Some("mapehTle"), "English"), SubjectGroup::MapehTle);
    }
}
