//! A teacher's account fields as the admin forms send them, and the rules the server checks
//! them by, the same as the forms show beside each field.

use chrono::NaiveDate;

use crate::email::Email;
use crate::error::FieldErrors;
use crate::link::WebLink;
use crate::person::{birthdate, optional_text, required_text, Phone, MAX_ADDRESS_LEN, MAX_NAME_LEN};

/// The raw fields of the create and edit teacher forms.
#[derive(Debug, Clone, Default)]
pub struct TeacherInput {
    /// Given name (required).
    pub first_name: String,
    /// Middle name (optional).
    pub middle_name: Option<String>,
    /// Family name (required).
    pub last_name: String,
    /// Phone number (required, digits).
    pub phone: String,
    /// Sign-in email (required).
    pub email: String,
    /// Date of birth, `YYYY-MM-DD` (required).
    pub birthdate: String,
    /// Home address (required).
    pub address: String,
    /// Video-meeting link (optional, http or https).
    pub zoom_link: Option<String>,
    /// Video-meeting id (optional).
    pub zoom_id: Option<String>,
    /// Video-meeting password (optional).
    pub zoom_password: Option<String>,
}

/// A teacher's fields once every rule holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeacherFields {
    /// Given name.
    pub first_name: String,
    /// Middle name.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Phone digits.
    pub phone: Phone,
    /// Sign-in email, normalised.
    pub email: Email,
    /// Date of birth.
    pub birthdate: NaiveDate,
    /// Home address.
    pub address: String,
    /// Video-meeting link.
    pub zoom_link: Option<String>,
    /// Video-meeting id.
    pub zoom_id: Option<String>,
    /// Video-meeting password.
    pub zoom_password: Option<String>,
}

impl TeacherInput {
    /// Checks every field, collecting all broken rules.
    pub fn validate(&self, today: NaiveDate) -> Result<TeacherFields, FieldErrors> {
        let mut errors = FieldErrors::new();
        let first_name = errors.check(required_text("first_name", "first name", &self.first_name, MAX_NAME_LEN));
        let middle_name = errors.check(optional_text("middle_name", self.middle_name.as_deref(), MAX_NAME_LEN));
        let last_name = errors.check(required_text("last_name", "last name", &self.last_name, MAX_NAME_LEN));
        let phone = errors.check(Phone::parse_field("phone", &self.phone));
        let email = errors.check(Email::parse(&self.email));
        let birthdate = errors.check(birthdate("birthdate", &self.birthdate, today));
        let address = errors.check(required_text("address", "home address", &self.address, MAX_ADDRESS_LEN));
        let zoom_link = match self.zoom_link.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
            None => Some(None),
            Some(link) => errors.check(WebLink::parse_field("zoom_link", link)).map(|l| Some(l.as_str().to_owned())),
        };
        let zoom_id = errors.check(optional_text("zoom_id", self.zoom_id.as_deref(), MAX_NAME_LEN));
        let zoom_password = errors.check(optional_text("zoom_password", self.zoom_password.as_deref(), MAX_NAME_LEN));
        match (first_name, middle_name, last_name, phone, email, birthdate, address, zoom_link, zoom_id, zoom_password)
        {
            (
                Some(first_name),
                Some(middle_name),
                Some(last_name),
                Some(phone),
                Some(email),
                Some(birthdate),
                Some(address),
                Some(zoom_link),
                Some(zoom_id),
                Some(zoom_password),
            ) if errors.is_empty() => Ok(TeacherFields {
                first_name,
                middle_name,
                last_name,
                phone,
                email,
                birthdate,
                address,
                zoom_link,
                zoom_id,
                zoom_password,
            }),
            _ => Err(errors),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 22).unwrap()
    }

    fn maria() -> TeacherInput {
        TeacherInput {
            first_name: "Maria".into(),
            last_name: "Santos".into(),
            phone: "09171234567".into(),
            email: "Maria@School.edu".into(),
            birthdate: "1985-03-07".into(),
            address: "1 Mabini St".into(),
            ..TeacherInput::default()
        }
    }

    #[test]
    fn a_complete_form_is_accepted_and_zoom_fields_are_optional() {
        let fields = maria().validate(today()).unwrap();
        assert_eq!(fields.email.as_str(), "maria@school.edu");
        assert_eq!(fields.zoom_link, None);
        let with_zoom = TeacherInput { zoom_link: Some("https://zoom.us/j/1".into()), ..maria() };
        assert_eq!(with_zoom.validate(today()).unwrap().zoom_link.as_deref(), Some("https://zoom.us/j/1"));
    }

    #[test]
    fn every_missing_required_field_is_named() {
        let errors = TeacherInput::default().validate(today()).unwrap_err();
        for field in ["first_name", "last_name", "phone", "email", "birthdate", "address"] {
            assert!(errors.fields().contains_key(field), "{field} not reported");
        }
        assert!(!errors.fields().contains_key("middle_name"));
    }

    #[test]
    fn a_javascript_zoom_link_is_refused() {
        let input = TeacherInput { zoom_link: Some("javascript:alert(1)".into()), ..maria() };
        assert!(input.validate(today()).unwrap_err().fields().contains_key("zoom_link"));
    }
}
