//! E-mail to students (docs/email.md). Every message is a MIME message of its own (plain text and
//! HTML, `List-Unsubscribe` with RFC 8058's one-click `List-Unsubscribe-Post` on those a student
//! may turn off), sent through the stage's transport (`api::mail::Mailer`). Before sending: the
//! student's choices (a notice about payments always goes) and the suppressed addresses. A message
//! that cannot be sent is logged; the request that caused it never fails for it.

use api::AppState;
use api::mail::Sender;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use domain::diagram::Diagram;
use domain::email::{Notice, Topic};
use domain::ids::UserId;
use hmac::{Hmac, Mac};
use mail_builder::MessageBuilder;
use mail_builder::headers::address::Address;
use mail_builder::headers::raw::Raw;
use mail_builder::mime::MimePart;
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

fn signature(key: &[u8], sub: &str, topic: Topic) -> HmacSha256 {
    let mut mac = HmacSha256::new_from_slice(key).expect("HMAC takes any key");
    mac.update(format!("unsubscribe:{sub}:{}", topic.as_str()).as_bytes());
    mac
}

/// The token of a one-click unsubscribe link: `{sub}.{topic}.{signature}`, good only for that
/// student and that kind of message.
pub fn unsubscribe_token(key: &[u8], sub: &UserId, topic: Topic) -> String {
    let sig = URL_SAFE_NO_PAD.encode(signature(key, sub.as_str(), topic).finalize().into_bytes());
    format!("{sub}.{}.{sig}", topic.as_str())
}

/// The student and topic a token names, if its signature is ours.
pub fn read_unsubscribe_token(key: &[u8], token: &str) -> Option<(UserId, Topic)> {
    let mut parts = token.split('.');
    let (sub, topic, sig) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || sub.is_empty() || sub.len() > 128 {
        return None;
    }
    let topic = Topic::parse(topic)?;
    let sig = URL_SAFE_NO_PAD.decode(sig).ok()?;
    signature(key, sub, topic).verify_slice(&sig).ok()?;
    Some((UserId::new(sub), topic))
}

/// The hash an address is suppressed under (its lower-case form): the address itself is not kept.
pub fn address_hash(address: &str) -> String {
    api::digest::fingerprint(&domain::email::Email::canonical(address))
}

/// Who a message goes to.
#[derive(Debug, Clone, Copy)]
pub struct Recipient<'a> {
    pub sub: &'a UserId,
    pub email: &'a str,
    pub first_name: &'a str,
}

/// What became of a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Sent,
    /// The student turned this kind of message off.
    TurnedOff,
    /// The address bounced or complained before.
    Suppressed,
    /// No mailer here.
    Off,
}

/// An image carried inside a message and shown in its HTML body (a part of its
/// `multipart/related`, named by its Content-ID): a diagram of the answer the message is about.
/// Carried, not linked: no remote image for a mail program to fetch or block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InlineImage {
    /// The part's Content-ID, `src="cid:…"` in the HTML.
    pub cid: String,
    /// Its words for a reader who does not see it: the diagram's description.
    pub alt: String,
    pub png: Vec<u8>,
}

/// The width diagrams are drawn at for e-mail: sharp at the message's 600 px on a dense screen.
const MAIL_DIAGRAM_PX: u32 = 1200;

/// A student's diagrams as images for a message about their answer, in order; one that does not
/// pass its checks or cannot be drawn is logged and left out (the message still goes).
pub fn diagram_images(diagrams: &[Diagram]) -> Vec<InlineImage> {
    diagrams
        .iter()
        .zip(1..)
        .filter_map(|(d, n)| match crate::diagram_image::png(d, &format!("Diagram {n}"), MAIL_DIAGRAM_PX) {
            Ok(png) => Some(InlineImage { cid: format!("diagram-{n}@seven"), alt: d.description(), png }),
            Err(e) => {
                tracing::warn!(error = %e, n, "a diagram could not be drawn for a message");
                None
            }
        })
        .collect()
}

