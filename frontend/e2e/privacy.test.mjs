// A student's data on request (docs/privacy.md), in Chromium against the whole local stack, at 375
// and 1440 px. The stack's privacy worker runs every 2 seconds; its clock is adjustable
// (`LOCAL_CLOCK=adjustable`, local only), so the 7-day grace is moved past instead of waited for.
//
// 1. A subscriber writes a note and an answer, asks for their data, watches it being prepared and
//    downloads it: the package's seven-data.json holds the note's words and the answer's.
// 2. A trial student asks to delete their account: the dialog lists what the API says deleting
//    does; a wrong password is refused under the field; the right one gives the day; the banner
//    shows on every page; "Keep my account" has everything back (their note too).
// 3. A student asks to delete their account and staff see it waiting; 7 days and a minute later the
//    worker has deleted it, and signing in is refused.
// 4. Staff delete an account for a student who asked in writing (the API's refusals first, then a
//    confirm step); the student sees the banner.

import assert from "node:assert/strict";
import { test } from "node:test";
import { inflateRawSync } from "node:zlib";

process.env.LOCAL_CLOCK = "adjustable";

const { advanceClock, cognito, horizontalOverflow, logIn, newUser, openStaffConsole, setUpWorld, signInAs } = await import("./harness.mjs");

const world = setUpWorld();

const overflow = horizontalOverflow;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Moves the server's clock on by `ms`. */
const advance = (ms) => advanceClock(world.stack, ms);

/** The signed-in page's identity token. */
const tokenOf = (page) => page.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => k.endsWith(".idToken"))));

