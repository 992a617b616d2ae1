// The study catalogue (subjects with their topics, and file types): what the app shell loads once
// the user exists (spec 01 §4). Its own module, as every signed-in page loads it with the shell.

import { api } from "@/lib/api-client";

export type Topic = { id: number; name: string };
export type Subject = { id: number; name: string; topics: Topic[] };
export type FileType = { id: number; name: string };

export type Catalogue = { subjects: Subject[]; fileTypes: FileType[] };

/** Subjects and which of their topics hold something (likes, notes): the API's `ActiveEntry`. */
export type ActiveEntry = { subjectId: number; topics: number[] };

export async function getCatalogue(): Promise<Catalogue> {
  const [subjects, fileTypes] = await Promise.all([
    api<Subject[]>("/private/v1/files/subjects"),
    api<FileType[]>("/private/v1/files/filetypes"),
  ]);
  return { subjects, fileTypes };
}
