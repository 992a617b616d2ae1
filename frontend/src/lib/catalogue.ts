// The study catalogue (subjects with their topics, and file types): what the app shell loads once
// the user exists (spec 01 §4). Its own module, as every signed-in page loads it with the shell.

import { call, type Answer, type Schemas } from "@/lib/api-client";

export type Subject = Answer<"/private/v1/files/subjects", "get">[number];
export type Topic = Subject["topics"][number];
export type FileType = Answer<"/private/v1/files/filetypes", "get">[number];

export type Catalogue = { subjects: Subject[]; fileTypes: FileType[] };

/** Subjects and which of their topics hold something (likes, notes): the API's `ActiveEntry`. */
export type ActiveEntry = Schemas["ActiveEntry"];

export async function getCatalogue(): Promise<Catalogue> {
  const [subjects, fileTypes] = await Promise.all([
    call("get", "/private/v1/files/subjects"),
    call("get", "/private/v1/files/filetypes"),
  ]);
  return { subjects, fileTypes };
}
