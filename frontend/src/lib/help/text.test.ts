import { describe, expect, it } from "vitest";

import { plainText, trimReply } from "./text";

describe("plainText", () => {
  it("keeps line breaks and the words, drops all markup", () => {
    expect(plainText("Line one<br>Line two<br/>three")).toBe("Line one\nLine two\nthree");
    expect(plainText("Hi <script>alert(1)</script><b>there</b>\nyou")).toBe("Hi there\nyou");
    expect(plainText('<img src=x onerror="alert(1)">caption')).toBe("caption");
    expect(plainText("a < b and c > d")).toBe("a < b and c > d");
  });
});

describe("trimReply", () => {
  it("trims trailing whitespace only", () => {
    expect(trimReply("  hello \n\n ")).toBe("  hello");
  });
});
