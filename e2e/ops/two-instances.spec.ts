import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import type http from "node:http";
import { expect, test } from "../support/test";
import pg from "pg";
import { e2eStaff, sinkUrl, smtpPort } from "../support/env";
import type { CapturedMail } from "../support/sinks";
import { startRoundRobinProxy } from "../support/round-robin";

// Several instances on one PostgreSQL server (issue 14), behind a small round-robin proxy that, like nginx's
// proxy_next_upstream, tries the other instance when one refuses a connection. Runs where the suite has a
// PostgreSQL server (TEST_DATABASE_URL, as in CI), on the build the e2e server made.
const serverUrl = process.env.TEST_DATABASE_URL;
test.skip(!serverUrl, "needs a PostgreSQL server (TEST_DATABASE_URL)");
test.describe.configure({ mode: "serial" });

const node = [process.execPath, "--import", "tsx", "--import", "./scripts/support/register.mjs"];
const database = `tp_two_instances_${process.pid}`;
const databaseUrl = () => {
  const url = new URL(serverUrl!);
  url.pathname = `/${database}`;
  return url.toString();
};
const ports = [3994, 3995];
const proxyPort = 3996;
const proxyBase = `http://127.0.0.1:${proxyPort}`;
const inbox = `enquiries.${process.pid}@stackwise.test`;
const env = () => ({
  ...process.env,
  DATABASE_URL: databaseUrl(),
  SESSION_SECRET: "two-instances-session-secret-0123456789abcdef",
  APP_URL: proxyBase,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  CONTACT_INBOX: inbox,
  DEMO_CONTENT: "1",
  LOG_LEVEL: "warn",
  SKIP_BUILD_TYPECHECK: "1",
});

const instances: ChildProcess[] = [];
let proxy: http.Server | undefined;

function startInstance(port: number): ChildProcess {
  return spawn(node[0]!, [...node.slice(1), "server/main.ts", "--no-build"], { env: { ...env(), PORT: String(port) }, stdio: ["ignore", "ignore", "inherit"] });
}

const on = (port: number) => `http://127.0.0.1:${port}`;
const json = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url, { ...init, headers: { "content-type": "application/json", ...init.headers } });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as { data?: unknown; message?: string; accessToken?: string },
    instance: response.headers.get("x-instance"),
  };
};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database}`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const staff = spawnSync(node[0]!, [...node.slice(1), "scripts/staff-create.ts", "--email", e2eStaff.email, "--name", e2eStaff.name], {
    env: { ...env(), STAFF_PASSWORD: e2eStaff.password },
    stdio: "inherit",
  });
  expect(staff.status).toBe(0);
  // One after the other: the first applies the migrations and loads the demo catalogue.
  for (const port of ports) {
    instances.push(startInstance(port));
    await expect.poll(async () => (await fetch(`${on(port)}/readyz`).catch(() => undefined))?.status, { timeout: 180_000 }).toBe(200);
  }
  proxy = await startRoundRobinProxy(ports, proxyPort);
});

test.afterAll(async () => {
  for (const child of instances) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.all(instances.map((child) => (child.exitCode === null ? new Promise((r) => child.once("exit", r)) : undefined)));
  await new Promise((r) => (proxy ? proxy.close(r) : r(undefined)));
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

const signIn = async (port: number) => {
  const res = await json(`${on(port)}/api/user/login`, { method: "POST", body: JSON.stringify({ email: e2eStaff.email, password: e2eStaff.password }) });
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${res.body.accessToken}` };
};

test("a session made on one instance works on the other", async () => {
  const auth = await signIn(ports[0]!);
  expect((await json(`${on(ports[1]!)}/api/user/authVerify`, { headers: auth })).status).toBe(200);
});

