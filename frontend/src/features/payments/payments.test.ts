import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/dates";

import { CardError } from "@/components/card/errors";
import { paymentErrorText } from "@/components/card/errors";
import { cardMessages } from "@/components/card/messages";

describe("payment errors", () => {
  it("show a card refusal in its own words", () => {
    expect(paymentErrorText(new CardError("Your card was declined."))).toBe("Your card was declined.");
    expect(paymentErrorText(new ApiError(402, "PAYMENT_FAILED", "Your card was declined."))).toBe("Your card was declined.");
  });
  it("fall back to the catalogue's texts", () => {
    expect(paymentErrorText(new ApiError(402, "PAYMENT_REQUIRE_ACTION", "confirm"))).toBe(cardMessages.generic);
    expect(paymentErrorText(new ApiError(503, "SERVICE_UNAVAILABLE", "down"))).toBe(cardMessages.generic);
    expect(paymentErrorText(new Error("network"))).toBe(cardMessages.unknown);
  });
});

describe("dates", () => {
  it("read dd MMM yyyy", () => {
    expect(formatDate(new Date(2027, 2, 5, 12).getTime())).toBe("05 Mar 2027");
  });
});
