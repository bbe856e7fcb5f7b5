// Staff API: the enquiries inbox, the follow-up (status and staff note) and the CSV export (api.md §4); the pipeline's rules are in enquiry-pipeline.test.ts.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getEnquiry, PUT as updateEnquiry } from "@/app/api/admin/contact-messages/[id]/route";
import { GET as exportCsv } from "@/app/api/admin/contact-messages/export/route";
import { GET as listEnquiries } from "@/app/api/admin/contact-messages/route";
import { auditLog, enquiries } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { enquiriesToCsv } from "@/lib/enquiries/csv";
import { csvCell } from "@/lib/csv";
import { call } from "../helpers/http";
import { makeStaff, type TestUser } from "../helpers/users";
import { testDatabase } from "../setup/database";

let staff: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  staff = await makeStaff();
  const { db } = testDatabase();
  const base = Date.now() - 3_600_000;
  const rows = [
    {
      key: "asha",
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+91 9876543210",
      trainingType: "Individual" as const,
      message: "Interested in Kubernetes weekend batches.",
      course: "Docker and Kubernetes Fundamentals",
    },
    {
      key: "corp",
      name: "Globex Learning",
      email: "l&d@globex.example",
      phone: "+44 7700900123",
      trainingType: "Enterprise" as const,
      message: 'Training for 40 engineers, "AWS" track.',
      course: null,
    },
    {
      key: "evil",
      name: "Mallory",
      email: "mallory@example.com",
      phone: "+1 2025550123",
      trainingType: "Individual" as const,
      message: '=HYPERLINK("http://evil.example","click")',
      course: "@SUM(A1:A2)",
    },
    {
      key: "rtl",
      name: "دانا",
      email: "dana@example.com",
      phone: "+971 501234567",
      trainingType: "Enterprise" as const,
      message: "Line one\nLine two, with comma 🚀",
      course: "Docker and Kubernetes Fundamentals",
    },
  ];
  for (const [i, r] of rows.entries()) {
    const [row] = await db
      .insert(enquiries)
      .values({
        name: r.name,
        email: r.email,
        phone: r.phone,
        trainingType: r.trainingType,
        message: r.message,
        course: r.course,
        createdAt: new Date(base + i * 60_000),
      })
      .returning({ id: enquiries.id });
    ids[r.key] = row!.id;
  }
});

describe("GET /api/admin/contact-messages", () => {
  it("lists every enquiry newest first, with the contact fields, status and note", async () => {
    const res = await call(listEnquiries, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.json.data.map((e: { _id: string }) => e._id)).toEqual([ids.rtl, ids.evil, ids.corp, ids.asha]);
    expect(res.json.data[3]).toMatchObject({
      contactName: "Asha Rao",
      contactEmail: "asha@example.com",
      contactPhone: "+91 9876543210",
      contactTrainingType: "Individual",
      contactCourse: "Docker and Kubernetes Fundamentals",
      status: "new",
      note: "",
    });
  });

  it.each([
    ["?type=Enterprise", ["rtl", "corp"]],
    ["?course=kubernetes", ["rtl", "asha"]],
    ["?q=GLOBEX", ["corp"]],
    ["?q=weekend", ["asha"]],
    ["?q=100%25", []],
    ["?type=Individual&q=mallory", ["evil"]],
    ["?status=all", ["rtl", "evil", "corp", "asha"]],
  ])("filters %s", async (query, expected) => {
    const res = await call(listEnquiries, { token: staff.token, path: `/api/admin/contact-messages${query}` });
    expect(res.status).toBe(200);
    expect(res.json.data.map((e: { _id: string }) => e._id)).toEqual(expected.map((k) => ids[k]));
  });

  it("answers a page of the filtered list with page, pageSize and total when asked (the console reads 50 at a time)", async () => {
    const first = await call(listEnquiries, { token: staff.token, path: "/api/admin/contact-messages?status=all&page=1&pageSize=3" });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ page: 1, pageSize: 3, total: 4 });
    expect(first.json.data.map((e: { _id: string }) => e._id)).toEqual([ids.rtl, ids.evil, ids.corp]);
    const second = await call(listEnquiries, { token: staff.token, path: "/api/admin/contact-messages?page=2&pageSize=3" });
    expect(second.json.data.map((e: { _id: string }) => e._id)).toEqual([ids.asha]);
    const filtered = await call(listEnquiries, { token: staff.token, path: "/api/admin/contact-messages?type=Enterprise&page=1" });
    expect(filtered.json).toMatchObject({ page: 1, pageSize: 24, total: 2 });
    const tooBig = await call(listEnquiries, { token: staff.token, path: "/api/admin/contact-messages?pageSize=500" });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.message).toBe("pageSize must be a whole number from 1 to 100.");
  });

  it("400 for an unknown status or type", async () => {
    const bad = await call(listEnquiries, { token: staff.token, path: "/api/admin/contact-messages?status=spam" });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Status must be new, contacted, quoted, won or lost.");
    const badType = await call(listEnquiries, { token: staff.token, path: "/api/admin/contact-messages?type=Corporate" });
    expect(badType.status).toBe(400);
    expect(badType.json).toMatchObject({
      success: false,
      message: "Type must be Individual or Enterprise.",
      errors: { type: "Type must be Individual or Enterprise." },
    });
  });
});

