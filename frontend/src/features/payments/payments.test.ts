import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/dates";

import { CardError } from "./errors";
import { paymentErrorText } from "./errors";
import { paymentMessages } from "./messages";
import { normaliseTrialCode } from "./TrialDialog";

describe("trial codes", () => {
  it("are upper-cased unless they contain a hyphen", () => {
    expect(normaliseTrialCode(" getyour7 ")).toBe("GETYOUR7");
    expect(normaliseTrialCode("partner-abc")).toBe("partner-abc");
  });
});

describe("payment errors", () => {
  it("show a card refusal in its own words", () => {
    expect(paymentErrorText(new CardError("Your card was declined."))).toBe("Your card was declined.");
    expect(paymentErrorText(new ApiError(402, "PAYMENT_FAILED", "Your card was declined."))).toBe("Your card was declined.");
  });
  it("fall back to the catalogue's texts", () => {
    expect(paymentErrorText(new ApiError(402, "PAYMENT_REQUIRE_ACTION", "confirm"))).toBe(paymentMessages.generic);
    expect(paymentErrorText(new ApiError(503, "SERVICE_UNAVAILABLE", "down"))).toBe(paymentMessages.generic);
    expect(paymentErrorText(new Error("network"))).toBe(paymentMessages.unknown);
  });
});

describe("dates", () => {
  it("read dd MMM yyyy", () => {
    expect(formatDate(new Date(2027, 2, 5, 12).getTime())).toBe("05 Mar 2027");
  });
});