/** A GET of the API as the page's student. */
async function apiGet(page, path) {
  const res = await fetch(`${world.stack.url}${path}`, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  assert.equal(res.status, 200, `GET ${path}`);
  return res.json();
}

/** dd MMM yyyy as the page shows a day (the browser's time zone). */
const dayInPage = (page, epochMs) =>
  page.evaluate((ms) => {
    const d = new Date(ms);
    const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    return `${String(d.getDate()).padStart(2, "0")} ${months[d.getMonth()]} ${d.getFullYear()}`;
  }, epochMs);

/** A zip's files by name: the end-of-central-directory record, then each central entry's local
 *  header and data (stored or deflated), as much of the format as a package needs. */
function unzip(buf) {
  let end = buf.length - 22;
  while (end >= 0 && buf.readUInt32LE(end) !== 0x06054b50) end--;
  assert.ok(end >= 0, "the download is a zip file");
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const files = {};
  for (let i = 0; i < count; i++) {
    assert.equal(buf.readUInt32LE(at), 0x02014b50, "a central directory entry");
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const skip = nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    assert.equal(buf.readUInt32LE(local), 0x04034b50, `the local header of ${name}`);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    assert.ok(method === 0 || method === 8, `${name}: stored or deflated (method ${method})`);
    files[name] = method === 8 ? inflateRawSync(data) : Buffer.from(data);
    at += 46 + skip;
  }
  return files;
}

/** Writes `text` as the notes of a demo PDF (topic 2: Demand). */
async function writeNote(page, text) {
  await page.goto(`${world.stack.url}/self-study?subject_id=1&topic_id=2&file_key=demo%2F1%2F2%2Fcondensed-notes.pdf&is_notes_panel_open=true`);
  await page.getByRole("button", { name: /^(Create|Edit) Notes$/ }).click();
  const editor = page.getByRole("textbox", { name: "Notes" });
  await editor.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(text);
  await page.getByRole("button", { name: "Save Notes" }).click();
  await page.getByText("Notes saved!").waitFor();
}

/** The note is on /notes under Economics HL → Demand. */
async function noteIsThere(page, text) {
  await page.goto(`${world.stack.url}/notes`);
  await page.getByRole("button", { name: "Economics HL" }).click();
  await page.getByRole("button", { name: "Demand", exact: true }).click();
  await page.getByText(text).waitFor();
}

/** My Account's "Delete my account" dialog, open. */
async function openDeleteDialog(page) {
  await page.goto(`${world.stack.url}/my-account`);
  await page.getByRole("heading", { name: "Your data", exact: true }).waitFor();
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password").waitFor();
  return dialog;
}

/** Asks for the deletion in the open dialog with `password`; the day it says. */
async function confirmDeletion(page, dialog, password) {
  await dialog.getByLabel("Your password").fill(password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  const said = await dialog.getByTestId("deletion-date").textContent({ timeout: 15_000 });
  return said;
}

const tests = [];
for (const width of [375, 1440]) {
  tests.push([`@${width}: a note and an answer, then Download my data: prepared, downloaded, and the package holds both`, async () => {
    const page = await signInAs(world, "subscriber", width);
    const crashes = [];
    page.on("pageerror", (e) => crashes.push(e.message));
    const stamp = `${width}-${Date.now()}`;
    const note = `Cross elasticity of demand is positive for substitutes (${stamp}).`;
    await writeNote(page, note);

    const answer = `Ceteris paribus, demand falls as price rises (${stamp}).`;
    await page.goto(`${world.stack.url}/write?questionSetId=1&questionId=${width === 375 ? 102 : 103}`);
    await page.getByRole("heading", { name: "Write an answer" }).waitFor();
    await page.getByRole("textbox", { name: "Your answer to the question" }).click();
    await page.keyboard.press("Control+A");
    await page.keyboard.type(answer);
    await page.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });

    await page.goto(`${world.stack.url}/my-account`);
    const section = page.getByRole("region", { name: "Your data" });
    await section.getByRole("heading", { name: "Download your data" }).waitFor();
    // An earlier package (the other width's) is still ready: a new one is asked for either way.
    const ask = section.getByRole("button", { name: /^(Download my data|Prepare a new download)$/ });
    await ask.click();
    await section.getByText(/^Preparing your download…( \d+ of \d+)?$/).waitFor();
    assert.equal(await overflow(page), 0, "no horizontal overflow while it is prepared");
    const link = section.getByRole("link", { name: "Download (link valid 10 minutes)" });
    await link.waitFor({ timeout: 30_000 });
    const view = await apiGet(page, "/private/v1/account/export");
    assert.equal(view.state, "ready");
    assert.equal(view.done, view.total, "every step done");
    await section.getByText(`Your download is ready. It is removed on ${await dayInPage(page, view.expiresAt)}.`).waitFor();
    assert.equal(await overflow(page), 0, "no horizontal overflow with the download ready");

    // The browser downloads it.
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    assert.match(download.suggestedFilename(), /^seven-data-.*\.zip$/);

    // The signed link, fetched here: the package holds the note's words and the answer's.
    const res = await fetch(await link.getAttribute("href"));
    assert.equal(res.status, 200, "the signed link answers");
    const files = unzip(Buffer.from(await res.arrayBuffer()));
    assert.ok(files["README.txt"]?.toString("utf8").includes("seven-data.json"), "a README says what is inside");
    const data = JSON.parse(files["seven-data.json"].toString("utf8"));
    const login = world.stack.logins.find((l) => l.kind === "subscriber");
    assert.equal(data.sections.profile.email, login.email, "the profile is the student's");
    assert.ok(JSON.stringify(data.sections.notes ?? []).includes(stamp), "the note is in the package");
    assert.ok(JSON.stringify(data.sections.notes).includes(note), "with its words");
    assert.ok(JSON.stringify(data.sections.writtenAnswers ?? []).includes(answer), "the written answer is in the package");
    assert.deepEqual(crashes, []);
    await page.context().close();
  }]);
}

