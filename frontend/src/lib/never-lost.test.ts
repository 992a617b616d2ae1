import { describe, expect, it } from "vitest";

import { chosenCopy, Choice, pickCopy, rebase, type DeviceCopy } from "./never-lost";

type Copy = DeviceCopy & { words: string };
const same = (a: Copy, b: Copy) => a.words === b.words;
const server: Copy = { words: "saved", version: 3, savedAt: 100, acked: true };

describe("pickCopy: which copy a never-lost editor starts from", () => {
  it("takes the server's when this device holds nothing", () => {
    expect(pickCopy(null, server, same)).toBe(Choice.Server);
  });
  it("takes the server's when the server confirmed this device's words, even older ones", () => {
    expect(pickCopy({ ...server, words: "old", version: 2 }, server, same)).toBe(Choice.Server);
    expect(pickCopy({ ...server, words: "old", version: 2, savedAt: 999 }, server, same)).toBe(Choice.Server);
  });
  it("takes the server's when the unsent words are the server's words", () => {
    expect(pickCopy({ ...server, acked: false }, server, same)).toBe(Choice.Server);
    expect(pickCopy({ ...server, version: 1, acked: false }, server, same)).toBe(Choice.Server);
  });
  it("keeps this device's unsent words built on the server's version, whatever the clocks say", () => {
    expect(pickCopy({ ...server, words: "saved and more", savedAt: 1, acked: false }, server, same)).toBe(Choice.Device);
  });
  it("keeps this device's unsent words built on a newer version than the server answered with", () => {
    expect(pickCopy({ ...server, words: "more", version: 4, acked: false }, server, same)).toBe(Choice.Device);
  });
  it("asks the student when the device holds unsent words and the server has a newer version", () => {
    expect(pickCopy({ ...server, words: "typed offline", version: 2, acked: false }, server, same)).toBe(Choice.Ask);
    // a device clock ahead of the server's changes nothing
    expect(pickCopy({ ...server, words: "typed offline", version: 2, savedAt: 10_000, acked: false }, server, same)).toBe(Choice.Ask);
  });
  it("counts a copy kept before confirmations were recorded as unsent", () => {
    const legacy = { words: "typed", version: 2, savedAt: 5 } as Copy;
    expect(pickCopy(legacy, server, same)).toBe(Choice.Ask);
  });
});

describe("chosenCopy and rebase", () => {
  const device: Copy = { words: "mine", version: 2, savedAt: 5, acked: false };
  it("starts from the device's copy unless the choice is the server's", () => {
    expect(chosenCopy(Choice.Server, device, server)).toBe(server);
    expect(chosenCopy(Choice.Device, device, server)).toBe(device);
    expect(chosenCopy(Choice.Ask, device, server)).toBe(device);
    expect(chosenCopy(Choice.Device, null, server)).toBe(server);
  });
  it("keeps the device's words over the server's version, to be sent", () => {
    expect(rebase({ ...device, acked: true }, 7)).toEqual({ ...device, version: 7, acked: false });
  });
});
