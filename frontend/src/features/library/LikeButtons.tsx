"use client";

// Like / Dislike (spec 02 §4): disabled while loading, mutually exclusive, a second click unsets.

import { useEffect, useState } from "react";
import useSWR from "swr";

import { ThumbDown } from "@/components/icons/ThumbDown";
import { ThumbUp } from "@/components/icons/ThumbUp";
import { useToast } from "@/components/toast";

import { likeStatePath, setLikeState, type FileRef, type LikeState } from "./api";
import { fetcher } from "@/lib/api-client";
import { likeMessages } from "./messages";

export function LikeButtons({ fileRef }: { fileRef: FileRef }) {
  const toast = useToast();
  const key = likeStatePath(fileRef);
  const { data, error, isLoading, mutate } = useSWR<LikeState>(key, fetcher);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (error) toast.error(likeMessages.loadFailed);
  }, [error, toast]);

  async function toggle(which: "liked" | "disliked") {
    if (!data) return;
    const next: LikeState =
      which === "liked" ? { liked: !data.liked, disliked: false } : { liked: false, disliked: !data.disliked };
    setSaving(true);
    try {
      await mutate(setLikeState(fileRef, next), { optimisticData: next, rollbackOnError: true, revalidate: false });
    } catch {
      if (which === "liked") toast.error(data.liked ? likeMessages.unlikeFailed : likeMessages.likeFailed);
      else toast.error(likeMessages.generic);
    } finally {
      setSaving(false);
    }
  }

  const disabled = isLoading || saving || !data;
  return (
    <>
      <button
        type="button"
        className="tool"
        aria-pressed={Boolean(data?.liked)}
        disabled={disabled}
        onClick={() => void toggle("liked")}
      >
        <ThumbUp /> Like
      </button>
      <button
        type="button"
        className="tool"
        aria-pressed={Boolean(data?.disliked)}
        disabled={disabled}
        onClick={() => void toggle("disliked")}
      >
        <ThumbDown /> Dislike
      </button>
    </>
  );
}