/// [`diagram_images`] off the async workers (drawing is CPU work); none if drawing panicked.
async fn drawn(diagrams: &[Diagram]) -> Vec<InlineImage> {
    let owned = diagrams.to_vec();
    tokio::task::spawn_blocking(move || diagram_images(&owned)).await.unwrap_or_else(|e| {
        tracing::error!(error = %e, "a message's diagrams could not be drawn");
        vec![]
    })
}

/// Text for HTML: never markup.
fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The HTML body with the images shown below its card, each as wide as the message.
fn html_with_images(html: &str, images: &[InlineImage]) -> String {
    if images.is_empty() {
        return html.to_owned();
    }
    let imgs: String = images
        .iter()
        .map(|i| {
            format!(
                "<img src=\"cid:{}\" alt=\"{}\" width=\"568\" style=\"display:block;width:100%;height:auto;\
                 margin:0 0 12px;background:#ffffff;border-radius:10px\">",
                html_escape(&i.cid),
                html_escape(&i.alt)
            )
        })
        .collect();
    let block = format!("<div style=\"max-width:600px;margin:0 auto;padding:0 16px 24px\">{imgs}</div>");
    match html.rfind("</body>") {
        Some(at) => format!("{}{block}{}", &html[..at], &html[at..]),
        None => format!("{html}{block}"),
    }
}

/// The MIME message: both bodies, and for a message that may be turned off the unsubscribe headers.
pub fn message(from: &Sender, to: &str, rendered: &domain::email::Rendered, unsubscribe: Option<&str>) -> Vec<u8> {
    message_with_images(from, to, rendered, unsubscribe, &[])
}

/// As [`message`], with `images` shown in the HTML body: `multipart/alternative` of the text and a
/// `multipart/related` of the HTML and the images.
pub fn message_with_images(
    from: &Sender,
    to: &str,
    rendered: &domain::email::Rendered,
    unsubscribe: Option<&str>,
    images: &[InlineImage],
) -> Vec<u8> {
    let mut m = MessageBuilder::new()
        .from(Address::new_address(from.name(), from.address()))
        .to(to.to_owned())
        .subject(rendered.subject.clone());
    m = if images.is_empty() {
        m.text_body(rendered.text.clone()).html_body(rendered.html.clone())
    } else {
        let html = MimePart::new("text/html", html_with_images(&rendered.html, images));
        let parts = images.iter().map(|i| MimePart::new("image/png", i.png.clone()).inline().cid(i.cid.clone()));
        let related = MimePart::new("multipart/related", std::iter::once(html).chain(parts).collect::<Vec<_>>());
        m.body(MimePart::new(
            "multipart/alternative",
            vec![MimePart::new("text/plain", rendered.text.clone()), related],
        ))
    };
    if let Some(url) = unsubscribe {
        m = m
            .header("List-Unsubscribe", Raw::new(format!("<{url}>")))
            .header("List-Unsubscribe-Post", Raw::new("List-Unsubscribe=One-Click"));
    }
    m.write_to_vec().unwrap_or_default()
}

/// Sends `notice` to `to`, unless they turned its kind off or the address is suppressed.
pub async fn send(state: &AppState, to: Recipient<'_>, notice: &Notice) -> Result<Outcome, String> {
    send_with_images(state, to, notice, &[]).await
}

