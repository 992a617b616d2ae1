"use client";

// The "This is Hard" tool (spec 02 §4): loading (disabled), active (marked) or inactive. A 404
// on load means not marked; clicking adds or removes the marker.

import useSWR from "swr";

import { Flag } from "@/components/icons/Flag";
import { useToast } from "@/components/toast";
import { ApiError, fetcher } from "@/lib/api-client";
import { useAction } from "@/lib/use-action";

import { hardPath, markHard, unmarkHard, type HardMarker, type QuestionKey } from "./api";
import { questionBankMessages } from "./messages";

/** The marker, or null when the question is not marked (404). */
async function loadMarker(path: string): Promise<HardMarker | null> {
  try {
    return await fetcher<HardMarker>(path);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

export function ThisIsHard({ questionKey }: { questionKey: QuestionKey }) {
  const toast = useToast();
  const marker = useSWR(hardPath(questionKey), loadMarker);
  const { run, busy } = useAction();
  const loading = marker.isLoading || busy;
  const active = Boolean(marker.data?.createdAt);

  const toggle = () =>
    run(
      async () => {
        const next = active && marker.data?.createdAt ? await unmarkHard(questionKey, marker.data.createdAt) : await markHard(questionKey);
        await marker.mutate(next.createdAt ? next : null, { revalidate: false });
      },
      () => toast.error(questionBankMessages.hardFailed),
    );

  return (
    <button type="button" className="tool" aria-pressed={active} disabled={loading} onClick={() => void toggle()}>
      <Flag /> This is Hard
    </button>
  );
}
