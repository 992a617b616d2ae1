// The API client against a real HTTP server on a free port.

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { api, ApiError, setAuthHooks } from "./api-client";
import { setConfigForTests } from "./config";

let server: Server;
const seen: { auth?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      seen.push({ auth: req.headers.authorization, body });
      const status = req.url?.startsWith("/expired") ? 401 : req.url?.startsWith("/missing") ? 404 : 200;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(status === 200 ? { ok: true, url: req.url } : { code: "ERROR_NOT_FOUND", message: "User not found." }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  setConfigForTests({ apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cognito: { userPoolId: "p", userPoolClientId: "c" } });
});

afterAll(() => {
  server.close();
  setAuthHooks(null);
});

describe("api()", () => {
  it("sends the token and JSON body, and the query", async () => {
    setAuthHooks({ getToken: async () => "tok", onUnauthorized: () => undefined });
    const out = await api<{ url: string }>("/ok", { method: "POST", body: { a: 1 }, query: { topic_id: 3, skip: undefined } });
    expect(out.url).toBe("/ok?topic_id=3");
    expect(seen.at(-1)).toEqual({ auth: "Bearer tok", body: '{"a":1}' });
  });

  it("turns an error answer into an ApiError with the server's code and message", async () => {
    const err = await api("/missing").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, code: "ERROR_NOT_FOUND", message: "User not found." });
  });

  it("reports a 401 to the session", async () => {
    let told = 0;
    setAuthHooks({ getToken: async () => "old", onUnauthorized: () => (told += 1) });
    await expect(api("/expired")).rejects.toMatchObject({ status: 401 });
    expect(told).toBe(1);
  });
});
