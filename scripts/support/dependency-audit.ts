// The offline half of the dependency audit (scripts/audit-deps.ts): which production packages of a package-lock.json
// fall in an advisory's range. Pure, so a unit test can feed it a lockfile.

export const severities = ["low", "moderate", "high", "critical"] as const;
export type Severity = (typeof severities)[number];

export interface Advisory {
  id: string;
  package: string;
  severity: Severity;
  /** The first affected version, and the first fixed one (affected: introduced <= version < fixed). */
  introduced: string;
  fixed: string;
  title: string;
}

export interface Finding {
  advisory: Advisory;
  path: string;
  version: string;
}

interface LockEntry {
  version?: string;
  dev?: boolean;
  link?: boolean;
}

/** -1, 0 or 1 as `a` is before, the same as or after `b` (x.y.z; a pre-release comes before its release). */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = "", pre] = v.split("+")[0]!.split(/-(.*)/s);
    return { parts: core.split(".").map((n) => Number(n) || 0), pre };
  };
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d) return Math.sign(d);
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre < y.pre ? -1 : 1;
}

/** Every installed package of the lockfile that `npm install --omit=dev` keeps, by its path in node_modules. */
export function productionPackages(lock: { packages?: Record<string, LockEntry> }): { path: string; name: string; version: string }[] {
  return Object.entries(lock.packages ?? {})
    .filter(([path, entry]) => path.includes("node_modules/") && !entry.dev && !entry.link && entry.version)
    .map(([path, entry]) => ({ path, name: path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length), version: entry.version! }));
}

/** The advisories of at least `minimum` severity that an installed production package falls in. */
export function findingsOf(lock: { packages?: Record<string, LockEntry> }, advisories: readonly Advisory[], minimum: Severity): Finding[] {
  const floor = severities.indexOf(minimum);
  const byName = new Map<string, Advisory[]>();
  for (const a of advisories.filter((a) => severities.indexOf(a.severity) >= floor)) byName.set(a.package, [...(byName.get(a.package) ?? []), a]);
  return productionPackages(lock).flatMap(({ path, name, version }) =>
    (byName.get(name) ?? [])
      .filter((a) => compareVersions(version, a.introduced) >= 0 && compareVersions(version, a.fixed) < 0)
      .map((advisory) => ({ advisory, path, version })),
  );
}
