// Ports and accounts of the end-to-end environment, derived from E2E_PORT so parallel runs never collide.
export const appPort = Number(process.env.E2E_PORT ?? 3100);
export const smtpPort = appPort + 2000;
export const sinkPort = appPort + 3000;
export const sinkUrl = `http://127.0.0.1:${sinkPort}`;

/** The staff account made before the server starts (npm run staff:create). */
export const e2eStaff = {
  email: "staff.e2e@example.com",
  name: "Esha Staff",
  password: "Staff!e2e-Pass9",
};

/** The training lead of the organisation seeded before the server starts (e2e/support/seed-people.ts). */
export const e2eLead = {
  email: "lead.acme@example.com",
  name: "Lena Lead",
  organization: "Acme Cloud Pvt Ltd",
};

/**
 * Enquiries seeded before the server starts (e2e/support/seed-people.ts), all Contacted and owned by the e2e staff
 * member, each with the marker in its message: more than a board column shows (e2e/admin/pipeline.spec.ts).
 */
export const e2eBoardOverflow = {
  marker: "boardoverflow",
  count: 32,
  /** The end of the newest one's long message: more than a card's two lines, so the page never carries it. */
  longTail: "and the last sentence of a long message that no card shows.",
};