describe("PUT /api/admin/contact-messages/{id}", () => {
  it("marks an enquiry contacted with a note; the status filter follows; audited with before and after", async () => {
    const res = await call(updateEnquiry, {
      method: "PUT",
      token: staff.token,
      params: { id: ids.asha! },
      body: { status: "contacted", note: "Called on Monday; sending the brochure.", contactEmail: "x@evil.example" },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "contacted", note: "Called on Monday; sending the brochure.", contactEmail: "asha@example.com" });
    expect((await call(getEnquiry, { token: staff.token, params: { id: ids.asha! } })).json.data.status).toBe("contacted");
    const contacted = await call(listEnquiries, { token: staff.token, path: "/api/admin/contact-messages?status=contacted" });
    expect(contacted.json.data.map((e: { _id: string }) => e._id)).toEqual([ids.asha]);
    const noteOnly = await call(updateEnquiry, { method: "PUT", token: staff.token, params: { id: ids.asha! }, body: { note: "Brochure sent." } });
    expect(noteOnly.json.data).toMatchObject({ status: "contacted", note: "Brochure sent." });

    const rows = await testDatabase()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "enquiry"), eq(auditLog.entityId, ids.asha!)))
      .orderBy(auditLog.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ action: "update", actorUserId: staff.user.id });
    // The audit keeps the enquiry as the product names it (staffNote), like every other domain's entries.
    expect(rows[0]!.before).toMatchObject({ status: "new", staffNote: "" });
    expect(rows[0]!.after).toMatchObject({ status: "contacted", staffNote: "Called on Monday; sending the brochure." });
  });

  it.each([
    ["an unknown status", { status: "spam" }, "status", "Status must be new, contacted, quoted, won or lost."],
    ["an empty body", {}, "status", "Send a change: a status, a note, an owner, a follow-up date or a lost reason."],
    ["a note that is not text", { note: 42 }, "note", "The note must be text."],
    ["a note of 5001 characters", { note: "x".repeat(5001) }, "note", "The note must be at most 5000 characters."],
  ])("400 for %s", async (_label, body, field, message) => {
    const res = await call(updateEnquiry, { method: "PUT", token: staff.token, params: { id: ids.corp! }, body });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(res.json.errors[field]).toBe(message);
  });

  it("404 for an unknown id", async () => {
    const update = await call(updateEnquiry, { method: "PUT", token: staff.token, params: { id: "unknown0" }, body: { status: "closed" } });
    expect(update.status).toBe(404);
    expect(update.json.message).toBe("Enquiry not found.");
    const res = await call(getEnquiry, { token: staff.token, params: { id: "unknown0" } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Enquiry not found.");
  });

  it("404 for an id that can't be one, before anything is read", async () => {
    const res = await call(getEnquiry, { token: staff.token, params: { id: "../etc" } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: "Not found." });
  });
});

