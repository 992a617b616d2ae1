// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths and queries stay here, the types are the API document's (lib/use-get.ts).

import { useGet } from "@/lib/use-get";

export const useTopicNotes = (cognitoId: string, subjectId: number, topicId: number) =>
  useGet("/private/v1/notes/topic", { cognitoId, subjectId, topicId });

/** The subjects and topics with notes, once the user is known. */
export const useActiveNotes = (cognitoId: string) =>
  useGet("/private/v1/notes/active", cognitoId ? { cognitoId } : null);
