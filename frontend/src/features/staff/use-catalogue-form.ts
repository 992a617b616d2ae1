"use client";

// What every catalogue form does: keep a draft, say what is wrong beside each field on Save (and,
// once said, after every change), raise the form-error toast until the form is right, send it, and
// show the API's own refusal under the form (the API's word is final).

import { useMemo, useState } from "react";

import { formReady, useToast } from "@/components/toast";
import { useAction } from "@/lib/use-action";

import { putContent, type ContentKind } from "./api";
import { errorText, staffMessages } from "./messages";

/** Field → what is wrong with it. */
export type Errors = Record<string, string>;

export function useCatalogueForm<D>(kind: ContentKind, initial: D, validate: (draft: D) => Errors, body: (draft: D) => unknown) {
  const toast = useToast();
  const [draft, setDraft] = useState(initial);
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { run, busy: saving } = useAction();
  // Once said, what is wrong follows every change.
  const errors = useMemo(() => (shown ? validate(draft) : {}), [shown, draft, validate]);

  /** A new draft, or a change to the latest one (an upload finishing after other edits). */
  const change = (next: D | ((latest: D) => D)) => setDraft(next);

  const save = async () => {
    const found = validate(draft);
    setShown(true);
    setServerError(null);
    if (!formReady(toast, Object.keys(found).length > 0, staffMessages.fixForm)) return;
    await run(
      async () => {
        await putContent(kind, body(draft));
        toast.success(staffMessages.saved);
      },
      (err) => setServerError(errorText(err)),
    );
  };

  return { draft, change, errors, serverError, saving, save };
}

/** A catalogue id as typed: a whole number from 1. */
export const validId = (id: string) => /^[1-9]\d{0,8}$/.test(id.trim());
