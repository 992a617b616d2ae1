// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths and queries stay here, the types are the API document's (lib/use-get.ts).

import type { SWRConfiguration } from "swr";

import { useGet } from "@/lib/use-get";

import type { Lesson } from "./api";

export const useAllLessons = (config?: SWRConfiguration<Lesson[]>) =>
  useGet("/private/v2/recorded-lessons/all", undefined, config);

export const usePurchasedLessons = (config?: SWRConfiguration<Lesson[]>) =>
  useGet("/private/v2/recorded-lessons/purchased", undefined, config);

export const useCheckout = (checkoutId: string) =>
  useGet("/private/v2/recorded-lessons/checkout", checkoutId ? { checkoutId } : null, { shouldRetryOnError: false });

/** A purchased lesson's full video (a signed URL), for an id above 0. */
export const useLessonVideo = (recordedLessonId: number) =>
  useGet("/private/v2/recorded-lessons/sign/full-video", recordedLessonId > 0 ? { recordedLessonId } : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
