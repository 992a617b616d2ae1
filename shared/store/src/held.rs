//! Everything stored about a student, asked of each repository module that keeps some of it (the
//! one module that imports the others; none imports it): what a download packs and what an erasure
//! deletes (docs/privacy.md).

use std::collections::HashMap;

use domain::ids::UserId;
use domain::privacy::Section;

use crate::keys::{s, user_pk};
use crate::{Db, Item, StoreError};

/// One item stored about a student: its table, its section of the export (none for bookkeeping
/// that says nothing about them) and the item.
#[derive(Debug, Clone)]
pub struct Held {
    pub table: String,
    pub section: Option<Section>,
    pub item: Item,
}

impl Held {
    /// The item's sort key, when its table has one and it is text.
    pub fn sort_key(&self) -> Option<&str> {
        self.item.get("sk").and_then(|v| v.as_s().ok()).map(String::as_str)
    }
}

/// Everything stored about `sub`, from their id and what their own items name: the partitions
/// keyed by their id in each table, and the items elsewhere that carry it (the staff's queue of
/// study help, returned-answer records, the digest's roster and trial notices, weekly bests and
/// leaderboard rows of the last `weeks`, a payment hold, their privacy requests). `weeks` are the Mondays (`2026-11-23`) whose bests may still be stored.
pub async fn holdings(
    db: &Db,
    sub: &UserId,
    weeks: &[String],
    trial_day: Option<&str>,
) -> Result<Vec<Held>, StoreError> {
    let user = user_pk(sub);
    let held = |table: &str, section: Option<Section>| {
        let table = table.to_owned();
        move |items: Vec<Item>| {
            items.into_iter().map(|item| Held { table: table.clone(), section, item }).collect::<Vec<_>>()
        }
    };
    // Boxed: twelve reads at once make a large future.
    let (profile, likes, notes, progress, help, queue, answers, mail, games, seen, own, (bests, rows)) =
        Box::pin(async {
            tokio::try_join!(
                async {
                    Ok::<_, StoreError>(
                        db.client.get_item().table_name(&db.tables.users).key("authId", s(sub)).send().await?.item,
                    )
                },
                crate::query_items(db, &db.tables.favourites, ("cognitoId", sub.as_str()), None),
                crate::query_items(db, &db.tables.notes, ("cognitoId", sub.as_str()), None),
                crate::query_items(db, &db.tables.progress, ("cognitoId", sub.as_str()), None),
                crate::query_items(db, &db.tables.help, ("pk", &user), None),
                crate::help::queued_of(db, sub),
                crate::query_items(db, &db.tables.answers, ("pk", &user), None),
                crate::query_items(db, &db.tables.mail, ("pk", &user), None),
                crate::challenge::games_of(db, sub),
                crate::activity::seen_by(db, sub),
                crate::query_items(db, &db.tables.privacy, ("pk", &user), None),
                // This term's weekly bests, and the leaderboard rows they name.
                crate::challenge::bests_of(db, sub, weeks),
            )
        })
        .await?;
    let mut out = vec![];
    out.extend(held(&db.tables.users, Some(Section::Profile))(profile.into_iter().collect()));
    out.extend(held(&db.tables.favourites, Some(Section::Likes))(likes));
    out.extend(held(&db.tables.notes, Some(Section::Notes))(notes));
    for item in progress {
        let section = item.get("sk").and_then(|v| v.as_s().ok()).map(|sk| Section::of_progress(sk));
        out.push(Held { table: db.tables.progress.clone(), section, item });
    }
    out.extend(held(&db.tables.help, Some(Section::StudyHelp))(help));
    out.extend(held(&db.tables.help, None)(queue));
    // A returned answer's record for the staff's insight, named by when it was returned.
    let returned = crate::marking::returned_keys(sub, &answers);
    // Seeds made from the student's answers are no part of their data (they carry nothing of
    // them) but go with their account, as do their answers' second markings.
    let seeds = crate::standards::seed_keys(&answers);
    let ids = answers.iter().filter_map(|a| a.get("answerId")?.as_s().ok().cloned());
    let seconds = crate::standards::second_keys(sub, ids.collect::<Vec<_>>().into_iter());
    let (locks, answers): (Vec<Item>, Vec<Item>) = answers.into_iter().partition(|a| {
        a.get("sk")
            .and_then(|v| v.as_s().ok())
            .is_some_and(|sk| sk.starts_with(crate::keys::OPEN_SITTING) || crate::standards::is_seed_note(sk))
    });
    out.extend(held(&db.tables.answers, None)(seeds));
    out.extend(held(&db.tables.answers, None)(seconds));
    out.extend(held(&db.tables.answers, Some(Section::WrittenAnswers))(answers));
    out.extend(held(&db.tables.answers, None)(locks));
    out.extend(held(&db.tables.answers, None)(returned));
    out.extend(held(&db.tables.mail, Some(Section::Email))(mail));
    let mut mail_rows = vec![crate::keys::roster_row(sub)];
    mail_rows.extend(trial_day.map(|day| crate::mail::trial_end_key(day, sub)));
    out.extend(held(&db.tables.mail, None)(mail_rows));
    out.extend(held(&db.tables.challenge, Some(Section::ChallengeGames))(games));
    out.extend(held(&db.tables.challenge, Some(Section::ChallengeGames))(bests));
    out.extend(held(&db.tables.challenge, None)(rows));
    out.extend(held(&db.tables.activity, None)(seen));
    out.extend(held(&db.tables.payments, None)(vec![crate::payments::hold_key(sub)]));
    // The worker's lists name the student's export on its way and deletion waiting.
    let lists = crate::privacy::waiting_rows(sub, &own);
    out.extend(held(&db.tables.privacy, Some(Section::Requests))(own));
    out.extend(held(&db.tables.privacy, None)(lists));
    Ok(out)
}

