// The shapes of testcage's options: what each entry point hands the validators
// (RawOptions, RawPublishInputs) and what a row of the option table says
// (OptionRow; the rows are in option-table.ts), and the word lists of the publishing
// inputs. It imports nothing, so publish/ can use it without pulling in the table.

/** The job summary's modes (publish/job-summary.ts). */
export const SUMMARY_MODES = ["full", "compact", "off"] as const;
/** When the action's step fails (publish/inputs.ts stepFails). */
export const FAIL_ON = ["failures", "errors", "never"] as const;

/** The engine's options as given (CLI flags, action inputs, promptfoo config), before validation. */
export interface RawOptions {
  dir?: string | undefined;
  framework?: string | undefined;
  sandbox?: string | undefined;
  out?: string | undefined;
  timeout?: string | undefined;
  grace?: string | undefined;
  filter?: string[] | undefined;
  /** "K/N": the K-th of N slices of the test files. */
  shard?: string | undefined;
  /** An earlier run's results.json whose per-file durations balance the shards. */
  durations?: string | undefined;
  /** SCBench checkpoint: "N" or "checkpoint_N" (checkpoints.ts). */
  checkpoint?: string | undefined;
  /** "true"/"false" or a bare --include-prior flag: also run the checkpoints before it. */
  includePrior?: string | boolean | undefined;
  /** marker -> group: "marker=group,..." or a JSON file (checkpoints.ts). */
  groups?: string | undefined;
  env?: string[] | undefined;
  installCommand?: string | undefined;
  /** Hosts the install phase may reach beyond the registries (comma, space or newline separated). */
  installAllowHosts?: string | string[] | undefined;
  testCommand?: string | undefined;
  /** A trusted folder of tests and framework configuration (trusted-tests mode). */
  testsFrom?: string | undefined;
  image?: string | undefined;
  memory?: string | undefined;
  cpus?: string | undefined;
  pidsLimit?: string | undefined;
  tmpfsSize?: string | undefined;
  runtime?: string | undefined;
  network?: string | undefined;
  /** The service sandbox's container (input service-container). */
  container?: string | undefined;
  /** docker: whose toolchain runs the tests (input toolchain). */
  toolchain?: string | undefined;
  /** Build caches mode (input build-cache). */
  cache?: string | undefined;
  /** "true"/"false" (action input) or a bare --coverage flag. */
  coverage?: string | boolean | undefined;
  /** Comma- or newline-separated globs of report files to read instead of running tests. */
  reportPaths?: string | string[] | undefined;
  disk?: string | undefined;
  /** A folder of results stored by content key (result-cache.ts). */
  resultCache?: string | undefined;
  /** How many times to run failed tests again (retries.ts). */
  retries?: string | undefined;
  /** In-suite parallelism: auto (the framework's own, pytest-xdist when the project has it) or off. */
  parallel?: string | undefined;
}

/** The action's publishing inputs as given (publish/inputs.ts validates them). */
export interface RawPublishInputs {
  checkName: string;
  /** The max-annotations input. */
  annotations: string;
  summary: string;
  artifactName: string;
  matrix?: string;
  retentionDays: string;
  failOn: string;
}

export interface OptionRow {
  /** The CLI flag (without --) and the action input, unless `action.input` names another. */
  name: string;
  /** list: a repeatable flag. */
  type: "string" | "boolean" | "list";
  /** What an empty value means, as --help says it and action.yml declares it; "" for none. */
  default: string;
  /** Where the value goes: a RawOptions key (the engine) or a RawPublishInputs key (publishing). */
  engine?: keyof RawOptions;
  publish?: keyof RawPublishInputs;
  /** The words the option takes; its validation refuses anything else. */
  choices?: readonly string[];
  /** The smallest and largest number it takes. */
  range?: readonly [number, number];
  /** Absent: an action input only. */
  cli?: {
    /** Help text; "{default}" is replaced by the default; a second line may follow after "\n". */
    help: string;
    /** The value's placeholder in help; the choices joined by "|" when not given. */
    value?: string;
    group: "run" | "container";
    /** Old flag names still taken. */
    aliases?: readonly string[];
  };
  /** Absent: an action input of the same name read as it is; false: a CLI flag only. */
  action?:
    | false
    | {
        /** The input's name when it is not `name`. */
        input?: string;
        /** The input's default when it is not `default`. */
        default?: string;
        /** One value per line (core.getMultilineInput). */
        multiline?: boolean;
        /** Old input names still taken, each with one warning naming the new name. */
        aliases?: readonly string[];
        /** main.ts reads it itself: it means something else in the action than on the command line. */
        custom?: boolean;
      };
}

export const MAX_TIMEOUT_SECONDS = 6 * 60 * 60; // a GitHub job's own limit
