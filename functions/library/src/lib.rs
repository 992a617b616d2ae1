//! The study library: the catalogue (subjects, topics, file types) now; files, favourites and
//! notes join it.

mod catalogue;

use api::AppState;
use axum::Router;
use axum::routing::get;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/private/v1/files/subjects", get(catalogue::subjects))
        .route("/private/v1/files/filetypes", get(catalogue::file_types))
}
