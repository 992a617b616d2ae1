"use client";

// "Add to review": puts a question in the student's review deck (once; a card already there keeps
// its schedule).

import { useState } from "react";

import { useToast } from "@/components/toast";

import { addToReview, reviewChanged, type CardSource } from "./api";
import { reviewMessages } from "./messages";

export function AddToReview({ source, className = "tool" }: { source: CardSource; className?: string }) {
  const toast = useToast();
  const [state, setState] = useState<"idle" | "busy" | "added">("idle");
  const add = async () => {
    setState("busy");
    try {
      const res = await addToReview(source);
      setState("added");
      reviewChanged();
      toast.success(res.added ? reviewMessages.added : reviewMessages.alreadyAdded);
    } catch {
      setState("idle");
      toast.error(reviewMessages.failed);
    }
  };
  return (
    <button type="button" className={className} aria-pressed={state === "added"} disabled={state !== "idle"} onClick={() => void add()}>
      {reviewMessages.addToReview}
    </button>
  );
}
