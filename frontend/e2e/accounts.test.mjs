// Accounts, session and the route rules (spec 01 §2, §4, §5, §8), in Chromium against the
// whole local world.stack.

import assert from "node:assert/strict";
import { test } from "node:test";

import { logIn, newUser, setUpWorld } from "./harness.mjs";

const world = setUpWorld();

const fresh = async () => (await world.browser.newContext()).newPage();
const demo = (kind) => world.stack.logins.find((l) => l.kind === kind);

test("a visitor's study link is remembered: a subscriber returns to that exact URL", async () => {
  const page = await fresh();
  await page.goto(`${world.stack.url}/quizzes?subjectId=1`);
  await page.waitForURL(`${world.stack.url}/login`);
  await logIn(page, world.stack, demo("subscriber"));
  await page.waitForURL(`${world.stack.url}/quizzes?subjectId=1`, { timeout: 30_000 });
  await page.getByRole("heading", { name: "Quizzes" }).waitFor();
  // Signed in, /login and / send the user on to the dashboard.
  await page.goto(`${world.stack.url}/login`);
  await page.waitForURL(`${world.stack.url}/my-dashboard`);
  await page.goto(`${world.stack.url}/`);
  await page.waitForURL(`${world.stack.url}/my-dashboard`);
  // /subscriptions/info sends signed-in users to /subscriptions, which a subscriber skips.
  await page.goto(`${world.stack.url}/subscriptions/info`);
  await page.waitForURL(`${world.stack.url}/my-account`);
  await page.close();
});

test("a user without a plan goes to /subscriptions instead, and study pages send them to My Account", async () => {
  const page = await fresh();
  await page.goto(`${world.stack.url}/quizzes?subjectId=1`);
  await page.waitForURL(`${world.stack.url}/login`);
  await logIn(page, world.stack, demo("none"));
  await page.waitForURL(`${world.stack.url}/subscriptions`, { timeout: 30_000 });
  await page.getByRole("heading", { name: "Our Subscription Plan" }).waitFor();
  await page.goto(`${world.stack.url}/self-study`);
  await page.waitForURL(`${world.stack.url}/my-account`);
  // No banner without a plan.
  assert.equal(await page.getByText("free weekly lesson").count(), 0);
  await page.close();
});

test("a first login creates the profile and a new user without a plan lands on /subscriptions", async () => {
  const page = await fresh();
  const user = await newUser(world.stack);
  await page.goto(`${world.stack.url}/login`);
  await logIn(page, world.stack, user);
  await page.waitForURL(`${world.stack.url}/subscriptions`, { timeout: 30_000 });
  const token = await page.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => k.endsWith(".idToken"))));
  const profile = await (await fetch(`${world.stack.url}/private/v2/users/profile`, { headers: { authorization: `Bearer ${token}` } })).json();
  assert.equal(profile.email, user.email);
  assert.equal(profile.firstName, "Grace");
  await page.close();
});

test("a trial user with no cohort sees the fill-your-cohort banner", async () => {
  const page = await fresh();
  await page.goto(`${world.stack.url}/login`);
  await logIn(page, world.stack, demo("trial"));
  await page.waitForURL(`${world.stack.url}/my-dashboard`, { timeout: 30_000 });
  await page.getByText("Fill your IB cohort to access our free weekly lessons!").waitFor();
  await page.getByRole("button", { name: "Close banner" }).click();
  assert.equal(await page.getByText("Fill your IB cohort").count(), 0);
  await page.close();
});

