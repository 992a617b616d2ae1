// The first day (issue 53), in Chromium against the whole local stack: a visitor chooses a plan on
// the public plans page, signs up and confirms their e-mail; they land on the plans page with a
// welcome that says what to do first, the plan they chose still chosen, and the trial card's code
// filled in. Without a plan, /my-dashboard sends them to My Account, which says why.

import assert from "node:assert/strict";
import { test } from "node:test";

import { setUpWorld } from "./harness.mjs";

const world = setUpWorld();

const noSidewaysScroll = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const width of [375, 1440, 1920]) {
  test(`@${width}: plans → sign up → confirm → welcome, the chosen plan kept, the trial code filled in`, async () => {
    const context = await world.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const email = `first-day-${width}-${Date.now()}@example.com`;

    // A visitor chooses Friends & Family before they have an account.
    await page.goto(`${world.stack.url}/subscriptions/info`);
    await page.locator("article", { has: page.getByRole("heading", { name: "Friends & Family" }) }).getByRole("link", { name: "Select" }).click();
    await page.waitForURL(`${world.stack.url}/login?plan=family`);

    // Sign up (the default view), then confirm: the spec's pages and headlines as they are.
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    await page.getByLabel("First name").fill("Fay");
    await page.getByLabel("Last name").fill("Firstday");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("twelve-chars-ok");
    await page.getByLabel("Confirm password").fill("twelve-chars-ok");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByRole("heading", { name: "Confirm your email" }).waitFor();
    // The confirmation is finished after a reload: the choice is still known.
    await page.reload();
    await page.getByRole("button", { name: "Already have an account? Log in" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("twelve-chars-ok");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("heading", { name: "Confirm your email" }).waitFor();
    await page.getByLabel("Confirmation code").fill("123456");
    await page.getByRole("button", { name: "Confirm" }).click();

    // The first useful page: the plans page, the welcome, the plan they chose marked.
    await page.waitForURL(`${world.stack.url}/subscriptions?plan=family&welcome=1`, { timeout: 30_000 });
    await page.getByRole("heading", { name: "Our Subscription Plan" }).waitFor();
    const welcome = page.getByTestId("welcome");
    await welcome.getByRole("heading", { name: "Welcome to Seven, Fay" }).waitFor();
    await welcome.getByRole("heading", { name: "What to do first" }).waitFor();
    assert.match(await welcome.textContent(), /Finish choosing Friends & Family/);
    assert.match(await welcome.textContent(), /marked by IB teachers/);
    assert.equal(await welcome.locator("ol > li").count(), 4, "a short list of first steps");
    const chosen = page.locator("article[data-chosen=true]");
    assert.equal(await chosen.count(), 1);
    assert.equal(await chosen.getByRole("heading").first().textContent(), "Friends & Family");
    await chosen.getByText("Your choice").waitFor();
    assert.ok(await noSidewaysScroll(page), "no sideways scrolling on the plans page");

    // Without a plan, /my-dashboard sends them to My Account, which says why, with the way on.
    await page.goto(`${world.stack.url}/my-dashboard`);
    await page.waitForURL(`${world.stack.url}/my-account`);
    const why = page.getByTestId("needs-plan");
    await why.waitFor();
    assert.match(await why.textContent(), /My Dashboard is open to students with a plan or a free trial/);
    assert.ok(await noSidewaysScroll(page), "no sideways scrolling on My Account");
    await why.getByRole("link", { name: "Choose a plan or start your free trial" }).click();
    await page.waitForURL(`${world.stack.url}/subscriptions`);
    // The choice is remembered on the device, after the URL has lost it.
    await page.locator("article[data-chosen=true]", { hasText: "Friends & Family" }).waitFor();

    // The trial card shows the code, and its dialog comes with the code filled in.
    await page.getByRole("button", { name: "Get Your Free Trial: Free 1-Day Trial" }).click();
    const code = page.getByLabel("Free trial code");
    await code.waitFor();
    assert.equal(await code.inputValue(), "GETYOUR7");
    await page.getByRole("button", { name: "Redeem" }).click();
    await page.waitForURL(`${world.stack.url}/self-study`, { timeout: 30_000 });

    // A later visit to My Account has no such notice.
    await page.goto(`${world.stack.url}/my-account`);
    await page.getByRole("heading", { name: "My Account" }).waitFor();
    assert.equal(await page.getByTestId("needs-plan").count(), 0);
    await context.close();
  });
}
