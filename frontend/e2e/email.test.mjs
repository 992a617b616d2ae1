// E-mail in Chromium against the whole local stack, at 375 and 1440 px: the subscriber asks in the
// study-help widget, staff reply in the console, and the e-mail moto's SES kept for the student
// ("A teacher replied to your question") links to the conversation, which the widget opens (after
// signing in, when the browser is not yet); its
// one-click unsubscribe link (List-Unsubscribe) turns study-help replies off from the public
// /unsubscribe page, without signing in, and My Account shows it; a tampered token is refused.

import assert from "node:assert/strict";
import { test } from "node:test";

import { logIn, openStaffConsole, setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// ---- The outbox: moto's SES keeps every raw MIME message (scripts/stack.py `outbox`). ----

/** A header block's fields, lower-case names, folded lines joined, encoded words decoded. */
function headerFields(block) {
  const fields = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const at = line.indexOf(":");
    if (at > 0) fields[line.slice(0, at).trim().toLowerCase()] ??= decodeWords(line.slice(at + 1).trim());
  }
  return fields;
}

/** RFC 2047 encoded words (`=?utf-8?B?…?=`, `=?utf-8?Q?…?=`). */
function decodeWords(value) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_, _charset, kind, text) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : quotedPrintable(text.replace(/_/g, " ")),
    );
}

