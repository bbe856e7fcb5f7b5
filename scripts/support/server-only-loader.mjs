const empty = "data:text/javascript,export {};";

export async function resolve(specifier, context, nextResolve) {
  if (specifier === "server-only") return { url: empty, shortCircuit: true };
  return nextResolve(specifier, context);
}
