// The reads of e-mail (lib/use-get.ts).

import { useGet } from "@/lib/use-get";

export const usePreferences = () => useGet("/private/v1/email-preferences", undefined, { revalidateOnFocus: false });
