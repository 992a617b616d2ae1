"use client";

// What every catalogue form does: keep a draft, say what is wrong beside each field on Save (and,
// once said, after every change), raise the form-error toast until the form is right, send it, and
// show the API's own refusal under the form (the API's word is final).

import { putContent, type ContentKind } from "./api";
import { useStaffForm, type Errors } from "./use-staff-form";

export type { Errors };

export function useCatalogueForm<D>(kind: ContentKind, initial: D, validate: (draft: D) => Errors, body: (draft: D) => unknown) {
  return useStaffForm(initial, validate, (draft: D) => putContent(kind, body(draft)), () => {});
}

/** A catalogue id as typed: a whole number from 1. */
export const validId = (id: string) => /^[1-9]\d{0,8}$/.test(id.trim());
