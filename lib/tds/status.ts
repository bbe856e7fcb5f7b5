// A deduction's status (books.md §2), derived from what is recorded: a certificate number wins, then the day the
// government's statement showed it. Pure: the answers, the report and the domain commands read it alike.
import type { TdsEntry as TdsRow } from "../../db/schema";

export const tdsStatuses = ["unmatched", "matched", "certificate"] as const;
export type TdsStatus = (typeof tdsStatuses)[number];

export const tdsStatusOfRow = (row: Pick<TdsRow, "certificateNumber" | "matchedOn">): TdsStatus =>
  row.certificateNumber ? "certificate" : row.matchedOn ? "matched" : "unmatched";
