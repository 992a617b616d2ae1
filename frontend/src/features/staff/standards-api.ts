// The Standards tab's reads and its one write (/admin/v1/standards/*, any staff member): the
// marker's standing and own figures, a part's qualification set, a mark of one of its seeds.

import { call, type Body } from "@/lib/api-client";
import { useGet } from "@/lib/use-get";

/** Where the marker stands on each part under a standard, and their figures this term. */
export const useMyStandards = () => useGet("/admin/v1/standards/me", {});

/** A part's qualification set as the marker reads it (never the definitive marks). */
export const useQualificationSet = (part: string) => useGet("/admin/v1/standards/qualification", { part });

/** The marker's mark of a seed (once each); answers where they stand after it. */
export const giveQualificationMark = (body: Body<"/admin/v1/standards/qualification", "post">) =>
  call("post", "/admin/v1/standards/qualification", { body });

/** Whether a cache key is one of these reads, or the desk's queue (which leaves out held-back parts). */
export const standardsKey = (key: unknown): boolean =>
  typeof key === "string" && (key.startsWith("/admin/v1/standards/") || key.startsWith("/admin/v1/marking/queue"));
