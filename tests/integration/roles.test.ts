// Roles that mean something (billing-and-delivery.md §7–§8): trainers and training leads get 403 on every staff call;
// learners get 403 on the lead's and the trainer's calls; staff are neither a trainer nor a lead.
import { beforeAll, describe, expect, it } from "vitest";
import { apiHandlers } from "@/app/api/registry";
import { call } from "../helpers/http";
import { makeOrganizationWithLead, makeTrainer } from "../helpers/people";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";

const routes = (access: string) =>
  apiHandlers()
    .filter((h) => h.contract.access === access)
    .map((h) => [`${h.contract.method} ${h.contract.path}`, h] as const);
const params = { id: "abc123", userId: "abc123", paymentId: "abc123", entryId: "abc123" };

let trainer: TestUser;
let lead: TestUser;
let learner: TestUser;
let staff: TestUser;

beforeAll(async () => {
  [trainer, { lead }, learner, staff] = await Promise.all([makeTrainer(), makeOrganizationWithLead(), makeLearner(), makeStaff()]);
});

describe("the staff API", () => {
  it("has the calls this file checks", () => {
    expect(routes("staff").length).toBeGreaterThan(40);
    expect(routes("trainer").length).toBe(8);
    expect(routes("lead").length).toBe(4);
  });

  it.each(routes("staff"))("%s: 403 for a trainer and for a training lead", async (_name, handler) => {
    const method = handler.contract.method;
    const body = method === "GET" || method === "DELETE" ? undefined : {};
    for (const who of [trainer, lead]) {
      const res = await call(handler, { method, token: who.token, params, body });
      expect(res.status).toBe(403);
    }
  });
});

describe("the trainer's and the lead's calls", () => {
  it.each(routes("trainer"))("%s: 403 for a learner, a lead and staff", async (_name, handler) => {
    for (const who of [learner, lead, staff])
      expect(
        (await call(handler, { method: handler.contract.method, token: who.token, params, body: handler.contract.method === "GET" ? undefined : {} })).status,
      ).toBe(403);
  });

  it.each(routes("lead"))("%s: 403 for a learner, a trainer and staff", async (_name, handler) => {
    for (const who of [learner, trainer, staff])
      expect(
        (await call(handler, { method: handler.contract.method, token: who.token, params, body: handler.contract.method === "GET" ? undefined : {} })).status,
      ).toBe(403);
  });
});
