import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ApiError } from "./api-client";
import type { DeviceCopy } from "./never-lost";
import { Sync, useNeverLost } from "./use-never-lost";

type Copy = DeviceCopy & { words: string };
const KEY = "seven.test:never-lost";
const same = (a: Copy, b: Copy) => a.words === b.words;
const server: Copy = { words: "saved", version: 3, savedAt: 100, acked: true };

const ignore = () => undefined;

/** The hook as a screen uses it: `send` and `onRefused` stay the same from render to render. */
function setUp(send: (c: Copy) => Promise<number>) {
  return renderHook(() => useNeverLost({ key: KEY, server, same, send, onRefused: ignore, everyMs: 60_000 }));
}

describe("useNeverLost", () => {
  afterEach(() => localStorage.clear());

  it("keeps every change on this device and sends the newest, one save at a time", async () => {
    const sent: Copy[] = [];
    const answers: (() => void)[] = [];
    const send = vi.fn((c: Copy) => {
      sent.push(c);
      return new Promise<number>((resolve) => answers.push(() => resolve(c.version + 1)));
    });
    const { result } = setUp(send);
    expect(result.current.initial).toBe(server);
    act(() => result.current.keep({ words: "one" }));
    expect(JSON.parse(localStorage.getItem(KEY) ?? "null")).toMatchObject({ words: "one", version: 3, acked: false });
    const first = result.current.save();
    act(() => result.current.keep({ words: "one two" }));
    const second = result.current.save();
    expect(send).toHaveBeenCalledTimes(1);
    answers[0]?.();
    expect(await first).toBe(false);
    // the second caller waited for the first save, then sent what was typed meanwhile
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    answers[1]?.();
    expect(await second).toBe(true);
    await vi.waitFor(() => expect(result.current.sync).toBe(Sync.Saved));
    expect(sent.map((c) => [c.words, c.version])).toEqual([
      ["one", 3],
      ["one two", 4],
    ]);
    expect(JSON.parse(localStorage.getItem(KEY) ?? "null")).toMatchObject({ words: "one two", version: 5, acked: true });
  });

  it("sends two waiting callers' saves one after the other, each on the version before", async () => {
    const sent: Copy[] = [];
    const answers: (() => void)[] = [];
    const send = vi.fn((c: Copy) => {
      sent.push(c);
      return new Promise<number>((resolve) => answers.push(() => resolve(c.version + 1)));
    });
    const { result } = setUp(send);
    act(() => result.current.keep({ words: "one" }));
    const first = result.current.save();
    act(() => result.current.keep({ words: "one two" }));
    const [second, third] = [result.current.save(), result.current.save()];
    answers[0]?.();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    answers[1]?.();
    expect([await first, await second, await third]).toEqual([false, true, true]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(sent.map((c) => c.version)).toEqual([3, 4]);
  });

  it("asks when unsent words build on an older version, and keeps them over the newer one when told", async () => {
    localStorage.setItem(KEY, JSON.stringify({ words: "typed offline", version: 2, savedAt: 1, acked: false }));
    const send = vi.fn(async (c: Copy) => c.version + 1);
    const { result } = setUp(send);
    expect(result.current.initial.words).toBe("typed offline");
    expect(result.current.conflict).toBe(3);
    expect(await result.current.save()).toBe(false);
    expect(send).not.toHaveBeenCalled();
    await act(async () => {
      result.current.keepDevice();
      await result.current.settle();
    });
    expect(result.current.conflict).toBeNull();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ words: "typed offline", version: 3 }));
  });

  it("asks when a save meets another tab's", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(409, "DRAFT_CONFLICT", "changed elsewhere", { version: 7 });
    });
    const { result } = setUp(send);
    act(() => result.current.keep({ words: "mine" }));
    await act(async () => {
      expect(await result.current.save()).toBe(false);
    });
    expect(result.current.conflict).toBe(7);
    expect(JSON.parse(localStorage.getItem(KEY) ?? "null")).toMatchObject({ words: "mine" });
  });
});
