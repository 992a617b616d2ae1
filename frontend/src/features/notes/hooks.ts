// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths, the shared fetcher and the cache keys stay here.

import useSWR from "swr";

import { fetcher } from "@/lib/api-client";

import type { ActiveEntry } from "@/lib/catalogue";

import type { NoteRecord } from "./api";

export const useTopicNotes = (cognitoId: string, subjectId: number, topicId: number) =>
  useSWR<NoteRecord[]>(
    `/private/v1/notes/topic?${new URLSearchParams({ cognitoId, subjectId: String(subjectId), topicId: String(topicId) })}`,
    fetcher,
  );

/** The subjects and topics with notes, once the user is known. */
export const useActiveNotes = (cognitoId: string) =>
  useSWR<ActiveEntry[]>(cognitoId ? `/private/v1/notes/active?cognitoId=${encodeURIComponent(cognitoId)}` : null, fetcher);
