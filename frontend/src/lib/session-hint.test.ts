import { readFreshIdToken, readSessionHint } from "./session-hint";

function token(claims: object): string {
  const utf8 = (o: object) => String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o)));
  const b64 = (o: object) => btoa(utf8(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return `${b64({ alg: "RS256" })}.${b64(claims)}.sig`;
}

describe("the session hint", () => {
  beforeEach(() => localStorage.clear());

  it("is signed out with an empty store", () => {
    expect(readSessionHint()).toEqual({ signedIn: false, firstName: null });
  });

  it("reads Amplify's keys and the first name from the ID token", () => {
    localStorage.setItem("CognitoIdentityServiceProvider.client1.LastAuthUser", "abc");
    localStorage.setItem("CognitoIdentityServiceProvider.client1.abc.idToken", token({ given_name: "Åsa" }));
    expect(readSessionHint()).toEqual({ signedIn: true, firstName: "Åsa" });
  });

  it("needs the token, not just the user name", () => {
    localStorage.setItem("CognitoIdentityServiceProvider.client1.LastAuthUser", "abc");
    expect(readSessionHint().signedIn).toBe(false);
  });
});

describe("the stored ID token for requests", () => {
  beforeEach(() => localStorage.clear());
  const store = (exp: number) => {
    localStorage.setItem("CognitoIdentityServiceProvider.client1.LastAuthUser", "abc");
    localStorage.setItem("CognitoIdentityServiceProvider.client1.abc.idToken", token({ sub: "abc", exp }));
  };

  it("is used while it stays valid for the margin", () => {
    store(1_000_000);
    expect(readFreshIdToken(60_000, 1_000_000_000 - 60_001)).toMatch(/\.sig$/);
  });

  it("is left to the auth library to refresh within the margin or when it has no expiry", () => {
    store(1_000_000);
    expect(readFreshIdToken(60_000, 1_000_000_000 - 59_000)).toBeNull();
    localStorage.setItem("CognitoIdentityServiceProvider.client1.abc.idToken", token({ sub: "abc" }));
    expect(readFreshIdToken(60_000, 0)).toBeNull();
  });

  it("judges the expiry by Cognito's clock: the device's plus the drift Amplify stored", () => {
    store(1_000_000);
    // The device's clock runs two hours slow: Amplify stored a drift of +2 h at sign-in.
    localStorage.setItem("CognitoIdentityServiceProvider.client1.abc.clockDrift", String(2 * 3600_000));
    expect(readFreshIdToken(60_000, 1_000_000_000 - 2 * 3600_000 - 60_001)).toMatch(/\.sig$/);
    expect(readFreshIdToken(60_000, 1_000_000_000 - 3600_000)).toBeNull();
    // A drift Amplify could not read counts as none.
    localStorage.setItem("CognitoIdentityServiceProvider.client1.abc.clockDrift", "soon");
    expect(readFreshIdToken(60_000, 1_000_000_000 - 60_001)).toMatch(/\.sig$/);
  });
});
