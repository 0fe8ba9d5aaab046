//! Every route admits only its roles: route × caller → status.

use actix_web::http::StatusCode;
use lyceum_domain::Role;

use crate::helpers::TestApp;

crate::on_every_backend!(each_route_admits_only_its_roles);

/// Protected routes and the one role each admits.
const ROUTES: [(&str, Role); 4] = [
    ("/api/admins/get-teachers", Role::Admin),
    ("/api/admins/get-categories", Role::Admin),
    ("/api/students/get-all-teachers", Role::Student),
    ("/api/teachers/get-all-students", Role::Teacher),
];

async fn each_route_admits_only_its_roles(app: TestApp) {
    for (path, _) in ROUTES {
        let answer = app.get(path).await;
        assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "{path} without a session");
        assert_eq!(answer.message(), "You are not signed in.");
    }
    for caller in [Role::Admin, Role::Teacher, Role::Student] {
        app.forget_cookie();
        app.sign_in_as(caller).await;
        for (path, admitted) in ROUTES {
            let answer = app.get(path).await;
            let expected = if caller == admitted { StatusCode::OK } else { StatusCode::FORBIDDEN };
            assert_eq!(answer.status, expected, "{caller} on {path}: {}", answer.body);
            if expected == StatusCode::OK {
                assert!(answer.body.as_array().is_some_and(|list| !list.is_empty()), "{path}: {}", answer.body);
            } else {
                assert_eq!(answer.message(), "You do not have access to this.");
            }
        }
    }
}
