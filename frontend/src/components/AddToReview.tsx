"use client";

// "Add to review": puts a question in the student's review deck (once; a card already there keeps
// its schedule).

import { useState } from "react";

import { useToast } from "@/components/toast";

import { addToReview, reviewChanged, type CardSource } from "@/lib/review-deck";

/** Its words, and the line beside it on a quiz's results. */
export const addToReviewMessages = {
  added: "Added to your review deck.",
  alreadyAdded: "This question is already in your review deck.",
  addToReview: "Add to review",
  inDeck: "Missed questions go to your review deck.",
  failed: "Something went wrong. Please try again later.",
};

export function AddToReview({ source, className = "tool" }: { source: CardSource; className?: string }) {
  const toast = useToast();
  const [state, setState] = useState<"idle" | "busy" | "added">("idle");
  const add = async () => {
    setState("busy");
    try {
      const res = await addToReview(source);
      setState("added");
      reviewChanged();
      toast.success(res.added ? addToReviewMessages.added : addToReviewMessages.alreadyAdded);
    } catch {
      setState("idle");
      toast.error(addToReviewMessages.failed);
    }
  };
  return (
    <button type="button" className={className} aria-pressed={state === "added"} disabled={state !== "idle"} onClick={() => void add()}>
      {addToReviewMessages.addToReview}
    </button>
  );
}