/// As [`send`], with `images` shown in the message (see [`message_with_images`]).
pub async fn send_with_images(
    state: &AppState,
    to: Recipient<'_>,
    notice: &Notice,
    images: &[InlineImage],
) -> Result<Outcome, String> {
    let Some(settings) = state.mail.settings() else { return Ok(Outcome::Off) };
    let topic = notice.topic();
    let hash = address_hash(to.email);
    let (prefs, suppressed) = tokio::try_join!(
        async {
            match topic {
                Some(_) => store::mail::preferences(&state.db, to.sub).await.map(Some),
                None => Ok(None),
            }
        },
        store::mail::suppressed(&state.db, &hash)
    )
    .map_err(|e| e.to_string())?;
    if suppressed {
        return Ok(Outcome::Suppressed);
    }
    if let (Some(t), Some(p)) = (topic, prefs)
        && !p.wants(t)
    {
        return Ok(Outcome::TurnedOff);
    }
    let s = settings;
    // The header's link is the API's (mail programs post to it, RFC 8058); the footer's opens the
    // site's page, which posts when the student presses its button.
    let token = match topic {
        Some(t) => Some(unsubscribe_token(&state.mail.key().await.ok_or("no key for unsubscribe links")?, to.sub, t)),
        None => None,
    };
    let one_click = token.as_ref().map(|t| format!("{}/api/v1/email/unsubscribe?token={t}", s.api_url));
    let page = token.as_ref().map(|t| format!("{}/unsubscribe?token={t}", s.site_url));
    let rendered = notice.render(to.first_name, &s.site_url, page.as_deref());
    let raw = message_with_images(&s.from, to.email, &rendered, one_click.as_deref(), images);
    state.mail.send_raw(to.email, raw).await?;
    Ok(Outcome::Sent)
}

/// Sends `notice` and logs what went wrong: for the requests that cause a notice, whose own work is
/// done and must not fail for it.
pub async fn notify(state: &AppState, to: Recipient<'_>, notice: Notice) {
    notify_with_images(state, to, notice, &[]).await;
}

/// As [`notify`], with `images` shown in the message.
pub async fn notify_with_images(state: &AppState, to: Recipient<'_>, notice: Notice, images: &[InlineImage]) {
    match send_with_images(state, to, &notice, images).await {
        Ok(outcome) => tracing::info!(?outcome, subject = ?notice.topic(), "notice"),
        Err(e) => tracing::error!(error = %e, "a notice could not be sent"),
    }
}

/// Sends `notice` to the student `auth_id` (their profile's address and first name), logging what
/// went wrong; no profile, no message.
pub async fn notify_student(state: &AppState, auth_id: &UserId, notice: Notice) {
    notify_student_with_diagrams(state, auth_id, notice, &[]).await;
}

