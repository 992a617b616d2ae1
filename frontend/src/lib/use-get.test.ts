import { act, renderHook } from "@testing-library/react";
import type { SWRResponse } from "swr";
import { describe, expect, it, vi } from "vitest";

import { useFirstAnswerAsTransition } from "./use-get";

/** A read as SWR hands it over: its answer so far and its own fields. */
function read<T>(data: T | undefined): SWRResponse<T> {
  return { data, error: undefined, isLoading: data === undefined, isValidating: false, mutate: vi.fn() } as SWRResponse<T>;
}

describe("useFirstAnswerAsTransition", () => {
  it("renders the first answer in a second, deferred render and later answers at once", () => {
    const seen: (string | undefined)[] = [];
    const { result, rerender } = renderHook(({ r }) => {
      const out = useFirstAnswerAsTransition(r);
      seen.push(out.data);
      return out;
    }, { initialProps: { r: read<string>(undefined) } });
    expect(result.current.isLoading).toBe(true);

    // The first answer: one urgent render still loading, then the deferred one with the answer.
    seen.length = 0;
    const first = read("paper 1");
    act(() => rerender({ r: first }));
    expect(seen).toEqual([undefined, "paper 1"]);
    expect(result.current).toBe(first);

    // A later answer (a revalidation, a mutation) renders as it comes: no render without it.
    seen.length = 0;
    act(() => rerender({ r: read("paper 2") }));
    expect(seen).toEqual(["paper 2"]);
  });

  it("reads SWR's other fields through while the first answer waits", () => {
    const answered = read("dashboard");
    const seen: SWRResponse<string>[] = [];
    const { rerender } = renderHook(({ r }) => {
      const out = useFirstAnswerAsTransition(r);
      seen.push(out);
      return out;
    }, { initialProps: { r: read<string>(undefined) } });
    seen.length = 0;
    act(() => rerender({ r: answered }));
    const [waiting] = seen;
    if (!waiting) throw new Error("no render while the answer waited");
    expect(waiting.data).toBeUndefined();
    expect(waiting.isLoading).toBe(true);
    expect(waiting.mutate).toBe(answered.mutate);
    expect(waiting.error).toBeUndefined();
  });
});
