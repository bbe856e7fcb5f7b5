import net from "node:net";
import { eq, inArray } from "drizzle-orm";
import ICAL from "ical.js";
import nodeIcal from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as updateTraining } from "@/app/api/admin/trainings/[id]/route";
import { mailOutbox, trainings } from "@/db/schema";
import { calendarOfEnrolments } from "@/lib/calendar/feed";
import { resetEnvForTests } from "@/lib/env";
import { drainOutbox } from "@/lib/mail/outbox";
import { startSinks } from "../../e2e/support/sinks";
import { enrol, makeCourse, makeTraining } from "../helpers/catalogue";
import { call } from "../helpers/http";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let courseId: string;
let staff: TestUser;

beforeAll(async () => {
  courseId = await makeCourse();
  staff = await makeStaff();
});

async function batchWithLearners() {
  const t = await makeTraining(courseId, { startDate: "2031-05-05", endDate: "2031-05-09", meetingLink: "https://meet.example.com/old" });
  const active = [await makeLearner(), await makeLearner()];
  const inactive = await makeLearner();
  for (const l of active) await enrol(l.user.id, t.id);
  await enrol(inactive.user.id, t.id, false);
  return { t, active, inactive, everyone: [...active, inactive].map((l) => l.user.email) };
}

const put = (id: string, body: Record<string, unknown>) => call(updateTraining, { method: "PUT", token: staff.token, params: { id }, body });
const outboxTo = (emails: string[]) => testDatabase().db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));
const icsOf = (mail: { attachments: { contentBase64: string }[] | null }) => Buffer.from(mail.attachments![0]!.contentBase64, "base64").toString("utf8");

function readIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: String(event.getFirstPropertyValue("status")),
    location: String(event.getFirstPropertyValue("location")),
  };
}

describe("change notices (sales-and-batches.md §3)", () => {
  it("mails every active learner once what changed, with the event under the same UID and a higher SEQUENCE", async () => {
    const { t, active, inactive, everyone } = await batchWithLearners();
    const res = await put(t.id, { startTime: "18:00", endTime: "20:00", meetingLink: "https://meet.example.com/new" });
    expect(res.status).toBe(200);

    const mails = await outboxTo(everyone);
    expect(mails.map((m) => m.to).sort()).toEqual(active.map((l) => l.user.email).sort());
    expect(mails.some((m) => m.to === inactive.user.email)).toBe(false);
    const [mail] = mails;
    expect(mail!.subject).toBe("Schedule change: Kubernetes Operations");
    expect(mail!.text).toContain("Time: 7:00 PM – 9:00 PM → 6:00 PM – 8:00 PM");
    expect(mail!.text).toContain("Meeting link: https://meet.example.com/old → https://meet.example.com/new");
    expect(mail!.text).not.toContain("Dates:");
    expect(mail!.attachments![0]).toMatchObject({ filename: expect.stringMatching(/\.ics$/), contentType: expect.stringContaining("text/calendar") });

    const ics = readIcs(icsOf(mail!));
    expect(ics).toMatchObject({
      method: "REQUEST",
      uid: `training-${t.id}@stackwise-academy`,
      sequence: 1,
      status: "CONFIRMED",
      location: "https://meet.example.com/new",
    });
    // node-ical reads the same event back: 18:00 IST is 12:30 UTC.
    const parsed = Object.values(nodeIcal.sync.parseICS(icsOf(mail!))).find((c) => c?.type === "VEVENT") as { start: Date; uid: string };
    expect(parsed.uid).toBe(ics.uid);
    expect(parsed.start.toISOString()).toBe("2031-05-05T12:30:00.000Z");
    const [row] = await testDatabase().db.select({ sequence: trainings.sequence }).from(trainings).where(eq(trainings.id, t.id));
    expect(row!.sequence).toBe(1);

    // The learner's own calendar (feed and download) carries the same UID and SEQUENCE.
    const own = readIcs((await calendarOfEnrolments(active[0]!.user.id, t.id))!);
    expect(own).toMatchObject({ uid: ics.uid, sequence: 1 });
  });

  it("says nothing when nothing learners see changed", async () => {
    const { t, everyone } = await batchWithLearners();
    expect((await put(t.id, { startTime: "19:00", meetingLink: "https://meet.example.com/old" })).status).toBe(200);
    expect(await outboxTo(everyone)).toHaveLength(0);
    const [row] = await testDatabase().db.select({ sequence: trainings.sequence }).from(trainings).where(eq(trainings.id, t.id));
    expect(row!.sequence).toBe(0);
  });

  it("names moved dates in words", async () => {
    const { t, everyone } = await batchWithLearners();
    expect((await put(t.id, { startDate: "2031-05-12", endDate: "2031-05-16" })).status).toBe(200);
    const [mail] = await outboxTo(everyone);
    expect(mail!.text).toContain("Dates: 5 May 2031 – 9 May 2031 → 12 May 2031 – 16 May 2031");
  });

  it("sends METHOD:CANCEL with STATUS:CANCELLED and a higher SEQUENCE on cancellation, then nothing more", async () => {
    const { t, active, everyone } = await batchWithLearners();
    await put(t.id, { startTime: "17:00", endTime: "19:00" });
    const moved = readIcs(icsOf((await outboxTo([active[0]!.user.email]))[0]!));
    expect((await put(t.id, { tcStatus: "Cancelled" })).status).toBe(200);

    const mails = (await outboxTo(everyone)).filter((m) => m.subject.startsWith("Cancelled"));
    expect(mails.map((m) => m.to).sort()).toEqual(active.map((l) => l.user.email).sort());
    expect(mails[0]!.subject).toBe("Cancelled: Kubernetes Operations");
    expect(mails[0]!.text).toContain("has been cancelled");
    const cancelled = readIcs(icsOf(mails[0]!));
    expect(cancelled).toMatchObject({ method: "CANCEL", status: "CANCELLED", uid: moved.uid });
    expect(cancelled.sequence).toBeGreaterThan(moved.sequence);

    // A cancelled batch edited again tells nobody.
    await put(t.id, { startTime: "16:00", endTime: "18:00" });
    expect(await outboxTo(everyone)).toHaveLength(4);
  });

  it("hands the notice with its .ics to the mail server (the e2e sink still captures it)", async () => {
    const free = async () => {
      const server = net.createServer();
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      const { port } = server.address() as net.AddressInfo;
      await new Promise((r) => server.close(r));
      return port;
    };
    const [smtpPort, httpPort] = [await free(), await free()];
    const stop = await startSinks(smtpPort, httpPort);
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
    resetEnvForTests();
    try {
      const { t, active } = await batchWithLearners();
      await put(t.id, { endTime: "22:00" });
      await drainOutbox(50, 5);
      const captured = (await (await fetch(`http://127.0.0.1:${httpPort}/mail?to=${active[0]!.user.email}`)).json()) as { subject: string; text: string }[];
      expect(captured.map((m) => m.subject)).toEqual(["Schedule change: Kubernetes Operations"]);
      expect(captured[0]!.text).toContain("Time: 7:00 PM – 9:00 PM → 7:00 PM – 10:00 PM");
      const [sent] = await outboxTo([active[0]!.user.email]);
      expect(sent!.sentAt).not.toBeNull();
      expect(sent!.attachments).toBeNull();
    } finally {
      delete process.env.SMTP_URL;
      resetEnvForTests();
      await stop();
    }
  });
});

afterAll(() => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
});
