// The foundation journey: open the site, sign up, confirm, get signed in, and see the profile
// the API loaded from DynamoDB. Then a seeded demo user signs in. And the navigation bar a page
// paints before its code runs is the reader's own, signed in or not.

import assert from "node:assert/strict";
import { test } from "node:test";

import { logIn, setUpWorld } from "./harness.mjs";

const world = setUpWorld();

test("a visitor signs up, confirms, is signed in and sees their profile", async () => {
  const page = await (await world.browser.newContext()).newPage();
  const email = `e2e-${Date.now()}@example.com`;

  // A protected page sends the visitor to /login and is restored after sign-in.
  await page.goto(`${world.stack.url}/recorded-lessons`);
  await page.waitForURL(`${world.stack.url}/login`);
  await page.getByRole("heading", { name: "Create your account" }).waitFor();

  // The form's rules speak before anything is sent.
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByText("Please fix the form error").waitFor();
  await page.getByText("First name is required").waitFor();
  await page.getByText("Please enter a valid email").waitFor();
  await page.getByText("Password has to contain at least 12 characters").waitFor();

  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("analytical-engine");
  await page.getByLabel("Confirm password").fill("analytical-engine");
  await page.getByRole("button", { name: "Sign Up" }).click();

  await page.getByRole("heading", { name: "Confirm your email" }).waitFor();
  await page.getByLabel("Confirmation code").fill("123456");
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByText("Email successfully verified.").waitFor();

  // First login: the profile is created through the API, then the remembered page opens.
  await page.waitForURL(`${world.stack.url}/recorded-lessons`, { timeout: 30_000 });
  await page.goto(`${world.stack.url}/my-account`);
  await page.getByRole("heading", { name: "My Profile" }).waitFor();
  assert.equal(await page.getByTestId("full-name").textContent(), "Ada Lovelace");
  assert.equal(await page.getByTestId("email").textContent(), email);

  // The profile is the one stored by the API, read back with the same token.
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith(".idToken"));
    return key ? localStorage.getItem(key) : null;
  });
  assert.ok(token, "Amplify keeps the ID token");
  const res = await fetch(`${world.stack.url}/private/v2/users/profile`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  const profile = await res.json();
  assert.equal(profile.firstName, "Ada");
  assert.equal(profile.email, email);
  assert.equal(profile.isSubscriber, false);

  // Logging out (avatar menu) clears the session and goes to the home page.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await page.waitForURL(`${world.stack.url}/`);
  await page.getByRole("link", { name: "Login" }).waitFor();
  await page.goto(`${world.stack.url}/my-account`);
  await page.waitForURL(`${world.stack.url}/`);
  await page.close();
});

test("a demo subscriber signs in with the seeded login", async () => {
  const page = await (await world.browser.newContext()).newPage();
  const demo = world.stack.logins.find((l) => l.kind === "subscriber");
  await page.goto(`${world.stack.url}/login`);
  await page.getByRole("button", { name: "Already have an account? Log in" }).click();
  await page.getByLabel("Email").fill(demo.email);
  await page.getByLabel("Password").fill("wrong-password-123");
  await page.getByRole("button", { name: "Log In" }).click();
  await page.getByText("Incorrect username or password.").waitFor();
  await page.getByLabel("Password").fill(demo.password);
  await page.getByRole("button", { name: "Log In" }).click();
  // A subscriber with no remembered page lands on the dashboard, greeted by name, with the banner.
  await page.waitForURL(`${world.stack.url}/my-dashboard`, { timeout: 30_000 });
  await page.getByRole("heading", { name: "Hi Sam, welcome back!" }).waitFor();
  await page.getByText("A free weekly lesson is available on your dashboard!").waitFor();
  assert.equal(await page.getByRole("button", { name: "Account menu" }).textContent(), "S");
  await page.close();
});

/** The links of the bar as `path` paints before any of its scripts has run (they are held until
 *  the bar has been read): the bar SessionMark's inline script chose from what this browser holds. */
async function barBeforeScripts(page, path) {
  let release = () => {};
  const held = new Promise((resolve) => (release = resolve));
  page.scriptsHeld = held;
  await page.goto(`${world.stack.url}${path}`, { waitUntil: "domcontentloaded" });
  const links = await page.locator(".navbar a:visible").allTextContents();
  const avatar = await page.locator(".navbar .avatar:visible").count();
  release();
  await page.waitForLoadState("networkidle");
  return { links, avatar };
}

test("the bar a page paints before its code runs is the reader's: a visitor's, or a signed-in student's", async () => {
  const visitorBar = ["Seven", "About Us", "Quiz Challenge", "Subscriptions", "FAQS", "Contact Us", "Login"];
  const studentBar = ["Seven", "Notes & Videos", "Question Bank", "Quizzes", "Review", "Quiz Challenge", "Liked Content", "Notes", "Recorded Lessons", "IA portfolio"];
  const page = await (await world.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  page.scriptsHeld = Promise.resolve();
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await page.scriptsHeld;
    await route.continue().catch(() => {}); // a request the page gave up on while held
  });
  for (const path of ["/faqs", "/quiz-challenge", "/my-account"]) {
    assert.deepEqual(await barBeforeScripts(page, path), { links: visitorBar, avatar: 0 }, `a visitor on ${path}`);
  }
  page.scriptsHeld = Promise.resolve();
  await page.goto(`${world.stack.url}/login`);
  await logIn(page, world.stack, world.stack.logins.find((l) => l.kind === "subscriber"));
  await page.waitForURL(`${world.stack.url}/my-dashboard`, { timeout: 30_000 });
  for (const path of ["/faqs", "/quiz-challenge", "/my-account"]) {
    assert.deepEqual(await barBeforeScripts(page, path), { links: studentBar, avatar: 1 }, `a subscriber on ${path}`);
  }
  await page.context().close();
});
