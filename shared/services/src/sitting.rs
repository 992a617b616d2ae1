//! What a timed paper on its clock closes elsewhere: its questions' model answers
//! (docs/papers.md), on every route that carries one.

/// The model answers `student` may not see now (those of a paper they are sitting): asked by
/// every route that carries one (docs/papers.md).
pub async fn withheld(
    state: &api::AppState,
    student: &domain::ids::UserId,
) -> Result<domain::papers::Withheld, api::ApiError> {
    let now = state.clock.now_ms();
    let open = store::papers::on_the_clock(&state.db, student, now).await?;
    Ok(domain::papers::Withheld::during(&open, now))
}
