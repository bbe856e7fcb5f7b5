// How GST treats a buyer (books.md §1), derived when not given. Browser-safe.

/** The same list as db/schema/_columns.ts (a unit test holds them equal); here so forms can use it without the schema. */
export const gstTreatmentNames = ["registered", "sez", "unregistered", "overseas"] as const;
export type GstTreatment = (typeof gstTreatmentNames)[number];

export const gstTreatmentLabels: Record<GstTreatment, string> = {
  registered: "Registered business (GSTIN)",
  sez: "SEZ unit or developer",
  unregistered: "Unregistered, in India",
  overseas: "Outside India",
};

/** A GSTIN makes `registered`, a country other than IN `overseas`, anything else `unregistered`. */
export function deriveTreatment(buyer: { gstin?: string | null; country: string }): GstTreatment {
  if (buyer.gstin) return "registered";
  return buyer.country !== "IN" ? "overseas" : "unregistered";
}

/** The PAN inside a GSTIN: its characters 3 to 12. */
export const panOfGstin = (gstin: string | null | undefined): string | null => (gstin ? gstin.slice(2, 12) : null);
