// My Account's E-mail section and the unsubscribe page against a real HTTP server standing in for
// the API's e-mail routes.

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SWRConfig } from "swr";

import { setConfigForTests } from "@/lib/config";

import { EmailChoices } from "./EmailChoices";
import { Unsubscribe } from "./Unsubscribe";

type Reply = { status: number; body: unknown };
let server: Server;
let stored = { studyHelp: true, marking: true, digest: true };
let putAnswer: Reply | null = null;
let getAnswer: Reply | null = null;
let unsubscribeAnswer: Reply = { status: 200, body: {} };
const requests: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      requests.push({ method: req.method ?? "", url: req.url ?? "", body });
      const send = ({ status, body: out }: Reply) => {
        res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" });
        res.end(JSON.stringify(out));
      };
      if (req.method === "OPTIONS") {
        res.writeHead(204, { "access-control-allow-origin": "*", "access-control-allow-methods": "*", "access-control-allow-headers": "*" });
        res.end();
      } else if (req.url?.startsWith("/private/v1/email-preferences")) {
        if (req.method === "GET" && getAnswer) return send(getAnswer);
        if (req.method === "PUT") {
          if (putAnswer) return send(putAnswer);
          stored = JSON.parse(body) as typeof stored;
        }
        send({ status: 200, body: stored });
      } else if (req.url?.startsWith("/api/v1/email/unsubscribe")) {
        send(unsubscribeAnswer);
      } else send({ status: 404, body: { code: "ERROR_NOT_FOUND", message: "none" } });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  setConfigForTests({ apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cognito: { userPoolId: "p", userPoolClientId: "c" } });
});

afterAll(() => server.close());

beforeEach(() => {
  requests.length = 0;
  stored = { studyHelp: true, marking: true, digest: true };
  putAnswer = null;
  getAnswer = null;
});

const section = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <EmailChoices />
    </SWRConfig>,
  );

describe("My Account → E-mail", () => {
  it("shows the three choices as the API has them and saves with the API's answer", async () => {
    stored = { studyHelp: true, marking: false, digest: true };
    section();
    const digest = await screen.findByRole("checkbox", { name: "The weekly digest (Sunday evening)" });
    expect(screen.getByRole("checkbox", { name: "Replies to my study-help questions" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "My marked answers and papers" })).not.toBeChecked();
    expect(digest).toBeChecked();
    expect(screen.getByText(/Notices about your payments, your plan/)).toBeInTheDocument();

    await userEvent.click(digest);
    await userEvent.click(screen.getByRole("button", { name: "Save e-mail choices" }));
    expect(await screen.findByText("Your e-mail choices are saved.")).toBeInTheDocument();
    const put = requests.find((r) => r.method === "PUT");
    expect(JSON.parse(put?.body ?? "{}")).toEqual({ studyHelp: true, marking: false, digest: false });
    expect(digest).not.toBeChecked();
    // A change after saving is not saved yet.
    await userEvent.click(digest);
    expect(screen.queryByText("Your e-mail choices are saved.")).not.toBeInTheDocument();
  });

  it("shows the API's message when saving fails", async () => {
    putAnswer = { status: 503, body: { code: "UNAVAILABLE", message: "Please try again in a minute." } };
    section();
    await userEvent.click(await screen.findByRole("button", { name: "Save e-mail choices" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please try again in a minute.");
    expect(screen.queryByText("Your e-mail choices are saved.")).not.toBeInTheDocument();
  });

  it("offers Retry when the choices cannot be loaded", async () => {
    getAnswer = { status: 503, body: { code: "UNAVAILABLE", message: "Down." } };
    section();
    expect(await screen.findByRole("alert", {}, { timeout: 3000 })).toHaveTextContent("Your e-mail choices could not be loaded.");
    getAnswer = null;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("checkbox", { name: "My marked answers and papers" })).toBeChecked();
  });
});

describe("/unsubscribe", () => {
  beforeEach(() => window.history.replaceState(null, "", "/unsubscribe?token=sub-1.digest.c2ln"));

  it("calls nothing until the button is pressed, then shows the API's message and My Account", async () => {
    unsubscribeAnswer = {
      status: 200,
      body: { topic: "digest", message: "You will no longer get e-mail about the weekly digest. Notices about your payments still come." },
    };
    render(<Unsubscribe />);
    expect(screen.getByRole("heading", { name: "Unsubscribe from these e-mails?" })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(requests).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("status")).toHaveTextContent("You will no longer get e-mail about the weekly digest.");
    expect(screen.getByRole("link", { name: "Change your e-mail choices in My Account" })).toHaveAttribute("href", "/my-account");
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe("POST");
    expect(new URLSearchParams(requests[0]?.url.split("?")[1]).get("token")).toBe("sub-1.digest.c2ln");
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).not.toBeInTheDocument();
  });

  it("shows the API's refusal of a link that is not valid", async () => {
    unsubscribeAnswer = {
      status: 400,
      body: { code: "BAD_REQUEST", message: "This unsubscribe link is not valid. Change your e-mail choices in My Account." },
    };
    render(<Unsubscribe />);
    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This unsubscribe link is not valid.");
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).not.toBeInTheDocument();
  });
});
