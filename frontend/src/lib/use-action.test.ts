import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { useAction } from "./use-action";

describe("useAction", () => {
  it("is busy while the work runs, ignores a second start and hands a failure to the screen", async () => {
    const { result } = renderHook(() => useAction());
    let finish: () => void = () => {};
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onError = vi.fn();
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(work, onError);
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run(work, onError));
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run(() => Promise.reject(new Error("no")), onError));
    expect(onError).toHaveBeenCalledWith(new Error("no"));
    expect(result.current.busy).toBe(false);
  });

  it("stays busy after a success when the screen is about to leave, and not after a failure", async () => {
    const { result } = renderHook(() => useAction({ staysBusy: true }));
    const onError = vi.fn();
    await act(() => result.current.run(() => Promise.reject(new Error("declined")), onError));
    expect(result.current.busy).toBe(false);
    const work = vi.fn(() => Promise.resolve());
    await act(() => result.current.run(work, onError));
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run(work, onError));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
