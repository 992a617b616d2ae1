//! The Quiz Challenge (spec 03 §2.8, §4.2, §7): open to everyone. The server decides the game:
//! which question comes next, whether an answer is right, the 60-second limit, the skip limit
//! and when the game ends; and keeps the weekly leaderboard, where only paid subscribers rank.

mod board;
mod game;
mod questions;

use api::AppState;
use api::limit::{Limited, per_client};
use api::openapi::{ApiRouter, get, post};

pub use domain::challenge::{MAX_CONSECUTIVE_SKIPS, QUESTION_MS};

pub fn router() -> ApiRouter<AppState> {
    ApiRouter::new()
        .api_route("/api/v2/quiz-challenge/topics", get(questions::topics))
        .api_route("/api/v2/quiz-challenge/start", post(game::start).route_layer(per_client(Limited::ChallengeStart)))
        .api_route(
            "/api/v2/quiz-challenge/submit",
            post(game::submit).route_layer(per_client(Limited::ChallengeAnswer)),
        )
        .api_route("/api/v2/quiz-challenge/leaderboard", get(board::leaderboard))
        .api_route("/api/v2/quiz-challenge/leaderboard/user/best", get(board::user_best))
        .api_route("/api/v2/quiz-challenge/leaderboard/user/week", get(board::my_week))
}
