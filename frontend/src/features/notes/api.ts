import { ApiError, call, type Answer } from "@/lib/api-client";

/** Which file's notes: the spec's camelCase names. */
export type NotesRef = { cognitoId: string; subjectId: number; topicId: number; fileKey: string; fileName: string; fileTypeId: number };

export type StoredNotes = Answer<"/private/v1/notes", "get">;

export type NoteRecord = Answer<"/private/v1/notes/topic", "get">[number];

/** The stored notes, or null when there are none yet (the API answers 404). */
export async function getNotes(ref: NotesRef): Promise<StoredNotes | null> {
  try {
    return await call("get", "/private/v1/notes", {
      query: { cognitoId: ref.cognitoId, fileKey: ref.fileKey, subjectId: ref.subjectId, topicId: ref.topicId },
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function saveNotes(ref: NotesRef, notesTaken: string, version: number): Promise<StoredNotes> {
  return call("post", "/private/v1/notes", {
    body: { cognitoId: ref.cognitoId, fileKey: ref.fileKey, subjectId: ref.subjectId, topicId: ref.topicId, notesTaken, version },
  });
}
