// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths and queries stay here, the types are the API document's (lib/use-get.ts).

import { useGet } from "@/lib/use-get";

export const useReviewSettings = () => useGet("/private/v2/review/settings", undefined);

export const useDueCards = (topicId: number | null) => useGet("/private/v2/review/due", topicId === null ? {} : { topicId });

export const useProjection = () => useGet("/private/v2/review/projection", undefined);
