import "server-only";

/** What the bank statement routes share. */
export const bankTags = ["Staff: bank reconciliation"];