for (const width of [375, 1440]) {
  tests.push([`@${width}: delete my account with a wrong password, then the right one; the banner; Keep my account has everything back`, async () => {
    const page = await signInAs(world, "trial", width);
    const crashes = [];
    page.on("pageerror", (e) => crashes.push(e.message));
    const login = world.stack.logins.find((l) => l.kind === "trial");
    const note = `Keep this note (${width}-${Date.now()}).`;
    await writeNote(page, note);

    // The dialog: labelled, the API's own list of what happens, Escape closes it.
    let dialog = await openDeleteDialog(page);
    const { consequences } = await apiGet(page, "/private/v1/account/deletion");
    assert.ok(consequences.length >= 3, "the API says what deleting does");
    // Verbatim, but for the day ({day}), which the page writes in the student's time zone.
    const shown = await dialog.getByRole("listitem").allTextContents();
    assert.deepEqual(shown.map((l) => l.replace(/\d{2} [A-Z][a-z]{2} \d{4}/g, "{day}")), consequences, "the dialog shows the API's sentences, verbatim");
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("autocomplete")), "current-password", "focus starts on the password");
    assert.equal(await overflow(page), 0, "no horizontal overflow with the dialog open");
    // Focus stays inside: the page behind is inert, and tabbing round reaches nothing else on it
    // (past the dialog's last control the browser's own toolbar has it, then the dialog again).
    assert.equal(await page.evaluate(() => Boolean(document.querySelector("main")?.closest("[inert]"))), true, "the page behind is inert");
    const reached = new Set();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      reached.add(
        await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return "(none)";
          return el.closest("[role=dialog]") ? el.textContent || el.getAttribute("autocomplete") : `outside: ${el.outerHTML.slice(0, 80)}`;
        }),
      );
    }
    assert.deepEqual([...reached].filter((r) => r.startsWith("outside")), [], "focus never lands outside the dialog");
    assert.ok(reached.has("Cancel") && reached.has("Delete my account"), `tabbing reaches the dialog's buttons: ${[...reached]}`);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    assert.equal((await apiGet(page, "/private/v2/users/profile")).deletesAt ?? null, null, "closing it deletes nothing");

    // A wrong password: the API's words under the field.
    dialog = await openDeleteDialog(page);
    await dialog.getByLabel("Your password").fill("not-the-password-1");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText("That password is not right.").waitFor();
    const field = dialog.getByLabel("Your password");
    assert.equal(await field.getAttribute("aria-invalid"), "true");
    const described = await field.getAttribute("aria-describedby");
    assert.equal(await page.locator(`[id="${described}"]`).textContent(), "That password is not right.", "the error belongs to the field");
    assert.equal((await apiGet(page, "/private/v2/users/profile")).deletesAt ?? null, null, "nothing is deleted");

    // The right one: the day it goes, in the dialog and in the banner.
    const said = await confirmDeletion(page, dialog, login.password);
    const profile = await apiGet(page, "/private/v2/users/profile");
    assert.ok(profile.deletesAt > Date.now() + 6 * DAY, "deleted in 7 days");
    assert.equal(profile.isSubscriber, false, "no access while it waits");
    const day = await dayInPage(page, profile.deletesAt);
    assert.equal(said, `Your account will be deleted on ${day}.`);
    assert.equal(await overflow(page), 0, "no horizontal overflow with the dialog's answer");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    const banner = page.getByRole("region", { name: "Account deletion" });
    await banner.getByText(`Your account will be deleted on ${day}.`).waitFor();
    await page.getByTestId("deletion-waiting").getByText(`Your account will be deleted on ${day}.`).waitFor();
    assert.equal(await page.getByRole("button", { name: "Delete my account" }).count(), 0, "no second deletion");
    assert.equal(await overflow(page), 0, "no horizontal overflow with the banner");

    // Study pages are closed meanwhile; the banner is on every signed-in page.
    await page.goto(`${world.stack.url}/notes`);
    await page.waitForURL(`${world.stack.url}/my-account`, { timeout: 15_000 });
    await page.goto(`${world.stack.url}/subscription-plans`);
    await banner.getByRole("button", { name: "Keep my account" }).waitFor();

    // Keep my account: everything back.
    await banner.getByRole("button", { name: "Keep my account" }).click();
    await banner.waitFor({ state: "detached" });
    const kept = await apiGet(page, "/private/v2/users/profile");
    assert.equal(kept.deletesAt ?? null, null);
    assert.equal(kept.isSubscriber, true, "the trial's access is back");
    await noteIsThere(page, note);
    await page.goto(`${world.stack.url}/my-account`);
    await page.getByRole("button", { name: "Delete my account" }).waitFor();
    assert.equal(await page.getByRole("region", { name: "Account deletion" }).count(), 0);
    assert.deepEqual(crashes, []);
    await page.context().close();
  }]);
}

