"use client";

// Like / Dislike (spec 02 §4): disabled while loading, mutually exclusive, a second click unsets.

import { useEffect } from "react";

import { ThumbDown } from "@/components/icons/ThumbDown";
import { ThumbUp } from "@/components/icons/ThumbUp";
import { useToast } from "@/components/toast";

import { useLikeState } from "./hooks";
import { setLikeState, type FileRef, type LikeState } from "./api";
import { useAction } from "@/lib/use-action";
import { likeMessages } from "./messages";

export function LikeButtons({ fileRef }: { fileRef: FileRef }) {
  const toast = useToast();
  const { data, error, isLoading, mutate } = useLikeState(fileRef);
  const { run, busy: saving } = useAction();

  useEffect(() => {
    if (error) toast.error(likeMessages.loadFailed);
  }, [error, toast]);

  async function toggle(which: "liked" | "disliked") {
    if (!data) return;
    const next: LikeState =
      which === "liked" ? { liked: !data.liked, disliked: false } : { liked: false, disliked: !data.disliked };
    const liked = data.liked;
    await run(
      async () => {
        await mutate(setLikeState(fileRef, next), { optimisticData: next, rollbackOnError: true, revalidate: false });
      },
      () => {
        if (which === "liked") toast.error(liked ? likeMessages.unlikeFailed : likeMessages.likeFailed);
        else toast.error(likeMessages.generic);
      },
    );
  }

  const disabled = isLoading || saving || !data;
  const buttons = [
    ["liked", ThumbUp, "Like"],
    ["disliked", ThumbDown, "Dislike"],
  ] as const;
  return (
    <>
      {buttons.map(([which, Icon, label]) => (
        <button
          key={which}
          type="button"
          className="tool"
          aria-pressed={Boolean(data?.[which])}
          disabled={disabled}
          onClick={() => void toggle(which)}
        >
          <Icon /> {label}
        </button>
      ))}
    </>
  );
}
