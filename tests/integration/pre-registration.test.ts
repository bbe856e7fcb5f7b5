// Pre-registration takeover (issue 21): someone registers another person's unused address with a password of
// their own. When the owner later clicks the activation link, or staff give that address a seat or a booking,
// the registrant's password must not reach any of it: buyers and seats are bound to an account whose password the
// mailbox's owner chose.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as activateEmail } from "@/app/api/user/activateEmail/route";
import { GET as myBookings } from "@/app/api/booking/getMyBookings/route";
import { POST as resetPassword } from "@/app/api/user/resetPassword/route";
import { POST as createOrganization } from "@/app/api/admin/organizations/route";
import { POST as createTrainer } from "@/app/api/admin/trainers/route";
import { users } from "@/db/schema";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { call } from "../helpers/http";
import { assign, createBooking, inr } from "../helpers/sales";
import { makeStaff, type TestUser } from "../helpers/users";
import { installTestSms, latestMail, loginCall, PASSWORD, randomEmail, registerCall, signIn, tokenFromMail, verifiedPhone } from "../helpers/auth-flows";
import { testDatabase } from "../setup/database";

let staff: TestUser;
let courseId: string;
beforeAll(async () => {
  installTestSms();
  staff = await makeStaff();
  [courseId] = await makeTwoCourses();
});

/** A stranger registers `email` (the owner's address) with the stranger's own password. */
async function squat(email: string) {
  const res = await registerCall({ name: "Eve Stranger", email, phone: await verifiedPhone(), password: PASSWORD });
  expect(res.status).toBe(200);
}
const activate = async (email: string) =>
  call(activateEmail, { path: "/api/user/activateEmail", body: { activation_token: await tokenFromMail(email, /Activate/, "verify-account") } });

describe("an address registered by a stranger", () => {
  it("a seat given to the address drops the stranger's password and invites the owner to choose one", async () => {
    const owner = randomEmail("owner");
    await squat(owner);
    const training = await makeTraining(courseId);
    const booking = (await createBooking(staff.token, { trainingId: training.id, buyerEmail: "company@example.com", seats: 1, price: inr(1000) })).json.data;
    expect((await assign(staff.token, booking._id, [owner])).status).toBe(200);

    // The stranger's activation link is dead, and the stranger's password opens nothing.
    expect((await activate(owner)).status).toBe(400);
    expect((await loginCall(owner, PASSWORD)).status).toBe(400);
    // The owner chooses a password through the invitation and sees the seat.
    const invitation = await latestMail(owner, /seat/i);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(invitation!.text)![1]!;
    expect((await call(resetPassword, { path: "/api/user/resetPassword", body: { activation_token: token, password: "0wner!Chosen" } })).status).toBe(200);
    const { token: session } = await signIn(owner, "0wner!Chosen");
    expect((await call(myBookings, { token: session })).json.data).toHaveLength(1);
  });

  it("activating it when bookings are made out to the address hands them to no password the owner did not choose", async () => {
    const owner = randomEmail("buyer");
    await squat(owner);
    const training = await makeTraining(courseId);
    expect((await createBooking(staff.token, { trainingId: training.id, buyerEmail: owner, seats: 2, price: inr(5000) })).status).toBe(201);

    // The owner clicks the activation link the stranger's registration sent them.
    expect((await activate(owner)).status).toBe(200);
    // The stranger's password does not open the account...
    expect((await loginCall(owner, PASSWORD)).status).toBe(400);
    const [row] = await testDatabase()
      .db.select({ passwordHash: users.passwordHash, activatedAt: users.activatedAt })
      .from(users)
      .where(sql`lower(${users.email}) = ${owner}`);
    expect(row).toMatchObject({ passwordHash: null });
    expect(row!.activatedAt).not.toBeNull();
    // ...and the owner is mailed a link to choose their own password.
    const token = await tokenFromMail(owner, /Choose your password/, "reset-password");
    expect((await call(resetPassword, { path: "/api/user/resetPassword", body: { activation_token: token, password: "0wner!Chosen" } })).status).toBe(200);
    const { token: session } = await signIn(owner, "0wner!Chosen");
    expect((await call(myBookings, { token: session })).json.data).toHaveLength(1);
  });

  it("an ordinary registration with nothing made out to the address activates as before", async () => {
    const email = randomEmail("plain");
    await squat(email);
    expect((await activate(email)).status).toBe(200);
    expect((await loginCall(email, PASSWORD)).status).toBe(200);
    const [row] = await testDatabase().db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
    expect(row!.passwordHash).not.toBeNull();
  });

  // Every invitation goes through one place (inviteAccount): the trainer role and an organisation's training lead
  // bind the address's account as seats do, so the stranger's password must go there too.
  it.each([
    [
      "making the address a trainer",
      (owner: string) => call(createTrainer, { token: staff.token, body: { name: "Asha Owner", email: owner, skills: ["AWS"], timeZone: "Asia/Kolkata" } }),
      /trainer: set your password/,
    ],
    [
      "making the address an organisation's training lead",
      (owner: string) =>
        call(createOrganization, {
          token: staff.token,
          path: "/api/admin/organizations",
          body: { name: `Initech ${owner}`, billingAddress: "1 Road", contacts: [{ name: "Asha Owner", email: owner, isLead: true }] },
        }),
      /training lead .*: set your password/,
    ],
  ])("%s drops the stranger's password and invites the owner to choose one", async (_name, bind, subject) => {
    const owner = randomEmail("owner");
    await squat(owner);
    expect((await bind(owner)).status).toBe(201);

    expect((await activate(owner)).status).toBe(400);
    expect((await loginCall(owner, PASSWORD)).status).toBe(400);
    const token = await tokenFromMail(owner, subject, "reset-password");
    expect((await call(resetPassword, { path: "/api/user/resetPassword", body: { activation_token: token, password: "0wner!Chosen" } })).status).toBe(200);
    expect((await loginCall(owner, "0wner!Chosen")).status).toBe(200);
  });

  it("an activated account made a trainer keeps its password and gets a notice, not a link", async () => {
    const email = randomEmail("active");
    await squat(email);
    expect((await activate(email)).status).toBe(200);
    expect((await call(createTrainer, { token: staff.token, body: { name: "Asha", email, skills: ["AWS"], timeZone: "Asia/Kolkata" } })).status).toBe(201);
    expect((await loginCall(email, PASSWORD)).status).toBe(200);
    const notice = await latestMail(email, /trainer/);
    expect(notice!.subject).not.toMatch(/set your password/);
    expect(notice!.text).not.toContain("reset-password?token=");
  });
});
