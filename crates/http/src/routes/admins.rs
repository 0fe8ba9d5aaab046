//! `/api/admins/*`: administrator routes (and the few the spec shares with other roles).
//! Each area registers its own calls; the role each admits is in its handler's `Signed<...>`.

use actix_web::web;
use lyceum_domain::Role;

use super::account::login_as;

/// Registers the administrator routes.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/login").post(login_as(Role::Admin)))
        .configure(super::default_password::routes)
        .configure(super::password_reset::routes)
        .configure(super::audit_log::routes)
        .configure(super::teacher_accounts::routes)
        .configure(super::student_accounts::routes)
        .configure(super::imports::routes)
        .configure(super::classes::routes)
        .configure(super::news::routes)
        .configure(super::newsletters::routes);
}
