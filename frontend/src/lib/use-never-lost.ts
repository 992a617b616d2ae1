"use client";

// The never-lost editor (the writing screen, a paper's sitting): owns this device's copy of the
// words (kept at every change, through lib/storage), the save to the server (one at a time; a
// second caller waits for it and the newest copy is sent), and the version conflict (another tab
// or device saved in between: the student is asked, by the rule of lib/never-lost, and chooses in
// components/VersionConflict). The screen says how a copy is sent and what its words are.

import { useCallback, useEffect, useRef, useState } from "react";

import { ApiError } from "./api-client";
import { chosenCopy, Choice, pickCopy, rebase, type DeviceCopy } from "./never-lost";
import { forget, readJson, writeJson } from "./storage";
import { useAutosave } from "./use-autosave";

/** Where the words are; the values are the keys of each screen's `sync` messages. */
export enum Sync {
  Saved = "saved",
  Saving = "saving",
  Unsaved = "unsaved",
  Offline = "offline",
}

export type NeverLostOptions<C extends DeviceCopy> = {
  /** The storage key of this device's copy. */
  key: string;
  /** The server's copy, confirmed (`acked`). */
  server: C;
  /** Whether two copies hold the same words. */
  same: (a: C, b: C) => boolean;
  /** Saves `copy` (as the version after its own); the version the server now holds. */
  send: (copy: C) => Promise<number>;
  /** A refusal other than a version conflict (the screen shows or acts on it). */
  onRefused: (err: unknown) => void;
  /** How often changed words are sent. */
  everyMs: number;
  /** The time a change is stamped with (the server's clock where the screen knows it). */
  now?: () => number;
};

export type NeverLost<C extends DeviceCopy> = {
  /** The copy the screen starts from. */
  initial: C;
  /** The newest copy. */
  current: () => C;
  /** Keeps a change on this device at once; it is sent with the next save. */
  keep: (patch: Partial<C>) => void;
  /** Sends the newest copy; true once the server holds everything written so far. */
  save: () => Promise<boolean>;
  /** Waits for the save under way, if any. */
  settle: () => Promise<void>;
  sync: Sync;
  online: boolean;
  /** The server's newer version while the student is asked which copy to keep. */
  conflict: number | null;
  /** Whether saving waits: for the student's choice, or while the screen hands in. */
  held: () => boolean;
  /** Stops (true) or resumes saving while the screen hands the words in itself. */
  hold: (on: boolean) => void;
  /** Asks the student when `err` is a version conflict; whether it was. */
  askOn: (err: unknown) => boolean;
  /** The student's answers to the conflict dialog. */
  keepDevice: () => void;
  takeServer: () => void;
  dismiss: () => void;
  /** The words are handed in: this device's copy has done its work. */
  finish: () => void;
};

const notSaved = () => (navigator.onLine ? Sync.Unsaved : Sync.Offline);

/** The server's version in a refusal because another save came first, if it is one. */
const conflictOf = (err: unknown): number | null => (err instanceof ApiError && err.code === "DRAFT_CONFLICT" ? Number(err.payload?.version ?? 0) : null);

export function useNeverLost<C extends DeviceCopy>({ key, server, same, send, onRefused, everyMs, now = Date.now }: NeverLostOptions<C>): NeverLost<C> {
  const [start] = useState(() => {
    const device = readJson<C>(key);
    const choice = pickCopy(device, server, same);
    return { copy: chosenCopy(choice, device, server), choice };
  });
  const copy = useRef<C>(start.copy);
  const dirty = useRef(start.choice !== Choice.Server);
  const [sync, setSync] = useState<Sync>(start.choice === Choice.Server ? Sync.Saved : Sync.Unsaved);
  const [conflict, setConflict] = useState<number | null>(start.choice === Choice.Ask ? server.version : null);
  /** Saving waits while the student chooses, and while the screen hands in. */
  const asking = useRef(start.choice === Choice.Ask);
  const holding = useRef(false);
  /** The save under way, if any: a second caller waits for it instead of being skipped. */
  const inFlight = useRef<Promise<boolean> | null>(null);
  const clock = useRef(now);
  useEffect(() => {
    clock.current = now;
  }, [now]);

  const keep = useCallback(
    (patch: Partial<C>) => {
      copy.current = { ...copy.current, ...patch, savedAt: clock.current(), acked: false };
      writeJson(key, copy.current);
      dirty.current = true;
      setSync(notSaved());
    },
    [key],
  );

  const askOn = useCallback((err: unknown) => {
    const version = conflictOf(err);
    if (version === null) return false;
    asking.current = true;
    setConflict(version);
    return true;
  }, []);

  const save = useCallback(async (): Promise<boolean> => {
    // Callers that waited on the same save go one at a time: each would otherwise send the same
    // version, and the second be refused by its own tab's save.
    while (inFlight.current) await inFlight.current;
    if (!dirty.current) return true;
    if (asking.current || holding.current || !navigator.onLine) return false;
    const run = (async () => {
      setSync(Sync.Saving);
      const sent = copy.current;
      try {
        const version = await send(sent);
        const confirmed = same(copy.current, sent);
        if (confirmed) dirty.current = false;
        copy.current = { ...copy.current, version, acked: confirmed };
        writeJson(key, copy.current);
        setSync(dirty.current ? Sync.Unsaved : Sync.Saved);
        return !dirty.current;
      } catch (err) {
        if (!askOn(err)) onRefused(err);
        setSync(notSaved());
        return false;
      }
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      if (inFlight.current === run) inFlight.current = null;
    }
  }, [key, send, same, onRefused, askOn]);

  const online = useAutosave(save, everyMs, () => setSync(Sync.Offline));

  const settle = useCallback(async () => {
    while (inFlight.current) await inFlight.current;
  }, []);
  const current = useCallback(() => copy.current, []);
  const held = useCallback(() => asking.current || holding.current, []);
  const hold = useCallback((on: boolean) => {
    holding.current = on;
  }, []);
  const finish = useCallback(() => forget(key), [key]);
  const dismiss = useCallback(() => {
    asking.current = false;
    setConflict(null);
  }, []);
  const keepDevice = useCallback(() => {
    if (conflict === null) return;
    copy.current = rebase(copy.current, conflict);
    dirty.current = true;
    dismiss();
    void save();
  }, [conflict, dismiss, save]);
  const takeServer = useCallback(() => {
    forget(key);
    window.location.reload();
  }, [key]);

  return { initial: start.copy, current, keep, save, settle, sync, online, conflict, held, hold, askOn, keepDevice, takeServer, dismiss, finish };
}