/// Deletes every item of `held` (absent ones are no matter); the student's privacy items last, so
/// a run cut short is found again. A this-is-hard marker's count is the caller's to take back
/// first (`question_bank::unmark_hard`), by [`Held::sort_key`].
pub async fn erase(db: &Db, held: &[Held]) -> Result<(), StoreError> {
    let specs = crate::tables::layout();
    // The keys of `held` in one table, each once (a batch may not name one item twice).
    let keys = |held: &[Held], table: &str| -> Result<Vec<Item>, StoreError> {
        let Some(spec) = specs.iter().find(|s| format!("{}{}", db.tables.prefix, s.name) == table) else {
            return Err(StoreError::Malformed(format!("no table {table}")));
        };
        let mut seen = std::collections::HashSet::new();
        let mut out = vec![];
        for h in held.iter().filter(|h| h.table == table) {
            let mut k: Item = HashMap::new();
            for name in std::iter::once(&spec.partition_key).chain(spec.sort_key.as_ref()) {
                let v = h
                    .item
                    .get(name)
                    .cloned()
                    .ok_or_else(|| StoreError::Malformed(format!("{table} without {name}")))?;
                k.insert(name.clone(), v);
            }
            let mut parts: Vec<String> = k.iter().map(|(n, v)| format!("{n}={v:?}")).collect();
            parts.sort();
            if seen.insert(parts.join("|")) {
                out.push(k);
            }
        }
        Ok(out)
    };
    // Rows derived from other items first (a leaderboard row from a best, a returned record from
    // an answer, the staff's queue, the roster…), then the student's own items, the profile, and
    // their privacy records last: a run cut short finds everything left again from what remains.
    let privacy = &db.tables.privacy;
    let phase_of = |h: &Held| match h.section {
        _ if h.table == *privacy => 3,
        None => 0,
        Some(Section::Profile) => 2,
        Some(_) => 1,
    };
    for phase in 0..4 {
        let these: Vec<Held> = held.iter().filter(|h| phase_of(h) == phase).cloned().collect();
        let keys = |table: &str| keys(&these, table);
        crate::batch::delete(db, &db.tables.users, keys(&db.tables.users)?).await?;
        crate::batch::delete(db, &db.tables.favourites, keys(&db.tables.favourites)?).await?;
        crate::batch::delete(db, &db.tables.notes, keys(&db.tables.notes)?).await?;
        crate::batch::delete(db, &db.tables.progress, keys(&db.tables.progress)?).await?;
        crate::batch::delete(db, &db.tables.help, keys(&db.tables.help)?).await?;
        crate::batch::delete(db, &db.tables.answers, keys(&db.tables.answers)?).await?;
        crate::batch::delete(db, &db.tables.mail, keys(&db.tables.mail)?).await?;
        crate::batch::delete(db, &db.tables.challenge, keys(&db.tables.challenge)?).await?;
        crate::batch::delete(db, &db.tables.activity, keys(&db.tables.activity)?).await?;
        crate::batch::delete(db, &db.tables.payments, keys(&db.tables.payments)?).await?;
        crate::batch::delete(db, &db.tables.privacy, keys(&db.tables.privacy)?).await?;
    }
    Ok(())
}
