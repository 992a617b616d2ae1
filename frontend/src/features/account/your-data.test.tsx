// My Account → Your data and its deletion dialog against a real HTTP server standing in for the
// API's account routes: the download's progress, read again while it is prepared; its link and
// removal date; a failure and "Try again"; the dialog's list (the API's sentences), its password
// check in the API's words, Escape, and the day the account goes.

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SWRConfig } from "swr";

import { ToastProvider } from "@/components/toast";
import { setConfigForTests } from "@/lib/config";

import { DeleteAccountDialog } from "./DeleteAccountDialog";

const session = { profile: { deletesAt: null as number | null }, refreshProfile: vi.fn(async () => undefined) };
vi.mock("@/lib/session/session", () => ({ useSession: () => session }));
vi.mock("next/navigation", () => ({ usePathname: () => "/my-account" }));

const { YourData } = await import("./YourData");

type Reply = { status: number; body: unknown };
let server: Server;
/** What GET /private/v1/account/export answers, one after the other (the last one stays). */
let exports: Reply[] = [];
let postExport: Reply = { status: 201, body: {} };
let postDeletion: Reply = { status: 200, body: {} };
const requests: { method: string; url: string; body: string }[] = [];

const CONSEQUENCES = [
  "Your free trial stops now.",
  "On Monday 9 March 2026 we delete your account, your notes, likes, quiz attempts and the files you uploaded.",
  'Until Monday 9 March 2026 you can sign in and choose "Keep my account" to have everything back.',
];
const view = (v: Partial<Record<string, unknown>>) => ({
  state: null,
  done: 0,
  total: 0,
  requestedAt: null,
  readyAt: null,
  expiresAt: null,
  url: null,
  ...v,
});

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
      } else if (req.url === "/private/v1/account/export") {
        if (req.method === "POST") return send(postExport);
        send(exports.length > 1 ? (exports.shift() as Reply) : (exports[0] ?? { status: 200, body: view({}) }));
      } else if (req.url === "/private/v1/account/deletion") {
        if (req.method === "POST") return send(postDeletion);
        send({ status: 200, body: { byStaff: false, consequences: CONSEQUENCES } });
      } else send({ status: 404, body: { code: "ERROR_NOT_FOUND", message: "none" } });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  setConfigForTests({ apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cognito: { userPoolId: "p", userPoolClientId: "c" } });
});

afterAll(() => server.close());

beforeEach(() => {
  requests.length = 0;
  exports = [];
  session.profile.deletesAt = null;
  session.refreshProfile.mockClear();
});

const fresh = (ui: React.ReactNode) =>
  render(
    <ToastProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>
    </ToastProvider>,
  );

/** 05 Mar 2026 as the page writes a day. */
const dayOf = (ms: number) => {
  const d = new Date(ms);
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${String(d.getDate()).padStart(2, "0")} ${months[d.getMonth()]} ${d.getFullYear()}`;
};

describe("My Account → Your data: the download", () => {
  it("asks, shows the progress read every 2 s, then the link and when the package is removed", async () => {
    const expiresAt = Date.UTC(2026, 2, 9, 12);
    postExport = { status: 201, body: view({ state: "queued", requestedAt: 1 }) };
    exports = [
      { status: 200, body: view({}) },
      { status: 200, body: view({ state: "building", done: 3, total: 7, requestedAt: 1 }) },
      { status: 200, body: view({ state: "ready", done: 7, total: 7, requestedAt: 1, readyAt: 2, expiresAt, url: "https://files.example/p.zip?sig=1" }) },
    ];
    fresh(<YourData />);
    await userEvent.click(await screen.findByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Preparing your download…")).toBeInTheDocument();
    expect(await screen.findByText("Preparing your download… 3 of 7", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Download preparation" })).toHaveAttribute("value", "3");
    const link = await screen.findByRole("link", { name: "Download (link valid 10 minutes)" }, { timeout: 3000 });
    expect(link).toHaveAttribute("href", "https://files.example/p.zip?sig=1");
    expect(screen.getByText(`Your download is ready. It is removed on ${dayOf(expiresAt)}.`)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(1);
  }, 10_000);

  it("says so when the package could not be prepared, and offers to try again", async () => {
    exports = [{ status: 200, body: view({ state: "failed", requestedAt: 1 }) }];
    postExport = { status: 201, body: view({ state: "queued", requestedAt: 2 }) };
    fresh(<YourData />);
    expect(await screen.findByText("Your download could not be prepared.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Preparing your download…")).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("shows the day a waiting deletion takes place instead of the button", async () => {
    session.profile.deletesAt = Date.UTC(2026, 2, 9, 12);
    fresh(<YourData />);
    expect(await screen.findByText(`Your account will be deleted on ${dayOf(session.profile.deletesAt)}.`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete my account" })).not.toBeInTheDocument();
  });
});

describe("the Delete my account dialog", () => {
  it("is labelled, lists the API's sentences as they are, and Escape closes it", async () => {
    const onClose = vi.fn();
    fresh(<DeleteAccountDialog onClose={onClose} onDeleted={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    await within(dialog).findByLabelText("Your password");
    expect(within(dialog).getAllByRole("listitem").map((li) => li.textContent)).toEqual(CONSEQUENCES);
    const password = within(dialog).getByLabelText("Your password");
    expect(password).toHaveAttribute("autocomplete", "current-password");
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the API's word for a wrong password under the field, then the day the account goes", async () => {
    const onDeleted = vi.fn();
    fresh(<DeleteAccountDialog onClose={() => undefined} onDeleted={onDeleted} />);
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    const password = await within(dialog).findByLabelText("Your password");

    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("Please enter your password.")).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);

    postDeletion = { status: 400, body: { code: "PASSWORD_INCORRECT", message: "That password is not right." } };
    await userEvent.type(password, "wrong-password-1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    const error = await within(dialog).findByText("That password is not right.");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password.getAttribute("aria-describedby")).toBe(error.id);
    expect(JSON.parse(requests.find((r) => r.method === "POST")?.body ?? "{}")).toEqual({ password: "wrong-password-1" });

    postDeletion = { status: 409, body: { code: "PAYMENT_IN_PROGRESS", message: "A payment is under way. Please try again in a minute." } };
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("A payment is under way. Please try again in a minute.");

    const deleteAt = Date.UTC(2026, 2, 9, 12);
    postDeletion = { status: 200, body: { requestedAt: 1, deleteAt, byStaff: false, consequences: [] } };
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText(`Your account will be deleted on ${dayOf(deleteAt)}.`)).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledWith(expect.objectContaining({ deleteAt }));
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
  });
});