describe("GET /api/admin/contact-messages/export", () => {
  /** A minimal RFC 4180 reader (quoted cells, doubled quotes, CRLF rows). */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = "";
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') quoted = false;
        else cell += c;
      } else if (c === '"') quoted = true;
      else if (c === ",") {
        row.push(cell);
        cell = "";
      } else if (c === "\r" && text[i + 1] === "\n") {
        row.push(cell);
        rows.push(row);
        row = [];
        cell = "";
        i++;
      } else cell += c;
    }
    return rows;
  }

  it("exports the filtered list as a CSV download, escaped and safe from formula injection", async () => {
    const res = await call(exportCsv, { token: staff.token, path: "/api/admin/contact-messages/export?type=Individual" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    // The body starts with a byte-order mark (Response.text() drops it when decoding; the bytes carry it).
    const rows = parseCsv((res.json as string).replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual(["Received", "Name", "Email", "Phone", "Type", "Course", "Status", "Message", "Note", "Id"]);
    expect(rows).toHaveLength(3); // header + the two Individual enquiries
    const mallory = rows.find((r) => r[1] === "Mallory")!;
    expect(mallory[7]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(mallory[5]).toBe("'@SUM(A1:A2)");
    expect(mallory[3]).toBe("'+1 2025550123");
    const asha = rows.find((r) => r[1] === "Asha Rao")!;
    expect(asha.slice(6, 9)).toEqual(["contacted", "Interested in Kubernetes weekend batches.", "Brochure sent."]);
  });

  it("keeps commas, quotes, new lines, emoji and right-to-left text intact", async () => {
    const res = await call(exportCsv, { token: staff.token, path: "/api/admin/contact-messages/export?type=Enterprise" });
    const rows = parseCsv((res.json as string).replace(/^\uFEFF/, ""));
    expect(rows.find((r) => r[9] === ids.rtl)!.slice(1, 2)).toEqual(["دانا"]);
    expect(rows.find((r) => r[9] === ids.rtl)![7]).toBe("Line one\nLine two, with comma 🚀");
    expect(rows.find((r) => r[9] === ids.corp)![7]).toBe('Training for 40 engineers, "AWS" track.');
  });

  it.each([
    ["=1+1", `"'=1+1"`],
    ["+1", `"'+1"`],
    ["-2", `"-2"`],
    ["-2+3", `"'-2+3"`],
    ["@x", `"'@x"`],
    ["\tTab", `"'\tTab"`],
    ['say "hi"', `"say ""hi"""`],
    ["plain", `"plain"`],
    [null, `""`],
  ])("csvCell(%j) = %s", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("the download starts with a UTF-8 byte-order mark", async () => {
    const res = await exportCsv(
      new Request("http://localhost:3000/api/admin/contact-messages/export", { headers: { authorization: `Bearer ${staff.token}` } }),
      {
        params: Promise.resolve({}),
      },
    );
    expect([...new Uint8Array(await res.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("the file is named for the day of the download", async () => {
    setClock(new Date("2030-05-06T23:30:00Z"));
    try {
      const res = await call(exportCsv, { token: staff.token, path: "/api/admin/contact-messages/export" });
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="enquiries-2030-05-06.csv"');
    } finally {
      setClock(undefined);
    }
  });

  it("an empty list is just the header", () => {
    expect(enquiriesToCsv([])).toBe('\uFEFF"Received","Name","Email","Phone","Type","Course","Status","Message","Note","Id"\r\n');
  });
});
