/**
 * Process singletons. The custom server (server/main.ts) and the Next app bundle load the same modules in
 * separate module graphs, so a module-level `let` would exist twice; `remember` keeps one value per name for the
 * whole process, made by `factory` on first use. A value that tests replace or that must be forgotten (the clock,
 * a provider override, a failed database open) is remembered as a mutable box (`{ current }`) that the owning
 * module reads and writes. The only module that touches globalThis; browser-safe (no imports).
 */
const registry: Map<string, unknown> = ((globalThis as Record<symbol, unknown>)[Symbol.for("training-portal.remember")] ??= new Map<string, unknown>()) as Map<
  string,
  unknown
>;

/** The process's one value named `name`, made by `factory` the first time it is asked for. */
export function remember<T>(name: string, factory: () => T): T {
  if (registry.has(name)) return registry.get(name) as T;
  const value = factory();
  registry.set(name, value);
  return value;
}
