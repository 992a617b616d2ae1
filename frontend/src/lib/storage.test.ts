import { afterEach, describe, expect, it, vi } from "vitest";

import { forget, Keep, readJson, readText, takeText, writeJson, writeText } from "./storage";

describe("storage", () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it("keeps text and JSON under the key given, in the storage named", () => {
    writeJson("k", { a: 1 });
    writeText("t", "on", Keep.ForVisit);
    expect(localStorage.getItem("k")).toBe('{"a":1}');
    expect(readJson<{ a: number }>("k")).toEqual({ a: 1 });
    expect(readText("t", Keep.ForVisit)).toBe("on");
    expect(readText("t")).toBeNull();
    forget("k");
    expect(readJson("k")).toBeNull();
    expect(takeText("t", Keep.ForVisit)).toBe("on");
    expect(readText("t", Keep.ForVisit)).toBeNull();
  });

  it("answers null for what cannot be read, and does nothing where storage refuses", () => {
    localStorage.setItem("bad", "{not json");
    expect(readJson("bad")).toBeNull();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("full");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("refused");
    });
    expect(writeText("x", "1")).toBe(false);
    expect(readText("x")).toBeNull();
    expect(() => forget("x")).not.toThrow();
  });
});
