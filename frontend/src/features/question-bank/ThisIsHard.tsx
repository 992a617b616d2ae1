"use client";

// The "This is Hard" tool (spec 02 §4): loading (disabled), active (marked) or inactive. A 404
// on load means not marked; clicking adds or removes the marker.

import { Flag } from "@/components/icons/Flag";
import { useToast } from "@/components/toast";
import { useAction } from "@/lib/use-action";

import { markHard, unmarkHard, type QuestionKey } from "./api";
import { useHardMarker } from "./hooks";
import { questionBankMessages } from "./messages";

export function ThisIsHard({ questionKey }: { questionKey: QuestionKey }) {
  const toast = useToast();
  const marker = useHardMarker(questionKey);
  const { run, busy } = useAction();
  const loading = marker.isLoading || busy;
  const active = Boolean(marker.data?.createdAt);

  const toggle = () =>
    run(
      async () => {
        const next = active ? await unmarkHard(questionKey) : await markHard(questionKey);
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