for (const width of [375, 1440]) {
  tests.push([`@${width}: delete my account; staff see it waiting; 7 days and a minute later it is gone and signing in is refused`, async () => {
    const user = await newUser(world.stack);
    const context = await world.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${world.stack.url}/login`);
    await logIn(page, world.stack, user);
    await page.waitForURL(`${world.stack.url}/subscriptions`, { timeout: 30_000 });
    const dialog = await openDeleteDialog(page);
    const said = await confirmDeletion(page, dialog, user.password);
    const { deletesAt } = await apiGet(page, "/private/v2/users/profile");
    assert.equal(said, `Your account will be deleted on ${await dayInPage(page, deletesAt)}.`);

    // Staff see it waiting, asked by the student.
    const staff = await openStaffConsole(world, width);
    await staff.getByRole("tab", { name: "Privacy" }).click();
    const row = staff.locator(".privacy-list li", { hasText: user.email });
    await row.getByText("Asked by the student").waitFor();
    assert.equal(await overflow(staff), 0, "no horizontal overflow on the Privacy tab");
    await staff.context().close();

    // The grace passes: the worker disables the account at once, and erases it everywhere once
    // every sign-in token it may hold has expired (65 minutes later).
    await advance(7 * DAY + MINUTE);
    const disabledBy = Date.now() + 30_000;
    for (;;) {
      const account = await cognito(world.stack, "AdminGetUser", { UserPoolId: world.stack.poolId, Username: user.email });
      if (account.Enabled === false) break;
      assert.ok(Date.now() < disabledBy, "the worker disabled the user within 30 s");
      await new Promise((r) => setTimeout(r, 1000));
    }
    await advance(66 * MINUTE);
    const until = Date.now() + 30_000;
    for (;;) {
      const gone = await cognito(world.stack, "AdminGetUser", { UserPoolId: world.stack.poolId, Username: user.email }).then(
        () => false,
        (e) => /UserNotFoundException/.test(String(e)),
      );
      if (gone) break;
      assert.ok(Date.now() < until, "the worker deleted the user within 30 s");
      await new Promise((r) => setTimeout(r, 1000));
    }
    await context.close();

    // Signing in is refused, as any unknown login is.
    const fresh = await (await world.browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await fresh.goto(`${world.stack.url}/login`);
    await logIn(fresh, world.stack, user);
    await fresh.getByText("Incorrect username or password.").waitFor({ timeout: 15_000 });
    assert.equal(new URL(fresh.url()).pathname, "/login", "still on the login page");
    await fresh.context().close();
  }]);
}

for (const width of [375, 1440]) {
  tests.push([`@${width}: staff delete an account for a student who asked in writing, after a confirm step; the student sees the banner`, async () => {
    // A student with a profile (made at their first sign-in).
    const user = await newUser(world.stack);
    const student = await (await world.browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await student.goto(`${world.stack.url}/login`);
    await logIn(student, world.stack, user);
    await student.waitForURL(`${world.stack.url}/subscriptions`, { timeout: 30_000 });

    const staff = await openStaffConsole(world, width);
    await staff.getByRole("tab", { name: "Privacy" }).click();
    const form = staff.getByRole("form", { name: "Delete an account for a student who asked in writing" });
    await form.waitFor();
    const submit = form.getByRole("button", { name: "Delete this account" });
    const confirm = staff.getByRole("dialog");

    // No such student: the API's words.
    await form.getByLabel("Student's email").fill(`nobody-${Date.now()}@example.com`);
    await form.getByLabel("Where they asked", { exact: false }).fill("E-mail of 3 March");
    await submit.click();
    await confirm.getByRole("button", { name: "Delete the account" }).click();
    await form.getByText("No student has that email address.").waitFor();

    // No reference: the API refuses in its words; nothing waits.
    await form.getByLabel("Student's email").fill(user.email);
    await form.getByLabel("Where they asked", { exact: false }).fill("");
    await submit.click();
    await confirm.getByRole("button", { name: "Delete the account" }).click();
    await form.getByText("Say where the student asked in writing (for example, the date of their e-mail).").waitFor();

    // Cancel at the confirm step changes nothing.
    const reference = `Letter of 3 March (${width})`;
    await form.getByLabel("Where they asked", { exact: false }).fill(reference);
    await submit.click();
    await confirm.getByText(`Delete the account of ${user.email}?`, { exact: false }).waitFor();
    assert.equal(await overflow(staff), 0, "no horizontal overflow with the confirm step open");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    assert.equal(await staff.locator(".privacy-list li", { hasText: user.email }).count(), 0, "nothing asked yet");

    await submit.click();
    await confirm.getByRole("button", { name: "Delete the account" }).click();
    await form.getByText(`The account of ${user.email} will be deleted on`, { exact: false }).waitFor();
    const row = staff.locator(".privacy-list li", { hasText: user.email });
    await row.getByText(`Asked in writing: ${reference}`).waitFor();
    assert.equal(await overflow(staff), 0, "no horizontal overflow on the Privacy tab");
    await staff.context().close();

    // The student, on their next page: the banner, and Keep my account.
    await student.goto(`${world.stack.url}/my-account`);
    const banner = student.getByRole("region", { name: "Account deletion" });
    await banner.getByText("Your account will be deleted on", { exact: false }).waitFor({ timeout: 15_000 });
    await banner.getByRole("button", { name: "Keep my account" }).click();
    await banner.waitFor({ state: "detached" });
    assert.equal((await apiGet(student, "/private/v2/users/profile")).deletesAt ?? null, null);
    await student.context().close();
  }]);
}

// The journeys that move the clock 7 days on run last.
const order = [0, 1, 2, 3, 6, 7, 4, 5];
for (const i of order) test(tests[i][0], tests[i][1]);
