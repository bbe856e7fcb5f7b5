// /readyz answers load balancers; it shows the public no counts (issue 21), staff see the undeliverable mail.
import { describe, expect, it } from "vitest";
import { GET as readyz } from "@/app/readyz/route";
import { call } from "../helpers/http";
import { makeLearner, makeStaff } from "../helpers/users";

describe("GET /readyz", () => {
  it("answers 200 with no counts to the public and to learners, with them to staff", async () => {
    const anonymous = await call(readyz);
    expect(anonymous.status).toBe(200);
    expect(anonymous.json).toEqual({ success: true, message: "ready" });
    const learner = await makeLearner();
    expect((await call(readyz, { token: learner.token })).json).toEqual({ success: true, message: "ready" });
    const staff = await makeStaff();
    const forStaff = await call(readyz, { token: staff.token });
    expect(forStaff.json).toMatchObject({ success: true, data: { undeliverableMail: expect.any(Number) } });
  });
});
