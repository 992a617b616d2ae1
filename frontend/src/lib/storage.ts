// The one way to this browser's storage: text or JSON under fixed keys, in localStorage (kept
// across visits) or sessionStorage (this tab's visit). Storage can be missing (server render),
// refused (private modes, blocked cookies), full or hold something unreadable: reads then answer
// null and writes do nothing, so no screen fails because of it.

/** Which of the browser's two storages. */
export enum Keep {
  /** localStorage: kept on this device across visits. */
  OnDevice,
  /** sessionStorage: this tab's visit only. */
  ForVisit,
}

/** A storage: one of the browser's, or a given one (tests). */
export type Where = Keep | Storage;

/** The storage `where` names, or null where there is none or it is refused. */
export function storageOf(where: Where = Keep.OnDevice): Storage | null {
  if (typeof where !== "number") return where;
  try {
    if (typeof window === "undefined") return null;
    return where === Keep.OnDevice ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The text under `key`, if any. */
export function readText(key: string, where: Where = Keep.OnDevice): string | null {
  try {
    return storageOf(where)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; false when the storage refused it (full, off). */
export function writeText(key: string, value: string, where: Where = Keep.OnDevice): boolean {
  try {
    const storage = storageOf(where);
    storage?.setItem(key, value);
    return storage !== null;
  } catch {
    return false;
  }
}

/** The value kept under `key` as JSON, if any and readable. Its shape is the writer's: the caller
 *  names it. */
export function readJson<T>(key: string, where: Where = Keep.OnDevice): T | null {
  const raw = readText(key, where);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` as JSON; false when the storage refused it. */
export const writeJson = (key: string, value: unknown, where: Where = Keep.OnDevice): boolean => writeText(key, JSON.stringify(value), where);

/** Forgets `key`. */
export function forget(key: string, where: Where = Keep.OnDevice): void {
  try {
    storageOf(where)?.removeItem(key);
  } catch {
    // Nothing to forget where there is no storage.
  }
}

/** Reads `key` once: the value, then forgotten. */
export function takeText(key: string, where: Where = Keep.OnDevice): string | null {
  const value = readText(key, where);
  forget(key, where);
  return value;
}
