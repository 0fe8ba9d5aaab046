//! The create and edit student forms as the API receives them, with the field names the API
//! contract fixes (`parent_fName`, `sectionID`, ...) and the learner's record beside them
//! (`lrn`, `sex`, ...). The photo (`image`) is the web layer's: it checks the stored file.

use chrono::NaiveDate;
use lyceum_domain::learner::{LearnerFields, LearnerInput};
use lyceum_domain::{FieldErrors, Id, StudentFields, StudentForm, StudentInput, ValidationError};
use lyceum_persistence::students::{self, Placement, StudentProfile, StudentWriteError, NOT_OF_CATEGORY, NOT_OF_LEVEL};
use lyceum_persistence::Conn;
use serde::Deserialize;

/// The student fields of `create-student` and `update-student`. A learner field left out of an
/// edit keeps its stored value (forms written before the field existed); sent blank, it clears.
#[derive(Debug, Default, Deserialize)]
#[allow(non_snake_case)]
pub struct StudentPayload {
    /// The student edited (`update-student` only).
    #[serde(default)]
    pub id: Option<String>,
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    middle_name: Option<String>,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    address: String,
    /// The starting password (`create-student`); the server's default when left out.
    #[serde(default)]
    pub password: Option<String>,
    #[serde(default)]
    birthdate: String,
    #[serde(default)]
    parent_fName: String,
    #[serde(default)]
    parent_mName: Option<String>,
    #[serde(default)]
    parent_lName: String,
    #[serde(default)]
    parent_email: Option<String>,
    #[serde(default)]
    phone: Option<String>,
    #[serde(default)]
    relationship: String,
    #[serde(default)]
    categoryID: Option<String>,
    #[serde(default)]
    levelID: Option<String>,
    #[serde(default)]
    sectionID: Option<String>,
    #[serde(default)]
    lrn: Option<String>,
    #[serde(default)]
    sex: Option<String>,
    #[serde(default)]
    mother_tongue: Option<String>,
    #[serde(default)]
    religion: Option<String>,
    #[serde(default)]
    ip_group: Option<String>,
    #[serde(default)]
    father_name: Option<String>,
    #[serde(default)]
    mother_name: Option<String>,
    #[serde(default)]
    remarks: Option<String>,
}

/// True when a form sent a non-blank value other than the stored one (a blank or missing field
/// of a photo-only update leaves the value alone).
pub fn changes(sent: Option<&str>, stored: Option<&str>) -> bool {
    match sent.map(str::trim).filter(|sent| !sent.is_empty()) {
        None => false,
        Some(sent) => Some(sent) != stored.map(str::trim),
    }
}

/// The id `raw` names, or `not_found` when it cannot be an id (no record has such an id).
fn id_or<E>(raw: &str, not_found: impl FnOnce() -> E) -> Result<String, E> {
    Id::parse(raw).map(Id::into_string).ok_or_else(not_found)
}

impl StudentPayload {
    /// True when the form changes anything but the photo of `current`: the account's fields,
    /// the placement, a password, or any learner field sent with a value.
    pub fn changes_more_than_photo(&self, current: &StudentProfile) -> bool {
        let email = self.email.to_lowercase();
        let birthdate = current.birthdate.format("%Y-%m-%d").to_string();
        let learner = self.learner();
        let sets_learner = [
            &learner.lrn,
            &learner.sex,
            &learner.mother_tongue,
            &learner.religion,
            &learner.ip_group,
            &learner.father_name,
            &learner.mother_name,
            &learner.remarks,
        ]
        .iter()
        .any(|sent| changes(sent.as_deref(), None));
        changes(Some(&self.first_name), Some(&current.first_name))
            || changes(self.middle_name.as_deref(), current.middle_name.as_deref())
            || changes(Some(&self.last_name), Some(&current.last_name))
            || changes(Some(&email), Some(&current.email))
            || changes(Some(&self.address), Some(&current.address))
            || changes(Some(&self.birthdate), Some(&birthdate))
            || changes(Some(&self.parent_fName), Some(&current.parent_first_name))
            || changes(self.parent_mName.as_deref(), current.parent_middle_name.as_deref())
            || changes(Some(&self.parent_lName), Some(&current.parent_last_name))
            || changes(self.parent_email.as_deref(), current.parent_email.as_deref())
            || changes(self.phone.as_deref(), current.parent_phone.as_deref())
            || changes(Some(&self.relationship), Some(&current.parent_relationship))
            || changes(self.categoryID.as_deref(), current.category_id.as_deref())
            || changes(self.levelID.as_deref(), current.level_id.as_deref())
            || changes(self.sectionID.as_deref(), current.section_id.as_deref())
            || changes(self.password.as_deref(), None)
            || sets_learner
    }

    /// The account's fields, for the create or edit form's rules.
    pub fn input(&self) -> StudentInput {
        StudentInput {
            first_name: self.first_name.clone(),
            middle_name: self.middle_name.clone(),
            last_name: self.last_name.clone(),
            email: self.email.clone(),
            address: self.address.clone(),
            birthdate: self.birthdate.clone(),
            parent_first_name: self.parent_fName.clone(),
            parent_middle_name: self.parent_mName.clone(),
            parent_last_name: self.parent_lName.clone(),
            parent_email: self.parent_email.clone(),
            parent_phone: self.phone.clone(),
            relationship: self.relationship.clone(),
        }
    }

    /// The account's fields by `form`'s rules and the learner's sent, every broken rule of both
    /// at once.
    pub fn checked(&self, form: StudentForm, today: NaiveDate) -> Result<(StudentFields, LearnerFields), FieldErrors> {
        match (self.input().validate(form, today), self.learner().validate()) {
            (Ok(account), Ok(learner)) => Ok((account, learner)),
            (account, learner) => {
                let mut errors = FieldErrors::new();
                for broken in [account.err(), learner.err()].into_iter().flatten() {
                    for (field, message) in broken.fields() {
                        errors.add(ValidationError::new(field, message.clone()));
                    }
                }
                Err(errors)
            }
        }
    }

    /// The learner's fields as sent (`None` where the form left one out).
    pub fn learner(&self) -> LearnerInput {
        LearnerInput {
            lrn: self.lrn.clone(),
            sex: self.sex.clone(),
            mother_tongue: self.mother_tongue.clone(),
            religion: self.religion.clone(),
            ip_group: self.ip_group.clone(),
            father_name: self.father_name.clone(),
            mother_name: self.mother_name.clone(),
            remarks: self.remarks.clone(),
        }
    }

    /// The chosen section checked against the chosen level and category; none when blank.
    pub fn placement(&self, conn: &mut Conn) -> Result<Option<Placement>, StudentWriteError> {
        let present = |v: &Option<String>| v.as_deref().map(str::trim).filter(|v| !v.is_empty()).map(str::to_owned);
        match present(&self.sectionID) {
            None if present(&self.levelID).is_some() || present(&self.categoryID).is_some() => {
                Err(StudentWriteError::Placement("Choose a section for this level."))
            }
            None => Ok(None),
            Some(section) => {
                // Each id is read as an id (a malformed one names no record) before any query.
                let section = id_or(&section, || StudentWriteError::Placement("This section does not exist."))?;
                let level = present(&self.levelID)
                    .map(|l| id_or(&l, || StudentWriteError::Placement(NOT_OF_LEVEL)))
                    .transpose()?;
                let category = present(&self.categoryID)
                    .map(|c| id_or(&c, || StudentWriteError::Placement(NOT_OF_CATEGORY)))
                    .transpose()?;
                Ok(Some(students::placement(conn, category.as_deref(), level.as_deref(), &section)?))
            }
        }
    }
}
