// The fallback when no check run can be written: annotations as workflow
// commands (::error file=...,line=...::). @actions/core escapes the message and
// properties, so test text cannot end the command or start another one.

import * as core from "@actions/core";
import type { Annotation, AnnotationLevel } from "./annotations.js";

const EMIT: Record<AnnotationLevel, typeof core.error> = {
  failure: core.error,
  warning: core.warning,
  notice: core.notice,
};

export function emitCommandAnnotations(chosen: readonly Annotation[]): void {
  for (const a of chosen) {
    // One line in the log: the message's first lines, the stack stays in the summary.
    const message = a.message.length > 4000 ? `${a.message.slice(0, 4000)}…` : a.message;
    EMIT[a.annotation_level](message, { title: a.title, file: a.path, startLine: a.start_line, endLine: a.end_line });
  }
}
