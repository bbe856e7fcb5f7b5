// CPU-heavy public renders (issue 21): a course's link preview 404s an unknown course, a certificate's PDF is
// rendered once and its bytes served after (a revocation renders it again), an unknown category slug answers 404,
// and each is rate limited per address.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as previewRoute } from "@/app/(site)/training-courses/course/[courseSlug]/preview.png/route";
import { GET as newestRoute } from "@/app/api/course/category/[slug]/newest/route";
import { GET as pdfRoute } from "@/app/certificates/[id]/pdf/route";
import { certificatePdfs, certificates } from "@/db/schema";
import { newCertificateId } from "@/lib/certificates/ids";
import { publicRenderRateLimit } from "@/lib/http/render-limit";
import { courseSlug } from "@/lib/courses/slug";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { makeTraining, makeTwoCourses } from "../helpers/catalogue";
import { call } from "../helpers/http";
import { makeLearner } from "../helpers/users";
import { testDatabase } from "../setup/database";

let courseId: string;
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;
beforeAll(async () => {
  [courseId] = await makeTwoCourses();
});

const preview = (slug: string, ip = nextIp()) =>
  previewRoute(new Request(`http://localhost:3000/training-courses/course/${slug}/preview.png`, { headers: { [CLIENT_IP_HEADER]: ip } }), {
    params: Promise.resolve({ courseSlug: slug }),
  });
const pdf = (id: string, ip = nextIp()) =>
  pdfRoute(new Request(`http://localhost:3000/certificates/${id}/pdf`, { headers: { [CLIENT_IP_HEADER]: ip } }), { params: Promise.resolve({ id }) });

describe("a course's link preview", () => {
  it("404s an unknown course and draws a known one", async () => {
    expect((await preview("no-such-course-abc123")).status).toBe(404);
    const known = await preview(courseSlug("Kubernetes Operations", courseId));
    expect(known.status).toBe(200);
    expect(known.headers.get("content-type")).toBe("image/png");
  });

  it(`is rate limited per address: the ${publicRenderRateLimit.limit + 1}th render in ${publicRenderRateLimit.windowSeconds / 60} minutes gets 429`, async () => {
    const ip = "192.0.2.200";
    for (let i = 0; i < publicRenderRateLimit.limit; i++) expect((await preview("no-such-course-abc123", ip)).status).toBe(404);
    const refused = await preview("no-such-course-abc123", ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await preview("no-such-course-abc123", "192.0.2.201")).status).toBe(404);
  });
});

describe("a certificate's PDF", () => {
  it("is rendered once and its bytes served after; a revocation renders it again", async () => {
    const learner = await makeLearner();
    const training = await makeTraining(courseId);
    const id = newCertificateId();
    const { db } = testDatabase();
    await db.insert(certificates).values({
      id,
      trainingId: training.id,
      userId: learner.user.id,
      learnerName: "Asha Rao",
      courseTitle: "Kubernetes Operations",
      startDate: "2030-01-01",
      endDate: "2030-01-08",
      hours: 16,
      issuedOn: "2030-01-08",
    });
    const first = await pdf(id);
    expect(first.status).toBe(200);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const [stored] = await db.select().from(certificatePdfs).where(eq(certificatePdfs.certificateId, id));
    expect(Buffer.compare(stored!.bytes, bytes)).toBe(0);

    // The stored bytes are what is served: mark them, and the next visitor gets the mark (no render).
    const marked = Buffer.concat([bytes, Buffer.from("%marked")]);
    await db.update(certificatePdfs).set({ bytes: marked }).where(eq(certificatePdfs.certificateId, id));
    expect(Buffer.compare(Buffer.from(await (await pdf(id)).arrayBuffer()), marked)).toBe(0);

    await db.update(certificates).set({ revokedAt: new Date() }).where(eq(certificates.id, id));
    const revoked = Buffer.from(await (await pdf(id)).arrayBuffer());
    expect(revoked.includes(Buffer.from("%marked"))).toBe(false);
    expect(revoked.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await pdf("A".repeat(22))).status).toBe(404);
  });

  it("is rate limited per address", async () => {
    const ip = "192.0.2.210";
    for (let i = 0; i < publicRenderRateLimit.limit; i++) expect((await pdf("B".repeat(22), ip)).status).toBe(404);
    expect((await pdf("B".repeat(22), ip)).status).toBe(429);
  });
});

describe("an unknown category slug", () => {
  it("answers 404 on the home page's category call (never a cacheable empty 200)", async () => {
    const res = await call(newestRoute, { path: "/api/course/category/no-such-category-xyz/newest", params: { slug: "no-such-category-xyz" } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Category not found.");
  });
});
