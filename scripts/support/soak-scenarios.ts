// What the soak's visitors do, weighted as a training company's traffic is: mostly browsing and My Learning, some
// enquiries, the staff inbox, and rarer registrations, sign-ins and course edits. Every scenario reads what a real
// visitor would: the catalogue, a staff session, learners who registered through the OTP and the activation mail.
import { SESSION_COOKIE } from "../../lib/auth/session-cookie";
import type { SoakClient } from "./soak-client";

export type Scenario = [weight: number, kind: string, run: () => Promise<void>];

interface Catalogue {
  courses: { _id: string; courseSlug: string; courseSmlDesc: string }[];
  categories: { categorySlug: string }[];
  openTrainings: { _id: string }[];
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

async function readCatalogue({ json }: SoakClient): Promise<Catalogue> {
  const courses = (await json("/api/course/getAllCoursesForUser")).data as Catalogue["courses"];
  const categories = (await json("/api/category/getAllCategory")).data as Catalogue["categories"];
  const trainings = (await json("/api/training/getAllTrainingCoursesByUser")).data as { _id: string; tcStatus: string }[];
  return { courses, categories, openTrainings: trainings.filter((t) => t.tcStatus === "Upcoming" || t.tcStatus === "Ongoing") };
}

/**
 * A learner's whole sign-up: the OTP (read from the SMS sink), the account, the activation link (from the mail
 * sink), an enrolment by the staff, then a session. Each learner gets a fresh phone number and address.
 */
function learnerRegistration(client: SoakClient, sink: string, staffToken: string, password: string, trainings: Catalogue["openTrainings"]) {
  const { json, poll } = client;
  const learners: { email: string; token: string }[] = [];
  let serial = 0;
  const register = async () => {
    const n = ++serial;
    const phone = `9${String(Date.now() % 1e6).padStart(6, "0")}${String(n % 1000).padStart(3, "0")}`;
    const email = `soak.${process.pid}.${n}@example.com`;
    const started = new Date().toISOString();
    const sent = (await json("/auth/otp-send", { method: "POST", body: JSON.stringify({ phonenumber: phone }) })).data as { verificationId: string };
    const sms = await poll(async () => {
      const list = (await (await fetch(`${sink}/sms`)).json()) as { to: string; body: string; at: string }[];
      return list.find((m) => m.to.endsWith(phone) && m.at >= started);
    }, "OTP SMS");
    const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
    await json("/auth/otp-verify", { method: "POST", body: JSON.stringify({ phonenumber: phone, ver_id: sent.verificationId, otp_code: code }) });
    await json("/api/user/register", { method: "POST", body: JSON.stringify({ name: "Soak Learner", email, phone, password }) });
    const mail = await poll(async () => {
      const list = (await (await fetch(`${sink}/mail?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
      return list.find((m) => /verify-account\?token=/.test(m.text));
    }, "activation mail");
    const token = /verify-account\?token=([^\s"<>&]+)/.exec(mail.text)![1];
    await json("/api/user/activateEmail", { method: "POST", body: JSON.stringify({ activation_token: decodeURIComponent(token!) }) });
    await json("/api/admin/enrollments", {
      method: "POST",
      token: staffToken,
      body: JSON.stringify({ userEmail: email, trainingId: pick(trainings)._id, isActive: true }),
    });
    const session = (await json("/api/user/login", { method: "POST", body: JSON.stringify({ email, password }) })).accessToken!;
    learners.push({ email, token: session });
  };
  return { learners, register, next: () => ++serial };
}

/** The scenarios, after the catalogue is read and three learners have registered. */
export async function soakScenarios(
  client: SoakClient,
  options: { sink: string; staff: { email: string; password: string }; learnerPassword: string },
): Promise<Scenario[]> {
  const { json, page } = client;
  const staffToken = (await json("/api/user/login", { method: "POST", body: JSON.stringify(options.staff) })).accessToken!;
  const { courses, categories, openTrainings } = await readCatalogue(client);
  const { learners, register, next } = learnerRegistration(client, options.sink, staffToken, options.learnerPassword, openTrainings);
  for (let i = 0; i < 3; i++) await register();

  // The console's inbox: the first page of the new enquiries, as /admin/enquiries reads it.
  const inbox = async () => void (await json("/api/admin/contact-messages?status=new&page=1&pageSize=50", { token: staffToken }));
  const publicPage = () =>
    pick([
      "/",
      "/training-courses",
      "/about-us",
      "/contact",
      `/training-courses/course/${pick(courses).courseSlug}`,
      `/training-courses/category/${pick(categories).categorySlug}`,
    ]);
  const enquiry = () => ({
    contactName: "Soak Visitor",
    contactEmail: `visitor${next()}@example.com`,
    contactPhone: "+91 9876543210",
    contactTrainingType: "Individual",
    contactMessage: "Please send the fees and the next batch dates.",
  });
  const signIn = () => ({ email: pick(learners).email, password: options.learnerPassword });
  return [
    [40, "browse", () => page(publicPage())],
    [10, "course list", async () => void (await json("/api/course/getAllCoursesForUser"))],
    [10, "enquire", async () => void (await json("/api/contact/postContactMessage", { method: "POST", body: JSON.stringify(enquiry()) }))],
    [2, "register", register],
    [3, "sign in", async () => void (await json("/api/user/login", { method: "POST", body: JSON.stringify(signIn()) }))],
    [
      20,
      "my learning",
      async () => {
        const learner = pick(learners);
        await json("/api/enrollment/getAllEnrollmentsByUserId", { token: learner.token });
        await page("/my-learning", `${SESSION_COOKIE}=${learner.token}`);
      },
    ],
    // Staff mostly read the console; an edit to a public course is rarer, and each one re-renders every public
    // page (0.6 a second here is still some 2,000 an hour, far beyond a training company's office).
    [12, "staff inbox", inbox],
    [
      3,
      "staff edit",
      async () => {
        const course = pick(courses);
        const courseSmlDesc = `${course.courseSmlDesc.replace(/ \(rev \d+\)$/, "")} (rev ${next()})`.slice(0, 400);
        await json(`/api/admin/courses/${course._id}`, { method: "PUT", token: staffToken, body: JSON.stringify({ courseSmlDesc }) });
        await inbox();
      },
    ],
  ];
}
