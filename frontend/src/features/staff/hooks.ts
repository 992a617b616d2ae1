// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths, the shared fetcher and the cache keys stay here.

import useSWR from "swr";

import { fetcher } from "@/lib/api-client";

import { hardPath, missedPath, PROMOS_PATH, SCHEDULE_PATH, type HardQuestion, type MissedQuestion, type PromoCode, type Schedule } from "./api";

export const usePromos = () => useSWR<PromoCode[]>(PROMOS_PATH, fetcher);

export const useSchedule = () => useSWR<Schedule>(SCHEDULE_PATH, fetcher);

export const useHardQuestions = (topicId: number | null) =>
  useSWR<HardQuestion[]>(topicId ? hardPath(topicId) : null, fetcher);

export const useMissedQuestions = (topicId: number | null) =>
  useSWR<MissedQuestion[]>(topicId ? missedPath(topicId) : null, fetcher);
