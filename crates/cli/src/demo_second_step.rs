//! The demo school's two-step sign-in: a second administrator, `principal@` the demo domain,
//! signs in with a one-time code, turned on through the same use cases as the 'Two-step
//! sign-in' dialog (audited as the command line). `seed-demo` prints the setup key, for an
//! authenticator app, and one recovery code, so a newcomer sees the second step at sign-in.

use lyceum_domain::{Email, Role};
use lyceum_persistence::{seed, Conn};
use lyceum_school::audit::Actor;
use lyceum_school::{accounts, second_step};

/// The demo administrator with two-step sign-in, as `seed-demo` tells of them.
pub(super) struct DemoSecondStep {
    /// The administrator's sign-in email.
    pub email: String,
    /// The setup key an authenticator app takes.
    pub key: String,
    /// One of their recovery codes (each signs in once).
    pub recovery_code: String,
}

/// Makes the demo's principal, an administrator on the demo password (hash `password_hash`),
/// and turns on their two-step sign-in.
pub(super) fn seed_demo_second_step(conn: &mut Conn, password_hash: &str) -> Result<DemoSecondStep, String> {
    let email = Email::parse_field("email", &format!("principal@{}", seed::DEMO_DOMAIN)).map_err(|e| e.message)?;
    let actor = Actor::CommandLine;
    let principal = accounts::create_staff(conn, &actor, Role::Admin, &email, password_hash, false)
        .map_err(|e| format!("the demo principal: {e}"))?;
    let now = lyceum_persistence::now();
    let setup = second_step::begin_setup(conn, Role::Admin, &principal.id, now).map_err(|e| e.to_string())?;
    let code = second_step::code_at(&setup.secret, now).ok_or("the demo principal's key is not base32")?;
    let codes = second_step::confirm_setup(conn, &actor, (Role::Admin, &principal.id), &code, now)
        .map_err(|e| format!("the demo principal's two-step sign-in: {e}"))?;
    let recovery_code = codes.into_iter().next().ok_or("no recovery codes")?;
    Ok(DemoSecondStep { email: principal.email, key: setup.secret, recovery_code })
}
