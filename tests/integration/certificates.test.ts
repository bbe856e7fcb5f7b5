import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { renderToStaticMarkup } from "react-dom/server";
import { extractText, getDocumentProxy } from "unpdf";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DELETE as revoke } from "@/app/api/admin/certificates/[id]/route";
import { POST as handIssue } from "@/app/api/admin/certificates/route";
import { PUT as updateTraining } from "@/app/api/admin/trainings/[id]/route";
import { GET as myCertificates } from "@/app/api/certificate/getMyCertificates/route";
import CertificatePage from "@/app/certificates/[id]/page";
import { GET as pdfRoute } from "@/app/certificates/[id]/pdf/route";
import { attendance, auditLog, certificates, mailOutbox, trainings } from "@/db/schema";
import nextConfig from "@/next.config";
import { setClock } from "@/lib/clock";
import { issueDueCertificates } from "@/lib/certificates/issue";
import { qrPng } from "@/lib/certificates/pdf";
import { sessionsOf } from "@/lib/schedule/sessions";
import { enrol, makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { call } from "../helpers/http";
import { makeLearner, makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

// 100 daily sessions, 10:00–12:00 in Kolkata, 1 January to 10 April 2030: one session is exactly one percent.
// The last one ends at 2030-04-10T06:30:00Z.
const batch = { startDate: "2030-01-01", endDate: "2030-04-10", startTime: "10:00", endTime: "12:00", timeZone: "Asia/Kolkata" };
const LAST_END = "2030-04-10T06:30:00Z";
const sessionDates = sessionsOf(batch).map((s) => s.date);

let courseId: string;
let staff: TestUser;
beforeAll(async () => {
  [courseId] = await makeTwoCourses();
  staff = await makeStaff();
});
afterEach(() => setClock(undefined));

async function attended(userId: string, trainingId: string, count: number) {
  if (count === 0) return;
  await testDatabase()
    .db.insert(attendance)
    .values(sessionDates.slice(0, count).map((sessionDate) => ({ trainingId, userId, sessionDate, joinedAt: new Date(`${sessionDate}T04:30:00Z`) })));
}

const certificatePdfRoute = (request: Request, context: { params: Promise<Record<string, string>> }) =>
  pdfRoute(request, context as { params: Promise<{ id: string }> });

async function renderPage(id: string): Promise<string> {
  return renderToStaticMarkup(await CertificatePage({ params: Promise.resolve({ id }) }));
}
const certificateMails = async (to: string) =>
  (await testDatabase().db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((m) => m.subject.startsWith("Your certificate"));

describe("Certificates", () => {
  let training: { id: string };
  let at74: TestUser;
  let at75: TestUser;
  let inactive: TestUser;
  let certificateId: string;

  beforeAll(async () => {
    expect(sessionDates).toHaveLength(100);
    training = await makeTraining(courseId, batch);
    [at74, at75, inactive] = [await makeLearner({ name: "Seventy Four" }), await makeLearner({ name: "Asha Seventy-Five" }), await makeLearner()];
    await enrol(at74.user.id, training.id);
    await enrol(at75.user.id, training.id);
    await enrol(inactive.user.id, training.id, false);
    await attended(at74.user.id, training.id, 74);
    await attended(at75.user.id, training.id, 75);
    await attended(inactive.user.id, training.id, 100);
  });

  it("are issued once, when the last session ends, to active learners at 75 % or more (two runs at the same moment)", async () => {
    expect(await issueDueCertificates(new Date(Date.parse(LAST_END) - 1))).toEqual({ trainings: 0, issued: 0 });
    const when = new Date(LAST_END);
    const runs = await Promise.all([issueDueCertificates(when), issueDueCertificates(when)]);
    expect(runs.reduce((n, r) => n + r.issued, 0)).toBe(1);
    expect((await issueDueCertificates(new Date(Date.parse(LAST_END) + 60_000))).issued).toBe(0);

    const rows = await testDatabase().db.select().from(certificates).where(eq(certificates.trainingId, training.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: at75.user.id,
      learnerName: "Asha Seventy-Five",
      courseTitle: "Kubernetes Operations",
      hours: 200,
      issuedOn: "2030-04-10",
      issuedBy: null,
      revokedAt: null,
    });
    certificateId = rows[0]!.id;
    expect(certificateId).toMatch(/^[a-z2-7]{32}$/);
    const [row] = await testDatabase().db.select({ at: trainings.certificatesIssuedAt }).from(trainings).where(eq(trainings.id, training.id));
    expect(row!.at!.toISOString()).toBe(when.toISOString());

    const mails = await certificateMails(at75.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`http://localhost:3000/certificates/${certificateId}`);
    expect(await certificateMails(at74.user.email)).toHaveLength(0);
    expect(await certificateMails(inactive.user.email)).toHaveLength(0);
  });

  it("are listed to their own learner only", async () => {
    const mine = await call(myCertificates, { token: at75.token });
    expect(mine.status).toBe(200);
    expect(mine.json.data).toEqual([
      {
        _id: certificateId,
        courseTitle: "Kubernetes Operations",
        startDate: "2030-01-01",
        endDate: "2030-04-10",
        issuedOn: "2030-04-10",
        url: `http://localhost:3000/certificates/${certificateId}`,
        pdfUrl: `http://localhost:3000/certificates/${certificateId}.pdf`,
      },
    ]);
    expect((await call(myCertificates, { token: at74.token })).json.data).toEqual([]);
    expect((await call(myCertificates)).status).toBe(401);
  });

  it("verify publicly: what the certificate states and that it is valid, nothing else; unknown ids are a 404", async () => {
    const html = await renderPage(certificateId);
    for (const text of ["Valid certificate", "Asha Seventy-Five", "Kubernetes Operations", "1 January 2030 – 10 April 2030", "200 hours", "10 April 2030"])
      expect(html).toContain(text);
    expect(html).not.toContain(at75.user.email);
    for (const id of ["a".repeat(32), "short", "../etc"]) {
      await expect(renderPage(id)).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
      const pdf = await call(certificatePdfRoute, { params: { id } });
      expect(pdf.status).toBe(404);
    }
    const headers = await nextConfig.headers!();
    expect(headers.find((h) => h.source === "/certificates/:path*")?.headers).toEqual([
      { key: "X-Robots-Tag", value: "noindex" },
      { key: "Cache-Control", value: "public, max-age=300" },
    ]);
  });

  it("answer a PDF whose text states the certificate and whose QR code is the verification URL", async () => {
    const response = await certificatePdfRoute(new Request(`http://localhost:3000/certificates/${certificateId}/pdf`), {
      params: Promise.resolve({ id: certificateId }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const bytes = new Uint8Array(await response.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const url = `http://localhost:3000/certificates/${certificateId}`;
    for (const part of [
      "Certificate of Attendance",
      "Asha Seventy-Five",
      "Kubernetes Operations",
      "1 January 2030",
      "10 April 2030",
      "200 hours",
      "Issued on 10 April 2030",
      url,
      "Stackwise Academy",
    ]) {
      expect(text).toContain(part);
    }
    const png = PNG.sync.read(await qrPng(url));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(url);
  });

  it("can be issued by hand (409 when a valid one exists) and revoked, which the public page shows", async () => {
    const post = (body: unknown, token = staff.token) => call(handIssue, { token, body });
    expect((await post({ trainingId: training.id, userId: at74.user.id }, at74.token)).status).toBe(403);
    const issued = await post({ trainingId: training.id, userId: at74.user.id });
    expect(issued.status).toBe(201);
    expect(issued.json).toMatchObject({ message: "Certificate issued.", data: { userId: at74.user.id, issuedBy: staff.user.id, revokedAt: null, hours: 200 } });
    expect(await certificateMails(at74.user.email)).toHaveLength(1);
    const again = await post({ trainingId: training.id, userId: at74.user.id });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This learner already has a valid certificate for this training.");
    expect((await post({ trainingId: training.id, userId: "nosuchuser0" })).status).toBe(404);
    expect((await post({ trainingId: "nosuchtraining0", userId: at74.user.id })).status).toBe(404);
    const stranger = await makeLearner();
    expect((await post({ trainingId: training.id, userId: stranger.user.id })).status).toBe(400);

    expect((await call(revoke, { method: "DELETE", params: { id: certificateId }, token: at75.token })).status).toBe(403);
    const revoked = await call(revoke, { method: "DELETE", params: { id: certificateId }, token: staff.token });
    expect(revoked.status).toBe(200);
    expect(revoked.json.message).toBe("Certificate revoked.");
    expect((await call(revoke, { method: "DELETE", params: { id: "a".repeat(32) }, token: staff.token })).status).toBe(404);
    const html = await renderPage(certificateId);
    expect(html).toContain("This certificate has been revoked");
    expect(html).not.toContain("Valid certificate");
    expect((await call(myCertificates, { token: at75.token })).json.data).toEqual([]);
    const audits = await testDatabase().db.select().from(auditLog).where(eq(auditLog.entity, "certificate"));
    expect(audits.map((a) => [a.action, a.entityId])).toEqual([
      ["create", issued.json.data._id],
      ["update", certificateId],
    ]);

    const reinstated = await post({ trainingId: training.id, userId: at75.user.id });
    expect(reinstated.status).toBe(201);
    expect(reinstated.json.data).toMatchObject({ _id: certificateId, revokedAt: null });
    expect(await renderPage(certificateId)).toContain("Valid certificate");
  });
});

describe("Certificates for a batch staff moved into the past", () => {
  it("are issued on the next run, and a batch without attendance gets none", async () => {
    const learner = await makeLearner();
    const training = await makeTraining(courseId, { ...batch, startDate: "2030-06-01", endDate: "2030-06-04" });
    await enrol(learner.user.id, training.id);
    await testDatabase()
      .db.insert(attendance)
      .values(["2030-06-01", "2030-06-02", "2030-06-03"].map((sessionDate) => ({ trainingId: training.id, userId: learner.user.id, sessionDate })));
    setClock(new Date("2030-05-15T00:00:00Z"));
    expect((await issueDueCertificates()).issued).toBe(0);
    await testDatabase().db.update(trainings).set({ startDate: "2030-05-01", endDate: "2030-05-04" }).where(eq(trainings.id, training.id));
    // Moved: the old records no longer fall on sessions, so staff's corrections would be needed; none are, 0 %.
    expect((await issueDueCertificates()).issued).toBe(0);
    const other = await makeTraining(courseId, { ...batch, startDate: "2030-05-01", endDate: "2030-05-04" });
    await enrol(learner.user.id, other.id);
    await testDatabase()
      .db.insert(attendance)
      .values(["2030-05-01", "2030-05-02", "2030-05-03"].map((sessionDate) => ({ trainingId: other.id, userId: learner.user.id, sessionDate })));
    expect((await issueDueCertificates()).issued).toBe(1);
  });
});

describe("Certificates for a completed batch staff move back into the future", () => {
  it("are issued again when it completes again, to whoever now meets the threshold; the first stays as it was", async () => {
    const [first, second] = [await makeLearner(), await makeLearner()];
    const training = await makeTraining(courseId, { ...batch, startDate: "2030-07-01", endDate: "2030-07-04" });
    await enrol(first.user.id, training.id);
    await enrol(second.user.id, training.id);
    const days = ["2030-07-01", "2030-07-02", "2030-07-03", "2030-07-04"];
    await testDatabase()
      .db.insert(attendance)
      .values(days.map((sessionDate) => ({ trainingId: training.id, userId: first.user.id, sessionDate })));
    setClock(new Date("2030-07-10T00:00:00Z"));
    expect((await issueDueCertificates()).issued).toBe(1);

    // Completed too early by mistake: staff move the last day a week on (through the staff API), and the second
    // learner attends every session.
    const moved = await call(updateTraining, { method: "PUT", token: staff.token, params: { id: training.id }, body: { endDate: "2030-07-11" } });
    expect(moved.status).toBe(200);
    const later = ["2030-07-05", "2030-07-06", "2030-07-07", "2030-07-08", "2030-07-09", "2030-07-10", "2030-07-11"];
    await testDatabase()
      .db.insert(attendance)
      .values([...days, ...later].map((sessionDate) => ({ trainingId: training.id, userId: second.user.id, sessionDate })));
    expect((await issueDueCertificates()).issued).toBe(0); // not completed any more
    setClock(new Date("2030-07-12T00:00:00Z"));
    expect((await issueDueCertificates()).issued).toBe(1);
    const rows = await testDatabase().db.select().from(certificates).where(eq(certificates.trainingId, training.id));
    expect(rows.map((r) => [r.userId, r.endDate]).sort()).toEqual(
      [
        [first.user.id, "2030-07-04"],
        [second.user.id, "2030-07-11"],
      ].sort(),
    );
  });
});
