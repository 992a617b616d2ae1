// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths, the shared fetcher and the cache keys stay here.

import useSWR, { type SWRConfiguration } from "swr";

import { fetcher } from "@/lib/api-client";

import { ALL_PATH, checkoutPath, PURCHASED_PATH, type Checkout, type Lesson } from "./api";

export const useAllLessons = (config?: SWRConfiguration<Lesson[]>) => useSWR<Lesson[]>(ALL_PATH, fetcher, config);

export const usePurchasedLessons = (config?: SWRConfiguration<Lesson[]>) =>
  useSWR<Lesson[]>(PURCHASED_PATH, fetcher, config);

export const useCheckout = (checkoutId: string) =>
  useSWR<Checkout>(checkoutId ? checkoutPath(checkoutId) : null, fetcher, { shouldRetryOnError: false });

/** A purchased lesson's full video (a signed URL), for an id above 0. */
export const useLessonVideo = (recordedLessonId: number) =>
  useSWR<{ url: string }>(
    recordedLessonId > 0 ? `/private/v2/recorded-lessons/sign/full-video?recordedLessonId=${recordedLessonId}` : null,
    fetcher,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
