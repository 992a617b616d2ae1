// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths, the shared fetcher and the cache keys stay here.

import useSWR, { type SWRConfiguration } from "swr";

import { fetcher } from "@/lib/api-client";

import { messagesPath, staffThreadPath, THREADS_PATH, WAITING_PATH, type Message, type StaffThread, type Thread, type Waiting } from "./api";

export const useThreads = (config?: SWRConfiguration<Thread[]>) => useSWR<Thread[]>(THREADS_PATH, fetcher, config);

export const useMessages = (threadCreatedAt: number) =>
  useSWR<Message[]>(messagesPath(threadCreatedAt), fetcher, { shouldRetryOnError: false });

export const useStaffThread = (cognitoId: string, threadCreatedAt: number) =>
  useSWR<StaffThread>(staffThreadPath(cognitoId, threadCreatedAt), fetcher);

/** The study-help threads waiting for staff (also the staff console's check that staff may work). */
export const useWaitingThreads = (config?: SWRConfiguration<Waiting[]>) => useSWR<Waiting[]>(WAITING_PATH, fetcher, config);
