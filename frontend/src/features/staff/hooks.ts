// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths, the shared fetcher and the cache keys stay here.

import useSWR, { type SWRConfiguration } from "swr";

import { fetcher } from "@/lib/api-client";

import { WAITING_PATH, type Waiting } from "@/features/help/api";

import { hardPath, missedPath, PROMOS_PATH, SCHEDULE_PATH, type HardQuestion, type MissedQuestion, type PromoCode, type Schedule } from "./api";

export const usePromos = () => useSWR<PromoCode[]>(PROMOS_PATH, fetcher);

export const useSchedule = () => useSWR<Schedule>(SCHEDULE_PATH, fetcher);

/** The study-help threads waiting for staff (also the console's check that staff may work). */
export const useWaitingThreads = (config?: SWRConfiguration<Waiting[]>) => useSWR<Waiting[]>(WAITING_PATH, fetcher, config);

export const useHardQuestions = (topicId: number | null) =>
  useSWR<HardQuestion[]>(topicId ? hardPath(topicId) : null, fetcher);

export const useMissedQuestions = (topicId: number | null) =>
  useSWR<MissedQuestion[]>(topicId ? missedPath(topicId) : null, fetcher);
