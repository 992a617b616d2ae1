// The notes panel's states against a real HTTP server standing in for the API's notes routes.

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { ToastProvider } from "@/components/toast";
import { setConfigForTests } from "@/lib/config";

import { encodeNotes } from "@/components/notes-editor/codec";
import { NotesPanel } from "./NotesPanel";

let server: Server;
let answer: { status: number; body: unknown } = { status: 404, body: { code: "ERROR_NOT_FOUND", message: "No notes yet." } };
const posted: unknown[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (req.method === "POST") {
        posted.push(JSON.parse(body));
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ notesTaken: "x", lastUpdated: 1, version: 1 }));
        return;
      }
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  setConfigForTests({ apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cognito: { userPoolId: "p", userPoolClientId: "c" } });
});

afterAll(() => server.close());

const ref = { cognitoId: "u1", subjectId: 1, topicId: 2, fileKey: "k.pdf", fileName: "K.pdf", fileTypeId: 2 };

function panel(onClose: () => void = () => undefined) {
  return render(
    <ToastProvider>
      <NotesPanel notesRef={ref} onClose={onClose} />
    </ToastProvider>,
  );
}

const doc = (text: string) =>
  JSON.stringify({
    root: {
      type: "root", version: 1, direction: null, format: "", indent: 0,
      children: [{ type: "paragraph", version: 1, direction: null, format: "", indent: 0, textFormat: 0, textStyle: "",
        children: [{ type: "text", version: 1, text, detail: 0, format: 0, mode: "normal", style: "" }] }],
    },
  });

describe("<NotesPanel>", () => {
  it("shows the error with Retry and a contact link, then loads on retry", async () => {
    answer = { status: 500, body: { code: "INTERNAL_ERROR", message: "x" } };
    panel();
    expect(await screen.findByText("Oops! Sorry, but it seems like we encountered an error while loading your notes...")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact-us");
    answer = { status: 404, body: { code: "ERROR_NOT_FOUND", message: "No notes yet." } };
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: "Create Notes" })).toBeInTheDocument();
  });

  it("offers Create Notes when there are none, and an editor with its placeholder", async () => {
    answer = { status: 404, body: { code: "ERROR_NOT_FOUND", message: "No notes yet." } };
    panel();
    await userEvent.click(await screen.findByRole("button", { name: "Create Notes" }));
    expect(screen.getByText("Start writing your notes here")).toBeInTheDocument();
    expect(screen.getByRole("toolbar", { name: "Formatting" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Colour #/ })).toHaveLength(20);
    expect(screen.getByRole("combobox", { name: "Font size" })).toHaveTextContent("141624");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Create Notes" })).toBeInTheDocument();
  });

  it("shows saved notes read-only with Edit Notes", async () => {
    answer = { status: 200, body: { notesTaken: await encodeNotes(doc("Elasticity matters")), lastUpdated: 1, version: 4 } };
    const { container } = panel();
    expect(await screen.findByRole("button", { name: "Edit Notes" })).toBeInTheDocument();
    expect(await screen.findByText("Elasticity matters")).toBeInTheDocument();
    expect(container.querySelector('[contenteditable="true"]')).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Edit Notes" }));
    expect(container.querySelector('[contenteditable="true"]')).not.toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save Notes" }));
    expect(await screen.findByText("Notes saved!")).toBeInTheDocument();
    expect(posted.at(-1)).toMatchObject({ cognitoId: "u1", fileKey: "k.pdf", subjectId: 1, topicId: 2, version: 4 });
  });

  it("closes at once when nothing changed", async () => {
    answer = { status: 404, body: { code: "ERROR_NOT_FOUND", message: "No notes yet." } };
    let closed = 0;
    panel(() => {
      closed += 1;
    });
    await screen.findByRole("button", { name: "Create Notes" });
    await userEvent.click(screen.getByRole("button", { name: "Close notes" }));
    expect(closed).toBe(1);
  });

  it("brings back words kept on this device, and saves them over the version they build on", async () => {
    answer = { status: 200, body: { notesTaken: await encodeNotes(doc("Saved elsewhere")), lastUpdated: 1, version: 5 } };
    localStorage.setItem("seven.notes.draft:u1:k.pdf", JSON.stringify({ json: doc("Typed here"), version: 4, savedAt: 1, acked: false }));
    panel();
    expect(await screen.findByText("Typed here")).toBeInTheDocument();
    expect(screen.getByText("Your unsaved notes were kept on this device. Save them or press Cancel to discard them.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save Notes" }));
    // built on version 4: the API (here, the stand-in accepts) is asked to save over 4, not 5
    await screen.findByText("Notes saved!");
    expect(posted.at(-1)).toMatchObject({ version: 4 });
    expect(localStorage.getItem("seven.notes.draft:u1:k.pdf")).toBeNull();
  });
});
