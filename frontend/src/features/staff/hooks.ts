// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths and queries stay here, the types are the API document's (lib/use-get.ts).

import { useGet } from "@/lib/use-get";

export const usePromos = () => useGet("/admin/v1/promo-codes", undefined);

export const useSchedule = () => useGet("/admin/v1/free-lessons", undefined);

export const useHardQuestions = (topicId: number | null) =>
  useGet("/admin/v1/insight/hard", topicId ? { topicId } : null);

export const useMissedQuestions = (topicId: number | null) =>
  useGet("/admin/v1/insight/quiz-questions", topicId ? { topicId } : null);

export const usePapers = () => useGet("/admin/v1/papers", undefined);

export const useGradeBoundaries = () => useGet("/admin/v1/grade-boundaries", undefined);

export const useAllowances = () => useGet("/admin/v1/marking/allowances", undefined);

export const useBandDescriptors = () => useGet("/admin/v1/marking/descriptors", undefined);

/** A student's answer with its question and mark, read-only (the help desk's thread about it). */
export const useMarkedAnswer = (cognitoId: string, answerId: string) =>
  useGet("/admin/v1/marking/answer", { cognitoId, answerId }, { shouldRetryOnError: false });

/** A question set's questions with their marks, for choosing a paper's parts; `null` when they
 *  cannot be read here (no such set, or a reading this account is refused). */
export const useBankQuestions = (setId: number | null) =>
  useGet("/admin/v1/question-sets", setId !== null ? { questionSetId: setId } : null, { shouldRetryOnError: false }, () => null);

export const usePrivacy = () => useGet("/admin/v1/privacy", undefined);
