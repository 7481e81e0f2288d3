// Test-provided text must never be read by the runner as a workflow command
// (::add-mask::, ::set-output::, ::error::...). Everything printed from a run is
// wrapped in ::stop-commands::<token> ... ::<token>:: with a fresh random token
// the tests cannot guess (docs/architecture.md §5).

import { randomBytes } from "node:crypto";

export function guardedLog(text: string, write: (line: string) => void): void {
  const token = randomBytes(16).toString("hex");
  write(`::stop-commands::${token}`);
  // A line equal to the token would end the guard early; the token is random per call,
  // and is also removed from the text in the impossible case it appears there.
  for (const line of text.split("\n")) write(line.split(token).join("[token]"));
  write(`::${token}::`);
}
