/**
 * A memo of a pure function for values that come back on every request (zone offsets, a batch's session list):
 * at most `max` entries, all dropped when full (no bookkeeping per hit; a full clear is rare and cheap).
 */
export function boundedMemo<A extends unknown[], V>(max: number, keyOf: (...args: A) => string, compute: (...args: A) => V): (...args: A) => V {
  const known = new Map<string, V>();
  return (...args: A) => {
    const key = keyOf(...args);
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    if (known.size >= max) known.clear();
    const value = compute(...args);
    known.set(key, value);
    return value;
  };
}
