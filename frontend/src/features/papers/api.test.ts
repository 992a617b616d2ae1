import { describe, expect, it } from "vitest";

import { clockText, partKey, partOf, pickCopy, type LocalSitting } from "./api";

describe("clockText", () => {
  it("counts down in minutes and seconds, with hours when there are some", () => {
    expect(clockText(5 * 60_000)).toBe("5:00");
    expect(clockText(75 * 60_000)).toBe("1:15:00");
    expect(clockText(61_001)).toBe("1:02");
    expect(clockText(-3000)).toBe("0:00");
  });
  it("keys a part by its place", () => {
    expect(partKey({ section: 0, question: 2, part: 1 })).toBe("0.2.1");
    expect(partOf("0.2.1")).toEqual({ section: 0, question: 2, part: 1 });
  });
});

describe("pickCopy", () => {
  const q = [{ section: 0, question: 1 }];
  const server: LocalSitting = { chosen: q, words: { "0.1.0": "saved" }, version: 3, savedAt: 100, acked: true };
  it("starts from the server's copy when this browser holds nothing unconfirmed", () => {
    expect(pickCopy(null, server)).toEqual({ copy: server, conflict: null });
    expect(pickCopy({ ...server, words: { "0.1.0": "old" }, version: 2, acked: true }, server).copy).toBe(server);
    expect(pickCopy({ ...server, acked: false }, server).copy).toBe(server);
  });
  it("keeps unconfirmed words built on the server's version, whatever the clocks say", () => {
    const local = { ...server, words: { "0.1.0": "saved and more" }, savedAt: 1, acked: false };
    expect(pickCopy(local, server)).toEqual({ copy: local, conflict: null });
  });
  it("asks which to keep when unconfirmed words build on an older version", () => {
    const local = { ...server, words: { "0.1.0": "typed offline" }, version: 2, acked: false };
    expect(pickCopy(local, server)).toEqual({ copy: local, conflict: 3 });
  });
});
