// The API client against a real HTTP server on a free port.

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { ApiError, call, readKey, setAuthHooks } from "./api-client";
import { setConfigForTests } from "./config";

let server: Server;
const seen: { auth?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      seen.push({ auth: req.headers.authorization, body });
      const status = req.url?.includes("expired") ? 401 : req.url?.includes("missing") ? 404 : 200;
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

describe("call()", () => {
  it("sends the token, the JSON body and the query, and fills the path's parameters", async () => {
    setAuthHooks({ getToken: async () => "tok", onUnauthorized: () => undefined });
    const out = (await call("post", "/private/v2/payments/plans/{plan}/subscribe", {
      params: { plan: "family" },
      body: { paymentId: "cus_1", paymentMethodId: "pm_1", couponCode: null },
    })) as unknown as { url: string };
    expect(out.url).toBe("/private/v2/payments/plans/family/subscribe");
    expect(seen.at(-1)).toEqual({ auth: "Bearer tok", body: '{"paymentId":"cus_1","paymentMethodId":"pm_1","couponCode":null}' });
    const read = (await call("get", "/private/v1/files/", { query: { topic_id: 3 } })) as unknown as { url: string };
    expect(read.url).toBe("/private/v1/files/?topic_id=3");
  });

  it("turns an error answer into an ApiError with the server's code and message", async () => {
    const err = await call("get", "/private/v2/recorded-lessons/checkout", { query: { checkoutId: "missing" } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, code: "ERROR_NOT_FOUND", message: "User not found." });
  });

  it("reports a 401 to the session", async () => {
    let told = 0;
    setAuthHooks({ getToken: async () => "old", onUnauthorized: () => (told += 1) });
    await expect(call("get", "/private/v2/recorded-lessons/checkout", { query: { checkoutId: "expired" } })).rejects.toMatchObject({ status: 401 });
    expect(told).toBe(1);
  });
});

describe("readKey()", () => {
  it("is the path and the query string, leaving out what is not set", () => {
    expect(readKey("/private/v2/review/due", {})).toBe("/private/v2/review/due");
    expect(readKey("/private/v2/review/mastery", { until: undefined })).toBe("/private/v2/review/mastery");
    expect(readKey("/private/v1/favourites/list", { cognito_id: "a b", subject_id: 1, topic_id: null })).toBe(
      "/private/v1/favourites/list?cognito_id=a+b&subject_id=1",
    );
  });
});
