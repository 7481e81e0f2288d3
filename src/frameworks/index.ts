// The registry of adapters and the pure choice between them.

import type { Detection, FrameworkAdapter, ProjectFacts } from "../core/adapter-types.js";
import { pytest } from "./pytest.js";
import { go } from "./go/index.js";
import { jest } from "./jest.js";
import { vitest } from "./vitest.js";
import { nodeTest } from "./node-test/index.js";
import { mocha } from "./mocha/index.js";
import { unittest } from "./unittest.js";
import { phpunit } from "./phpunit/index.js";
import { rspec } from "./rspec.js";
import { exunit } from "./exunit.js";
import { maven } from "./maven/index.js";
import { cargo } from "./cargo/index.js";

export const ADAPTERS: readonly FrameworkAdapter[] = [
  pytest,
  vitest,
  jest,
  go,
  nodeTest,
  mocha,
  unittest,
  phpunit,
  rspec,
  exunit,
  maven,
  cargo,
];

export function frameworkIds(): string[] {
  return ADAPTERS.map((a) => a.id);
}

export function adapterById(id: string): FrameworkAdapter | undefined {
  return ADAPTERS.find((a) => a.id === id);
}

export interface Choice {
  adapter: FrameworkAdapter;
  detection: Detection;
  /** Other frameworks that also matched, for the log line explaining the choice. */
  alternatives: { id: string; detection: Detection }[];
}

/** Highest score wins; ties go to the earlier adapter in ADAPTERS. */
export function chooseFramework(facts: ProjectFacts): Choice | null {
  const scored = ADAPTERS.map((adapter) => ({ adapter, detection: adapter.detect(facts) }))
    .filter((s): s is { adapter: FrameworkAdapter; detection: Detection } => s.detection !== null)
    .sort((a, b) => b.detection.score - a.detection.score);
  const best = scored[0];
  if (!best) return null;
  return {
    adapter: best.adapter,
    detection: best.detection,
    alternatives: scored.slice(1).map((s) => ({ id: s.adapter.id, detection: s.detection })),
  };
}
