import { call, type Answer, type Query } from "@/lib/api-client";

export type { ActiveEntry, Catalogue, FileType, Subject, Topic } from "@/lib/catalogue";

/** GET /private/v1/files/?topic_id= (spec field names). */
export type StudyFile = Answer<"/private/v1/files/", "get">[number];

export type LikeState = Answer<"/private/v1/favourites", "get">;

/** Whose like of which file. */
export type FileRef = { cognitoId: string; subjectId: number; topicId: number; fileKey: string };

export const likeStateQuery = ({ cognitoId, subjectId, topicId, fileKey }: FileRef): Query<"/private/v1/favourites", "get"> => ({
  cognito_id: cognitoId,
  subject_id: subjectId,
  topic_id: topicId,
  file_key: fileKey,
});

/** Likes or dislikes a file: the server names it from the catalogue. */
export const setLikeState = (ref: FileRef, state: LikeState) =>
  call("post", "/private/v1/favourites", { body: { ...likeStateQuery(ref), ...state } });

export type LikedFile = Answer<"/private/v1/favourites/list", "get">[number];


