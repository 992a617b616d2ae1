//! The study library: the catalogue (subjects, topics, file types), the files of a topic with
//! signed URLs, likes and dislikes, and personal notes.

mod catalogue;
mod favourites;
mod files;
mod notes;
mod user_files;

pub use notes::MAX_NOTES_CHARS;

use api::AppState;
use api::openapi::{ApiRouter, get};

pub fn router() -> ApiRouter<AppState> {
    ApiRouter::new()
        .api_route("/private/v1/files/subjects", get(catalogue::subjects))
        .api_route("/private/v1/files/filetypes", get(catalogue::file_types))
        .api_route("/private/v1/files/", get(files::files))
        // API Gateway routes `/private/v1/files/` as `/private/v1/files`; answer both.
        .api_route("/private/v1/files", get(files::files))
        .api_route("/private/v1/favourites", get(favourites::get_state).post(favourites::set_state))
        .api_route("/private/v1/favourites/list", get(favourites::list))
        .api_route("/private/v1/favourites/active", get(favourites::active))
        .api_route("/private/v1/notes", get(notes::get_notes).post(notes::save_notes))
        .api_route("/private/v1/notes/topic", get(notes::topic_notes))
        .api_route("/private/v1/notes/active", get(notes::active))
}
