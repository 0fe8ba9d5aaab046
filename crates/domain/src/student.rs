//! A student's account fields as the admin forms send them, and the rules the server checks
//! them by, the same as the forms show beside each field: the create form leaves the parent's
//! email and phone optional, the edit form requires them.

use chrono::NaiveDate;

use crate::email::Email;
use crate::error::FieldErrors;
use crate::person::{birthdate, optional_text, required_text, Phone, MAX_ADDRESS_LEN, MAX_NAME_LEN};

/// Which form the fields come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StudentForm {
    /// 'Create account for student'.
    Create,
    /// The edit student form.
    Edit,
}

/// The raw fields of the create and edit student forms, named as the API's payload.
#[derive(Debug, Clone, Default)]
pub struct StudentInput {
    /// Given name.
    pub first_name: String,
    /// Middle name.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Sign-in email.
    pub email: String,
    /// Home address.
    pub address: String,
    /// Date of birth, `YYYY-MM-DD`.
    pub birthdate: String,
    /// Parent or guardian's given name.
    pub parent_first_name: String,
    /// Parent or guardian's middle name.
    pub parent_middle_name: Option<String>,
    /// Parent or guardian's family name.
    pub parent_last_name: String,
    /// Parent or guardian's email.
    pub parent_email: Option<String>,
    /// Parent or guardian's phone.
    pub parent_phone: Option<String>,
    /// How the parent or guardian is related to the student.
    pub relationship: String,
}

/// A student's fields once every rule holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentFields {
    /// Given name.
    pub first_name: String,
    /// Middle name.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Sign-in email, normalised.
    pub email: Email,
    /// Home address.
    pub address: String,
    /// Date of birth.
    pub birthdate: NaiveDate,
    /// Parent or guardian's given name.
    pub parent_first_name: String,
    /// Parent or guardian's middle name.
    pub parent_middle_name: Option<String>,
    /// Parent or guardian's family name.
    pub parent_last_name: String,
    /// Parent or guardian's email.
    pub parent_email: Option<Email>,
    /// Parent or guardian's phone.
    pub parent_phone: Option<Phone>,
    /// How the parent or guardian is related to the student.
    pub relationship: String,
}

impl StudentInput {
    /// Checks every field for `form`, collecting all broken rules. Errors name the payload's
    /// fields (`parent_fName`, `phone`, ...).
    pub fn validate(&self, form: StudentForm, today: NaiveDate) -> Result<StudentFields, FieldErrors> {
        let mut errors = FieldErrors::new();
        let first_name = errors.check(required_text("first_name", "first name", &self.first_name, MAX_NAME_LEN));
        let middle_name = errors.check(optional_text("middle_name", self.middle_name.as_deref(), MAX_NAME_LEN));
        let last_name = errors.check(required_text("last_name", "last name", &self.last_name, MAX_NAME_LEN));
        let email = errors.check(Email::parse(&self.email));
        let address = errors.check(required_text("address", "home address", &self.address, MAX_ADDRESS_LEN));
        let birthdate = errors.check(birthdate("birthdate", &self.birthdate, today));
        let parent_first_name = errors.check(required_text(
            "parent_fName",
            "parent or guardian's first name",
            &self.parent_first_name,
            MAX_NAME_LEN,
        ));
        let parent_middle_name =
            errors.check(optional_text("parent_mName", self.parent_middle_name.as_deref(), MAX_NAME_LEN));
        let parent_last_name = errors.check(required_text(
            "parent_lName",
            "parent or guardian's last name",
            &self.parent_last_name,
            MAX_NAME_LEN,
        ));
        let relationship =
            errors.check(required_text("relationship", "relationship", &self.relationship, MAX_NAME_LEN));
        let blank = |value: &Option<String>| value.as_deref().map(str::trim).is_none_or(str::is_empty);
        let parent_email = if blank(&self.parent_email) && form == StudentForm::Create {
            Some(None)
        } else {
            errors.check(Email::parse_field("parent_email", self.parent_email.as_deref().unwrap_or_default())).map(Some)
        };
        let parent_phone = if blank(&self.parent_phone) && form == StudentForm::Create {
            Some(None)
        } else {
            errors.check(Phone::parse_field("phone", self.parent_phone.as_deref().unwrap_or_default())).map(Some)
        };
        if !errors.is_empty() {
            return Err(errors);
        }
        match (
            first_name,
            middle_name,
            last_name,
            email,
            address,
            birthdate,
            parent_first_name,
            parent_middle_name,
            parent_last_name,
            relationship,
            parent_email,
            parent_phone,
        ) {
            (
                Some(first_name),
                Some(middle_name),
                Some(last_name),
                Some(email),
                Some(address),
                Some(birthdate),
                Some(parent_first_name),
                Some(parent_middle_name),
                Some(parent_last_name),
                Some(relationship),
                Some(parent_email),
                Some(parent_phone),
            ) => Ok(StudentFields {
                first_name,
                middle_name,
                last_name,
                email,
                address,
                birthdate,
                parent_first_name,
                parent_middle_name,
                parent_last_name,
                parent_email,
                parent_phone,
                relationship,
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

    fn juan() -> StudentInput {
        StudentInput {
            first_name: "Juan".into(),
            last_name: "Dela Cruz".into(),
            email: "juan@school.edu".into(),
            address: "1 Rizal Ave".into(),
            birthdate: "2010-06-15".into(),
            parent_first_name: "Teresa".into(),
            parent_last_name: "Dela Cruz".into(),
            relationship: "Mother".into(),
            ..StudentInput::default()
        }
    }

    #[test]
    fn the_create_form_leaves_parent_email_and_phone_optional() {
        let fields = juan().validate(StudentForm::Create, today()).unwrap();
        assert_eq!((fields.parent_email, fields.parent_phone), (None, None));
    }

    #[test]
    fn the_edit_form_requires_parent_email_and_phone() {
        let errors = juan().validate(StudentForm::Edit, today()).unwrap_err();
        assert!(errors.fields().contains_key("parent_email"));
        assert!(errors.fields().contains_key("phone"));
        let complete = StudentInput {
            parent_email: Some("teresa@home.ph".into()),
            parent_phone: Some("09181234567".into()),
            ..juan()
        };
        assert!(complete.validate(StudentForm::Edit, today()).is_ok());
    }

    #[test]
    fn required_fields_are_named_with_the_payload_names() {
        let errors = StudentInput::default().validate(StudentForm::Create, today()).unwrap_err();
        for field in
            ["first_name", "last_name", "email", "address", "birthdate", "parent_fName", "parent_lName", "relationship"]
        {
            assert!(errors.fields().contains_key(field), "{field}");
        }
        let bad = StudentInput { parent_email: Some("nope".into()), parent_phone: Some("abc".into()), ..juan() };
        let errors = bad.validate(StudentForm::Create, today()).unwrap_err();
        assert!(errors.fields().contains_key("parent_email") && errors.fields().contains_key("phone"));
    }
}