/// As [`notify_student`], with the answer's `diagrams` drawn and shown in the message ("your
/// answer has been marked" carries the diagrams the student drew in it).
pub async fn notify_student_with_diagrams(state: &AppState, auth_id: &UserId, notice: Notice, diagrams: &[Diagram]) {
    if !state.mail.is_on() {
        return;
    }
    match store::users::get(&state.db, auth_id).await {
        Ok(Some(p)) => {
            let to = Recipient { sub: &p.auth_id, email: &p.email, first_name: &p.first_name };
            let images = if diagrams.is_empty() { vec![] } else { drawn(diagrams).await };
            notify_with_images(state, to, notice, &images).await;
        }
        Ok(None) => tracing::warn!(%auth_id, "a notice for a student without a profile"),
        Err(e) => tracing::error!(error = %e, "a notice's recipient cannot be read"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_unsubscribes_its_student_from_its_topic_only() {
        let key = b"k";
        let t = unsubscribe_token(key, &UserId::from("sub-1"), Topic::Digest);
        assert_eq!(read_unsubscribe_token(key, &t), Some(("sub-1".into(), Topic::Digest)));
        // Another student's id, another topic, another key, or a changed signature: nothing.
        let other = t.replacen("sub-1", "sub-2", 1);
        assert_eq!(read_unsubscribe_token(key, &other), None);
        assert_eq!(read_unsubscribe_token(key, &t.replacen("digest", "marking", 1)), None);
        assert_eq!(read_unsubscribe_token(b"other", &t), None);
        assert_eq!(read_unsubscribe_token(key, &format!("{t}x")), None);
        assert_eq!(read_unsubscribe_token(key, "a.b"), None);
        assert_eq!(read_unsubscribe_token(key, ""), None);
    }

    #[test]
    fn the_message_carries_both_bodies_and_one_click_unsubscribe() {
        let r = domain::email::Notice::RenewalFailed.render("Ann", "https://s.example", None);
        let from = Sender::parse("Seven <a@s.example>").unwrap();
        let essential = String::from_utf8(message(&from, "ann@x.example", &r, None)).unwrap();
        assert!(essential.contains("multipart/alternative") && essential.contains("text/html"));
        assert!(!essential.contains("List-Unsubscribe"));
        let r = domain::email::Notice::Digest(Default::default()).render("Ann", "https://s.example", Some("https://u"));
        let optional = String::from_utf8(message(&from, "ann@x.example", &r, Some("https://u/x?token=t"))).unwrap();
        assert!(optional.contains("List-Unsubscribe: <https://u/x?token=t>"));
        assert!(optional.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
    }

    #[test]
    fn a_message_with_diagrams_carries_them_as_inline_pngs_its_html_shows() {
        use mail_parser::MimeHeaders;
        let json = r#"{"version": 1, "axes": {"x": {"text": "Quantity"}, "y": {"text": "Price"}, "kind": "market"},
            "elements": [{"kind": "curve", "shape": {"kind": "line", "from": {"x": 0, "y": 90}, "to": {"x": 85, "y": 5}},
            "label": {"text": "D", "sub": "1"}}]}"#;
        let good: Diagram = serde_json::from_str(json).unwrap();
        let mut off_canvas = good.clone();
        off_canvas.version = 2;
        let images = diagram_images(&[good.clone(), off_canvas, good.clone()]);
        let cids: Vec<&str> = images.iter().map(|i| i.cid.as_str()).collect();
        assert_eq!(cids, vec!["diagram-1@seven", "diagram-3@seven"], "the one that fails its checks left out");

        let r = domain::email::Notice::RenewalFailed.render("Ann", "https://s.example", None);
        let from = Sender::parse("Seven <a@s.example>").unwrap();
        let raw = message_with_images(&from, "ann@x.example", &r, None, &images);
        let parsed = mail_parser::MessageParser::default().parse(&raw).expect("a MIME message");
        let text = String::from_utf8_lossy(&raw);
        assert!(text.contains("multipart/alternative") && text.contains("multipart/related"), "{text}");
        assert_eq!(parsed.body_text(0).map(|t| t.replace("\r\n", "\n")), Some(r.text.clone()));
        let html = parsed.body_html(0).expect("an HTML body");
        assert!(html.contains(r#"src="cid:diagram-1@seven""#) && html.contains(r#"src="cid:diagram-3@seven""#));
        assert!(html.contains(&format!(r#"alt="{}""#, good.description())), "{html}");
        assert!(html.find("cid:diagram-1").unwrap() < html.find("</body>").unwrap());
        let pngs: Vec<(Option<&str>, &[u8])> = parsed.attachments().map(|a| (a.content_id(), a.contents())).collect();
        assert_eq!(pngs.len(), 2);
        assert_eq!(pngs[0], (Some("diagram-1@seven"), images[0].png.as_slice()));
        assert!(pngs.iter().all(|(_, png)| png.starts_with(b"\x89PNG\r\n\x1a\n")));

        // No diagrams: the message as before.
        let plain = String::from_utf8(message_with_images(&from, "ann@x.example", &r, None, &[])).unwrap();
        assert!(!plain.contains("multipart/related") && !plain.contains("image/png"));
    }

    #[test]
    fn the_from_header_is_the_name_and_the_address() {
        let r = domain::email::Notice::RenewalFailed.render("Ann", "https://s.example", None);
        let from = Sender::parse("Seven <hello@seven.test>").unwrap();
        let raw = String::from_utf8(message(&from, "ann@x.example", &r, None)).unwrap();
        let header = raw.lines().find_map(|l| l.strip_prefix("From: ")).expect("a From header");
        assert_eq!(header, "\"Seven\" <hello@seven.test>");
        let bare = Sender::parse("hello@seven.test").unwrap();
        let raw = String::from_utf8(message(&bare, "ann@x.example", &r, None)).unwrap();
        assert!(raw.lines().any(|l| l == "From: <hello@seven.test>"), "{raw}");
    }

    #[test]
    fn an_address_is_suppressed_by_its_lower_case_hash() {
        assert_eq!(address_hash(" Ann@X.example "), address_hash("ann@x.example"));
        assert_eq!(address_hash("ann@x.example").len(), 64);
    }
}
