// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths and queries stay here, the types are the API document's (lib/use-get.ts).

import { useGet } from "@/lib/use-get";

export const usePromos = () => useGet("/admin/v1/promo-codes", undefined);

export const useSchedule = () => useGet("/admin/v1/free-lessons", undefined);

export const useHardQuestions = (topicId: number | null) =>
  useGet("/admin/v1/insight/hard", topicId ? { topicId } : null);

export const useMissedQuestions = (topicId: number | null) =>
  useGet("/admin/v1/insight/quiz-questions", topicId ? { topicId } : null);
