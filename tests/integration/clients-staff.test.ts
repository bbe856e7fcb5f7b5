// Client logos (api.md §3–4): the public strip and the staff calls that change it.
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteClient, PUT as updateClient } from "@/app/api/admin/clients/[id]/route";
import { GET as listClients, POST as createClient } from "@/app/api/admin/clients/route";
import { GET as publicClients } from "@/app/api/admin/getClientsForUser/route";
import { auditRows } from "../helpers/audit";
import { call } from "../helpers/http";
import { makeStaff, type TestUser } from "../helpers/users";

let staff: TestUser;

beforeAll(async () => {
  staff = await makeStaff({ name: "Sam Staff" });
});

describe("client logos", () => {
  it("adds, reorders, renames and removes logos; the public strip follows at once; audited", async () => {
    expect((await call(publicClients)).json.data).toEqual([]); // warm
    const a = await call(createClient, { token: staff.token, body: { clientName: "Acme", clientImage: "https://cdn.example.com/acme.png", _id: "x" } });
    expect(a.status).toBe(201);
    expect(a.json.data).toMatchObject({ clientName: "Acme", clientImage: "https://cdn.example.com/acme.png", position: 0 });
    const b = await call(createClient, { token: staff.token, body: { clientName: "Beta", clientImage: "/uploads/0123456789abcdef0123456789abcdef.png" } });
    expect(b.json.data.position).toBe(1);
    expect((await call(publicClients)).json.data.map((c: { clientName: string }) => c.clientName)).toEqual(["Acme", "Beta"]);

    const moved = await call(updateClient, {
      method: "PUT",
      token: staff.token,
      params: { id: b.json.data._id },
      body: { position: 0, clientName: "Beta Corp" },
    });
    expect(moved.status).toBe(200);
    await call(updateClient, { method: "PUT", token: staff.token, params: { id: a.json.data._id }, body: { position: 1 } });
    expect((await call(publicClients)).json.data.map((c: { clientName: string }) => c.clientName)).toEqual(["Beta Corp", "Acme"]);
    expect((await call(listClients, { token: staff.token })).json.data).toHaveLength(2);

    expect((await call(deleteClient, { method: "DELETE", token: staff.token, params: { id: a.json.data._id } })).status).toBe(200);
    expect((await call(publicClients)).json.data.map((c: { clientName: string }) => c.clientName)).toEqual(["Beta Corp"]);
    expect((await auditRows("client", a.json.data._id)).map((r) => r.action)).toEqual(["create", "update", "delete"]);
  });

  it.each([
    [{ clientImage: "https://x.example/a.png" }, "clientName", "Client name is required."],
    [{ clientName: "NoLogo" }, "clientImage", "A logo is required: upload one or give its URL."],
    [{ clientName: "Bad", clientImage: "javascript:alert(1)" }, "clientImage", "Image must be an http(s) URL or a path on this site."],
    [{ clientName: "Bad", clientImage: "/x.png", position: -1 }, "position", "Order must be 0 or more."],
    [{ clientName: "Bad", clientImage: "/x.png", position: "first" }, "position", "Order must be a number."],
  ])("400 for %j", async (body, field, message) => {
    const res = await call(createClient, { token: staff.token, body });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(res.json.errors[field]).toBe(message);
  });

  it("404 with its message for unknown ids", async () => {
    const notFound = { success: false, message: "Client not found." };
    const put = await call(updateClient, { method: "PUT", token: staff.token, params: { id: "none0" }, body: { clientName: "X" } });
    expect([put.status, put.json]).toEqual([404, notFound]);
    const del = await call(deleteClient, { method: "DELETE", token: staff.token, params: { id: "none0" } });
    expect([del.status, del.json]).toEqual([404, notFound]);
  });

  it("changes only the fields sent, checking each", async () => {
    const made = await call(createClient, { token: staff.token, body: { clientName: "Gamma", clientImage: "/images/clients/gamma.svg" } });
    const renamed = await call(updateClient, { method: "PUT", token: staff.token, params: { id: made.json.data._id }, body: { clientName: "Gamma Labs" } });
    expect(renamed.json.data).toMatchObject({ clientName: "Gamma Labs", clientImage: "/images/clients/gamma.svg", position: made.json.data.position });
    const bad = await call(updateClient, { method: "PUT", token: staff.token, params: { id: made.json.data._id }, body: { clientImage: "ftp://x" } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      message: "Image must be an http(s) URL or a path on this site.",
      errors: { clientImage: "Image must be an http(s) URL or a path on this site." },
    });
  });
});
