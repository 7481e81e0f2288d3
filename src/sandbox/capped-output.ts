// Keeps the first and last halves of a stream under a byte cap, so a 300 MiB
// flood costs bounded memory and the log still shows how it began and ended.

export class CappedOutput {
  private head: Buffer[] = [];
  private headBytes = 0;
  private tail: Buffer[] = [];
  private tailBytes = 0;
  total = 0;

  constructor(private readonly capBytes: number) {}

  push(chunk: Buffer): void {
    this.total += chunk.length;
    const half = Math.floor(this.capBytes / 2);
    if (this.headBytes < half) {
      const take = chunk.subarray(0, half - this.headBytes);
      this.head.push(take);
      this.headBytes += take.length;
      chunk = chunk.subarray(take.length);
    }
    if (chunk.length === 0) return;
    this.tail.push(chunk);
    this.tailBytes += chunk.length;
    // Drop whole chunks from the front while the rest still covers half the cap.
    while (this.tail.length > 1 && this.tailBytes - this.tail[0]!.length >= half) {
      this.tailBytes -= this.tail.shift()!.length;
    }
  }

  /**
   * Counts `bytes` of the stream's middle as dropped without reading them (a file can be
   * read from anywhere): allowed once the head is full; what follows starts a new tail.
   */
  skip(bytes: number): void {
    if (this.headBytes < Math.floor(this.capBytes / 2)) throw new Error("CappedOutput.skip before the head is full");
    this.total += bytes;
    this.tail = [];
    this.tailBytes = 0;
  }

  private get keptTail(): number {
    return Math.min(this.tailBytes, Math.floor(this.capBytes / 2));
  }

  get truncated(): boolean {
    return this.total > this.headBytes + this.keptTail;
  }

  text(): string {
    const head = Buffer.concat(this.head).toString("utf8");
    const all = Buffer.concat(this.tail);
    const tail = all.subarray(all.length - this.keptTail);
    const kept = this.headBytes + tail.length;
    if (this.total <= kept) return head + tail.toString("utf8");
    return `${head}\n[testcage: ${this.total - kept} bytes of output dropped; cap is ${this.capBytes} bytes]\n${tail.toString("utf8")}`;
  }
}

/** Splits a byte stream into lines for live progress, bounding the pending partial line. */
export class LineSplitter {
  private pending = "";
  constructor(
    private readonly onLine: (line: string) => void,
    private readonly maxLine = 64 * 1024,
  ) {}

  push(chunk: Buffer): void {
    const text = this.pending + chunk.toString("utf8");
    const lines = text.split("\n");
    this.pending = (lines.pop() ?? "").slice(-this.maxLine);
    for (const line of lines) this.onLine(line.slice(0, this.maxLine));
  }

  end(): void {
    if (this.pending) this.onLine(this.pending);
    this.pending = "";
  }
}