test("a staff edit on one instance is on the other's pages within a second", async () => {
  const auth = await signIn(ports[0]!);
  const courses = (await json(`${on(ports[1]!)}/api/course/getAllCoursesForUser`)).body.data as { _id: string; courseSlug: string; courseTitle: string }[];
  const course = courses[0]!;
  // The other instance has the course page in its cache now.
  expect(await (await fetch(`${on(ports[1]!)}/training-courses/course/${course.courseSlug}`)).text()).toContain(course.courseTitle);
  const title = `${course.courseTitle.slice(0, 100)} (edited ${Date.now() % 100000})`;
  expect(
    (await json(`${on(ports[0]!)}/api/admin/courses/${course._id}`, { method: "PUT", headers: auth, body: JSON.stringify({ courseTitle: title }) })).status,
  ).toBe(200);
  const editedAt = Date.now();
  await expect
    .poll(async () => ((await json(`${on(ports[1]!)}/api/course/getCourseById/${course._id}`)).body.data as { courseTitle: string }).courseTitle, {
      timeout: 1_000,
      intervals: [50],
    })
    .toBe(title);
  expect(Date.now() - editedAt).toBeLessThan(1_000);
  expect(await (await fetch(`${on(ports[1]!)}/training-courses`)).text()).toContain(title);
});

test("an upload made through one instance is served by the other", async () => {
  const auth = await signIn(ports[0]!);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
  const uploaded = await fetch(`${on(ports[0]!)}/api/admin/uploads`, { method: "POST", headers: auth, body: form });
  expect(uploaded.status).toBe(201);
  const { data } = (await uploaded.json()) as { data: { url: string } };
  const served = await fetch(`${on(ports[1]!)}${data.url}`);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
});

test("each enquiry's mail is sent once, though both instances work the outbox", async () => {
  const marker = `two-instances-${Date.now()}`;
  for (let i = 0; i < 4; i++) {
    const sent = await json(`${proxyBase}/api/contact/postContactMessage`, {
      method: "POST",
      body: JSON.stringify({
        contactName: "Asha Verma",
        contactEmail: "asha@example.com",
        contactPhone: "+91 9876543210",
        contactTrainingType: "Enterprise",
        contactMessage: `Kubernetes for 12 people, ${marker}-${i}`,
      }),
    });
    expect(sent.status).toBe(200);
  }
  const mailsFor = async () =>
    ((await (await fetch(`${sinkUrl}/mail`)).json()) as CapturedMail[]).filter((m) => m.to.includes(inbox) && m.text.includes(marker));
  await expect.poll(async () => (await mailsFor()).length, { timeout: 30_000 }).toBe(4);
  // Both outbox workers run every 5 seconds: give them time to send anything twice.
  await new Promise((r) => setTimeout(r, 12_000));
  const mails = await mailsFor();
  expect(mails).toHaveLength(4);
  expect(new Set(mails.map((m) => m.text.match(new RegExp(`${marker}-\\d`))![0])).size).toBe(4);
});

test("rate limits count across both instances", async () => {
  const email = `nobody.${Date.now()}@example.com`;
  const attempt = (port: number) => json(`${on(port)}/api/user/login`, { method: "POST", body: JSON.stringify({ email, password: "Wr0ng!pass" }) });
  // Ten failures for one account from one address, alternating instances: the eleventh is refused on either.
  for (let i = 0; i < 10; i++) expect((await attempt(ports[i % 2]!)).status).toBe(400);
  expect((await attempt(ports[0]!)).status).toBe(429);
  expect((await attempt(ports[1]!)).status).toBe(429);
});

test("SIGTERM to one instance loses no request", async () => {
  test.setTimeout(120_000);
  let stopped = false;
  const statuses: number[] = [];
  const traffic = (async () => {
    while (!stopped || statuses.length < 40) {
      const response = await fetch(`${proxyBase}/api/category/getAllCategory`).catch(() => undefined);
      statuses.push(response?.status ?? 0);
      if (statuses.length > 400) break;
    }
  })();
  await new Promise((r) => setTimeout(r, 500));
  const [first] = instances;
  first!.kill("SIGTERM");
  expect(await new Promise((r) => first!.once("exit", r))).toBe(0);
  stopped = true;
  await traffic;
  expect(statuses.length).toBeGreaterThanOrEqual(40);
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
});
