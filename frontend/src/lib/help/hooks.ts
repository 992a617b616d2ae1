// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths and queries stay here, the types are the API document's (lib/use-get.ts).

import type { SWRConfiguration } from "swr";

import { useGet } from "@/lib/use-get";

import type { Thread, Waiting } from "./api";

export const useThreads = (config?: SWRConfiguration<Thread[]>) =>
  useGet("/private/v2/ask-a-question/thread/list", undefined, config);

export const useMessages = (threadCreatedAt: number) =>
  useGet("/private/v2/ask-a-question/thread/messages", { threadCreatedAt }, { shouldRetryOnError: false });

export const useStaffThread = (cognitoId: string, threadCreatedAt: number) =>
  useGet("/admin/v1/help/thread", { cognitoId, threadCreatedAt });

/** The study-help threads waiting for staff (also the staff console's check that staff may work). */
export const useWaitingThreads = (config?: SWRConfiguration<Waiting[]>) => useGet("/admin/v1/help/threads", undefined, config);
