//! The create and edit teacher forms as the API receives them (`first_name`, `zoom_link`, ...).
//! The photo (`image`) is the web layer's: it checks the stored file.

use lyceum_domain::TeacherInput;
use lyceum_persistence::teachers::Teacher;
use serde::Deserialize;

use crate::student_forms::changes;

/// The teacher fields of `create-teacher` and `update-teacher`; missing text fields read as
/// blank so the rules can name them.
#[derive(Debug, Default, Deserialize)]
pub struct TeacherPayload {
    /// The teacher edited (`update-teacher` only).
    #[serde(default)]
    pub id: Option<String>,
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    middle_name: Option<String>,
    #[serde(default)]
    last_name: String,
    /// The phone number, which a teacher may change themselves.
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    email: String,
    /// The starting password (`create-teacher`); the server's default when left out.
    #[serde(default)]
    pub password: Option<String>,
    #[serde(default)]
    birthdate: String,
    #[serde(default)]
    address: String,
    #[serde(default)]
    zoom_link: Option<String>,
    #[serde(default)]
    zoom_id: Option<String>,
    #[serde(default)]
    zoom_password: Option<String>,
}

impl TeacherPayload {
    /// True when the form changes anything but the phone number and photo of `current`.
    pub fn changes_more_than_contact(&self, current: &Teacher) -> bool {
        let email = self.email.to_lowercase();
        let birthdate = current.birthdate.format("%Y-%m-%d").to_string();
        changes(Some(&self.first_name), Some(&current.first_name))
            || changes(self.middle_name.as_deref(), current.middle_name.as_deref())
            || changes(Some(&self.last_name), Some(&current.last_name))
            || changes(Some(&email), Some(&current.email))
            || changes(Some(&self.birthdate), Some(&birthdate))
            || changes(Some(&self.address), Some(&current.address))
            || changes(self.zoom_link.as_deref(), current.zoom_link.as_deref())
            || changes(self.zoom_id.as_deref(), current.zoom_id.as_deref())
            || changes(self.zoom_password.as_deref(), current.zoom_password.as_deref())
            || changes(self.password.as_deref(), None)
    }

    /// The fields, for the form's rules.
    pub fn input(&self) -> TeacherInput {
        TeacherInput {
            first_name: self.first_name.clone(),
            middle_name: self.middle_name.clone(),
            last_name: self.last_name.clone(),
            phone: self.phone.clone(),
            email: self.email.clone(),
            birthdate: self.birthdate.clone(),
            address: self.address.clone(),
            zoom_link: self.zoom_link.clone(),
            zoom_id: self.zoom_id.clone(),
            zoom_password: self.zoom_password.clone(),
        }
    }
}
