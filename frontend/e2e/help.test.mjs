// Study help and the staff console in Chromium against the whole local stack: a student asks, a
// staff member answers in the console, the student's button shows 1 unread, the student replies
// and resolves; markup in a title never runs. A staff upload reaches a student's Notes & Videos.

import assert from "node:assert/strict";
import { test } from "node:test";

import { openStaffConsole, setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();

const staffConsole = () => openStaffConsole(world);

test("a question goes from the widget to the staff console and back, until it is resolved", async () => {
  const student = await signInAs(world, "trial");
  const alerts = [];
  const crashes = [];
  student.on("pageerror", (e) => crashes.push(e.message));
  student.on("dialog", (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  // Wide screen: the popup opens by itself.
  const popup = student.getByRole("dialog", { name: "Get Study Help" });
  await popup.waitFor();
  await popup.getByRole("button", { name: "New Question" }).click();
  await popup.getByRole("button", { name: "Submit" }).click();
  await popup.getByText("Title cannot be empty").waitFor();
  await popup.getByText("Message cannot be empty").waitFor();
  const title = `<img src=x onerror="alert('title')"> Why is PED negative? ${Date.now()}`;
  await popup.getByLabel("Title").fill(title);
  // Going back with typed content asks first.
  await popup.getByRole("button", { name: "Back" }).click();
  await student.getByText("Are you sure you want to go back? You will lose the progress so far").waitFor();
  await student.getByRole("button", { name: "Cancel" }).click();
  await popup.getByLabel("Message").fill("The law of demand says…\n<script>alert('message')</script>Second line");
  await popup.getByRole("button", { name: "Submit" }).click();
  await student.getByText("Question submitted successfully").waitFor();
  const row = popup.getByRole("button", { name: new RegExp(`Why is PED negative\\? ${title.split(" ").pop()}`) });
  await row.getByText("Open").waitFor();
  assert.match(await row.textContent(), /<img src=x/, "the title is shown as text");

  // Staff answer in the console.
  const staff = await staffConsole();
  await staff.getByRole("button", { name: new RegExp(title.split(" ").pop()) }).click();
  const thread = staff.getByRole("region", { name: `Thread: ${title}` });
  await thread.getByText("Second line").waitFor();
  await thread.getByLabel("Reply as Seven").fill("Price and quantity demanded move in opposite directions.\nSo PED < 0.");
  await thread.getByRole("button", { name: "Send Reply" }).click();
  await staff.getByText("Reply sent. The student will see it as Unread.").waitFor();
  await staff.getByText("No questions are waiting for a reply.").waitFor();

  // The student's button shows 1 unread.
  await student.reload();
  const button = student.getByRole("button", { name: /Ask a Question/ });
  await button.getByLabel("1 unread").waitFor();
  await button.click();
  await popup.getByRole("button", { name: new RegExp(title.split(" ").pop()) }).getByText("Unread").waitFor();
  await popup.getByRole("button", { name: new RegExp(title.split(" ").pop()) }).click();
  await popup.getByText("So PED < 0.").waitFor();
  const texts = await popup.locator(".help-text").allTextContents();
  assert.equal(texts[0], "The law of demand says…\nSecond line", "markup removed, line breaks kept");
  // Reply with shift+enter, then resolve.
  await popup.getByLabel("Reply").fill("Thanks, that helps!   ");
  await popup.getByLabel("Reply").press("Shift+Enter");
  await popup.locator(".help-text", { hasText: "Thanks, that helps!" }).waitFor();
  await popup.getByRole("button", { name: "Mark as Resolved" }).click();
  await popup.getByText("This question has been resolved.").waitFor();
  assert.equal(await popup.getByLabel("Reply").isDisabled(), true);
  assert.deepEqual(alerts, [], "no markup ran");
  assert.deepEqual(crashes, [], "no page errors");
  await student.close();
  await staff.close();
});

test("the widget is not on the Quiz Challenge, and 'Request A Study Plan' opens an IB Game Plan question", async () => {
  const page = await signInAs(world, "subscriber");
  await page.getByRole("dialog", { name: "Get Study Help" }).getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Request A Study Plan" }).click();
  const popup = page.getByRole("dialog", { name: "Get Study Help" });
  assert.equal(await popup.getByLabel("Title").inputValue(), "IB Game Plan");
  await page.goto(`${world.stack.url}/quiz-challenge`);
  await page.getByRole("button", { name: "Start Playing!" }).waitFor();
  assert.equal(await page.getByRole("button", { name: /Ask a Question/ }).count(), 0);
  await page.close();
});

test("a staff member uploads a PDF to a topic and a student sees it in Notes & Videos", async () => {
  const staff = await staffConsole();
  await staff.getByRole("tab", { name: "Upload" }).click();
  await staff.getByLabel("Subject").selectOption({ label: "Economics HL" });
  await staff.getByLabel("Topic").selectOption({ label: "Demand" });
  await staff.getByLabel("File type").selectOption({ label: "Condensed Notes" });
  const name = `Staff notes on demand ${Date.now()}`;
  await staff.getByLabel("Name students see").fill(name);
  // A file that only claims to be a PDF is refused.
  await staff.getByLabel("PDF (up to 50 MB)").setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>no</html>") });
  await staff.getByRole("button", { name: "Upload" }).click();
  await staff.getByText("That file is not a PDF. Please choose another file.").waitFor();
  const pdf = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
  await staff.getByLabel("PDF (up to 50 MB)").setInputFiles({ name: "demand.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
  await staff.getByRole("button", { name: "Upload" }).click();
  await staff.getByText("Uploaded. Students see it in Notes & Videos now.").waitFor();
  await staff.close();

  const student = await signInAs(world, "trial");
  await student.goto(`${world.stack.url}/self-study?subject_id=1`);
  await student.getByRole("button", { name: /Demand/ }).first().click();
  await student.getByText(name).waitFor();
  await student.close();
});

test("the study-help popup opens by itself once per browser session, and only on wide screens", async () => {
  const page = await signInAs(world, "subscriber");
  const popup = page.getByRole("dialog", { name: "Get Study Help" });
  await popup.waitFor();
  await popup.getByRole("button", { name: /close/i }).first().click();
  // A full reload and another page in the same session: it stays closed until asked for.
  await page.reload();
  await page.getByRole("button", { name: /Ask a Question/ }).waitFor();
  await page.goto(`${world.stack.url}/quizzes`);
  await page.getByRole("button", { name: /Ask a Question/ }).waitFor();
  await page.waitForTimeout(500);
  assert.equal(await popup.count(), 0, "not again in the same session");
  await page.getByRole("button", { name: /Ask a Question/ }).click();
  await popup.waitFor();
  await page.context().close();

  // A new session opens it again; a 768 px screen never does by itself.
  const again = await signInAs(world, "subscriber");
  await again.getByRole("dialog", { name: "Get Study Help" }).waitFor();
  await again.context().close();
  const narrow = await signInAs(world, "subscriber", 768);
  await narrow.getByRole("button", { name: /Ask a Question/ }).waitFor();
  await narrow.waitForTimeout(500);
  assert.equal(await narrow.getByRole("dialog", { name: "Get Study Help" }).count(), 0);
  await narrow.context().close();
});

test("@1440: the staff console opens with no study-help popup or button and no cohort banner, and staff are never asked for an IB cohort", async () => {
  const staff = await staffConsole();
  const crashes = [];
  staff.on("pageerror", (e) => crashes.push(e.message));
  // Long enough for the widget's code to have loaded and opened by itself, were it offered.
  await staff.getByRole("tab", { name: "Marking desk" }).click();
  await staff.waitForTimeout(1500);
  assert.equal(await staff.getByRole("dialog", { name: "Get Study Help" }).count(), 0, "no popup over the console");
  assert.equal(await staff.getByRole("button", { name: /Ask a Question/ }).count(), 0, "staff answer threads in the console, not the widget");
  assert.equal(await staff.getByRole("region", { name: "Free weekly lesson" }).count(), 0, "no cohort banner for staff");
  // Nothing floats over the desk's controls.
  const covered = await staff.evaluate(() =>
    [...document.querySelectorAll("button, a[href], input, select, textarea")]
      .filter((el) => el.getBoundingClientRect().width > 0)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return false;
        const top = document.elementFromPoint(x, y);
        return top !== null && !el.contains(top) && !top.contains(el) && top.closest(".help-widget, .banner") !== null;
      }).length,
  );
  assert.equal(covered, 0, "no control of the console is covered");
  // Their dashboard does not ask when they take the IB either.
  await staff.goto(`${world.stack.url}/my-dashboard`);
  await staff.waitForTimeout(1500);
  assert.equal(await staff.getByRole("button", { name: "When Are You Taking The IB?" }).count(), 0, "no cohort question for staff");
  assert.equal(await staff.getByRole("button", { name: "Fill Now" }).count(), 0);
  assert.deepEqual(crashes, []);
  await staff.context().close();
});
