// The UPI link of a payment request (billing-and-delivery.md §5): parameters in order, values percent-encoded.
import { describe, expect, it } from "vitest";
import { upiEncode, upiUri } from "@/lib/collection/upi";

describe("upiUri", () => {
  it.each([
    [
      { payee: "stackwise@hdfcbank", name: "Stackwise Academy", amountMinor: 1_200_050, requestNumber: "PR-2026-0001", bookingNumber: "BK-2026-0007" },
      "upi://pay?pa=stackwise%40hdfcbank&pn=Stackwise%20Academy&am=12000.50&cu=INR&tr=PR-2026-0001&tn=BK-2026-0007",
    ],
    [
      { payee: "acme.pay@icici", name: "Acme & Sons (P) Ltd", amountMinor: 100, requestNumber: "PR-2026-0123", bookingNumber: "BK-2026-0001" },
      "upi://pay?pa=acme.pay%40icici&pn=Acme%20%26%20Sons%20%28P%29%20Ltd&am=1.00&cu=INR&tr=PR-2026-0123&tn=BK-2026-0001",
    ],
    [
      { payee: "x@y", name: "Zoë's Café", amountMinor: 999_999_99, requestNumber: "PR-2026-9999", bookingNumber: "BK-2026-9999" },
      "upi://pay?pa=x%40y&pn=Zo%C3%AB%27s%20Caf%C3%A9&am=999999.99&cu=INR&tr=PR-2026-9999&tn=BK-2026-9999",
    ],
  ])("%j", (payment, expected) => {
    expect(upiUri(payment)).toBe(expected);
  });

  it("encodes a space as %20, never +", () => {
    expect(upiEncode("a b+c")).toBe("a%20b%2Bc");
  });
});
