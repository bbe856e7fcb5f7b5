import Link from "next/link";
import { EmptyRow, FilterBar, FilterInput, FilterSelect, PageHeader, KindPill, TableFrame, td, th } from "@/components/admin/ui";
import { Pagination, pageHref } from "@/components/ui/pagination";
import { GET as usersApi } from "@/app/api/admin/users/route";
import { definePage } from "@/lib/http/page";
import { pageOfUsers } from "@/lib/users/staff";

export const metadata = { title: "Users" };

/** Accounts a page: the server reads only these, newest first (a large company has a hundred thousand learners). */
const PAGE_SIZE = 50;

/** The accounts GET /api/admin/users answers: its access check and its query (q, role, page). */
export default definePage(usersApi, "/admin/users", async ({ query: { q, role, page = 1 } }) => {
  const chosenRole = role ?? "learner";
  const filter = { q, role: chosenRole };
  const { items: users, total } = await pageOfUsers(filter, page, PAGE_SIZE);
  const href = (p: number) => pageHref("/admin/users", { q, role: role ? chosenRole : undefined }, p);
  return (
    <>
      <PageHeader title="Users" description="Learners who registered. Open one to see their enrolments." />
      <FilterBar action="/admin/users" resetHref="/admin/users">
        <FilterInput label="Search" name="q" defaultValue={q} placeholder="Name, email, phone or organization" />
        <FilterSelect
          label="Role"
          name="role"
          defaultValue={chosenRole}
          options={[
            { value: "learner", label: "Learners" },
            { value: "staff", label: "Staff" },
            { value: "trainer", label: "Trainers" },
            { value: "all", label: "Everyone" },
          ]}
        />
      </FilterBar>
      <TableFrame label="Users">
        <thead>
          <tr>
            <th className={th}>Name</th>
            <th className={th}>Phone</th>
            <th className={th}>Organization</th>
            <th className={th}>Enrolments</th>
            <th className={th}>Member since</th>
          </tr>
        </thead>
        <tbody>
          {users.length === 0 ? (
            <EmptyRow colSpan={5}>No account matches.</EmptyRow>
          ) : (
            users.map((u) => (
              <tr key={u.id} className="hover:bg-slate-50">
                <td className={td}>
                  <Link href={`/admin/users/${u.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                    {u.name}
                  </Link>{" "}
                  {u.role === "staff" && <KindPill kind="staff">Staff</KindPill>}
                  <p className="text-xs text-slate-500">
                    {u.email}
                    {!u.isActivated && " · not activated"}
                  </p>
                </td>
                <td className={td}>{u.phone || "—"}</td>
                <td className={td}>{u.organization || "—"}</td>
                <td className={td}>{u.enrolmentCount}</td>
                <td className={`${td} whitespace-nowrap`}>{u.createdAt.toISOString().slice(0, 10)}</td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
      <Pagination page={page} pageCount={Math.ceil(total / PAGE_SIZE)} href={href} label="User pages" />
    </>
  );
});
