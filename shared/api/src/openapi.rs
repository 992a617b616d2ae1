//! The API describes itself: every router is an [`ApiRouter`] whose handlers' extractors and
//! return types say what goes in and comes out. `routes::openapi()` gathers them into one OpenAPI
//! document (docs/openapi.json; `cargo test -p routes --test openapi` checks it is up to date).

use aide::generate::GenContext;
use aide::openapi::{Operation, Response};
use aide::{OperationInput, OperationOutput};
use schemars::JsonSchema;

use crate::error::ErrorBody;
use crate::{
    ApiError, AuthUser, Created, CreatedOrFound, HeadOfMarking, Json, MaybeAuthUser, Query, SeeOther, StaffMember,
    StaffUser,
};

pub use aide::axum::ApiRouter;
pub use aide::axum::routing::{delete, get, post, put};

/// The name of the bearer scheme (a Cognito ID token) in the document's components.
pub const BEARER: &str = "cognitoIdToken";

fn requires_token(operation: &mut Operation) {
    let mut requirement = aide::openapi::SecurityRequirement::new();
    requirement.insert(BEARER.to_owned(), Vec::new());
    operation.security.push(requirement);
}

impl OperationInput for AuthUser {
    fn operation_input(_: &mut GenContext, operation: &mut Operation) {
        requires_token(operation);
    }
}

impl OperationInput for StaffUser {
    fn operation_input(_: &mut GenContext, operation: &mut Operation) {
        requires_token(operation);
        operation.tags.push("staff".to_owned());
    }
}

impl OperationInput for HeadOfMarking {
    fn operation_input(ctx: &mut GenContext, operation: &mut Operation) {
        StaffUser::operation_input(ctx, operation);
    }
}

impl OperationInput for StaffMember {
    fn operation_input(ctx: &mut GenContext, operation: &mut Operation) {
        StaffUser::operation_input(ctx, operation);
    }
}

impl OperationInput for MaybeAuthUser {
    fn operation_input(_: &mut GenContext, operation: &mut Operation) {
        // Either signed in or not: an empty requirement means "no token" is accepted too.
        requires_token(operation);
        operation.security.push(aide::openapi::SecurityRequirement::new());
    }
}

impl<T: JsonSchema> OperationInput for Json<T> {
    fn operation_input(ctx: &mut GenContext, operation: &mut Operation) {
        axum::Json::<T>::operation_input(ctx, operation);
    }
}

impl<T: JsonSchema> OperationInput for Query<T> {
    fn operation_input(ctx: &mut GenContext, operation: &mut Operation) {
        axum::extract::Query::<T>::operation_input(ctx, operation);
    }
}

impl<T: JsonSchema> OperationOutput for Json<T> {
    type Inner = T;

    fn operation_response(ctx: &mut GenContext, operation: &mut Operation) -> Option<Response> {
        axum::Json::<T>::operation_response(ctx, operation)
    }

    fn inferred_responses(ctx: &mut GenContext, operation: &mut Operation) -> Vec<(Option<u16>, Response)> {
        vec![(Some(200), json_answer::<T>(ctx, operation))]
    }
}

fn json_answer<T: JsonSchema>(ctx: &mut GenContext, operation: &mut Operation) -> Response {
    axum::Json::<T>::operation_response(ctx, operation).unwrap_or_default()
}

impl<T: JsonSchema> OperationOutput for Created<T> {
    type Inner = T;

    fn inferred_responses(ctx: &mut GenContext, operation: &mut Operation) -> Vec<(Option<u16>, Response)> {
        vec![(Some(201), json_answer::<T>(ctx, operation))]
    }
}

impl<T: JsonSchema> OperationOutput for CreatedOrFound<T> {
    type Inner = T;

    fn inferred_responses(ctx: &mut GenContext, operation: &mut Operation) -> Vec<(Option<u16>, Response)> {
        let answer = json_answer::<T>(ctx, operation);
        vec![(Some(201), answer.clone()), (Some(200), answer)]
    }
}

impl OperationOutput for SeeOther {
    type Inner = String;

    fn inferred_responses(ctx: &mut GenContext, operation: &mut Operation) -> Vec<(Option<u16>, Response)> {
        let mut response = String::operation_response(ctx, operation).unwrap_or_default();
        response.description = "The address of the page to go to, as text.".to_owned();
        vec![(Some(303), response)]
    }
}

impl OperationOutput for ApiError {
    type Inner = ();

    fn inferred_responses(ctx: &mut GenContext, operation: &mut Operation) -> Vec<(Option<u16>, Response)> {
        let mut response = json_answer::<ErrorBody<'static>>(ctx, operation);
        response.description = "A refusal or failure: 4xx for the caller's request, 503 when a dependency is \
                                 down (retry), never anything but this body."
            .to_owned();
        vec![(None, response)]
    }
}
