// Stored text never runs, in Chromium against the whole local stack: a student's notes stored
// with markup, a `javascript:` link and a hostile style (written straight through the API, as a
// tampered client would), and a quiz set whose name, question and answers a staff member typed as
// HTML. Each page shows the text as text; no script runs (no dialog, no page error, no marker set),
// all under the site's Content-Security-Policy. (Study-help titles and messages: help.test.mjs.)

import assert from "node:assert/strict";
import { test } from "node:test";
import { gzipSync } from "node:zlib";

import { logIn, setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();

const FILE = "demo/1/2/condensed-notes.pdf";

async function idToken(page) {
  return page.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => k.endsWith(".idToken"))));
}

async function api(token, method, path, body) {
  const res = await fetch(`${world.stack.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  assert.ok(res.ok, `${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Every way a page could report script running. */
function watch(page) {
  const ran = [];
  page.on("dialog", (d) => {
    ran.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on("pageerror", (e) => ran.push(`page error: ${e.message}`));
  return async () => {
    const marker = await page.evaluate(() => window.__xss);
    return marker === undefined ? ran : [...ran, `window.__xss = ${marker}`];
  };
}

const text = (t, style = "") => ({ detail: 0, format: 0, mode: "normal", style, text: t, type: "text", version: 1 });
const paragraph = (children) => ({
  children, direction: "ltr", format: "", indent: 0, type: "paragraph", version: 1, textFormat: 0, textStyle: "",
});

test("notes stored with markup, a javascript: link and a hostile style show as text and run nothing", async () => {
  const page = await signInAs(world, "subscriber");
  const ran = watch(page);
  const me = await api(await idToken(page), "GET", "/private/v2/users/profile");
  const state = {
    root: {
      type: "root", version: 1, direction: "ltr", format: "", indent: 0,
      children: [
        paragraph([text(`<img src=x onerror="window.__xss='img'">`, "background: url(javascript:window.__xss='style')")]),
        paragraph([{ type: "link", url: "javascript:window.__xss='link'", version: 1, children: [text("a link")] }]),
        { type: "html", html: "<script>window.__xss='html'</script>", version: 1 },
        paragraph([text("<script>window.__xss='script'</script>")]),
      ],
    },
  };
  const notesTaken = gzipSync(Buffer.from(JSON.stringify(state))).toString("base64");
  await api(await idToken(page), "POST", "/private/v1/notes", {
    cognitoId: me.authId, fileKey: FILE, subjectId: 1, topicId: 2, notesTaken,
  });

  await page.goto(
    `${world.stack.url}/self-study?subject_id=1&topic_id=2&file_key=${encodeURIComponent(FILE)}&is_notes_panel_open=true`,
  );
  await page.getByText(`<img src=x onerror="window.__xss='img'">`).waitFor();
  await page.getByText("<script>window.__xss='script'</script>").waitFor();
  // The link node is not one the editor makes: it is dropped, with its `javascript:` address.
  assert.equal(await page.locator("a[href^='javascript:']").count(), 0);
  assert.equal(await page.getByText("a link").count(), 0);
  await page.getByRole("button", { name: "Edit Notes" }).click();
  await page.getByRole("textbox", { name: "Notes" }).click();
  assert.deepEqual(await ran(), []);
});

test("a quiz set named, asked and answered in HTML by staff shows the HTML as text", async () => {
  const staffPage = await world.browser.newPage();
  await staffPage.goto(`${world.stack.url}/login`);
  await logIn(staffPage, world.stack, world.stack.logins.find((l) => l.kind === "staff"));
  await staffPage.waitForURL(/\/subscriptions$/, { timeout: 30_000 });
  const name = `<img src=x onerror="window.__xss='name'"> Hostile set`;
  const question = `<script>window.__xss='question'</script> Which is a price control?`;
  await api(await idToken(staffPage), "PUT", "/admin/v1/quiz-sets", {
    id: 990, name, subjectId: 1, topicId: 2,
    quizzes: [{
      id: 1, questionText: question,
      quizAnswers: [
        { id: 1, answerText: `<b onmouseover="window.__xss='answer'">A price ceiling</b>`, isCorrectAnswer: true },
        { id: 2, answerText: "An indirect tax", isCorrectAnswer: false },
      ],
    }],
  });

  const page = await signInAs(world, "subscriber");
  const ran = watch(page);
  await page.goto(`${world.stack.url}/quizzes?subjectId=1&topicId=2`);
  await page.getByText(name).waitFor();
  await page.goto(`${world.stack.url}/quizzes?subjectId=1&topicId=2&quizSetId=990`);
  await page.getByText(question).waitFor();
  const answer = page.getByText(`<b onmouseover="window.__xss='answer'">A price ceiling</b>`);
  await answer.hover();
  await answer.click();
  assert.deepEqual(await ran(), []);
});
