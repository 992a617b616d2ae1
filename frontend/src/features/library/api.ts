import { api } from "@/lib/api-client";

export type { ActiveEntry, Catalogue, FileType, Subject, Topic } from "@/lib/catalogue";

/** GET /private/v1/files/?topic_id= (spec field names). */
export type StudyFile = {
  key: string;
  original_file_name: string;
  file_type_id: number;
  subject_id: number;
  topic_id: number;
  url: string;
};

export const filesPath = (topicId: number) => `/private/v1/files/?topic_id=${topicId}`;

export type LikeState = { liked: boolean; disliked: boolean };

export type FileRef = { cognitoId: string; subjectId: number; topicId: number; file: StudyFile };

export const likeStatePath = ({ cognitoId, subjectId, topicId, file }: FileRef) =>
  `/private/v1/favourites?${new URLSearchParams({
    cognito_id: cognitoId,
    subject_id: String(subjectId),
    topic_id: String(topicId),
    file_key: file.key,
  })}`;

export const setLikeState = ({ cognitoId, subjectId, topicId, file }: FileRef, state: LikeState) =>
  api<LikeState>("/private/v1/favourites", {
    method: "POST",
    body: {
      cognito_id: cognitoId,
      subject_id: subjectId,
      topic_id: topicId,
      file_type_id: file.file_type_id,
      file_key: file.key,
      file_name: file.original_file_name,
      ...state,
    },
  });

export type LikedFile = {
  subjectId: number;
  topicId: number;
  fileTypeId: number;
  fileKey: string;
  fileName: string;
  liked: boolean;
  createdAt: number;
};