test("wrong password and unconfirmed accounts get their messages", async () => {
  const page = await fresh();
  await page.goto(`${world.stack.url}/login`);
  await logIn(page, world.stack, { email: demo("none").email, password: "not-the-password" });
  await page.getByText("Incorrect username or password.").waitFor();

  // Signed up but never confirmed: login moves to the confirm view with its info message.
  const email = `unconfirmed${Date.now()}@example.com`;
  await page.getByRole("button", { name: "New here? Sign up" }).click();
  await page.getByLabel("First name").fill("Una");
  await page.getByLabel("Last name").fill("Confirmed");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("twelve-chars-ok");
  await page.getByLabel("Confirm password").fill("twelve-chars-ok");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByRole("heading", { name: "Confirm your email" }).waitFor();
  await page.getByRole("button", { name: "Resend code" }).click();
  await page.getByText("A new confirmation code has been sent to your email.").waitFor();
  await page.getByRole("button", { name: "Back to log in" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("twelve-chars-ok");
  await page.getByRole("button", { name: "Log In" }).click();
  await page.getByText("Your email has yet to be verified. Please enter the confirmation code that was sent to your email.").waitFor();
  await page.getByRole("heading", { name: "Confirm your email" }).waitFor();

  // Signing up again with the same email is refused with the spec's words.
  await page.goto(`${world.stack.url}/login`);
  await page.getByLabel("First name").fill("Una");
  await page.getByLabel("Last name").fill("Again");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("twelve-chars-ok");
  await page.getByLabel("Confirm password").fill("twelve-chars-ok");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByText("An account with the given email address already exists").waitFor();
  await page.close();
});

test("forgot password → reset → log in with the new password", async () => {
  const page = await fresh();
  const user = await newUser(world.stack);
  await page.goto(`${world.stack.url}/login`);
  await page.getByRole("button", { name: "Already have an account? Log in" }).click();
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Code" }).click();
  await page.getByText("Please check your email for the verification code").waitFor();
  await page.getByRole("heading", { name: "Reset your password" }).waitFor();
  await page.getByLabel("Verification code").fill("123456");
  await page.getByLabel("New password").fill("a-brand-new-password");
  await page.getByLabel("Confirm password").fill("a-brand-new-password");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await page.getByText("Password successfully reset").waitFor();
  await page.getByRole("heading", { name: "Log in" }).waitFor();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill("a-brand-new-password");
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(`${world.stack.url}/subscriptions`, { timeout: 30_000 });
  await page.close();
});

test("change password: the wrong current password is refused, the right one works", async () => {
  const page = await fresh();
  const user = await newUser(world.stack);
  await page.goto(`${world.stack.url}/login`);
  await logIn(page, world.stack, user);
  await page.waitForURL(`${world.stack.url}/subscriptions`, { timeout: 30_000 });
  await page.goto(`${world.stack.url}/my-account`);
  await page.getByRole("heading", { name: "Change Password" }).waitFor();

  await page.getByLabel("Current password").fill("short");
  await page.getByLabel("New password", { exact: true }).fill("another-password-2");
  await page.getByLabel("Confirm new password").fill("another-password-3");
  await page.getByRole("button", { name: "Update Password" }).click();
  await page.getByText("Your password needs to be at least 12 characters long!").waitFor();
  await page.getByText("The passwords do not match!").waitFor();

  await page.getByLabel("Current password").fill("not-my-password-at-all");
  await page.getByLabel("Confirm new password").fill("another-password-2");
  await page.getByRole("button", { name: "Update Password" }).click();
  await page.getByText("Your password is incorrect!").waitFor();

  await page.getByLabel("Current password").fill(user.password);
  await page.getByRole("button", { name: "Update Password" }).click();
  await page.getByText("Password successfully updated!").waitFor();

  const next = await fresh();
  await next.goto(`${world.stack.url}/login`);
  await logIn(next, world.stack, { email: user.email, password: "another-password-2" });
  await next.waitForURL(`${world.stack.url}/subscriptions`, { timeout: 30_000 });
  await page.close();
  await next.close();
});

test("a 401 from the API shows the session-expired notice", async () => {
  const page = await fresh();
  await page.goto(`${world.stack.url}/login`);
  await logIn(page, world.stack, demo("subscriber"));
  await page.waitForURL(`${world.stack.url}/my-dashboard`, { timeout: 30_000 });
  // Corrupt the stored ID token's signature: Amplify still hands it out, the API refuses it.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith(".idToken"));
    const [h, p] = localStorage.getItem(key).split(".");
    localStorage.setItem(key, `${h}.${p}.AAAA`);
  });
  await page.goto(`${world.stack.url}/my-account`);
  await page.getByText("Your session has expired. Please log in again. Reloading shortly...").waitFor();
  await page.close();
});

test("the catalogue loads once the user exists; if it cannot, the notice shows and the page reloads", async () => {
  const page = await fresh();
  await page.goto(`${world.stack.url}/login`);
  const loaded = page.waitForResponse((r) => r.url().endsWith("/private/v1/files/subjects") && r.status() === 200);
  await logIn(page, world.stack, demo("subscriber"));
  const subjects = await (await loaded).json();
  assert.ok(subjects.some((s) => s.name === "Economics HL" && s.topics.length >= 8));

  // The file-type list fails once: the initialisation notice, then a reload that recovers.
  let failed = false;
  await page.route("**/private/v1/files/filetypes", (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.fulfill({ status: 503, contentType: "application/json", body: '{"code":"SERVICE_UNAVAILABLE","message":"x"}' });
  });
  await page.goto(`${world.stack.url}/my-dashboard`);
  await page.getByText("Oops! We could not load the study catalogue. Reloading shortly...").waitFor();
  await page.waitForResponse((r) => r.url().endsWith("/private/v1/files/filetypes") && r.status() === 200, { timeout: 15_000 });
  await page.getByRole("heading", { name: "Hi Sam, welcome back!" }).waitFor();
  await page.close();
});
