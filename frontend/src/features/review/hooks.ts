// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths, the shared fetcher and the cache keys stay here.

import useSWR from "swr";

import { fetcher } from "@/lib/api-client";

import { duePath, SETTINGS_PATH, type DueView, type Settings } from "./api";

export const useReviewSettings = () => useSWR(SETTINGS_PATH, fetcher<Settings>);

export const useDueCards = (topicId: number | null) => useSWR(duePath(topicId), fetcher<DueView>);
