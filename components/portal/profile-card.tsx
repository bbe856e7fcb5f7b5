import { ButtonLink } from "@/components/ui/button";
import type { SessionUser } from "@/lib/auth/session";
import { dateTimeFormat } from "@/lib/intl-cache";

export function memberSince(createdAt: string): string {
  return dateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(createdAt));
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

/** The profile card of /account: who the learner is, since when, and where to change it. */
export function ProfileCard({ user }: { user: Pick<SessionUser, "name" | "email" | "phone" | "organization" | "createdAt"> }) {
  const rows = [
    { label: "Email", value: user.email },
    { label: "Phone", value: user.phone || "—" },
    { label: "Organization", value: user.organization || "—" },
  ];
  return (
    <section aria-labelledby="profile-heading" className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white">
          {initials(user.name) || "?"}
        </span>
        <div className="min-w-0">
          <h2 id="profile-heading" className="truncate text-lg font-bold text-ink">
            {user.name}
          </h2>
          <p className="text-sm text-slate-600" data-testid="member-since">
            Member since {memberSince(user.createdAt)}
          </p>
        </div>
      </div>
      <dl className="mt-6 space-y-3 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col gap-0.5">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{row.label}</dt>
            <dd className="break-words text-slate-800 [overflow-wrap:anywhere]">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink href="/account/edit" size="sm">
          Edit profile
        </ButtonLink>
        <ButtonLink href="/account-settings" variant="outline" size="sm">
          Change password
        </ButtonLink>
      </div>
    </section>
  );
}
