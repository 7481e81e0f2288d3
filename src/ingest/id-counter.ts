// Which occurrence of its id each test is (docs/reports.md: a repeat gets " [2]"),
// for millions of tests without holding their ids: a table of 32-bit hashes and the
// position of each id's first test; a hash seen before is told apart by reading that
// test's id back (`idAt`), so the count is exact.

export class IdCounter {
  private hashes = new Int32Array(1 << 12);
  /** Position of the first test with the id, plus one (0: empty slot). */
  private firsts = new Int32Array(1 << 12);
  private used = 0;
  /** Tests after the first of their id: position -> occurrence (2, 3, ...). */
  private readonly repeats = new Map<number, number>();
  /** First position -> how many tests share its id, for ids seen more than once. */
  private readonly counts = new Map<number, number>();

  constructor(private readonly idAt: (position: number) => string) {}

  /** Records the id of the test at `position` (positions added in increasing order). */
  add(id: string, position: number): void {
    if ((this.used + 1) * 10 > this.hashes.length * 7) this.grow();
    const h = hash(id);
    const mask = this.hashes.length - 1;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const first = this.firsts[slot]!;
      if (first === 0) {
        this.hashes[slot] = h;
        this.firsts[slot] = position + 1;
        this.used++;
        return;
      }
      if (this.hashes[slot] === h && this.idAt(first - 1) === id) {
        const n = (this.counts.get(first - 1) ?? 1) + 1;
        this.counts.set(first - 1, n);
        this.repeats.set(position, n);
        return;
      }
    }
  }

  /** 1 for the first test of an id, n for its n-th. */
  occurrence(position: number): number {
    return this.repeats.get(position) ?? 1;
  }

  private grow(): void {
    const hashes = this.hashes;
    const firsts = this.firsts;
    this.hashes = new Int32Array(hashes.length * 2);
    this.firsts = new Int32Array(hashes.length * 2);
    const mask = this.hashes.length - 1;
    for (let i = 0; i < hashes.length; i++) {
      if (firsts[i] === 0) continue;
      let slot = hashes[i]! & mask;
      while (this.firsts[slot] !== 0) slot = (slot + 1) & mask;
      this.hashes[slot] = hashes[i]!;
      this.firsts[slot] = firsts[i]!;
    }
  }
}

/** FNV-1a over UTF-16 code units, then mixed so the low bits (the slot) depend on every unit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  return h ^ (h >>> 13);
}
