// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths and queries stay here, the types are the API document's (lib/use-get.ts).

import { useGet } from "@/lib/use-get";

import { likeStateQuery, type FileRef } from "./api";

export const useTopicFiles = (topicId: number | null) =>
  useGet("/private/v1/files/", topicId !== null ? { topic_id: topicId } : null);

export const useLikeState = (fileRef: FileRef) => useGet("/private/v1/favourites", likeStateQuery(fileRef));

export const useLikedFiles = (cognitoId: string, subjectId: number, topicId: number) =>
  useGet("/private/v1/favourites/list", { cognito_id: cognitoId, subject_id: subjectId, topic_id: topicId });

/** The subjects and topics with likes, once the user is known. */
export const useActiveLikes = (cognitoId: string) =>
  useGet("/private/v1/favourites/active", cognitoId ? { cognito_id: cognitoId } : null);
