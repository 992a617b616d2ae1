// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths, the shared fetcher and the cache keys stay here.

import useSWR from "swr";

import { fetcher } from "@/lib/api-client";

import { filesPath, likeStatePath, type ActiveEntry, type FileRef, type LikedFile, type LikeState, type StudyFile } from "./api";

export const useTopicFiles = (topicId: number | null) =>
  useSWR<StudyFile[]>(topicId !== null ? filesPath(topicId) : null, fetcher);

export const useLikeState = (fileRef: FileRef) => useSWR<LikeState>(likeStatePath(fileRef), fetcher);

export const useLikedFiles = (cognitoId: string, subjectId: number, topicId: number) =>
  useSWR<LikedFile[]>(
    `/private/v1/favourites/list?${new URLSearchParams({ cognito_id: cognitoId, subject_id: String(subjectId), topic_id: String(topicId) })}`,
    fetcher,
  );

/** The subjects and topics with likes, once the user is known. */
export const useActiveLikes = (cognitoId: string) =>
  useSWR<ActiveEntry[]>(cognitoId ? `/private/v1/favourites/active?cognito_id=${encodeURIComponent(cognitoId)}` : null, fetcher);
