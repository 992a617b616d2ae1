// Staff must use an authenticator app (docs/deploy.md, "Staff MFA"), in Chromium against the whole
// local stack, whose Cognito checks the codes: a new staff member without one opens the console,
// is offered the set-up, adds the key (the test is the app: RFC 6238 from the key shown), is asked
// to log in again (the session that set it up began without the code), and the login page asks for
// the app's code; then the console loads.

import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";

import { cognito, enterTotp, logIn, newUser, setUpWorld, totpCode } from "./harness.mjs";

const world = setUpWorld();
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

async function axeViolations(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("a staff member without an authenticator app sets one up from the console, then signs in with its code", async () => {
  const login = await newUser(world.stack);
  await cognito(world.stack, "AdminAddUserToGroup", { UserPoolId: world.stack.poolId, Username: login.email, GroupName: "staff" });
  const page = await (await world.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto(`${world.stack.url}/login`);
  await logIn(page, world.stack, login);
  await page.waitForURL(/\/subscriptions$/, { timeout: 30_000 });

  // The API refuses the console until TOTP is on; the console says why and offers the set-up.
  await page.goto(`${world.stack.url}/staff`);
  await page.getByRole("heading", { name: "Set up two-step sign-in" }).waitFor();
  assert.equal(await page.getByRole("tab", { name: "Study help" }).count(), 0);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  const key = (await page.getByLabel("Secret key").textContent()) ?? "";
  assert.match(key.replace(/\s/g, ""), /^[A-Za-z2-7]+$/, "a base32 key");
  const uri = await page.getByRole("link", { name: "open it in your authenticator app." }).getAttribute("href");
  assert.match(uri ?? "", /^otpauth:\/\/totp\/Seven:.+\?secret=[A-Za-z2-7]+&issuer=Seven$/);
  assert.deepEqual(await axeViolations(page), [], "the set-up panel");

  // A wrong code is refused and said so; the app's current code turns it on. The session that set
  // it up began with the password only, so the console asks to log in again (the API signed it out).
  await page.getByLabel("Code from the app").fill("000000" === (await totpCode(key)) ? "111111" : "000000");
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await page.getByText("That code is not right.", { exact: false }).waitFor();
  await page.getByLabel("Code from the app").fill(await totpCode(key));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await page.getByRole("heading", { name: "Log in again with your code" }).waitFor({ timeout: 15_000 });
  assert.equal(await page.getByRole("tab", { name: "Study help" }).count(), 0);
  assert.deepEqual(await axeViolations(page), [], "the log-in-again panel");

  // In again: the password, then the app's code, then the console.
  await page.getByRole("button", { name: "Log out and log in again" }).click();
  await page.waitForURL(`${world.stack.url}/login`);
  // Cognito's auth_time counts seconds: a sign-in in the set-up's own second is refused.
  await new Promise((r) => setTimeout(r, 1_100));
  await logIn(page, world.stack, login);
  await page.getByRole("heading", { name: "Two-step sign-in" }).waitFor();
  assert.deepEqual(await axeViolations(page), [], "the code step");
  await page.getByLabel("Authenticator code").fill("12345");
  await page.getByRole("button", { name: "Verify" }).click();
  await page.getByText("Please enter the 6-digit code from your authenticator app").waitFor();
  await enterTotp(page, key);
  await page.waitForURL(/\/subscriptions$/, { timeout: 30_000 });
  await page.goto(`${world.stack.url}/staff`);
  await page.getByRole("tab", { name: "Study help" }).waitFor();
  assert.equal(await page.getByRole("heading", { name: "Set up two-step sign-in" }).count(), 0);
  await page.close();
});