/** Quoted-printable (RFC 2045 §6.7): soft line breaks go, `=XX` is a byte, the text is UTF-8. */
function quotedPrintable(text) {
  const bytes = [];
  const plain = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < plain.length; i++) {
    if (plain[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(plain.slice(i + 1, i + 3))) {
      bytes.push(parseInt(plain.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(plain[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** A MIME entity's header fields and its text parts (`text/plain`, `text/html`), decoded. */
function parseMime(raw) {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : "";
  const headers = headerFields(head);
  const type = (headers["content-type"] ?? "text/plain").toLowerCase();
  const parts = {};
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"])?.[1];
    assert.ok(boundary, `a multipart message names its boundary: ${headers["content-type"]}`);
    for (const piece of body.split(`--${boundary}`).slice(1)) {
      if (piece.startsWith("--")) break; // the closing delimiter
      for (const [kind, text] of Object.entries(parseMime(piece.replace(/^\r?\n/, "")).parts)) parts[kind] ??= text;
    }
  } else {
    const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
    const text =
      encoding === "quoted-printable" ? quotedPrintable(body) : encoding === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : body;
    parts[type.split(";")[0].trim()] = text;
  }
  return { headers, parts };
}

/** Every message moto's SES holds, oldest first: to, subject, header fields, text and HTML. */
async function outbox() {
  const res = await fetch(`${world.stack.moto}/moto-api/data.json`);
  assert.equal(res.status, 200, "moto answers with what it holds");
  const data = await res.json();
  return (data.ses?.RawMessage ?? []).map((m) => {
    const { headers, parts } = parseMime(m.raw_data);
    return { to: m.destinations, subject: headers.subject, headers, text: parts["text/plain"] ?? "", html: parts["text/html"] ?? "" };
  });
}

/** The first message `match` accepts, once it arrives (within 20 s). */
async function mailTo(match) {
  const until = Date.now() + 20_000;
  for (;;) {
    const found = (await outbox()).find(match);
    if (found) return found;
    if (Date.now() > until) assert.fail("the message did not arrive in moto's SES within 20 s");
    await new Promise((r) => setTimeout(r, 500));
  }
}

const LABELS = {
  studyHelp: "Replies to my study-help questions",
  marking: "My marked answers and papers",
  digest: "The weekly digest (Sunday evening)",
};

/** My Account's E-mail section: each choice checked or not. */
async function emailChoices(page) {
  await page.goto(`${world.stack.url}/my-account`);
  await page.getByRole("heading", { name: "E-mail", exact: true }).waitFor();
  const out = {};
  for (const [key, label] of Object.entries(LABELS)) {
    const box = page.getByRole("checkbox", { name: label });
    await box.waitFor();
    out[key] = await box.isChecked();
  }
  return out;
}

for (const width of [375, 1440]) {
  test(`@${width}: a teacher's reply is e-mailed; its link opens the thread; its unsubscribe link turns those e-mails off`, async () => {
    const page = await signInAs(world, "subscriber", width);
    const crashes = [];
    page.on("pageerror", (e) => crashes.push(e.message));
    const login = world.stack.logins.find((l) => l.kind === "subscriber");

    // Every choice on (an earlier run may have turned one off), saved with the API's answer.
    await emailChoices(page);
    for (const label of Object.values(LABELS)) await page.getByRole("checkbox", { name: label }).check();
    await page.getByText("Notices about your payments, your plan", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Save e-mail choices" }).click();
    await page.getByText("Your e-mail choices are saved.").waitFor();
    assert.equal(await overflow(page), 0, "no horizontal overflow on My Account");

    // The question, from the widget.
    const stamp = `${width}-${Date.now()}`;
    const title = `Why is PED negative? ${stamp}`;
    const popup = page.getByRole("dialog", { name: "Get Study Help" });
    if (!(await popup.isVisible())) await page.getByRole("button", { name: /Ask a Question/ }).click();
    await popup.getByRole("button", { name: "New Question" }).click();
    await popup.getByLabel("Title").fill(title);
    await popup.getByLabel("Message").fill("The law of demand says price and quantity move apart?");
    await popup.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Question submitted successfully").waitFor();
    await popup.getByRole("button", { name: "Close" }).click();

    // Staff reply in the console.
    const reply = `Price and quantity demanded move in opposite directions, so PED < 0. (${stamp})`;
    const staff = await openStaffConsole(world, width);
    await staff.getByRole("button", { name: new RegExp(stamp) }).click();
    const thread = staff.getByRole("region", { name: `Thread: ${title}` });
    await thread.getByLabel("Reply as Seven").fill(reply);
    await thread.getByRole("button", { name: "Send Reply" }).click();
    await staff.getByText("Reply sent. The student will see it as Unread.").waitFor();
    await staff.context().close();

    // The e-mail.
    const mail = await mailTo(
      (m) => m.to.includes(login.email) && m.subject === "A teacher replied to your question" && m.text.includes(stamp),
    );
    assert.ok(mail.html.includes(stamp), "the HTML part quotes the reply too");
    const link = new RegExp(`${world.stack.url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/my-dashboard\\?thread=\\d+`).exec(mail.text)?.[0];
    assert.ok(link, `the message links to the thread on the site:\n${mail.text}`);
    const listUnsubscribe = /^<([^>]+)>$/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1];
    assert.ok(listUnsubscribe, `List-Unsubscribe names one link: ${mail.headers["list-unsubscribe"]}`);
    assert.equal(mail.headers["list-unsubscribe-post"], "List-Unsubscribe=One-Click");
    const oneClick = new URL(listUnsubscribe);
    assert.equal(oneClick.origin + oneClick.pathname, `${world.stack.url}/api/v1/email/unsubscribe`);
    const token = oneClick.searchParams.get("token");
    assert.ok(token, "the unsubscribe link carries its token");
    assert.ok(mail.text.includes(`${world.stack.url}/unsubscribe?token=${token}`), "the footer opens the site's unsubscribe page with the same token");

    // The link, in the signed-in page: the widget opens the thread with the teacher's reply.
    await page.goto(link);
    await popup.waitFor();
    await popup.getByRole("heading", { name: title }).waitFor();
    await popup.locator(".help-text", { hasText: reply }).waitFor();
    assert.equal(await overflow(page), 0, "no horizontal overflow with the conversation open");

    // The same link in a browser not signed in: the login page, then the thread, query kept.
    const fresh = await (await world.browser.newContext({ viewport: { width, height: 900 } })).newPage();
    fresh.on("pageerror", (e) => crashes.push(e.message));
    await fresh.goto(link);
    await fresh.waitForURL(/\/login$/, { timeout: 15_000 });
    await logIn(fresh, world.stack, login);
    await fresh.waitForURL(link, { timeout: 30_000 });
    const freshPopup = fresh.getByRole("dialog", { name: "Get Study Help" });
    await freshPopup.getByRole("heading", { name: title }).waitFor();
    await freshPopup.locator(".help-text", { hasText: reply }).waitFor();
    await fresh.context().close();

    // The unsubscribe page, without signing in: nothing is sent until the button is pressed.
    const visitor = await (await world.browser.newContext({ viewport: { width, height: 900 } })).newPage();
    visitor.on("pageerror", (e) => crashes.push(e.message));
    const sent = [];
    visitor.on("request", (r) => {
      if (r.url().includes("/api/v1/email/unsubscribe")) sent.push(r.method());
    });
    await visitor.goto(`${world.stack.url}/unsubscribe?token=${encodeURIComponent(token)}`);
    await visitor.getByRole("heading", { name: "Unsubscribe from these e-mails?" }).waitFor();
    await visitor.waitForLoadState("networkidle");
    assert.deepEqual(sent, [], "opening the page unsubscribes nobody (mail scanners open links)");
    assert.equal(await overflow(visitor), 0, "no horizontal overflow on the unsubscribe page");
    await visitor.getByRole("button", { name: "Unsubscribe" }).click();
    await visitor
      .getByText("You will no longer get e-mail about replies to your study-help questions. Notices about your payments still come.")
      .waitFor();
    await visitor.getByRole("link", { name: "Change your e-mail choices in My Account" }).waitFor();
    assert.deepEqual(sent, ["POST"]);
    assert.equal(await overflow(visitor), 0, "no horizontal overflow on the confirmation");

    // My Account: study-help replies off, the rest on.
    assert.deepEqual(await emailChoices(page), { studyHelp: false, marking: true, digest: true });

    // A tampered token is refused.
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    await visitor.goto(`${world.stack.url}/unsubscribe?token=${encodeURIComponent(tampered)}`);
    await visitor.getByRole("button", { name: "Unsubscribe" }).click();
    await visitor.getByText("This unsubscribe link is not valid. Change your e-mail choices in My Account.").waitFor();
    assert.equal(await overflow(visitor), 0, "no horizontal overflow on the refusal");
    assert.deepEqual(crashes, [], "no page errors");
    await visitor.context().close();
    await page.context().close();
  });
}
