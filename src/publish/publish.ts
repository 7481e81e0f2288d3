// After the run: check run (or workflow-command annotations when it cannot be
// written), job summary, artifact, outputs. Nothing here fails the step: every
// problem becomes a note in the log and the summary.

import * as core from "@actions/core";
import type { RunResult } from "../core/model.js";
import { planAnnotations, pickForCommands } from "./annotations.js";
import { artifactNameFor, uniqueArtifactName, uploadRunFiles, type UploadOutcome } from "./artifacts.js";
import { checkOutput } from "./check-output.js";
import { CheckRunPublisher, type CheckRunAttempt } from "./check-run.js";
import type { GitHubContext } from "./context.js";
import type { PublishOptions } from "./inputs.js";
import { jobSummary } from "./job-summary.js";
import { escapeMarkdown } from "./markdown.js";
import { emitCommandAnnotations } from "./workflow-commands.js";

export interface PublishInput {
  result: RunResult;
  ctx: GitHubContext | null;
  options: PublishOptions;
  /** null when there is no token at all. */
  checks: CheckRunPublisher | null;
  started: CheckRunAttempt | null;
  files: string[];
  outDir: string;
  env: NodeJS.ProcessEnv;
  /** Notes of the caller for the summary and check run (say, why there is no comparison), already escaped. */
  notes?: string[];
}

export interface Published {
  /** The check run, and whether it was completed (else the post step completes it). */
  checkRun: { id: number; url: string; completed: boolean } | null;
  artifact: UploadOutcome;
  annotations: { sent: number; viaCommands: number; beyondCap: number; unlocated: number };
}

/** What to tell people whose token cannot write checks, and how to fix it. */
export function permissionNote(attempt: CheckRunAttempt | null, ctx: GitHubContext | null): string {
  const why =
    attempt && !attempt.ok && attempt.status
      ? `GitHub answered ${attempt.status} (${escapeMarkdown(attempt.message)})`
      : "no github-token was given";
  const fork = ctx?.fromFork
    ? ' This is a pull request from a fork, whose token is always read-only: publish from a `workflow_run` workflow instead (see the README, "Pull requests from forks").'
    : " Grant it with `permissions: { checks: write, contents: read }` on the job.";
  return `No check run: ${why}, so the token lacks the \`checks: write\` permission.${fork} Annotations were written as workflow commands instead.`;
}

export async function publishRun(input: PublishInput): Promise<Published> {
  const { result, ctx, options, checks, started } = input;
  const notes: string[] = [...(input.notes ?? [])];
  const changed = checks ? await checks.changedFiles() : new Set<string>();
  const plan = planAnnotations(result, changed, options.annotationCap);
  const counts = { sent: 0, viaCommands: 0, beyondCap: plan.beyondCap, unlocated: plan.unlocated };
  if (plan.beyondCap > 0) {
    notes.push(
      `${plan.annotations.length} annotations sent (the \`annotations\` cap); ${plan.beyondCap} more failures are listed below and in results.json.`,
    );
  }
  if (plan.unlocated > 0) notes.push(`${plan.unlocated} failed tests have no file to annotate; they are listed below.`);

  let checkRun: Published["checkRun"] = null;
  let fallback = true;
  if (checks && started?.ok) {
    const output = checkOutput(result, ctx, notes, { changedFiles: changed });
    const conclusion = result.status === "pass" ? "success" : "failure";
    const done = await checks.complete(started.ref, conclusion, output, plan.annotations, new Date());
    checkRun = { ...started.ref, completed: done.ok };
    counts.sent = done.sent;
    if (done.ok) fallback = false;
    else {
      const left = plan.annotations.length - done.sent;
      const refused = (why: string): string =>
        `GitHub refused the check run's update (${why}) with ${left} of ${plan.annotations.length} annotations still to send; they were written as workflow commands instead.`;
      notes.push(refused(escapeMarkdown(done.message)));
      // The check run is completed without them, its summary saying so.
      const finished = await checks.finish(
        started.ref,
        conclusion,
        checkOutput(result, ctx, notes, { changedFiles: changed }),
        new Date(),
      );
      const stuck = (why: string): string =>
        `The check run could not be completed (${why}): GitHub shows it in progress until the step's post step completes it.`;
      checkRun.completed = finished.ok;
      if (finished.ok) core.warning(refused(done.message));
      else {
        core.warning(`${refused(done.message)} ${stuck(finished.message)}`);
        notes.push(stuck(escapeMarkdown(finished.message)));
      }
      plan.annotations.splice(0, done.sent);
    }
  } else if (ctx) {
    const note = permissionNote(started, ctx);
    // Said once, in the log and in the summary.
    core.warning(note);
    notes.push(note);
  }
  if (fallback && plan.annotations.length) {
    const { chosen, left } = pickForCommands(plan.annotations, changed);
    emitCommandAnnotations(chosen);
    counts.viaCommands = chosen.length;
    const more = left.failure + left.warning + left.notice;
    if (more) notes.push(`GitHub shows 10 workflow-command annotations per level: ${more} more are listed below.`);
  }

  const markdown = jobSummary(result, ctx, options.summary, notes, { changedFiles: changed });
  if (markdown && input.env["GITHUB_STEP_SUMMARY"]) {
    try {
      await core.summary.addRaw(markdown, true).write();
    } catch (err) {
      core.warning(`The job summary could not be written: ${(err as Error).message}`);
    }
  }

  const name = artifactNameFor(options, input.env, result.working_directory);
  // A name the user chose is kept (or the upload fails); the default one may fall back to a unique name.
  const fallbackName = options.artifactName === null ? uniqueArtifactName(input.env, name) : null;
  const artifact = await uploadRunFiles(
    input.files,
    input.outDir,
    name,
    options.retentionDays,
    input.env,
    fallbackName,
  );
  if (artifact.uploaded) {
    core.info(`Uploaded artifact ${artifact.name} (id ${artifact.id}, ${artifact.size} bytes).`);
    if (artifact.conflict === "replaced")
      core.info(`It replaces the artifact ${name} of an earlier attempt of this run.`);
    if (artifact.conflict === "renamed") {
      core.warning(
        `Another step of this run already uploaded an artifact named ${name} (same job, matrix leg, working-directory and check-name): this one is ${artifact.name}, which later runs cannot find to compare with. Give each testcage step its own check-name.`,
      );
    }
  } else core.warning(`No artifact uploaded: ${artifact.reason}. The files are in ${input.outDir}.`);
  return { checkRun, artifact, annotations: counts };
}
