// What SWR imports as `use-sync-external-store/shim` (next.config.ts aliases it here): the shim
// answers React's own hook whenever React has one, as React 18 and later do, so the page need not
// carry the fallback.
export { useSyncExternalStore } from "react";
