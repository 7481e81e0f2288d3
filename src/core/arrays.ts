// Array helpers safe for arrays of any length. `a.push(...b)` and `Math.min(...b)` pass
// every element as an argument on the stack, which overflows ("Maximum call stack size
// exceeded") somewhere past ~100k elements; these loop instead.

/** Appends every item of `items` to `target` (in order) and returns `target`. */
export function pushAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** The smallest of `values`, or `empty` when there are none. */
export function minOf(values: Iterable<number>, empty: number): number {
  let min = Infinity;
  for (const v of values) if (v < min) min = v;
  return min === Infinity ? empty : min;
}

/** Grows a typed array to hold at least `n` entries (by half: the old and new arrays live at once while it copies). */
export function room<T extends Uint8Array | Uint32Array | Int32Array>(a: T, n: number, make: (size: number) => T): T {
  if (n <= a.length) return a;
  const b = make(Math.max(n, Math.ceil(a.length * 1.5)));
  b.set(a);
  return b;
}
