"use client";
import { useState } from "react";
import { api, messageOf } from "@/components/api/client";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

/**
 * The Accept button, with the buyer's purchase order (optional: it goes on the bookings and their invoices, as
 * accounts payable want it): one request however often it is clicked; the answer replaces it.
 */
export function AcceptQuote({ token, number, purchaseOrder: given = "" }: { token: string; number: string; purchaseOrder?: string }) {
  const [purchaseOrder, setPurchaseOrder] = useState(given);
  const [state, setState] = useState<{ kind: "idle" | "busy" } | { kind: "done" | "error"; message: string }>({ kind: "idle" });
  async function accept() {
    if (state.kind === "busy" || state.kind === "done") return;
    setState({ kind: "busy" });
    const answer = await api.post("/api/quote/accept", { body: { token, ...(purchaseOrder.trim() ? { purchaseOrder: purchaseOrder.trim() } : {}) } });
    if (answer.ok)
      setState({
        kind: "done",
        message: `Thank you: quote ${number} is accepted and your seats are booked. We will send the payment details and the tax invoice to your email.`,
      });
    else setState({ kind: "error", message: messageOf(answer, "The quote could not be accepted. Please try again.") });
  }
  if (state.kind === "done") {
    return (
      <p role="status" className="rounded-xl bg-green-50 px-4 py-3 font-semibold text-green-800 ring-1 ring-green-200">
        {state.message}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <TextField
        label="Your purchase order number (optional)"
        hint="It is printed on the tax invoice."
        name="purchaseOrder"
        maxLength={40}
        value={purchaseOrder}
        onChange={(e) => setPurchaseOrder(e.target.value)}
        className="max-w-sm"
      />
      <Button type="button" size="lg" className="w-full sm:w-auto" loading={state.kind === "busy"} onClick={accept}>
        Accept quote
      </Button>
      {state.kind === "error" && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {state.message}
        </p>
      )}
    </div>
  );
}
