// Cuts a text into pieces of 1..max characters at places a fixed seed chooses (a failure
// repeats), for readers that take a stream a piece at a time: each must read the pieces
// as it reads the whole.

export function seededPieces(text: string, max: number, seed: number): string[] {
  const pieces: string[] = [];
  let s = seed;
  for (let i = 0; i < text.length;) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const n = 1 + (s % max);
    pieces.push(text.slice(i, i + n));
    i += n;
  }
  return pieces;
}
