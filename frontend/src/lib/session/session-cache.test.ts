import type { Catalogue } from "@/lib/catalogue";
import type { Profile } from "@/lib/profile";

import { clearSessionCache, readSessionCache, writeSessionCache } from "./session-cache";

const profile = { authId: "abc", firstName: "Ann", isSubscriber: true } as Profile;
const catalogue: Catalogue = { subjects: [], fileTypes: [] };

describe("the last known session on this device", () => {
  beforeEach(() => localStorage.clear());

  it("is read back for the same user only", () => {
    writeSessionCache({ sub: "abc", profile, catalogue });
    expect(readSessionCache("abc")).toEqual({ sub: "abc", profile, catalogue });
    expect(readSessionCache("someone-else")).toBeNull();
  });

  it("is nothing when missing, unreadable or cleared", () => {
    expect(readSessionCache("abc")).toBeNull();
    localStorage.setItem("seven.session", "{not json");
    expect(readSessionCache("abc")).toBeNull();
    writeSessionCache({ sub: "abc", profile, catalogue: null });
    clearSessionCache();
    expect(readSessionCache("abc")).toBeNull();
  });
});
