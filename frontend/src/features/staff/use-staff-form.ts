"use client";

// What every staff form does: keep a draft, say what is wrong beside each field on Save (and, once
// said, after every change), raise the form-error toast until the form is right, send it, and show
// the API's own refusal under the form (the API's word is final). `onSaved` gets what the API
// answered (a new paper's id) and may change the draft by it.

import { useMemo, useState, type Dispatch, type SetStateAction } from "react";

import { formReady, useToast } from "@/components/toast";
import { useAction } from "@/lib/use-action";

import { errorText, staffMessages } from "./messages";

/** Field → what is wrong with it. */
export type Errors = Record<string, string>;

export function useStaffForm<D, A>(
  initial: D,
  validate: (draft: D) => Errors,
  send: (draft: D) => Promise<A>,
  onSaved: (saved: A, setDraft: Dispatch<SetStateAction<D>>) => void,
) {
  const toast = useToast();
  const [draft, setDraft] = useState(initial);
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { run, busy: saving } = useAction();
  const errors = useMemo(() => (shown ? validate(draft) : {}), [shown, draft, validate]);

  const change = (next: D | ((latest: D) => D)) => setDraft(next);

  const save = async () => {
    const found = validate(draft);
    setShown(true);
    setServerError(null);
    if (!formReady(toast, Object.keys(found).length > 0, staffMessages.fixForm)) return;
    await run(
      async () => {
        onSaved(await send(draft), setDraft);
        toast.success(staffMessages.saved);
      },
      (err) => setServerError(errorText(err)),
    );
  };

  return { draft, change, errors, serverError, saving, save };
}
