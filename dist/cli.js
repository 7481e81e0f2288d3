#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 273:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ minOf),
/* harmony export */   i: () => (/* binding */ pushAll)
/* harmony export */ });
// Array helpers safe for arrays of any length. `a.push(...b)` and `Math.min(...b)` pass
// every element as an argument on the stack, which overflows ("Maximum call stack size
// exceeded") somewhere past ~100k elements; these loop instead.
/** Appends every item of `items` to `target` (in order) and returns `target`. */
function pushAll(target, items) {
    for (const item of items)
        target.push(item);
    return target;
}
/** The smallest of `values`, or `empty` when there are none. */
function minOf(values, empty) {
    let min = Infinity;
    for (const v of values)
        if (v < min)
            min = v;
    return min === Infinity ? empty : min;
}


/***/ }),

/***/ 995:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ usage),
/* harmony export */   DT: () => (/* binding */ rawOptions),
/* harmony export */   _8: () => (/* binding */ joinNegativeValues),
/* harmony export */   aZ: () => (/* binding */ flagErrorMessage),
/* harmony export */   dm: () => (/* binding */ parseArgsOptions),
/* harmony export */   mS: () => (/* binding */ HELP_POINTER)
/* harmony export */ });
/* unused harmony export FLAGS */
/* harmony import */ var _arrays_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(273);
/* harmony import */ var _frameworks_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(348);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(381);
// The CLI's flags, described once: the parser's table, `--help` and docs/cli.md's
// CLI reference (scripts/action-docs.ts) are all made from FLAGS, so a flag, its
// default and its help text cannot disagree between them.



const FLAGS = [
    {
        name: "framework",
        type: "string",
        value: "NAME",
        help: `${(0,_frameworks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .frameworkIds */ .zE)().join(", ")}, or auto (default)`,
        group: "run",
        option: "framework",
    },
    {
        name: "sandbox",
        type: "string",
        value: "KIND",
        help: `${_options_js__WEBPACK_IMPORTED_MODULE_1__/* .SANDBOX_KINDS */ .Gk.join(", ")}; auto (default) takes docker when its runner image is present, else process`,
        group: "run",
        option: "sandbox",
    },
    {
        name: "out",
        type: "string",
        value: "DIR",
        help: `where results go (default: ./${_options_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS */ .zY.out})`,
        group: "run",
        option: "out",
    },
    {
        name: "timeout",
        type: "string",
        value: "SECONDS",
        help: `stop the tests after this long (default: ${_options_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS */ .zY.timeoutSeconds}); the run is then an error`,
        group: "run",
        option: "timeout",
    },
    {
        name: "grace",
        type: "string",
        value: "SECONDS",
        help: `time between SIGINT and SIGKILL at the timeout (default: ${_options_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS */ .zY.graceSeconds})`,
        group: "run",
        option: "grace",
    },
    {
        name: "filter",
        type: "string",
        multiple: true,
        value: "ID",
        help: "run only this test id, copied from a results.json (repeatable)",
        group: "run",
        option: "filter",
    },
    {
        name: "env",
        type: "string",
        multiple: true,
        value: "NAME[=VALUE]",
        help: "pass this variable into the sandbox (repeatable)",
        group: "run",
        option: "env",
    },
    {
        name: "install-command",
        type: "string",
        value: "CMD",
        help: "run CMD first in the project copy, reaching only package registries (none: skip the install phase)",
        group: "run",
        option: "installCommand",
    },
    {
        name: "install-allow-hosts",
        type: "string",
        multiple: true,
        value: "HOST",
        help: "let the install phase reach HOST (or *.domain) besides the package registries (repeatable)",
        group: "run",
        option: "installAllowHosts",
    },
    {
        name: "test-command",
        type: "string",
        value: "CMD",
        help: "run CMD instead of the framework's own command",
        group: "run",
        option: "testCommand",
    },
    {
        name: "tests-from",
        type: "string",
        value: "DIR",
        help: "trusted tests: take the tests and framework config from DIR, drop the project's (pytest, unittest, go)",
        group: "run",
        option: "testsFrom",
    },
    {
        name: "cache",
        type: "string",
        value: "run|project",
        help: "build caches per run (default; nothing persists) or kept per project",
        group: "run",
        option: "cache",
    },
    {
        name: "coverage",
        type: "boolean",
        help: 'run the framework\'s coverage tool; figures in results.json "coverage"',
        group: "run",
        option: "coverage",
    },
    {
        name: "compare",
        type: "string",
        value: "FILE",
        help: "compare with an earlier run's results.json (the base branch's): new failures, fixed, still failing, added, removed",
        group: "run",
    },
    {
        name: "report-paths",
        type: "string",
        multiple: true,
        value: "GLOBS",
        help: "read these JUnit XML / TRX reports instead of running tests\n(comma-separated globs relative to DIR; repeatable)",
        group: "run",
        option: "reportPaths",
    },
    {
        name: "image",
        type: "string",
        value: "REF",
        help: "image to run in (default: testcage's runner image for the language)",
        group: "container",
        option: "image",
    },
    {
        name: "memory",
        type: "string",
        value: "SIZE",
        help: `memory limit, no swap (default: ${_options_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS */ .zY.memory})`,
        group: "container",
        option: "memory",
    },
    {
        name: "cpus",
        type: "string",
        value: "N",
        help: "CPU limit (default: all of this machine's)",
        group: "container",
        option: "cpus",
    },
    {
        name: "pids-limit",
        type: "string",
        value: "N",
        help: `process limit (default: ${_options_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS */ .zY.pidsLimit})`,
        group: "container",
        option: "pidsLimit",
    },
    {
        name: "tmpfs-size",
        type: "string",
        value: "SIZE",
        help: `size of the writable /tmp (default: ${_options_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS */ .zY.tmpfsSize})`,
        group: "container",
        option: "tmpfsSize",
    },
    {
        name: "disk",
        type: "string",
        value: "SIZE|none",
        help: `cap on what the tests write to disk: project copy, reports, cache (default: ${_options_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS */ .zY.disk})`,
        group: "container",
        option: "disk",
    },
    {
        name: "runtime",
        type: "string",
        value: "NAME",
        help: "runc (default) or runsc (gVisor)",
        group: "container",
        option: "runtime",
    },
    {
        name: "network",
        type: "string",
        value: "NAME",
        help: "docker network of the test phase (default: none)",
        group: "container",
        option: "network",
    },
    {
        name: "container",
        type: "string",
        value: "NAME",
        help: "the long-lived container of the service sandbox (required with --sandbox service)",
        group: "container",
        option: "container",
    },
    { name: "help", type: "boolean", short: "h", help: "show this help", group: "general" },
    { name: "version", type: "boolean", help: "print the version", group: "general" },
];
/** The table node:util's parseArgs takes. */
function parseArgsOptions() {
    const out = {};
    for (const f of FLAGS) {
        out[f.name] = { type: f.type, ...(f.multiple ? { multiple: true } : {}), ...(f.short ? { short: f.short } : {}) };
    }
    return out;
}
/** parseArgs's values turned into the engine's raw options. */
function rawOptions(values, dir) {
    const raw = { dir };
    for (const f of FLAGS) {
        if (!f.option)
            continue;
        const v = values[f.name];
        if (v !== undefined)
            raw[f.option] = v;
    }
    return raw;
}
const FLAG_WIDTH = 26;
const LINE_WIDTH = 96;
/** Words into lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(text, width) {
    const lines = [];
    let line = "";
    for (const word of text.split(" ")) {
        if (line && line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else
            line = line ? `${line} ${word}` : word;
    }
    return [...lines, line];
}
function flagLines(flag) {
    const left = `${flag.short ? `-${flag.short}, ` : ""}--${flag.name}${flag.value ? ` ${flag.value}` : ""}`;
    const [first = "", ...rest] = flag.help.split("\n").flatMap((paragraph) => wrap(paragraph, LINE_WIDTH - FLAG_WIDTH));
    const pad = " ".repeat(FLAG_WIDTH);
    const head = left.length < FLAG_WIDTH - 2 ? `  ${left.padEnd(FLAG_WIDTH - 2)}${first}` : `  ${left}\n${pad}${first}`;
    return [head, ...rest.map((r) => `${pad}${r}`)];
}
/** The whole `--help` text. */
function usage() {
    const group = (g) => FLAGS.filter((f) => f.group === g).flatMap(flagLines);
    return [
        "usage: testcage run [DIR] [options]",
        "       testcage help",
        "",
        "Runs the tests of the project in DIR (default: .) in a sandbox and writes OUT/results.json.",
        "Tests not finished at the timeout are listed as errored; the run is then an error (exit 2).",
        "",
        "options:",
        ...group("run"),
        "",
        "container sandboxes (docker, service):",
        ...group("container"),
        "",
        ...group("general"),
        "",
        "exit codes: 0 all tests passed, 1 tests failed, 2 no trustworthy result (see results.json)",
    ].join("\n");
}
/** The one pointer an error gives instead of the whole usage. */
const HELP_POINTER = "see testcage --help for the options";
const STRING_FLAGS = new Set(FLAGS.filter((f) => f.type === "string").map((f) => `--${f.name}`));
/**
 * `--timeout -5` joined into `--timeout=-5`: parseArgs takes a value starting
 * with "-" for a flag of its own ("argument is ambiguous"), which would hide the
 * range error the value deserves. Only number-like values are joined, so a
 * forgotten value (`--out --sandbox x`) is still reported as one.
 */
function joinNegativeValues(argv) {
    const out = [];
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === "--") {
            (0,_arrays_js__WEBPACK_IMPORTED_MODULE_2__/* .pushAll */ .i)(out, argv.slice(i));
            break;
        }
        const next = argv[i + 1];
        if (STRING_FLAGS.has(arg) && next !== undefined && /^-[0-9.]/.test(next)) {
            out.push(`${arg}=${next}`);
            i++;
        }
        else
            out.push(arg);
    }
    return out;
}
/** Edit distance, for "did you mean" on a mistyped flag. */
function distance(a, b) {
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        prev = row;
    }
    return prev[b.length];
}
/**
 * parseArgs's errors in the CLI's own words, one line each: its texts run to
 * three lines and talk about positional arguments nobody asked about.
 */
function flagErrorMessage(err) {
    const flag = /'(-[^' ]*)/.exec(err.message)?.[1] ?? "";
    if (err.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
        const name = flag.replace(/^-+/, "");
        const near = FLAGS.map((f) => ({ f, d: distance(name, f.name) }))
            .filter((x) => x.d <= Math.max(1, Math.floor(x.f.name.length / 3)))
            .sort((a, b) => a.d - b.d)[0];
        return `unknown option '${flag}'${near ? ` (did you mean --${near.f.name}?)` : ""}`;
    }
    if (err.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
        if (/does not take an argument/.test(err.message))
            return `${flag} is a switch and takes no value`;
        const f = FLAGS.find((x) => `--${x.name}` === flag);
        return `${flag} needs a value${f?.value ? ` (${flag} ${f.value})` : ""}`;
    }
    return err.message.split("\n")[0];
}


/***/ }),

/***/ 581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(756);
/* harmony import */ var _human_report_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(9);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(381);
/* harmony import */ var _cli_flags_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(995);
/* harmony import */ var _results_file_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(24);
/* harmony import */ var _formats_run_files_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(115);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(311);
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(344);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(992);
// testcage CLI: `testcage run [DIR] [flags]`. Exit 0 pass, 1 fail, 2 error; the
// results.json is written on every path, including bad flags and crashes.











const EXIT = { pass: 0, fail: 1, error: 2 };
function progressPrinter() {
    const tty = process.stderr.isTTY;
    let lastPlain = 0;
    return {
        update(c) {
            const secs = Math.round(c.elapsedMs / 1000);
            const counts = c.passed + c.failed + c.skipped > 0 ? `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped, ` : "";
            const text = `running: ${counts}${secs} s`;
            if (tty)
                process.stderr.write(`\r\x1b[K${text}`);
            else if (secs - lastPlain >= 10) {
                // Plain lines, not too many of them, for CI logs.
                lastPlain = secs;
                process.stderr.write(`${text}\n`);
            }
        },
        done() {
            if (tty)
                process.stderr.write("\r\x1b[K");
        },
    };
}
/** --out is found before full parsing so even a run with bad flags writes where it was asked to. */
function outFlag(argv) {
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === "--")
            return undefined;
        if (arg === "--out")
            return argv[i + 1];
        if (arg.startsWith("--out="))
            return arg.slice("--out=".length);
    }
    return undefined;
}
async function main(argv) {
    const started = new Date();
    const outDir = (0,node_path__WEBPACK_IMPORTED_MODULE_6__.resolve)(process.cwd(), outFlag(argv) ?? _options_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULTS */ .zY.out);
    const rawReports = {};
    let projectDir;
    const finish = async (result, logs) => {
        const path = await (0,_results_file_js__WEBPACK_IMPORTED_MODULE_4__/* .writeResults */ .KB)(outDir, result, logs);
        await (0,_formats_run_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeRunFiles */ .a)(outDir, result, rawReports, projectDir);
        process.stdout.write(`${(0,_human_report_js__WEBPACK_IMPORTED_MODULE_8__/* .humanReport */ .A)(result)}\nresults: ${path}\n`);
        return EXIT[result.status];
    };
    try {
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: (0,_cli_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .joinNegativeValues */ ._8)(argv),
            allowPositionals: true,
            options: (0,_cli_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .parseArgsOptions */ .dm)(),
        });
        const [command, dir, ...extra] = positionals;
        // `testcage`, `testcage help` and `--help` all show the help; none is a run, so no results.json.
        if (values.help || command === undefined || command === "help") {
            process.stdout.write(`${(0,_cli_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .usage */ .CI)()}\n`);
            return 0;
        }
        if (values.version) {
            process.stdout.write(`${_version_js__WEBPACK_IMPORTED_MODULE_9__/* .VERSION */ .x}\n`);
            return 0;
        }
        if (command !== "run")
            throw new _options_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`unknown command '${command}'; the command is run: testcage run [DIR]`);
        if (extra.length)
            throw new _options_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`unexpected arguments: ${extra.join(" ")}; pass one DIR`);
        const raw = (0,_cli_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .rawOptions */ .DT)(values, dir);
        const opts = (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveOptions */ .$i)(raw, process.cwd(), process.env);
        projectDir = opts.projectDir;
        const abort = new AbortController();
        const onSignal = () => abort.abort();
        process.once("SIGINT", onSignal);
        process.once("SIGTERM", onSignal);
        const progress = progressPrinter();
        const run = await (0,_engine_js__WEBPACK_IMPORTED_MODULE_1__/* .runEngine */ .c)(opts, {
            log: (line) => process.stderr.write(`${line}\n`),
            progress: progress.update,
            signal: abort.signal,
            onParseInput: (input) => {
                for (const [name, content] of Object.entries(input.reports))
                    if (content.ok)
                        rawReports[name] = content.text;
            },
        });
        progress.done();
        if (typeof values.compare === "string" && values.compare.trim() !== "") {
            // A base that cannot be read is said, and the run's own result stands.
            const compared = await (0,_compare_js__WEBPACK_IMPORTED_MODULE_7__/* .compareWithBaseFile */ .Dq)(run.result, (0,node_path__WEBPACK_IMPORTED_MODULE_6__.resolve)(process.cwd(), values.compare), values.compare);
            if (compared.ok)
                run.result.comparison = compared.comparison;
            else
                process.stderr.write(`testcage: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_10__/* .terminalText */ .eR)(compared.error)}\n`);
        }
        return await finish(run.result, run.logs);
    }
    catch (err) {
        const bad = err instanceof _options_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz || err.code?.startsWith("ERR_PARSE_ARGS");
        // Said once, in the closing report; bad input points at --help rather than repeating it.
        const code = err.code;
        const said = code?.startsWith("ERR_PARSE_ARGS")
            ? (0,_cli_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .flagErrorMessage */ .aZ)(err)
            : err.message;
        const message = bad
            ? `bad input: ${said}; ${_cli_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .HELP_POINTER */ .mS}`
            : `internal error: ${err.stack ?? String(err)}; please report it with this results.json`;
        return finish((0,_results_file_js__WEBPACK_IMPORTED_MODULE_4__/* .errorResult */ .WG)(bad ? "bad-input" : "internal", message, started));
    }
}
process.exitCode = await main(process.argv.slice(2));

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 344:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dq: () => (/* binding */ compareWithBaseFile)
/* harmony export */ });
/* unused harmony exports COMPARISON_LIST_CAP, compareResults, compareWithBase */
/* harmony import */ var _results_input_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(772);
/* harmony import */ var _sandbox_safe_read_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(277);
// What changed since the base: this run's tests against those of an earlier
// run's results.json (the base branch's latest run), by test id. Pure, apart
// from compareWithBaseFile reading the file.
//
// The base file comes from another run and is hostile input like any
// results-file: size-capped, required to be UTF-8, and checked field by field
// by parseResultsJson before anything here reads it.


/** Ids kept per list in results.json; the counts stay exact. A base from another project would list every test. */
const COMPARISON_LIST_CAP = 1000;
/** One outcome per id: a test listed more than once (retries) counts as failing if any try failed. */
function outcomes(tests) {
    const out = new Map();
    for (const t of tests) {
        const o = t.status === "failed" || t.status === "error" ? "failing" : t.status;
        const prev = out.get(t.id);
        if (prev === "failing" || (prev === "passed" && o === "skipped"))
            continue;
        out.set(t.id, o);
    }
    return out;
}
/**
 * New failures fail here and did not in the base (passed, skipped or absent:
 * a new test that fails is a new failure, and also added). Fixed tests failed
 * in the base and pass here; still failing, in both. Added and removed: ids
 * present on one side only.
 */
function compareResults(current, base, source) {
    const now = outcomes(current.tests);
    const before = outcomes(base.tests);
    const lists = { new_failures: [], fixed: [], still_failing: [], added: [], removed: [] };
    for (const [id, o] of now) {
        const b = before.get(id);
        if (b === undefined)
            lists.added.push(id);
        if (o === "failing")
            (b === "failing" ? lists.still_failing : lists.new_failures).push(id);
        else if (o === "passed" && b === "failing")
            lists.fixed.push(id);
    }
    for (const id of before.keys())
        if (!now.has(id))
            lists.removed.push(id);
    const counts = Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, v.length]));
    const capped = Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, v.slice(0, COMPARISON_LIST_CAP)]));
    return {
        base: {
            source,
            status: base.status,
            started_at: base.started_at,
            total: base.summary.total,
            failed: base.summary.failed + base.summary.errored,
        },
        counts,
        ...capped,
    };
}
/**
 * The comparison of `result` with a base results.json given as its bytes (or
 * text); a clear error instead when the file is too big, not UTF-8, not JSON
 * or not a testcage results.json. `source` says where it came from, for people.
 */
function compareWithBase(result, base, source = "base") {
    const size = typeof base === "string" ? Buffer.byteLength(base) : base.byteLength;
    if (size > _results_input_js__WEBPACK_IMPORTED_MODULE_0__/* .RESULTS_INPUT_MAX_BYTES */ .nw) {
        return { ok: false, error: `${source}: ${size} bytes, over the ${_results_input_js__WEBPACK_IMPORTED_MODULE_0__/* .RESULTS_INPUT_MAX_BYTES */ .nw}-byte cap` };
    }
    let text;
    try {
        text = typeof base === "string" ? base : new TextDecoder("utf-8", { fatal: true }).decode(base);
    }
    catch {
        return { ok: false, error: `${source}: not UTF-8 text` };
    }
    let parsed;
    try {
        parsed = (0,_results_input_js__WEBPACK_IMPORTED_MODULE_0__/* .parseResultsJson */ .ei)(text);
    }
    catch (err) {
        return { ok: false, error: `${source}: ${err.message}` };
    }
    // Another project's or another matrix leg's results would list every test as added and removed.
    const mismatch = [
        parsed.framework && result.framework && parsed.framework.id !== result.framework.id
            ? `a ${parsed.framework.id} run, this one is ${result.framework.id}`
            : "",
        parsed.working_directory !== result.working_directory
            ? `ran in ${parsed.working_directory}, this one in ${result.working_directory}`
            : "",
    ].filter(Boolean);
    if (mismatch.length)
        return { ok: false, error: `${source}: not comparable: ${mismatch.join("; ")}` };
    // A run that could not start has no tests: every base test would show as removed.
    if (result.status === "error" && result.tests.length === 0) {
        return { ok: false, error: `${source}: not compared: this run could not be judged and has no tests` };
    }
    return { ok: true, comparison: compareResults(result, parsed, source) };
}
/** compareWithBase on a file: a regular file only (no symlink), size-capped before it is read. */
async function compareWithBaseFile(result, path, source = path) {
    const content = await (0,_sandbox_safe_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readReportFile */ .$)(path, _results_input_js__WEBPACK_IMPORTED_MODULE_0__/* .RESULTS_INPUT_MAX_BYTES */ .nw);
    if (!content.ok && content.problem === "missing")
        return { ok: false, error: `${source}: no such file` };
    if (!content.ok)
        return { ok: false, error: `${source}: ${content.detail}` };
    return compareWithBase(result, content.text, source);
}


/***/ }),

/***/ 450:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ scanProject),
/* harmony export */   z: () => (/* binding */ SKIP_DIRS)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(992);
// Gathers ProjectFacts from a directory: a bounded walk (depth, count) that never
// follows symlinks, plus the handful of small config files adapters look at.



const SKIP_DIRS = new Set([
    ".git",
    "node_modules",
    ".venv",
    "venv",
    "__pycache__",
    "target",
    "dist",
    "build",
    "vendor",
    ".tox",
]);
const MAX_DEPTH = 6;
const MAX_FILES = 5000;
const MAX_TEXT_BYTES = 256 * 1024;
/** Config files whose content detection reads (top level of the project only). */
const TEXT_FILES = /^(pyproject\.toml|setup\.cfg|setup\.py|\.yarnrc\.yml|tox\.ini|Pipfile|requirements[^/]*\.txt|go\.mod|deno\.json|Cargo\.toml|Cargo\.lock|phpunit(?:\.dist)?\.xml(?:\.dist)?|mix\.exs)$/;
/** Python test modules, whose imports tell unittest from pytest projects: the first few, the head of each. */
const PY_TEST_FILES = /(^|\/)(test[^/]*|[^/]*_test)\.py$/;
const MAX_PY_TEST_FILES = 50;
const PY_TEST_HEAD_BYTES = 16 * 1024;
async function walk(root, rel, depth, out) {
    if (depth > MAX_DEPTH || out.length >= MAX_FILES)
        return;
    let entries;
    try {
        entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, rel), { withFileTypes: true });
    }
    catch {
        return;
    }
    entries.sort((a, b) => (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .byCodeUnit */ .X)(a.name, b.name));
    for (const entry of entries) {
        if (out.length >= MAX_FILES)
            return;
        const path = rel ? `${rel}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
            if (!SKIP_DIRS.has(entry.name))
                await walk(root, path, depth + 1, out);
        }
        else if (entry.isFile()) {
            out.push(path);
        }
    }
}
async function readSmall(path) {
    try {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path);
        if (!st.isFile() || st.size > MAX_TEXT_BYTES)
            return undefined;
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8");
    }
    catch {
        return undefined;
    }
}
async function scanProject(dir) {
    const files = [];
    await walk(dir, "", 0, files);
    // The virtualenv is skipped by the walk but its interpreter matters to pytest.
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ".venv/bin/python"));
        files.push(".venv/bin/python");
    }
    catch {
        /* no virtualenv */
    }
    const topLevel = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir).catch(() => [])).sort();
    const texts = {};
    for (const f of files) {
        if (TEXT_FILES.test(f)) {
            const text = await readSmall((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, f));
            if (text !== undefined)
                texts[f] = text;
        }
    }
    for (const f of files.filter((f) => PY_TEST_FILES.test(f)).slice(0, MAX_PY_TEST_FILES)) {
        const text = await readSmall((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, f));
        if (text !== undefined)
            texts[f] = text.slice(0, PY_TEST_HEAD_BYTES);
    }
    let packageJson = null;
    const pkgText = await readSmall((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, "package.json"));
    if (pkgText !== undefined) {
        try {
            const parsed = JSON.parse(pkgText);
            if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
                packageJson = parsed;
        }
        catch {
            packageJson = null;
        }
    }
    return { files, topLevel, packageJson, texts };
}


/***/ }),

/***/ 756:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  c: () => (/* binding */ runEngine)
});

// UNUSED EXPORTS: LIMITS

// EXTERNAL MODULE: ./src/arrays.ts
var arrays = __nccwpck_require__(273);
// EXTERNAL MODULE: ./src/frameworks/unfinished.ts
var unfinished = __nccwpck_require__(132);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(455);
// EXTERNAL MODULE: ./src/detect/scan.ts
var scan = __nccwpck_require__(450);
// EXTERNAL MODULE: ./src/frameworks/index.ts + 36 modules
var frameworks = __nccwpck_require__(348);
// EXTERNAL MODULE: ./src/frameworks/settle.ts
var settle = __nccwpck_require__(862);
// EXTERNAL MODULE: ./src/model.ts
var model = __nccwpck_require__(182);
// EXTERNAL MODULE: ./src/paths.ts
var paths = __nccwpck_require__(431);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(760);
;// CONCATENATED MODULE: ./src/repo-root.ts
// Finds the repository root that result paths are made relative to: the Actions
// workspace when the project is inside it, else the nearest folder with .git.


function inside(child, parent) {
    const rel = (0,external_node_path_.relative)(parent, child);
    return rel === "" || (!rel.startsWith("..") && !rel.startsWith(external_node_path_.sep));
}
async function findRepoRoot(projectDir, env) {
    const workspace = env["GITHUB_WORKSPACE"];
    if (workspace && inside(projectDir, workspace))
        return workspace;
    for (let dir = projectDir;; dir = (0,external_node_path_.dirname)(dir)) {
        try {
            await (0,promises_.lstat)((0,external_node_path_.join)(dir, ".git"));
            return dir;
        }
        catch {
            if ((0,external_node_path_.dirname)(dir) === dir)
                return projectDir;
        }
    }
}
function workingDirectory(projectDir, repoRoot) {
    const rel = (0,external_node_path_.relative)(repoRoot, projectDir).split(external_node_path_.sep).join("/");
    return rel === "" ? "." : rel;
}

// EXTERNAL MODULE: ./src/results-file.ts
var results_file = __nccwpck_require__(24);
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/harness/egress-forward.ts
// The other end of the install phase's network (docs/architecture.md §4): runs
// inside the install's own network namespace, where loopback is all there is,
// and passes each connection to 127.0.0.1:<port> on to the egress proxy's Unix
// socket, which decides what goes out. It decides nothing itself: whatever the
// install does to it, the proxy on the host still filters.
const EGRESS_FORWARD = `// testcage: forwards loopback connections to the egress proxy's socket; written by testcage.
"use strict";
const net = require("node:net");
const fs = require("node:fs");
const [port, socketPath, readyFile] = process.argv.slice(2);
const server = net.createServer((client) => {
  const upstream = net.connect(socketPath);
  client.pipe(upstream);
  upstream.pipe(client);
  client.on("error", () => upstream.destroy());
  upstream.on("error", () => client.destroy());
  client.on("close", () => upstream.destroy());
  upstream.on("close", () => client.destroy());
});
server.listen(Number(port), "127.0.0.1", () => fs.writeFileSync(readyFile, "ready\\n"));
`;

// EXTERNAL MODULE: ./src/sandbox/egress-hosts.ts
var egress_hosts = __nccwpck_require__(770);
;// CONCATENATED MODULE: external "node:dns/promises"
const external_node_dns_promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns/promises");
;// CONCATENATED MODULE: external "node:http"
const external_node_http_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");
;// CONCATENATED MODULE: external "node:net"
const external_node_net_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");
;// CONCATENATED MODULE: ./src/sandbox/egress-proxy.ts
// The install phase's only way out (docs/architecture.md §4): an HTTP proxy on a
// Unix socket that lets through CONNECT tunnels and plain requests to the package
// registries on its allow-list, and nothing else. The install runs the project's
// own code (lifecycle scripts, setup.py, build scripts) with this as its network,
// so every request is hostile: the host must be on the list, the port 443 or 80,
// and every address the name resolves to public (a registry name that resolves to
// 127.0.0.1, a private range or link-local metadata is refused); the connection
// goes to the address that was checked, so a second lookup cannot rebind it.




/** Most tunnels at once: a runaway install cannot exhaust the host's descriptors. */
const MAX_CONNECTIONS = 256;
/** Distinct hosts kept for results.json, reached and refused each. */
const MAX_HOSTS_KEPT = 50;
/** A tunnel or request with no traffic for this long is closed. */
const IDLE_MS = 120_000;
// Where a runner's own services live: loopback, private and shared (CGNAT)
// ranges, link-local (cloud metadata at 169.254.169.254), multicast and reserved.
// Documentation and benchmarking ranges are not among them: some networks'
// egress gateways answer registry names with such addresses.
const NOT_PUBLIC = new external_node_net_namespaceObject.BlockList();
for (const [net, prefix] of [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.168.0.0", 16],
    ["224.0.0.0", 4],
    ["240.0.0.0", 4],
]) {
    NOT_PUBLIC.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
    ["::", 128],
    ["::1", 128],
    ["fc00::", 7],
    ["fe80::", 10],
    ["fec0::", 10],
    ["ff00::", 8],
    ["100::", 64],
]) {
    NOT_PUBLIC.addSubnet(net, prefix, "ipv6");
}
/** The IPv4 address an IPv6 one carries (mapped, NAT64, 6to4, compatible), or null. */
function embeddedIPv4(address) {
    const lower = address.toLowerCase();
    const dotted = /^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (dotted)
        return dotted[1];
    const groups = expandIPv6(lower);
    if (!groups)
        return null;
    const v4 = (hi, lo) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
    // ::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::a.b.c.d written in hex groups.
    if (groups.slice(0, 5).every((g) => g === 0) && (groups[5] === 0xffff || groups[5] === 0)) {
        return v4(groups[6], groups[7]);
    }
    if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) {
        return v4(groups[6], groups[7]);
    }
    // 6to4: 2002:AABB:CCDD::/48 routes to a.b.c.d.
    if (groups[0] === 0x2002)
        return v4(groups[1], groups[2]);
    return null;
}
function expandIPv6(address) {
    if (address.includes("."))
        return null;
    const [head, tail] = address.split("::");
    const part = (s) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
    const h = part(head);
    const t = part(tail);
    const groups = tail === undefined ? h : [...h, ...new Array(8 - h.length - t.length).fill(0), ...t];
    return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}
/** True for a public unicast address: never loopback, private, link-local, multicast or reserved. */
function publicAddress(address) {
    const family = (0,external_node_net_namespaceObject.isIP)(address);
    if (family === 4)
        return !NOT_PUBLIC.check(address, "ipv4");
    if (family !== 6)
        return false;
    const v4 = embeddedIPv4(address);
    if (v4 !== null)
        return publicAddress(v4);
    return !NOT_PUBLIC.check(address, "ipv6");
}
/** True when the allow-list names the host, exactly or as "*.suffix". Case-insensitive. */
function hostAllowed(host, allowHosts) {
    const h = host.toLowerCase().replace(/\.$/, "");
    if (h === "" || (0,external_node_net_namespaceObject.isIP)(h.replace(/^\[|\]$/g, "")))
        return false;
    return allowHosts.some((raw) => {
        const a = raw.toLowerCase();
        return a.startsWith("*.") ? h.endsWith(a.slice(1)) && h.length > a.length - 1 : h === a;
    });
}
/** host and port of a CONNECT target or an absolute URL; null when unparsable. */
function parseTarget(authority) {
    const m = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(authority);
    if (!m)
        return null;
    const port = Number(m[2]);
    return port > 0 && port < 65536 ? { host: m[1].replace(/^\[|\]$/g, ""), port } : null;
}
async function systemResolve(host) {
    return (0,external_node_dns_promises_namespaceObject.lookup)(host, { all: true, verbatim: true });
}
async function startEgressProxy(options) {
    const resolve = options.resolve ?? systemResolve;
    const addressAllowed = options.addressAllowed ?? publicAddress;
    const ports = options.ports ?? [443, 80];
    const allowed = new Set();
    const refused = new Set();
    const open = new Set();
    /** The address to connect to, or why not. */
    async function check(host, port) {
        if (!ports.includes(port))
            return { refusal: `port ${port} is not a registry port` };
        if (!hostAllowed(host, options.allowHosts))
            return { refusal: `${host} is not a package registry on the list` };
        let addresses;
        try {
            addresses = await resolve(host);
        }
        catch {
            return { refusal: `${host} does not resolve` };
        }
        if (addresses.length === 0)
            return { refusal: `${host} does not resolve` };
        // One non-public address refuses the name: a registry never resolves to one.
        const bad = addresses.find((a) => !addressAllowed(a.address));
        if (bad)
            return { refusal: `${host} resolves to ${bad.address}, which is not a public address` };
        return { address: addresses[0].address };
    }
    function note(host, ok) {
        const seen = ok ? allowed : refused;
        // Host names the install chose: a bounded list, whatever it tries.
        if (seen.size < MAX_HOSTS_KEPT)
            seen.add(host.toLowerCase());
    }
    function track(socket) {
        open.add(socket);
        socket.setTimeout(IDLE_MS, () => socket.destroy());
        socket.on("close", () => open.delete(socket));
        socket.on("error", () => socket.destroy());
    }
    const server = (0,external_node_http_namespaceObject.createServer)((req, res) => {
        void forward(req, res);
    });
    server.maxConnections = MAX_CONNECTIONS;
    server.on("connection", track);
    server.on("clientError", (_err, socket) => socket.destroy());
    async function forward(req, res) {
        let url;
        try {
            url = new URL(req.url ?? "");
        }
        catch {
            res.writeHead(400).end("testcage egress: only absolute http:// URLs or CONNECT\n");
            return;
        }
        if (url.protocol !== "http:") {
            res.writeHead(400).end("testcage egress: only http:// URLs; use CONNECT for https\n");
            return;
        }
        const host = url.hostname.replace(/^\[|\]$/g, "");
        const port = url.port ? Number(url.port) : 80;
        const verdict = await check(host, port);
        if ("refusal" in verdict) {
            note(host, false);
            res.writeHead(403).end(`testcage egress: refused: ${verdict.refusal}\n`);
            return;
        }
        note(host, true);
        const headers = { ...req.headers, host: url.host };
        delete headers["proxy-connection"];
        delete headers["proxy-authorization"];
        const upstream = (0,external_node_http_namespaceObject.request)({ host: verdict.address, port, path: `${url.pathname}${url.search}`, method: req.method, headers }, (up) => {
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
        });
        upstream.setTimeout(IDLE_MS, () => upstream.destroy());
        upstream.on("error", () => res.destroy());
        req.pipe(upstream);
    }
    server.on("connect", (req, client, head) => {
        void (async () => {
            const target = parseTarget(req.url ?? "");
            if (!target) {
                client.end("HTTP/1.1 400 Bad Request\r\n\r\n");
                return;
            }
            const verdict = await check(target.host, target.port);
            if ("refusal" in verdict) {
                note(target.host, false);
                client.end(`HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\n\r\ntestcage egress: refused: ${verdict.refusal}\n`);
                return;
            }
            note(target.host, true);
            const upstream = (0,external_node_net_namespaceObject.connect)({ host: verdict.address, port: target.port });
            track(upstream);
            upstream.once("connect", () => {
                client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
                if (head.length)
                    upstream.write(head);
                upstream.pipe(client);
                client.pipe(upstream);
            });
            upstream.on("error", () => client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n"));
            client.on("close", () => upstream.destroy());
        })();
    });
    await (0,promises_.rm)(options.socketPath, { force: true });
    await new Promise((done, fail) => {
        server.once("error", fail);
        server.listen(options.socketPath, () => {
            server.off("error", fail);
            done();
        });
    });
    // The install runs as another uid (the container's, or nobody): it must be able to connect.
    await (0,promises_.chmod)(options.socketPath, 0o666);
    return {
        socketPath: options.socketPath,
        allowed: () => [...allowed],
        refused: () => [...refused],
        async close() {
            for (const s of open)
                s.destroy();
            await new Promise((done) => server.close(() => done()));
            await (0,promises_.rm)(options.socketPath, { force: true });
        },
    };
}

;// CONCATENATED MODULE: ./src/sandbox/egress.ts
// The install phase's egress (docs/architecture.md §4), as a sandbox uses it: a
// folder outside the project copy holding the proxy's socket and the forwarder
// script, the proxy itself, and what results.json says of the phase.





const FORWARDER_FILE = "egress-forward.cjs";
const SOCKET_FILE = "proxy.sock";
const READY_FILE = "ready";
/** Starts the proxy on a socket in `dir` (made, world-writable so the forwarder's uid can say it is ready). */
async function openEgress(dir, allowHosts) {
    await (0,promises_.mkdir)(dir, { recursive: true });
    await (0,promises_.chmod)(dir, 0o777);
    await (0,promises_.writeFile)((0,external_node_path_.join)(dir, FORWARDER_FILE), EGRESS_FORWARD, { mode: 0o644 });
    const proxy = await startEgressProxy({ allowHosts, socketPath: (0,external_node_path_.join)(dir, SOCKET_FILE) });
    return { dir, proxy };
}
/** The forwarder's arguments, with the folder as the forwarder sees it. */
function forwarderArgs(dirSeen, readyDir) {
    return [(0,external_node_path_.join)(dirSeen, FORWARDER_FILE), String(egress_hosts/* EGRESS_PORT */.yA), (0,external_node_path_.join)(dirSeen, SOCKET_FILE), (0,external_node_path_.join)(readyDir, READY_FILE)];
}
/** The install's environment pointed at the forwarder; a MAVEN_OPTS the adapter set keeps its options. */
function withProxy(env) {
    const proxy = (0,egress_hosts/* proxyEnvironment */.wP)(env["MAVEN_OPTS"] ?? "");
    return { ...env, ...proxy };
}
/** What results.json says of the install phase that went through the proxy. */
function proxiedInstall(method, proxy, allowHosts) {
    return {
        network: "registries",
        network_method: method,
        allow_hosts: [...allowHosts],
        reached: proxy.allowed(),
        refused: proxy.refused(),
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(643);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __nccwpck_require__(421);
;// CONCATENATED MODULE: ./src/sandbox/docker-cli.ts
// Thin wrappers over the docker client for the container sandboxes. The client
// is always called with an argv (never a shell), and only with values testcage
// built itself or validated in options.ts.


/** Debian's docker.io client matches its engine; any other client on PATH otherwise. */
function dockerBinary() {
    return process.env["TESTCAGE_DOCKER"] ?? ((0,external_node_fs_.existsSync)("/usr/bin/docker") ? "/usr/bin/docker" : "docker");
}
function docker(args, timeoutMs = 60_000) {
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)(dockerBinary(), args, { timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
            const code = err
                ? typeof err.code === "number"
                    ? err.code
                    : 1
                : 0;
            resolve({ code, stdout: String(stdout), stderr: String(stderr) || (err && code === 1 ? err.message : "") });
        });
    });
}
let engineProbe;
/** Null when the engine answers; else why not (probed once per process). */
function dockerProblem() {
    engineProbe ??= docker(["version", "--format", "{{.Server.Version}}"], 15_000).then((r) => r.code === 0 && r.stdout.trim() ? null : (r.stderr.trim().split("\n")[0] ?? "docker did not answer"));
    return engineProbe;
}
async function imageExists(image) {
    return (await docker(["image", "inspect", "--format", "{{.Id}}", image])).code === 0;
}
async function runtimes() {
    const r = await docker(["info", "--format", "{{range $k, $v := .Runtimes}}{{$k}} {{end}}"]);
    return r.code === 0 ? r.stdout.trim().split(/\s+/) : [];
}
async function networkNames() {
    const r = await docker(["network", "ls", "--format", "{{.Name}}"]);
    return r.code === 0 ? r.stdout.trim().split("\n").filter(Boolean) : [];
}
/** Removes every container carrying the label (by value), running or not. */
async function removeByLabel(label) {
    const r = await docker(["ps", "-aq", "--filter", `label=${label}`]);
    const ids = r.stdout.split("\n").filter(Boolean);
    if (ids.length)
        await docker(["rm", "-f", ...ids]);
    return ids.length;
}
async function oomKilled(name) {
    const r = await docker(["inspect", "--format", "{{.State.OOMKilled}}", name]);
    return r.stdout.trim() === "true";
}

;// CONCATENATED MODULE: ./src/sandbox/egress-forwarder.ts
// The forwarder's container (docs/architecture.md §4): the other end of the
// install phase's loopback. It owns (docker) or joins (service) the network
// namespace the install runs in, and passes connections to 127.0.0.1:<port> on to
// the egress proxy's socket in the folder it mounts. It needs node, so it runs
// from the node runner image whatever the project's language.




/** Where the forwarder container sees the egress folder. */
const EGRESS_MOUNT = "/testcage/egress";
/**
 * The forwarder's `docker run`: no network of its own but the namespace given,
 * the egress folder its only mount, as hardened as the phases. Pure, so its
 * flags are unit-tested.
 */
function forwarderRunArgs(spec) {
    return [
        "run",
        "--detach",
        "--name",
        spec.name,
        ...spec.labels.flatMap((l) => ["--label", l]),
        "--network",
        spec.network,
        "--read-only",
        "--user",
        spec.user,
        "--cap-drop",
        "ALL",
        "--security-opt",
        "no-new-privileges",
        "--pids-limit",
        "32",
        "--memory",
        "128m",
        "--memory-swap",
        "128m",
        "--log-driver",
        "none",
        "--volume",
        `${spec.dir}:${EGRESS_MOUNT}:rw`,
        "--entrypoint",
        "",
        "--",
        spec.image,
        "node",
        ...forwarderArgs(EGRESS_MOUNT, EGRESS_MOUNT),
    ];
}
/** Starts the forwarder and waits until it listens: null, or why it could not (the caller removes it by name). */
async function startForwarder(spec) {
    if (!(await imageExists(spec.image)) && !(await spec.pull(spec.image))) {
        return { problem: `the forwarder's image ${spec.image} is not on this machine` };
    }
    const r = await docker(forwarderRunArgs(spec), 60_000);
    if (r.code !== 0) {
        return { problem: `the forwarder container did not start (${r.stderr.trim().split("\n").pop() ?? ""})` };
    }
    for (let waited = 0; waited < 20_000; waited += 50) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(spec.dir, READY_FILE)))
            return { problem: null };
        await new Promise((done) => setTimeout(done, 50));
    }
    return { problem: "the forwarder container did not start listening within 20 s" };
}

// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
;// CONCATENATED MODULE: ./src/sandbox/container-entry.ts
// What the container sandboxes (docker, service) share about starting a command
// inside a container: the entry script and the docker client's own environment.
/** What the entry prints (exit 127) when the framework's program is not in the image. */
const MISSING_MARKER = "testcage: required program not found:";
/**
 * `sh -c ENTRY testcage <required program or ""> argv...`: makes HOME, checks the
 * framework's program is in the image (exit 127 with a marker when it is not),
 * then execs argv; with noNewPrivs, under setpriv --no-new-privs where the image
 * has it (util-linux), for containers that do not set no-new-privileges themselves.
 */
function entryArgv(requiredProgram, argv, noNewPrivs) {
    const exec = noNewPrivs
        ? 'if command -v setpriv >/dev/null 2>&1; then exec setpriv --no-new-privs -- "$@"; fi; exec "$@"'
        : 'exec "$@"';
    const script = `mkdir -p "$HOME" 2>/dev/null; if [ -n "$1" ] && ! command -v "$1" >/dev/null 2>&1; then echo "${MISSING_MARKER} $1" >&2; exit 127; fi; shift; ${exec}`;
    return ["sh", "-c", script, "testcage", requiredProgram ?? "", ...argv];
}
/** True when the entry script reported the required program missing. */
function programMissing(outcome, requiredProgram) {
    return outcome.exitCode === 127 && requiredProgram !== null && outcome.stderr.text.includes(MISSING_MARKER);
}
/**
 * The docker client's environment: the sandbox values it forwards by name (never
 * in argv, which ps shows) plus what the client itself needs to reach the engine.
 */
function dockerClientEnv(forwarded) {
    const env = { ...forwarded };
    for (const k of ["PATH", "HOME", "DOCKER_HOST", "DOCKER_CONFIG", "DOCKER_CONTEXT"]) {
        const v = process.env[k];
        if (v !== undefined && !(k in env))
            env[k] = v;
    }
    return env;
}

// EXTERNAL MODULE: ./src/sandbox/environment.ts
var environment = __nccwpck_require__(282);
// EXTERNAL MODULE: ./src/sandbox/disk.ts
var sandbox_disk = __nccwpck_require__(658);
;// CONCATENATED MODULE: ./src/sandbox/job-scope.ts
// What ties testcage's leftovers to the GitHub Actions job that made them. The
// action's post step removes containers and disks a cancelled or crashed run
// left behind; on a self-hosted machine other jobs may be running testcage on
// the same docker engine and in the same temp folder at that moment, so the
// post step touches only what carries its own job's scope.

/**
 * A short id of this job run on this runner (run, attempt, job, runner name:
 * concurrent jobs on one machine differ in at least one), or null outside
 * GitHub Actions.
 */
function jobScope(env = process.env) {
    const run = env["GITHUB_RUN_ID"];
    if (!run)
        return null;
    const key = [run, env["GITHUB_RUN_ATTEMPT"] ?? "", env["GITHUB_JOB"] ?? "", env["RUNNER_NAME"] ?? ""].join("\n");
    return (0,external_node_crypto_namespaceObject.createHash)("sha256").update(key).digest("hex").slice(0, 12);
}
/** The prefix of the run workspaces' folder names (under the temp folder); scoped to the job in Actions. */
function workspacePrefix(env = process.env) {
    const scope = jobScope(env);
    return scope ? `testcage-${scope}-` : "testcage-";
}

;// CONCATENATED MODULE: ./src/sandbox/capped-output.ts
// Keeps the first and last halves of a stream under a byte cap, so a 300 MiB
// flood costs bounded memory and the log still shows how it began and ended.
class CappedOutput {
    capBytes;
    head = [];
    headBytes = 0;
    tail = [];
    tailBytes = 0;
    total = 0;
    constructor(capBytes) {
        this.capBytes = capBytes;
    }
    push(chunk) {
        this.total += chunk.length;
        const half = Math.floor(this.capBytes / 2);
        if (this.headBytes < half) {
            const take = chunk.subarray(0, half - this.headBytes);
            this.head.push(take);
            this.headBytes += take.length;
            chunk = chunk.subarray(take.length);
        }
        if (chunk.length === 0)
            return;
        this.tail.push(chunk);
        this.tailBytes += chunk.length;
        // Drop whole chunks from the front while the rest still covers half the cap.
        while (this.tail.length > 1 && this.tailBytes - this.tail[0].length >= half) {
            this.tailBytes -= this.tail.shift().length;
        }
    }
    get keptTail() {
        return Math.min(this.tailBytes, Math.floor(this.capBytes / 2));
    }
    get truncated() {
        return this.total > this.headBytes + this.keptTail;
    }
    text() {
        const head = Buffer.concat(this.head).toString("utf8");
        const all = Buffer.concat(this.tail);
        const tail = all.subarray(all.length - this.keptTail);
        const kept = this.headBytes + tail.length;
        if (this.total <= kept)
            return head + tail.toString("utf8");
        return `${head}\n[testcage: ${this.total - kept} bytes of output dropped; cap is ${this.capBytes} bytes]\n${tail.toString("utf8")}`;
    }
}
/** Splits a byte stream into lines for live progress, bounding the pending partial line. */
class LineSplitter {
    onLine;
    maxLine;
    pending = "";
    constructor(onLine, maxLine = 64 * 1024) {
        this.onLine = onLine;
        this.maxLine = maxLine;
    }
    push(chunk) {
        const text = this.pending + chunk.toString("utf8");
        const lines = text.split("\n");
        this.pending = (lines.pop() ?? "").slice(-this.maxLine);
        for (const line of lines)
            this.onLine(line.slice(0, this.maxLine));
    }
    end() {
        if (this.pending)
            this.onLine(this.pending);
        this.pending = "";
    }
}

;// CONCATENATED MODULE: ./src/sandbox/run-process.ts
// Runs one program in its own process group with a timeout (SIGINT, grace, then
// SIGKILL to the whole group), capped output and cancellation. Shared by every
// sandbox: for docker the program is the `docker` client itself.



function killGroup(pid, signal) {
    if (pid === undefined)
        return;
    try {
        process.kill(-pid, signal);
    }
    catch {
        /* already gone */
    }
}
function runProcess(spec) {
    const started = Date.now();
    const stdout = new CappedOutput(spec.limits.outputCapBytes);
    const stderr = new CappedOutput(spec.limits.outputCapBytes);
    const lines = spec.onStdoutLine ? new LineSplitter(spec.onStdoutLine) : null;
    let file = null;
    let fileBytes = 0;
    if (spec.stdoutFile)
        file = (0,external_node_fs_.createWriteStream)(spec.stdoutFile, { flags: "wx", mode: 0o600 });
    return new Promise((resolve) => {
        let timedOut = false;
        let cancelled = false;
        let graceTimer;
        const [program, ...args] = spec.argv;
        const child = (0,external_node_child_process_.spawn)(program ?? "", args, {
            cwd: spec.cwd,
            env: spec.env,
            detached: true, // own process group, so the whole tree can be signalled
            stdio: [spec.feed ? "pipe" : "ignore", "pipe", "pipe"],
        });
        if (spec.feed && child.stdin) {
            child.stdin.on("error", () => undefined); // the program may end before reading everything
            spec.feed(child.stdin);
        }
        const filter = spec.stderrFilter?.((chunk) => stderr.push(chunk)) ?? null;
        const stop = () => {
            spec.onStop?.("SIGINT");
            if (spec.interruptClient !== false)
                killGroup(child.pid, "SIGINT");
            graceTimer = setTimeout(() => {
                spec.onStop?.("SIGKILL");
                killGroup(child.pid, "SIGKILL");
            }, spec.limits.graceMs);
        };
        const timer = setTimeout(() => {
            timedOut = true;
            stop();
        }, spec.limits.timeoutMs);
        const onAbort = () => {
            cancelled = true;
            stop();
        };
        spec.signal?.addEventListener("abort", onAbort, { once: true });
        child.stdout.on("data", (chunk) => {
            stdout.push(chunk);
            lines?.push(chunk);
            if (file && fileBytes <= spec.limits.reportCapBytes) {
                // Writing one byte past the cap lets the report reader call the file too large.
                const part = chunk.subarray(0, spec.limits.reportCapBytes + 1 - fileBytes);
                file.write(part);
                fileBytes += part.length;
            }
        });
        child.stderr.on("data", (chunk) => (filter ? filter.push(chunk) : stderr.push(chunk)));
        let spawnError = null;
        child.on("error", (err) => {
            spawnError = err.message;
        });
        child.on("close", (code, signal) => {
            clearTimeout(timer);
            clearTimeout(graceTimer);
            spec.signal?.removeEventListener("abort", onAbort);
            // Whatever the tests left running in the group goes now.
            killGroup(child.pid, "SIGKILL");
            lines?.end();
            filter?.end(code);
            const finish = () => resolve({
                exitCode: code,
                signal: signal ?? null,
                timedOut,
                cancelled,
                oom: false,
                stdout: { text: stdout.text(), totalBytes: stdout.total, truncated: stdout.truncated },
                stderr: { text: stderr.text(), totalBytes: stderr.total, truncated: stderr.truncated },
                durationMs: Date.now() - started,
                spawnError,
            });
            if (file)
                file.end(finish);
            else
                finish();
        });
    });
}

;// CONCATENATED MODULE: ./src/sandbox/types.ts
// One interface for every sandbox kind (docs/architecture.md §4): open a session on a copy of
// the project, run an invocation in it, collect reports and capped output, close.
/** Raised when a sandbox kind cannot work here; the engine reports it as a typed error. */
class SandboxUnavailableError extends Error {
    kind;
    constructor(message, kind = "sandbox-unavailable") {
        super(message);
        this.kind = kind;
    }
}

// EXTERNAL MODULE: ./src/sandbox/safe-read.ts + 1 modules
var safe_read = __nccwpck_require__(277);
;// CONCATENATED MODULE: ./src/sandbox/workspace.ts
// The host side of a sandbox run: a private temp folder holding the project copy
// (never .git: its config can hold the checkout token), an empty reports folder,
// the read-only harness folder, and HOME/TMP for the process sandbox. With a
// disk cap (disk.ts) every folder the tests can write lives on the capped file
// system; the harness stays outside it (the tests never write there).








async function createWorkspace(projectDir, diskRequest = null) {
    const root = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_namespaceObject.tmpdir)(), workspacePrefix()));
    let disk = null;
    let diskProblem = null;
    if (diskRequest) {
        const mounted = await (0,sandbox_disk/* mountCappedDisk */.c0)(root, diskRequest.capBytes, diskRequest.owner);
        if ("problem" in mounted)
            diskProblem = mounted.problem;
        else
            disk = mounted;
    }
    const writable = disk ? disk.mountPoint : root;
    const ws = {
        root,
        project: (0,external_node_path_.join)(writable, "project"),
        reports: (0,external_node_path_.join)(writable, "reports"),
        harness: (0,external_node_path_.join)(root, "harness"),
        home: (0,external_node_path_.join)(writable, "home"),
        tmp: (0,external_node_path_.join)(writable, "tmp"),
        writable,
        disk,
        diskProblem,
    };
    try {
        await copyProject(projectDir, ws.project);
        // On a disk the project filled to the last block, these fail with ENOSPC too.
        await Promise.all([ws.reports, ws.harness, ws.home, ws.tmp].map((d) => (0,promises_.mkdir)(d, { recursive: true })));
    }
    catch (err) {
        const full = err.code === "ENOSPC";
        await removeWorkspace(ws);
        if (full) {
            throw new SandboxUnavailableError(`the project does not fit in the ${Math.round(diskRequest.capBytes / 1048576)} MiB disk cap; raise disk (--disk)`);
        }
        throw err;
    }
    return ws;
}
/**
 * Copies the project without any .git. `cp -a` is several times faster than
 * fs.cp on a node_modules tree (thousands of small files); fs.cp is the fallback.
 */
async function copyProject(from, to) {
    const entries = (await (0,promises_.readdir)(from)).filter((name) => name !== ".git");
    await (0,promises_.mkdir)(to, { recursive: true });
    const copied = entries.length === 0 ||
        (await new Promise((resolve) => {
            const child = (0,external_node_child_process_.spawn)("cp", ["-a", "--no-preserve=ownership", "-t", to, "--", ...entries.map((e) => (0,external_node_path_.join)(from, e))], {
                stdio: ["ignore", "ignore", "pipe"],
            });
            child.on("error", () => resolve(false));
            child.on("close", (code) => resolve(code === 0));
        }));
    if (!copied) {
        await (0,promises_.cp)(from, to, { recursive: true, verbatimSymlinks: true, filter: (src) => (0,external_node_path_.basename)(src) !== ".git" });
    }
    await removeNestedGit(to);
}
/** Submodules and vendored checkouts carry .git too; none may reach the sandbox. */
async function removeNestedGit(dir) {
    for (const e of await (0,promises_.readdir)(dir, { withFileTypes: true })) {
        if (e.name === ".git")
            await (0,promises_.rm)((0,external_node_path_.join)(dir, e.name), { recursive: true, force: true });
        else if (e.isDirectory() && e.name !== "node_modules")
            await removeNestedGit((0,external_node_path_.join)(dir, e.name));
    }
}
/** Harness files are world-readable and nobody's to change. */
async function writeHarness(dir, files) {
    await (0,promises_.chmod)(dir, 0o755);
    for (const h of files) {
        await (0,promises_.rm)((0,external_node_path_.join)(dir, h.name), { force: true });
        await (0,promises_.writeFile)((0,external_node_path_.join)(dir, h.name), h.content, { mode: 0o444 });
    }
    await (0,promises_.chmod)(dir, 0o555);
}
async function collectReports(dir, specs, capBytes) {
    const reports = {};
    for (const spec of specs)
        reports[spec.name] = await (0,safe_read/* readReportFile */.$)((0,external_node_path_.join)(dir, spec.file), capBytes);
    return reports;
}
/** Gives a tree to the container's user (when testcage runs as root and the container does not). */
async function chownTree(path, uid, gid) {
    // lchown throughout: a symlink in the project must never hand its target to the container.
    await (0,promises_.lchown)(path, uid, gid);
    const entries = await (0,promises_.readdir)(path, { withFileTypes: true });
    for (const e of entries) {
        const child = (0,external_node_path_.join)(path, e.name);
        if (e.isDirectory())
            await chownTree(child, uid, gid);
        else
            await (0,promises_.lchown)(child, uid, gid);
    }
}
async function removeWorkspace(ws) {
    await (0,promises_.chmod)(ws.harness, 0o755).catch(() => undefined);
    if (ws.disk)
        await (0,sandbox_disk/* unmountCappedDisk */.zc)(ws.disk);
    await (0,promises_.rm)(ws.root, { recursive: true, force: true, maxRetries: 3 });
}

;// CONCATENATED MODULE: ./src/sandbox/process.ts
// The process sandbox: no container. The project is copied to a private temp
// folder (without .git), the environment is rebuilt from an allow-list, the run
// gets its own process group, and, where the kernel allows unprivileged user
// namespaces, its own network namespace (loopback only) and PID namespace, so
// killing the namespace's init removes every process the tests started. The
// install phase gets network and PID namespaces too: its only way out is the
// egress proxy (install()), and nothing it starts, a postinstall's detached
// daemon included, outlives it.
// Never root: when testcage runs as root, the install and the tests run as
// nobody (PROCESS_TEST_UID) with no_new_privs, in namespaces root makes, where
// root's home shows only the toolchains the run's PATH names (read-only) and the
// run's own folders (see confine()). As any other user they run as that user,
// with no_new_privs where setpriv exists, so setuid programs (sudo) cannot raise
// them. It cannot stop the tests from reading or writing files that user can;
// results.json says so in sandbox.isolation.notes.











const NAMESPACE_PREFIX = [
    "unshare",
    "--user",
    "--map-root-user",
    "--net",
    "--pid",
    "--fork",
    "--mount-proc",
    "--kill-child",
];
// Brings loopback up, so tests that serve on localhost work as they do in docker's
// "none" network, then runs the command as a CHILD: this shell stays the PID
// namespace's init. The init of a namespace ignores every signal it has no handler
// for, from inside (a test killing itself, c8 re-raising the signal its mocha
// died of) and from outside (the timeout's SIGINT): as init, the test command
// would survive a SIGKILL it sent itself and exit 0. The shell passes on the
// command's status (128 + signal), and the group-wide signals reach the command.
const LOOPBACK_UP = ["sh", "-c", 'ip link set lo up 2>/dev/null; "$@"', "testcage"];
/**
 * Starts the forwarder in the background, waits (up to 20 s) for its ready file,
 * then runs the install command. Args: node, the forwarder's four, the command.
 */
const FORWARD_THEN_RUN = [
    'node="$1"; script="$2"; port="$3"; sock="$4"; ready="$5"; shift 5',
    '"$node" "$script" "$port" "$sock" "$ready" </dev/null >/dev/null 2>&1 &',
    "i=0",
    'while [ ! -f "$ready" ]; do',
    "  i=$((i + 1))",
    '  [ "$i" -le 400 ] || { echo "testcage: the install\'s egress forwarder did not start" >&2; exit 125; }',
    "  sleep 0.05",
    "done",
    'exec sh -c "$1"',
].join("\n");
/** The variable naming the forwarder's node, so a view for nobody includes its folder. */
const FORWARDER_NODE = "TESTCAGE_FORWARDER_NODE";
/** nobody: the uid (and gid) the install and the tests run as when testcage runs as root. */
const PROCESS_TEST_UID = 65534;
const runningAsRoot = () => process.getuid?.() === 0;
let setprivProbe;
/** util-linux's setpriv, which sets no_new_privs and drops root; null where there is none. */
function setprivPath() {
    if (setprivProbe === undefined) {
        const dirs = [...(process.env["PATH"] ?? "").split(external_node_path_.delimiter), "/usr/bin", "/bin", "/usr/sbin", "/sbin"];
        setprivProbe = dirs.map((d) => (0,external_node_path_.join)(d, "setpriv")).find((p) => (0,external_node_path_.isAbsolute)(p) && (0,external_node_fs_.existsSync)(p)) ?? null;
    }
    return setprivProbe;
}
/** setpriv's arguments that turn root into PROCESS_TEST_UID, with no capabilities and no way back. */
function dropRoot(setpriv) {
    const id = String(PROCESS_TEST_UID);
    return [setpriv, `--reuid=${id}`, `--regid=${id}`, "--clear-groups", "--inh-caps=-all", "--no-new-privs", "--"];
}
/**
 * As root: the namespaces root makes itself (no user namespace: the uid must
 * stay a real one to be dropped). The setup script then runs as root in them.
 */
function rootNamespaces(net) {
    return ["unshare", "--mount", ...(net ? ["--net"] : []), "--pid", "--fork", "--mount-proc", "--kill-child"];
}
let namespaceProbe;
/**
 * True when this machine lets us create user+net+pid namespaces (probed once per
 * process). As root: when the root namespaces and setpriv's drop to nobody work.
 */
function namespacesAvailable() {
    if (namespaceProbe === undefined) {
        const setpriv = setprivPath();
        const argv = runningAsRoot()
            ? setpriv
                ? [...rootNamespaces(true), ...dropRoot(setpriv), "true"]
                : null
            : [...NAMESPACE_PREFIX, "true"];
        const r = argv ? (0,external_node_child_process_.spawnSync)(argv[0], argv.slice(1), { stdio: "ignore", timeout: 10_000 }) : null;
        namespaceProbe = r?.status === 0;
    }
    return namespaceProbe;
}
/**
 * As root, in the run's new mount namespace: brings loopback up (test phase),
 * then makes the folders the run needs reachable for nobody. A folder nobody
 * cannot cross (root's home is commonly mode 700; a private TMPDIR too) is
 * covered by a small tmpfs that holds only what the run needs under it, bound
 * from the real ones: "ro" the toolchains the run's PATH and variables name
 * (e.g. ~/.pyenv, ~/.cargo), read-only; "rw" the run's own folders. What else
 * such a folder holds (.npmrc tokens, ssh keys) stays out of view. A
 * toolchain's shims folder (pyenv, rbenv, nodenv) becomes a throwaway copy of
 * nobody's: their rehash after an install (pip install under pyenv) writes
 * there and fails the install where it cannot. Then runs
 * "$@" (setpriv ... argv) as a child: this shell stays the PID namespace's init
 * (see LOOPBACK_UP). A failed step is said on stderr after SETUP_FAILED, exit
 * 125, before any of the project runs.
 * Args: net (1/0), stage dir, uid, then for each covered folder "@view" FOLDER and
 * its MODE PATH pairs, "--", argv.
 */
const ROOT_SETUP = [
    'net="$1"; s="$2"; u="$3"; shift 3; v=""',
    'fail() { echo "@@testcage-setup-failed $1" >&2; exit 125; }',
    'flush() { [ -z "$v" ] || mount --move "$s" "$v" || fail "putting the view of $v in place failed"; }',
    '[ "$net" = 1 ] && { ip link set lo up 2>/dev/null || fail "ip link set lo up failed"; }',
    'while [ "$1" != -- ]; do',
    '  if [ "$1" = @view ]; then flush; v="$2"; shift 2; mount -t tmpfs -o mode=0755,size=1m,nosuid,nodev testcage-view "$s" || fail "mounting a tmpfs on $s failed"; continue; fi',
    '  m="$1"; p="$2"; shift 2; [ -d "$p" ] || continue; r="$s/${p#"$v"/}"',
    '  mkdir -p "$r" && mount --rbind "$p" "$r" || fail "binding $p failed"',
    '  [ "$m" = rw ] || mount -o remount,bind,ro "$r" || fail "making $p read-only failed"',
    '  [ "$m" = rw ] || [ ! -d "$p/shims" ] || { mount -t tmpfs -o mode=0755,size=16m,nosuid,nodev testcage-shims "$r/shims" && cp -a "$p/shims/." "$r/shims/" && chown -R "$u:$u" "$r/shims"; } || fail "copying $p/shims failed"',
    "done",
    "flush; shift",
    '"$@"',
].join("\n");
/** The topmost folder above `path` that nobody cannot cross (no x for others); null when none. */
function blockingFolder(path, mode) {
    const parts = path.split(external_node_path_.sep).filter(Boolean);
    let cur = external_node_path_.sep;
    for (const part of parts.slice(0, -1)) {
        cur = (0,external_node_path_.join)(cur, part);
        const m = mode(cur);
        if (m === null)
            return null;
        if ((m & 0o001) === 0)
            return cur;
    }
    return null;
}
function dirMode(dir) {
    try {
        const st = (0,external_node_fs_.statSync)(dir);
        return st.isDirectory() ? st.mode : null;
    }
    catch {
        return null;
    }
}
/**
 * For each folder nobody cannot cross, what the run needs under it: the run's
 * own folders ("rw"), and the top folder under it of every absolute path in the
 * environment (PATH entries, RUSTUP_HOME, JAVA_HOME...) that is not the run's
 * ("ro"). As ROOT_SETUP's arguments.
 */
function viewArgs(env, rw, mode = dirMode) {
    const inside = (p, dir) => p === dir || p.startsWith(dir + external_node_path_.sep);
    const views = new Map();
    const need = (path, how) => {
        const block = blockingFolder(path, mode);
        if (!block)
            return;
        const under = how === "rw" ? path : (0,external_node_path_.join)(block, path.slice(block.length).split(external_node_path_.sep).filter(Boolean)[0] ?? "");
        if (under === block)
            return;
        const view = views.get(block) ?? new Map();
        if (view.get(under) !== "rw")
            view.set(under, how);
        views.set(block, view);
    };
    for (const p of rw)
        need(p, "rw");
    for (const value of Object.values(env)) {
        for (const p of value.split(external_node_path_.delimiter)) {
            if ((0,external_node_path_.isAbsolute)(p) && !rw.some((o) => inside(p, o)))
                need(p, "ro");
        }
    }
    return [...views].flatMap(([block, paths]) => [
        "@view",
        block,
        ...[...paths].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).flatMap(([path, how]) => [how, path]),
    ]);
}
/**
 * The argv a phase runs: under setpriv --no-new-privs where there is setpriv;
 * in a PID namespace (and for the test phase a network one, loopback only) where
 * the machine allows; as root, always in namespaces and as nobody.
 */
function confine(argv, env, opts) {
    const setpriv = setprivPath();
    if (opts.root) {
        // open() refused the run already where these are missing.
        return [
            ...rootNamespaces(opts.net),
            "sh",
            "-c",
            ROOT_SETUP,
            "testcage",
            opts.net ? "1" : "0",
            opts.root.stage,
            String(PROCESS_TEST_UID),
            ...viewArgs(env, opts.root.rw),
            "--",
            ...dropRoot(setpriv),
            ...argv,
        ];
    }
    const nnp = setpriv ? [setpriv, "--no-new-privs", "--"] : [];
    if (!opts.namespaces)
        return [...nnp, ...argv];
    const prefix = opts.net ? NAMESPACE_PREFIX : NAMESPACE_PREFIX.filter((a) => a !== "--net");
    // The install keeps the host's network: no loopback to bring up, but its command still runs as a child of init.
    const child = opts.net ? LOOPBACK_UP : ["sh", "-c", '"$@"', "testcage"];
    return [...prefix, ...child, ...nnp, ...argv];
}
/** Gives the run's writable folders to nobody (symlinks themselves, never their targets). */
function chownToTestUid(paths) {
    const id = `${PROCESS_TEST_UID}:${PROCESS_TEST_UID}`;
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)("chown", ["-R", "-h", "-P", id, "--", ...paths], { stdio: ["ignore", "ignore", "pipe"] });
        let err = "";
        child.stderr.on("data", (c) => (err += c.toString()));
        child.on("error", reject);
        child.on("close", (code) => code === 0 ? resolve() : reject(new SandboxUnavailableError(`chown of the run's folders failed: ${err.trim()}`)));
    });
}
/** The marker ROOT_SETUP writes before exit 125 when it could not set the run up. */
const SETUP_FAILED = "@@testcage-setup-failed";
function cacheRoot(env = process.env) {
    return (0,external_node_path_.join)(env["XDG_CACHE_HOME"] ?? (0,external_node_path_.join)(env["HOME"] ?? (0,external_node_os_namespaceObject.homedir)(), ".cache"), "testcage");
}
/** Makes the run's cache folder; when it cannot be made the run is refused, saying what to change. */
async function makeCacheDir(cacheDir, cache) {
    try {
        await (0,promises_.mkdir)(cacheDir, { recursive: true });
    }
    catch (err) {
        const fix = cache === "project" ? "; point XDG_CACHE_HOME at a writable folder or use cache: run" : "";
        throw new SandboxUnavailableError(`the cache folder ${cacheDir} could not be made (${err.code ?? err.message})${fix}`);
    }
}
/**
 * Build caches (Go, jest) are kept per project: a run can only ever poison the
 * cache of later runs of the same project, never another project's.
 */
function projectCache(root, projectDir) {
    return (0,external_node_path_.join)(root, (0,external_node_crypto_namespaceObject.createHash)("sha256").update(projectDir).digest("hex").slice(0, 16));
}
async function programExists(program, pathVar, cwd) {
    const candidates = program.includes("/")
        ? [(0,external_node_path_.isAbsolute)(program) ? program : (0,external_node_path_.join)(cwd, program)]
        : pathVar
            .split(external_node_path_.delimiter)
            .filter(Boolean)
            .map((d) => (0,external_node_path_.join)(d, program));
    for (const c of candidates) {
        try {
            await (0,promises_.access)(c, external_node_fs_.constants.X_OK);
            return true;
        }
        catch {
            /* keep looking */
        }
    }
    return false;
}
/**
 * As root: the run's writable folders become nobody's; the workspace root stays
 * root's (mode 711: crossed, not listed or changed), so the read-only harness
 * folder cannot be swapped for another. A kept cache that earlier runs (as root)
 * left is handed over whole, once.
 */
async function handToTestUid(ws, cache) {
    await (0,promises_.chmod)(ws.root, 0o711);
    const mine = [ws.project, ws.reports, ws.home, ws.tmp];
    if ((await (0,promises_.stat)(cache)).uid !== PROCESS_TEST_UID || cache.startsWith(ws.root + external_node_path_.sep))
        mine.push(cache);
    await chownToTestUid(mine);
    const stage = (0,external_node_path_.join)(ws.root, ".view");
    await (0,promises_.mkdir)(stage);
    return { stage, rw: [ws.root, cache] };
}
class ProcessSession {
    ws;
    isolated;
    root;
    paths;
    constructor(ws, cache, isolated, 
    /** As root: how the phases see root's home (confine()); null otherwise. */
    root) {
        this.ws = ws;
        this.isolated = isolated;
        this.root = root;
        this.paths = { project: ws.project, reports: ws.reports, harness: ws.harness, cache };
    }
    env(extra) {
        return { ...(0,environment/* baseEnvironment */.PZ)(process.env, this.ws.home, this.ws.tmp), ...extra };
    }
    confined(argv, env, net) {
        return confine(argv, env, { net, namespaces: this.isolated, root: this.root });
    }
    /** A set-up that failed as root (ROOT_SETUP) is the sandbox's failure, not the project's. */
    setupProblem(outcome) {
        const line = outcome.stderr.text.split("\n").find((l) => l.startsWith(`${SETUP_FAILED} `));
        if (outcome.exitCode !== 125 || !line)
            return outcome;
        throw new SandboxUnavailableError(`the process sandbox could not set up the run as uid ${PROCESS_TEST_UID}: ${line.slice(SETUP_FAILED.length + 1)}`);
    }
    /**
     * The install phase, in network and PID namespaces of its own: its only way out
     * is the forwarder (the host's node, started first in the namespace) to the
     * egress proxy's socket, so it reaches the registries and nothing else; the
     * PID namespace ends whatever it started (a postinstall's daemon) when it ends.
     * Without namespaces it has the host's network, and results.json says so.
     */
    async install(command, req) {
        if (!this.isolated) {
            const env = this.env(req.env);
            const outcome = await runProcess({
                argv: this.confined(["sh", "-c", command], env, false),
                cwd: this.paths.project,
                env,
                limits: req.limits,
                ...(req.signal ? { signal: req.signal } : {}),
            });
            const installIsolation = {
                network: "host",
                network_method: "no namespaces on this machine: the install had the host's network, unfiltered",
                allow_hosts: [],
                reached: [],
                refused: [],
            };
            return { ...this.setupProblem(outcome), installIsolation };
        }
        const egress = await openEgress((0,external_node_path_.join)(this.ws.root, "egress"), req.allowHosts);
        try {
            // The node that runs testcage runs the forwarder; its folder is named so a view for nobody includes it.
            const env = { ...this.env(withProxy(req.env)), [FORWARDER_NODE]: process.execPath };
            const outcome = await runProcess({
                argv: this.confined([
                    "sh",
                    "-c",
                    FORWARD_THEN_RUN,
                    "testcage",
                    process.execPath,
                    ...forwarderArgs(egress.dir, egress.dir),
                    command,
                ], env, true),
                cwd: this.paths.project,
                env,
                limits: req.limits,
                ...(req.signal ? { signal: req.signal } : {}),
            });
            const method = `unshare ${this.root ? "" : "--user "}--net --pid (loopback only) to testcage's egress proxy`;
            return { ...this.setupProblem(outcome), installIsolation: proxiedInstall(method, egress.proxy, req.allowHosts) };
        }
        finally {
            await egress.proxy.close();
        }
    }
    async test(req) {
        const inv = req.invocation;
        await writeHarness(this.paths.harness, inv.harness);
        const env = this.env({ ...inv.env, ...req.env });
        if (inv.requires && !(await programExists(inv.requires.program, env["PATH"] ?? "", this.paths.project))) {
            const outcome = {
                exitCode: null,
                signal: null,
                timedOut: false,
                cancelled: false,
                oom: false,
                stdout: { text: "", totalBytes: 0, truncated: false },
                stderr: { text: "", totalBytes: 0, truncated: false },
                durationMs: 0,
                spawnError: `${inv.requires.program.includes("/") ? inv.requires.program : `${(0,external_node_path_.basename)(inv.requires.program)} (on PATH)`} was not found; ${inv.requires.hint}`,
            };
            return { outcome, reports: {} };
        }
        const streamReport = inv.reports.find((r) => r.fromStdout);
        const outcome = await runProcess({
            argv: this.confined(inv.argv, env, true),
            cwd: this.paths.project,
            env,
            limits: req.limits,
            ...(req.onStdoutLine ? { onStdoutLine: req.onStdoutLine } : {}),
            ...(streamReport ? { stdoutFile: (0,external_node_path_.join)(this.paths.reports, streamReport.file) } : {}),
            ...(req.signal ? { signal: req.signal } : {}),
        });
        this.setupProblem(outcome);
        return { outcome, reports: await collectReports(this.paths.reports, inv.reports, req.limits.reportCapBytes) };
    }
    async close() {
        await removeWorkspace(this.ws);
    }
}
const processSandbox = {
    kind: "process",
    async isolation(outputCapBytes) {
        const ns = namespacesAvailable();
        const root = runningAsRoot();
        const nnp = setprivPath() !== null;
        const notes = [
            root
                ? `No container: testcage runs as root, so the install and the tests run as uid ${PROCESS_TEST_UID} (nobody) with no_new_privs; a folder nobody cannot cross on the way to the run's folders or the toolchains its PATH names (root's home) shows them only those, the toolchains read-only. They can read and write whatever that uid can outside the copy.`
                : "No container: the tests run as the runner's user and can read and write whatever that user can outside the copy.",
            nnp
                ? "no_new_privs (setpriv): setuid programs such as sudo cannot raise the install's or the tests' privileges."
                : "setpriv (util-linux) is not installed, so no_new_privs is not set: setuid programs such as sudo keep working for the tests.",
            // Said, not silently ignored: the disk option applies where there is a container to cap.
            "Disk writes are not capped: the disk option applies to the docker and service sandboxes.",
        ];
        if (!ns)
            notes.push("User namespaces are not available here, so the tests had the host's network and processes they or the install detached (setsid) may outlive the run.");
        return {
            network: ns ? "none" : "host",
            network_method: ns ? `unshare ${root ? "" : "--user "}--net --pid (loopback only)` : null,
            filesystem: "temp-copy",
            environment: "scrubbed",
            process_group: true,
            uid: root ? PROCESS_TEST_UID : (process.getuid?.() ?? null),
            no_new_privs: nnp,
            output_cap_bytes: outputCapBytes,
            notes,
        };
    },
    async open(projectDir, opts) {
        const root = runningAsRoot();
        if (root && !namespacesAvailable()) {
            // Never run the project as root: say what is missing instead.
            throw new SandboxUnavailableError(setprivPath()
                ? `testcage runs as root, and the process sandbox then runs the install and the tests as uid ${PROCESS_TEST_UID} in namespaces of their own, but unshare --mount --net --pid with setpriv failed here; run testcage as a non-root user or use the docker sandbox`
                : `testcage runs as root, and the process sandbox then runs the install and the tests as uid ${PROCESS_TEST_UID} with no_new_privs through setpriv, which is not installed (util-linux); install it, run testcage as a non-root user, or use the docker sandbox`);
        }
        const ws = await createWorkspace(projectDir);
        const cache = opts.cache === "project" ? projectCache(cacheRoot(), projectDir) : (0,external_node_path_.join)(ws.root, "cache");
        let view = null;
        try {
            await makeCacheDir(cache, opts.cache);
            if (root)
                view = await handToTestUid(ws, cache);
        }
        catch (err) {
            // No session exists yet whose close would remove the workspace.
            await removeWorkspace(ws);
            throw err;
        }
        return new ProcessSession(ws, cache, namespacesAvailable(), view);
    },
};

;// CONCATENATED MODULE: ./src/sandbox/docker.ts
// The docker sandbox: a fresh container per phase with the docs/architecture.md §4 defaults.
// The project copy, the reports folder and the harness are bind-mounted from a
// private host folder, so hostile writes only ever reach the copy; reports are
// read back through the same lstat/size-capped reader as everywhere else.















/** Mount points inside the container; results are mapped back from these. */
const CONTAINER_PATHS = {
    project: "/work/project",
    reports: "/work/reports",
    harness: "/testcage/harness",
    cache: "/testcage/cache",
};
/**
 * The label every testcage container carries, so leftovers can always be found.
 * TESTCAGE_LABEL (set on the host, never by tests) gives parallel test suites
 * their own namespace, so one suite's cleanup checks never see another's runs.
 */
function containerLabel() {
    return process.env["TESTCAGE_LABEL"] ?? "dev.testcage";
}
/** The label whose value is the job's scope (job-scope.ts): what the action's post step removes. */
function jobLabel() {
    return `${containerLabel()}.job`;
}
/** The user of the runner images; used when testcage itself runs as root. */
const IMAGE_UID = 10001;
/**
 * The runner image for a language: the locally built testcage/runner-<lang>:local
 * when present (npm run docker:up), else, inside GitHub Actions, the published
 * ghcr.io/<action owner>/testcage-runner-<lang> of this version.
 * TESTCAGE_IMAGE_PREFIX / TESTCAGE_IMAGE_TAG override both.
 */
function defaultImage(language, env = process.env) {
    const lang = language === "javascript" ? "node" : language;
    const actionRepo = env["GITHUB_ACTION_REPOSITORY"];
    const published = actionRepo ? `ghcr.io/${actionRepo.split("/")[0].toLowerCase()}/testcage-runner-` : null;
    const prefix = env["TESTCAGE_IMAGE_PREFIX"] ?? published ?? "testcage/runner-";
    const tag = env["TESTCAGE_IMAGE_TAG"] ?? (env["TESTCAGE_IMAGE_PREFIX"] || !published ? "local" : `v${version/* VERSION */.x}`);
    return `${prefix}${lang}:${tag}`;
}
function containerUser() {
    const uid = process.getuid?.() ?? IMAGE_UID;
    // Never root inside: as root here, hand the copy to the image's own unprivileged user.
    return uid === 0 ? { uid: IMAGE_UID, gid: IMAGE_UID } : { uid, gid: process.getgid?.() ?? uid };
}
/** The `docker run` argv for one phase. Pure, so the hardening flags are unit-tested. */
function dockerRunArgs(plan, ws, cacheDir, phase) {
    const o = plan.options;
    const runtime = phase.runtime ?? o.runtime;
    return [
        "run",
        "--name",
        plan.name,
        "--label",
        `${containerLabel()}=${plan.runId}`,
        ...(plan.jobScope ? ["--label", `${jobLabel()}=${plan.jobScope}`] : []),
        "--network",
        phase.network,
        "--read-only",
        "--tmpfs",
        `/tmp:rw,exec,nosuid,nodev,size=${o.tmpfsSize}`,
        "--user",
        `${plan.user.uid}:${plan.user.gid}`,
        "--cap-drop",
        "ALL",
        "--security-opt",
        "no-new-privileges",
        "--pids-limit",
        String(o.pidsLimit),
        "--memory",
        o.memory,
        "--memory-swap",
        o.memory,
        "--cpus",
        plan.cpus,
        "--ulimit",
        "core=0",
        "--init",
        "--log-driver",
        "none",
        ...(runtime === "runsc" ? ["--runtime", "runsc"] : []),
        "--volume",
        `${ws.project}:${CONTAINER_PATHS.project}:rw`,
        "--volume",
        `${ws.reports}:${CONTAINER_PATHS.reports}:rw`,
        "--volume",
        `${ws.harness}:${CONTAINER_PATHS.harness}:ro`,
        "--volume",
        `${cacheDir}:${CONTAINER_PATHS.cache}:rw`,
        "--workdir",
        CONTAINER_PATHS.project,
        // --init is PID 1 here; the image's own entrypoint (tini, for service use) would be a second init.
        "--entrypoint",
        "",
        // Values travel in the docker client's environment, not in argv (ps shows argv).
        ...phase.envNames.flatMap((n) => ["--env", n]),
        "--",
        plan.image,
        // no-new-privileges is already set on the container itself.
        ...entryArgv(phase.requiredProgram, phase.argv, false),
    ];
}
/** The labels every container of a run carries: its own, and its job's. */
function runLabels(plan) {
    return [`${containerLabel()}=${plan.runId}`, ...(plan.jobScope ? [`${jobLabel()}=${plan.jobScope}`] : [])];
}
/** Pulls a published image (never a local-only tag); false when that is not possible. */
async function pullImage(image) {
    if (image.endsWith(":local"))
        return false;
    return (await docker(["pull", "--quiet", image], 10 * 60_000)).code === 0;
}
class DockerSession {
    ws;
    plan;
    cacheDir;
    paths = CONTAINER_PATHS;
    phase = 0;
    constructor(ws, plan, cacheDir) {
        this.ws = ws;
        this.plan = plan;
        this.cacheDir = cacheDir;
    }
    async runContainer(argv, network, env, requiredProgram, req, stdoutFile, runtime) {
        const name = `${this.plan.name}-${this.phase++}`;
        const plan = { ...this.plan, name };
        const args = dockerRunArgs(plan, this.ws, this.cacheDir, {
            network,
            envNames: Object.keys(env),
            argv,
            requiredProgram,
            ...(runtime ? { runtime } : {}),
        });
        const clientEnv = dockerClientEnv(env);
        const outcome = await runProcess({
            argv: [dockerBinary(), ...args],
            cwd: this.ws.root,
            env: clientEnv,
            limits: req.limits,
            ...(req.onStdoutLine ? { onStdoutLine: req.onStdoutLine } : {}),
            ...(stdoutFile ? { stdoutFile } : {}),
            ...(req.signal ? { signal: req.signal } : {}),
            // The client proxies the SIGINT its group gets to the container (once: never
            // `docker kill --signal INT` as well, or the tests get two and the second one
            // interrupts the report being written). A kill must not depend on the client.
            onStop: (signal) => {
                if (signal === "SIGKILL")
                    void docker(["kill", "--signal", "KILL", name], 10_000);
            },
        });
        const oom = await oomKilled(name);
        await docker(["rm", "-f", name]);
        if (programMissing(outcome, requiredProgram)) {
            return { ...outcome, oom, spawnError: `${requiredProgram} is not in the image ${this.plan.image}` };
        }
        if (outcome.exitCode === 125) {
            // 125 is docker's own failure (bad flag, runtime missing), not the tests'.
            return {
                ...outcome,
                oom,
                spawnError: `docker could not start the container: ${outcome.stderr.text.trim().split("\n").pop() ?? ""}`,
            };
        }
        return { ...outcome, oom };
    }
    /**
     * The install phase: no network of its own. It shares the loopback of a
     * forwarder container whose only way out is the egress proxy's socket, so it
     * reaches the registries of req.allowHosts and nothing else: not the host's
     * loopback, not the runner's private networks, whatever the engine's networks.
     */
    async install(command, req) {
        const egress = await openEgress((0,external_node_path_.join)(this.ws.root, "egress"), req.allowHosts);
        try {
            const forwarder = await startForwarder({
                name: `${this.plan.name}-egress`,
                labels: runLabels(this.plan),
                user: `${this.plan.user.uid}:${this.plan.user.gid}`,
                network: "none",
                dir: egress.dir,
                image: defaultImage("node"),
                pull: pullImage,
            });
            if (forwarder.problem !== null) {
                const outcome = await this.runContainer(["sh", "-c", command], "none", (0,environment/* containerEnvironment */.Vk)(req.env), null, req);
                const installIsolation = {
                    network: "none",
                    network_method: `docker --network none: ${forwarder.problem}, so the install had no network at all`,
                    allow_hosts: [],
                    reached: [],
                    refused: [],
                };
                return { ...outcome, installIsolation };
            }
            const runsc = this.plan.options.runtime === "runsc";
            const outcome = await this.runContainer(["sh", "-c", command], `container:${this.plan.name}-egress`, (0,environment/* containerEnvironment */.Vk)(withProxy(req.env)), null, req, undefined, "runc");
            const method = `docker --network container:<forwarder> (loopback only) to testcage's egress proxy${runsc ? "; the install ran under runc, since gVisor's network stack cannot share the forwarder's loopback (the tests ran under runsc)" : ""}`;
            return { ...outcome, installIsolation: proxiedInstall(method, egress.proxy, req.allowHosts) };
        }
        finally {
            await docker(["rm", "-f", `${this.plan.name}-egress`]);
            await egress.proxy.close();
        }
    }
    async test(req) {
        const inv = req.invocation;
        await writeHarness(this.ws.harness, inv.harness);
        const env = (0,environment/* containerEnvironment */.Vk)({ ...inv.env, ...req.env });
        const streamReport = inv.reports.find((r) => r.fromStdout);
        const outcome = await this.runContainer(inv.argv, this.plan.options.network, env, inv.requires?.program ?? null, req, streamReport ? (0,external_node_path_.join)(this.ws.reports, streamReport.file) : undefined);
        if (outcome.spawnError && inv.requires && outcome.spawnError.includes("is not in the image")) {
            outcome.spawnError = `${outcome.spawnError}; ${inv.requires.hint}, or pass --image with an image that has it`;
        }
        if (this.ws.disk && (await (0,sandbox_disk/* diskFull */.xg)(this.ws.disk))) {
            outcome.diskLimit = `the tests filled the run's ${this.plan.options.disk ?? ""} disk (project copy, reports and cache) and further writes failed with ENOSPC; results may be incomplete. Raise disk (--disk) or find the test that writes so much.`;
        }
        return { outcome, reports: await collectReports(this.ws.reports, inv.reports, req.limits.reportCapBytes) };
    }
    async close() {
        await removeByLabel(`${containerLabel()}=${this.plan.runId}`);
        await removeWorkspace(this.ws);
    }
}
function dockerSandbox(options, language) {
    const image = options.image ?? defaultImage(language);
    const cpus = options.cpus ?? String((0,external_node_os_namespaceObject.availableParallelism)());
    const user = containerUser();
    // Set by open(): how the disk cap was applied on this machine.
    let disk = options.disk === null ? "none" : `${options.disk} (not applied yet)`;
    // isolation() is asked before open() can know whether the mount works; open()
    // corrects the disk note in place, so results.json says what was applied.
    let isolationNotes = null;
    let diskNote = options.disk === null
        ? "Disk use is not capped (disk: none): the tests can write to the runner's disk until it is full."
        : `The tests' writes are capped at ${options.disk} (loop-mounted ext4) where this machine allows it.`;
    const info = () => ({
        image,
        runtime: options.runtime,
        user: `${user.uid}:${user.gid}`,
        memory: options.memory,
        cpus,
        pids_limit: options.pidsLimit,
        tmpfs_size: options.tmpfsSize,
        read_only_root: true,
        disk,
    });
    return {
        kind: "docker",
        container: info,
        async isolation(outputCapBytes) {
            const notes = [
                `Container ${image} as ${user.uid}:${user.gid}, read-only root, all capabilities dropped, no-new-privileges, ${options.memory} memory (no swap), ${cpus} CPUs, ${options.pidsLimit} processes.`,
            ];
            if (options.runtime === "runsc")
                notes.push("gVisor (runsc) runs the container under a user-space kernel.");
            if (options.network !== "none")
                notes.push(`The test phase had the docker network ${options.network}.`);
            isolationNotes = { notes, at: notes.push(diskNote) - 1 };
            return {
                network: options.network === "none" ? "none" : "host",
                network_method: options.network === "none" ? "docker --network none" : `docker network ${options.network}`,
                filesystem: "container",
                environment: "scrubbed",
                process_group: true,
                uid: user.uid,
                // docker run --security-opt no-new-privileges.
                no_new_privs: true,
                output_cap_bytes: outputCapBytes,
                notes,
            };
        },
        async open(projectDir, opts) {
            const problem = await dockerProblem();
            if (problem)
                throw new SandboxUnavailableError(`docker is not usable here (${problem}); start it (npm run docker:up) or use --sandbox process`, "docker-unavailable");
            if (!(await imageExists(image)) && !(await pullImage(image))) {
                throw new SandboxUnavailableError(`the image ${image} is not on this machine; build the runner images (npm run docker:up) or pass --image`, "docker-unavailable");
            }
            if (options.runtime === "runsc" && !(await runtimes()).includes("runsc")) {
                throw new SandboxUnavailableError("the runsc (gVisor) runtime is not configured in docker; run npm run docker:up or use --runtime runc", "docker-unavailable");
            }
            const ws = await createWorkspace(projectDir, options.disk === null ? null : { capBytes: (0,sandbox_disk/* sizeBytes */.Vv)(options.disk), owner: user });
            if (ws.disk) {
                disk = `${options.disk} (loop-mounted ext4)`;
                diskNote = `The project copy, the reports${opts.cache === "run" ? " and the run's cache" : ""} live on a ${options.disk} file system of their own (loop-mounted ext4): writes past it fail with ENOSPC.${opts.cache === "project" ? " The per-project cache (cache: project) is a host folder outside that cap." : ""}`;
            }
            else if (ws.diskProblem) {
                disk = `not capped: ${ws.diskProblem}`;
                diskNote = `Disk use is NOT capped here (${ws.diskProblem}): the tests can write to the runner's disk until it is full.`;
            }
            if (isolationNotes)
                isolationNotes.notes[isolationNotes.at] = diskNote;
            // From here a failure must not leave the workspace (and its mounted disk) behind:
            // no session exists yet whose close would remove it.
            try {
                const cacheDir = opts.cache === "project"
                    ? projectCache((0,external_node_path_.join)(cacheRoot(), `docker-${user.uid}`), projectDir)
                    : (0,external_node_path_.join)(ws.writable, "cache");
                await makeCacheDir(cacheDir, opts.cache);
                if (process.getuid?.() === 0) {
                    await chownTree(ws.project, user.uid, user.gid);
                    await chownTree(ws.reports, user.uid, user.gid);
                    await chownTree(cacheDir, user.uid, user.gid);
                }
                const runId = (0,external_node_crypto_namespaceObject.randomBytes)(8).toString("hex");
                return new DockerSession(ws, { name: `testcage-${runId}`, runId, jobScope: jobScope(), image, user, options, cpus }, cacheDir);
            }
            catch (err) {
                await removeWorkspace(ws);
                throw err;
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/sandbox/docker-api.ts
// A GET on the Docker Engine API over its unix socket, for the calls on a run's
// critical path: starting the docker client costs ~30 ms, a request on the
// socket ~1 ms. Used only where the client would talk to that same socket
// anyway; anywhere else (a tcp:// DOCKER_HOST, a docker context, a client of
// testcage's choosing) the callers use the client, which knows those setups.





const DEFAULT_SOCKET = "/var/run/docker.sock";
/** The engine's socket path when the docker client would use it; null when the client may go elsewhere. */
function engineSocket(env = process.env) {
    if (env["TESTCAGE_DOCKER"] || env["DOCKER_CONTEXT"])
        return null;
    const host = env["DOCKER_HOST"];
    if (host && !host.startsWith("unix://"))
        return null;
    const socket = host ? host.slice("unix://".length) : DEFAULT_SOCKET;
    const config = (0,external_node_path_.join)(env["DOCKER_CONFIG"] ?? (0,external_node_path_.join)(env["HOME"] ?? (0,external_node_os_namespaceObject.homedir)(), ".docker"), "config.json");
    try {
        const current = JSON.parse((0,external_node_fs_.readFileSync)(config, "utf8")).currentContext;
        if (typeof current === "string" && current !== "" && current !== "default")
            return null;
    }
    catch {
        /* no client config (or none readable): the client's defaults apply */
    }
    return (0,external_node_fs_.existsSync)(socket) ? socket : null;
}
/** The parsed JSON of a 200 answer; null for any other answer or failure (callers then ask the client). */
function engineGet(socket, path, timeoutMs = 5_000) {
    return new Promise((resolve) => {
        // A connection of its own, not the global agent's: the agent works out a TLS
        // server name for every request, and its first IPv6 check alone costs ~4 ms.
        // Without the agent the request's own timeout option never fires: hence the timer.
        const createConnection = () => (0,external_node_net_namespaceObject.connect)(socket);
        const timer = setTimeout(() => req.destroy(), timeoutMs);
        const done = (value) => {
            clearTimeout(timer);
            resolve(value);
        };
        const req = (0,external_node_http_namespaceObject.request)({ createConnection, path, method: "GET" }, (res) => {
            const chunks = [];
            let size = 0;
            res.on("data", (c) => {
                size += c.length;
                // An inspect is a few KiB; far more is not an answer worth reading.
                if (size <= 4 * 1024 * 1024)
                    chunks.push(c);
                else
                    req.destroy();
            });
            res.on("end", () => {
                if (res.statusCode !== 200)
                    return done(null);
                try {
                    done(JSON.parse(Buffer.concat(chunks).toString("utf8")));
                }
                catch {
                    done(null);
                }
            });
            res.on("error", () => done(null));
            // A response cut short (destroyed above, or the engine went away) may end without "end".
            res.on("close", () => done(null));
        });
        req.on("error", () => done(null));
        req.end();
    });
}

;// CONCATENATED MODULE: ./src/sandbox/container-state.ts
// What the service sandbox needs to know of its container before a run: whether
// it runs, its image and limits (results.json reports the container's own), and
// the networks to disconnect for the test phase, and the environment it was
// started with beside its image's own (a service started with `-e TOKEN=...`
// must not hand TOKEN to the tests). From the Engine API where the client would
// use the same socket (docker-api.ts), else from `docker inspect`.


/** Networks other than "none" and "host" (which cannot be disconnected), with the aliases to restore. */
function networkAttachments(value) {
    if (!value || typeof value !== "object")
        return [];
    return Object.entries(value)
        .filter(([name]) => name !== "none" && name !== "host")
        .map(([name, n]) => ({
        name,
        aliases: Array.isArray(n?.Aliases) ? n.Aliases.filter((a) => typeof a === "string") : [],
    }));
}
const num = (v) => (typeof v === "number" && Number.isFinite(v) ? v : Number(v) || 0);
/** "NAME=value" strings from a JSON Env list; anything else is dropped. */
function envList(value) {
    return Array.isArray(value) ? value.filter((e) => typeof e === "string" && e.includes("=")) : [];
}
/** The Engine API's container JSON, or null when it is not one. */
function stateFromApi(json) {
    if (!json || typeof json !== "object")
        return null;
    const o = json;
    if (!o.State || !o.HostConfig)
        return null;
    const host = o.HostConfig;
    return {
        running: o.State.Running === true,
        image: typeof o.Config?.Image === "string" ? o.Config.Image : "",
        memory: num(host["Memory"]),
        nanoCpus: num(host["NanoCpus"]),
        pidsLimit: num(host["PidsLimit"]),
        runtime: typeof host["Runtime"] === "string" ? host["Runtime"] : "runc",
        readOnly: host["ReadonlyRootfs"] === true,
        networks: networkAttachments(o.NetworkSettings?.Networks),
        imageId: typeof o.Image === "string" ? o.Image : "",
        env: envList(o.Config?.Env),
        imageEnv: null,
    };
}
/**
 * Two lines of their own first (the image ID, the environment's JSON, which can
 * hold "|" but never a raw newline), then the "|"-separated fields, the
 * networks' JSON last.
 */
const FORMAT = "{{.Image}}\n{{json .Config.Env}}\n{{.State.Running}}|{{.Config.Image}}|{{.HostConfig.Memory}}|{{.HostConfig.NanoCpus}}|{{.HostConfig.PidsLimit}}|{{.HostConfig.Runtime}}|{{.HostConfig.ReadonlyRootfs}}|{{json .NetworkSettings.Networks}}";
/** `docker inspect --format FORMAT` output (the image name cannot hold "|"; the networks' JSON can). */
function stateFromClient(stdout) {
    const [imageId = "", envJson = "", ...rest] = stdout.trim().split("\n");
    let env = null;
    try {
        env = JSON.parse(envJson);
    }
    catch {
        /* no environment to speak of */
    }
    const fields = rest.join("\n").split("|");
    const [running, image, memory, nanoCpus, pids, runtime, readOnly] = fields;
    let networks = null;
    try {
        networks = JSON.parse(fields.slice(7).join("|"));
    }
    catch {
        /* no networks to restore */
    }
    return {
        running: running === "true",
        image: image ?? "",
        memory: num(memory),
        nanoCpus: num(nanoCpus),
        pidsLimit: num(pids),
        runtime: runtime || "runc",
        readOnly: readOnly === "true",
        networks: networkAttachments(networks),
        imageId: imageId.trim(),
        env: envList(env),
        imageEnv: null,
    };
}
/** The image's own environment, or null when neither the API nor the client could say. */
async function imageEnvironment(socket, imageId) {
    if (!imageId)
        return null;
    if (socket) {
        const json = (await engineGet(socket, `/images/${encodeURIComponent(imageId)}/json`));
        if (json && typeof json === "object")
            return envList(json.Config?.Env);
    }
    const r = await docker(["image", "inspect", "--format", "{{json .Config.Env}}", imageId]);
    if (r.code !== 0)
        return null;
    try {
        return envList(JSON.parse(r.stdout));
    }
    catch {
        return null;
    }
}
/** The container's state; null when neither the API nor the client could say (no such container, no docker). */
async function inspectContainer(name) {
    const socket = engineSocket();
    let state = null;
    if (socket)
        state = stateFromApi(await engineGet(socket, `/containers/${encodeURIComponent(name)}/json`));
    if (!state) {
        const r = await docker(["inspect", "--type", "container", "--format", FORMAT, name]);
        if (r.code !== 0)
            return null;
        state = stateFromClient(r.stdout);
    }
    // Only a running container is used, and only then does its environment matter.
    if (state.running)
        state.imageEnv = await imageEnvironment(socket, state.imageId);
    return state;
}

// EXTERNAL MODULE: ./src/text.ts
var src_text = __nccwpck_require__(992);
;// CONCATENATED MODULE: ./src/sandbox/service-scripts.ts
// The shell scripts the service sandbox runs inside its container, and the
// parsers for what they print. Each docker exec costs about a tenth of a second,
// so each script does every step that can share one exec. Scripts take their
// values as positional arguments ("$1"...), never spliced into the text.


/**
 * `sh -c CLEAN_ENV testcage NAME... -- ARGV...`: execs ARGV under `env -i` with
 * only the NAMEs (those set; a name that is not a shell identifier is ignored,
 * so eval only ever sees one). Shell builtins until the exec: the values never
 * pass through argv. service-env.ts says why and what is kept.
 */
const CLEAN_ENV = [
    "unset _tc_s",
    'for _tc_a do shift; if [ -n "${_tc_s+x}" ]; then set -- "$@" "$_tc_a"; elif [ "$_tc_a" = -- ]; then _tc_s=1; else case $_tc_a in ""|[0-9]*|*[!A-Za-z0-9_]*) ;; *) eval "[ -z \\"\\${$_tc_a+x}\\" ] || set -- \\"\\$@\\" \\"$_tc_a=\\${$_tc_a}\\"" ;; esac; fi; done',
    'exec env -i "$@"',
].join("; ");
/** ARGV, started from an empty environment plus the named variables (CLEAN_ENV). */
function cleanEnvArgv(keep, argv) {
    return ["sh", "-c", CLEAN_ENV, "testcage", ...keep.filter((n) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(n)), "--", ...argv];
}
/** Why the container was refused (the HYGIENE_REFUSED_TAG line an exec wrote on stderr), or null. */
function hygieneRefusal(stderr) {
    const line = stderr.split("\n").find((l) => l.startsWith(`${HYGIENE_REFUSED_TAG} `));
    return line === undefined ? null : line.slice(HYGIENE_REFUSED_TAG.length + 1).trim();
}
/** In the harness folder: how the container is cleaned after a run (HYGIENE_PROBE). */
const HYGIENE_FILE = ".hygiene";
/** A run or install exits with this, before any project code runs, when the container cannot be cleaned after it. */
const HYGIENE_REFUSED_EXIT = 87;
/** Starts the line on stderr that says why, before HYGIENE_REFUSED_EXIT. */
const HYGIENE_REFUSED_TAG = "@@testcage-refused";
/** Runs argv in an IPC namespace of its own (and the user namespace that allows it, mapping the uid to itself). */
const IPC_NAMESPACE = "unshare --user --map-current-user --ipc --";
/**
 * As the harness uid, once per container (with the harness files): finds out
 * how a run can be cleaned up after, and writes it to HYGIENE_FILE, read-only
 * for the tests. First line: "list" (SysV IPC objects are listed in
 * /proc/sysvipc and removed with ipcrm, POSIX ones are files under /dev/shm
 * and a visible mqueue mount), "ns" (they cannot be listed, as under gVisor,
 * but a user and IPC namespace of the tests' own can be made, and everything
 * in it goes with the tests' last process), or "refuse" and why. Then the
 * folders the tests' uid can write to, one a line: the topmost directories
 * that are world-writable or the uid's own (or its group's, writable) on every
 * writable mount but pseudo file systems. The clean-up searches only these,
 * which is everything the uid can own: a file is made only in a folder one
 * can write to. One walk of the container's file systems (~20 ms under runc,
 * ~0.5 s under gVisor for a runner image) here, a few folders after each run.
 * A writable folder the uid cannot list (mode 1733) would hide what is put
 * there: then "refuse". Args: harness dir, the tests' uid.
 */
const HYGIENE_PROBE = [
    'tu="$2"; mounts=""; mq=0',
    "while read -r _ _ _ _ mp opts rest; do",
    '  case ",$opts," in *,ro,*) continue ;; esac',
    "  t=${rest#*- }; t=${t%% *}",
    "  case $t in mqueue) mq=1 ;; proc|sysfs|cgroup|cgroup2|devpts|securityfs|debugfs|tracefs|bpf|pstore|configfs|fusectl|binfmt_misc) continue ;; esac",
    // mountinfo writes a space in a path as \040.
    `  case $mp in *\\\\*) mp=$(printf '%b' "$mp") ;; esac`,
    '  mounts="$mounts$mp\n"',
    "done < /proc/self/mountinfo",
    "IFS='\n'; set -f",
    'found=$(find $mounts -xdev -type d \\( \\( -perm -0002 ! -user "$tu" ! -perm -0005 -printf "hidden %p\\n" \\) -o \\( -perm -0002 -o -user "$tu" -o \\( -group "$tu" -perm -0020 \\) \\) -printf "%p\\n" \\) -prune 2>/dev/null | sort -u)',
    "unset IFS",
    'if ! command -v find >/dev/null 2>&1; then mode="refuse the container has no find(1), so the files a run leaves could not be found"',
    'elif hidden=$(printf "%s\\n" "$found" | grep "^hidden "); then mode="refuse the tests could write to ${hidden#hidden } but not list it, so what they leave there could not be found"',
    'elif [ -r /proc/sysvipc/shm ] && [ -r /proc/sysvipc/msg ] && [ -r /proc/sysvipc/sem ] && [ "$mq" = 1 ] && command -v ipcrm >/dev/null 2>&1; then mode=list',
    `elif ${IPC_NAMESPACE} true 2>/dev/null; then mode=ns`,
    'else mode="refuse its SysV IPC objects cannot be listed (no /proc/sysvipc, no mqueue mount or no ipcrm) and it allows no IPC namespace for the tests (unshare --user --ipc), so what a run leaves there could reach a later run"; fi',
    `rm -f -- ${HYGIENE_FILE}; printf "%s\\n%s\\n" "$mode" "$found" > ${HYGIENE_FILE}; chmod 444 -- ${HYGIENE_FILE}`,
].join("\n");
/**
 * The container's cgroup OOM-kill counter (cgroup v1 memory.oom_control or v2
 * memory.events): a rise during the run means the kernel killed one of its
 * processes for memory, which `docker inspect` does not show for a container
 * that itself keeps running.
 */
const OOM_COUNT = 
// Shell builtins only: a process started in a container costs ~1.5 ms, and this runs twice per run.
'for f in /sys/fs/cgroup/memory/memory.oom_control /sys/fs/cgroup/memory.events; do [ -r "$f" ] && while read -r k v; do [ "$k" = oom_kill ] && echo "$v" && break 2; done < "$f"; done';
/**
 * Makes the run's private folders under "$d" (and the cache folder "$c"). A
 * folder a run that never got to clean up left there (its path is the same for
 * every run of a project with cache "project") goes first; mkdir without -p then
 * fails unless this uid made "$d" itself, so no one else's folder is ever used.
 * It ends in an && chain for the caller to continue ("&& tar ..."): set -e does
 * not hold inside a subshell whose status an || tests, so only && stops it.
 */
const MAKE_RUN_DIR = 'if [ -e "$d" ] || [ -L "$d" ]; then chmod -R u+w -- "$d" 2>/dev/null; rm -rf -- "$d"; fi; mkdir -m 700 "$d" && mkdir -p "$d/project" "$d/reports" "$d/tmp" "$d/home" "$c"';
/** What PREPARE_SCRIPT prints when the harness folder has no HYGIENE_FILE yet: the host writes it before the install. */
const NO_HYGIENE = "no-hygiene";
/**
 * As the test uid, for a run with an install phase (which needs the project
 * before the test exec): makes the run's private folders and unpacks the
 * project (a tar on stdin); says NO_HYGIENE when the harness folder cannot
 * yet tell how to clean up after the install. Args: run dir, cache dir,
 * harness dir.
 */
const PREPARE_SCRIPT = 'd="$1"; c="$2"; h="$3"; umask 077; ' +
    MAKE_RUN_DIR +
    ` && tar -x -C "$d/project" --no-same-owner -f - && { [ -r "$h/${HYGIENE_FILE}" ] || echo ${NO_HYGIENE}; }`;
/**
 * `sh -c INSTALL_SCRIPT testcage HARNESS_DIR ARGV...` as the test uid: ARGV
 * (the install command) the way the tests run: refused (HYGIENE_REFUSED_EXIT)
 * where the container cannot be cleaned after it, in an IPC namespace of its
 * own where that is how it is cleaned, and under no_new_privs (setpriv, where
 * the image has it: the container must let testcage's own execs be, so it
 * cannot set that itself).
 */
const INSTALL_SCRIPT = [
    'h="$1"; shift; hm=; [ -r "$h/' + HYGIENE_FILE + '" ] && read -r hm hr < "$h/' + HYGIENE_FILE + '"',
    "case $hm in list) ;; ns) set -- " +
        IPC_NAMESPACE +
        " \"$@\" ;; *) printf '%s %s\\n' " +
        HYGIENE_REFUSED_TAG +
        ' "${hr:-the harness folder does not say how to clean up after a run}" >&2; exit ' +
        String(HYGIENE_REFUSED_EXIT) +
        " ;; esac",
    'mkdir -p "$HOME" 2>/dev/null',
    'if command -v setpriv >/dev/null 2>&1; then exec setpriv --no-new-privs -- "$@"; fi; exec "$@"',
].join("; ");
/** "name  sha256" lines for sha256sum -c: what the harness folder must hold for this run. */
function harnessSums(files) {
    return files.map((f) => `${(0,external_node_crypto_namespaceObject.createHash)("sha256").update(f.content, "utf8").digest("hex")}  ${f.name}\n`).join("");
}
/**
 * As the harness uid (never the tests'): (re)writes the harness files from
 * stdin (name, size, bytes; an empty name ends) into a folder only it owns,
 * world-readable and read-only, and HYGIENE_FILE (HYGIENE_PROBE). Refuses a
 * folder someone else made first. Args: harness dir, the tests' uid.
 */
const HARNESS_SCRIPT = [
    'set -e; h="$1"',
    'if [ -e "$h" ] || [ -L "$h" ]; then [ "$(stat -c %u "$h")" = "$(id -u)" ] && [ -d "$h" ] && [ ! -L "$h" ] || { echo "$h belongs to someone else" >&2; exit 3; }; chmod 755 "$h"; else mkdir -m 755 "$h"; fi',
    'cd "$h"',
    'while IFS= read -r name && [ -n "$name" ] && IFS= read -r size; do rm -f -- "$name"; head -c "$size" > "$name"; chmod 444 -- "$name"; done',
    "set +e",
    HYGIENE_PROBE,
    "chmod 555 .",
].join("\n");
function harnessInput(files) {
    const parts = [];
    for (const f of files) {
        const body = Buffer.from(f.content, "utf8");
        parts.push(Buffer.from(`${f.name}\n${body.length}\n`), body);
    }
    parts.push(Buffer.from("\n"));
    return Buffer.concat(parts);
}
const DISK_MARKER_FILE = ".testcage-disk-limit";
/** Free KiB where the run's folder "$d" lives, from df alone (the second line's fourth field). */
const FREE_KIB = 'df -Pk "$d" 2>/dev/null | { read -r _; read -r _ _ _ a _ && echo "$a"; }';
/** The first line the run script writes on stderr, before any test code runs. */
const READY_TAG = "@@testcage-ready";
/** Opens the reports the run script sends after the tests, on stderr. */
const FRAME_TAG = "@@testcage-frame";
/** The run script's last line on stderr: what it found after the tests. */
const END_TAG = "@@testcage-end";
/** The run script exits with this, before any test code runs, when the harness must be (re)written. */
const HARNESS_STALE_EXIT = 86;
/** The run script exits with this when it could not unpack the project. */
const COPY_IN_FAILED_EXIT = 70;
/**
 * Removes the run's folder and every other file of the uid, except "$keep",
 * from the folders HYGIENE_FILE in "$h" lists (every folder the uid can write
 * to; without the file, the usual ones), and its SysV IPC objects. POSIX
 * shared memory and message queues are files in /dev/shm and the mqueue mount,
 * which the list holds. In "ns" mode the IPC objects went with the tests'
 * namespace, and /proc/sysvipc is not there to list.
 */
const CLEAN_UP = [
    // The run's folders are private (umask 077) but stay the uid's own: make them writable again to remove them.
    'chmod -R u+w -- "$d" 2>/dev/null; rm -rf -- "$d"',
    'u=$(id -u); roots="/tmp\n/var/tmp\n/dev/shm\n/run/lock\n/dev/mqueue"',
    'if [ -r "$h/' +
        HYGIENE_FILE +
        '" ]; then roots=""; { read -r _; while IFS= read -r p; do roots="$roots$p\n"; done; } < "$h/' +
        HYGIENE_FILE +
        '"; fi',
    // One find over them all; only what is found costs a process (a missing folder is only an error message, discarded).
    // u+rwx first: a folder the tests made unreadable or read-only is still theirs to empty.
    "IFS='\n'; set -f",
    'find $roots -xdev -mindepth 1 -path "$keep" -prune -o -user "$u" -prune -exec sh -c \'chmod -R u+rwx -- "$@" 2>/dev/null; rm -rf -- "$@"\' sh {} + 2>/dev/null',
    "unset IFS",
    // Columns of /proc/sysvipc: the id second; owner and creator uid 8th and 10th (shm, msg) or 5th and 7th (sem).
    'q=""; if [ -r /proc/sysvipc/shm ]; then while read -r _ i _ _ _ _ _ o _ c _; do { [ "$o" = "$u" ] || [ "$c" = "$u" ]; } && q="$q -m $i"; done < /proc/sysvipc/shm',
    'while read -r _ i _ _ _ _ _ o _ c _; do { [ "$o" = "$u" ] || [ "$c" = "$u" ]; } && q="$q -q $i"; done < /proc/sysvipc/msg',
    'while read -r _ i _ _ o _ c _; do { [ "$o" = "$u" ] || [ "$c" = "$u" ]; } && q="$q -s $i"; done < /proc/sysvipc/sem; fi',
    '[ -z "$q" ] || ipcrm $q 2>/dev/null',
].join("; ");
/**
 * The whole test run in one exec, as the test uid, because each docker exec
 * costs about a tenth of a second (runc's exec itself, not the client):
 *
 * 1. Unpack the project from stdin into the run's private folders (mode
 *    "prep"; a run with an install phase did that in its own exec: "noprep"),
 *    and go there.
 * 2. Check that the harness folder holds exactly this run's files and belongs
 *    to the harness uid, with its HYGIENE_FILE; print READY_TAG with the
 *    OOM-kill baseline and "ok" or "stale" as the first line on stderr.
 *    Stale: exit HARNESS_STALE_EXIT; the host writes the harness and runs
 *    this again with "noprep". Before READY, a container that HYGIENE_FILE
 *    says cannot be cleaned after a run is refused: HYGIENE_REFUSED_TAG and
 *    why, exit HYGIENE_REFUSED_EXIT.
 * 3. The tests, as container-entry.ts entryArgv runs them (HOME, the required
 *    program with its marker, setpriv; in an IPC namespace of their own where
 *    HYGIENE_FILE says "ns"), plus the disk cap: every file is
 *    limited to the cap (RLIMIT_FSIZE) and a watchdog measures the temp
 *    folders every 0.1 s and, once they hold more than the cap over what they
 *    held outside the run's folder when the tests started (so the project
 *    copy counts, as in docker), leaves a marker and kills every process of
 *    the uid, this script included. That first measure (~10 ms on a warm Go
 *    cache) is the watchdog's, beside the tests' start rather than before it,
 *    so what they write outside the run's folder meanwhile is not counted:
 *    one more way the cap is soft. A soft cap: the
 *    kernel cannot hold a container's writes without privileges testcage does
 *    not take. Under a cap the tests run at nice 10, so within the container's
 *    own CPU share the watchdog is scheduled ahead of what it watches; it
 *    survives the SIGINT of a timeout, which goes to every process of the uid.
 * 4. Kill whatever the tests left (kill -1 spares only this script and PID 1):
 *    from here on every byte on stderr is the script's own, and no report
 *    changes, so their sizes come from stat (a large one is not read just to
 *    be measured; the collect exec reads it). When the reports
 *    are small (`inline` bytes in all) and the tests did not end by SIGKILL:
 *    FRAME_TAG with a random nonce, the reports' bytes, the clean-up, then
 *    END_TAG with the nonce, the OOM-kill count, whether the watchdog fired,
 *    the free KiB, and each report's "status:bytes" (0 read, 3 missing, 4 not
 *    a regular file: a symlink is refused as everywhere else; CLEAN_UP, every
 *    file and IPC object of the uid, comes before it). Otherwise
 *    END_TAG with "-" for the nonce and no clean-up, and the host reads the
 *    reports with COLLECT_SCRIPT.
 *
 * The tests share this uid, so they can write on this stderr too, fake END
 * line included. The host believes only the last line, and only when the exec
 * did not end by SIGKILL (exit 137): every catchable signal is trapped here
 * (":" resets to the default in the tests), so only SIGKILL ends the script
 * early, and then the tests' own bytes may come last.
 *
 * Args: mode, run dir, cache dir, harness dir, harness uid, harness sums, cap
 * KiB (0: none), required program ("": none), inline byte limit, report byte
 * limit (cap + 1), kept path, report count, report paths..., argv...
 */
const RUN_SCRIPT = [
    'set -f; mode="$1"; d="$2"; c="$3"; h="$4"; hu="$5"; hs="$6"; cap="$7"; req="$8"; inl="$9"; shift 9',
    'max="$1"; keep="$2"; n="$3"; shift 3',
    // One report path per line (testcage names them; none holds a newline); "$@" keeps the argv.
    'reps=""; while [ "$n" -gt 0 ]; do reps="$reps$1\n"; n=$((n - 1)); shift; done',
    'if [ "$mode" = prep ]; then (umask 077; ' +
        MAKE_RUN_DIR +
        ' && tar -x -C "$d/project" --no-same-owner -f -) || exit ' +
        String(COPY_IN_FAILED_EXIT) +
        "; fi",
    // The exec starts in / (the folder may not exist before the copy-in).
    'cd "$d/project" || exit ' + String(COPY_IN_FAILED_EXIT),
    'hst=ok; if [ "$(stat -c %u "$h" 2>/dev/null)" != "$hu" ] || [ ! -r "$h/' +
        HYGIENE_FILE +
        '" ]; then hst=stale; elif [ -n "$hs" ] && ! (cd "$h" && printf "%s" "$hs" | sha256sum -c --status -) >/dev/null 2>&1; then hst=stale; fi',
    // Before READY: a container that cannot be cleaned after the run is not used.
    'hm=; [ "$hst" = ok ] && read -r hm hr < "$h/' + HYGIENE_FILE + '"',
    "case $hst$hm in stale) ;; oklist|okns) ;; *) printf '%s %s\\n' " +
        HYGIENE_REFUSED_TAG +
        ' "$hr" >&2; exit ' +
        String(HYGIENE_REFUSED_EXIT) +
        " ;; esac",
    "o0=$(" + OOM_COUNT + "); printf '" + READY_TAG + ' %s %s\\n\' "${o0:--}" "$hst" >&2',
    '[ "$hst" = ok ] || exit ' + String(HARNESS_STALE_EXIT),
    "trap : 1 2 3 4 5 6 7 8 10 11 12 13 14 15 16 20 21 22 23 24 25 26 27 28 29 30 31",
    '[ -d "$HOME" ] || mkdir -p "$HOME" 2>/dev/null; rc=127',
    'if [ -n "$req" ] && ! command -v "$req" >/dev/null 2>&1; then echo "' + MISSING_MARKER + ' $req" >&2; else',
    "used() { du -skx /tmp /var/tmp 2>/dev/null | awk '{ s += $1 } END { print s + 0 }'; }",
    // KiB the temp folders hold outside the run's folder ("" where du lacks --exclude or -c).
    'outside() { du -skxc --exclude="$d" /tmp /var/tmp 2>/dev/null | { while read -r s w; do [ "$w" = total ] && echo "$s"; done; }; }',
    'if [ "$cap" -gt 0 ]; then ulimit -f $((cap * 2)); ' +
        '( exec </dev/null >/dev/null 2>&1; trap : 2 15; base=$(outside); [ -n "$base" ] || base=$(used); while kill -0 $$; do sleep 0.1; if [ $(( $(used) - base )) -gt "$cap" ]; then : > "$d/' +
        DISK_MARKER_FILE +
        '"; kill -KILL -1; exit 0; fi; done ) & fi',
    'if [ "$cap" -gt 0 ] && command -v nice >/dev/null 2>&1; then set -- nice -n 10 "$@"; fi',
    'if command -v setpriv >/dev/null 2>&1; then set -- setpriv --no-new-privs -- "$@"; fi',
    '[ "$hm" = ns ] && set -- ' + IPC_NAMESPACE + ' "$@"',
    '"$@" </dev/null; rc=$?; fi',
    "kill -KILL -1 2>/dev/null",
    "o1=$(" + OOM_COUNT + '); w=0; [ -e "$d/' + DISK_MARKER_FILE + '" ] && w=1',
    "free=$(" + FREE_KIB + ")",
    // od prints the nonce as three words; joined here, before IFS turns to newlines.
    'set -- $(od -An -N12 -tx4 /dev/urandom); nonce="$1$2$3"',
    "IFS='\n'",
    'meta=""; tot=0; for f in $reps; do if [ ! -e "$f" ] && [ ! -L "$f" ]; then meta="$meta 3:0"; elif [ -L "$f" ] || [ ! -f "$f" ]; then meta="$meta 4:0"; else b=$(stat -c %s -- "$f"); [ "$b" -gt "$max" ] && b=$max; meta="$meta 0:$b"; tot=$((tot + b)); fi; done',
    'if [ "$rc" -ne 137 ] && [ "$tot" -le "$inl" ]; then',
    "printf '\\n" + FRAME_TAG + ' %s\\n\' "$nonce" >&2',
    'for f in $reps; do if [ -f "$f" ] && [ ! -L "$f" ]; then head -c "$max" -- "$f" >&2; fi; done; unset IFS',
    CLEAN_UP,
    "else nonce=-; unset IFS; fi",
    "printf '\\n" + END_TAG + ' %s %s %s %s%s\\n\' "$nonce" "${o1:--}" "$w" "${free:--}" "$meta" >&2',
    'exit "$rc"',
].join("\n");
function runArgv(a) {
    return [
        "sh",
        "-c",
        RUN_SCRIPT,
        "testcage",
        a.prepared ? "noprep" : "prep",
        a.dir,
        a.cacheDir,
        a.harnessDir,
        String(a.harnessUid),
        harnessSums(a.harness),
        String(a.capKiB),
        a.requiredProgram ?? "",
        String(a.inlineBytes),
        String(a.reportCapBytes + 1),
        a.keep,
        String(a.reports.length),
        ...a.reports,
        ...a.argv,
    ];
}
/**
 * After the tests, as the test uid: kills whatever they left running (kill -1
 * spares only the caller and PID 1), so nothing changes the reports while they
 * are read; prints the OOM-kill count, whether the watchdog fired, the free KiB
 * where the run lives, then each report as "<status> <bytes>\n<bytes>"
 * (status 0 read, 3 missing, 4 not a regular file: a symlink is refused like
 * everywhere else; at most cap+1 bytes cross, so an oversized report is seen as
 * too large without being copied); then removes the run's folder and every
 * other file and IPC object of the uid (CLEAN_UP), so nothing of a run reaches
 * a later one (except the cache, when kept per project).
 * Args: run dir, kept path, harness dir, cap+1, report paths...
 */
const COLLECT_SCRIPT = [
    'd="$1"; keep="$2"; h="$3"; max="$4"; shift 4',
    "kill -KILL -1 2>/dev/null",
    `n=$(${OOM_COUNT})`,
    `w=0; [ -e "$d/${DISK_MARKER_FILE}" ] && w=1`,
    "free=$(" + FREE_KIB + ")",
    'echo "collect ${n:--} $w ${free:--}"',
    'for f in "$@"; do if [ ! -e "$f" ] && [ ! -L "$f" ]; then echo "3 0"; elif [ -L "$f" ] || [ ! -f "$f" ]; then echo "4 0"; else b=$(head -c "$max" -- "$f" | wc -c); echo "0 $b"; head -c "$b" -- "$f"; fi; done',
    CLEAN_UP,
    "true",
].join("; ");
/** Null when the output is not what COLLECT_SCRIPT prints (the exec failed midway). */
function parseCollected(out, count) {
    let at = out.indexOf(10);
    const head = at === -1 ? null : /^collect (\d+|-) ([01]) (\d+|-)$/.exec(out.subarray(0, at).toString("latin1"));
    if (!head)
        return null;
    const num = (s) => (s === "-" ? null : Number(s));
    const reports = [];
    at += 1;
    for (let i = 0; i < count; i++) {
        const nl = out.indexOf(10, at);
        const m = nl === -1 ? null : /^([034]) (\d+)$/.exec(out.subarray(at, nl).toString("latin1"));
        if (!m)
            return null;
        const status = Number(m[1]);
        const size = Number(m[2]);
        if (status !== 0)
            reports.push({ status });
        else if (nl + 1 + size > out.length)
            return null;
        else
            reports.push({ status, bytes: out.subarray(nl + 1, nl + 1 + size) });
        at = nl + 1 + (status === 0 ? size : 0);
    }
    return { oom: num(head[1]), watchdogFired: head[2] === "1", freeKiB: num(head[3]), reports };
}
/** For a session that never got to collect (install only, or a failure): only the clean-up part. */
const CLEANUP_SCRIPT = ['d="$1"; keep="$2"; h="$3"', "kill -KILL -1 2>/dev/null", CLEAN_UP, "true"].join("; ");

;// CONCATENATED MODULE: ./src/sandbox/service-env.ts
// The environment of the service sandbox's execs. `docker exec` hands every
// exec'd process the container's whole environment: its image's, plus whatever
// the workflow started the service with (`-e DB_PASSWORD=...`, job services
// commonly carry credentials). None of the latter may reach the tests, not even
// for an instant in a process whose /proc/<pid>/environ the tests' uid could
// read. So the host decides each exec's environment: names the container has
// beyond what is kept are blanked (`-e NAME=`, a value in argv that is empty),
// names whose value the start changed get the image's value back, and the run
// and install scripts then re-exec under `env -i` with only the kept names and
// testcage's own (service-scripts.ts cleanEnvArgv), so the tests see nothing
// else, not even the blanked names.

function toMap(list) {
    const map = new Map();
    for (const entry of list) {
        const at = entry.indexOf("=");
        if (at > 0)
            map.set(entry.slice(0, at), entry.slice(at + 1));
    }
    return map;
}
/**
 * What is kept: the image's own environment (what the docker sandbox's tests get
 * too: PATH, GOFLAGS, JAVA_HOME... baked into the image, so public), plus the
 * harmless allow-list's names (environment.ts) the container has and the image
 * does not set. Without the image's environment (it could not be read) only the
 * allow-list is kept. Names testcage sets itself (`own`) are its business.
 */
function serviceEnv(containerEnv, imageEnv, own) {
    const container = toMap(containerEnv);
    const kept = toMap(imageEnv ?? []);
    for (const name of environment/* ALLOWED_ENV */.ns) {
        const value = container.get(name);
        if (value !== undefined && !kept.has(name))
            kept.set(name, value);
    }
    const flags = [];
    for (const [name, value] of container) {
        if (own.includes(name))
            continue;
        const keptValue = kept.get(name);
        if (keptValue === undefined)
            flags.push("-e", `${name}=`);
        else if (keptValue !== value)
            flags.push("-e", `${name}=${keptValue}`);
    }
    return { flags, keep: [...kept.keys()].filter((n) => !own.includes(n)) };
}

;// CONCATENATED MODULE: ./src/sandbox/service-stream.ts
// Splits the stderr of the service sandbox's run exec (service-scripts.ts
// RUN_SCRIPT) into the tests' own stderr and the script's lines around it: the
// READY line it writes first, before any test code runs, and the reports frame
// and END line it writes last, after killing everything the tests left. The
// tests' bytes pass on as they come, except the last `window` bytes, held back
// until the end because only then is it known where the frame begins; so
// memory stays bounded by the window whatever the tests write.

/** The READY line is a few dozen bytes; anything longer is not it. */
const START_LINE_MAX = 256;
class RunStderr {
    window;
    release;
    start = null;
    startBytes = [];
    startLength = 0;
    held = [];
    heldBytes = 0;
    constructor(
    /** Bytes held back: at least the largest frame and END line the script may write. */
    window, 
    /** Receives the tests' own stderr, in order. */
    release) {
        this.window = window;
        this.release = release;
    }
    push(chunk) {
        if (this.startBytes) {
            const nl = chunk.indexOf(10);
            if (nl === -1 && this.startLength + chunk.length <= START_LINE_MAX) {
                this.startBytes.push(chunk);
                this.startLength += chunk.length;
                return;
            }
            const line = Buffer.concat([...this.startBytes, chunk.subarray(0, nl === -1 ? chunk.length : nl)]);
            this.startBytes = null;
            this.start = parseStart(line.toString("latin1"));
            if (this.start)
                chunk = chunk.subarray(nl + 1);
            // Not the READY line (the script failed before it): all of it is output to show.
            else
                chunk = Buffer.concat([line, nl === -1 ? Buffer.alloc(0) : chunk.subarray(nl)]);
        }
        if (chunk.length === 0)
            return;
        this.held.push(chunk);
        this.heldBytes += chunk.length;
        while (this.held.length > 1 && this.heldBytes - this.held[0].length >= this.window) {
            const first = this.held.shift();
            this.heldBytes -= first.length;
            this.release(first);
        }
    }
    /**
     * Releases the tests' remaining bytes and returns the script's END, or null
     * when there is none to believe: the exec ended by SIGKILL (137: the script
     * may have died before the tests' bytes stopped, so a fake END could be
     * last) or did not end normally, or the last line is not a well-formed END
     * for `reports` reports whose frame sits where the END says.
     */
    finish(exitCode, reports) {
        if (this.startBytes?.length)
            this.release(Buffer.concat(this.startBytes));
        this.startBytes = null;
        const all = Buffer.concat(this.held);
        this.held = [];
        this.heldBytes = 0;
        const end = exitCode === null || exitCode === 137 ? null : parseEnd(all, reports);
        this.release(end ? all.subarray(0, end.outputEnd) : all);
        return end?.end ?? null;
    }
}
function parseStart(line) {
    const m = new RegExp(`^${READY_TAG} (\\d+|-) (ok|stale)$`).exec(line);
    if (!m)
        return null;
    return { oom: m[1] === "-" ? null : Number(m[1]), harness: m[2] };
}
const END_LINE = new RegExp(`^${END_TAG} (-|[0-9a-f]{24}) (\\d+|-) ([01]) (\\d+|-)((?: [034]:\\d+)*)$`);
function parseEnd(all, count) {
    if (all.length === 0 || all[all.length - 1] !== 10)
        return null;
    const at = all.lastIndexOf(`\n${END_TAG} `);
    if (at === -1)
        return null;
    const m = END_LINE.exec(all.subarray(at + 1, all.length - 1).toString("latin1"));
    if (!m)
        return null;
    const sizes = m[5]
        .trim()
        .split(" ")
        .filter(Boolean)
        .map((t) => t.split(":").map(Number));
    if (sizes.length !== count)
        return null;
    const nonce = m[1];
    if (nonce === "-")
        return { end: { inline: false }, outputEnd: at };
    const header = Buffer.from(`\n${FRAME_TAG} ${nonce}\n`);
    const body = sizes.reduce((sum, [status, size]) => sum + (status === 0 ? size : 0), 0);
    const frameAt = at - body - header.length;
    if (frameAt < 0 || !all.subarray(frameAt, frameAt + header.length).equals(header))
        return null;
    const reports = [];
    let at2 = frameAt + header.length;
    for (const [status, size] of sizes) {
        if (status === 0) {
            reports.push({ status, bytes: all.subarray(at2, at2 + size) });
            at2 += size;
        }
        else
            reports.push({ status: status });
    }
    const num = (s) => (s === "-" ? null : Number(s));
    return {
        end: {
            inline: true,
            collected: { oom: num(m[2]), watchdogFired: m[3] === "1", freeKiB: num(m[4]), reports },
        },
        outputEnd: frameAt,
    };
}

;// CONCATENATED MODULE: ./src/sandbox/service.ts
// The service sandbox: `docker exec` into a long-lived container the workflow
// started (a job service container from runner-images). Each run gets its own
// folder in the container; tests run as a uid that nothing else in the container
// uses (not the image's own user, which owns the idle main process), so that at
// the end killing every process of that uid removes exactly what the tests left.
// The uid is the same for every run so build caches (Go, jest) stay usable
// between runs; one container therefore serves one run at a time. The harness
// files live in a folder of a third uid, so the tests can read them but neither
// change nor remove them.
//
// Every docker exec costs about a tenth of a second (runc's exec, not the
// client), so a run makes as few as it can: an inspect (state, limits,
// networks), then one exec that copies the project in, runs the tests and sends
// the reports back (service-scripts.ts RUN_SCRIPT). More only when needed: the
// harness exec when the container's harness folder does not hold this run's
// files (the first run, or a new testcage), a copy-in exec before an install
// phase, and a collect exec when the reports are large or the run was killed.





















/** Distinct from the runner images' user (10001), which owns the container's main process. */
const SERVICE_TEST_UID = 10002;
/** Owns the harness folder: neither the tests' uid nor the image's user. */
const SERVICE_HARNESS_UID = 10003;
/** One per container, reused by every run while its files stay the same. */
const HARNESS_DIR = "/tmp/testcage-harness";
/** The container's cache kept between runs when cache is "project". */
const SHARED_CACHE_DIR = "/tmp/testcage-cache";
/**
 * Reports up to this size in all come back inside the run exec; larger ones
 * take a collect exec, whose tenth of a second is small beside the run that
 * wrote them. It is also about what the host holds back of the tests' stderr.
 */
const INLINE_REPORT_BYTES = 1024 * 1024;
/** Runs `docker exec [-i]` and resolves with the exit code, stdout (up to maxStdout bytes) and stderr. */
function execScript(args, feed, maxStdout = 64 * 1024) {
    return new Promise((resolve) => {
        const exec = (0,external_node_child_process_.spawn)(dockerBinary(), ["exec", ...(feed ? ["-i"] : []), ...args], {
            stdio: [feed ? "pipe" : "ignore", "pipe", "pipe"],
        });
        const chunks = [];
        let size = 0;
        let stderr = "";
        exec.stdout.on("data", (c) => {
            if (size < maxStdout)
                chunks.push(c.subarray(0, maxStdout - size));
            size += c.length;
        });
        exec.stderr.on("data", (c) => {
            if (stderr.length < 4096)
                stderr += c.toString();
        });
        exec.on("error", (err) => resolve({ code: null, stdout: Buffer.alloc(0), stderr: err.message }));
        exec.on("close", (code) => resolve({ code, stdout: Buffer.concat(chunks), stderr }));
        if (feed && exec.stdin) {
            exec.stdin.on("error", () => undefined); // the exec may end before reading everything
            feed(exec.stdin);
        }
    });
}
/** The project as a tar on the exec's stdin, straight from the host and without any .git. */
function feedProject(projectDir) {
    return (stdin) => {
        const tar = (0,external_node_child_process_.spawn)("tar", ["-C", projectDir, "--exclude=.git", "-cf", "-", "."], {
            stdio: ["ignore", "pipe", "ignore"],
        });
        tar.stdout.pipe(stdin);
    };
}
/**
 * For a run with an install phase: one exec as the test uid (never root, so
 * the container can drop every capability) that makes the run's private
 * folders and unpacks the project (service-scripts.ts PREPARE_SCRIPT). The
 * install needs to know how the container is cleaned after it: the first time
 * in a container, the harness exec finds out before the install runs.
 */
async function copyIn(container, envFlags, projectDir, dir, uid, cacheDir) {
    const r = await execScript(["-u", `${uid}:${uid}`, ...envFlags, container, "sh", "-c", PREPARE_SCRIPT, "sh", dir, cacheDir, HARNESS_DIR], feedProject(projectDir));
    if (r.code !== 0) {
        throw new SandboxUnavailableError(`copying the project into ${container} failed: ${r.stderr.trim()}`);
    }
    if (r.stdout.toString().includes(NO_HYGIENE))
        await service_writeHarness(container, []);
}
/**
 * Writes the harness files as the harness uid, read-only, and what the
 * container allows for cleaning up after a run (service-scripts.ts
 * HARNESS_SCRIPT). As another uid than the tests', whose processes therefore
 * cannot read its environment.
 */
async function service_writeHarness(container, files) {
    const uid = SERVICE_HARNESS_UID;
    const input = harnessInput(files);
    const r = await execScript(["-u", `${uid}:${uid}`, container, "sh", "-c", HARNESS_SCRIPT, "sh", HARNESS_DIR, String(SERVICE_TEST_UID)], (stdin) => stdin.end(input));
    if (r.code !== 0)
        throw new Error(`writing harness files into ${container} failed: ${r.stderr.trim()}`);
}
class ServiceSession {
    scratch;
    container;
    projectDir;
    dir;
    uid;
    networks;
    disconnect;
    cacheDir;
    keep;
    diskKiB;
    disk;
    containerEnv;
    imageEnv;
    paths;
    /** True once the project is in the container (an install phase copies it in first). */
    copied = false;
    cleaned = false;
    constructor(
    /** A host folder for stream reports and the docker client's cwd. */
    scratch, container, projectDir, dir, uid, networks, disconnect, cacheDir, 
    /** A path the cleanup keeps: the shared cache, when it is kept per project. */
    keep, 
    /** The disk cap in KiB; 0 for none. */
    diskKiB, disk, 
    /** The container's environment, and its image's (null: unknown): service-env.ts. */
    containerEnv, imageEnv) {
        this.scratch = scratch;
        this.container = container;
        this.projectDir = projectDir;
        this.dir = dir;
        this.uid = uid;
        this.networks = networks;
        this.disconnect = disconnect;
        this.cacheDir = cacheDir;
        this.keep = keep;
        this.diskKiB = diskKiB;
        this.disk = disk;
        this.containerEnv = containerEnv;
        this.imageEnv = imageEnv;
        this.paths = { project: `${dir}/project`, reports: `${dir}/reports`, harness: HARNESS_DIR, cache: cacheDir };
    }
    /**
     * `docker exec` flags for an exec as the test uid: nothing the container was
     * started with beyond its image's environment and the allow-list, not even in
     * the exec'd process before it scrubs its environment (service-env.ts).
     */
    envFlags(own = []) {
        return serviceEnv(this.containerEnv, this.imageEnv, own).flags;
    }
    /** Runs argv from an empty environment plus the image's and testcage's `env` (service-env.ts). */
    async exec(argv, env, requiredProgram, req, more = {}, workDir = this.paths.project) {
        const clientEnv = dockerClientEnv(env);
        const own = Object.keys(env);
        const { flags, keep } = serviceEnv(this.containerEnv, this.imageEnv, own);
        const args = [
            "exec",
            ...(more.feed ? ["-i"] : []),
            "-u",
            `${this.uid}:${this.uid}`,
            "-w",
            workDir,
            ...flags,
            // Values travel in the client's environment, not in argv.
            ...own.flatMap((n) => ["-e", n]),
            this.container,
            ...cleanEnvArgv([...keep, ...own], argv),
        ];
        const outcome = await runProcess({
            argv: [dockerBinary(), ...args],
            cwd: this.scratch,
            env: clientEnv,
            limits: req.limits,
            ...(req.onStdoutLine ? { onStdoutLine: req.onStdoutLine } : {}),
            ...(req.signal ? { signal: req.signal } : {}),
            ...more,
            // The exec'd processes outlive their client; signal them as their own uid.
            onStop: (signal) => void this.signalRun(signal === "SIGINT" ? "INT" : "KILL"),
            interruptClient: false,
        });
        if (programMissing(outcome, requiredProgram)) {
            return { ...outcome, spawnError: `${requiredProgram} is not in the service container ${this.container}` };
        }
        return outcome;
    }
    /** HOME and TMPDIR live in the run's folder, so nothing of a run outlives close(). */
    environment(extra) {
        return { ...(0,environment/* containerEnvironment */.Vk)(extra), HOME: `${this.dir}/home`, TMPDIR: `${this.dir}/tmp`, ...extra };
    }
    /** Every process of the test uid (kill -1 never reaches PID 1 or the caller). */
    signalRun(signal) {
        return docker(["exec", "-u", `${this.uid}:${this.uid}`, ...this.envFlags(), this.container, "kill", `-${signal}`, "-1"], 15_000);
    }
    /**
     * The install phase. With network: none (the default) the container is off its
     * networks for it, as for the tests, and a forwarder container that joins its
     * network namespace is its only way out: to the egress proxy, so it reaches the
     * registries and nothing else. With a network kept for the tests (--network),
     * the install has the container's networks, unfiltered, and results.json says so.
     */
    async install(command, req) {
        if (!this.copied) {
            await copyIn(this.container, this.envFlags(), this.projectDir, this.dir, this.uid, this.cacheDir);
            this.copied = true;
        }
        const argv = ["sh", "-c", INSTALL_SCRIPT, "testcage", HARNESS_DIR, "sh", "-c", command];
        if (!this.disconnect) {
            const outcome = await this.exec(argv, this.environment(req.env), null, req);
            this.refuseUncleanable(outcome);
            const installIsolation = {
                network: "container",
                network_method: "docker exec in the service container, on the networks kept for the tests (--network)",
                allow_hosts: [],
                reached: [],
                refused: [],
            };
            return { ...outcome, installIsolation };
        }
        const disconnected = await this.disconnectAll();
        const egress = await openEgress((0,external_node_path_.join)(this.scratch, "egress"), req.allowHosts);
        const forwarderName = `testcage-${(0,external_node_crypto_namespaceObject.randomBytes)(8).toString("hex")}-egress`;
        try {
            const forwarder = await startForwarder({
                name: forwarderName,
                labels: [`${containerLabel()}=${forwarderName}`, ...(jobScope() ? [`${jobLabel()}=${jobScope()}`] : [])],
                user: "65534:65534",
                network: `container:${this.container}`,
                dir: egress.dir,
                image: defaultImage("node"),
                pull: pullImage,
            });
            const proxied = forwarder.problem === null;
            const outcome = await this.exec(argv, this.environment(proxied ? withProxy(req.env) : req.env), null, req);
            this.refuseUncleanable(outcome);
            const installIsolation = proxied
                ? proxiedInstall("docker exec in the service container, off its networks, with a forwarder joining its network namespace to testcage's egress proxy", egress.proxy, req.allowHosts)
                : {
                    network: "none",
                    network_method: `docker exec in the service container, off its networks: ${forwarder.problem ?? ""}, so the install had no network at all`,
                    allow_hosts: [],
                    reached: [],
                    refused: [],
                };
            return { ...outcome, installIsolation };
        }
        finally {
            await docker(["rm", "-f", forwarderName]);
            await egress.proxy.close();
            await this.reconnect(disconnected);
        }
    }
    /** Throws when the exec refused to run because the container cannot be cleaned after it. */
    refuseUncleanable(outcome) {
        const why = outcome.exitCode === HYGIENE_REFUSED_EXIT ? hygieneRefusal(outcome.stderr.text) : null;
        if (why !== null) {
            throw new SandboxUnavailableError(`the service container ${this.container} is not used: ${why}. Nothing of the project ran; start the service from a testcage runner image under runc (or gVisor), as a job service is by default`);
        }
    }
    async test(req) {
        const inv = req.invocation;
        const disconnected = this.disconnect ? await this.disconnectAll() : [];
        const streamReport = inv.reports.find((r) => r.fromStdout);
        const inContainer = inv.reports.filter((spec) => !spec.fromStdout);
        const required = inv.requires?.program ?? null;
        let run;
        try {
            run = await this.run(req, inContainer, required, streamReport);
            if (run.start?.harness === "stale") {
                // Before any test code ran: write the harness, then the run again on the copy already there.
                await service_writeHarness(this.container, inv.harness);
                run = await this.run(req, inContainer, required, streamReport);
                if (run.start?.harness === "stale") {
                    throw new SandboxUnavailableError(`the service container ${this.container} does not confirm testcage's harness files after writing them (its sha256sum -c, stat -c, or /tmp behave unlike Debian's); use a testcage runner image`);
                }
            }
        }
        finally {
            await this.reconnect(disconnected);
        }
        let { outcome } = run;
        if (!run.start) {
            this.refuseUncleanable(outcome);
            const why = outcome.exitCode === COPY_IN_FAILED_EXIT ? "copying the project in failed" : "the run did not start";
            throw new SandboxUnavailableError(`${why} in the service container ${this.container}: ${(0,src_text/* lastLine */.fM)(outcome.stderr.text) || `docker exec exited with ${outcome.exitCode ?? outcome.signal}`}`);
        }
        if (outcome.spawnError && inv.requires && outcome.spawnError.includes("is not in the service container")) {
            outcome.spawnError = `${outcome.spawnError}; ${inv.requires.hint}, or start the service from an image that has it`;
        }
        let collected;
        if (run.end?.inline) {
            collected = run.end.collected;
            this.cleaned = true;
        }
        else {
            collected = await this.collect(inContainer, req.limits.reportCapBytes);
        }
        if (collected?.oom != null && run.start.oom !== null && collected.oom > run.start.oom) {
            outcome = { ...outcome, oom: true };
        }
        const diskLimit = this.diskProblem(collected, outcome);
        if (diskLimit)
            outcome = { ...outcome, diskLimit };
        const reports = {};
        for (const spec of inv.reports) {
            reports[spec.name] = spec.fromStdout
                ? await (0,safe_read/* readReportFile */.$)((0,external_node_path_.join)(this.scratch, spec.file), req.limits.reportCapBytes)
                : reportContent(spec, collected?.reports[inContainer.indexOf(spec)], req.limits.reportCapBytes);
        }
        return { outcome, reports };
    }
    /**
     * Takes the container off each of its networks for the test phase. When one
     * will not let go, the tests do not run (they would have network): the ones
     * already disconnected are connected again and the run is refused.
     */
    async disconnectAll() {
        const done = [];
        for (const n of this.networks) {
            const r = await docker(["network", "disconnect", "--force", n.name, this.container]);
            if (r.code !== 0) {
                await this.reconnect(done);
                throw new SandboxUnavailableError(`could not disconnect the service container ${this.container} from network ${n.name} for the test phase (${(0,src_text/* lastLine */.fM)(r.stderr) || `exit ${r.code}`}), so the tests did not run; network: none needs docker network disconnect to work, or name the network to keep (--network ${n.name})`);
            }
            done.push(n);
        }
        return done;
    }
    /** Back on its networks with the aliases it had, so the workflow's other steps still reach it. */
    async reconnect(networks) {
        for (const n of networks) {
            await docker(["network", "connect", ...n.aliases.flatMap((a) => ["--alias", a]), n.name, this.container]);
        }
    }
    /** The run exec (service-scripts.ts RUN_SCRIPT), its stderr split into the tests' and the script's. */
    async run(req, inContainer, required, streamReport) {
        const inv = req.invocation;
        let split = null;
        let end = null;
        const feed = this.copied ? undefined : feedProject(this.projectDir);
        if (streamReport)
            await (0,promises_.rm)((0,external_node_path_.join)(this.scratch, streamReport.file), { force: true });
        const outcome = await this.exec(runArgv({
            prepared: this.copied,
            dir: this.dir,
            cacheDir: this.cacheDir,
            harnessDir: HARNESS_DIR,
            harnessUid: SERVICE_HARNESS_UID,
            harness: inv.harness,
            capKiB: this.diskKiB,
            requiredProgram: required,
            inlineBytes: INLINE_REPORT_BYTES,
            reportCapBytes: req.limits.reportCapBytes,
            keep: this.keep,
            reports: inContainer.map((s) => `${this.paths.reports}/${s.file}`),
            argv: inv.argv,
        }), this.environment({ ...inv.env, ...req.env }), required, req, {
            ...(streamReport ? { stdoutFile: (0,external_node_path_.join)(this.scratch, streamReport.file) } : {}),
            ...(feed ? { feed } : {}),
            stderrFilter: (release) => {
                split = new RunStderr(INLINE_REPORT_BYTES + 64 * 1024, release);
                const s = split;
                return {
                    push: (chunk) => s.push(chunk),
                    end: (code) => {
                        end = s.finish(code, inContainer.length);
                    },
                };
            },
        }, "/");
        const start = split?.start ?? null;
        // The script unpacked the project when it got as far as its READY line.
        if (start)
            this.copied = true;
        return { outcome, start, end };
    }
    /** What to say when the run met its disk cap (watchdog, per-file limit) or filled the container's disk. */
    diskProblem(collected, outcome) {
        const what = `the run's ${this.disk ?? ""} disk cap`;
        if (collected?.watchdogFired) {
            return `the tests wrote more than ${what} into the container's temp folders and were stopped; results reported before that are kept. Raise disk (--disk) or find the test that writes so much.`;
        }
        // 153 = 128 + SIGXFSZ: a process that did not ignore the per-file limit died of it.
        if (this.diskKiB > 0 && outcome.exitCode === 153) {
            return `a test process wrote a file larger than ${what} and was killed (SIGXFSZ). Raise disk (--disk) or find the test that writes so much.`;
        }
        if (collected?.freeKiB != null && collected.freeKiB < 1024) {
            return "the container's file system holding the run was full at the end, so writes failed with ENOSPC; results may be incomplete. Give the service container more room (its /tmp) or find the test that writes so much.";
        }
        return null;
    }
    /**
     * One exec as the test uid (service-scripts.ts COLLECT_SCRIPT): kills what the
     * tests left, reads the reports (regular files only, at most cap+1 bytes each)
     * and removes the run's folders. Null when it failed; the reports then count
     * as unreadable.
     */
    async collect(specs, cap) {
        const paths = specs.map((s) => `${this.paths.reports}/${s.file}`);
        const r = await execScript([
            "-u",
            `${this.uid}:${this.uid}`,
            ...this.envFlags(),
            this.container,
            "sh",
            "-c",
            COLLECT_SCRIPT,
            "sh",
            this.dir,
            this.keep,
            HARNESS_DIR,
            String(cap + 1),
            ...paths,
        ], null, 256 + specs.length * (cap + 64));
        this.cleaned = r.code === 0;
        return parseCollected(r.stdout, specs.length);
    }
    async close() {
        if (!this.cleaned) {
            await docker([
                "exec",
                "-u",
                `${this.uid}:${this.uid}`,
                ...this.envFlags(),
                this.container,
                "sh",
                "-c",
                CLEANUP_SCRIPT,
                "sh",
                this.dir,
                this.keep,
                HARNESS_DIR,
            ]);
        }
        await (0,promises_.rm)(this.scratch, { recursive: true, force: true });
    }
}
/** A report as the collect exec saw it; container paths mean nothing to the reader, so details name the file. */
function reportContent(spec, r, cap) {
    const name = external_node_path_.posix.basename(spec.file);
    if (!r) {
        return { ok: false, problem: "unreadable", detail: `${name} could not be read from the container` };
    }
    if (r.status === 0) {
        if (r.bytes.length > cap)
            return { ok: false, problem: "too-large", detail: `${name} is over the ${cap}-byte cap` };
        return { ok: true, text: r.bytes.toString("utf8") };
    }
    if (r.status === 3)
        return { ok: false, problem: "missing", detail: `${name} was not written` };
    return {
        ok: false,
        problem: "not-regular",
        detail: `${name} is not a regular file (symlink or special file); refused`,
    };
}
const SERVICE_NEEDS_CONTAINER = "the service sandbox needs the container to run in: pass --container NAME (the job service container)";
function serviceSandbox(options) {
    const container = options.container;
    const disconnect = options.network === "none";
    const diskKiB = options.disk === null ? 0 : Math.floor((0,sandbox_disk/* sizeBytes */.Vv)(options.disk) / 1024);
    let info = null;
    // The container's state needs nothing of the project: asked for as soon as the
    // sandbox is made (the engine makes it before scanning the project), so the
    // call overlaps the scan. The first open uses it; any later one asks again.
    let early = container ? inspectContainer(container).catch(() => null) : null;
    return {
        kind: "service",
        container: () => info,
        async isolation(outputCapBytes) {
            return {
                network: disconnect ? "none" : "host",
                network_method: disconnect ? "docker network disconnect for the test phase" : null,
                filesystem: "container",
                environment: "scrubbed",
                process_group: true,
                uid: SERVICE_TEST_UID,
                // setpriv --no-new-privs per exec where the image has it (runner images do).
                no_new_privs: null,
                output_cap_bytes: outputCapBytes,
                notes: [
                    `Tests run by docker exec in the long-lived container ${container ?? "?"} as uid ${SERVICE_TEST_UID} (testcage never execs as root there, so the container can drop all capabilities), with no-new-privileges per exec; the harness files belong to uid ${SERVICE_HARNESS_UID}; every process of uid ${SERVICE_TEST_UID} is killed afterwards. One run at a time per container.`,
                    "The install and the tests start from an empty environment plus the image's own and the allow-list: nothing the container was started with (docker run -e) reaches them, nor any process they can read.",
                    `After each run every file of uid ${SERVICE_TEST_UID} in every folder it can write to (found once per container on every writable mount) and its SysV IPC objects are removed; POSIX shared memory and message queues are files there. Where the IPC objects cannot be listed (gVisor) the install and the tests get an IPC namespace of their own, gone with their last process; a container that allows neither is refused.`,
                    "Memory, CPU and process limits are those the container was started with.",
                    options.disk === null
                        ? "Disk use is not capped (disk: none) beyond what the container's own file systems allow."
                        : `Disk: every file is limited to ${options.disk} and a watchdog stops the run once the container's temp folders hold more than ${options.disk} over what they held outside the run's folder when the tests started, the project copy included (a soft cap: checked every 0.1 s, so a fast writer can overshoot by what it writes meanwhile).`,
                ],
            };
        },
        async open(projectDir, opts) {
            if (!container) {
                throw new SandboxUnavailableError(SERVICE_NEEDS_CONTAINER);
            }
            const uid = SERVICE_TEST_UID;
            // With a kept cache, the same folder for every run of this project: Go's build
            // cache, for one, keys compiled packages by their folder, and a new folder per
            // run would rebuild them every time. Runs never overlap in one container.
            const dir = opts.cache === "project"
                ? `/tmp/testcage-run-p${(0,external_node_crypto_namespaceObject.createHash)("sha256").update(projectDir).digest("hex").slice(0, 12)}`
                : `/tmp/testcage-run-${(0,external_node_crypto_namespaceObject.randomBytes)(6).toString("hex")}`;
            const cacheDir = opts.cache === "project" ? SHARED_CACHE_DIR : `${dir}/cache`;
            // State, limits and networks in one call; the project is copied in by the first exec that needs it.
            const state = await (early ?? inspectContainer(container));
            early = null;
            if (!state?.running) {
                // Only now ask whether docker itself works: a healthy run never pays for that call.
                const problem = await dockerProblem();
                if (problem) {
                    throw new SandboxUnavailableError(`docker is not usable here (${problem}); the service sandbox needs it`, "docker-unavailable");
                }
                throw new SandboxUnavailableError(`the service container ${container} is not running; start it (a job service from a testcage runner image) or use --sandbox docker`);
            }
            // The limits are the container's own; results.json reports what they are, not what was asked.
            info = {
                image: state.image,
                runtime: state.runtime === "runsc" ? "runsc" : "runc",
                user: `${uid}:${uid}`,
                memory: state.memory > 0 ? `${Math.round(state.memory / 1048576)}m` : "unlimited",
                cpus: state.nanoCpus > 0 ? String(state.nanoCpus / 1e9) : "unlimited",
                pids_limit: state.pidsLimit > 0 ? state.pidsLimit : null,
                tmpfs_size: "as started",
                read_only_root: state.readOnly,
                disk: options.disk === null ? "none" : `${options.disk} (per-file limit and watchdog)`,
            };
            const scratch = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_namespaceObject.tmpdir)(), "testcage-svc-"));
            const networks = state.networks;
            const keep = opts.cache === "project" ? SHARED_CACHE_DIR : "/nonexistent";
            return new ServiceSession(scratch, container, projectDir, dir, uid, networks, disconnect, cacheDir, keep, diskKiB, options.disk, state.env, state.imageEnv);
        },
    };
}

;// CONCATENATED MODULE: ./src/sandbox/index.ts
// Chooses the sandbox for a run. `auto` takes the strongest kind this machine
// has: docker when the engine answers and the runner image is present, else
// the process sandbox (which says plainly that its isolation is weaker).




async function selectSandbox(choice, containers, language) {
    switch (choice) {
        case "process":
            return { sandbox: processSandbox, reason: "requested" };
        case "docker":
            return { sandbox: dockerSandbox(containers, language), reason: "requested" };
        case "auto": {
            const problem = await dockerProblem();
            const image = containers.image ?? defaultImage(language);
            if (problem)
                return { sandbox: processSandbox, reason: `auto: docker is not usable (${problem})` };
            if (!(await imageExists(image)))
                return { sandbox: processSandbox, reason: `auto: image ${image} is not present` };
            return { sandbox: dockerSandbox(containers, language), reason: "auto: docker is available" };
        }
        case "service":
            return serviceSelection(containers);
    }
}
/**
 * The selection when it needs nothing of the project (the service sandbox: the
 * container is named), made before the project is scanned so that the
 * sandbox's own first call can run meanwhile; null when the framework's
 * language decides (the default image, auto).
 */
function earlySandbox(choice, containers) {
    return choice === "service" ? serviceSelection(containers) : null;
}
function serviceSelection(containers) {
    return { sandbox: serviceSandbox(containers), reason: `requested (container ${containers.container ?? "?"})` };
}

// EXTERNAL MODULE: ./src/source.ts
var source = __nccwpck_require__(998);
// EXTERNAL MODULE: ./src/report-paths.ts + 2 modules
var report_paths = __nccwpck_require__(314);
// EXTERNAL MODULE: ./src/status.ts
var src_status = __nccwpck_require__(565);
;// CONCATENATED MODULE: ./src/coverage/model.ts
// One shape for coverage, whichever tool measured it (issue: normalized
// coverage). Counts are kept, not just percentages, so totals can be re-derived
// and compared with what the tool itself printed.
const COVERAGE_FORMATS = (/* unused pure expression or super */ null && ([
    "coverage.py",
    "istanbul",
    "go",
    "jacoco",
    "cobertura",
    "lcov",
    "llvm-cov",
    "simplecov",
]));
function count(covered, total) {
    return { covered, total, percent: total > 0 ? Math.round((covered / total) * 10_000) / 100 : null };
}
/** Sums per-file counts (null when no file has that metric). */
function sum(files, key) {
    const present = files.map((f) => f[key]).filter((c) => c !== null);
    if (present.length === 0)
        return null;
    return count(present.reduce((s, c) => s + c.covered, 0), present.reduce((s, c) => s + c.total, 0));
}
/** Sorted line numbers -> inclusive ranges. */
function ranges(lines) {
    const sorted = [...new Set(lines)].filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
    const out = [];
    for (const n of sorted) {
        const last = out.at(-1);
        if (last && n === last[1] + 1)
            last[1] = n;
        else
            out.push([n, n]);
    }
    return out;
}
/** Line-level hits -> lines count and uncovered ranges. */
function fromLineHits(hits) {
    let covered = 0;
    const missed = [];
    for (const [line, n] of hits) {
        if (n > 0)
            covered++;
        else
            missed.push(line);
    }
    return { lines: count(covered, hits.size), uncovered: ranges(missed) };
}

;// CONCATENATED MODULE: ./src/coverage/read.ts
// Shared helpers for coverage readers: reports come from the sandbox, so every
// field is checked before use and anything unexpected reads as absent.
const obj = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? v : {};
const read_num = (v) => {
    const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
    return typeof n === "number" && Number.isFinite(n) && n >= 0 ? n : null;
};

;// CONCATENATED MODULE: ./src/coverage/coverage-py.ts
// coverage.py's JSON report (`coverage json`, pytest-cov's --cov-report=json).
// Lines are its statements; branches are present with --branch; functions come
// from coverage.py 7.7+'s per-file "functions" regions when present.


function readCoveragePy(text) {
    const doc = obj(JSON.parse(text));
    const files = obj(doc["files"]);
    const out = [];
    for (const [path, raw] of Object.entries(files)) {
        const f = obj(raw);
        const summary = obj(f["summary"]);
        const hits = new Map();
        for (const l of Array.isArray(f["executed_lines"]) ? f["executed_lines"] : [])
            if (typeof l === "number")
                hits.set(l, 1);
        for (const l of Array.isArray(f["missing_lines"]) ? f["missing_lines"] : [])
            if (typeof l === "number")
                hits.set(l, 0);
        const { uncovered } = fromLineHits(hits);
        const statements = read_num(summary["num_statements"]);
        const coveredLines = read_num(summary["covered_lines"]);
        const branches = read_num(summary["num_branches"]);
        const coverage = {
            lines: statements !== null && coveredLines !== null ? count(coveredLines, statements) : null,
            statements: null,
            branches: branches !== null && branches > 0 ? count(read_num(summary["covered_branches"]) ?? 0, branches) : null,
            functions: null,
            uncovered_lines: uncovered,
        };
        out.push({ path, coverage });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/coverage/go-cover.ts
// Go coverprofiles (go test -coverprofile): "file:l0.c0,l1.c1 numStmts count"
// per block. Statements are Go's own metric (what `go test -cover` and
// `go tool cover -func` print); lines are every line a block spans, covered when
// any block on it ran. The same block can appear more than once (several
// packages' runs): counts are merged per block, as `go tool cover` does.

const BLOCK = /^(.+):(\d+)\.(\d+),(\d+)\.(\d+) (\d+) (\d+)$/;
function readGoCover(text) {
    const blocks = new Map();
    for (const raw of text.split("\n")) {
        const line = raw.trim();
        if (line === "" || line.startsWith("mode:"))
            continue;
        const m = BLOCK.exec(line);
        if (!m)
            continue;
        const key = `${m[1]}:${m[2]}.${m[3]},${m[4]}.${m[5]}`;
        const hits = Number(m[7]);
        const prev = blocks.get(key);
        if (prev)
            prev.hits = Math.max(prev.hits, hits);
        else
            blocks.set(key, { file: m[1], start: Number(m[2]), end: Number(m[4]), stmts: Number(m[6]), hits });
    }
    const byFile = new Map();
    for (const b of blocks.values()) {
        const f = byFile.get(b.file) ?? { covered: 0, total: 0, lineHits: new Map() };
        byFile.set(b.file, f);
        f.total += b.stmts;
        if (b.hits > 0)
            f.covered += b.stmts;
        for (let l = b.start; l <= b.end && l - b.start < 100_000; l++)
            f.lineHits.set(l, Math.max(f.lineHits.get(l) ?? 0, b.hits));
    }
    return [...byFile].map(([path, f]) => {
        const { lines, uncovered } = fromLineHits(f.lineHits);
        return {
            path,
            coverage: {
                lines,
                statements: count(f.covered, f.total),
                branches: null,
                functions: null,
                uncovered_lines: uncovered,
            },
        };
    });
}

;// CONCATENATED MODULE: ./src/coverage/istanbul.ts
// istanbul's coverage-final.json (jest --coverageReporters=json, vitest's json
// reporter, nyc): per file statementMap/s, fnMap/f, branchMap/b. Line coverage
// is derived exactly as istanbul-lib-coverage's getLineCoverage does (a line's
// count is the highest of the statements starting on it), so totals match the
// text summary jest prints.


function readIstanbul(text) {
    const doc = obj(JSON.parse(text));
    const out = [];
    for (const [key, raw] of Object.entries(doc)) {
        const f = obj(raw);
        const path = typeof f["path"] === "string" ? f["path"] : key;
        const statementMap = obj(f["statementMap"]);
        const s = obj(f["s"]);
        const lineHits = new Map();
        let stCovered = 0;
        let stTotal = 0;
        for (const [id, hitsRaw] of Object.entries(s)) {
            const hits = read_num(hitsRaw) ?? 0;
            stTotal++;
            if (hits > 0)
                stCovered++;
            const line = read_num(obj(obj(statementMap[id])["start"])["line"]);
            if (line === null)
                continue;
            const prev = lineHits.get(line);
            if (prev === undefined || prev < hits)
                lineHits.set(line, hits);
        }
        const fns = Object.values(obj(f["f"])).map((v) => read_num(v) ?? 0);
        const branchHits = Object.values(obj(f["b"])).flatMap((v) => (Array.isArray(v) ? v.map((x) => read_num(x) ?? 0) : []));
        const { lines, uncovered } = fromLineHits(lineHits);
        out.push({
            path,
            coverage: {
                lines,
                statements: count(stCovered, stTotal),
                branches: count(branchHits.filter((h) => h > 0).length, branchHits.length),
                functions: count(fns.filter((h) => h > 0).length, fns.length),
                uncovered_lines: uncovered,
            },
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/coverage/lcov.ts
// lcov tracefiles (node --test-reporter=lcov, c8, llvm-cov export, many others):
// SF/DA/BRDA/FN records per file, closed by end_of_record, with LF/LH, FNF/FNH and
// BRF/BRH summaries. Which of the two is the truth depends on the writer, so each
// reader below says which one it counts.


const SUMMARY_TAGS = new Set(["LF", "LH", "FNF", "FNH", "BRF", "BRH"]);
function parseLcov(text) {
    const out = [];
    let file = null;
    const flush = () => {
        if (file)
            out.push(file);
        file = null;
    };
    for (const raw of text.split("\n")) {
        const line = raw.trim();
        const colon = line.indexOf(":");
        const tag = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1);
        if (tag === "SF") {
            flush();
            file = { path: value, lineHits: new Map(), branches: [], fnHits: new Map(), summary: new Map() };
        }
        else if (tag === "end_of_record") {
            flush();
        }
        else if (!file) {
            continue;
        }
        else if (tag === "DA") {
            const [l, h] = value.split(",");
            const n = Number(l);
            if (Number.isInteger(n) && n > 0)
                file.lineHits.set(n, Math.max(file.lineHits.get(n) ?? 0, Number(h) || 0));
        }
        else if (tag === "BRDA") {
            const taken = value.split(",")[3];
            file.branches.push(taken === "-" || taken === undefined ? 0 : Number(taken) || 0);
        }
        else if (tag === "FN") {
            const name = value.split(",").slice(1).join(",");
            if (!file.fnHits.has(name))
                file.fnHits.set(name, 0);
        }
        else if (tag === "FNDA") {
            const [h, ...name] = value.split(",");
            file.fnHits.set(name.join(","), Math.max(file.fnHits.get(name.join(",")) ?? 0, Number(h) || 0));
        }
        else if (SUMMARY_TAGS.has(tag)) {
            const n = read_num(value);
            if (n !== null && Number.isInteger(n))
                file.summary.set(tag, n);
        }
    }
    flush();
    return out;
}
/** One file counted from its records. */
function fromRecords(f) {
    const { lines, uncovered } = fromLineHits(f.lineHits);
    const fns = [...f.fnHits.values()];
    return {
        path: f.path,
        coverage: {
            lines,
            statements: null,
            branches: f.branches.length ? count(f.branches.filter((b) => b > 0).length, f.branches.length) : null,
            functions: fns.length ? count(fns.filter((h) => h > 0).length, fns.length) : null,
            uncovered_lines: uncovered,
        },
    };
}
/** Counts from the records; LF/LH and friends are only summaries of them. */
function readLcov(text) {
    return parseLcov(text).map(fromRecords);
}
/** A summary pair (covered, total) that makes sense, else null. */
function summaryCount(summary, hit, found) {
    const covered = summary.get(hit);
    const total = summary.get(found);
    if (covered === undefined || total === undefined || covered > total)
        return null;
    return count(covered, total);
}
/**
 * llvm-cov's lcov export (`llvm-cov export -format=lcov`), counted the way llvm-cov
 * counts in its own report table: LF/LH, FNF/FNH and BRF/BRH come from the same
 * per-file summary as `llvm-cov report`'s columns, while the records do not add up
 * to it. There a line inside a closure counts once for the closure and once for
 * the function around it, and a function counts once however many instantiations
 * (generics, each crate the file is compiled into) it has, where FN records list
 * every instantiation by its mangled name. So totals are the summaries (the
 * records where a summary is missing or impossible), and DA gives the uncovered lines.
 * BRF:0 means nothing was measured (stable Rust has no branch coverage): null.
 */
function readLlvmCovLcov(text) {
    return parseLcov(text).map((f) => {
        const records = fromRecords(f).coverage;
        const branches = summaryCount(f.summary, "BRH", "BRF");
        const functions = summaryCount(f.summary, "FNH", "FNF");
        return {
            path: f.path,
            coverage: {
                ...records,
                lines: summaryCount(f.summary, "LH", "LF") ?? records.lines,
                branches: branches ? (branches.total > 0 ? branches : null) : records.branches,
                functions: functions ? (functions.total > 0 ? functions : null) : records.functions,
            },
        };
    });
}

;// CONCATENATED MODULE: ./src/coverage/simplecov.ts
// SimpleCov's .resultset.json (Ruby): per command name ("RSpec", "Minitest", ...)
// the raw Coverage data of each file by absolute path: "lines", one entry per
// source line (null = not relevant, 0 = missed, n = hits), and with branch
// coverage on, "branches": { "[:if, 0, 3, 4, 3, 20]": { "[:then, 1, ...]": hits } }.
// Older SimpleCov (< 0.18) stored the lines array alone. Several command names
// (merged runs) add up: a line or branch is covered if any run covered it.
//
// Lines SimpleCov itself skips (# :nocov: blocks) are not in the raw data and
// count here as SimpleCov's raw Coverage says.


function readSimplecov(text) {
    const doc = obj(JSON.parse(text));
    const byFile = new Map();
    for (const run of Object.values(doc)) {
        const coverage = obj(obj(run)["coverage"]);
        for (const [path, raw] of Object.entries(coverage)) {
            const acc = byFile.get(path) ?? { lines: new Map(), branches: new Map() };
            byFile.set(path, acc);
            const lines = Array.isArray(raw) ? raw : obj(raw)["lines"];
            if (Array.isArray(lines)) {
                lines.forEach((hits, i) => {
                    // null: not relevant; SimpleCov also writes "ignored" for skipped lines in some versions.
                    const n = read_num(hits);
                    if (n !== null)
                        acc.lines.set(i + 1, Math.max(acc.lines.get(i + 1) ?? 0, n));
                });
            }
            if (!Array.isArray(raw)) {
                for (const [condition, branches] of Object.entries(obj(obj(raw)["branches"]))) {
                    for (const [branch, hits] of Object.entries(obj(branches))) {
                        const key = `${condition} ${branch}`;
                        acc.branches.set(key, Math.max(acc.branches.get(key) ?? 0, read_num(hits) ?? 0));
                    }
                }
            }
        }
    }
    return [...byFile].map(([path, acc]) => {
        const { lines, uncovered } = fromLineHits(acc.lines);
        const b = [...acc.branches.values()];
        return {
            path,
            coverage: {
                lines,
                statements: null,
                branches: b.length ? count(b.filter((h) => h > 0).length, b.length) : null,
                functions: null,
                uncovered_lines: uncovered,
            },
        };
    });
}

// EXTERNAL MODULE: ./src/reports/xml.ts + 29 modules
var xml = __nccwpck_require__(859);
;// CONCATENATED MODULE: ./src/coverage/xml-coverage.ts
// JaCoCo and Cobertura XML reports, parsed with the same hardened parser as test
// reports (no entities, no internal DTD; the external DOCTYPE both tools write
// is dropped unread).



const JACOCO_ARRAYS = new Set(["group", "package", "class", "method", "sourcefile", "line", "counter"]);
const COBERTURA_ARRAYS = new Set(["source", "package", "class", "method", "line"]);
function counter(node, type) {
    const c = (0,xml/* children */.Y_)(node, "counter").find((n) => (0,xml/* attr */.CF)(n, "type") === type);
    if (!c)
        return null;
    const missed = read_num((0,xml/* attr */.CF)(c, "missed")) ?? 0;
    const covered = read_num((0,xml/* attr */.CF)(c, "covered")) ?? 0;
    return count(covered, missed + covered);
}
/** JaCoCo's report.xml: per source file LINE, BRANCH and METHOD counters and line records. */
function readJacoco(text) {
    const doc = (0,xml/* parseXml */.NO)(text, { arrays: JACOCO_ARRAYS, externalDoctype: true });
    const report = doc["report"];
    if (!report)
        throw new Error("no <report> element: not a JaCoCo XML report");
    const packages = [];
    const walk = (node) => {
        for (const p of (0,xml/* children */.Y_)(node, "package"))
            packages.push(p);
        for (const g of (0,xml/* children */.Y_)(node, "group"))
            walk(g); // multi-module aggregate reports nest groups
    };
    walk(report);
    const out = [];
    for (const pkg of packages) {
        const dir = (0,xml/* attr */.CF)(pkg, "name") ?? "";
        for (const sf of (0,xml/* children */.Y_)(pkg, "sourcefile")) {
            const name = (0,xml/* attr */.CF)(sf, "name");
            if (!name)
                continue;
            const hits = new Map();
            for (const l of (0,xml/* children */.Y_)(sf, "line")) {
                const nr = read_num((0,xml/* attr */.CF)(l, "nr"));
                if (nr)
                    hits.set(nr, read_num((0,xml/* attr */.CF)(l, "ci")) ?? 0);
            }
            const { uncovered } = fromLineHits(hits);
            out.push({
                path: dir ? `${dir}/${name}` : name,
                coverage: {
                    lines: counter(sf, "LINE"),
                    statements: null,
                    branches: counter(sf, "BRANCH"),
                    functions: counter(sf, "METHOD"),
                    uncovered_lines: uncovered,
                },
            });
        }
    }
    return out;
}
/** Cobertura XML (coverage.py's `coverage xml`, pytest-cov's xml report, many others). */
function readCobertura(text) {
    const doc = (0,xml/* parseXml */.NO)(text, { arrays: COBERTURA_ARRAYS, externalDoctype: true });
    const root = doc["coverage"];
    if (!root)
        throw new Error("no <coverage> element: not a Cobertura XML report");
    const sources = (0,xml/* children */.Y_)((0,xml/* children */.Y_)(root, "sources")[0], "source")
        .map((s) => (typeof s === "string" ? s : ""))
        .filter(Boolean);
    const byFile = new Map();
    for (const pkg of (0,xml/* children */.Y_)((0,xml/* children */.Y_)(root, "packages")[0], "package")) {
        for (const cls of (0,xml/* children */.Y_)((0,xml/* children */.Y_)(pkg, "classes")[0], "class")) {
            const file = (0,xml/* attr */.CF)(cls, "filename");
            if (!file)
                continue;
            const f = byFile.get(file) ?? { hits: new Map(), branchCovered: 0, branchTotal: 0, fns: [] };
            byFile.set(file, f);
            for (const line of (0,xml/* children */.Y_)((0,xml/* children */.Y_)(cls, "lines")[0], "line")) {
                const nr = read_num((0,xml/* attr */.CF)(line, "number"));
                if (!nr)
                    continue;
                const hits = read_num((0,xml/* attr */.CF)(line, "hits")) ?? 0;
                const seen = f.hits.get(nr);
                f.hits.set(nr, Math.max(seen ?? 0, hits));
                // "50% (1/2)": counted once per line, even when classes repeat it.
                const cond = /\((\d+)\/(\d+)\)/.exec((0,xml/* attr */.CF)(line, "condition-coverage") ?? "");
                if ((0,xml/* attr */.CF)(line, "branch") === "true" && cond && seen === undefined) {
                    f.branchCovered += Number(cond[1]);
                    f.branchTotal += Number(cond[2]);
                }
            }
            for (const m of (0,xml/* children */.Y_)((0,xml/* children */.Y_)(cls, "methods")[0], "method")) {
                const lines = (0,xml/* children */.Y_)((0,xml/* children */.Y_)(m, "lines")[0], "line");
                f.fns.push(lines.some((l) => (read_num((0,xml/* attr */.CF)(l, "hits")) ?? 0) > 0) ? 1 : 0);
            }
        }
    }
    const files = [...byFile].map(([path, f]) => {
        const { lines, uncovered } = fromLineHits(f.hits);
        return {
            path,
            coverage: {
                lines,
                statements: null,
                branches: f.branchTotal ? count(f.branchCovered, f.branchTotal) : null,
                functions: f.fns.length ? count(f.fns.filter(Boolean).length, f.fns.length) : null,
                uncovered_lines: uncovered,
            },
        };
    });
    return { files, sources };
}

;// CONCATENATED MODULE: ./src/coverage/normalize.ts
// Turns a coverage report of any supported format into the one Coverage shape,
// with repo-relative paths. Files outside the project (site-packages, the Go
// standard library, generated sources) are dropped: they are not the project's.








function projectRelative(path, ctx, extraRoots) {
    let p = path.replace(/\\/g, "/");
    if (p.startsWith("file://"))
        p = p.slice("file://".length);
    const root = ctx.projectPath.replace(/\/+$/, "");
    for (const r of [root, ...extraRoots.map((s) => s.replace(/\/+$/, ""))]) {
        if (r && p.startsWith(`${r}/`)) {
            p = p.slice(r.length + 1);
            break;
        }
    }
    if (ctx.stripPrefix && p.startsWith(`${ctx.stripPrefix}/`))
        p = p.slice(ctx.stripPrefix.length + 1);
    if (p.startsWith("/") || p.split("/").includes(".."))
        return null;
    if (ctx.projectFiles.includes(p))
        return p;
    // Source-root-relative (JaCoCo packages): the one project file ending with it.
    const matches = ctx.projectFiles.filter((f) => f.endsWith(`/${p}`));
    return matches.length === 1 ? matches[0] : ctx.projectFiles.length === 0 ? p : null;
}
function read(format, text) {
    switch (format) {
        case "coverage.py":
            return { files: readCoveragePy(text), roots: [] };
        case "istanbul":
            return { files: readIstanbul(text), roots: [] };
        case "go":
            return { files: readGoCover(text), roots: [] };
        case "lcov":
            return { files: readLcov(text), roots: [] };
        case "llvm-cov":
            return { files: readLlvmCovLcov(text), roots: [] };
        case "jacoco":
            return { files: readJacoco(text), roots: [] };
        case "simplecov":
            return { files: readSimplecov(text), roots: [] };
        case "cobertura": {
            const { files, sources } = readCobertura(text);
            return { files, roots: sources };
        }
    }
}
function normalizeCoverage(format, text, ctx) {
    let raw;
    try {
        raw = read(format, text);
    }
    catch (err) {
        return emptyCoverage(format, `the ${format} coverage report could not be read: ${err.message}`);
    }
    const merged = new Map();
    for (const f of raw.files) {
        const rel = projectRelative(f.path, ctx, raw.roots);
        const file = rel === null ? null : ctx.toRepo(rel);
        if (file === null || merged.has(file))
            continue;
        merged.set(file, { file, ...f.coverage });
    }
    const files = [...merged.values()].sort((a, b) => (0,src_text/* byCodeUnit */.X)(a.file, b.file));
    return {
        format,
        problem: files.length === 0 ? `the ${format} report lists no file of this project` : null,
        lines: sum(files, "lines"),
        statements: sum(files, "statements"),
        branches: sum(files, "branches"),
        functions: sum(files, "functions"),
        files,
    };
}
function emptyCoverage(format, problem) {
    return { format, problem, lines: null, statements: null, branches: null, functions: null, files: [] };
}

;// CONCATENATED MODULE: ./src/coverage/from-run.ts
// The engine's one coverage step: find the report the adapter declared, and
// normalize it; every way that can fail becomes Coverage.problem, never a failed run.


function readCoverage(adapter, invocation, reports, projectPath, projectFiles, map) {
    const spec = invocation.coverage;
    if (!spec)
        return emptyCoverage(null, `coverage is not supported for ${adapter.name} yet`);
    if ("problem" in spec)
        return emptyCoverage(null, spec.problem);
    const content = reports[spec.report];
    const declined = spec.problemReport ? reports[spec.problemReport] : undefined;
    if ((!content || !content.ok) && declined?.ok) {
        // Written by the run's own harness, but from inside the sandbox: one capped line of text.
        const why = (0,src_text/* firstLine */.TM)(declined.text)
            .replace(/[^\t\x20-\x7e\u00a0-\uffff]/g, "")
            .slice(0, 300);
        return emptyCoverage(null, why || `no ${spec.format} coverage report: the coverage tool could not run`);
    }
    if (!content || !content.ok) {
        const why = content && !content.ok ? content.detail : "it was not written";
        return emptyCoverage(spec.format, `no ${spec.format} coverage report: ${why}`);
    }
    return normalizeCoverage(spec.format, content.text, {
        projectPath,
        projectFiles,
        toRepo: (rel) => map.file(rel),
        stripPrefix: spec.stripPrefix,
    });
}

;// CONCATENATED MODULE: ./src/install-failure.ts
// What a failed install phase says in one line: the package manager's own reason,
// not its last line (npm ends with "A complete log … can be found in <a folder
// the run already removed>", pip and cargo with hints).

/** A tool's error prefix: npm's "npm error"/"npm ERR!", pip's "ERROR:", cargo's "error:", apt's "E:". */
const ERROR_LINE = /^(?:npm (?:error|ERR!)|ERROR:?|error(?:\[\w+\])?:|E:|fatal:|Error:|YN\d+: │? *[^\s]*Error)\s*/i;
/** Lines that point somewhere rather than say anything: logs, usage, bare codes. */
const NOISE = /complete log|_logs\/|debug-\d+\.log|^code [A-Z0-9_]+$|^errno |^syscall |^Usage:|^Options:|^\[--|^npm (?:ci|install)$|^Clean install a project$|^Run "npm help/i;
/** The first one or two lines of the reason an install failed; the last line when no tool prefix is found. */
function installFailureReason(stderr, stdout = "") {
    const reasons = [];
    const lines = `${stderr}\n${stdout}`.split("\n").map((l) => (0,src_text/* cleanText */.X5)(l));
    for (const [i, raw] of lines.entries()) {
        const line = raw.trim();
        const m = ERROR_LINE.exec(line);
        if (!m)
            continue;
        const said = (0,src_text/* withContinuation */._1)(line.slice(m[0].length).trim(), lines.slice(i + 1, i + 4));
        if (said.length < 8 || NOISE.test(said) || reasons.includes(said))
            continue;
        reasons.push(said);
        if (reasons.length === 2)
            break;
    }
    return reasons.length ? reasons.join(" ") : (0,src_text/* lastLine */.fM)(stderr) || (0,src_text/* lastLine */.fM)(stdout);
}

;// CONCATENATED MODULE: ./src/trusted-tests.ts
// Trusted-tests mode (`tests-from`, docs/architecture.md §5): for systems that grade
// untrusted code with trusted tests. The tests and the framework's configuration
// come from a trusted folder; the project's own test files, conftest hooks,
// framework configuration and interpreter start-up hooks are removed from the
// run's copy before the trusted folder is laid over it, and the framework runs
// with plugin autoloading off, so nothing of the project's can rewrite a result
// through the framework. What stays possible is said in results.json: code the
// trusted tests import runs in the framework's process.





/** What the project may not bring, per framework: paths relative to the project, "/"-separated. */
const UNTRUSTED = {
    pytest: [
        /(^|\/)conftest\.py$/,
        /(^|\/)(test_[^/]*|[^/]*_test)\.py$/,
        /^(pytest\.ini|\.pytest\.ini|tox\.ini)$/,
        /(^|\/)(sitecustomize|usercustomize)\.py$/,
        /\.pth$/,
    ],
    unittest: [/(^|\/)test[^/]*\.py$/, /(^|\/)(sitecustomize|usercustomize)\.py$/, /\.pth$/],
    go: [/_test\.go$/],
};
function trustedFrameworks() {
    return Object.keys(UNTRUSTED);
}
/** Files of `dir` (relative, "/"-separated), without .git, not following symlinks. */
async function listFiles(dir, under = dir) {
    const out = [];
    for (const e of await (0,promises_.readdir)(under, { withFileTypes: true })) {
        if (e.name === ".git")
            continue;
        const full = (0,external_node_path_.join)(under, e.name);
        if (e.isDirectory())
            (0,arrays/* pushAll */.i)(out, await listFiles(dir, full));
        else
            out.push((0,external_node_path_.relative)(dir, full).split(external_node_path_.sep).join("/"));
    }
    return out;
}
/**
 * Builds the trusted view of a project for `framework`. Throws an Error whose
 * message names the fix when the framework has no trusted-tests rules.
 */
async function trustedView(projectDir, testsFrom, testsFromLabel, framework) {
    const rules = UNTRUSTED[framework];
    if (!rules) {
        throw new Error(`tests-from (trusted tests) supports ${trustedFrameworks().join(", ")} so far, not ${framework}; drop tests-from to run the project's own tests`);
    }
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_namespaceObject.tmpdir)(), "testcage-trusted-"));
    try {
        const view = (0,external_node_path_.join)(dir, "project");
        await copyProject(projectDir, view);
        const removed = [];
        for (const f of await listFiles(view)) {
            if (rules.some((r) => r.test(f))) {
                await (0,promises_.rm)((0,external_node_path_.join)(view, f), { force: true });
                removed.push(f);
            }
        }
        const trustedFiles = await listFiles(testsFrom);
        await copyProject(testsFrom, view);
        return {
            dir: view,
            trust: {
                mode: "trusted-tests",
                tests_from: testsFromLabel,
                trusted_files: trustedFiles.length,
                removed: removed.slice(0, 200),
                removed_count: removed.length,
                notes: [
                    `The tests and the ${framework} configuration came from ${testsFromLabel}; the project's own test files, conftest hooks, framework configuration and interpreter start-up hooks (${removed.length} file${removed.length === 1 ? "" : "s"}) were removed first, and plugins are not autoloaded.`,
                    "Code the trusted tests import runs in the framework's process and could still forge a result; nothing else of the project's can.",
                ],
            },
            remove: () => (0,promises_.rm)(dir, { recursive: true, force: true }),
        };
    }
    catch (err) {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
        throw err;
    }
}
/** True when `path` is a folder (not a symlink to one). */
async function isRealDirectory(path) {
    try {
        return (await (0,promises_.lstat)(path)).isDirectory();
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/engine.ts
// The pipeline of docs/architecture.md §1: detect -> plan -> sandbox -> parse -> judge.
// Only the sandbox touches the outside world; the engine turns every way a run
// can go wrong into a typed error in the RunResult it returns.






















const LIMITS = {
    outputCapBytes: 1024 * 1024,
    reportCapBytes: 64 * 1024 * 1024,
    /** What of each stream goes into results.json itself (the full capped log is a separate file). */
    resultLogChars: 16 * 1024,
};
async function isDirectory(path) {
    try {
        return (await (0,promises_.stat)(path)).isDirectory();
    }
    catch {
        return false;
    }
}
function tail(text, max) {
    return text.length <= max ? text : `[testcage: earlier output cut]\n${text.slice(-max)}`;
}
/** Problems the sandbox phase itself shows, independent of what any report says. */
function phaseErrors(outcome, timeoutMs) {
    const errors = [];
    if (outcome.spawnError) {
        errors.push({ kind: "framework-missing", message: outcome.spawnError });
    }
    if (outcome.timedOut) {
        errors.push({
            kind: "timeout",
            message: `the tests were stopped after the ${timeoutMs / 1000} s timeout; results reported before that are kept. Raise --timeout or find the hanging test in the log.`,
        });
    }
    if (outcome.cancelled) {
        errors.push({ kind: "timeout", message: "the run was cancelled; results reported before that are kept" });
    }
    if (outcome.oom) {
        errors.push({
            kind: "oom",
            message: "the tests ran out of memory and were killed; raise the memory limit or fix the leak",
        });
    }
    if (outcome.diskLimit)
        errors.push({ kind: "disk-limit", message: outcome.diskLimit });
    return errors;
}
/**
 * The timeout's error names the test(s) the adapter found still running, so the
 * one line a person reads says which test to look at, and where.
 */
function nameHangingTests(errors, tests, timeoutMs) {
    const timeout = errors.find((e) => e.kind === "timeout");
    const hanging = tests.filter(unfinished/* stoppedByTimeout */.W1);
    if (!timeout || hanging.length === 0)
        return;
    const where = (t) => (t.file ? ` (${t.file}${t.line ? `:${t.line}` : ""})` : "");
    const names = hanging.slice(0, 3).map((t) => `${t.id}${where(t)}`);
    if (hanging.length > 3)
        names.push(`${hanging.length - 3} more`);
    timeout.message = `the tests were stopped after the ${timeoutMs / 1000} s timeout while ${names.join(", ")} ${hanging.length === 1 ? "was" : "were"} running; the tests that finished are kept. Raise --timeout or fix the hanging test.`;
    const first = hanging[0];
    if (first.file) {
        timeout.file = first.file;
        if (first.line)
            timeout.line = first.line;
    }
}
/**
 * A --test-command is told where testcage reads the framework's reports, so it
 * need not guess the sandbox's layout: TESTCAGE_REPORTS_DIR, and one
 * TESTCAGE_REPORT_<NAME> per report (TESTCAGE_REPORT_JUNIT for pytest's).
 */
function reportPathsEnv(reportsDir, invocation) {
    const env = { TESTCAGE_REPORTS_DIR: reportsDir };
    for (const r of invocation.reports) {
        const name = r.name.toUpperCase().replace(/[^A-Z0-9]+/g, "_");
        env[`TESTCAGE_REPORT_${name}`] = `${reportsDir}/${r.file}`;
    }
    return env;
}
function reportProblems(reports) {
    const errors = [];
    for (const [name, r] of Object.entries(reports)) {
        if (r.ok || r.problem === "missing")
            continue;
        errors.push({
            kind: r.problem === "too-large" ? "output-limit" : "report-invalid",
            message: `the ${name} report could not be used: ${r.detail}`,
        });
    }
    return errors;
}
function mapTest(t, map) {
    return { ...t, file: map.file(t.file), message: map.text(t.message), stack: map.text(t.stack) };
}
function mapError(e, map) {
    return {
        ...e,
        message: map.text(e.message) ?? e.message,
        ...(e.file !== undefined ? { file: map.file(e.file) } : {}),
        ...(e.details !== undefined ? { details: map.text(e.details) } : {}),
    };
}
function safeParse(adapter, input) {
    try {
        return (0,settle/* settleParsed */.zC)(adapter.parse(input));
    }
    catch (err) {
        return {
            tests: [],
            errors: [
                {
                    kind: "report-invalid",
                    message: `the ${adapter.name} report could not be parsed: ${err.message}`,
                },
            ],
            reportFound: false,
        };
    }
}
/** What results.json says of a run of the project's own tests. */
const PROJECT_TRUST = {
    mode: "project",
    notes: [
        "The project's own tests and framework configuration ran: code in the framework's process can forge its own result (see docs/sandboxes.md, What a project can forge); tests-from runs trusted tests instead.",
    ],
};
async function runEngine(opts, hooks = {}) {
    if (!opts.testsFrom) {
        const run = await runEngineIn(opts, hooks, null);
        if (opts.reportPaths.length === 0)
            run.result.trust = PROJECT_TRUST;
        return run;
    }
    return runTrusted(opts, opts.testsFrom, hooks);
}
/**
 * Trusted-tests mode (trusted-tests.ts): the framework is the trusted folder's,
 * the run's project is the trusted view, and results.json says so.
 */
async function runTrusted(opts, testsFrom, hooks) {
    const startedAt = new Date();
    const noLogs = { stdout: "", stderr: "" };
    const refuse = (message) => ({
        result: (0,results_file/* errorResult */.WG)("bad-input", message, startedAt),
        logs: noLogs,
    });
    if (!(await isRealDirectory(testsFrom.path))) {
        return refuse(`tests-from ${testsFrom.label} is not a folder; pass the folder that holds the trusted tests`);
    }
    let framework = opts.framework;
    if (!framework) {
        const choice = (0,frameworks/* chooseFramework */.Av)(await (0,scan/* scanProject */.v)(testsFrom.path));
        if (!choice) {
            return refuse(`no test framework detected in tests-from ${testsFrom.label}; pass --framework (${trustedFrameworks().join(", ")})`);
        }
        framework = choice.adapter.id;
    }
    let view;
    try {
        view = await trustedView(opts.projectDir, testsFrom.path, testsFrom.label, framework);
    }
    catch (err) {
        return refuse(err.message);
    }
    try {
        hooks.log?.(`trusted tests: ${view.trust.notes[0]}`);
        const run = await runEngineIn({ ...opts, projectDir: view.dir, framework }, hooks, {
            projectDir: opts.projectDir,
            trusted: true,
        });
        run.result.trust = view.trust;
        return run;
    }
    finally {
        await view.remove();
    }
}
/**
 * One run. `origin`: in trusted-tests mode, the user's project folder (for the
 * working directory results.json names), and that the plan must ignore the
 * project's framework configuration.
 */
async function runEngineIn(opts, hooks, origin) {
    const startedAt = new Date();
    // Log lines carry project file names and user input: one line each, always.
    const log = (line) => hooks.log?.(line.replace(/[\r\n]+/g, " "));
    const noLogs = { stdout: "", stderr: "" };
    if (!(await isDirectory(opts.projectDir))) {
        return {
            result: (0,results_file/* errorResult */.WG)("bad-input", `project directory ${opts.projectDir} does not exist or is not a directory; pass the folder that holds the tests`, startedAt),
            logs: noLogs,
        };
    }
    const userDir = origin?.projectDir ?? opts.projectDir;
    const repoRoot = await findRepoRoot(userDir, process.env);
    const workDir = workingDirectory(userDir, repoRoot);
    if (opts.reportPaths.length > 0) {
        log(`report-paths: reading ${opts.reportPaths.join(", ")}; no tests are run`);
        return { result: await (0,report_paths/* reportOnlyResult */.um)(opts.projectDir, workDir, opts.reportPaths, startedAt), logs: noLogs };
    }
    // Refused before anything is said about a sandbox that cannot be opened.
    if (opts.sandbox === "service" && !opts.containers.container)
        return { result: (0,results_file/* errorResult */.WG)("sandbox-unavailable", SERVICE_NEEDS_CONTAINER, startedAt, workDir), logs: noLogs };
    const early = earlySandbox(opts.sandbox, opts.containers);
    const facts = await (0,scan/* scanProject */.v)(opts.projectDir);
    let adapter;
    let framework;
    if (opts.framework) {
        adapter = (0,frameworks/* adapterById */.QJ)(opts.framework);
        framework = { id: adapter.id, name: adapter.name, reason: "explicit framework input" };
    }
    else {
        const choice = (0,frameworks/* chooseFramework */.Av)(facts);
        if (!choice) {
            const where = opts.projectLabel === "." ? `${opts.projectDir} (the current folder)` : opts.projectLabel;
            const message = facts.files.length === 0
                ? `${where} has no files to test; point at the folder that holds the project`
                : `no test framework detected in ${where}; pass --framework (one of: ${(0,frameworks/* frameworkIds */.zE)().join(", ")}) or point at the folder with the test config`;
            return { result: (0,results_file/* errorResult */.WG)("nothing-detected", message, startedAt, workDir), logs: noLogs };
        }
        adapter = choice.adapter;
        framework = { id: adapter.id, name: adapter.name, reason: choice.detection.reason };
        const others = choice.alternatives.map((a) => `${a.id} (${a.detection.reason})`).join(", ");
        log(`framework: ${adapter.name} because ${choice.detection.reason}${others ? `; also matched: ${others}` : ""}`);
    }
    let selection;
    try {
        selection = early ?? (await selectSandbox(opts.sandbox, opts.containers, adapter.language));
    }
    catch (err) {
        if (err instanceof SandboxUnavailableError) {
            const result = (0,results_file/* errorResult */.WG)(err.kind, err.message, startedAt, workDir);
            return { result: { ...result, framework }, logs: noLogs };
        }
        throw err;
    }
    const isolation = await selection.sandbox.isolation(LIMITS.outputCapBytes);
    let sandbox = { kind: selection.sandbox.kind, isolation, container: null };
    log(`sandbox: ${sandbox.kind} (${selection.reason}); network ${isolation.network}${isolation.network_method ? ` via ${isolation.network_method}` : ""}`);
    for (const note of isolation.notes)
        log(`sandbox note: ${note}`);
    const limits = { timeoutMs: opts.timeoutMs, graceMs: opts.graceMs, ...LIMITS };
    // A sandbox that cannot work here says so when opened, or (the service container's
    // copy-in) only when it first runs something: the same typed error either way.
    const unavailable = (err) => {
        if (!(err instanceof SandboxUnavailableError))
            throw err;
        return { result: { ...(0,results_file/* errorResult */.WG)(err.kind, err.message, startedAt, workDir), framework, sandbox }, logs: noLogs };
    };
    let session;
    try {
        session = await selection.sandbox.open(opts.projectDir, { cache: opts.cache });
    }
    catch (err) {
        return unavailable(err);
    }
    // Container facts (image, limits, user) are known once the session exists.
    sandbox = { ...sandbox, container: selection.sandbox.container?.() ?? null };
    try {
        const invocation = adapter.plan({
            paths: session.paths,
            facts,
            filter: opts.filter,
            testCommand: opts.testCommand,
            coverage: opts.coverage,
            trusted: origin?.trusted ?? false,
        });
        if (opts.testCommand)
            invocation.env = { ...invocation.env, ...reportPathsEnv(session.paths.reports, invocation) };
        const errors = [];
        const signalOpt = hooks.signal ? { signal: hooks.signal } : {};
        const install = opts.installCommand
            ? { command: opts.installCommand, env: {}, testEnv: {}, reason: "install command given" }
            : opts.installAuto
                ? (adapter.install?.({ paths: session.paths, facts }) ?? null)
                : null;
        if (install) {
            log(`install (${install.reason}): ${install.summary ?? install.command}`);
            const outcome = await session.install(install.command, {
                env: { ...install.env, ...opts.env },
                limits,
                allowHosts: (0,egress_hosts/* registryHosts */.j$)(adapter.language, opts.installAllowHosts),
                ...signalOpt,
            });
            if (outcome.installIsolation) {
                sandbox = { ...sandbox, isolation: { ...sandbox.isolation, install: outcome.installIsolation } };
                log(`install network: ${outcome.installIsolation.network} via ${outcome.installIsolation.network_method}`);
            }
            const refused = outcome.installIsolation?.refused ?? [];
            if (outcome.exitCode !== 0) {
                const why = outcome.timedOut ? "timed out" : `exited with ${outcome.exitCode ?? outcome.signal}`;
                const said = installFailureReason(outcome.stderr.text, outcome.stdout.text);
                // A refused host is the likeliest reason an install that needs it failed: say which.
                const blocked = refused.length
                    ? `; it tried to reach ${refused.slice(0, 5).join(", ")}, which the install phase may not (only package registries; add a host with install-allow-hosts)`
                    : "";
                const message = `the install command (${install.command}) ${why}${said ? `: ${said}` : ""}${blocked}; fix it, or pass --install-command none to skip it`;
                const text = (0,paths/* pathMapper */.D)(session.paths.project, workDir).text(message) ?? message;
                const result = (0,results_file/* errorResult */.WG)("install-failed", text, startedAt, workDir);
                return {
                    result: { ...result, framework, sandbox },
                    logs: { stdout: outcome.stdout.text, stderr: outcome.stderr.text },
                };
            }
            invocation.env = { ...invocation.env, ...install.testEnv };
        }
        log(`test: ${invocation.argv.join(" ")}`);
        const live = { passed: 0, failed: 0, skipped: 0 };
        const testStarted = Date.now();
        const ticker = setInterval(() => hooks.progress?.({ ...live, elapsedMs: Date.now() - testStarted }), 1000);
        let run;
        try {
            run = await session.test({
                invocation,
                env: opts.env,
                limits,
                ...signalOpt,
                onStdoutLine: (line) => {
                    const s = adapter.liveStatus?.(line);
                    if (s)
                        live[s] += 1;
                },
            });
        }
        finally {
            clearInterval(ticker);
        }
        const { outcome, reports } = run;
        (0,arrays/* pushAll */.i)(errors, phaseErrors(outcome, opts.timeoutMs));
        const parseInput = {
            reports,
            exitCode: outcome.exitCode,
            stdout: outcome.stdout.text,
            stderr: outcome.stderr.text,
            timedOut: outcome.timedOut,
            timeoutSeconds: opts.timeoutMs / 1000,
            projectPath: session.paths.project,
            readSource: (rel) => (0,source/* readSourceFile */.u)(opts.projectDir, rel),
        };
        hooks.onParseInput?.(parseInput);
        const parsed = safeParse(adapter, parseInput);
        if (outcome.timedOut)
            nameHangingTests(errors, parsed.tests, opts.timeoutMs);
        for (const e of [...parsed.errors, ...reportProblems(reports)])
            errors.push(e);
        // Frameworks list the tests a filter excluded as skipped; they were not asked for.
        const wanted = new Set(opts.filter);
        const tests = wanted.size ? parsed.tests.filter((t) => wanted.has(t.id) || t.status !== "skipped") : parsed.tests;
        if (!parsed.reportFound && errors.length === 0) {
            const said = (0,src_text/* lastLine */.fM)(outcome.stderr.text) || (0,src_text/* firstLine */.TM)(outcome.stdout.text);
            errors.push({
                kind: "report-missing",
                message: `${adapter.name} exited with ${outcome.exitCode ?? outcome.signal} and wrote no report${said ? `: ${said}` : ""}; see stderr.log`,
                details: (0,src_text/* tidy */.DZ)(tail(outcome.stderr.text, 4000)),
            });
        }
        const failing = tests.some((t) => t.status === "failed" || t.status === "error");
        if (parsed.reportFound && tests.length > 0 && !failing && errors.length === 0 && outcome.exitCode !== 0) {
            errors.push({
                kind: "exit-code-mismatch",
                message: `${adapter.name} exited with ${outcome.exitCode ?? outcome.signal} although its report shows no failure; the report is not trusted. See the log.`,
            });
        }
        if (tests.length === 0 && errors.length === 0) {
            errors.push({
                kind: "no-tests",
                message: opts.filter.length
                    ? `no test matched --filter ${opts.filter.join(", ")}; ${adapter.name} ran and selected nothing. Copy ids from a results.json of this project as it is now (a run without --filter lists them)`
                    : `${adapter.name} ran but found no tests; check the test file names and the framework config`,
            });
        }
        const map = (0,paths/* pathMapper */.D)(session.paths.project, workDir);
        const mappedTests = tests.map((t) => mapTest(t, map));
        const mappedErrors = errors.map((e) => mapError(e, map));
        const finishedAt = new Date();
        const summary = (0,src_status/* summarize */.eh)(mappedTests, finishedAt.getTime() - startedAt.getTime());
        const status = (0,src_status/* decideStatus */.x7)(mappedTests, mappedErrors);
        const result = {
            version: model/* RESULTS_VERSION */.k,
            status,
            message: (0,src_status/* describeRun */.vZ)(status, summary, mappedErrors),
            framework,
            sandbox,
            summary,
            tests: mappedTests,
            errors: mappedErrors,
            command: invocation.argv.map((a) => map.text(a) ?? a),
            exit_code: outcome.exitCode,
            started_at: startedAt.toISOString(),
            finished_at: finishedAt.toISOString(),
            working_directory: workDir,
            logs: {
                stdout: map.text(tail(outcome.stdout.text, LIMITS.resultLogChars)) ?? "",
                stderr: map.text(tail(outcome.stderr.text, LIMITS.resultLogChars)) ?? "",
                truncated: outcome.stdout.truncated || outcome.stderr.truncated,
            },
            tool: { name: "testcage", version: version/* VERSION */.x },
        };
        if (opts.coverage)
            result.coverage = readCoverage(adapter, invocation, reports, session.paths.project, facts.files, map);
        return {
            result,
            logs: { stdout: map.text(outcome.stdout.text) ?? "", stderr: map.text(outcome.stderr.text) ?? "" },
        };
    }
    catch (err) {
        return unavailable(err);
    }
    finally {
        await session.close();
    }
}


/***/ }),

/***/ 115:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ writeRunFiles)
});

// UNUSED EXPORTS: EXPORT_FILES

// EXTERNAL MODULE: ./src/arrays.ts
var arrays = __nccwpck_require__(273);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(760);
// EXTERNAL MODULE: ./src/source.ts
var source = __nccwpck_require__(998);
;// CONCATENATED MODULE: ./src/formats/ctrf.ts
// results.json as a CTRF report (Common Test Report Format, spec 0.0.0), for
// tools that read CTRF. Errored tests have no CTRF status of their own: they are
// "failed" with rawStatus "error", so counts still add up.
const CTRF_SPEC_VERSION = "0.0.0";
const lines = (text) => (text ? text.replace(/\n$/, "").split("\n") : undefined);
function ctrfTest(t) {
    const test = {
        name: t.name || t.id,
        status: t.status === "error" ? "failed" : t.status,
        rawStatus: t.status,
        duration: Math.max(0, Math.round(t.duration_ms ?? 0)),
    };
    if (t.suite.length)
        test["suite"] = t.suite;
    if (t.message)
        test["message"] = t.message;
    if (t.stack)
        test["trace"] = t.stack;
    if (t.file)
        test["filePath"] = t.file;
    if (t.line)
        test["line"] = t.line;
    const stdout = lines(t.stdout);
    if (stdout)
        test["stdout"] = stdout;
    const stderr = lines(t.stderr);
    if (stderr)
        test["stderr"] = stderr;
    test["extra"] = { id: t.id, ...(t.parameters ? { parameters: t.parameters } : {}) };
    return test;
}
/** The CTRF document; with `withTests` false its tests array is left empty, for writing them one by one. */
function toCtrf(result, withTests = true) {
    const start = Date.parse(result.started_at);
    const stop = Date.parse(result.finished_at);
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const t of result.tests) {
        if (t.status === "passed")
            counts.passed++;
        else if (t.status === "skipped")
            counts.skipped++;
        else
            counts.failed++;
    }
    return {
        reportFormat: "CTRF",
        specVersion: CTRF_SPEC_VERSION,
        timestamp: result.finished_at,
        generatedBy: `${result.tool.name} ${result.tool.version}`,
        results: {
            tool: { name: result.framework?.id ?? "unknown" },
            summary: {
                tests: result.tests.length,
                passed: counts.passed,
                failed: counts.failed,
                skipped: counts.skipped,
                pending: 0,
                other: 0,
                start: Number.isFinite(start) ? start : 0,
                stop: Number.isFinite(stop) ? stop : 0,
            },
            tests: withTests ? result.tests.map(ctrfTest) : [],
            extra: { status: result.status, message: result.message, errors: result.errors },
        },
    };
}

;// CONCATENATED MODULE: ./src/formats/defects.ts
// defects.json: results.json as the defect list review systems read, one
// defect per failed or errored test. Severity: "high" for a test that errored
// (it did not run to an assertion: a crash, a broken fixture, a timeout) and
// "medium" for a test whose assertion failed. `coverage_percentage` is the line
// coverage (statements where the tool counts no lines) when coverage ran.
// results.json keeps no markers or tags per test, so there is no scenario id yet.
// The JSON Schema is schema/defects.schema.json.
const DEFECTS_VERSION = "1.0.0";
function defects_location(t) {
    if (!t.file)
        return t.id;
    return t.line ? `${t.file}:${t.line}` : t.file;
}
function coveragePercentage(result) {
    const c = result.coverage;
    if (!c)
        return null;
    return c.lines?.percent ?? c.statements?.percent ?? null;
}
function toDefects(result) {
    const out = {
        version: DEFECTS_VERSION,
        tool: result.tool,
        status: result.status,
        message: result.message,
        defects: result.tests
            .filter((t) => t.status === "failed" || t.status === "error")
            .map((t) => ({
            severity: t.status === "error" ? "high" : "medium",
            description: `Test failed: ${[...t.suite, t.name].join(" > ")}`,
            location: defects_location(t),
            details: { error_message: t.message, stack_trace: t.stack },
            type: "test_failure",
            test_id: t.id,
        })),
    };
    const coverage = coveragePercentage(result);
    if (coverage !== null)
        out.coverage_percentage = coverage;
    return out;
}

;// CONCATENATED MODULE: ./src/formats/exercism.ts
// results.json in Exercism's test-runner interface
// (https://exercism.org/docs/building/tooling/test-runners/interface): status
// pass|fail|error at the top, a message for errors, and per test name, status,
// message, output (at most 500 characters) and test_code. Version 3 (per-test
// task_id) when the tests name their tasks, else version 2. The run status
// vocabulary is already Exercism's.
//
// Tasks: pytest's `@pytest.mark.task(taskno=N)` on the test or its class, as
// Exercism's Python track marks them. pytest's JUnit report does not carry
// markers, so they are read from the test's source, as is test_code (the test
// function's body, dedented, as Exercism's runners give it).
/** Exercism's cap on a test's output, and the notice its Python runner ends a cut output with. */
const OUTPUT_LIMIT = 500;
const TRUNCATION_NOTICE = " [Output was truncated. Please limit to 500 chars]";
/** Exercism's cap on the top-level message. */
const MESSAGE_LIMIT = 65535;
/** Output as Exercism shows it: trimmed, and at most 500 characters including the notice. */
function capOutput(text) {
    const trimmed = text.trim();
    if (trimmed.length <= OUTPUT_LIMIT)
        return trimmed;
    return `${trimmed.slice(0, OUTPUT_LIMIT - TRUNCATION_NOTICE.length)}${TRUNCATION_NOTICE}`;
}
const PYTHON = new Set(["pytest", "unittest"]);
/**
 * Exercism's Python track names a test "Class > name": a class's "Test" suffix
 * and the function's "test_" prefix dropped, underscores as spaces.
 */
function pythonName(t) {
    return [...t.suite.map((c) => c.replace(/(.)Test$/, "$1")), t.name.replace(/^test_(?=.)/, "")]
        .join(" > ")
        .replace(/_/g, " ");
}
const indentOf = (line) => /^[ \t]*/.exec(line)[0].length;
const blank = (line) => line.trim() === "" || line.trim().startsWith("#");
/** Decorator text above line index `at` (the def or class line), up to the previous statement. */
function decoratorsAbove(lines, at) {
    const own = indentOf(lines[at]);
    const out = [];
    for (let i = at - 1; i >= 0; i--) {
        const l = lines[i];
        if (l.trim() === "")
            break;
        if (indentOf(l) === own && !l.trim().startsWith("@") && !l.trim().startsWith("#"))
            break;
        if (indentOf(l) < own)
            break;
        out.unshift(l);
    }
    return out.join("\n");
}
/** Body lines of the block opened at line index `at`, dedented, with trailing blank lines removed. */
function blockBody(lines, at) {
    const own = indentOf(lines[at]);
    // The header may span lines (a long signature): the body starts after the line ending in ":".
    let start = at;
    while (start < lines.length && !/:\s*(#.*)?$/.test(lines[start]))
        start++;
    const body = [];
    for (let i = start + 1; i < lines.length; i++) {
        const l = lines[i];
        if (l.trim() !== "" && indentOf(l) <= own)
            break;
        body.push(l);
    }
    while (body.length && body[body.length - 1].trim() === "")
        body.pop();
    const cut = Math.min(...body.filter((l) => l.trim() !== "").map(indentOf));
    return body.map((l) => (l.trim() === "" ? "" : l.slice(Number.isFinite(cut) ? cut : 0))).join("\n");
}
function findPythonDef(source, t) {
    const lines = source.split(/\r?\n/);
    const name = t.name.replace(/\[.*$/, "");
    const def = new RegExp(`^\\s*(?:async\\s+)?def\\s+${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\(`);
    const candidates = [];
    // The enclosing classes of each line, by indentation.
    const stack = [];
    for (let i = 0; i < lines.length; i++) {
        const l = lines[i];
        if (blank(l))
            continue;
        const ind = indentOf(l);
        while (stack.length && stack[stack.length - 1].indent >= ind)
            stack.pop();
        const cls = /^\s*class\s+(\w+)/.exec(l);
        if (cls)
            stack.push({ name: cls[1], indent: ind, at: i });
        else if (def.test(l))
            candidates.push({ at: i, classes: stack.map((s) => s.name), classLines: stack.map((s) => s.at) });
    }
    const suite = t.suite.join(".");
    const match = candidates.find((c) => c.classes.join(".") === suite) ??
        candidates.find((c) => c.classes[c.classes.length - 1] === t.suite[t.suite.length - 1]) ??
        candidates[0];
    if (!match)
        return null;
    const decorators = [...match.classLines.map((at) => decoratorsAbove(lines, at)), decoratorsAbove(lines, match.at)];
    return { line: match.at + 1, body: blockBody(lines, match.at), decorators: decorators.join("\n") };
}
/** `@pytest.mark.task(taskno=N)`: the last one wins, as the nearest marker does in pytest. */
function taskOf(decorators) {
    let task = null;
    for (const m of decorators.matchAll(/@pytest\.mark\.task\(\s*taskno\s*=\s*(\d+)\s*\)/g))
        task = Number(m[1]);
    return task;
}
/** The top-level message of an error: what went wrong, then the framework's own account of it. */
function errorMessage(result) {
    const details = result.errors.find((e) => e.details)?.details;
    const text = details ? `${result.message}\n\n${details}` : result.message;
    return text.length > MESSAGE_LIMIT ? text.slice(0, MESSAGE_LIMIT) : text;
}
function toExercism(result, options = {}) {
    const python = PYTHON.has(result.framework?.id ?? "");
    const sources = new Map();
    const source = (file) => {
        if (!file || !options.readSource)
            return undefined;
        if (!sources.has(file))
            sources.set(file, options.readSource(file));
        return sources.get(file);
    };
    // Exercism has no "skipped": a test that did not run is left out rather than called a pass.
    const rows = result.tests
        .filter((t) => t.status !== "skipped")
        .map((t, index) => {
        const text = python ? source(t.file) : undefined;
        const def = text === undefined ? null : findPythonDef(text, t);
        const test = {
            name: python ? pythonName(t) : [...t.suite, t.name].join(" > "),
            status: t.status === "passed" ? "pass" : t.status === "error" ? "error" : "fail",
        };
        if (t.message && t.status !== "passed")
            test.message = t.message;
        const output = capOutput([t.stdout, t.stderr].filter(Boolean).join("\n"));
        if (output)
            test.output = output;
        if (def)
            test.test_code = def.body;
        const task = def ? taskOf(def.decorators) : null;
        if (task !== null)
            test.task_id = task;
        return { test, file: t.file ?? "", line: def?.line ?? null, index };
    });
    // Exercism: tests in the order of the test file, whatever order they ran in (when every definition was found).
    if (python && rows.every((r) => r.line !== null)) {
        const fileOrder = new Map();
        for (const r of rows)
            if (!fileOrder.has(r.file))
                fileOrder.set(r.file, fileOrder.size);
        rows.sort((a, b) => fileOrder.get(a.file) - fileOrder.get(b.file) || a.line - b.line || a.index - b.index);
    }
    const tests = rows.map((r) => r.test);
    const out = {
        version: tests.some((t) => t.task_id !== undefined) ? 3 : 2,
        status: result.status,
    };
    if (result.status === "error")
        out["message"] = errorMessage(result);
    out["tests"] = tests;
    return out;
}

;// CONCATENATED MODULE: ./src/formats/junit.ts
// results.json as JUnit XML (the de-facto schema most CI tools read): one
// testsuite per test file, errors as <error>, failures as <failure>. Run-level
// errors (collection, timeout...) become an errored testcase so readers that only
// count testcases still see the run was not clean.
// XML 1.0 forbids most control characters even escaped; test output may have any.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
// Anything escapeXml or cdata would change; most names and paths have none of it.
// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /[&<>"\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;
function escapeXml(text) {
    if (!NEEDS_WORK.test(text))
        return text;
    return text
        .replace(INVALID_XML, "\uFFFD")
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/"/g, "&quot;");
}
/** CDATA cannot contain "]]>"; split it across sections. */
function cdata(text) {
    if (!NEEDS_WORK.test(text) && !text.includes("]]>"))
        return `<![CDATA[${text}]]>`;
    return `<![CDATA[${text.replace(INVALID_XML, "\uFFFD").split("]]>").join("]]]]><![CDATA[>")}]]>`;
}
const seconds = (ms) => ((ms ?? 0) / 1000).toFixed(3);
function testcase(t) {
    const attrs = [
        `name="${escapeXml(t.name)}"`,
        `classname="${escapeXml(t.suite.join(".") || t.file || "")}"`,
        `time="${seconds(t.duration_ms)}"`,
        ...(t.file ? [`file="${escapeXml(t.file)}"`] : []),
        ...(t.line ? [`line="${t.line}"`] : []),
    ].join(" ");
    const body = [];
    if (t.status === "failed" || t.status === "error") {
        const tag = t.status === "error" ? "error" : "failure";
        body.push(`<${tag} message="${escapeXml((t.message ?? "").split("\n")[0] ?? "")}">${cdata(t.stack ?? t.message ?? "")}</${tag}>`);
    }
    else if (t.status === "skipped") {
        body.push(t.message ? `<skipped message="${escapeXml(t.message)}"/>` : "<skipped/>");
    }
    if (t.stdout)
        body.push(`<system-out>${cdata(t.stdout)}</system-out>`);
    if (t.stderr)
        body.push(`<system-err>${cdata(t.stderr)}</system-err>`);
    return body.length
        ? `    <testcase ${attrs}>\n      ${body.join("\n      ")}\n    </testcase>`
        : `    <testcase ${attrs}/>`;
}
function runErrorCase(e, i) {
    const file = e.file ? ` file="${escapeXml(e.file)}"` : "";
    const line = e.line ? ` line="${e.line}"` : "";
    return `    <testcase name="${escapeXml(`testcage ${e.kind} #${i + 1}`)}" classname="testcage" time="0"${file}${line}>\n      <error type="${e.kind}" message="${escapeXml(e.message.split("\n")[0] ?? "")}">${cdata(e.details ?? e.message)}</error>\n    </testcase>`;
}
function toJunitXml(result) {
    return [...junitXmlPieces(result)].join("");
}
/** toJunitXml's text in pieces, one a testcase, for writing a large run without holding it whole. */
function* junitXmlPieces(result) {
    // One pass to group (tests keep their order within a file, files their first appearance),
    // one to count: linear in the number of tests.
    const byFile = new Map();
    for (const t of result.tests) {
        const key = t.file ?? "(no file)";
        const group = byFile.get(key);
        if (group)
            group.push(t);
        else
            byFile.set(key, [t]);
    }
    const s = result.summary;
    const errors = s.errored + result.errors.length;
    yield `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${escapeXml(result.framework?.name ?? "testcage")}" tests="${s.total + result.errors.length}" failures="${s.failed}" errors="${errors}" skipped="${s.skipped}" time="${seconds(s.duration_ms)}">\n`;
    let first = true;
    const line = (text) => {
        const out = first ? text : `\n${text}`;
        first = false;
        return out;
    };
    for (const [file, tests] of byFile) {
        let failures = 0;
        let errored = 0;
        let skipped = 0;
        let time = 0;
        for (const t of tests) {
            if (t.status === "failed")
                failures++;
            else if (t.status === "error")
                errored++;
            else if (t.status === "skipped")
                skipped++;
            time += t.duration_ms ?? 0;
        }
        yield line(`  <testsuite name="${escapeXml(file)}" tests="${tests.length}" failures="${failures}" errors="${errored}" skipped="${skipped}" time="${seconds(time)}">`);
        for (const t of tests)
            yield line(testcase(t));
        yield line("  </testsuite>");
    }
    if (result.errors.length) {
        yield line(`  <testsuite name="testcage" tests="${result.errors.length}" failures="0" errors="${result.errors.length}" skipped="0" time="0">`);
        for (let i = 0; i < result.errors.length; i++)
            yield line(runErrorCase(result.errors[i], i));
        yield line("  </testsuite>");
    }
    yield "\n</testsuites>\n";
}

// EXTERNAL MODULE: ./src/formats/stream-write.ts
var stream_write = __nccwpck_require__(788);
;// CONCATENATED MODULE: ./src/formats/run-files.ts
// Everything a run leaves next to results.json: the other formats (CTRF, JUnit,
// Exercism, defects) and the raw framework reports, for the CLI and the action alike.









const EXPORT_FILES = {
    ctrf: "ctrf.json",
    junit: "junit.xml",
    exercism: "exercism-results.json",
    defects: "defects.json",
};
function rawReportFile(name, text) {
    const safe = name.replace(/[^\w.-]/g, "_") || "report";
    if (/\.\w+$/.test(safe))
        return safe;
    const head = text.trimStart()[0];
    return `${safe}${head === "<" ? ".xml" : head === "{" || head === "[" ? ".json" : ".txt"}`;
}
/**
 * Writes the export formats and raw reports beside results.json; returns every file of the run folder.
 * `projectDir`: the tested project, for what the exports take from the tests' source (Exercism's test_code).
 */
async function writeRunFiles(outDir, result, raw, projectDir) {
    // Test paths in results.json are relative to the repository root, the project's working_directory above it.
    const wd = result.working_directory;
    const root = projectDir && (wd === "." ? projectDir : (0,external_node_path_.resolve)(projectDir, ...wd.split("/").map(() => "..")));
    const readSource = root ? (path) => (0,source/* readSourceFile */.u)(root, path) : undefined;
    await (0,promises_.mkdir)(outDir, { recursive: true });
    // In pieces: a run of a million tests is never one string.
    await (0,stream_write/* writeChunks */.a7)((0,external_node_path_.join)(outDir, EXPORT_FILES.ctrf), (0,stream_write/* jsonPieces */.Mx)(toCtrf(result, false), ["results", "tests"], (0,stream_write/* mapped */.CV)(result.tests, ctrfTest)));
    await (0,stream_write/* writeChunks */.a7)((0,external_node_path_.join)(outDir, EXPORT_FILES.junit), junitXmlPieces(result));
    const exercism = toExercism(result, { readSource });
    await (0,stream_write/* writeChunks */.a7)((0,external_node_path_.join)(outDir, EXPORT_FILES.exercism), (0,stream_write/* jsonPieces */.Mx)({ ...exercism, tests: [] }, ["tests"], exercism["tests"]));
    await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, EXPORT_FILES.defects), `${JSON.stringify(toDefects(result), null, 2)}\n`);
    const names = Object.keys(raw);
    if (names.length) {
        await (0,promises_.mkdir)((0,external_node_path_.join)(outDir, "reports"), { recursive: true });
        for (const name of names)
            await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, "reports", rawReportFile(name, raw[name])), raw[name]);
    }
    return listFiles(outDir);
}
async function listFiles(dir) {
    const out = [];
    for (const entry of await (0,promises_.readdir)(dir, { withFileTypes: true })) {
        const path = (0,external_node_path_.join)(dir, entry.name);
        if (entry.isDirectory())
            (0,arrays/* pushAll */.i)(out, await listFiles(path));
        else if (entry.isFile())
            out.push(path);
    }
    return out.sort();
}


/***/ }),

/***/ 788:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CV: () => (/* binding */ mapped),
/* harmony export */   Mx: () => (/* binding */ jsonPieces),
/* harmony export */   a7: () => (/* binding */ writeChunks)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
// Large results written in pieces: a run of a million tests is never one string (nor
// one Buffer) in memory, only a batch of about a MiB at a time.

const BATCH_CHARS = 1024 * 1024;
/** Writes the pieces to `path` (created or truncated), in batches. */
async function writeChunks(path, pieces) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, "w");
    try {
        let batch = [];
        let size = 0;
        for (const piece of pieces) {
            batch.push(piece);
            size += piece.length;
            if (size >= BATCH_CHARS) {
                await handle.write(batch.join(""));
                batch = [];
                size = 0;
            }
        }
        if (batch.length)
            await handle.write(batch.join(""));
    }
    finally {
        await handle.close();
    }
}
const MARK = "\u0000testcage-items\u0000";
/**
 * `JSON.stringify(value, null, 2) + "\n"`, byte for byte, as pieces: `value` holds an
 * empty array at `path` (keys from the top), and `items` are serialized into it one by
 * one, so the whole text never exists at once.
 */
function* jsonPieces(value, path, items) {
    const iterator = items[Symbol.iterator]();
    let next = iterator.next();
    if (next.done) {
        yield `${JSON.stringify(value, null, 2)}\n`;
        return;
    }
    // The same document with a marker where the items go, to learn the text around them.
    const copy = (node, depth) => depth === path.length - 1
        ? { ...node, [path[depth]]: [MARK] }
        : { ...node, [path[depth]]: copy(node[path[depth]], depth + 1) };
    const text = JSON.stringify(copy(value, 0), null, 2);
    const quoted = JSON.stringify(MARK);
    const at = text.indexOf(quoted);
    const lineStart = text.lastIndexOf("\n", at) + 1;
    const indent = text.slice(lineStart, at);
    yield text.slice(0, at);
    let first = true;
    while (!next.done) {
        const json = JSON.stringify(next.value, null, 2).replaceAll("\n", `\n${indent}`);
        yield first ? json : `,\n${indent}${json}`;
        first = false;
        next = iterator.next();
    }
    yield `${text.slice(at + quoted.length)}\n`;
}
/** `items` mapped lazily (an array's map would build the whole new array). */
function* mapped(items, f) {
    for (const item of items) {
        const out = f(item);
        if (out !== null)
            yield out;
    }
}


/***/ }),

/***/ 939:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FG: () => (/* binding */ parseTestId),
/* harmony export */   T5: () => (/* binding */ occurrences),
/* harmony export */   WZ: () => (/* binding */ makeTestId),
/* harmony export */   ZD: () => (/* binding */ repeated)
/* harmony export */ });
// Test ids: "<project-relative file>::<suite>::...::<name>". For pytest this is
// exactly the node id, so ids can be handed back to the framework unchanged.
const SEP = "::";
function makeTestId(file, suite, name) {
    return [file ?? "", ...suite, name].join(SEP);
}
/** Splits an id; null when it has no file part and name (cannot be one of ours). */
function parseTestId(id) {
    const parts = id.split(SEP);
    if (parts.length < 2)
        return null;
    const file = parts[0] ?? "";
    const name = parts[parts.length - 1] ?? "";
    if (name === "")
        return null;
    return { file, suite: parts.slice(1, -1), name };
}
/**
 * Counts keys as tests come: 1 the first time a key is seen, then 2, 3... The same
 * title can really repeat (a retry, a test defined twice, a class run twice), and
 * every reader tells repeats apart the same way: the n-th gets " [n]" (repeated).
 */
function occurrences() {
    const seen = new Map();
    return (key) => {
        const n = (seen.get(key) ?? 0) + 1;
        seen.set(key, n);
        return n;
    };
}
/** The text of the n-th occurrence: unchanged the first time, " [n]" added after. */
function repeated(text, n) {
    return n === 1 ? text : `${text} [${n}]`;
}


/***/ }),

/***/ 348:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  QJ: () => (/* binding */ adapterById),
  Av: () => (/* binding */ chooseFramework),
  zE: () => (/* binding */ frameworkIds)
});

// UNUSED EXPORTS: ADAPTERS

// EXTERNAL MODULE: ./src/reports/junit.ts
var junit = __nccwpck_require__(991);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __nccwpck_require__(992);
// EXTERNAL MODULE: ./src/frameworks/ids.ts
var frameworks_ids = __nccwpck_require__(939);
// EXTERNAL MODULE: ./src/frameworks/unfinished.ts
var frameworks_unfinished = __nccwpck_require__(132);
;// CONCATENATED MODULE: ./src/frameworks/install.ts
// Default install phases shared by adapters: only when the project declares
// dependencies (a lockfile or manifest) that are not already in the copy, and
// always writing into the run's own copy or cache, never the host's. The
// install is what the project's own CI would run: the package manager it pins,
// the extras and groups its tests need, the project itself where it is a package.
/** Version the project pins in package.json's "packageManager" ("pnpm@9.1.0+sha…" -> 9.1.0). */
function pinned(facts, tool) {
    const field = facts.packageJson?.["packageManager"];
    if (typeof field !== "string")
        return null;
    const m = new RegExp(`^${tool}@(\\d+\\.\\d+\\.\\d+[\\w.-]*)`).exec(field.trim());
    return m ? m[1] : null;
}
/** The package manager the project uses: the one it pins, else the one whose lockfile it has. */
function nodePackageManager(facts) {
    const yarn = pinned(facts, "yarn");
    if (pinned(facts, "pnpm") || facts.files.includes("pnpm-lock.yaml"))
        return "pnpm";
    if (yarn)
        return Number(yarn.split(".")[0]) >= 2 ? "yarn-berry" : "yarn-classic";
    if (facts.files.includes("yarn.lock"))
        return facts.files.includes(".yarnrc.yml") || /__metadata:/.test(facts.texts["yarn.lock"] ?? "")
            ? "yarn-berry"
            : "yarn-classic";
    return "npm";
}
// npm's `exec` fetches the pinned tool from the registry: corepack may be missing
// (Node 25 drops it) and would fetch from the same registry anyway.
const exec = (pkg, args) => `npm exec --yes --package=${pkg} -- ${args}`;
/** The install command for each package manager, lockfile honoured where there is one. */
function nodeInstallCommand(facts) {
    const manager = nodePackageManager(facts);
    if (manager === "pnpm") {
        const lock = facts.files.includes("pnpm-lock.yaml");
        return {
            command: exec(`pnpm@${pinned(facts, "pnpm") ?? "9"}`, `pnpm install ${lock ? "--frozen-lockfile" : ""}`.trim()),
            reason: lock ? "pnpm-lock.yaml without node_modules" : "packageManager pnpm without node_modules",
        };
    }
    if (manager === "yarn-classic") {
        const lock = facts.files.includes("yarn.lock");
        return {
            command: exec(`yarn@${pinned(facts, "yarn") ?? "1"}`, `yarn install --non-interactive ${lock ? "--frozen-lockfile" : ""}`.trim()),
            reason: lock ? "yarn.lock (yarn 1) without node_modules" : "packageManager yarn 1 without node_modules",
        };
    }
    if (manager === "yarn-berry") {
        // node_modules rather than Plug'n'Play: the frameworks are started from node_modules/.bin.
        return {
            command: `YARN_NODE_LINKER=node-modules YARN_ENABLE_GLOBAL_CACHE=false ${exec(`@yarnpkg/cli-dist@${pinned(facts, "yarn") ?? "4"}`, "yarn install --immutable")}`,
            reason: "yarn.lock (yarn 2+) without node_modules",
        };
    }
    const lock = facts.files.includes("package-lock.json") || facts.files.includes("npm-shrinkwrap.json");
    return lock
        ? { command: "npm ci --no-audit --no-fund", reason: "package-lock.json without node_modules" }
        : { command: "npm install --no-audit --no-fund", reason: "package.json without a lockfile or node_modules" };
}
function declaresDependencies(facts) {
    const pkg = facts.packageJson;
    if (!pkg)
        return false;
    return [pkg.dependencies, pkg.devDependencies].some((d) => d !== null && typeof d === "object" && Object.keys(d).length > 0);
}
/** The project's package manager installs its dependencies when node_modules is absent. */
function npmInstall(facts) {
    if (facts.topLevel.includes("node_modules"))
        return null;
    const hasLock = ["package-lock.json", "npm-shrinkwrap.json", "pnpm-lock.yaml", "yarn.lock"].some((f) => facts.files.includes(f));
    if (!hasLock && !declaresDependencies(facts))
        return null;
    const { command, reason } = nodeInstallCommand(facts);
    return { command, env: {}, testEnv: {}, reason };
}
/** "add jest to devDependencies and run <the project's install>" in the project's own tool. */
function nodeFrameworkHint(facts, tool) {
    const short = {
        npm: facts.files.includes("package-lock.json") ? "npm ci" : "npm install",
        pnpm: "pnpm install",
        "yarn-classic": "yarn install",
        "yarn-berry": "yarn install",
    };
    const install = short[nodePackageManager(facts)];
    return `add ${tool} to devDependencies and run ${install} (or pass --install-command '${install}')`;
}
/**
 * The hint when the project's own .venv python does not run in the sandbox: a
 * virtualenv links to the interpreter of the machine that made it, which a
 * container (or another machine) does not have.
 */
function venvHint(facts, otherwise) {
    return facts.files.includes(".venv/bin/python")
        ? "the project's .venv/bin/python does not run here: a virtualenv links to the Python of the machine that made it; remove .venv from the checkout (testcage then installs what the project declares), or make it in the same image"
        : otherwise;
}
/** Extras and dependency groups a project's tests conventionally need. */
const TEST_SETS = ["test", "tests", "testing", "dev"];
/** Names of a TOML table's keys (`[table]` up to the next table). */
function tomlTableKeys(text, table) {
    const start = text.search(new RegExp(`^\\[${table.replace(/[.-]/g, "\\$&")}\\]\\s*$`, "m"));
    if (start === -1)
        return [];
    const body = text.slice(start).split("\n").slice(1);
    const end = body.findIndex((l) => /^\[/.test(l));
    return (end === -1 ? body : body.slice(0, end))
        .map((l) => /^\s*["']?([A-Za-z0-9_.-]+)["']?\s*=/.exec(l)?.[1])
        .filter((k) => k !== undefined);
}
/** The test extras the project declares: pyproject's optional-dependencies, setup.cfg's extras_require, setup.py's. */
function testExtras(facts) {
    const declared = new Set([
        ...tomlTableKeys(facts.texts["pyproject.toml"] ?? "", "project.optional-dependencies"),
        ...tomlTableKeys(facts.texts["setup.cfg"] ?? "", "options.extras_require"),
        ...[...(facts.texts["setup.py"] ?? "").matchAll(/["'](test|tests|testing|dev)["']\s*:/g)].map((m) => m[1]),
    ]);
    return TEST_SETS.filter((s) => declared.has(s));
}
/** A Python package pip can build and install: PEP 621 or a build system, or setuptools' files. */
function isPythonPackage(facts) {
    const pyproject = facts.texts["pyproject.toml"] ?? "";
    if (/^\[(project|build-system)\]\s*$/m.test(pyproject))
        return true;
    if (facts.files.includes("setup.py"))
        return true;
    return /^\[(metadata|options)\]\s*$/m.test(facts.texts["setup.cfg"] ?? "");
}
/**
 * PEP 735 dependency groups, read by Python's own TOML parser in the sandbox
 * (pip learned `--group` only in 25.1): the test groups, include-group
 * references followed, one requirement per line.
 */
const GROUPS_SCRIPT = [
    "import sys, tomllib",
    "groups = tomllib.load(open('pyproject.toml', 'rb')).get('dependency-groups', {})",
    "out, seen = [], set()",
    "def add(name):",
    "    if name in seen or not isinstance(groups.get(name), list): return",
    "    seen.add(name)",
    "    for item in groups[name]:",
    "        if isinstance(item, str): out.append(item)",
    "        elif isinstance(item, dict) and isinstance(item.get('include-group'), str): add(item['include-group'])",
    `for name in ${JSON.stringify(TEST_SETS)}: add(name)`,
    "print('\\n'.join(out))",
].join("\n");
/**
 * Requirements files, the test-specific ones first: beside the project, or in a
 * requirements/ folder (pip-compiled sets such as requirements/tests.txt, which
 * tox's `deps = -r requirements/tests.txt` installs), before the runtime list.
 */
const REQUIREMENTS = [
    "requirements-dev.txt",
    "requirements-test.txt",
    "requirements/tests.txt",
    "requirements/test.txt",
    "requirements/testing.txt",
    "requirements/dev.txt",
    "requirements.txt",
];
/**
 * pip install into the copy (PYTHONPATH points the tests at it, ahead of any
 * host site-packages): the requirements file, the project itself with its test
 * extras (built from the run's copy, so the code under test is the copy's even
 * in a src layout), and the test dependency groups.
 */
function pipInstall(facts, paths) {
    // A project virtualenv is the project's own install; the adapters run its python.
    if (facts.files.includes(".venv/bin/python"))
        return null;
    const req = REQUIREMENTS.find((f) => facts.files.includes(f));
    const pkg = isPythonPackage(facts);
    const groups = /^\[dependency-groups\]\s*$/m.test(facts.texts["pyproject.toml"] ?? "");
    if (!req && !pkg && !groups)
        return null;
    const site = `${paths.project}/.testcage-site`;
    const extras = testExtras(facts);
    const targets = [
        ...(req ? [`-r ${req}`] : []),
        ...(pkg ? [`'.${extras.length ? `[${extras.join(",")}]` : ""}'`] : []),
        ...(groups ? [`-r ${site}.groups.txt`] : []),
    ];
    const pip = `python3 -m pip install --quiet --no-cache-dir --disable-pip-version-check --target ${site} ${targets.join(" ")}`;
    const command = groups ? `python3 -c "${GROUPS_SCRIPT.replace(/"/g, '\\"')}" > ${site}.groups.txt && ${pip}` : pip;
    const reasons = [
        ...(req ? [`${req} present`] : []),
        ...(pkg ? [`the project is a Python package${extras.length ? ` with test extras ${extras.join(", ")}` : ""}`] : []),
        ...(groups ? ["dependency groups in pyproject.toml"] : []),
    ];
    return {
        command,
        ...(groups ? { summary: `the test dependency groups read from pyproject.toml, then ${pip}` } : {}),
        env: { PIP_NO_INPUT: "1" },
        testEnv: { PYTHONPATH: site },
        reason: reasons.join("; "),
    };
}

;// CONCATENATED MODULE: ./src/frameworks/pytest.ts
// pytest: built-in JUnit XML in the xunit1 family, which carries file and a
// 0-based definition line per test; per-test stdout/stderr via junit_logging.
// The failing line comes from the "path:line: ExceptionType" trailer pytest
// writes under every failure.





const COVERAGE_REPORT = "coverage.json";
const REPORT = "pytest-junit.xml";
function hasPytestConfig(facts) {
    if (facts.files.includes("pytest.ini"))
        return "pytest.ini present";
    if (facts.files.some((f) => f === "conftest.py" || f.endsWith("/conftest.py")))
        return "conftest.py present";
    if (/^\[tool\.pytest/m.test(facts.texts["pyproject.toml"] ?? ""))
        return "[tool.pytest] in pyproject.toml";
    if (/^\[tool:pytest\]/m.test(facts.texts["setup.cfg"] ?? ""))
        return "[tool:pytest] in setup.cfg";
    if (/^\[pytest\]/m.test(facts.texts["tox.ini"] ?? ""))
        return "[pytest] in tox.ini";
    return null;
}
function dependsOnPytest(facts) {
    for (const [name, text] of Object.entries(facts.texts)) {
        if (/^requirements.*\.txt$|^pyproject\.toml$|^setup\.cfg$|^Pipfile$/.test(name) &&
            /(^|["'\s])pytest\b/m.test(text)) {
            return `pytest listed in ${name}`;
        }
    }
    return null;
}
const TEST_FILE = /(^|\/)(test_[^/]*|[^/]*_test)\.py$/;
/** Captured sections arrive with "---- Captured Out ----" banners; keep only the content. */
function captured(text) {
    if (!text)
        return null;
    return (0,src_text/* tidy */.DZ)(text.replace(/^-+ Captured \w+ -+$/gm, "").trim());
}
/** The last "path:line: Error" line in the test's own file is where the failure surfaced. */
function failingLine(text, file) {
    if (!file)
        return null;
    let found = null;
    for (const match of text.matchAll(/^(.+?):(\d+): /gm)) {
        const path = match[1] ?? "";
        if (path === file || path.endsWith(`/${file}`))
            found = Number(match[2]);
    }
    return found;
}
/**
 * The module a test was collected from and its class path, from the report's
 * classname ("pkg.test_mod.Class.Inner"): pytest's node id. The `file`
 * attribute is where the function is defined, which for a test a class inherits
 * from another module is that other module: an id built from it would name
 * every inheriting class's test the same, and would not select it in --filter.
 */
function nodeIdParts(tc, exists) {
    const modulePath = (tc.file ?? "").replace(/\.py$/, "").split("/").join(".");
    if (modulePath && (tc.classname === modulePath || tc.classname.startsWith(`${modulePath}.`))) {
        return {
            module: tc.file,
            suite: tc.classname
                .slice(modulePath.length)
                .split(".")
                .filter((p) => p !== ""),
        };
    }
    const parts = tc.classname.split(".");
    for (let i = parts.length - 1; i >= 1; i--) {
        const candidate = `${parts.slice(0, i).join("/")}.py`;
        if (exists(candidate))
            return { module: candidate, suite: parts.slice(i) };
    }
    return { module: tc.file, suite: [] };
}
function toTest(tc, order, exists) {
    const { module, suite } = nodeIdParts(tc, exists);
    const status = (0,junit/* junitStatus */.Ri)(tc);
    const text = tc.outcome?.text ?? "";
    const defLine = tc.line === null ? null : tc.line + 1; // xunit1 lines are 0-based
    const params = /\[(.*)\]$/.exec(tc.name)?.[1] ?? null;
    const failed = status === "failed" || status === "error";
    return {
        id: (0,frameworks_ids/* makeTestId */.WZ)(module, suite, tc.name),
        name: tc.name,
        suite,
        status,
        duration_ms: tc.timeSeconds === null ? null : Math.round(tc.timeSeconds * 1000),
        file: tc.file,
        line: (failed ? failingLine(text, tc.file) : null) ?? defLine,
        message: (0,src_text/* tidy */.DZ)(tc.outcome?.message ?? (failed ? (0,src_text/* firstLine */.TM)(text) : null)),
        stack: failed ? (0,src_text/* tidy */.DZ)(text) : null,
        stdout: captured(tc.systemOut),
        stderr: captured(tc.systemErr),
        parameters: params,
        order,
    };
}
function isCollectionError(tc) {
    return tc.outcome?.kind === "error" && tc.outcome.message === "collection failure";
}
const pytest = {
    id: "pytest",
    name: "pytest",
    language: "python",
    detect(facts) {
        const config = hasPytestConfig(facts);
        if (config)
            return { score: 100, reason: config };
        const dep = dependsOnPytest(facts);
        if (dep)
            return { score: 50, reason: dep };
        const testFile = facts.files.find((f) => TEST_FILE.test(f));
        if (testFile)
            return { score: 10, reason: `Python test file ${testFile}` };
        return null;
    },
    plan({ paths, facts, filter, testCommand, coverage, trusted }) {
        // A project virtualenv is what the project's own CI would use; never in trusted-tests mode (it is the project's).
        const python = !trusted && facts.files.includes(".venv/bin/python") ? `${paths.project}/.venv/bin/python` : "python3";
        // Trusted tests: only an ini file the trusted folder brought (the project's were removed), never the
        // project's pyproject.toml or setup.cfg sections; no plugin the project's dependencies installed.
        const trustedIni = ["pytest.ini", ".pytest.ini", "tox.ini"].find((f) => facts.files.includes(f));
        const trust = trusted
            ? ["-c", trustedIni ? `${paths.project}/${trustedIni}` : "/dev/null", ...(coverage ? ["-p", "pytest_cov"] : [])]
            : [];
        const argv = testCommand
            ? ["sh", "-c", testCommand]
            : [
                python,
                "-m",
                "pytest",
                "-v",
                "-p",
                "no:cacheprovider",
                ...trust,
                `--rootdir=${paths.project}`,
                `--junitxml=${paths.reports}/${REPORT}`,
                "-o",
                "junit_family=xunit1",
                "-o",
                "junit_logging=out-err",
                "-o",
                "junit_log_passing_tests=true",
                // pytest-cov: the JSON report is read; the terminal table is what people compare it with.
                ...(coverage
                    ? [
                        `--cov=${paths.project}`,
                        "--cov-branch",
                        `--cov-report=json:${paths.reports}/${COVERAGE_REPORT}`,
                        "--cov-report=term",
                    ]
                    : []),
                ...filter,
            ];
        return {
            argv,
            env: {
                PYTHONDONTWRITEBYTECODE: "1",
                PYTHONUNBUFFERED: "1",
                ...(trusted ? { PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1" } : {}),
            },
            reports: [{ name: "junit", file: REPORT }, ...(coverage ? [{ name: "coverage", file: COVERAGE_REPORT }] : [])],
            coverage: coverage ? { report: "coverage", format: "coverage.py" } : null,
            harness: [],
            requires: testCommand
                ? null
                : { program: python, hint: venvHint(facts, "install Python 3 and pytest (pip install pytest)") },
        };
    },
    install: ({ facts, paths }) => pipInstall(facts, paths),
    parse(input) {
        const report = input.reports["junit"];
        if (!report || !report.ok) {
            const errors = [];
            if (/No module named pytest/.test(input.stderr)) {
                errors.push({
                    kind: "framework-missing",
                    message: "pytest is not installed for this Python; add it to the project's requirements or pass --install-command 'pip install pytest'",
                });
            }
            return { tests: [], errors, reportFound: false };
        }
        const cases = (0,junit/* readJunit */.fK)(report.text);
        const known = new Map();
        const exists = (path) => {
            if (!known.has(path))
                known.set(path, input.readSource(path) !== undefined);
            return known.get(path);
        };
        const errors = [];
        const tests = [];
        for (const tc of cases) {
            // An interrupted run (timeout) ends with an empty <testcase/>: nothing to report.
            if (tc.name === "")
                continue;
            if (isCollectionError(tc)) {
                errors.push({
                    kind: "collection",
                    message: `${tc.file ?? tc.name} could not be collected: ${lastErrorLine(tc.outcome?.text ?? "")}`,
                    file: tc.file,
                    line: failingLine(tc.outcome?.text ?? "", tc.file),
                    details: (0,src_text/* tidy */.DZ)(tc.outcome?.text ?? ""),
                });
            }
            else {
                tests.push(toTest(tc, tests.length, exists));
            }
        }
        if (input.timedOut || input.exitCode === null)
            for (const t of stillRunning(input, tests))
                tests.push(t);
        if (tests.length === 0 && errors.length === 0 && input.exitCode === 5) {
            errors.push({
                kind: "no-tests",
                message: "pytest collected no tests; check testpaths and file names (test_*.py)",
            });
        }
        return { tests, errors, reportFound: true };
    },
    liveStatus(line) {
        const m = / (PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)\s+\[\s*\d+%\]\s*$/.exec(line);
        if (!m)
            return null;
        if (m[1] === "PASSED" || m[1] === "XPASS")
            return "passed";
        if (m[1] === "SKIPPED" || m[1] === "XFAIL")
            return "skipped";
        return "failed";
    },
};
/** pytest ends a collection traceback with "E   ModuleNotFoundError: ..."; that line is the news. */
function lastErrorLine(text) {
    const errs = text.split("\n").filter((l) => l.startsWith("E "));
    return (errs[errs.length - 1] ?? (0,src_text/* firstLine */.TM)(text)).replace(/^E\s+/, "").trim();
}
// A -v progress line: the node id (spaces only inside a parameter's brackets),
// then the outcome once the test has finished.
const PROGRESS = /^([^\s[]+\.py::[^\s[]+(?:\[[^\]\n]*\])?)( +(PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)\b)?/gm;
/**
 * The test a stopped run was in: pytest's report lists only finished tests, but
 * -v prints each node id as the test starts and its outcome when it ends, and
 * on SIGINT pytest names the interrupted line ("test_x.py:9: KeyboardInterrupt").
 */
function stillRunning(input, finished) {
    let last = null;
    for (const m of input.stdout.matchAll(PROGRESS))
        last = { nodeId: m[1], done: m[3] !== undefined };
    if (!last || last.done || finished.some((t) => t.id === last.nodeId))
        return [];
    const [file, ...rest] = last.nodeId.split("::");
    const name = rest.pop();
    if (!file || !name)
        return [];
    const interrupted = new RegExp(`^(?:.*/)?${(0,src_text/* escapeRegExp */.Nt)(file)}:(\\d+): KeyboardInterrupt$`, "m").exec(input.stdout);
    const line = interrupted ? Number(interrupted[1]) : definitionLine(input.readSource(file), name);
    return [(0,frameworks_unfinished/* unfinishedTest */.oh)({ file, suite: rest, name, line }, (0,frameworks_unfinished/* unfinishedMessage */.pR)(input, "pytest"))];
}
function definitionLine(source, name) {
    if (!source)
        return null;
    const def = new RegExp(`^\\s*(?:async\\s+)?def\\s+${(0,src_text/* escapeRegExp */.Nt)(name.replace(/\[.*$/, ""))}\\s*\\(`);
    const index = source.split("\n").findIndex((l) => def.test(l));
    return index === -1 ? null : index + 1;
}

// EXTERNAL MODULE: ./src/arrays.ts
var arrays = __nccwpck_require__(273);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(760);
;// CONCATENATED MODULE: ./src/reports/json-lines.ts
// One record of a JSON-lines stream from the sandbox (go test -json, the harnesses'
// event files). A line that cannot be an object (one cut by a kill mid-write, plain
// text, a lone "{") is refused before JSON.parse: its SyntaxError costs microseconds,
// and a stream of a million such lines would cost seconds.
/** The line's JSON object, or null for anything else. */
function parseRecord(line) {
    const t = line.trim();
    if (t.length < 2 || t.charCodeAt(0) !== 0x7b || t.charCodeAt(t.length - 1) !== 0x7d)
        return null;
    let value;
    try {
        value = JSON.parse(t);
    }
    catch {
        return null;
    }
    return value !== null && typeof value === "object" && !Array.isArray(value) ? value : null;
}

;// CONCATENATED MODULE: ./src/reports/go-json.ts
// Reader of the `go test -json` event stream (test2json, plus the build-output
// and build-fail events of Go 1.24+). The stream comes out of the sandbox, so it
// is read as hostile: line by line, each line and each test's output bounded,
// lines that are not JSON events kept aside (the go command prints linker
// warnings and early errors as plain text), malformed lines counted and skipped.
// A test with a `run` event and no end keeps outcome null: the reader never
// guesses a result the stream did not give.

const GO_STREAM_LIMITS = {
    // test2json splits output at 1 KiB; build output lines are rarely longer than a few KiB.
    maxLineChars: 1024 * 1024,
    maxOutputChars: 256 * 1024,
    maxTests: 200_000,
    maxPackages: 20_000,
    maxPlainLines: 50,
};
/**
 * Keeps the head and the tail of a growing text: for a test that floods its output
 * the start (first failure) and the end (panic, last words before a crash) matter.
 */
class BoundedText {
    max;
    head = "";
    tail = "";
    overflowed = false;
    dropped = 0;
    constructor(max) {
        this.max = max;
    }
    append(text) {
        if (!this.overflowed) {
            if (this.head.length + text.length <= this.max) {
                this.head += text;
                return;
            }
            // First overflow: the head keeps its first half, the rest starts the tail.
            this.overflowed = true;
            const all = this.head + text;
            this.head = all.slice(0, this.half);
            this.tail = all.slice(this.half);
        }
        else {
            this.tail += text;
        }
        // Trimming only once the tail is twice its size keeps a flood linear, not quadratic.
        if (this.tail.length > 2 * this.half)
            this.trim();
    }
    toString() {
        this.trim();
        if (this.dropped === 0)
            return this.head + this.tail;
        return `${this.head}\n[testcage: ${this.dropped} characters of output cut]\n${this.tail}`;
    }
    get half() {
        return Math.floor(this.max / 2);
    }
    trim() {
        if (this.tail.length <= this.half)
            return;
        this.dropped += this.tail.length - this.half;
        this.tail = this.tail.slice(this.tail.length - this.half);
    }
}
const str = (v) => (typeof v === "string" ? v : "");
/** One stream line as an event, or null when it is not a usable test2json/build event. */
function parseGoEvent(line) {
    const o = parseRecord(line);
    if (!o)
        return null;
    const action = str(o["Action"]);
    if (action === "")
        return null;
    const elapsed = typeof o["Elapsed"] === "number" && Number.isFinite(o["Elapsed"]) ? o["Elapsed"] : null;
    return {
        action,
        package: str(o["Package"]),
        test: str(o["Test"]),
        elapsed,
        output: typeof o["Output"] === "string" ? o["Output"] : null,
        failedBuild: str(o["FailedBuild"]) || null,
        importPath: str(o["ImportPath"]) || null,
    };
}
const RANK = { skip: 0, pass: 1, fail: 2 };
/** Reads a whole `go test -json` stream. Never throws on content. */
function readGoTestStream(text, limits = GO_STREAM_LIMITS) {
    const packages = new Map();
    const builds = new Map();
    const tests = [];
    const plainLines = [];
    let malformed = 0;
    let events = 0;
    let droppedTests = 0;
    let droppedPackages = 0;
    let seq = 0;
    const pkgState = (name) => {
        let p = packages.get(name);
        if (!p) {
            if (packages.size >= limits.maxPackages) {
                droppedPackages += 1;
                return null;
            }
            p = {
                record: { package: name, outcome: null, elapsedSeconds: null, output: "", failedBuild: null, seq },
                out: new BoundedText(limits.maxOutputChars),
                tests: new Map(),
            };
            packages.set(name, p);
        }
        return p;
    };
    const testState = (p, name) => {
        let t = p.tests.get(name);
        if (!t) {
            if (tests.length >= limits.maxTests) {
                droppedTests += 1;
                return null;
            }
            t = {
                record: { package: p.record.package, name, outcome: null, elapsedSeconds: null, output: "", seq, endSeq: null },
                out: new BoundedText(limits.maxOutputChars),
                worst: null,
            };
            p.tests.set(name, t);
            tests.push(t);
        }
        return t;
    };
    const handle = (e) => {
        if (e.action === "build-output" || e.action === "build-fail") {
            const key = e.importPath ?? "";
            let b = builds.get(key);
            if (!b) {
                if (builds.size >= limits.maxPackages) {
                    droppedPackages += 1;
                    return;
                }
                b = { record: { importPath: key, output: "", failed: false }, out: new BoundedText(limits.maxOutputChars) };
                builds.set(key, b);
            }
            if (e.action === "build-fail")
                b.record.failed = true;
            else if (e.output !== null)
                b.out.append(e.output);
            return;
        }
        const p = pkgState(e.package);
        if (!p)
            return;
        if (e.test === "") {
            switch (e.action) {
                case "output":
                    if (e.output !== null)
                        p.out.append(e.output);
                    break;
                case "pass":
                case "fail":
                case "skip":
                    p.record.outcome = e.action;
                    p.record.elapsedSeconds = e.elapsed;
                    if (e.failedBuild)
                        p.record.failedBuild = e.failedBuild;
                    break;
                default:
                    break;
            }
            return;
        }
        const t = testState(p, e.test);
        if (!t)
            return;
        const r = t.record;
        switch (e.action) {
            case "run":
                // The same name runs again under -count=N: the new attempt is open until it ends.
                if (r.outcome !== null)
                    r.outcome = null;
                break;
            case "output":
                if (e.output !== null)
                    t.out.append(e.output);
                break;
            case "pass":
            case "fail":
            case "skip":
            case "bench": {
                const outcome = e.action === "bench" ? "pass" : e.action;
                // A test that ran several times is as bad as its worst attempt.
                r.outcome = t.worst && RANK[t.worst] > RANK[outcome] ? t.worst : outcome;
                t.worst = r.outcome;
                r.elapsedSeconds = e.elapsed;
                r.endSeq = seq;
                break;
            }
            default:
                // pause, cont, attr, artifacts and future actions carry no result.
                break;
        }
    };
    let start = 0;
    while (start < text.length) {
        let end = text.indexOf("\n", start);
        if (end === -1)
            end = text.length;
        const line = text.slice(start, end).trim();
        start = end + 1;
        if (line === "")
            continue;
        if (line[0] !== "{") {
            if (plainLines.length < limits.maxPlainLines)
                plainLines.push(line.slice(0, 1000));
            continue;
        }
        const event = line.length > limits.maxLineChars ? null : parseGoEvent(line);
        if (!event) {
            malformed += 1;
            continue;
        }
        events += 1;
        seq += 1;
        handle(event);
    }
    for (const p of packages.values())
        p.record.output = p.out.toString();
    for (const t of tests)
        t.record.output = t.out.toString();
    for (const b of builds.values())
        b.record.output = b.out.toString();
    return {
        packages: [...packages.values()].map((p) => p.record),
        tests: tests.map((t) => t.record),
        builds: [...builds.values()].map((b) => b.record),
        plainLines,
        malformed,
        events,
        droppedTests,
        droppedPackages,
    };
}
/** Splits concatenated Go output into lines without the trailing newline. */
function outputLines(output) {
    const lines = output.split("\n");
    if (lines[lines.length - 1] === "")
        lines.pop();
    return lines.map((l) => l.replace(/\r$/, ""));
}

;// CONCATENATED MODULE: ./src/frameworks/go.ts
// go test: the built-in `go test -json` event stream (test2json), read from stdout.
//
// Captured per test:
// - status from the stream's own end events; a test that started and never ended
//   (the binary crashed, was killed, or timed out) is "error", never a pass;
// - subtests as suites: "TestA/case_1/inner" -> suite [TestA, case_1], name inner,
//   with names containing "/" kept whole when no parent of that name ran;
// - file: the _test.go file that defines the top-level function, found in the
//   package's test files as `go list` names them (a second report written before
//   the tests run), because the stream names no files; line: for a failure the
//   first `file_test.go:NN:` line Go printed (t.Error/t.Fatal, exact and 1-based),
//   for a panic the frame in the test's file, else the func definition line;
// - message (failure text with the `file:line:` prefix stripped, panic line, or an
//   Example's got/want), stack (the test's whole output), stdout (its t.Log and
//   printed lines without Go's status lines), duration, and run order, which is
//   source order for top-level tests unless -shuffle is on;
// - packages that did not build (compiler or vet message with file:line) and
//   packages that failed outside any test (init panic, TestMain exit) as
//   "collection" errors, so the tests of other packages still count.
// Not captured: stderr separately (Go merges it into the output), t.Log apart from
// t.Error (Go prints both the same way, so a failing test's message includes its
// log lines and its line is the first one printed, which may be a t.Log), the
// definition line of a subtest (Go does not say where t.Run was called, so
// subtests carry their top-level test's line unless they fail), and benchmarks
// beyond pass/fail (go test does not run them without -bench). Without the go list
// report (a user's --test-command) files are guessed from the output and
// <dir>_test.go; a test found in neither gets its package folder as the id's file.
// Live counts include parents of subtests: they show progress, not the result.
//
// Counting rule, shared with the native count in __tests__/helpers/native/go.ts:
// a test counts when it has no subtests; a parent counts only when it failed (or
// never ended) while none of its subtests did, so a failure is never lost to the
// parent and never counted twice.






const EVENTS_FILE = "go-test.json";
const PACKAGES_FILE = "go-packages.json";
const LIST_FIELDS = "ImportPath,Dir,TestGoFiles,XTestGoFiles";
const MAX_FILES_PER_PACKAGE = 500;
const MAX_LISTED_PACKAGES = 100_000;
// ---------------------------------------------------------------------------
const COVER_PROFILE = "cover.out";
// detect + plan
function detect(facts) {
    if (facts.files.includes("go.mod"))
        return { score: 100, reason: "go.mod present" };
    if (facts.files.includes("go.work"))
        return { score: 90, reason: "go.work present" };
    const testFile = facts.files.find((f) => f.endsWith("_test.go"));
    if (testFile)
        return { score: 10, reason: `Go test file ${testFile}` };
    return null;
}
/** Single-quotes a word for sh. */
function shQuote(word) {
    return `'${word.replace(/'/g, "'\\''")}'`;
}
/** `^(a|b)$` for one level of a -run pattern. */
function levelPattern(names) {
    const escaped = names.map(src_text/* escapeRegExp */.Nt);
    return escaped.length === 1 ? `^${escaped[0]}$` : `^(${escaped.join("|")})$`;
}
/**
 * Test ids -> the packages to test and one -run pattern. Go matches -run level by
 * level against the name split at "/", and one pattern serves every package, so
 * several ids can only be expressed as a union per level: that may run a few
 * extra tests (TestA/x and TestB/y also run TestA/y) but never misses one. A
 * whole test among subtest ids cuts the pattern to its depth for the same reason.
 */
function goFilterArgs(filter, files) {
    const paths = [];
    const packages = new Set();
    let everywhere = false;
    for (const id of filter) {
        const parsed = (0,frameworks_ids/* parseTestId */.FG)(id);
        if (!parsed)
            continue;
        const levels = [...parsed.suite, parsed.name].join("/").split("/");
        if (levels.some((l) => l === ""))
            continue;
        paths.push(levels);
        const pkg = packageDirOfIdFile(parsed.file, files);
        if (pkg === null)
            everywhere = true;
        else
            packages.add(pkg === "." ? "." : `./${pkg}`);
    }
    if (paths.length === 0)
        return { packages: ["./..."], run: null };
    const depth = (0,arrays/* minOf */._)(paths.map((p) => p.length), 0);
    const levels = [];
    for (let i = 0; i < depth; i += 1) {
        levels.push(levelPattern([...new Set(paths.map((p) => p[i]))]));
    }
    return { packages: everywhere ? ["./..."] : [...packages].sort(), run: levels.join("/") };
}
/** The id's file part is the defining _test.go file, or the package folder when no file was found. */
function packageDirOfIdFile(file, files) {
    if (file === "" || file.startsWith("/") || file.split("/").includes(".."))
        return null;
    if (file.endsWith(".go"))
        return external_node_path_.posix.dirname(file);
    if (file === "." || files.some((f) => f.startsWith(`${file}/`)))
        return file;
    return null;
}
/** Caches live in the sandbox's cache folder, so the install phase fills what the test phase reads. */
function goCaches(paths) {
    return {
        GOCACHE: `${paths.cache}/go-build`,
        GOPATH: `${paths.cache}/go`,
        GOMODCACHE: `${paths.cache}/go/pkg/mod`,
        GOTOOLCHAIN: "local",
        GOFLAGS: "-buildvcs=false",
    };
}
/** go mod download when the module has dependencies (go.sum) and does not vendor them. */
function install({ paths, facts }) {
    if (!facts.files.includes("go.sum") || facts.topLevel.includes("vendor"))
        return null;
    return { command: "go mod download", env: goCaches(paths), testEnv: {}, reason: "go.sum without vendor/" };
}
function plan({ paths, facts, filter, testCommand, coverage }) {
    // The test phase is offline: never fetch a newer toolchain or a module.
    const env = { ...goCaches(paths), GOPROXY: "off" };
    const reports = [
        { name: "events", file: EVENTS_FILE, fromStdout: true },
        { name: "packages", file: PACKAGES_FILE },
    ];
    if (testCommand) {
        return { argv: ["sh", "-c", testCommand], env, reports, harness: [], requires: null };
    }
    const { packages, run } = goFilterArgs(filter, facts.files);
    const cover = coverage ? [`-coverprofile=${paths.reports}/${COVER_PROFILE}`] : [];
    const goTest = ["go", "test", "-json", "-count=1", ...cover, ...(run ? [`-run=${run}`] : []), ...packages];
    // The stream names no files, so `go list` first writes which _test.go files each
    // package has; its errors are go test's errors too and are left to go test.
    const list = `go list -e -json=${LIST_FIELDS} ${packages.map(shQuote).join(" ")} >"$0" 2>/dev/null; exec "$@"`;
    return {
        argv: ["sh", "-c", list, `${paths.reports}/${PACKAGES_FILE}`, ...goTest],
        env,
        reports: coverage ? [...reports, { name: "coverage", file: COVER_PROFILE }] : reports,
        // Profiles name files by import path: the module path stands for the project root.
        coverage: coverage
            ? { report: "coverage", format: "go", stripPrefix: modulePath(facts.texts["go.mod"]) ?? "" }
            : null,
        harness: [],
        requires: { program: "go", hint: "install Go (https://go.dev/dl/) or use a runner image with Go" },
    };
}
/** Splits `go list -json` output: JSON objects one after another, not one per line. */
function* concatenatedJson(text) {
    let depth = 0;
    let inString = false;
    let escaped = false;
    let start = -1;
    for (let i = 0; i < text.length; i += 1) {
        const c = text[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c === "\\")
                escaped = true;
            else if (c === '"')
                inString = false;
        }
        else if (c === '"')
            inString = true;
        else if (c === "{") {
            if (depth === 0)
                start = i;
            depth += 1;
        }
        else if (c === "}" && depth > 0) {
            depth -= 1;
            if (depth === 0 && start >= 0)
                yield text.slice(start, i + 1);
        }
    }
}
function relativeToProject(path, projectPath) {
    const root = projectPath.replace(/\/+$/, "");
    if (path === root)
        return ".";
    if (path.startsWith(`${root}/`))
        return external_node_path_.posix.normalize(path.slice(root.length + 1));
    return null;
}
const BASENAME_GO = /^[^/\\]+\.go$/;
function readPackageList(text, projectPath) {
    const out = new Map();
    for (const chunk of concatenatedJson(text)) {
        if (out.size >= MAX_LISTED_PACKAGES)
            break;
        let value;
        try {
            value = JSON.parse(chunk);
        }
        catch {
            continue;
        }
        if (!value || typeof value !== "object")
            continue;
        const o = value;
        if (typeof o["ImportPath"] !== "string")
            continue;
        const names = [o["TestGoFiles"], o["XTestGoFiles"]]
            .flatMap((v) => (Array.isArray(v) ? v : []))
            .filter((f) => typeof f === "string" && BASENAME_GO.test(f))
            .slice(0, MAX_FILES_PER_PACKAGE);
        const dir = typeof o["Dir"] === "string" ? relativeToProject(o["Dir"], projectPath) : null;
        out.set(o["ImportPath"], { dir, testFiles: names });
    }
    return out;
}
function modulePath(goMod) {
    const m = /^\s*module\s+"?([^\s"]+)"?/m.exec(goMod ?? "");
    return m?.[1] ?? null;
}
/** Import path -> project folder by the main module's path (when go list said nothing). */
function dirFromModule(importPath, module) {
    if (!module)
        return null;
    if (importPath === module)
        return ".";
    if (importPath.startsWith(`${module}/`))
        return importPath.slice(module.length + 1);
    return null;
}
const joinDir = (dir, file) => (dir === "." ? file : `${dir}/${file}`);
const DEF = /^func\s+((?:Test|Example|Fuzz|Benchmark)\w*)\s*\(/;
/** Finds where test functions are defined, reading each package's test files once. */
class DefinitionIndex {
    input;
    packages;
    stream;
    byPackage = new Map();
    constructor(input, packages, stream) {
        this.input = input;
        this.packages = packages;
        this.stream = stream;
    }
    find(pkg, func) {
        let index = this.byPackage.get(pkg);
        if (!index) {
            index = this.build(pkg);
            this.byPackage.set(pkg, index);
        }
        return index.get(func) ?? null;
    }
    build(pkg) {
        const index = new Map();
        const info = this.packages.get(pkg);
        if (!info || info.dir === null)
            return index;
        for (const name of info.testFiles ?? this.guessFiles(pkg, info.dir)) {
            const path = joinDir(info.dir, name);
            const source = this.input.readSource(path);
            if (source === undefined)
                continue;
            const lines = source.split("\n");
            for (let i = 0; i < lines.length; i += 1) {
                const m = DEF.exec(lines[i]);
                if (m && !index.has(m[1]))
                    index.set(m[1], { file: path, line: i + 1 });
            }
        }
        return index;
    }
    /** Without go list's answer: files the tests' output names, and the usual <dir>_test.go. */
    guessFiles(pkg, dir) {
        const names = new Set();
        for (const t of this.stream.tests) {
            if (t.package !== pkg)
                continue;
            for (const m of t.output.matchAll(/([\w.-]+_test\.go):\d+/g))
                names.add(m[1]);
        }
        const base = dir === "." ? (pkg.split("/").pop() ?? "") : external_node_path_.posix.basename(dir);
        names.add(`${base}_test.go`);
        return [...names].sort().slice(0, MAX_FILES_PER_PACKAGE);
    }
}
// ---------------------------------------------------------------------------
// one test's output
const FRAMING = /^=== (RUN|PAUSE|CONT|NAME|PASS|FAIL|SKIP|ATTR|ARTIFACTS)\b|^\s*--- (PASS|FAIL|SKIP|BENCH): /;
/** What the go command prints when the test binary dies: "signal: killed", "exit status 2". */
const PROCESS_END = /^(signal: [\w ]+|exit status \d+)$/;
const LOG_ENTRY = /^( +)(\S+\.go):(\d+): ?(.*)$/;
const PANIC = /^(panic: |fatal error: )/;
const FRAME = /^\t(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?$/;
function analyse(output) {
    const result = { entries: [], stdout: [], stack: [], panic: null, processEnd: null };
    let entry = null;
    for (const line of outputLines(output)) {
        if (FRAMING.test(line)) {
            entry = null;
            continue;
        }
        result.stack.push(line);
        if (result.panic) {
            result.panic.push(line);
            continue;
        }
        if (PANIC.test(line)) {
            result.panic = [line];
            entry = null;
            continue;
        }
        if (PROCESS_END.test(line)) {
            result.processEnd = line;
            entry = null;
            continue;
        }
        const m = LOG_ENTRY.exec(line);
        if (m) {
            const value = { file: m[2], line: Number(m[3]), text: m[4] };
            result.entries.push(value);
            entry = { value, indent: m[1].length };
            result.stdout.push(line.slice(entry.indent));
            continue;
        }
        // t.Log indents the continuation of a multi-line message deeper than its first line.
        if (entry && line.startsWith(" ".repeat(entry.indent + 1))) {
            const more = line.slice(entry.indent).replace(/^ {1,4}/, "");
            entry.value.text += `\n${more}`;
            result.stdout.push(line.slice(entry.indent));
            continue;
        }
        entry = null;
        result.stdout.push(line);
    }
    return result;
}
function panicMessage(panic) {
    return (panic[0] ?? "").replace(/\s*\[recovered(?:, repanicked)?\]$/, "");
}
/** Splits a full Go name into levels, keeping "/" inside a subtest's own name. */
function levelsOf(name, known, memo) {
    const hit = memo.get(name);
    if (hit)
        return hit;
    let levels = null;
    for (let cut = name.lastIndexOf("/"); cut > 0; cut = name.lastIndexOf("/", cut - 1)) {
        const parent = name.slice(0, cut);
        if (known.has(parent)) {
            levels = [...levelsOf(parent, known, memo), name.slice(cut + 1)];
            break;
        }
    }
    if (!levels) {
        const slash = name.indexOf("/");
        levels = slash > 0 ? [name.slice(0, slash), name.slice(slash + 1)] : [name];
    }
    memo.set(name, levels);
    return levels;
}
const isBad = (t) => t.outcome === "fail" || t.outcome === null;
/** Applies the counting rule (see the top of this file) to one package's tests. */
function selectTests(tests) {
    const sorted = [...tests].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const included = new Set();
    const borrowedPanic = new Map();
    for (let i = 0; i < sorted.length; i += 1) {
        const t = sorted[i];
        const prefix = `${t.name}/`;
        const descendants = [];
        // Names sharing a prefix sort together.
        for (let j = i + 1; j < sorted.length && sorted[j].name.startsWith(prefix); j += 1) {
            descendants.push(sorted[j]);
        }
        const badDescendants = descendants.filter(isBad);
        if (descendants.length === 0 || (isBad(t) && badDescendants.length === 0))
            included.add(t);
        // Go prints a subtest's panic after the top-level test's "--- FAIL" line, so the
        // stream gives it to the top-level test; it belongs to the subtest that failed last.
        const panic = badDescendants.length > 0 ? analyse(t.output).panic : null;
        if (panic) {
            // Parallel siblings cut off by the panic never ended; the culprit did fail.
            const culprit = badDescendants
                .filter((d) => d.outcome === "fail" && !sorted.some((o) => o.name.startsWith(`${d.name}/`)))
                .sort((a, b) => (b.endSeq ?? 0) - (a.endSeq ?? 0))[0];
            if (culprit && !borrowedPanic.has(culprit))
                borrowedPanic.set(culprit, panic);
        }
    }
    return { included: tests.filter((t) => included.has(t)), borrowedPanic };
}
const STATUS = { pass: "passed", fail: "failed", skip: "skipped" };
/** The trace frame in the test's own file, else the first frame in a _test.go file of the project. */
function panicLocation(panic, defFile, projectPath) {
    let fallback = null;
    for (const line of panic) {
        const m = FRAME.exec(line);
        if (!m)
            continue;
        const rel = relativeToProject(m[1], projectPath);
        if (rel === null)
            continue;
        const here = { file: rel, line: Number(m[2]) };
        if (rel === defFile)
            return here;
        if (!fallback && rel.endsWith("_test.go"))
            fallback = here;
    }
    return fallback;
}
/** The first log entry whose file is one of the package's own files. */
function entryLocation(entries, ctx, pkg) {
    const info = ctx.packages.get(pkg);
    for (const e of entries) {
        // -fullpath prints absolute paths; the default is the basename.
        const abs = e.file.startsWith("/") ? relativeToProject(e.file, ctx.input.projectPath) : null;
        if (abs)
            return { file: abs, line: e.line };
        if (!info || info.dir === null || e.file.includes("/"))
            continue;
        const path = joinDir(info.dir, e.file);
        if (info.testFiles?.includes(e.file) || ctx.input.readSource(path) !== undefined)
            return { file: path, line: e.line };
    }
    return null;
}
function neverEndedReason(own, pkgOutput) {
    const panic = own.panic ?? pkgOutput.panic;
    if (panic)
        return panicMessage(panic);
    const end = own.processEnd ?? pkgOutput.processEnd;
    if (end)
        return `the test binary exited (${end})`;
    return "the test binary exited before it reported a result";
}
function go_toTest(t, ctx, levels, borrowed) {
    const info = ctx.packages.get(t.package);
    const top = levels[0];
    const def = ctx.defs.find(t.package, top);
    const own = analyse(t.output);
    const status = t.outcome === null ? "error" : STATUS[t.outcome];
    const panic = own.panic ?? borrowed ?? null;
    let message = null;
    let where = null;
    if (status === "failed") {
        const logged = own.entries.map((e) => e.text);
        if (panic) {
            message = [panicMessage(panic), ...logged].join("\n");
            where = panicLocation(panic, def?.file ?? null, ctx.input.projectPath);
        }
        else if (logged.length > 0) {
            message = logged.join("\n");
        }
        else {
            // An Example's got/want block, or whatever else the test printed.
            message = own.stdout.join("\n") || null;
        }
        where ??= entryLocation(own.entries, ctx, t.package);
    }
    else if (status === "skipped") {
        message = own.entries.map((e) => e.text).join("\n") || null;
    }
    else if (status === "error" && ctx.input.timedOut && !own.panic) {
        message = (0,frameworks_unfinished/* unfinishedMessage */.pR)(ctx.input, "go test");
    }
    else if (status === "error") {
        const pkg = analyse(ctx.stream.packages.find((p) => p.package === t.package)?.output ?? "");
        message = `${t.name} started but never finished, so its result is unknown: ${neverEndedReason(own, pkg)}`;
    }
    const failed = status === "failed" || status === "error";
    const stack = [...own.stack, ...(borrowed && !own.panic ? ["", ...borrowed] : [])];
    const idFile = def?.file ?? info?.dir ?? t.package;
    return {
        id: (0,frameworks_ids/* makeTestId */.WZ)(idFile, levels.slice(0, -1), levels[levels.length - 1]),
        name: levels[levels.length - 1],
        suite: levels.slice(0, -1),
        status,
        duration_ms: t.elapsedSeconds === null ? null : Math.round(t.elapsedSeconds * 1000),
        file: where?.file ?? def?.file ?? null,
        line: where?.line ?? def?.line ?? null,
        message: (0,src_text/* tidy */.DZ)(message),
        stack: failed ? (0,src_text/* tidy */.DZ)(stack.join("\n")) : null,
        stdout: (0,src_text/* tidy */.DZ)(own.stdout.join("\n")),
        stderr: null,
    };
}
// ---------------------------------------------------------------------------
// package-level problems
const COMPILER_POSITION = /^(\S+?\.go):(\d+)(?::\d+)?: (.+)$/;
function compilerLocation(lines, projectPath) {
    for (const line of lines) {
        const m = COMPILER_POSITION.exec(line);
        if (!m)
            continue;
        const path = m[1];
        const file = path.startsWith("/") ? relativeToProject(path, projectPath) : external_node_path_.posix.normalize(path);
        if (file === null || file.startsWith("../"))
            continue;
        return { file, line: Number(m[2]), text: line };
    }
    return null;
}
/** Lines Go adds around a package's result, which say nothing about the cause. */
const PACKAGE_NOISE = /^(PASS|FAIL|ok\s.*|FAIL\t.*|\?\s.*|testing: warning: .*)$/;
function offlineHint(text) {
    return /no required module provides|missing go\.sum entry|GOPROXY=off|module lookup disabled/.test(text)
        ? "; the test phase is offline, so vendor the module (go mod vendor) or download it with --install-command 'go mod download'"
        : "";
}
function buildErrors(stream, input) {
    // One error per build that failed, naming every package whose tests it stopped.
    const affected = new Map();
    for (const p of stream.packages) {
        if (p.outcome !== "fail")
            continue;
        const build = p.failedBuild ?? (/\[(build|setup) failed\]/.test(p.output) ? p.package : null);
        if (build === null)
            continue;
        affected.set(build, [...(affected.get(build) ?? []), p.package]);
    }
    const used = new Set();
    const recordOf = (build) => {
        // Without FailedBuild the package path is all we have; its build is "pkg [pkg.test]".
        const record = stream.builds.find((b) => b.importPath === build) ??
            stream.builds.find((b) => b.failed && b.importPath.startsWith(`${build} [`));
        if (record)
            used.add(record);
        return record;
    };
    const found = [...affected].map(([build, pkgs]) => ({ build, pkgs, record: recordOf(build) }));
    for (const b of stream.builds) {
        if (b.failed && !used.has(b))
            found.push({ build: b.importPath, pkgs: [], record: b });
    }
    return found.map(({ build, pkgs, record }) => {
        const lines = outputLines(record?.output ?? "").filter((l) => !l.startsWith("# ") && l.trim() !== "");
        const where = compilerLocation(lines, input.projectPath);
        const said = where?.text ?? (0,src_text/* firstLine */.TM)(lines.join("\n"));
        const name = build.replace(/ \[.*\]$/, "");
        const stopped = pkgs.filter((p) => p !== name);
        const whose = stopped.length > 0 ? `; this stopped the tests of ${stopped.join(", ")}` : "";
        return {
            kind: "collection",
            message: `${name} did not build, so its tests did not run: ${said || "see the log"}${whose}${offlineHint(said)}`,
            file: where?.file ?? null,
            line: where?.line ?? null,
            details: (0,src_text/* tidy */.DZ)(lines.join("\n")),
        };
    });
}
function packageRunErrors(stream, tests, byRecord, input) {
    const errors = [];
    const explained = new Set(tests.filter((t) => t.status === "failed" || t.status === "error").map((t) => byRecord.get(t)));
    for (const p of stream.packages) {
        if (p.outcome !== "fail" || p.failedBuild || /\[(build|setup) failed\]/.test(p.output))
            continue;
        if (explained.has(p.package))
            continue;
        const out = analyse(p.output);
        const meaningful = out.stack.filter((l) => l.trim() !== "" && !PACKAGE_NOISE.test(l));
        const said = out.panic ? panicMessage(out.panic) : (meaningful[0] ?? null);
        const where = out.panic ? panicLocation(out.panic, null, input.projectPath) : null;
        errors.push({
            kind: "collection",
            message: `package ${p.package} failed outside any test (init, TestMain or the test binary itself)${said ? `: ${said}` : ""}`,
            file: where?.file ?? null,
            line: where?.line ?? null,
            details: (0,src_text/* tidy */.DZ)(meaningful.join("\n")),
        });
    }
    return errors;
}
/** go test ran but printed no event: it failed before any package (or found none). */
function streamlessRun(input, stream) {
    const said = [...stream.plainLines, ...outputLines(input.stderr)].map((l) => l.trim()).filter((l) => l !== "");
    const text = said.join("\n");
    const errors = [];
    const toolchain = /go\.mod requires go >= (\S+) \(running go (\S+); GOTOOLCHAIN=local\)/.exec(text);
    if (toolchain) {
        errors.push({
            kind: "framework-missing",
            message: `this module needs Go ${toolchain[1]} but the sandbox has Go ${toolchain[2]}, and the offline test phase cannot fetch a toolchain; use an image with a newer Go`,
        });
    }
    else if (input.exitCode === 127 || /exec: "?go"?: not found|go: not found/.test(text)) {
        errors.push({
            kind: "framework-missing",
            message: "the go command was not found; install Go or use a runner image with Go",
        });
    }
    else if (/no packages to test|matched no packages/.test(text) || (input.exitCode === 0 && said.length === 0)) {
        errors.push({
            kind: "no-tests",
            message: "go test found no Go packages in this folder; point testcage at the module root (the folder with go.mod)",
        });
    }
    else if (input.exitCode !== 0 && input.exitCode !== null) {
        const first = said.find((l) => !/^go: warning:/.test(l)) ?? said[0] ?? `go test exited with ${input.exitCode}`;
        errors.push({
            kind: "collection",
            message: `go test stopped before running any test: ${first}${offlineHint(text)}`,
            details: (0,src_text/* tidy */.DZ)(text),
        });
    }
    return { tests: [], errors, reportFound: errors.length > 0 && errors[0].kind === "no-tests" };
}
function parse(input) {
    const report = input.reports["events"];
    const stream = readGoTestStream(report?.ok ? report.text : "");
    if (stream.events === 0) {
        const run = streamlessRun(input, stream);
        // Without the stream file at all, only a cause stderr names for sure is ours to report;
        // otherwise the engine's report-missing (with stderr) says it better.
        if (!report?.ok && run.errors[0]?.kind !== "framework-missing")
            return { tests: [], errors: [], reportFound: false };
        return run;
    }
    const listed = input.reports["packages"];
    const packages = listed?.ok ? readPackageList(listed.text, input.projectPath) : new Map();
    const module = modulePath(input.readSource("go.mod"));
    for (const p of stream.packages) {
        const listedInfo = packages.get(p.package);
        // go list's Dir can be a path the sandbox path does not prefix (a symlinked temp folder).
        if (!listedInfo || listedInfo.dir === null) {
            packages.set(p.package, { dir: dirFromModule(p.package, module), testFiles: listedInfo?.testFiles ?? null });
        }
    }
    const ctx = { input, packages, defs: new DefinitionIndex(input, packages, stream), stream };
    const byPackage = new Map();
    for (const t of stream.tests) {
        const list = byPackage.get(t.package);
        if (list)
            list.push(t);
        else
            byPackage.set(t.package, [t]);
    }
    const order = new Map(stream.packages.map((p) => [p.package, p.seq]));
    const pkgNames = [...byPackage.keys()].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    const tests = [];
    const packageOf = new Map();
    for (const pkg of pkgNames) {
        const records = byPackage.get(pkg);
        const known = new Set(records.map((r) => r.name));
        const memo = new Map();
        const { included, borrowedPanic } = selectTests(records);
        for (const r of included.sort((a, b) => a.seq - b.seq)) {
            const test = go_toTest(r, ctx, levelsOf(r.name, known, memo), borrowedPanic.get(r));
            test.order = tests.length;
            tests.push(test);
            packageOf.set(test, pkg);
        }
    }
    const errors = [...buildErrors(stream, input), ...packageRunErrors(stream, tests, packageOf, input)];
    if (stream.droppedTests > 0 || stream.droppedPackages > 0) {
        errors.push({
            kind: "output-limit",
            message: `the go test stream named more tests or packages than testcage reads (${stream.tests.length} tests, ${stream.packages.length} packages); the events of ${stream.droppedTests} more tests and ${stream.droppedPackages} more packages were ignored`,
        });
    }
    if (tests.length === 0 && errors.length === 0) {
        errors.push({
            kind: "no-tests",
            message: "go test found no Test, Example or Fuzz functions; tests live in *_test.go files as func TestXxx(t *testing.T)",
        });
    }
    return { tests, errors, reportFound: true };
}
const go = {
    id: "go",
    name: "go test",
    language: "go",
    detect,
    plan,
    parse,
    install,
    liveStatus(line) {
        // Only events of a test count; package-level pass/fail events have no Test field.
        // Inside Output strings quotes are escaped, so these keys cannot be faked there.
        if (!line.startsWith("{") || !line.includes('"Test":"'))
            return null;
        const m = /"Action":"(pass|fail|skip)"/.exec(line);
        if (!m)
            return null;
        return m[1] === "pass" ? "passed" : m[1] === "skip" ? "skipped" : "failed";
    },
};

;// CONCATENATED MODULE: ./src/frameworks/test-script.ts
// The project's own `npm test` script, when it is one plain command running the
// framework: its flags and paths are kept (vitest's --typecheck, mocha's
// --require, a config file, a test folder) and testcage's reporter flags are
// added to them, so the run tests what the project's own run does. Anything
// more than one plain command (pipes, &&, variables) is not imitated.
/** Splits a command on spaces and quotes; null when it uses shell syntax we will not imitate. */
function words(command) {
    if (/[|&;<>`$()\\\n]/.test(command))
        return null;
    const out = [];
    let current = "";
    let started = false;
    let quote = null;
    for (const ch of command) {
        if (quote) {
            if (ch === quote)
                quote = null;
            else
                current += ch;
        }
        else if (ch === '"' || ch === "'") {
            quote = ch;
            started = true;
        }
        else if (/\s/.test(ch)) {
            if (started)
                out.push(current);
            current = "";
            started = false;
        }
        else {
            current += ch;
            started = true;
        }
    }
    if (quote)
        return null;
    if (started)
        out.push(current);
    return out;
}
const flagName = (word) => word.split("=")[0];
/**
 * The flags and paths of `npm test` when it runs `tool` directly (also as `npx
 * tool` or `node_modules/.bin/tool`); null when the script is anything else.
 * Words after a flag that are not flags are kept as they come: the framework
 * reads them as the flag's value or as a path, as it does natively.
 */
function testScriptArgs(facts, tool, rules, filtering) {
    const script = facts.packageJson?.scripts?.["test"];
    if (typeof script !== "string")
        return null;
    const argv = words(script.trim());
    if (!argv || argv.length === 0)
        return null;
    let i = argv[0] === "npx" ? 1 : 0;
    if (argv[i] !== tool && argv[i] !== `node_modules/.bin/${tool}` && argv[i] !== `./node_modules/.bin/${tool}`)
        return null;
    i += 1;
    if (rules.subcommands?.includes(argv[i] ?? ""))
        i += 1;
    const flags = [];
    const positionals = [];
    for (; i < argv.length; i++) {
        const word = argv[i];
        const name = flagName(word);
        const dropped = rules.own.includes(name) || (filtering && (rules.pattern ?? []).includes(name));
        if (word.startsWith("-") && word !== "-") {
            if (!dropped)
                flags.push(word);
            // A dropped flag's value in the next word goes with it.
            if (dropped && !word.includes("=") && [...rules.ownWithValue, ...(rules.pattern ?? [])].includes(name)) {
                if (i + 1 < argv.length && !argv[i + 1].startsWith("-"))
                    i += 1;
            }
            continue;
        }
        // After a kept flag a word may be its value: kept in place, among the flags.
        const before = argv[i - 1];
        if (before.startsWith("-") && !before.includes("=") && flags[flags.length - 1] === before)
            flags.push(word);
        else
            positionals.push(word);
    }
    return { flags, positionals };
}

;// CONCATENATED MODULE: ./src/reports/jest-json.ts
// The jest `--json` report, whose shape vitest's json reporter copies: a reader
// that checks every field (the file is written by the code under test), plus the
// mapping both adapters share: statuses, the failing line from a stack, messages,
// ids and the name filter.



function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
function jest_json_str(value) {
    return typeof value === "string" ? value : "";
}
function num(value) {
    return typeof value === "number" && Number.isFinite(value) ? value : null;
}
function strings(value) {
    return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
}
function jest_json_location(value) {
    if (!isRecord(value))
        return null;
    const line = num(value["line"]);
    if (line === null || line < 1)
        return null;
    const column = num(value["column"]);
    return { line: Math.floor(line), column: column === null ? null : Math.floor(column) };
}
/** One assertionResults entry; null when it has no title. */
function readAssertion(value) {
    if (!isRecord(value) || typeof value["title"] !== "string")
        return null;
    return {
        ancestorTitles: strings(value["ancestorTitles"]),
        title: value["title"],
        status: jest_json_str(value["status"]),
        durationMs: num(value["duration"]),
        failureMessages: strings(value["failureMessages"]),
        location: jest_json_location(value["location"]),
    };
}
/** Parses the report; entries that do not have the expected shape are dropped, never trusted. */
function readJestJson(text) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch (err) {
        return { ok: false, problem: `not valid JSON (${err.message})` };
    }
    if (!isRecord(doc) || !Array.isArray(doc["testResults"])) {
        return { ok: false, problem: "no testResults array at the top level" };
    }
    const files = doc["testResults"].map(readJestFile).filter((f) => f !== null);
    return { ok: true, files };
}
/** One testResults entry; null when it names no file. */
function readJestFile(entry) {
    if (!isRecord(entry) || typeof entry["name"] !== "string")
        return null;
    const raw = Array.isArray(entry["assertionResults"]) ? entry["assertionResults"] : [];
    return {
        name: entry["name"],
        status: jest_json_str(entry["status"]),
        message: jest_json_str(entry["message"]),
        assertions: raw.map(readAssertion).filter((a) => a !== null),
    };
}
/** Project-relative when under the project; otherwise as reported (the engine drops what it cannot map). */
function fileRef(name, projectPath) {
    const root = projectPath.replace(/\/+$/, "");
    const abs = name.replace(/\\/g, "/");
    return { abs, rel: abs.startsWith(`${root}/`) ? abs.slice(root.length + 1) : abs };
}
/** Code-point order, so the order of files does not depend on the machine's locale. */
function byRelativePath(items) {
    return [...items].sort((a, b) => (a.ref.rel < b.ref.rel ? -1 : a.ref.rel > b.ref.rel ? 1 : 0));
}
/** Where failures are looked for: locations come first in these texts, and regexes stay cheap on huge ones. */
const SCAN_CHARS = 512 * 1024;
function samePath(path, file) {
    return path === file.abs || (!path.startsWith("/") && path.replace(/^\.\//, "") === file.rel);
}
function decodeFileUrl(path) {
    if (!path.startsWith("file://"))
        return path;
    try {
        return decodeURIComponent(path.slice("file://".length));
    }
    catch {
        return path.slice("file://".length);
    }
}
/** "at fn (path:line:col)" or "at path:line:col" -> path and line. */
function jest_json_frame(line) {
    const at = /^\s*at (.+)$/.exec(line);
    if (!at)
        return null;
    let loc = (at[1] ?? "").trim();
    const paren = /\(([^()]*)\)$/.exec(loc);
    if (paren)
        loc = paren[1] ?? "";
    const pos = /^(.*):(\d+):\d+$/.exec(loc);
    if (!pos)
        return null;
    return { path: decodeFileUrl(pos[1] ?? ""), line: Number(pos[2]) };
}
/**
 * The line where a failure surfaced in the test file itself: the first stack frame
 * in that file (frames above it are the framework's or the code under test's).
 */
function lineInFile(text, file) {
    for (const l of text.slice(0, SCAN_CHARS).split("\n")) {
        const f = jest_json_frame(l);
        if (f && samePath(f.path, file))
            return f.line;
    }
    return null;
}
/**
 * Drops stack frames of the framework and of Node itself (node_modules, node:,
 * <anonymous>): dozens of them follow every failure and none says where to look.
 */
function pruneStack(text) {
    return text
        .split("\n")
        .filter((l) => !(/^\s*at /.test(l) && /(^|[\s(/])node_modules\/|[\s(]node:|\(<anonymous>\)$/.test(l)))
        .join("\n");
}
/**
 * "path:line:col" anywhere in free text (esbuild, babel and vite name errors like
 * that). A match starts only where a token starts, so a long hostile token costs
 * one pass, not one per character.
 */
function positionInText(text, file) {
    const head = text.slice(0, SCAN_CHARS);
    for (const m of head.matchAll(/(?<![^\s()'"`])(?:file:\/\/)?([^\s()'"`:]+):(\d+):(\d+)/g)) {
        if (samePath(decodeFileUrl(m[1] ?? ""), file))
            return Number(m[2]);
    }
    // Babel: "SyntaxError: /path/file.js: Unexpected token (2:12)"
    const babel = new RegExp(`${(0,src_text/* escapeRegExp */.Nt)(file.abs)}: [^\\n]*\\((\\d+):\\d+\\)`).exec(head);
    return babel ? Number(babel[1]) : null;
}
/** The error text above the stack, without the "Error: " a plain assertion adds nothing with. */
function failureText(text) {
    const lines = text.split("\n");
    const stackStart = lines.findIndex((l) => /^\s+at \S/.test(l));
    const head = (stackStart === -1 ? lines : lines.slice(0, stackStart)).join("\n");
    return (0,src_text/* tidy */.DZ)(head.replace(/^(Assertion)?Error: /, "")) ?? (0,src_text/* tidy */.DZ)((0,src_text/* firstLine */.TM)(text));
}
function statusOf(status, failureMessages) {
    switch (status) {
        case "passed":
            return "passed";
        case "failed":
            return "failed";
        case "pending":
        case "skipped":
        case "todo":
        case "disabled":
            return "skipped";
        default:
            // A status this reader does not know is never counted as a pass.
            return failureMessages.length > 0 ? "failed" : "error";
    }
}
/**
 * Tests of every file, files in path order and tests in report order (the order
 * they were defined in). Ids repeat when a file has two tests with the same
 * suite path and title; later ones get " [2]", " [3]" so ids stay unique.
 */
function testsOf(files, projectPath, extras) {
    const tests = [];
    const countOf = (0,frameworks_ids/* occurrences */.T5)();
    const sorted = byRelativePath(files.map((f) => ({ f, ref: fileRef(f.name, projectPath) })));
    for (const { f, ref } of sorted) {
        for (const a of f.assertions) {
            const baseId = (0,frameworks_ids/* makeTestId */.WZ)(ref.rel, a.ancestorTitles, a.title);
            const occurrence = countOf(baseId);
            const status = statusOf(a.status, a.failureMessages);
            const failed = status === "failed" || status === "error";
            const allText = a.failureMessages.join("\n\n");
            const extra = extras?.({ file: f.name, suite: a.ancestorTitles, name: a.title, occurrence });
            const message = failed ? (failureText(a.failureMessages[0] ?? "") ?? `unknown test status "${a.status}"`) : null;
            tests.push({
                id: (0,frameworks_ids/* makeTestId */.WZ)(ref.rel, a.ancestorTitles, (0,frameworks_ids/* repeated */.ZD)(a.title, occurrence)),
                name: a.title,
                suite: a.ancestorTitles,
                status,
                duration_ms: a.durationMs === null ? null : Math.round(a.durationMs),
                file: ref.rel,
                line: (failed ? lineInFile(allText, ref) : null) ?? a.location?.line ?? null,
                message: message !== null && extra?.diff
                    ? `${message}\n\n${extra.diff}`
                    : (message ?? (a.status === "todo" ? "todo" : null)),
                stack: failed ? (0,src_text/* tidy */.DZ)(pruneStack(allText)) : null,
                stdout: extra?.stdout ?? null,
                stderr: extra?.stderr ?? null,
                order: tests.length,
            });
        }
    }
    return tests;
}
/**
 * The filter of both frameworks: the files, and one anchored pattern over full
 * names (suite titles and test title joined by spaces, which is what
 * --testNamePattern / -t match). Names are case-insensitive in jest and a
 * name can repeat across the selected files, so this can select a few more
 * tests than asked for, never fewer.
 */
/** vitest's type-test files (`--typecheck`). */
const TYPECHECK_FILE = /\.(test|spec)-d\.[cm]?[jt]sx?$/;
function nameFilter(ids) {
    const files = new Set();
    const names = new Set();
    for (const id of ids) {
        const parsed = (0,frameworks_ids/* parseTestId */.FG)(id);
        if (!parsed)
            continue;
        if (parsed.file !== "")
            files.add(parsed.file);
        names.add([...parsed.suite, parsed.name].join(" "));
        // vitest's typecheck runner names a root suite after the file, which ids leave out.
        if (TYPECHECK_FILE.test(parsed.file))
            names.add([(0,external_node_path_.basename)(parsed.file), ...parsed.suite, parsed.name].join(" "));
        // " [2]" is how testsOf told repeated titles apart; the framework knows only the title.
        const repeat = /^(.*) \[\d+\]$/.exec(parsed.name);
        if (repeat)
            names.add([...parsed.suite, repeat[1] ?? ""].join(" "));
    }
    const pattern = names.size === 0 ? null : `^(?:${[...names].map(src_text/* escapeRegExp */.Nt).join("|")})$`;
    return { files: [...files], pattern };
}
/**
 * The 1-based line where a test titled `title` is defined (`test("title"`,
 * `it('title'`, `bench(\`title\``, with modifiers such as `.skip`), for
 * reports that give no location; null when it is not found exactly once.
 */
function jest_json_definitionLine(source, title) {
    const call = /\b(?:test|it|bench)(?:\.\w+)*\s*\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g;
    let found = null;
    const lines = source.split("\n");
    for (let i = 0; i < lines.length; i++) {
        for (const m of lines[i].matchAll(call)) {
            const written = (m[2] ?? "").replace(/\\(.)/g, "$1");
            if (written !== title)
                continue;
            if (found !== null)
                return null;
            found = i + 1;
        }
    }
    return found;
}
/** The first line that says what went wrong, for one-line messages about a file. */
function errorSummary(text) {
    const lines = text
        .split("\n")
        .map((l) => l.trim())
        .filter((l) => l !== "" && jest_json_frame(l) === null && !/^(>\s*)?\d*\s*\|/.test(l));
    const named = lines.find((l) => /^[A-Z]\w*Error: /.test(l));
    if (named)
        return named;
    const first = lines[0] ?? "";
    const next = lines[1];
    return first.endsWith(":") && next !== undefined ? `${first} ${next}` : first;
}

;// CONCATENATED MODULE: ./src/reports/jest-stream.ts
// The JSON lines testcage's jest and vitest reporters append while a run goes on
// (src/harness/jest-reporter.ts and HARNESS_REPORTER in frameworks/vitest.ts):
// "file" lines shaped like a --json report's testResults entry, and
// "case-start" / "case-end" lines per test. jest and vitest write their json
// report only when the run ends, so for a run stopped at the timeout this is
// all there is: the finished files and tests keep their results, and the tests
// that started and never ended are the ones the run was stopped in.
// The file is written inside the sandbox, where a test can write it too: lines
// of an unknown shape are dropped, counts are capped, and the adapters read it
// only for a run that was stopped (already an error), never to judge a run that
// ended by itself.




const MAX_RECORDS = 200_000;
function jest_stream_isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
function startOf(doc) {
    const { file, title, ancestorTitles, location } = doc;
    if (typeof file !== "string" || file === "" || typeof title !== "string")
        return null;
    const line = jest_stream_isRecord(location) ? location["line"] : undefined;
    return {
        file,
        suite: Array.isArray(ancestorTitles) ? ancestorTitles.filter((t) => typeof t === "string") : [],
        title,
        line: typeof line === "number" && Number.isInteger(line) && line >= 1 ? line : null,
    };
}
/** Reads the lines of the stream whose first line names `format`; anything else is dropped. */
function readJestStream(text, format) {
    const stream = { started: false, files: [], cases: [], begun: [], collected: [], ended: new Set() };
    let records = 0;
    for (const line of text.split("\n")) {
        if (line.trim() === "")
            continue;
        if (++records > MAX_RECORDS)
            break;
        const doc = parseRecord(line); // null for a line cut by the kill mid-write
        if (!doc)
            continue;
        if (doc["type"] === "start" && doc["format"] === format)
            stream.started = true;
        else if (doc["type"] === "file") {
            const file = readJestFile(doc);
            if (file)
                stream.files.push(file);
        }
        else if (doc["type"] === "case-start") {
            const start = startOf(doc);
            if (start)
                stream.begun.push(start);
        }
        else if (doc["type"] === "collected" && typeof doc["file"] === "string" && Array.isArray(doc["tests"])) {
            const file = doc["file"];
            const tests = doc["tests"]
                .slice(0, MAX_RECORDS)
                .map((t) => (jest_stream_isRecord(t) ? startOf({ ...t, file }) : null))
                .filter((t) => t !== null);
            stream.collected.push({ file, tests });
        }
        else if (doc["type"] === "file-end" && typeof doc["file"] === "string") {
            stream.ended.add(doc["file"]);
        }
        else if (doc["type"] === "case-end" && typeof doc["file"] === "string") {
            const assertion = readAssertion(doc);
            if (assertion)
                stream.cases.push({ file: doc["file"], assertion });
        }
    }
    return stream;
}
/**
 * The files as a --json report would list them: finished files as they were
 * reported, and for files the run was stopped in, the tests that finished there.
 */
function filesOfStream(stream) {
    const complete = new Map();
    for (const f of stream.files)
        if (!complete.has(f.name))
            complete.set(f.name, f);
    const partial = new Map();
    for (const { file, assertion } of stream.cases) {
        if (complete.has(file))
            continue;
        const f = partial.get(file) ?? { name: file, status: "", message: "", assertions: [] };
        f.assertions.push(assertion);
        partial.set(file, f);
    }
    return [...complete.values(), ...partial.values()];
}
/**
 * The line of the test titled `title`: the first line with the title as a string
 * literal and a test/it call, else the first with the literal (a call broken
 * over two lines). Titles made from a template (test.each) are not found.
 */
function jest_stream_definitionLine(source, title) {
    if (source === undefined || title === "")
        return null;
    const literal = new RegExp(`(["'\`])${(0,src_text/* escapeRegExp */.Nt)(title)}\\1`);
    const lines = source.split("\n");
    let loose = null;
    for (const [i, l] of lines.entries()) {
        if (!literal.test(l))
            continue;
        if (/\b(?:it|test)\b/.test(l))
            return i + 1;
        loose ??= i + 1;
    }
    return loose;
}
/**
 * Tests that started and never ended, outside the files that finished: the run
 * was stopped in them. vitest can lose the start of the last test (its worker
 * sends updates on a throttle that may not fire again), so a file that was
 * collected and never ended, with no test seen starting, names its first
 * runnable test that did not end: tests of a file run one after another.
 */
function unfinishedOfStream(stream, input, framework) {
    const complete = new Set([...stream.files.map((f) => f.name), ...stream.ended]);
    const key = (file, suite, title) => JSON.stringify([file, suite, title]);
    const ended = new Map();
    for (const { file, assertion: a } of stream.cases) {
        const k = key(file, a.ancestorTitles, a.title);
        ended.set(k, (ended.get(k) ?? 0) + 1);
    }
    const message = (0,frameworks_unfinished/* unfinishedMessage */.pR)(input, framework);
    const tests = [];
    const running = new Set();
    const unfinished = (b) => {
        running.add(b.file);
        const ref = fileRef(b.file, input.projectPath);
        const line = b.line ?? (ref.rel === ref.abs ? null : jest_stream_definitionLine(input.readSource(ref.rel), b.title));
        tests.push((0,frameworks_unfinished/* unfinishedTest */.oh)({ file: ref.rel, suite: b.suite, name: b.title, line }, message));
    };
    const endedOnce = (counts, b) => {
        const k = key(b.file, b.suite, b.title);
        const done = counts.get(k) ?? 0;
        if (done > 0)
            counts.set(k, done - 1);
        return done > 0;
    };
    const unmatched = new Map(ended);
    for (const b of stream.begun) {
        if (!complete.has(b.file) && !endedOnce(unmatched, b))
            unfinished(b);
    }
    const left = new Map(ended);
    for (const { file, tests: collected } of stream.collected) {
        if (complete.has(file) || running.has(file))
            continue;
        const next = collected.find((b) => !endedOnce(left, b));
        if (next)
            unfinished(next);
    }
    return tests;
}

;// CONCATENATED MODULE: ./src/harness/jest-reporter.ts
// The reporter testcage adds to a jest run so that a run stopped at the timeout
// keeps what finished: jest writes its --json report only when the whole run
// ends, so without this a timed-out run has no tests at all.
//
// It appends JSON lines to $TESTCAGE_JEST_STREAM as the run goes: a "file" line
// per finished test file in the shape of a --json report's testResults entry
// (so the same reader reads both), and a "case-start" / "case-end" line per test
// (onTestCaseStart needs jest 29.6 or later; older jest still gives the file
// lines), so the test running when the run was stopped can be named. Texts are
// capped and the file stops growing at MAX_BYTES, so it stays under the
// engine's report cap. Writing never throws: a full disk must not change the
// run. Plain CommonJS using only node:fs; checked with jest 30.
const JEST_HARNESS = `// testcage: streams jest's results as JSON lines while the run goes on; written by testcage.
"use strict";
const fs = require("node:fs");

const MAX_TEXT = 64 * 1024;
const MAX_MESSAGES = 20;
const MAX_BYTES = 16 * 1024 * 1024;

const text = (value) => (typeof value === "string" ? value.slice(0, MAX_TEXT) : "");
const strings = (value) => (Array.isArray(value) ? value.filter((v) => typeof v === "string").map(text) : []);
const num = (value) => (typeof value === "number" && Number.isFinite(value) ? value : null);
const location = (l) => (l && num(l.line) !== null ? { line: l.line, column: num(l.column) } : null);
const fileOf = (test, result) => text((test && test.path) || (result && result.testFilePath));

// A --json report's assertionResults entry.
function assertion(a) {
  return {
    ancestorTitles: strings(a && a.ancestorTitles),
    title: text(a && a.title),
    fullName: text(a && a.fullName),
    status: text(a && a.status),
    duration: num(a && a.duration),
    failureMessages: strings(a && a.failureMessages).slice(0, MAX_MESSAGES),
    location: location(a && a.location),
  };
}

class TestcageJestReporter {
  constructor() {
    this.out = process.env.TESTCAGE_JEST_STREAM;
    this.bytes = 0;
    this.write({ type: "start", format: "testcage-jest-stream/1" });
  }

  write(record) {
    if (!this.out) return;
    try {
      const line = JSON.stringify(record) + "\\n";
      const size = Buffer.byteLength(line);
      if (this.bytes + size > MAX_BYTES) return;
      this.bytes += size;
      fs.appendFileSync(this.out, line);
    } catch {
      // a full disk or an odd value must not crash the run
    }
  }

  onTestCaseStart(test, info) {
    this.write({
      type: "case-start",
      file: fileOf(test),
      ancestorTitles: strings(info && info.ancestorTitles),
      title: text(info && info.title),
    });
  }

  onTestCaseResult(test, result) {
    this.write({ type: "case-end", file: fileOf(test), ...assertion(result) });
  }

  // The shape jest's --json gives a file (formatTestResults).
  onTestResult(test, result) {
    if (!result) return;
    const failed = Boolean(result.testExecError) || num(result.numFailingTests) > 0;
    this.write({
      type: "file",
      name: fileOf(test, result),
      status: failed ? "failed" : "passed",
      message: text(result.failureMessage || (result.testExecError && result.testExecError.message)),
      assertionResults: (Array.isArray(result.testResults) ? result.testResults : []).map(assertion),
    });
  }

  onRunComplete() {
    this.write({ type: "end" });
  }

  getLastError() {
    return undefined;
  }
}

module.exports = TestcageJestReporter;
`;

;// CONCATENATED MODULE: ./src/harness/jest-launcher.ts
// A launcher for the project's own jest that keeps testcage's flags out of the
// tests' process.argv. Natively `npx jest` leaves argv as [node, jest]; tests
// that parse it (a CLI library calling program.parse()) would otherwise see
// --ci --json --outputFile … and fail, or exit before jest writes its report.
// jest-cli's run() takes its arguments as a parameter, so argv can be put back
// to what jest's own bin sees before it starts.
const JEST_LAUNCHER = `// testcage: runs jest with its arguments given to jest-cli, not left in process.argv; written by testcage.
"use strict";
const path = require("node:path");
const [jestBin, ...args] = process.argv.slice(2);
const from = (name, dir) => require.resolve(name, { paths: [dir] });
let cli;
try {
  // jest-cli is jest's dependency: resolved from where the project's jest lives.
  const jestDir = path.dirname(from("jest/package.json", process.cwd()));
  cli = require(from("jest-cli", jestDir));
} catch {
  cli = null;
}
if (!cli || typeof cli.run !== "function") {
  // An unusual install: run jest's own bin, arguments in argv as before.
  process.argv = [process.argv[0], jestBin, ...args];
  require(jestBin);
} else {
  process.argv = [process.argv[0], jestBin];
  cli.run(args);
}
`;

;// CONCATENATED MODULE: ./src/frameworks/jest.ts
// jest: the built-in `--json` report with `--testLocationInResults`, and a
// small reporter (src/harness/jest-reporter.ts) that streams finished files and
// test starts and ends, read only when the run was stopped before jest wrote
// the json (a timeout): the finished tests keep their results and the test that
// was running is an error entry at the line where it is defined.
//
// Captured per test: status (pending/todo/disabled count as skipped), title and
// describe path, duration, message and stack of a failure, and a 1-based line:
// for a failure the first stack frame in the test file (where the failing
// assertion or throw is), else where the test is defined (all rows of a
// test.each table share the line of the table call). Order: files by path,
// tests in definition order within a file.
// Not captured: per-test stdout/stderr (jest buffers console output per file and
// its json carries none of it, so it stays in the run log), test source, retries.
// There is no live count: jest prints its progress on stderr.
// A file that fails outside its tests (does not load, or afterAll throws) is a
// "collection" error carrying the file and, where the text names it, the line.







const jest_REPORT = "jest.json";
/** What of `npm test`'s jest flags testcage sets itself. */
const JEST_SCRIPT = {
    own: [
        "--ci",
        "--json",
        "--outputFile",
        "--watch",
        "--watchAll",
        "--reporters",
        "--testLocationInResults",
        "--coverage",
        "--collectCoverage",
        "--coverageDirectory",
        "--coverageReporters",
        "--cacheDirectory",
    ],
    ownWithValue: ["--outputFile", "--reporters", "--coverageDirectory", "--coverageReporters", "--cacheDirectory"],
    pattern: ["--testNamePattern", "-t", "--testPathPattern", "--testPathPatterns"],
};
const STREAM = "testcage-jest-stream.jsonl";
const HARNESS_FILE = "testcage-jest-reporter.cjs";
const LAUNCHER_FILE = "testcage-jest-launcher.cjs";
const STREAM_FORMAT = "testcage-jest-stream/1";
const CONFIG_FILE = /^jest\.config\.(js|ts|mjs|cjs|mts|cts|json)$/;
/** True when the package lists `name` as a dependency of any kind. */
function dependsOn(facts, name) {
    const pkg = facts.packageJson;
    if (!pkg)
        return false;
    return [pkg.dependencies, pkg.devDependencies].some((deps) => deps !== undefined && deps !== null && typeof deps === "object" && name in deps);
}
/** True when `npm test` runs `tool` (as a word: "ts-jest" or "jest-environment" is not jest). */
function testScriptRuns(facts, tool) {
    const script = facts.packageJson?.scripts?.["test"];
    return typeof script === "string" && new RegExp(`(^|[^\\w-])${tool}([^\\w-]|$)`).test(script);
}
function vmModules(facts) {
    const script = facts.packageJson?.scripts?.["test"];
    return typeof script === "string" && script.includes("--experimental-vm-modules");
}
function jestEvidence(facts) {
    const config = facts.files.find((f) => CONFIG_FILE.test(f));
    if (config)
        return { score: 100, reason: `${config} present` };
    if (facts.packageJson?.jest !== undefined)
        return { score: 100, reason: '"jest" key in package.json' };
    if (testScriptRuns(facts, "jest"))
        return { score: 60, reason: "the test script in package.json runs jest" };
    if (dependsOn(facts, "jest"))
        return { score: 50, reason: "jest is a dependency in package.json" };
    return null;
}
/**
 * A jest file's failures outside its tests. jest formats the file message as
 * "  ● <test name>" sections, one per failed test, plus "  ● Test suite failed
 * to run" for the file's own error; only the latter is news here, because the
 * failed tests carry theirs.
 */
function fileErrors(file, ref) {
    const message = (0,src_text/* cleanText */.X5)(file.message);
    const own = message
        .split(/^ {2}● /m)
        .filter((s) => s.startsWith("Test suite failed to run"))
        .map((s) => s.replace(/^Test suite failed to run\s*/, ""));
    const testFailed = file.assertions.some((a) => ["failed", "error"].includes(statusOf(a.status, a.failureMessages)));
    if (own.length === 0 && file.status === "failed" && !testFailed)
        own.push(message);
    const what = file.assertions.length === 0 ? "could not be run" : "failed outside its tests";
    return own.map((body) => ({
        kind: "collection",
        message: `${ref.rel} ${what}: ${errorSummary(body) || "see the log"}`,
        file: ref.rel,
        line: lineInFile(body, ref) ?? positionInText(body, ref),
        details: (0,src_text/* tidy */.DZ)(pruneStack(body)),
    }));
}
function saysNoTests(input) {
    return /No tests found/.test(input.stdout) || /No tests found/.test(input.stderr);
}
const NO_TESTS = "jest found no tests; check testMatch / testRegex / roots in the jest config and the test file names (*.test.js, __tests__/)";
function collectionErrors(files, projectPath) {
    const errors = [];
    for (const { f, ref } of byRelativePath(files.map((f) => ({ f, ref: fileRef(f.name, projectPath) })))) {
        for (const e of fileErrors(f, ref))
            errors.push(e);
    }
    return errors;
}
/**
 * A run stopped before jest wrote its json (the timeout, a kill): what the
 * harness streamed. Only ever for a stopped run, which is an error whatever
 * the stream says, so a forged stream cannot pass a run.
 */
function fromStream(input) {
    const report = input.reports["stream"];
    const stream = report?.ok ? readJestStream(report.text, STREAM_FORMAT) : null;
    if (!stream?.started)
        return { tests: [], errors: [], reportFound: false };
    const files = filesOfStream(stream);
    const tests = [...testsOf(files, input.projectPath), ...unfinishedOfStream(stream, input, "jest")];
    return { tests, errors: collectionErrors(stream.files, input.projectPath), reportFound: true };
}
const jest = {
    id: "jest",
    name: "Jest",
    language: "javascript",
    detect(facts) {
        const evidence = jestEvidence(facts);
        if (!evidence)
            return null;
        // Projects moving to vitest keep jest around for a while; what npm test runs decides.
        if (testScriptRuns(facts, "vitest") && !testScriptRuns(facts, "jest")) {
            return { score: Math.min(evidence.score, 40), reason: `${evidence.reason}, but the test script runs vitest` };
        }
        if (evidence.score < 100 && dependsOn(facts, "vitest") && !testScriptRuns(facts, "jest")) {
            return { score: evidence.score - 5, reason: `${evidence.reason}, but vitest is one too and is preferred` };
        }
        return evidence;
    },
    plan({ paths, facts, filter, testCommand, coverage }) {
        // The project's own jest, never npx: the test phase has no network.
        const bin = `${paths.project}/node_modules/.bin/jest`;
        const { files, pattern } = nameFilter(filter);
        const script = testScriptArgs(facts, "jest", JEST_SCRIPT, filter.length > 0);
        const argv = testCommand
            ? ["sh", "-c", testCommand]
            : [
                "node",
                `${paths.harness}/${LAUNCHER_FILE}`,
                bin,
                // The project's own flags and paths first; testcage's after them win where they overlap.
                ...(script?.flags ?? []),
                ...(filter.length > 0 ? [] : (script?.positionals ?? [])),
                "--ci",
                "--watchAll=false",
                "--json",
                `--outputFile=${paths.reports}/${jest_REPORT}`,
                "--testLocationInResults",
                // --reporters replaces the reporters a jest config names (jest-junit and the like) for
                // this run; "default" keeps jest's usual log next to the stream.
                "--reporters=default",
                `--reporters=${paths.harness}/${HARNESS_FILE}`,
                `--cacheDirectory=${paths.cache}/jest`,
                // Without coverage asked for, off: a missed coverage threshold would make jest exit 1 with every test passed.
                ...(coverage
                    ? [
                        "--coverage",
                        `--coverageDirectory=${paths.reports}/coverage`,
                        "--coverageReporters=json",
                        "--coverageReporters=text-summary",
                    ]
                    : ["--coverage=false"]),
                ...(pattern === null ? [] : [`--testNamePattern=${pattern}`]),
                // Positional arguments are regexes over absolute paths: anchor them on the exact file.
                ...files.map((f) => `^${(0,src_text/* escapeRegExp */.Nt)(`${paths.project}/${f}`)}$`),
            ];
        return {
            argv,
            // ESM test files need jest's VM modules, which projects switch on in their test script.
            env: {
                TESTCAGE_JEST_STREAM: `${paths.reports}/${STREAM}`,
                ...(vmModules(facts) ? { NODE_OPTIONS: "--experimental-vm-modules" } : {}),
            },
            reports: [
                { name: "json", file: jest_REPORT },
                { name: "stream", file: STREAM },
                ...(coverage ? [{ name: "coverage", file: "coverage/coverage-final.json" }] : []),
            ],
            coverage: coverage ? { report: "coverage", format: "istanbul" } : null,
            harness: testCommand
                ? []
                : [
                    { name: HARNESS_FILE, content: JEST_HARNESS },
                    { name: LAUNCHER_FILE, content: JEST_LAUNCHER },
                ],
            requires: testCommand ? null : { program: bin, hint: nodeFrameworkHint(facts, "jest") },
        };
    },
    install: ({ facts }) => npmInstall(facts),
    parse(input) {
        const report = input.reports["json"];
        if (!report || !report.ok) {
            if (input.timedOut || input.exitCode === null)
                return fromStream(input);
            // On "No tests found" jest exits 1 without writing the report.
            const errors = saysNoTests(input) ? [{ kind: "no-tests", message: NO_TESTS }] : [];
            return { tests: [], errors, reportFound: false };
        }
        const read = readJestJson(report.text);
        if (!read.ok) {
            return {
                tests: [],
                errors: [{ kind: "report-invalid", message: `the jest report could not be read: ${read.problem}` }],
                reportFound: false,
            };
        }
        const tests = testsOf(read.files, input.projectPath);
        const errors = collectionErrors(read.files, input.projectPath);
        if (tests.length === 0 && errors.length === 0)
            errors.push({ kind: "no-tests", message: NO_TESTS });
        return { tests, errors, reportFound: true };
    },
};

;// CONCATENATED MODULE: ./src/frameworks/vitest.ts
// vitest: the built-in json reporter (jest's format) with --includeTaskLocation,
// the verbose reporter for the log and live counts, and a small harness
// reporter for what the json leaves out.
//
// Captured per test: status (skipped and todo count as skipped), title and
// describe path, duration, message and stack of a failure, and a 1-based line:
// for a failure the first stack frame in the test file, else where the test is
// defined (rows of test.each share the line of the table call). Per-test
// stdout/stderr come from the harness (console output vitest tags with the
// test); output of hooks and describe bodies is not attributed to a test.
// Order: files by path, tests in definition order within a file.
// Errors of a file or describe block (import failures, syntax errors, a throwing
// beforeAll/afterAll) are "collection" errors with file and line. vitest's json
// marks the tests under a failed beforeAll "skipped" and keeps only the file's
// message, so the harness supplies the describe-level errors and their stacks;
// without it (a custom --test-command) only the json's file message is known.
// Not captured: test source, retries, unhandled errors outside any file (they
// make vitest exit non-zero, which the engine reports as an exit-code mismatch).







const vitest_REPORT = "vitest.json";
/** What of `npm test`'s vitest flags testcage sets itself. */
const VITEST_SCRIPT = {
    subcommands: ["run", "watch", "dev", "related"],
    own: [
        "--reporter",
        "--outputFile",
        "--watch",
        "-w",
        "--run",
        "--ui",
        "--open",
        "--coverage",
        "--includeTaskLocation",
    ],
    ownWithValue: ["--reporter", "--outputFile"],
    pattern: ["--testNamePattern", "-t"],
};
const HARNESS_REPORT = "testcage-vitest.json";
const vitest_STREAM = "testcage-vitest-stream.jsonl";
const vitest_STREAM_FORMAT = "testcage-vitest-stream/1";
const vitest_HARNESS_FILE = "testcage-vitest-reporter.mjs";
const vitest_LAUNCHER_FILE = "testcage-vitest-launch.sh";
/**
 * Starts the project's vitest (its bin is the first argument) with the given
 * flags, less those its version does not know: vitest rejects an unknown flag
 * before running anything, and --includeTaskLocation came in vitest 1.4 (older
 * versions run without test locations; a failure's line still comes from its
 * stack). The version is read from the installed package, next to the bin.
 */
const VITEST_LAUNCHER = [
    "# testcage: runs the project's vitest without the flags its version does not know; written by testcage.",
    'pkg="${1%/.bin/vitest}/vitest/package.json"',
    'v=$(sed -n \'s/^ *"version": *"\\([0-9][0-9]*\\.[0-9][0-9]*\\)\\..*/\\1/p\' "$pkg" 2>/dev/null | head -n 1)',
    'case "$v" in 0.*|1.[0-3]) drop=--includeTaskLocation ;; *) drop= ;; esac',
    'for a; do shift; [ -n "$drop" ] && [ "$a" = "$drop" ] && continue; set -- "$@" "$a"; done',
    'exec "$@"',
    "",
].join("\n");
const vitest_CONFIG_FILE = /^vitest\.(config|workspace)\.(js|ts|mjs|cjs|mts|cts|json)$/;
/**
 * A reporter vitest loads next to its own: it keeps console output per test
 * (vitest tags each log with the test's id), the diff of failed assertions (the
 * json has only the error's stack) and the errors of files and describe blocks,
 * and writes them as JSON when the run ends. Plain JavaScript importing only
 * node:fs. It answers both onFinished (vitest 1-2) and onTestRunEnd (3 and
 * later, which call both; the first one writes); runs were checked with 3 and 4.
 *
 * vitest writes its json only when the run ends, so a run stopped at the
 * timeout would have no tests: the reporter also appends a JSON line per test
 * as it starts (onTestCaseReady) and ends (onTestCaseResult), and per file the
 * tests it will run and its end, to $TESTCAGE_VITEST_STREAM, in the shape
 * src/reports/jest-stream.ts reads. Those
 * hooks are vitest 3's; older vitest never calls them, so its stopped runs have
 * no stream and end as a timeout error without tests. The stream's texts are
 * capped and it stops growing at STREAM_MAX_BYTES (under the engine's report
 * cap); writing never throws, so a full disk does not change the run.
 */
const HARNESS_REPORTER = `// testcage: per-test output, assertion diffs and suite errors for vitest; written by testcage.
import { appendFileSync, writeFileSync } from "node:fs";

const MAX_OUTPUT = 256 * 1024;
const MAX_TEXT = 64 * 1024;
const STREAM_MAX_BYTES = 16 * 1024 * 1024;
const text = (value) => (typeof value === "string" ? value : "");
const capped = (value) => text(value).slice(0, MAX_TEXT);
const errorsOf = (task) =>
  (Array.isArray(task.result?.errors) ? task.result.errors : []).map((e) => ({ message: text(e?.message), stack: text(e?.stack) }));

// The file, describe path, title and definition line of a vitest 3 TestCase.
function caseOf(testCase) {
  const suite = [];
  for (let p = testCase?.parent; p && p.type === "suite"; p = p.parent) suite.unshift(capped(p.name));
  const line = testCase?.location?.line;
  return {
    file: capped(testCase?.module?.moduleId),
    ancestorTitles: suite,
    title: capped(testCase?.name),
    location: typeof line === "number" ? { line, column: testCase.location.column ?? null } : null,
  };
}

export default class TestcageReporter {
  constructor() {
    this.output = new Map();
    this.written = false;
    this.streamBytes = 0;
    this.stream({ type: "start", format: "testcage-vitest-stream/1" });
  }

  stream(record) {
    const out = process.env.TESTCAGE_VITEST_STREAM;
    if (!out) return;
    try {
      const line = JSON.stringify(record) + "\\n";
      const size = Buffer.byteLength(line);
      if (this.streamBytes + size > STREAM_MAX_BYTES) return;
      this.streamBytes += size;
      appendFileSync(out, line);
    } catch {
      // a full disk or an odd value must not crash the run
    }
  }

  // The tests that will run, in order: vitest may never deliver the start of the
  // last one (see unfinishedOfStream), and then these say which it was.
  onTestModuleCollected(testModule) {
    const tests = [];
    try {
      for (const t of testModule.children.allTests()) {
        if (tests.length >= 10000) break;
        const mode = t.options?.mode;
        if (mode !== "skip" && mode !== "todo") tests.push(caseOf(t));
      }
    } catch {
      return;
    }
    this.stream({ type: "collected", file: capped(testModule?.moduleId), tests });
  }

  onTestModuleEnd(testModule) {
    this.stream({ type: "file-end", file: capped(testModule?.moduleId) });
  }

  onTestCaseReady(testCase) {
    this.stream({ type: "case-start", ...caseOf(testCase) });
  }

  // The fields of an assertionResults entry of vitest's json.
  onTestCaseResult(testCase) {
    let result, diagnostic;
    try {
      result = testCase.result();
      diagnostic = testCase.diagnostic();
    } catch {
      return;
    }
    const state = text(result?.state);
    const status = state === "skipped" && testCase.options?.mode === "todo" ? "todo" : state;
    const errors = Array.isArray(result?.errors) ? result.errors : [];
    this.stream({
      type: "case-end",
      ...caseOf(testCase),
      status,
      duration: typeof diagnostic?.duration === "number" ? diagnostic.duration : null,
      failureMessages: errors.slice(0, 20).map((e) => capped(e?.stack || e?.message)),
    });
  }

  onUserConsoleLog(log) {
    if (!log || typeof log.taskId !== "string") return;
    const entry = this.output.get(log.taskId) ?? { stdout: "", stderr: "" };
    const stream = log.type === "stderr" ? "stderr" : "stdout";
    if (entry[stream].length < MAX_OUTPUT) entry[stream] += text(log.content).slice(0, MAX_OUTPUT);
    this.output.set(log.taskId, entry);
  }

  onTestRunEnd(modules) {
    this.write((modules ?? []).map((m) => m?.task).filter(Boolean));
  }

  onFinished(files) {
    this.write(files ?? []);
  }

  write(files) {
    if (this.written) return;
    this.written = true;
    const tests = [];
    const errors = [];
    const seen = new Map();
    const walk = (task, file, suite) => {
      for (const t of task.tasks ?? []) {
        if (t.type === "suite") {
          const path = [...suite, text(t.name)];
          for (const e of errorsOf(t)) errors.push({ file, suite: path, ...e });
          walk(t, file, path);
        } else {
          const key = JSON.stringify([file, suite, text(t.name)]);
          const occurrence = (seen.get(key) ?? 0) + 1;
          seen.set(key, occurrence);
          const out = this.output.get(t.id) ?? { stdout: "", stderr: "" };
          const diffs = (Array.isArray(t.result?.errors) ? t.result.errors : []).map((e) => text(e?.diff)).filter(Boolean);
          if (out.stdout || out.stderr || diffs.length) tests.push({ file, suite, name: text(t.name), occurrence, ...out, diffs });
        }
      }
    };
    for (const file of files) {
      const path = text(file.filepath);
      for (const e of errorsOf(file)) errors.push({ file: path, suite: [], ...e });
      walk(file, path, []);
    }
    const out = process.env.TESTCAGE_VITEST_REPORT;
    if (out) writeFileSync(out, JSON.stringify({ format: "testcage-vitest/1", tests, errors }));
  }
}
`;
function vitest_isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
const vitest_str = (value) => (typeof value === "string" ? value : "");
const strs = (value) => Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
function testKey(file, suite, name, occurrence) {
    return JSON.stringify([file, suite, name, occurrence]);
}
/** The harness file is as hostile as any report: unknown shapes give nothing, never a crash. */
function readHarness(input) {
    const report = input.reports["harness"];
    if (!report || !report.ok)
        return null;
    let doc;
    try {
        doc = JSON.parse(report.text);
    }
    catch {
        return null;
    }
    if (!vitest_isRecord(doc) || doc["format"] !== "testcage-vitest/1")
        return null;
    const extras = new Map();
    for (const t of Array.isArray(doc["tests"]) ? doc["tests"] : []) {
        if (!vitest_isRecord(t) || typeof t["occurrence"] !== "number")
            continue;
        extras.set(testKey(vitest_str(t["file"]), strs(t["suite"]), vitest_str(t["name"]), t["occurrence"]), {
            stdout: (0,src_text/* tidy */.DZ)(vitest_str(t["stdout"])),
            stderr: (0,src_text/* tidy */.DZ)(vitest_str(t["stderr"])),
            diff: (0,src_text/* tidy */.DZ)(strs(t["diffs"]).join("\n\n")),
        });
    }
    const errors = [];
    for (const e of Array.isArray(doc["errors"]) ? doc["errors"] : []) {
        if (!vitest_isRecord(e))
            continue;
        errors.push({ file: vitest_str(e["file"]), suite: strs(e["suite"]), message: vitest_str(e["message"]), stack: vitest_str(e["stack"]) });
    }
    return { extras, errors };
}
/**
 * vitest's typecheck runner (`--typecheck`, *.test-d.ts) reports its tests under
 * a root suite named after the file and with no location. The id loses that
 * suite (the file is already the id's first part) and the line comes from where
 * the test is defined in the source, as for the other tests.
 */
function typecheckTest(t, readSource) {
    let out = t;
    if (t.file && t.suite[0] === (0,external_node_path_.basename)(t.file)) {
        const suite = t.suite.slice(1);
        out = { ...out, suite, id: t.id.replace(`${t.file}::${t.suite[0]}::`, `${t.file}::`) };
    }
    if (out.line === null && out.file) {
        const source = readSource(out.file);
        const line = source === undefined ? null : jest_json_definitionLine(source, out.name);
        if (line !== null)
            out = { ...out, line };
    }
    return out;
}
function vitestEvidence(facts) {
    const config = facts.files.find((f) => vitest_CONFIG_FILE.test(f));
    if (config)
        return { score: 100, reason: `${config} present` };
    if (testScriptRuns(facts, "vitest"))
        return { score: 60, reason: "the test script in package.json runs vitest" };
    if (dependsOn(facts, "vitest"))
        return { score: 50, reason: "vitest is a dependency in package.json" };
    return null;
}
const vitest_NO_TESTS = "vitest found no tests; check include / exclude in the vitest config and the test file names (*.test.ts, *.spec.ts)";
function vitest_saysNoTests(input) {
    return /No test files found/.test(input.stdout) || /No test files found/.test(input.stderr);
}
function hasTests(file) {
    return file !== undefined && file.assertions.length > 0;
}
/** Errors of files and describe blocks, from the harness when it ran, else from the json. */
function suiteErrors(files, harness, projectPath) {
    const byName = new Map(files.map((f) => [f.name, f]));
    if (harness) {
        const entries = byRelativePath(harness.errors.map((e) => ({ e, ref: fileRef(e.file, projectPath) })));
        return entries.map(({ e, ref }) => {
            const text = e.stack.includes(e.message) ? e.stack : `${e.message}\n${e.stack}`;
            const where = e.suite.length > 0
                ? `${ref.rel}: describe "${e.suite.join(" > ")}" failed`
                : `${ref.rel} ${hasTests(byName.get(e.file)) ? "failed outside its tests" : "could not be run"}`;
            return {
                kind: "collection",
                message: `${where}: ${errorSummary(e.message) || errorSummary(e.stack) || "see the log"}`,
                file: ref.rel,
                line: lineInFile(e.stack, ref) ?? positionInText(text, ref),
                details: (0,src_text/* tidy */.DZ)(pruneStack(text)),
            };
        });
    }
    const errors = [];
    for (const { f, ref } of byRelativePath(files.map((f) => ({ f, ref: fileRef(f.name, projectPath) })))) {
        const testFailed = f.assertions.some((a) => ["failed", "error"].includes(statusOf(a.status, a.failureMessages)));
        if (f.message === "" && (f.status !== "failed" || testFailed))
            continue;
        errors.push({
            kind: "collection",
            message: `${ref.rel} ${hasTests(f) ? "failed outside its tests" : "could not be run"}: ${errorSummary(f.message) || "a hook or describe block failed; see the log"}`,
            file: ref.rel,
            line: positionInText(f.message, ref),
            details: (0,src_text/* tidy */.DZ)(pruneStack(f.message)),
        });
    }
    return errors;
}
/**
 * A run stopped before vitest wrote its json (the timeout, a kill): the tests
 * the harness streamed as they ended, and the ones that started and never
 * ended. Only ever for a stopped run, which is an error whatever the stream
 * says, so a forged stream cannot pass a run.
 */
function vitest_fromStream(input) {
    const report = input.reports["stream"];
    const stream = report?.ok ? readJestStream(report.text, vitest_STREAM_FORMAT) : null;
    if (!stream?.started)
        return { tests: [], errors: [], reportFound: false };
    const tests = [...testsOf(filesOfStream(stream), input.projectPath), ...unfinishedOfStream(stream, input, "vitest")];
    return { tests, errors: [], reportFound: true };
}
const vitest = {
    id: "vitest",
    name: "Vitest",
    language: "javascript",
    detect(facts) {
        const evidence = vitestEvidence(facts);
        if (!evidence)
            return null;
        // What npm test runs decides between vitest and a jest still around (see jest.ts).
        if (testScriptRuns(facts, "jest") && !testScriptRuns(facts, "vitest")) {
            return { score: Math.min(evidence.score, 40), reason: `${evidence.reason}, but the test script runs jest` };
        }
        return evidence;
    },
    plan({ paths, facts, filter, testCommand, coverage }) {
        // The project's own vitest, never npx: the test phase has no network.
        const bin = `${paths.project}/node_modules/.bin/vitest`;
        // vitest measures coverage only through a provider package the project installs.
        const provider = coverage ? coverageProvider(facts) : null;
        const { files, pattern } = nameFilter(filter);
        const script = testScriptArgs(facts, "vitest", VITEST_SCRIPT, filter.length > 0);
        const argv = testCommand
            ? ["sh", "-c", testCommand]
            : [
                "sh",
                `${paths.harness}/${vitest_LAUNCHER_FILE}`,
                bin,
                "run",
                // The project's own flags (--typecheck, --config, --project…) and paths; testcage's after them.
                ...(script?.flags ?? []),
                ...(filter.length > 0 ? [] : (script?.positionals ?? [])),
                "--reporter=verbose",
                "--reporter=json",
                `--outputFile.json=${paths.reports}/${vitest_REPORT}`,
                `--reporter=${paths.harness}/${vitest_HARNESS_FILE}`,
                "--includeTaskLocation",
                // Without coverage asked for, off: a missed threshold would make vitest exit 1 with every test passed.
                ...(provider
                    ? [
                        "--coverage.enabled=true",
                        `--coverage.provider=${provider}`,
                        "--coverage.reporter=json",
                        "--coverage.reporter=text-summary",
                        `--coverage.reportsDirectory=${paths.reports}/coverage`,
                    ]
                    : ["--coverage.enabled=false"]),
                ...(pattern === null ? [] : [`--testNamePattern=${pattern}`]),
                // File filters match by substring; the absolute path selects exactly the file.
                ...files.map((f) => `${paths.project}/${f}`),
            ];
        return {
            argv,
            env: {
                TESTCAGE_VITEST_REPORT: `${paths.reports}/${HARNESS_REPORT}`,
                TESTCAGE_VITEST_STREAM: `${paths.reports}/${vitest_STREAM}`,
            },
            reports: [
                { name: "json", file: vitest_REPORT },
                { name: "harness", file: HARNESS_REPORT },
                { name: "stream", file: vitest_STREAM },
                ...(provider ? [{ name: "coverage", file: "coverage/coverage-final.json" }] : []),
            ],
            coverage: provider
                ? { report: "coverage", format: "istanbul" }
                : coverage
                    ? { problem: "vitest measures coverage through a provider: add @vitest/coverage-v8 to devDependencies" }
                    : null,
            harness: [
                { name: vitest_HARNESS_FILE, content: HARNESS_REPORTER },
                { name: vitest_LAUNCHER_FILE, content: VITEST_LAUNCHER },
            ],
            requires: testCommand ? null : { program: bin, hint: nodeFrameworkHint(facts, "vitest") },
        };
    },
    install: ({ facts }) => npmInstall(facts),
    parse(input) {
        const report = input.reports["json"];
        if (!report || !report.ok) {
            if (input.timedOut || input.exitCode === null)
                return vitest_fromStream(input);
            const errors = vitest_saysNoTests(input) ? [{ kind: "no-tests", message: vitest_NO_TESTS }] : [];
            return { tests: [], errors, reportFound: false };
        }
        const read = readJestJson(report.text);
        if (!read.ok) {
            return {
                tests: [],
                errors: [{ kind: "report-invalid", message: `the vitest report could not be read: ${read.problem}` }],
                reportFound: false,
            };
        }
        const harness = readHarness(input);
        const extras = (k) => harness?.extras.get(testKey(k.file, k.suite, k.name, k.occurrence));
        const tests = testsOf(read.files, input.projectPath, extras).map((t) => typecheckTest(t, input.readSource));
        const errors = suiteErrors(read.files, harness, input.projectPath);
        if (tests.length === 0 && errors.length === 0)
            errors.push({ kind: "no-tests", message: vitest_NO_TESTS });
        return { tests, errors, reportFound: true };
    },
    liveStatus(line) {
        // The verbose reporter prints " ✓ file > suite > test 2ms" once per test; per-file lines have no " > ".
        const m = /^ {0,2}([✓×↓]) \S.* > /.exec(line);
        if (!m)
            return null;
        return m[1] === "✓" ? "passed" : m[1] === "×" ? "failed" : "skipped";
    },
};
/** The coverage provider the project declares (vitest loads it from the project). */
function coverageProvider(facts) {
    const deps = { ...facts.packageJson?.dependencies, ...facts.packageJson?.devDependencies };
    if ("@vitest/coverage-v8" in deps)
        return "v8";
    if ("@vitest/coverage-istanbul" in deps)
        return "istanbul";
    return null;
}

;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
;// CONCATENATED MODULE: ./src/harness/node-test-reporter.ts
// Harness files for `node --test`, kept as source text so they survive bundling
// into dist/ and are written read-only into the sandbox's harness folder.
//
// NODE_TEST_REPORTER is a custom reporter (--test-reporter=<file>) that runs in
// the runner process and turns node's event stream into JSON lines.
// NODE_TEST_CAPTURE is preloaded (--import=<file>) into every test-file process:
// node hands the runner a file's stdout/stderr only as a whole, in an order that
// does not follow the test events, so per-test output has to be taken where the
// test runs. Both must work on Node 20 and Node 24 (GitHub's runtime) and must
// never break a run: every handler swallows its own failures.
//
// The sources avoid backticks and "${" so they can live in String.raw literals.
/** Env var naming the file the capture preload appends per-test output to. */
const NODE_TEST_OUTPUT_ENV = "TESTCAGE_NODE_TEST_OUTPUT";
const NODE_TEST_REPORTER = String.raw `// testcage reporter for node --test, written by testcage into a read-only
// harness folder; it is not part of the project under test.
// One JSON object per line:
//   {"event":"run"}      once, first: the reporter started (node version, name filters)
//   {"event":"start"}    a test began running (a hang can then be named)
//   {"event":"test"}     a test or suite finished: status, location, error, nesting
//   {"event":"summary"}  node's own closing counts
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const TEXT_CAP = 64 * 1024;
const NAME_CAP = 4 * 1024;
const FILE_OUTPUT_CAP = 16 * 1024;
const MAX_FILES_WITH_OUTPUT = 256;
const SUMMARY = /^(tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) (\d+(?:\.\d+)?)$/;
const cwd = process.cwd();
const nameFilter = process.execArgv.concat(process.argv).some((a) => /^--test-(name|skip)-pattern/.test(a));

function text(value, cap) {
  if (value === undefined || value === null) return null;
  let s;
  try {
    s = typeof value === "string" ? value : String(value);
  } catch {
    return null;
  }
  const max = cap || TEXT_CAP;
  return s.length > max ? s.slice(0, max) : s;
}

function int(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

// Node 20 gives absolute paths, Node 24 gives some relative to the runner's cwd.
function absolute(file) {
  if (typeof file !== "string" || file === "") return null;
  if (file.startsWith("file:")) {
    try {
      return fileURLToPath(file);
    } catch {
      return file;
    }
  }
  return resolve(cwd, file);
}

function errorOf(err) {
  if (err === undefined || err === null) return null;
  if (typeof err !== "object") return { message: text(err) };
  const out = {
    name: text(err.name, NAME_CAP),
    message: text(err.message),
    code: text(err.code, NAME_CAP),
    failureType: text(err.failureType, NAME_CAP),
    stack: text(err.stack),
    exitCode: int(err.exitCode),
    signal: text(err.signal, NAME_CAP),
  };
  // node wraps what the test threw in ERR_TEST_FAILURE; the original is the cause.
  const cause = err.cause;
  if (cause !== undefined && cause !== null) {
    out.cause =
      typeof cause === "object"
        ? { name: text(cause.name, NAME_CAP), message: text(cause.message), code: text(cause.code, NAME_CAP), stack: text(cause.stack) }
        : { name: null, message: text(cause), code: null, stack: null };
  }
  return out;
}

// Node 24 tags events with the test file that ran them (entryFile); Node 20
// reports one file at a time, so one stack serves there.
const stacks = new Map();
function stackOf(data, kind) {
  const key = kind + "\u0000" + (typeof data.entryFile === "string" ? data.entryFile : "");
  let stack = stacks.get(key);
  if (!stack) {
    stack = [];
    stacks.set(key, stack);
  }
  return stack;
}

function remember(stack, data) {
  const nesting = int(data.nesting);
  if (nesting === null || nesting < 0 || nesting > 1000) return;
  stack.length = Math.min(stack.length, nesting);
  while (stack.length < nesting) stack.push("");
  stack.push(text(data.name, NAME_CAP) || "");
}

function suiteOf(stack, data) {
  const nesting = int(data.nesting);
  return nesting === null ? [] : stack.slice(0, Math.max(0, nesting));
}

// node runs each file as a "test" named after the file at 1:1; it is reported on
// its own only when the file produced no tests (failed to load, plain script) or
// its process failed after them.
function isFileLevel(data) {
  return (
    data.nesting === 0 &&
    data.line === 1 &&
    data.column === 1 &&
    typeof data.name === "string" &&
    absolute(data.name) === absolute(data.file)
  );
}

// What a file's process printed, and node's diagnostics about it, explain a
// file-level failure; kept as a bounded tail per file.
const fileOutput = new Map();
// Node 20 diagnostics carry no file; its reports come one file at a time, so the
// file of the latest test event is the one they are about.
let currentFile = null;
function keepOutput(file, stream, message) {
  if (!file || !message) return;
  let entry = fileOutput.get(file);
  if (!entry) {
    if (fileOutput.size >= MAX_FILES_WITH_OUTPUT) fileOutput.delete(fileOutput.keys().next().value);
    entry = { stdout: "", stderr: "", diagnostics: "" };
    fileOutput.set(file, entry);
  }
  const joined = entry[stream] + message;
  entry[stream] = joined.length > FILE_OUTPUT_CAP ? joined.slice(-FILE_OUTPUT_CAP) : joined;
}
function fileOf(data) {
  return absolute(data.entryFile) || absolute(data.file);
}

function reason(value) {
  if (value === undefined || value === null || value === false) return null;
  return typeof value === "string" ? text(value, NAME_CAP) : true;
}

let rootPlanSeen = false;
const summary = {};

function handle(event) {
  const type = event && event.type;
  const data = (event && event.data) || {};
  switch (type) {
    case "test:dequeue": {
      const stack = stackOf(data, "run");
      remember(stack, data);
      if (isFileLevel(data)) return null;
      return {
        event: "start",
        name: text(data.name, NAME_CAP),
        suite: suiteOf(stack, data),
        nesting: int(data.nesting),
        file: absolute(data.file),
        line: int(data.line),
        column: int(data.column),
      };
    }
    case "test:start":
      currentFile = fileOf(data) || currentFile;
      remember(stackOf(data, "report"), data);
      return null;
    case "test:complete":
      currentFile = fileOf(data) || currentFile;
      return null;
    case "test:pass":
    case "test:fail": {
      currentFile = fileOf(data) || currentFile;
      const details = data.details || {};
      const fileLevel = isFileLevel(data);
      const record = {
        event: "test",
        status: type === "test:pass" ? "pass" : "fail",
        name: text(data.name, NAME_CAP),
        suite: suiteOf(stackOf(data, "report"), data),
        nesting: int(data.nesting),
        file: absolute(data.file),
        line: int(data.line),
        column: int(data.column),
        type: text(details.type, NAME_CAP),
        duration_ms: int(details.duration_ms),
        skip: reason(data.skip),
        todo: reason(data.todo),
        fileLevel,
        error: type === "test:fail" ? errorOf(details.error) : null,
      };
      if (fileLevel) {
        const file = absolute(data.file);
        const output = fileOutput.get(file);
        record.output = output || { stdout: "", stderr: "", diagnostics: "" };
        fileOutput.delete(file);
      }
      return record;
    }
    case "test:stdout":
      keepOutput(fileOf(data), "stdout", text(data.message));
      return null;
    case "test:stderr":
      keepOutput(fileOf(data), "stderr", text(data.message));
      return null;
    case "test:plan":
      if (data.nesting === 0 && data.file === undefined) rootPlanSeen = true;
      return null;
    case "test:diagnostic": {
      // The run's closing counts follow the root plan; earlier ones are about tests or files.
      const message = text(data.message);
      if (!rootPlanSeen) {
        if (data.nesting === 0 && message) keepOutput(fileOf(data) || currentFile, "diagnostics", message + "\n");
        return null;
      }
      const m = data.nesting === 0 ? SUMMARY.exec(message || "") : null;
      if (m) summary[m[1]] = Number(m[2]);
      return null;
    }
    default:
      return null;
  }
}

function line(value) {
  return JSON.stringify(value) + "\n";
}

export default async function* testcageReporter(source) {
  yield line({ event: "run", node: process.version, nameFilter });
  for await (const event of source) {
    let out = null;
    try {
      out = handle(event);
    } catch (err) {
      out = { event: "reporter-error", message: text(err && err.message) };
    }
    if (out) yield line(out);
  }
  if (Object.keys(summary).length > 0) yield line({ event: "summary", counts: summary });
}
`;
const NODE_TEST_CAPTURE = String.raw `// testcage per-test output capture for node --test, written by testcage into a
// read-only harness folder; it is not part of the project under test.
// Preloaded with --import into the runner and into every test-file process; it
// acts only in test-file processes. Between node:test's beforeEach and afterEach
// for a test it copies what reaches process.stdout/stderr (console.* included),
// and appends one JSON line per test that wrote anything to the file named by
// TESTCAGE_NODE_TEST_OUTPUT. Output still reaches its stream unchanged.
import { appendFileSync } from "node:fs";

const target = process.env.TESTCAGE_NODE_TEST_OUTPUT;
if (target && process.env.NODE_TEST_CONTEXT) {
  try {
    await setUp(target);
  } catch {
    // Capture is a nicety; the tests must run the same without it.
  }
}

async function setUp(target) {
  const { beforeEach, afterEach } = await import("node:test");
  const CAP = 64 * 1024;
  const file = typeof process.argv[1] === "string" ? process.argv[1] : null;
  const open = [];
  // Tests that overlap (concurrency) cannot be told apart by timing; once seen,
  // records are flagged so the reader drops them instead of guessing.
  let overlapped = false;

  const record = (stream, chunk) => {
    const top = open[open.length - 1];
    if (!top) return;
    let s;
    if (typeof chunk === "string") s = chunk;
    else if (chunk instanceof Uint8Array) {
      // The runner's own serialized events pass through stdout too; they carry
      // a 0xFF version byte, which text never does.
      if (chunk.includes(0xff)) return;
      s = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("utf8");
    } else return;
    const room = CAP - top[stream].length;
    if (s.length > room) top.cut = true;
    if (room > 0) top[stream] += s.slice(0, room);
  };

  const wrap = (stream, key) => {
    const original = stream.write;
    stream.write = function (...args) {
      try {
        record(key, args[0]);
      } catch {
        // never let capture change what the test sees
      }
      return original.apply(this, args);
    };
  };

  beforeEach((t) => {
    try {
      // fullName (Node 20.16+, 22.3+) tells a subtest from a concurrent sibling.
      const path = t && typeof t.fullName === "string" ? t.fullName : null;
      if (path === null) return;
      const top = open[open.length - 1];
      if (top && !path.startsWith(top.path + " > ")) overlapped = true;
      open.push({ t, path, name: String(t.name), stdout: "", stderr: "", cut: false });
    } catch {
      // see above
    }
  });

  afterEach((t) => {
    try {
      let i = open.length - 1;
      while (i >= 0 && open[i].t !== t) i--;
      if (i < 0) return;
      const entry = open.splice(i, 1)[0];
      if (i !== open.length) overlapped = true;
      if (entry.stdout === "" && entry.stderr === "") return;
      const rec = {
        file,
        path: entry.path,
        name: entry.name,
        stdout: entry.stdout,
        stderr: entry.stderr,
        truncated: entry.cut,
        ambiguous: overlapped,
      };
      appendFileSync(target, JSON.stringify(rec) + "\n");
    } catch {
      // see above
    }
  });

  wrap(process.stdout, "stdout");
  wrap(process.stderr, "stderr");
}
`;

;// CONCATENATED MODULE: ./src/reports/node-test-events.ts
// Reads the JSON-lines files written by testcage's node --test harness
// (src/harness/node-test-reporter.ts). The files come out of the sandbox, so
// every line is checked field by field: malformed lines, unknown events and
// wrong types are dropped, strings are bounded, and the number of records is
// capped, so a hostile file can cost memory only up to the report size cap.

const node_test_events_MAX_RECORDS = 200_000;
const MAX_NAME = 4096;
const MAX_TEXT = 65_536;
const MAX_NESTING = 1000;
function isObj(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v);
}
function node_test_events_str(v, max = MAX_TEXT) {
    return typeof v === "string" ? v.slice(0, max) : null;
}
function node_test_events_int(v) {
    return typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= Number.MAX_SAFE_INTEGER ? v : null;
}
function node_test_events_num(v) {
    return typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : null;
}
/** `true` (skipped without a reason) becomes "", strings are kept, anything else is "not skipped". */
function reason(v) {
    if (v === true)
        return "";
    return node_test_events_str(v, MAX_NAME);
}
function names(v) {
    if (!Array.isArray(v) || v.length > MAX_NESTING)
        return null;
    const out = [];
    for (const n of v) {
        const s = node_test_events_str(n, MAX_NAME);
        if (s === null)
            return null;
        out.push(s);
    }
    return out;
}
function located(o) {
    const name = node_test_events_str(o["name"], MAX_NAME);
    const nesting = node_test_events_int(o["nesting"]);
    const suite = names(o["suite"]);
    if (name === null || nesting === null || suite === null)
        return null;
    return { name, suite, nesting, file: node_test_events_str(o["file"]), line: node_test_events_int(o["line"]), column: node_test_events_int(o["column"]) };
}
function cause(v) {
    if (!isObj(v))
        return null;
    return {
        name: node_test_events_str(v["name"], MAX_NAME),
        message: node_test_events_str(v["message"]),
        code: node_test_events_str(v["code"], MAX_NAME),
        stack: node_test_events_str(v["stack"]),
    };
}
function error(v) {
    if (!isObj(v))
        return null;
    return {
        name: node_test_events_str(v["name"], MAX_NAME),
        message: node_test_events_str(v["message"]),
        code: node_test_events_str(v["code"], MAX_NAME),
        failureType: node_test_events_str(v["failureType"], MAX_NAME),
        stack: node_test_events_str(v["stack"]),
        cause: cause(v["cause"]),
        exitCode: typeof v["exitCode"] === "number" && Number.isInteger(v["exitCode"]) ? v["exitCode"] : null,
        signal: node_test_events_str(v["signal"], MAX_NAME),
    };
}
function output(v) {
    if (!isObj(v))
        return null;
    return { stdout: node_test_events_str(v["stdout"]) ?? "", stderr: node_test_events_str(v["stderr"]) ?? "", diagnostics: node_test_events_str(v["diagnostics"]) ?? "" };
}
function testRecord(o) {
    const loc = located(o);
    const status = o["status"];
    if (!loc || (status !== "pass" && status !== "fail"))
        return null;
    return {
        ...loc,
        status,
        type: node_test_events_str(o["type"], MAX_NAME),
        durationMs: node_test_events_num(o["duration_ms"]),
        skip: reason(o["skip"]),
        todo: reason(o["todo"]),
        fileLevel: o["fileLevel"] === true,
        error: error(o["error"]),
        output: output(o["output"]),
    };
}
function summaryRecord(o) {
    const counts = o["counts"];
    if (!isObj(counts))
        return null;
    const out = {};
    for (const key of ["tests", "suites", "pass", "fail", "cancelled", "skipped", "todo"]) {
        const n = node_test_events_int(counts[key]);
        if (n !== null)
            out[key] = n;
    }
    return out;
}
/** Calls `each` with every line that parses as a JSON object, up to MAX_RECORDS; returns lines dropped. */
function eachObject(text, each) {
    let dropped = 0;
    let taken = 0;
    let start = 0;
    while (start < text.length && taken < node_test_events_MAX_RECORDS) {
        let end = text.indexOf("\n", start);
        if (end === -1)
            end = text.length;
        const line = text.slice(start, end).trim();
        start = end + 1;
        if (line === "")
            continue;
        const value = parseRecord(line);
        if (value && each(value))
            taken += 1;
        else
            dropped += 1;
    }
    return dropped;
}
function readNodeTestEvents(text) {
    const events = { run: null, tests: [], starts: [], summary: null, skipped: 0 };
    events.skipped = eachObject(text, (o) => {
        switch (o["event"]) {
            case "run":
                if (events.run)
                    return false;
                events.run = { node: node_test_events_str(o["node"], MAX_NAME), nameFilter: o["nameFilter"] === true };
                return true;
            case "test": {
                const rec = testRecord(o);
                if (rec)
                    events.tests.push(rec);
                return rec !== null;
            }
            case "start": {
                const rec = located(o);
                if (rec)
                    events.starts.push(rec);
                return rec !== null;
            }
            case "summary":
                events.summary = summaryRecord(o);
                return events.summary !== null;
            default:
                return false;
        }
    });
    return events;
}
function readNodeTestOutput(text) {
    const out = [];
    eachObject(text, (o) => {
        const path = node_test_events_str(o["path"], MAX_NAME * 4);
        const name = node_test_events_str(o["name"], MAX_NAME);
        if (path === null || name === null)
            return false;
        out.push({
            file: node_test_events_str(o["file"]),
            path,
            name,
            stdout: node_test_events_str(o["stdout"]) ?? "",
            stderr: node_test_events_str(o["stderr"]) ?? "",
            truncated: o["truncated"] === true,
            ambiguous: o["ambiguous"] !== false,
        });
        return true;
    });
    return out;
}

;// CONCATENATED MODULE: ./src/frameworks/node-test.ts
// node:test (`node --test`), through two injected harness files
// (src/harness/node-test-reporter.ts): a custom reporter that writes node's
// event stream as JSON lines, and a preload that captures per-test output.
// A second, stock `spec` reporter keeps the run log readable.
//
// Captured per test:
// - id, name and suite path from node's own events: describe blocks and parent
//   tests (t.test) form the suite path, so same-named tests in different suites
//   get distinct ids; tests made in a loop keep their own names.
// - status: pass, fail, skip, todo (todo counts as skipped, as node counts it
//   apart from failures). Assertion failures and thrown errors are "failed"; a
//   failing hook or a test cancelled by its parent is "error".
// - file: exact and project-relative, the file whose code called test()/it().
// - line: 1-based. For failures, the first stack frame in the test's own file,
//   which is the failing assertion or throw; otherwise node's definition line.
// - message and stack of what the test threw (node wraps it in ERR_TEST_FAILURE
//   and keeps the original as `cause`).
// - stdout/stderr: a preload in each test-file process copies what reaches
//   process.stdout/stderr between node:test's beforeEach and afterEach hooks.
// - order: source order per file (node reports a parent after its subtests; it
//   is moved before them), files in the order node ran them.
// Counting mirrors node's own summary: tests and parent tests count, describe
// blocks do not, and a file that reported no test counts as one (passing when
// it ran cleanly, like a plain assertion script).
//
// Not captured, or captured with less precision:
// - output of tests that overlap in time (the concurrency option): it cannot be
//   told apart, so it stays in the run log only; same for output from module top
//   level, from before/after hooks, and everything on Node older than 20.16.
// - output of tests declared in a helper module instead of the test file.
// - a file that fails before reporting any test (syntax error, missing import)
//   is a collection error, not a test, although node counts it as a failed test;
//   a describe block that fails by itself (its body throws, a hook fails) is a
//   collection error too, since node counts no test for it.
// - the preload registers root-level hooks, so a file that throws at top level
//   after declaring tests still runs those tests (node alone would not).
// - `filter` re-runs tests by name pattern; a subtest made by t.test inside a
//   parent test runs only when its parent's id is in the filter too, and a
//   passing plain-script file is not reported under a filter (Node 22+ reports
//   a file none of whose tests matched the same way).
// - the project's own `node ... --test ...` test script is imitated (its node
//   flags and paths); anything beyond one plain node command is not, and its
//   globs are expanded by node itself, which Node 20 does not do.
// - no live counts: the spec reporter ends a describe block with the same
//   ✔/✖ line as a test, so its lines cannot be counted as tests.









const node_test_REPORT = "node-test.jsonl";
const OUTPUT = "node-test-output.jsonl";
const REPORTER_FILE = "testcage-reporter.mjs";
const CAPTURE_FILE = "testcage-capture.mjs";
/** Node 20 reports tests a name pattern left out as skipped with this reason; they were not selected. */
const NOT_SELECTED = "test name does not match pattern";
// ---------------------------------------------------------------- detect
/** `node [flags] --test [...]` as a whole word, not --test-reporter and friends. */
const NODE_TEST_COMMAND = /(?:^|[\s;&|(])(?:\S*\/)?node(?:\s+[^\s;&|]+)*?\s+--test(?=[\s;&|)]|$)/;
/** Other JavaScript test runners; their projects' *.test.js files are not node:test files. */
const OTHER_RUNNERS = [
    "jest",
    "vitest",
    "mocha",
    "ava",
    "tap",
    "tape",
    "jasmine",
    "uvu",
    "karma",
    "qunit",
    "@playwright/test",
    "cypress",
];
/** node's default test file patterns (Node 20). */
const NODE_TEST_FILE = /(^|\/)(test\/.*\.[cm]?js|[^/]*[.\-_]test\.[cm]?js|test-[^/]*\.[cm]?js|test\.[cm]?js)$/;
function otherRunner(facts) {
    const pkg = facts.packageJson;
    const deps = { ...(pkg?.dependencies ?? {}), ...(pkg?.devDependencies ?? {}) };
    const dep = OTHER_RUNNERS.find((name) => name in deps);
    if (dep)
        return dep;
    if (facts.files.some((f) => /^(deno\.jsonc?|bunfig\.toml|bun\.lockb?)$/.test(f)))
        return "deno or bun";
    return null;
}
// ---------------------------------------------------------------- plan
const LCOV = "lcov.info";
/** Flags of `node` that take their value as the next word. */
const VALUE_FLAGS = new Set([
    "--import",
    "--require",
    "-r",
    "--loader",
    "--experimental-loader",
    "--conditions",
    "-C",
    "--env-file",
    "--input-type",
    "--disable-warning",
    "--test-reporter",
    "--test-reporter-destination",
    "--test-name-pattern",
    "--test-skip-pattern",
    "--test-concurrency",
    "--test-timeout",
    "--test-shard",
    "--test-isolation",
    "--experimental-test-isolation",
    "--test-global-setup",
    "--test-coverage-include",
    "--test-coverage-exclude",
    "--test-coverage-branches",
    "--test-coverage-functions",
    "--test-coverage-lines",
    "--watch-path",
]);
/** Flags testcage sets itself, or that would keep the run from ending. */
const OWN_FLAGS = new Set([
    "--test",
    "--test-reporter",
    "--test-reporter-destination",
    "--watch",
    "--watch-path",
    "--watch-preserve-output",
]);
const PATTERN_FLAGS = new Set(["--test-name-pattern", "--test-skip-pattern"]);
/**
 * The node flags and paths of a package.json test script that is one plain
 * `node ... --test ...` command, so the run loads what the project's own does
 * (`--import tsx`, `--experimental-*`, a test folder). Anything more (pipes,
 * `&&`, variables, another program) is not imitated: null.
 */
function scriptInvocation(script, filtering) {
    if (!script)
        return null;
    const argv = words(script.trim());
    if (!argv || argv.length === 0 || !/^(?:\S*\/)?node$/.test(argv[0]) || !argv.includes("--test"))
        return null;
    const flags = [];
    const positionals = [];
    for (let i = 1; i < argv.length; i++) {
        const word = argv[i];
        if (!word.startsWith("-") || word === "-") {
            positionals.push(word);
            continue;
        }
        const name = word.split("=")[0];
        const value = !word.includes("=") && VALUE_FLAGS.has(name) && i + 1 < argv.length ? argv[++i] : null;
        if (OWN_FLAGS.has(name) || (filtering && PATTERN_FLAGS.has(name)))
            continue;
        flags.push(word);
        if (value !== null)
            flags.push(value);
    }
    return { flags, positionals };
}
/**
 * Test ids -> name patterns and files. Node 20 matches a pattern against each
 * test's own name, Node 22+ also against the names from the outermost suite
 * down joined by spaces; both forms are passed, anchored, so either node
 * selects the test (Node 22+ may also run same-named tests of other suites).
 */
function filterArgs(filter) {
    const patterns = new Set();
    const files = new Set();
    for (const id of filter) {
        const parsed = (0,frameworks_ids/* parseTestId */.FG)(id);
        if (!parsed)
            continue;
        if (parsed.file !== "")
            files.add(parsed.file.startsWith("-") ? `./${parsed.file}` : parsed.file);
        // A file-level id stands for a whole file without node:test tests: the file is enough.
        if (parsed.suite.length === 0 && parsed.name === parsed.file)
            continue;
        patterns.add(`^${(0,src_text/* escapeRegExp */.Nt)(parsed.name)}$`);
        if (parsed.suite.length > 0)
            patterns.add(`^${(0,src_text/* escapeRegExp */.Nt)([...parsed.suite, parsed.name].join(" "))}$`);
    }
    return { patterns: [...patterns], files: [...files] };
}
function relative(ctx, file) {
    if (file === null || file === "")
        return null;
    if (file.startsWith(`${ctx.projectRoot}/`))
        return external_node_path_.posix.normalize(file.slice(ctx.projectRoot.length + 1));
    return null;
}
function isAssertion(c) {
    return c.code === "ERR_ASSERTION" || /^AssertionError\b/.test(c.name ?? "");
}
/** What the test threw, as a person reads it: the assertion's message, or "TypeError: ...". */
function thrown(err) {
    const c = err.cause;
    if (!c || (c.message === null && c.name === null))
        return null;
    if (c.name === null || isAssertion(c))
        return c.message;
    return c.message ? `${c.name}: ${c.message}` : c.name;
}
function messageOf(err) {
    if (!err)
        return null;
    const cause = thrown(err);
    switch (err.failureType) {
        case "testCodeFailure":
            return cause ?? err.message;
        case "hookFailed":
            // "failed running beforeEach hook: Error: no database"
            return cause && err.message ? `${err.message}: ${cause}` : (cause ?? err.message);
        default:
            return err.message ?? cause;
    }
}
/** Stacks of subtest, timeout and cancel failures show only node's internals. */
function stackOf(err) {
    if (!err)
        return null;
    if (err.cause?.stack)
        return err.cause.stack;
    return err.failureType === "testCodeFailure" || err.failureType === "hookFailed" ? err.stack : null;
}
const node_test_FRAME = /^\s*at (?:.*?\()?(.+?):(\d+):(\d+)\)?\s*$/;
function framePath(path) {
    if (!path.startsWith("file://"))
        return path;
    try {
        return decodeURIComponent(path.slice("file://".length));
    }
    catch {
        return path.slice("file://".length);
    }
}
/** 1-based line of the first stack frame in `file` (absolute): where the failure surfaced in the test file. */
function node_test_failingLine(stack, file) {
    if (!stack || !file)
        return null;
    for (const line of stack.split("\n")) {
        const m = node_test_FRAME.exec(line);
        if (m && framePath(m[1]) === file)
            return Number(m[2]);
    }
    return null;
}
function node_test_statusOf(rec) {
    if (rec.skip !== null || rec.todo !== null)
        return "skipped";
    if (rec.status === "pass")
        return "passed";
    switch (rec.error?.failureType) {
        case "hookFailed":
        case "cancelledByParent":
        case "uncaughtException":
        case "unhandledRejection":
            return "error";
        default:
            return "failed";
    }
}
/** Whole milliseconds, as the schema has them; node measures fractions. */
function durationOf(ms) {
    return ms === null ? null : Math.round(ms);
}
/** Per-test output from the capture preload, keyed by file and node's fullName, in run order. */
class OutputIndex {
    byKey = new Map();
    constructor(records) {
        for (const r of records) {
            if (r.ambiguous || r.file === null)
                continue;
            const key = OutputIndex.key(r.file, r.path);
            const list = this.byKey.get(key);
            if (list)
                list.push(r);
            else
                this.byKey.set(key, [r]);
        }
    }
    static key(file, path) {
        return `${file}\u0000${path}`;
    }
    /** The next unclaimed output of this test; same-named tests take theirs in run order. */
    take(rec) {
        if (rec.file === null)
            return null;
        return this.byKey.get(OutputIndex.key(rec.file, [...rec.suite, rec.name].join(" > ")))?.shift() ?? null;
    }
}
function node_test_captured(text, truncated) {
    const t = (0,src_text/* tidy */.DZ)(text);
    return t !== null && truncated ? `${t}\n[testcage: output truncated]` : t;
}
function node_test_toTest(ctx, rec, output) {
    const file = relative(ctx, rec.file);
    const status = node_test_statusOf(rec);
    const failing = status === "failed" || status === "error";
    const stack = failing ? stackOf(rec.error) : null;
    let message = null;
    if (failing)
        message = messageOf(rec.error);
    else if (rec.skip !== null)
        message = rec.skip || null;
    else if (rec.todo !== null)
        message = rec.todo || "todo";
    return {
        id: (0,frameworks_ids/* makeTestId */.WZ)(file, rec.suite, rec.name),
        name: rec.name,
        suite: rec.suite,
        status,
        duration_ms: durationOf(rec.durationMs),
        file,
        line: (failing ? node_test_failingLine(stack, rec.file) : null) ?? rec.line,
        message: (0,src_text/* tidy */.DZ)(message),
        stack: (0,src_text/* tidy */.DZ)(stack),
        stdout: node_test_captured(output?.stdout, output?.truncated ?? false),
        stderr: node_test_captured(output?.stderr, output?.truncated ?? false),
    };
}
const ERROR_LINE = /^\s*(?:[\w$]+\.)*[\w$]*(?:Error|Exception)(?: \[[A-Z0-9_]+\])?: \S.*$/m;
/** The line that says why a file failed: node's diagnostic, else the error its process printed. */
function whyFileFailed(rec) {
    const out = rec.output;
    if (!out)
        return null;
    for (const text of [out.diagnostics, out.stderr, out.stdout]) {
        const m = ERROR_LINE.exec(text);
        if (m)
            return m[0].trim();
    }
    return (0,src_text/* firstLine */.TM)(out.diagnostics) || (0,src_text/* firstLine */.TM)(out.stderr) || null;
}
/** Where in the file its failure points: a path:line in what it printed, else the import of a missing module. */
function fileFailureLine(ctx, rec, why) {
    const file = rec.file;
    const out = rec.output;
    if (!file || !out)
        return null;
    const at = new RegExp(`${(0,src_text/* escapeRegExp */.Nt)(file)}:(\\d+)`).exec(`${out.diagnostics}\n${out.stderr}`);
    if (at)
        return Number(at[1]);
    const missing = /Cannot find (?:module|package) '([^']+)'/.exec(why ?? "")?.[1];
    const rel = relative(ctx, file);
    const source = rel === null || !missing ? undefined : ctx.readSource(rel);
    if (!missing || source === undefined)
        return null;
    const needle = missing.startsWith("/") ? missing.slice(missing.lastIndexOf("/") + 1) : missing;
    const index = source.split("\n").findIndex((l) => l.includes(needle) && /\b(?:import|require|from)\b/.test(l));
    return index === -1 ? null : index + 1;
}
function processEnd(err) {
    if (err?.exitCode !== null && err?.exitCode !== undefined)
        return `exited with code ${err.exitCode}`;
    if (err?.signal)
        return `was killed by ${err.signal}`;
    return "failed";
}
function fileDetails(rec) {
    const out = rec.output;
    return out ? (0,src_text/* tidy */.DZ)([out.diagnostics, out.stderr].filter((t) => t.trim() !== "").join("\n")) : null;
}
/** A describe block's own failure (not its tests'): node counts no test for it. */
function suiteError(ctx, rec) {
    const type = rec.error?.failureType;
    if (rec.status !== "fail" || type === "subtestsFailed" || type === "cancelledByParent")
        return null;
    const file = relative(ctx, rec.file);
    const stack = stackOf(rec.error);
    const path = [...rec.suite, rec.name].join(" > ");
    const why = messageOf(rec.error) ?? "no reason given";
    // An after hook fails once the tests have run; anything else stops them.
    const consequence = /\bafter hook\b/.test(rec.error?.message ?? "") ? "" : "; its tests did not run";
    return {
        kind: "collection",
        message: `describe "${path}" in ${file ?? "a test file"} failed: ${why}${consequence}`,
        file,
        line: node_test_failingLine(stack, rec.file) ?? rec.line,
        details: (0,src_text/* tidy */.DZ)(stack),
    };
}
/** Tests node started but never finished, innermost only (their suites and parents are open too). */
function unfinished(starts, finished) {
    const key = (r) => [r.file, r.line, r.column, r.nesting, r.name].join("\u0000");
    const done = new Map();
    for (const r of finished)
        done.set(key(r), (done.get(key(r)) ?? 0) + 1);
    const open = [];
    for (const s of starts) {
        const n = done.get(key(s)) ?? 0;
        if (n > 0)
            done.set(key(s), n - 1);
        else
            open.push(s);
    }
    return open.filter((s, i) => !(open[i + 1] && open[i + 1].nesting > s.nesting));
}
/**
 * node reports a test after its subtests; source order puts a parent first.
 * Records come depth-first, so the blocks just before a record that are nested
 * deeper are its subtrees, and it goes in front of them.
 */
function preOrder(records) {
    const blocks = [];
    for (const rec of records) {
        let i = blocks.length;
        while (i > 0 && blocks[i - 1].nesting > rec.nesting)
            i--;
        const children = blocks.splice(i);
        blocks.push({ nesting: rec.nesting, items: [rec, ...children.flatMap((b) => b.items)] });
    }
    return blocks.flatMap((b) => b.items);
}
function missingReportErrors(input) {
    const bad = /bad option: --(?:test|import)\S*|--test-reporter-destination.*(?:not allowed|unknown)/.exec(input.stderr);
    if (!bad)
        return [];
    return [
        {
            kind: "framework-missing",
            message: `this node is too old for node --test with custom reporters (${bad[0]}); use Node 20 or newer`,
        },
    ];
}
function outputRecords(content) {
    return content?.ok ? readNodeTestOutput(content.text) : [];
}
const nodeTest = {
    id: "node-test",
    name: "node:test",
    language: "javascript",
    detect(facts) {
        const scripts = facts.packageJson?.scripts ?? {};
        const testScript = scripts["test"];
        if (typeof testScript === "string" && NODE_TEST_COMMAND.test(testScript)) {
            return { score: 100, reason: "package.json test script runs node --test" };
        }
        const other = Object.entries(scripts).find(([, s]) => typeof s === "string" && NODE_TEST_COMMAND.test(s));
        if (other)
            return { score: 60, reason: `package.json script "${other[0]}" runs node --test` };
        if (otherRunner(facts))
            return null;
        const testFile = facts.files.find((f) => NODE_TEST_FILE.test(f));
        // Without a package.json, .js files under test/ in a Python or Go project are fixtures, not tests.
        const otherLanguage = facts.packageJson === null && facts.files.some((f) => /\.(py|go)$/.test(f));
        if (testFile && !otherLanguage) {
            return { score: 10, reason: `JavaScript test file ${testFile} and no other test runner` };
        }
        return null;
    },
    plan({ paths, facts, filter, testCommand, coverage }) {
        const harness = (name) => (0,external_node_url_namespaceObject.pathToFileURL)(external_node_path_.posix.join(paths.harness, name)).href;
        const script = scriptInvocation(facts.packageJson?.scripts?.["test"], filter.length > 0);
        const { patterns, files } = filterArgs(filter);
        const argv = testCommand
            ? ["sh", "-c", testCommand]
            : [
                "node",
                `--import=${harness(CAPTURE_FILE)}`,
                ...(script?.flags ?? []),
                "--test",
                `--test-reporter=${harness(REPORTER_FILE)}`,
                `--test-reporter-destination=${external_node_path_.posix.join(paths.reports, node_test_REPORT)}`,
                "--test-reporter=spec",
                "--test-reporter-destination=stdout",
                // The spec reporter on stdout prints node's own coverage table beside the lcov file.
                ...(coverage
                    ? [
                        "--experimental-test-coverage",
                        "--test-reporter=lcov",
                        `--test-reporter-destination=${external_node_path_.posix.join(paths.reports, LCOV)}`,
                    ]
                    : []),
                ...patterns.map((p) => `--test-name-pattern=${p}`),
                ...(files.length > 0 ? files : (script?.positionals ?? [])),
            ];
        return {
            argv,
            env: { [NODE_TEST_OUTPUT_ENV]: external_node_path_.posix.join(paths.reports, OUTPUT) },
            reports: [
                { name: "events", file: node_test_REPORT },
                { name: "output", file: OUTPUT },
                ...(coverage ? [{ name: "coverage", file: LCOV }] : []),
            ],
            coverage: coverage ? { report: "coverage", format: "lcov" } : null,
            harness: [
                { name: REPORTER_FILE, content: NODE_TEST_REPORTER },
                { name: CAPTURE_FILE, content: NODE_TEST_CAPTURE },
            ],
            requires: testCommand ? null : { program: "node", hint: "install Node.js 20 or newer (node --test is built in)" },
        };
    },
    install: ({ facts }) => npmInstall(facts),
    parse(input) {
        const report = input.reports["events"];
        const events = report?.ok ? readNodeTestEvents(report.text) : null;
        // Without the reporter's first line, node never got as far as running it.
        if (!events?.run)
            return { tests: [], errors: missingReportErrors(input), reportFound: false };
        const ctx = { projectRoot: input.projectPath.replace(/\/+$/, ""), readSource: input.readSource };
        const outputs = new OutputIndex(outputRecords(input.reports["output"]));
        const tests = [];
        const errors = [];
        const filesWithTests = new Set();
        for (const rec of preOrder(events.tests)) {
            if (rec.skip === NOT_SELECTED)
                continue;
            if (!rec.fileLevel) {
                if (rec.file)
                    filesWithTests.add(rec.file);
                if (rec.type === "suite") {
                    const err = suiteError(ctx, rec);
                    if (err)
                        errors.push(err);
                }
                else {
                    tests.push(node_test_toTest(ctx, rec, outputs.take(rec)));
                }
                continue;
            }
            // node's stand-in for a whole file: reported alone when the file gave no tests.
            const file = relative(ctx, rec.file);
            const hadTests = rec.file !== null && filesWithTests.has(rec.file);
            const out = rec.output;
            if (rec.status === "pass") {
                if (hadTests || events.run.nameFilter)
                    continue;
                tests.push({
                    id: (0,frameworks_ids/* makeTestId */.WZ)(file, [], file ?? rec.name),
                    name: file ?? rec.name,
                    suite: [],
                    status: "passed",
                    duration_ms: durationOf(rec.durationMs),
                    file,
                    line: rec.line,
                    message: null,
                    stack: null,
                    stdout: (0,src_text/* tidy */.DZ)(out?.stdout),
                    stderr: (0,src_text/* tidy */.DZ)(out?.stderr),
                });
                continue;
            }
            const why = whyFileFailed(rec);
            const line = fileFailureLine(ctx, rec, why);
            if (!hadTests) {
                errors.push({
                    kind: "collection",
                    message: `${file ?? rec.name} failed while loading, before any test ran: ${why ?? `its process ${processEnd(rec.error)}`}`,
                    file,
                    line,
                    details: fileDetails(rec),
                });
                continue;
            }
            tests.push({
                id: (0,frameworks_ids/* makeTestId */.WZ)(file, [], file ?? rec.name),
                name: file ?? rec.name,
                suite: [],
                status: "error",
                duration_ms: durationOf(rec.durationMs),
                file,
                line: line ?? rec.line,
                message: (0,src_text/* tidy */.DZ)(`the test file's process ${processEnd(rec.error)} after its tests ran${why ? `: ${why}` : ""}`),
                stack: null,
                stdout: (0,src_text/* tidy */.DZ)(out?.stdout),
                stderr: fileDetails(rec),
            });
        }
        if (input.timedOut || input.exitCode === null) {
            const message = (0,frameworks_unfinished/* unfinishedMessage */.pR)(input, "node");
            for (const s of unfinished(events.starts, events.tests)) {
                tests.push((0,frameworks_unfinished/* unfinishedTest */.oh)({ file: relative(ctx, s.file), suite: s.suite, name: s.name, line: s.line }, message));
            }
        }
        if (tests.length === 0 && errors.length === 0 && (events.summary?.["tests"] === 0 || input.exitCode === 0)) {
            errors.push({
                kind: "no-tests",
                message: events.run.nameFilter
                    ? "node --test ran, but no test matched the filter"
                    : "node --test found no test files; it runs **/*.test.{js,mjs,cjs}, *-test.*, *_test.*, test-*.*, test.* and files under test/ folders. Rename the files, name them in the package.json test script, or pass --test-command",
            });
        }
        return { tests: tests.map((t, order) => ({ ...t, order })), errors, reportFound: true };
    },
};

;// CONCATENATED MODULE: ./src/harness/mocha-reporter.ts
// The file testcage injects into a mocha run, both as `--require` (loaded before
// the spec files) and as `--reporter` (the same module, so one file).
//
// As a require it patches mocha's Suite#addTest to remember where each test is
// defined (the first stack frame outside mocha and Node), which mocha itself
// never records. As a reporter it appends one JSON line per outcome to
// $TESTCAGE_MOCHA_REPORT as the run goes (so a timeout keeps what ran), with
// the title path, file, definition line, duration, error and the output the
// test wrote, and an "end" line with mocha's own stats; for the log it starts
// mocha's spec reporter next to itself. Under c8 it also writes V8's coverage
// when the run is stopped by a signal. Plain CommonJS using only Node's
// fs/module/v8 and the project's own mocha; checked with mocha 10 and 11.
const MOCHA_HARNESS = `// testcage: test locations, per-test output and hook failures for mocha; written by testcage.
"use strict";
const fs = require("node:fs");
const { createRequire } = require("node:module");
const path = require("node:path");

const MAX_OUTPUT = 256 * 1024;
const MAX_TEXT = 64 * 1024;
const WHERE = Symbol.for("testcage.where");

function loadMocha() {
  const from = [process.argv[1], path.join(process.cwd(), "noop.js")];
  for (const f of from) {
    try {
      if (f) return createRequire(f)("mocha");
    } catch {
      // try the next place
    }
  }
  return null;
}

const mocha = loadMocha();

// Under c8 (which sets NODE_V8_COVERAGE) V8 writes coverage only when the process
// exits by itself, so a run stopped at the timeout would lose the coverage of every
// test that ran. On the stop signal it is written first; then, unless the tests
// handle the signal themselves, mocha dies of it as it would have.
if (process.env.NODE_V8_COVERAGE) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    const onSignal = () => {
      try {
        require("node:v8").takeCoverage();
      } catch {
        // no coverage is better than a changed outcome
      }
      if (process.listenerCount(signal) === 1) {
        process.removeListener(signal, onSignal);
        process.kill(process.pid, signal);
      }
    };
    process.on(signal, onSignal);
  }
}

// Definition sites: the first frame that is neither mocha's nor Node's.
function callerSite() {
  const stack = String(new Error().stack || "").split("\\n").slice(1);
  for (const line of stack) {
    const m = /\\(?((?:file:\\/\\/)?[^()\\s]+):(\\d+):\\d+\\)?\\s*$/.exec(line);
    if (!m) continue;
    const file = m[1];
    if (file.startsWith("node:") || /[\\\\/]node_modules[\\\\/]mocha[\\\\/]/.test(file) || file === __filename) continue;
    return { file: file.startsWith("file://") ? decodeURIComponent(file.slice(7)) : file, line: Number(m[2]) };
  }
  return null;
}

if (mocha && mocha.Suite && !mocha.Suite.prototype[WHERE]) {
  const addTest = mocha.Suite.prototype.addTest;
  mocha.Suite.prototype[WHERE] = true;
  mocha.Suite.prototype.addTest = function (test) {
    try {
      if (test && !test[WHERE]) test[WHERE] = callerSite();
    } catch {
      // never break the run over a location
    }
    return addTest.apply(this, arguments);
  };
}

const text = (value, max = MAX_TEXT) => (typeof value === "string" ? value.slice(0, max) : "");

function titlePath(runnable) {
  const out = [];
  for (let s = runnable.parent; s && !s.root; s = s.parent) out.unshift(text(s.title));
  return out;
}

function errorOf(err) {
  if (!err) return null;
  const e = typeof err === "object" ? err : { message: String(err) };
  let message = text(e.message);
  let stack = text(e.stack);
  if (!stack && !message) message = text(String(err));
  return {
    name: text(e.name),
    code: typeof e.code === "string" ? text(e.code) : "",
    message,
    stack,
    actual: e.showDiff !== false && e.actual !== undefined ? text(safeString(e.actual)) : null,
    expected: e.showDiff !== false && e.expected !== undefined ? text(safeString(e.expected)) : null,
  };
}

function safeString(value) {
  try {
    return typeof value === "string" ? value : JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

class TestcageReporter {
  constructor(runner, options) {
    const out = process.env.TESTCAGE_MOCHA_REPORT;
    const write = (record) => {
      if (!out) return;
      try {
        fs.appendFileSync(out, JSON.stringify(record) + "\\n");
      } catch {
        // a full disk must not crash the tests
      }
    };
    const seqs = new WeakMap();
    let next = 0;
    const seqOf = (t) => {
      if (!seqs.has(t)) seqs.set(t, next++);
      return seqs.get(t);
    };
    let capturing = null;
    const streams = { stdout: process.stdout, stderr: process.stderr };
    for (const name of ["stdout", "stderr"]) {
      const stream = streams[name];
      const original = stream.write;
      stream.write = function (chunk, ...rest) {
        if (capturing && capturing[name].length < MAX_OUTPUT) {
          capturing[name] += (typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8")).slice(0, MAX_OUTPUT);
        }
        return original.call(this, chunk, ...rest);
      };
    }
    const record = (runnable, status, err) => {
      const where = runnable[WHERE] || null;
      const isHook = runnable.type === "hook";
      const output = !isHook && capturing && capturing.test === runnable ? capturing : { stdout: "", stderr: "" };
      if (!isHook && capturing && capturing.test === runnable) capturing = null;
      write({
        type: isHook ? "hook" : "test",
        seq: seqOf(runnable),
        file: text(runnable.file || (runnable.parent && runnable.parent.file) || ""),
        suite: titlePath(runnable),
        title: text(runnable.title),
        hookTitle: isHook ? text(runnable.originalTitle || "") : "",
        status,
        duration: typeof runnable.duration === "number" ? runnable.duration : null,
        timedOut: Boolean(runnable.timedOut),
        where,
        error: errorOf(err),
        stdout: output.stdout,
        stderr: output.stderr,
      });
    };
    // Registered before the spec reporter's listeners, so its lines are not taken for the test's output.
    runner.on("test", (t) => {
      capturing = { test: t, stdout: "", stderr: "" };
      // Said as the test starts, so a run stopped inside it can name it.
      write({
        type: "begin",
        seq: seqOf(t),
        file: text(t.file || (t.parent && t.parent.file) || ""),
        suite: titlePath(t),
        title: text(t.title),
        where: t[WHERE] || null,
      });
    });
    runner.on("pass", (t) => record(t, "passed", null));
    runner.on("fail", (t, err) => record(t, "failed", err));
    runner.on("pending", (t) => record(t, "skipped", null));
    runner.on("end", () => write({ type: "end", stats: runner.stats || null }));
    write({ type: "start", format: "testcage-mocha/1", cwd: process.cwd() });
    if (mocha && mocha.reporters && mocha.reporters.Spec) {
      try {
        new mocha.reporters.Spec(runner, options);
      } catch {
        // the log loses its pretty lines, the report does not
      }
    }
  }
}

module.exports = TestcageReporter;
`;

;// CONCATENATED MODULE: ./src/frameworks/coverage-plan.ts
// What an adapter's plan says about coverage, in the shapes every adapter shares:
// a harness that either writes the coverage report or, when it finds at run time
// that it cannot measure (no driver, no tool), one line saying why; and the note
// for a run with the user's own test command, which testcage cannot measure.
/** The coverage report (`file`, in `format`) and the problem line (`problemFile`) the harness writes instead. */
function harnessCoverage(format, file, problemFile) {
    return {
        reports: [
            { name: "coverage", file },
            { name: "coverage-problem", file: problemFile },
        ],
        coverage: { report: "coverage", format, problemReport: "coverage-problem" },
    };
}
/** Coverage asked for a run of the user's test command: testcage's own command (`command`) is what measures. */
function testCommandCoverage(command) {
    return { problem: `coverage is measured only with testcage's own ${command} command, not with a test command` };
}

;// CONCATENATED MODULE: ./src/frameworks/mocha-coverage.ts
// Coverage for mocha, which measures none itself: the mocha command runs under
// c8 (V8's own coverage, istanbul reports) or nyc (istanbul instrumentation),
// both of which start mocha as a child and pass signals on to it, so the harness
// reporter, timeouts and the exit code behave as without coverage (under c8 the
// harness also has V8 write what it measured when a stop signal comes).
//
// Which tool: the project's own from node_modules/.bin, c8 before nyc unless
// package.json declares nyc and not c8; without either, the c8 on the sandbox's
// PATH (the node runner image has one). The choice is made inside the sandbox at
// run time, because only then is node_modules there (the install phase may have
// just written it). With no tool at all the tests run plainly and the reason is
// written for the coverage step, as PHPUnit's and RSpec's are.
//
// The tool writes istanbul's coverage-final.json for testcage and prints its
// text-summary to the log, so the figures can be checked against the tool's own
// in the same run. The project's c8/nyc config still says what is measured
// (include, exclude, all); testcage overrides only where reports go, where raw
// data goes (a fresh temp folder, never the project), and switches off
// check-coverage, so a missed threshold cannot turn passing tests into exit 1.


const COVERAGE_DIR = "coverage";
const PROBLEM = "coverage-problem.txt";
const PROBLEM_ENV = "TESTCAGE_COVERAGE_PROBLEM";
const DIR_ENV = "TESTCAGE_COVERAGE_DIR";
const PROJECT_ENV = "TESTCAGE_PROJECT";
const NO_COVERAGE_TOOL = "no coverage tool for mocha: neither c8 nor nyc is in the project's node_modules and no c8 is on the sandbox's PATH; add c8 to devDependencies (npm install --save-dev c8) or use testcage's node runner image, which has c8";
/** The order the project's own tools are tried in: nyc first only when the project declares nyc and not c8. */
function coverageToolOrder(facts) {
    return dependsOn(facts, "nyc") && !dependsOn(facts, "c8") ? ["nyc", "c8"] : ["c8", "nyc"];
}
/**
 * The shell script that picks the tool and runs it around "$@" (the mocha
 * command). Every flag is written as --name=value: both tools split their own
 * arguments from the command at its first word without knowing which of their
 * flags take values, so a bare boolean would swallow mocha's path.
 */
function coverageScript(order) {
    const problem = NO_COVERAGE_TOOL.replace(/'/g, "'\\''");
    return [
        "tool=; kind=",
        `for t in ${order.join(" ")}; do`,
        `  if [ -x "$${PROJECT_ENV}/node_modules/.bin/$t" ]; then tool="$${PROJECT_ENV}/node_modules/.bin/$t"; kind=$t; break; fi`,
        "done",
        'if [ -z "$tool" ] && command -v c8 >/dev/null 2>&1; then tool=c8; kind=c8; fi',
        `if [ -z "$tool" ]; then printf '%s\\n' '${problem}' >"$${PROBLEM_ENV}"; exec "$@"; fi`,
        // Raw coverage data goes to a fresh folder under the sandbox's TMPDIR, never into the project.
        'raw=$(mktemp -d "${TMPDIR:-/tmp}/testcage-coverage.XXXXXX") || raw="${TMPDIR:-/tmp}/testcage-coverage.$$"',
        'case "$kind" in',
        `  c8) set -- "$tool" --reporter=json --reporter=text-summary "--reports-dir=$${DIR_ENV}" "--temp-directory=$raw" --check-coverage=false "$@" ;;`,
        `  nyc) set -- "$tool" --reporter=json --reporter=text-summary "--report-dir=$${DIR_ENV}" "--temp-dir=$raw" --check-coverage=false --cache=false "$@" ;;`,
        "esac",
        // The tool passes on the signal mocha died of by sending it to itself, which
        // works because no sandbox runs the command as a PID namespace's init.
        'exec "$@"',
    ].join("\n");
}
/** Wraps the mocha command so the chosen coverage tool runs it. */
function withCoverage(mochaArgv, paths, facts) {
    return {
        argv: ["sh", "-c", coverageScript(coverageToolOrder(facts)), "testcage-mocha-coverage", ...mochaArgv],
        env: {
            [PROJECT_ENV]: paths.project,
            [DIR_ENV]: `${paths.reports}/${COVERAGE_DIR}`,
            [PROBLEM_ENV]: `${paths.reports}/${PROBLEM}`,
        },
        ...harnessCoverage("istanbul", `${COVERAGE_DIR}/coverage-final.json`, PROBLEM),
    };
}

;// CONCATENATED MODULE: ./src/frameworks/mocha.ts
// mocha: an injected harness (src/harness/mocha-reporter.ts) that is both a
// `--require` and the `--reporter`, because mocha's built-in json reporter has
// no suite path, no test location, no per-test output, and is written only at
// the very end (a timeout leaves nothing).
//
// Captured per test: status (pending tests, it.skip, this.skip() and tests
// without a body are skipped), title and describe path, duration, message (with
// the expected/actual of assertion libraries whose message has no diff) and
// stack, stdout/stderr written while the test ran, and a 1-based line: for a
// failure the first stack frame in the test file, else where `it` was called
// (a timeout has no frame in the test, so it gets the definition line).
// A failing hook is one entry with status "error", named as mocha names it
// ('"before all" hook for "test"'), in its describe path: mocha counts it as a
// failure and runs none of the tests it guards, which then appear nowhere (as
// in mocha's own reporters). Tests fail as "failed", whatever they threw.
// Order: the order mocha ran them, which is definition order within a file.
// A spec file that does not load stops mocha before any test runs; that is a
// "collection" error with the file and line mocha's message names (only the
// first such file: mocha stops there).
// A project's `parallel: true` is overridden with --no-parallel: in parallel mode
// the reporter sees copies of the tests without describe path, location or
// output. Not captured: test source, retries (the final attempt counts), output
// of hooks and of code running after its test ended.
// Coverage: mocha has none of its own, so c8 or nyc runs the mocha command
// (mocha-coverage.ts); the harness, results and exit code are the same under it.











const mocha_REPORT = "testcage-mocha.jsonl";
const mocha_HARNESS_FILE = "testcage-mocha-harness.cjs";
const mocha_CONFIG_FILE = /^\.mocharc\.(js|cjs|mjs|yaml|yml|json|jsonc)$/;
const mocha_MAX_RECORDS = 200_000;
function mocha_isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
const mocha_str = (value) => (typeof value === "string" ? value : "");
const mocha_strs = (value) => Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
const mocha_num = (value) => (typeof value === "number" && Number.isFinite(value) ? value : null);
function errorOf(value) {
    if (!mocha_isRecord(value))
        return null;
    const opt = (v) => (typeof v === "string" ? v : null);
    return {
        name: mocha_str(value["name"]),
        code: mocha_str(value["code"]),
        message: mocha_str(value["message"]),
        stack: mocha_str(value["stack"]),
        actual: opt(value["actual"]),
        expected: opt(value["expected"]),
    };
}
function whereOf(value) {
    if (!mocha_isRecord(value))
        return null;
    const line = mocha_num(value["line"]);
    const file = mocha_str(value["file"]);
    return line !== null && line >= 1 && file !== "" ? { file, line: Math.floor(line) } : null;
}
/** Reads the harness's JSON lines; lines of an unknown shape are dropped, never trusted. */
function readMochaReport(text) {
    const report = { records: [], begun: [], ended: false, started: false };
    for (const line of text.split("\n")) {
        if (line.trim() === "")
            continue;
        const doc = parseRecord(line); // null for a line cut by a kill mid-write
        if (!doc)
            continue;
        if (doc["type"] === "start" && doc["format"] === "testcage-mocha/1")
            report.started = true;
        if (doc["type"] === "end")
            report.ended = true;
        if (doc["type"] === "begin") {
            const seq = mocha_num(doc["seq"]);
            if (seq !== null && report.begun.length < mocha_MAX_RECORDS)
                report.begun.push({
                    seq,
                    file: mocha_str(doc["file"]),
                    suite: mocha_strs(doc["suite"]),
                    title: mocha_str(doc["title"]),
                    where: whereOf(doc["where"]),
                });
            continue;
        }
        if (doc["type"] !== "test" && doc["type"] !== "hook")
            continue;
        const status = doc["status"];
        const seq = mocha_num(doc["seq"]);
        if ((status !== "passed" && status !== "failed" && status !== "skipped") || seq === null)
            continue;
        if (report.records.length >= mocha_MAX_RECORDS)
            break;
        report.records.push({
            type: doc["type"],
            seq,
            file: mocha_str(doc["file"]),
            suite: mocha_strs(doc["suite"]),
            title: mocha_str(doc["title"]),
            status,
            durationMs: mocha_num(doc["duration"]),
            timedOut: doc["timedOut"] === true,
            where: whereOf(doc["where"]),
            error: errorOf(doc["error"]),
            stdout: mocha_str(doc["stdout"]),
            stderr: mocha_str(doc["stderr"]),
        });
    }
    return report;
}
/** One record per runnable: a test that passed and then failed (done() called twice) counts as failed. */
function merged(records) {
    const bySeq = new Map();
    for (const r of records) {
        const key = `${r.type}:${r.seq}`;
        const before = bySeq.get(key);
        if (before === undefined || before.status !== "failed")
            bySeq.set(key, r);
        else if (r.status === "failed")
            bySeq.set(key, { ...before, error: before.error ?? r.error });
    }
    return [...bySeq.values()];
}
/** The message of a failure; assertion libraries whose message has no diff get expected/actual added. */
function mocha_messageOf(e, timedOut) {
    const base = (0,src_text/* tidy */.DZ)(e.message) ?? (0,src_text/* tidy */.DZ)((0,src_text/* firstLine */.TM)(e.stack));
    if (base === null)
        return timedOut ? "timed out" : null;
    if (e.expected !== null && e.actual !== null && !base.includes("\n")) {
        return (0,src_text/* tidy */.DZ)(`${base}\n\nexpected: ${e.expected}\nactual:   ${e.actual}`);
    }
    return base;
}
/** A failed before hook means tests did not run that appear nowhere else: say so. */
function withHookNote(message, r) {
    if (r.type !== "hook" || !/^"before (all|each)" hook/.test(r.title))
        return message;
    return `${message ?? "the hook failed"}\n(mocha ran none of the remaining tests of this describe block)`;
}
function mocha_toTest(r, ref, order, id) {
    const failed = r.status === "failed";
    const status = r.type === "hook" ? "error" : r.status;
    const defLine = r.where && r.where.file === r.file ? r.where.line : null;
    const errLine = failed && r.error ? lineInFile(r.error.stack, ref) : null;
    return {
        id,
        name: r.title,
        suite: r.suite,
        status,
        duration_ms: r.durationMs === null ? null : Math.round(r.durationMs),
        file: ref.rel === "" ? null : ref.rel,
        line: errLine ?? defLine,
        message: failed && r.error ? withHookNote(mocha_messageOf(r.error, r.timedOut), r) : null,
        stack: failed && r.error ? (0,src_text/* tidy */.DZ)(pruneStack(r.error.stack)) : null,
        stdout: (0,src_text/* tidy */.DZ)(r.stdout),
        stderr: (0,src_text/* tidy */.DZ)(r.stderr),
        order,
    };
}
/**
 * Source order: files in the order mocha ran them, entries within a file by the
 * line `it` was called on (mocha runs a block's own tests before its nested
 * blocks); a hook, which has no definition line, sorts by where it failed.
 */
function sourceOrder(records) {
    const fileRank = new Map();
    for (const r of records)
        if (!fileRank.has(r.file))
            fileRank.set(r.file, fileRank.size);
    const key = (r) => r.where && r.where.file === r.file
        ? r.where.line
        : ((r.error ? lineInFile(r.error.stack, fileRef(r.file, "")) : null) ?? Number.MAX_SAFE_INTEGER);
    return records
        .map((r, i) => ({ r, i, file: fileRank.get(r.file) ?? 0, line: key(r) }))
        .sort((a, b) => a.file - b.file || a.line - b.line || a.i - b.i)
        .map((x) => x.r);
}
/** Tests that began and never reported an outcome: the run was stopped inside them. */
function unfinishedOfMocha(report, input) {
    const done = new Set(report.records.filter((r) => r.type === "test").map((r) => r.seq));
    const message = (0,frameworks_unfinished/* unfinishedMessage */.pR)(input, "mocha");
    return report.begun
        .filter((b) => !done.has(b.seq))
        .map((b) => {
        const ref = fileRef(b.file, input.projectPath);
        const where = b.where ? fileRef(b.where.file, input.projectPath) : null;
        const line = where && where.rel === ref.rel ? b.where.line : null;
        return (0,frameworks_unfinished/* unfinishedTest */.oh)({ file: ref.rel, suite: b.suite, name: b.title, line }, message);
    });
}
function testsOfMocha(report, projectPath) {
    const tests = [];
    const occurrence = (0,frameworks_ids/* occurrences */.T5)();
    for (const r of sourceOrder(merged(report.records))) {
        const ref = fileRef(r.file, projectPath);
        const n = occurrence((0,frameworks_ids/* makeTestId */.WZ)(ref.rel, r.suite, r.title));
        const id = (0,frameworks_ids/* makeTestId */.WZ)(ref.rel, r.suite, (0,frameworks_ids/* repeated */.ZD)(r.title, n));
        tests.push(mocha_toTest(r, ref, tests.length, id));
    }
    return tests;
}
/** Paths under the project in a load error, most specific first: syntax header, require stack, stack frames. */
function loadErrorLocation(text, projectPath) {
    const root = projectPath.replace(/\/+$/, "");
    const inProject = (p) => p.startsWith(`${root}/`) && !p.slice(root.length).includes("/node_modules/");
    const clean = (p) => (p.startsWith("file://") ? safeDecode(p.slice("file://".length)) : p);
    const head = text.slice(0, 64 * 1024);
    // "/abs/file.js:3" alone on the first line: Node's header of a SyntaxError.
    const header = /^(?:\s*Exception during run: )?((?:file:\/\/)?\/[^\s:]+):(\d+)\s*$/m.exec(head);
    if (header && inProject(clean(header[1])))
        return { ref: fileRef(clean(header[1]), root), line: Number(header[2]) };
    const required = /Require stack:\n- (\S+)/.exec(head);
    if (required && inProject(required[1])) {
        const ref = fileRef(required[1], root);
        return { ref, line: lineInFile(head, ref) };
    }
    // ESM: "Cannot find module '/x/missing.js' imported from /x/test/a.spec.js" (no line: it fails while linking).
    const importer = / imported from ((?:file:\/\/)?\/\S+)/.exec(head);
    if (importer && inProject(clean(importer[1])))
        return { ref: fileRef(clean(importer[1]), root), line: null };
    for (const m of head.matchAll(/^\s*at (?:.*\()?((?:file:\/\/)?\/[^\s():]+):(\d+):\d+\)?\s*$/gm)) {
        const path = clean(m[1]);
        if (inProject(path))
            return { ref: fileRef(path, root), line: Number(m[2]) };
    }
    return null;
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
/** mocha's "Exception during run: ..." (a spec file failed to load, so nothing ran) as a collection error. */
function loadError(stderr, projectPath) {
    const at = stderr.indexOf("Exception during run:");
    if (at === -1)
        return null;
    const text = stderr.slice(at + "Exception during run:".length).trim();
    const where = loadErrorLocation(text, projectPath);
    const summary = errorSummary(text) || "see the log";
    return {
        kind: "collection",
        message: where
            ? `${where.ref.rel} could not be loaded, so mocha ran no test: ${summary}`
            : `mocha failed before running any test: ${summary}`,
        file: where ? where.ref.rel : null,
        line: where ? where.line : null,
        details: (0,src_text/* tidy */.DZ)(pruneStack(text)),
    };
}
const mocha_NO_TESTS = "mocha found no tests; check `spec` in .mocharc and the test file names (mocha looks in ./test by default)";
function mocha_saysNoTests(input) {
    return /No test files found/.test(input.stderr) || /No test files found/.test(input.stdout);
}
function mochaEvidence(facts) {
    const config = facts.files.find((f) => mocha_CONFIG_FILE.test(f));
    if (config)
        return { score: 100, reason: `${config} present` };
    if (facts.packageJson?.["mocha"] !== undefined)
        return { score: 100, reason: '"mocha" key in package.json' };
    if (testScriptRuns(facts, "mocha"))
        return { score: 60, reason: "the test script in package.json runs mocha" };
    if (dependsOn(facts, "mocha"))
        return { score: 50, reason: "mocha is a dependency in package.json" };
    return null;
}
/** What of `npm test`'s mocha flags testcage sets itself (its reporter; no watching, no parallel workers). */
const MOCHA_SCRIPT = {
    own: [
        "--reporter",
        "-R",
        "--reporter-option",
        "--reporter-options",
        "-O",
        "--watch",
        "-w",
        "--parallel",
        "-p",
        "--color",
        "-c",
        "--colors",
    ],
    ownWithValue: ["--reporter", "-R", "--reporter-option", "--reporter-options", "-O"],
    pattern: ["--grep", "-g", "--fgrep", "-f", "--invert", "-i"],
};
const mocha = {
    id: "mocha",
    name: "Mocha",
    language: "javascript",
    detect(facts) {
        const evidence = mochaEvidence(facts);
        if (!evidence)
            return null;
        // mocha often stays in devDependencies next to the runner npm test really uses.
        const other = ["jest", "vitest"].find((t) => testScriptRuns(facts, t));
        if (other && !testScriptRuns(facts, "mocha")) {
            return { score: Math.min(evidence.score, 40), reason: `${evidence.reason}, but the test script runs ${other}` };
        }
        return evidence;
    },
    plan({ paths, facts, filter, testCommand, coverage }) {
        // The project's own mocha, never npx: the test phase has no network.
        const bin = `${paths.project}/node_modules/.bin/mocha`;
        const harness = `${paths.harness}/${mocha_HARNESS_FILE}`;
        const { files, pattern } = nameFilter(filter);
        const script = testScriptArgs(facts, "mocha", MOCHA_SCRIPT, filter.length > 0);
        const mochaArgv = [
            bin,
            // The project's own flags (--require, --ui, --recursive, a spec folder…); testcage's after them.
            ...(script?.flags ?? []),
            ...(filter.length > 0 ? [] : (script?.positionals ?? [])),
            "--require",
            harness,
            "--reporter",
            harness,
            "--no-color",
            // Absolute paths in stacks: mocha otherwise strips the working directory, and keeps only its own frames out.
            "--full-trace",
            // Parallel workers hand the reporter copies without suite parents, locations or output.
            "--no-parallel",
            ...(pattern === null ? [] : ["--grep", pattern]),
            ...files.map((f) => `${paths.project}/${f}`),
        ];
        // mocha measures no coverage itself: c8 or nyc runs it (mocha-coverage.ts).
        const measured = coverage === true && !testCommand ? withCoverage(mochaArgv, paths, facts) : null;
        return {
            argv: testCommand ? ["sh", "-c", testCommand] : (measured?.argv ?? mochaArgv),
            env: { TESTCAGE_MOCHA_REPORT: `${paths.reports}/${mocha_REPORT}`, ...measured?.env },
            reports: [{ name: "harness", file: mocha_REPORT }, ...(measured?.reports ?? [])],
            coverage: measured?.coverage ?? (coverage ? testCommandCoverage("mocha") : null),
            harness: [{ name: mocha_HARNESS_FILE, content: MOCHA_HARNESS }],
            requires: testCommand ? null : { program: bin, hint: nodeFrameworkHint(facts, "mocha") },
        };
    },
    install: ({ facts }) => npmInstall(facts),
    parse(input) {
        const report = input.reports["harness"];
        const failedLoad = loadError(input.stderr, input.projectPath);
        if (!report || !report.ok) {
            const errors = [];
            if (failedLoad)
                errors.push(failedLoad);
            else if (mocha_saysNoTests(input))
                errors.push({ kind: "no-tests", message: mocha_NO_TESTS });
            return { tests: [], errors, reportFound: errors.length > 0 };
        }
        const read = readMochaReport(report.text);
        if (!read.started) {
            return {
                tests: [],
                errors: [{ kind: "report-invalid", message: "the mocha harness report has no start line; it is not trusted" }],
                reportFound: false,
            };
        }
        const tests = testsOfMocha(read, input.projectPath);
        if (input.timedOut || input.exitCode === null)
            for (const t of unfinishedOfMocha(read, input))
                tests.push(t);
        const errors = failedLoad ? [failedLoad] : [];
        if (tests.length === 0 && errors.length === 0 && read.ended)
            errors.push({ kind: "no-tests", message: mocha_NO_TESTS });
        return { tests, errors, reportFound: true };
    },
    liveStatus(line) {
        // The spec reporter: "  ✔ title (5ms)", "  1) title", "  - title".
        if (/^\s+[✔✓] \S/.test(line))
            return "passed";
        // Failures print as "    1) title" in the run; the summary repeats them at two spaces, which is not counted.
        if (/^ {4,}\d+\) \S/.test(line))
            return "failed";
        if (/^\s+- \S/.test(line))
            return "skipped";
        return null;
    },
};

;// CONCATENATED MODULE: ./src/harness/unittest-runner.ts
// The runner testcage injects for Python's unittest (see frameworks/unittest.ts).
// Kept as Python source in a string so the bundle carries it; standard library only.
const UNITTEST_HARNESS = String.raw `# testcage: runs unittest discovery and writes a JSON report; written by testcage.
# Standard library only, Python 3.8 and later.
#
#   python3 testcage_unittest.py REPORT [--start DIR] [--pattern GLOB] [ID ...]
#
# Runs from the project folder. IDs are unittest names (pkg.module.Class.test);
# without them every test discovery finds runs. Prints unittest's usual verbose
# text on stdout (for live counts) and writes, per test: module file, definition line, failing
# line (the deepest traceback frame in the test's own file), outcome, message,
# traceback, subtests and the output it wrote. Modules that fail to import are
# listed apart, as collection errors. The report is written as JSON lines as the
# run goes, so a timeout keeps what ran. Exit: 0 all passed, 1 something failed, 5 no tests.

import inspect
import io
import json
import os
import re
import sys
import time
import traceback
import unittest

MAX_TEXT = 64 * 1024
MAX_OUTPUT = 256 * 1024
FORMAT = "testcage-unittest/1"


def text(value, limit=MAX_TEXT):
    try:
        s = value if isinstance(value, str) else str(value)
    except Exception:  # a hostile __str__
        s = "<unprintable>"
    return s[:limit]


def rel(path):
    if not path:
        return None
    try:
        r = os.path.relpath(os.path.abspath(path), os.getcwd())
    except ValueError:
        return None
    return None if r.startswith("..") else r.replace(os.sep, "/")


def test_file_and_line(test):
    method = getattr(test, "_testMethodName", None)
    fn = getattr(type(test), method, None) if method else None
    fn = inspect.unwrap(fn) if fn is not None else None
    try:
        path = inspect.getsourcefile(fn) if fn is not None else inspect.getsourcefile(type(test))
    except (TypeError, OSError):
        path = None
    line = None
    if fn is not None:
        code = getattr(fn, "__code__", None)
        line = code.co_firstlineno if code is not None else None
    return rel(path), line


def failing_line(tb, file):
    found = None
    for frame in traceback.extract_tb(tb):
        if file and rel(frame.filename) == file:
            found = frame.lineno
    return found


def format_error(err):
    exc_type, exc, tb = err
    # Drop unittest's own frames, as unittest itself does.
    while tb is not None and "__unittest" in tb.tb_frame.f_globals:
        tb = tb.tb_next
    return exc_type, exc, tb, text("".join(traceback.format_exception(exc_type, exc, tb)))


def message_of(exc_type, exc):
    msg = text(exc)
    name = getattr(exc_type, "__name__", "Exception")
    if exc_type is AssertionError or (isinstance(exc_type, type) and issubclass(exc_type, AssertionError)):
        return msg or name
    return f"{name}: {msg}" if msg else name


class Tee(io.TextIOBase):
    def __init__(self, real):
        self.real = real
        self.buf = []
        self.size = 0

    def write(self, s):
        if self.size < MAX_OUTPUT:
            piece = s[: MAX_OUTPUT - self.size]
            self.buf.append(piece)
            self.size += len(piece)
        return self.real.write(s)

    def flush(self):
        self.real.flush()

    def isatty(self):
        return False

    def value(self):
        return "".join(self.buf)


class Report:
    """One JSON line per event, flushed as it happens: a killed run keeps what ran."""

    def __init__(self, path):
        self.file = open(path, "a", encoding="utf-8")
        self.add({"type": "start", "format": FORMAT})

    def add(self, record):
        try:
            self.file.write(json.dumps(record) + "\n")
            self.file.flush()
        except (OSError, ValueError):
            pass  # a full disk must not stop the tests


def module_file(name):
    base = name.replace(".", "/")
    for candidate in (base + ".py", base + "/__init__.py"):
        if os.path.isfile(candidate):
            return candidate
    return base + ".py"


class Result(unittest.TextTestResult):
    def __init__(self, report, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.report = report
        self.current = None
        self.collection = 0

    # Output of each test, captured while it runs and still shown in the log.
    def startTest(self, test):
        super().startTest(test)
        self._real = (sys.stdout, sys.stderr)
        self._tees = (Tee(sys.stdout), Tee(sys.stderr))
        sys.stdout, sys.stderr = self._tees
        self._started = time.monotonic()
        file, line = test_file_and_line(test)
        self.current = {
            "id": text(test.id()),
            "class": text(type(test).__qualname__),
            "module": text(type(test).__module__),
            "method": text(getattr(test, "_testMethodName", "")),
            "file": file,
            "line": line,
            "outcome": None,
            "subtests": [],
        }

    def stopTest(self, test):
        if getattr(self, "_real", None):
            sys.stdout, sys.stderr = self._real
            self.current["stdout"] = self._tees[0].value()
            self.current["stderr"] = self._tees[1].value()
            self.current["duration"] = round((time.monotonic() - self._started) * 1000, 3)
            self._real = None
        super().stopTest(test)
        if self.current is not None and type(test).__name__ != "_FailedTest":
            self.report.add({"type": "test", **self.current})
        self.current = None

    def _outcome(self, test, kind, err=None, reason=None):
        entry = self.current
        if entry is None or entry["id"] != text(test.id()):
            # Not a running test: a class or module fixture (setUpClass, setUpModule) failing.
            self._fixture(test, kind, err)
            return
        data = {"kind": kind}
        if err is not None:
            exc_type, exc, tb, formatted = format_error(err)
            data.update(
                {
                    "type": text(getattr(exc_type, "__name__", "")),
                    "message": message_of(exc_type, exc),
                    "traceback": formatted,
                    "failing_line": failing_line(tb, entry["file"]),
                }
            )
        if reason is not None:
            data["message"] = text(reason)
        # A test that failed and then errored in tearDown keeps its first outcome; the second is kept too.
        if entry["outcome"] is None:
            entry["outcome"] = data
        else:
            entry.setdefault("more", []).append(data)

    def _fixture(self, test, kind, err):
        # unittest names these "setUpClass (pkg.mod.Class)" or "setUpModule (pkg.mod)".
        desc = text(getattr(test, "description", None) or test.id())
        m = re.match(r"^(\w+) \((.+)\)$", desc)
        fixture, target = (m.group(1), m.group(2)) if m else (desc, "")
        module, cls = (target.rpartition(".")[0], target.rpartition(".")[2]) if "Class" in fixture else (target, "")
        file = rel(getattr(sys.modules.get(module), "__file__", None))
        message, formatted, line = "", "", None
        if err is not None:
            exc_type, exc, tb, formatted = format_error(err)
            message = message_of(exc_type, exc)
            line = failing_line(tb, file)
        self.report.add(
            {
                "type": "fixture",
                "fixture": fixture,
                "module": module,
                "class": cls,
                "file": file,
                "line": line,
                "kind": kind,
                "message": message,
                "traceback": formatted,
            }
        )

    def addSuccess(self, test):
        super().addSuccess(test)
        self._outcome(test, "passed")

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._outcome(test, "failed", err)

    def addError(self, test, err):
        super().addError(test, err)
        if type(test).__name__ == "_FailedTest":
            self._import_error(test, err)
        else:
            self._outcome(test, "error", err)

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._outcome(test, "skipped", reason=reason)

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self._outcome(test, "xfail", err)

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self._outcome(test, "xpass")

    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        if self.current is None or err is None:
            return
        exc_type, exc, tb, formatted = format_error(err)
        failed = isinstance(exc_type, type) and issubclass(exc_type, test.failureException)
        self.current["subtests"].append(
            {
                "params": text(subtest._subDescription()),
                "kind": "failed" if failed else "error",
                "type": text(getattr(exc_type, "__name__", "")),
                "message": message_of(exc_type, exc),
                "traceback": formatted,
                "failing_line": failing_line(tb, self.current["file"]),
            }
        )

    def _import_error(self, test, err):
        # The loader's stand-in for a module that did not import: the module name is the method name,
        # and the import's own traceback is only text in the ImportError's message.
        name = text(getattr(test, "_testMethodName", ""))
        exc_type, exc, tb, formatted = format_error(err)
        file = module_file(name)
        said = text(exc)
        line = None
        for m in re.finditer(r'File "([^"]+)", line (\d+)', said):
            if rel(m.group(1)) == file:
                line = int(m.group(2))
        last = [l for l in said.splitlines() if l.strip()]
        self.collection += 1
        self.report.add(
            {
                "type": "collection",
                "module": name,
                "file": file,
                "line": line,
                "message": last[-1].strip() if last else message_of(exc_type, exc),
                "traceback": formatted,
            }
        )


def start_coverage():
    """coverage.py around discovery and run, when testcage asks for it (TESTCAGE_UNITTEST_COVERAGE)."""
    target = os.environ.get("TESTCAGE_UNITTEST_COVERAGE")
    if not target:
        return None
    try:
        import coverage
    except ImportError:
        with open(os.environ.get("TESTCAGE_UNITTEST_COVERAGE_PROBLEM", target + ".problem"), "w") as f:
            f.write("coverage.py is not installed for this Python: pip install coverage\n")
        return None
    cov = coverage.Coverage(branch=True, source=[os.getcwd()], data_file=None)
    cov.start()
    return cov, target


def finish_coverage(started):
    if started is None:
        return
    cov, target = started
    cov.stop()
    cov.json_report(outfile=target)
    # coverage.py's own table (with its TOTAL row), as 'coverage report' prints it.
    cov.report(file=sys.stdout)


def main(argv):
    report = Report(argv[0])
    coverage_run = start_coverage()
    start, pattern, ids = ".", "test*.py", []
    rest = argv[1:]
    while rest:
        a = rest.pop(0)
        if a == "--start" and rest:
            start = rest.pop(0)
        elif a == "--pattern" and rest:
            pattern = rest.pop(0)
        else:
            ids.append(a)
    sys.path.insert(0, os.getcwd())
    loader = unittest.TestLoader()
    if ids:
        suite = loader.loadTestsFromNames(ids)
    else:
        suite = loader.discover(start, pattern=pattern, top_level_dir=os.getcwd())
    runner = unittest.TextTestRunner(
        stream=sys.stdout,
        verbosity=2,
        resultclass=lambda *a, **k: Result(report, *a, **k),
    )
    result = runner.run(suite)
    finish_coverage(coverage_run)
    report.add({"type": "end", "testsRun": result.testsRun})
    if result.testsRun == 0:
        return 5
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
`;

;// CONCATENATED MODULE: ./src/frameworks/unittest.ts
// Python's unittest, for projects without pytest: an injected runner
// (src/harness/unittest-runner.ts, standard library only) runs unittest's own
// discovery (start ".", pattern test*.py, as `python -m unittest` does) with a
// result class that writes JSON lines as the run goes.
//
// Captured per test: outcome with errors (an exception other than the test's
// failureException, or one in setUp/tearDown) apart from failures, skips
// (skip decorators, skipTest) with their reason, expectedFailure as skipped and
// an unexpected success as failed, each failing subTest as its own entry (its
// parameters kept; a test whose subtests all passed is one passed entry),
// class path and method name, duration, message, traceback, stdout/stderr
// written while the test ran, and a 1-based line: for a failure the deepest
// traceback frame in the test's own file, else the method's `def` line.
// A failing setUpClass/tearDownClass/setUpModule/tearDownModule is one "error"
// entry named after the fixture (unittest counts it as an error, and the tests
// it guards do not run). A module that fails to import is a "collection" error
// with the file and line (a SyntaxError's own position, else the traceback's).
// Order: files in the order unittest ran them, entries by line within a file.
// Live counts come from its verbose lines, which the harness prints on stdout.
// Not captured: test source, output written outside a test (fixtures, module
// import), tests the load_tests protocol builds without a method in the file.







const unittest_REPORT = "testcage-unittest.jsonl";
const unittest_HARNESS_FILE = "testcage_unittest.py";
const unittest_MAX_RECORDS = 200_000;
/** unittest's default discovery pattern, test*.py. */
const UNITTEST_FILE = /(^|\/)test[^/]*\.py$/;
const USES_UNITTEST = /^\s*(import\s+unittest\b|from\s+unittest\b)/m;
const USES_PYTEST = /^\s*(import\s+pytest\b|from\s+pytest\b|@pytest\.)/m;
function unittest_isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
const unittest_str = (value) => (typeof value === "string" ? value : "");
const unittest_num = (value) => (typeof value === "number" && Number.isFinite(value) ? value : null);
const line = (value) => {
    const n = unittest_num(value);
    return n !== null && n >= 1 ? Math.floor(n) : null;
};
const relFile = (value) => {
    const f = unittest_str(value);
    // The harness writes paths relative to the project; anything else is not trusted as a location.
    return f === "" || f.startsWith("/") || f.split("/").includes("..") ? null : f;
};
function outcomeOf(value) {
    if (!unittest_isRecord(value))
        return null;
    return {
        kind: unittest_str(value["kind"]),
        type: unittest_str(value["type"]),
        message: unittest_str(value["message"]),
        traceback: unittest_str(value["traceback"]),
        failingLine: line(value["failing_line"]),
    };
}
function unittest_statusOf(kind) {
    switch (kind) {
        case "passed":
            return "passed";
        case "failed":
        case "xpass":
            return "failed";
        case "skipped":
        case "xfail":
            return "skipped";
        default:
            // "error", and any kind this reader does not know: never a pass.
            return "error";
    }
}
function unittest_messageOf(o) {
    if (o.kind === "xpass")
        return "unexpected success: the test is marked expectedFailure but passed";
    if (o.kind === "xfail")
        return (0,src_text/* tidy */.DZ)(`expected failure: ${o.message || (0,src_text/* firstLine */.TM)(o.traceback)}`);
    return (0,src_text/* tidy */.DZ)(o.message) ?? (0,src_text/* tidy */.DZ)((0,src_text/* firstLine */.TM)(o.traceback));
}
function suiteOf(className) {
    return className.split(".").filter((p) => p !== "" && p !== "<locals>");
}
/** A test the harness saw start and never end: the run was stopped inside it. */
const NO_OUTCOME = "the test reported no outcome";
function testEntries(doc) {
    const file = relFile(doc["file"]);
    const suite = suiteOf(unittest_str(doc["class"]));
    const name = unittest_str(doc["method"]) || unittest_str(doc["id"]);
    const defLine = line(doc["line"]);
    const duration = unittest_num(doc["duration"]);
    const stdout = (0,src_text/* tidy */.DZ)(unittest_str(doc["stdout"]));
    const stderr = (0,src_text/* tidy */.DZ)(unittest_str(doc["stderr"]));
    const base = {
        suite,
        duration_ms: duration === null ? null : Math.round(duration),
        file,
    };
    const entries = [];
    const subtests = Array.isArray(doc["subtests"]) ? doc["subtests"] : [];
    for (const raw of subtests) {
        if (!unittest_isRecord(raw))
            continue;
        const o = outcomeOf(raw);
        if (!o)
            continue;
        const params = unittest_str(raw["params"]).replace(/^\((.*)\)$/, "$1");
        const subName = `${name} (${params})`;
        entries.push({
            sortLine: defLine ?? o.failingLine ?? Number.MAX_SAFE_INTEGER,
            test: {
                id: (0,frameworks_ids/* makeTestId */.WZ)(file, suite, subName),
                name: subName,
                ...base,
                status: o.kind === "failed" ? "failed" : "error",
                line: o.failingLine ?? defLine,
                message: unittest_messageOf(o),
                stack: (0,src_text/* tidy */.DZ)(o.traceback),
                // The output belongs to the whole test; it is kept once, on its first failing subtest.
                stdout: entries.length === 0 ? stdout : null,
                stderr: entries.length === 0 ? stderr : null,
                parameters: params,
            },
        });
    }
    const own = outcomeOf(doc["outcome"]);
    // A test with failing subtests has no outcome of its own unless its body failed too.
    if (own === null && entries.length > 0)
        return entries;
    const o = own ?? { kind: "error", type: "", message: "", traceback: "", failingLine: null };
    const more = (Array.isArray(doc["more"]) ? doc["more"] : []).map(outcomeOf).filter((m) => m !== null);
    const status = unittest_statusOf(o.kind);
    const failed = status === "failed" || status === "error";
    const message = own === null
        ? NO_OUTCOME
        : [unittest_messageOf(o), ...more.map((m) => `then: ${unittest_messageOf(m) ?? m.kind}`)].filter((m) => m !== null).join("\n");
    entries.push({
        sortLine: defLine ?? o.failingLine ?? Number.MAX_SAFE_INTEGER,
        test: {
            id: (0,frameworks_ids/* makeTestId */.WZ)(file, suite, name),
            name,
            ...base,
            status,
            line: (failed ? o.failingLine : null) ?? defLine,
            message: status === "passed" ? null : (0,src_text/* tidy */.DZ)(message),
            stack: failed || o.kind === "xfail" ? (0,src_text/* tidy */.DZ)([o.traceback, ...more.map((m) => m.traceback)].join("\n")) : null,
            stdout: entries.length === 0 ? stdout : null,
            stderr: entries.length === 0 ? stderr : null,
        },
    });
    return entries;
}
function fixtureEntry(doc) {
    const file = relFile(doc["file"]);
    const fixture = unittest_str(doc["fixture"]) || "fixture";
    const cls = unittest_str(doc["class"]);
    const suite = cls === "" ? [] : [cls];
    const failingLine = line(doc["line"]);
    const guards = cls === "" ? "the tests of this module" : `the tests of ${cls}`;
    const before = /^setUp/.test(fixture);
    const said = (0,src_text/* tidy */.DZ)(unittest_str(doc["message"])) ?? "it raised";
    return {
        sortLine: failingLine ?? 0,
        test: {
            id: (0,frameworks_ids/* makeTestId */.WZ)(file, suite, fixture),
            name: fixture,
            suite,
            status: "error",
            duration_ms: null,
            file,
            line: failingLine,
            message: before ? `${said}\n(${fixture} failed, so ${guards} did not run)` : said,
            stack: (0,src_text/* tidy */.DZ)(unittest_str(doc["traceback"])),
            stdout: null,
            stderr: null,
        },
    };
}
function collectionError(doc) {
    const file = relFile(doc["file"]);
    const module = unittest_str(doc["module"]);
    return {
        kind: "collection",
        message: `${file ?? module} could not be imported, so its tests did not run: ${(0,src_text/* tidy */.DZ)(unittest_str(doc["message"])) ?? "see the log"}`,
        file,
        line: line(doc["line"]),
        details: (0,src_text/* tidy */.DZ)(unittest_str(doc["traceback"])),
    };
}
/** Reads the harness's JSON lines; records of an unknown shape are dropped, never trusted. */
function readUnittestReport(text) {
    const report = { started: false, ended: false, tests: [], errors: [] };
    const fileRank = new Map();
    const entries = [];
    let count = 0;
    for (const raw of text.split("\n")) {
        if (raw.trim() === "")
            continue;
        const doc = parseRecord(raw); // null for a line cut by a kill mid-write
        if (!doc)
            continue;
        if (++count > unittest_MAX_RECORDS)
            break;
        const type = doc["type"];
        if (type === "start" && doc["format"] === "testcage-unittest/1")
            report.started = true;
        else if (type === "end")
            report.ended = true;
        else if (type === "collection")
            report.errors.push(collectionError(doc));
        else if (type === "test" || type === "fixture") {
            for (const e of type === "test" ? testEntries(doc) : [fixtureEntry(doc)]) {
                const f = e.test.file ?? "";
                if (!fileRank.has(f))
                    fileRank.set(f, fileRank.size);
                entries.push({ e, i: entries.length });
            }
        }
    }
    // unittest runs methods alphabetically; results list them in source order within each file.
    entries.sort((a, b) => (fileRank.get(a.e.test.file ?? "") ?? 0) - (fileRank.get(b.e.test.file ?? "") ?? 0) ||
        a.e.sortLine - b.e.sortLine ||
        a.i - b.i);
    const occurrence = (0,frameworks_ids/* occurrences */.T5)();
    for (const { e } of entries) {
        const id = (0,frameworks_ids/* repeated */.ZD)(e.test.id, occurrence(e.test.id));
        report.tests.push({ ...e.test, id, order: report.tests.length });
    }
    return report;
}
/** Ids back to unittest names: tests/test_x.py::Class::test_y -> tests.test_x.Class.test_y. */
function unittestNames(ids) {
    const names = new Set();
    for (const id of ids) {
        const parsed = (0,frameworks_ids/* parseTestId */.FG)(id);
        if (!parsed || !/\.py$/.test(parsed.file))
            continue;
        const module = parsed.file
            .replace(/\.py$/, "")
            .replace(/\/__init__$/, "")
            .split("/")
            .join(".");
        // A subtest runs with its whole test; a class fixture with its class; " [2]" told repeats apart.
        const name = parsed.name.replace(/ \[\d+\]$/, "").replace(/ \(.*\)$/, "");
        const fixture = /^(setUp|tearDown)(Class|Module)$/.exec(name);
        const parts = fixture ? [module, ...parsed.suite] : [module, ...parsed.suite, name];
        if (parts.every((p) => /^[A-Za-z_][\w]*$/.test(p) || p.includes(".")))
            names.add(parts.join("."));
    }
    return [...names];
}
function usesPytest(facts) {
    if (facts.files.includes("pytest.ini"))
        return "pytest.ini";
    if (facts.files.some((f) => f === "conftest.py" || f.endsWith("/conftest.py")))
        return "conftest.py";
    for (const [name, text] of Object.entries(facts.texts)) {
        if (/^(pyproject\.toml|setup\.cfg|tox\.ini|Pipfile|requirements.*\.txt)$/.test(name) && /pytest/.test(text)) {
            return name;
        }
        if (/\.py$/.test(name) && USES_PYTEST.test(text))
            return name;
    }
    return null;
}
const unittest_NO_TESTS = "unittest found no tests; test modules must match test*.py and folders holding them must be packages (an __init__.py) for discovery";
const unittest_COVERAGE_REPORT = "coverage.json";
const COVERAGE_PROBLEM = "coverage-problem.txt";
const MEASURED = harnessCoverage("coverage.py", unittest_COVERAGE_REPORT, COVERAGE_PROBLEM);
const unittest = {
    id: "unittest",
    name: "unittest",
    language: "python",
    detect(facts) {
        const file = facts.files.find((f) => UNITTEST_FILE.test(f) && USES_UNITTEST.test(facts.texts[f] ?? ""));
        if (!file)
            return null;
        // pytest runs unittest tests too, and reports more: any sign of pytest leaves the project to it.
        if (usesPytest(facts))
            return null;
        return { score: 20, reason: `${file} uses unittest and nothing in the project uses pytest` };
    },
    plan({ paths, facts, filter, testCommand, coverage, trusted }) {
        // The project's virtualenv is the project's: never in trusted-tests mode.
        const python = !trusted && facts.files.includes(".venv/bin/python") ? `${paths.project}/.venv/bin/python` : "python3";
        const argv = testCommand
            ? ["sh", "-c", testCommand]
            : [python, `${paths.harness}/${unittest_HARNESS_FILE}`, `${paths.reports}/${unittest_REPORT}`, ...unittestNames(filter)];
        return {
            argv,
            env: {
                PYTHONDONTWRITEBYTECODE: "1",
                PYTHONUNBUFFERED: "1",
                ...(coverage && !testCommand
                    ? {
                        TESTCAGE_UNITTEST_COVERAGE: `${paths.reports}/${unittest_COVERAGE_REPORT}`,
                        TESTCAGE_UNITTEST_COVERAGE_PROBLEM: `${paths.reports}/${COVERAGE_PROBLEM}`,
                    }
                    : {}),
            },
            reports: [{ name: "harness", file: unittest_REPORT }, ...(coverage ? MEASURED.reports : [])],
            // The harness runs coverage.py itself; a user's own command is not measured.
            coverage: !coverage ? null : testCommand ? testCommandCoverage("unittest") : MEASURED.coverage,
            harness: [{ name: unittest_HARNESS_FILE, content: UNITTEST_HARNESS }],
            requires: testCommand
                ? null
                : { program: python, hint: venvHint(facts, "install Python 3 (unittest is part of it)") },
        };
    },
    install: ({ facts, paths }) => pipInstall(facts, paths),
    parse(input) {
        const report = input.reports["harness"];
        if (!report || !report.ok)
            return { tests: [], errors: [], reportFound: false };
        const read = readUnittestReport(report.text);
        if (!read.started) {
            return {
                tests: [],
                errors: [
                    { kind: "report-invalid", message: "the unittest harness report has no start line; it is not trusted" },
                ],
                reportFound: false,
            };
        }
        const errors = [...read.errors];
        if (read.tests.length === 0 && errors.length === 0 && read.ended)
            errors.push({ kind: "no-tests", message: unittest_NO_TESTS });
        // A stopped run: the test without an outcome is the one it was stopped in, said as every adapter says it.
        const stopped = input.timedOut || input.exitCode === null;
        const unfinished = (0,frameworks_unfinished/* unfinishedMessage */.pR)(input, "unittest");
        const tests = stopped
            ? read.tests.map((t) => (t.message === NO_OUTCOME && t.status === "error" ? { ...t, message: unfinished } : t))
            : read.tests;
        return { tests, errors, reportFound: true };
    },
    liveStatus(line) {
        // unittest's verbose lines: "test_x (mod.Class.test_x) ... ok" (the verdict lands on a line of
        // its own when the test printed something; those are not counted).
        const m = / \.\.\. (ok|FAIL|ERROR|skipped\b.*|expected failure|unexpected success)$/.exec(line);
        if (!m)
            return null;
        const verdict = m[1] ?? "";
        if (verdict === "ok")
            return "passed";
        if (verdict.startsWith("skipped") || verdict === "expected failure")
            return "skipped";
        return "failed";
    },
};

;// CONCATENATED MODULE: ./src/reports/teamcity.ts
// A reader for TeamCity service messages ("##teamcity[testStarted name='x' ...]"),
// the live log PHPUnit (--log-teamcity) and other tools write as tests happen.
// Used where the main report is written only at the end and the run was killed.
// Lines that are not well-formed messages are skipped.
const MESSAGE = /^##teamcity\[(\w+)((?: [\w.]+='(?:[^'|]|\|.)*')*)\s*\]\s*$/;
const ATTR = / ([\w.]+)='((?:[^'|]|\|.)*)'/g;
const ESCAPES = { "'": "'", n: "\n", r: "\r", "|": "|", "[": "[", "]": "]" };
function teamcity_unescape(value) {
    return value.replace(/\|(0x[0-9a-fA-F]{4}|.)/g, (_, c) => c.length > 1 ? String.fromCharCode(parseInt(c.slice(2), 16)) : (ESCAPES[c] ?? c));
}
/** Tests in start order; one still open at the end of the log has finished = false. */
function readTeamcity(text) {
    const tests = [];
    let open = null;
    for (const line of text.split("\n")) {
        const m = MESSAGE.exec(line.trim());
        if (!m)
            continue;
        const attrs = {};
        for (const a of m[2].matchAll(ATTR))
            attrs[a[1]] = teamcity_unescape(a[2]);
        const name = attrs["name"];
        if (name === undefined)
            continue;
        switch (m[1]) {
            case "testStarted":
                open = {
                    name,
                    location: attrs["locationHint"] ?? null,
                    status: null,
                    message: null,
                    details: null,
                    durationMs: null,
                    finished: false,
                };
                tests.push(open);
                break;
            case "testFailed":
            case "testIgnored":
                if (open && open.name === name) {
                    open.status = m[1] === "testFailed" ? "failed" : "skipped";
                    open.message = attrs["message"] ?? null;
                    open.details = attrs["details"] ?? null;
                }
                break;
            case "testFinished":
                if (open && open.name === name) {
                    open.finished = true;
                    open.status ??= "passed";
                    const d = Number(attrs["duration"]);
                    open.durationMs = Number.isFinite(d) ? d : null;
                    open = null;
                }
                break;
            default:
                break;
        }
    }
    return tests;
}

;// CONCATENATED MODULE: ./src/frameworks/phpunit.ts
// PHPUnit: its built-in JUnit log (--log-junit), read with the shared JUnit
// reader. PHPUnit 9 writes class, file and the test method's definition line per
// test, the test's output as <system-out>, and under every failure the filtered
// stack trace as "path:line" lines, innermost first.
//
// Captured per test:
// - id: file::Class::method (data-provider rows keep PHPUnit's own name,
//   `testSums with data set "wrong"`, and the label goes to parameters).
// - status: <failure> is failed, <error> is error (an exception that is not an
//   assertion), <skipped> (skipped and incomplete alike) is skipped. A risky test
//   (PHPUnit writes it as an <error> of type RiskyTestError) ran and did not fail,
//   as PHPUnit counts it: passed, with the reason as message. A <warning> is an
//   error.
// - file and line: the test file; the line is the first stack frame in the test
//   file for failures and errors (the failing assertion or the call that threw),
//   else the method's definition line.
// - message: the failure text without PHPUnit's name header and trace lines;
//   skipped/incomplete reasons come from the run log (--verbose, or --display-*
//   on PHPUnit 10+) when present.
// - stdout: what the test printed (PHPUnit's <system-out>).
// - order: source order within a class (data-provider rows sit at their
//   method), classes in the order PHPUnit ran them.
//
// A run killed at the timeout has no JUnit log (PHPUnit writes it at the end):
// the TeamCity log PHPUnit also writes as it goes (--log-teamcity) gives the
// tests that finished (failures without the error/failure split) and names the
// test that was running as an error.
//
// Not captured: stderr per test (PHPUnit does not capture it); a PHP fatal error
// (parse error, missing class) stops PHPUnit before it writes any log: that is a
// collection error read from the run log, with the file and line PHP names.






const phpunit_REPORT = "phpunit-junit.xml";
/** PHPUnit writes JUnit only at the end; this TeamCity log grows as tests run. */
const LIVE = "phpunit-teamcity.txt";
const CONFIGS = ["phpunit.xml", "phpunit.xml.dist", "phpunit.dist.xml"];
const phpunit_TEST_FILE = /(^|\/)[^/]*Test\.php$/;
const RISKY = "PHPUnit\\Framework\\RiskyTestError";
const phpunit_PROBLEM = "coverage-problem.txt";
const COBERTURA = "phpunit-cobertura.xml";
/** Where PHPUnit looks for source when the project's config has no coverage filter. */
const SOURCE_DIRS = ["src", "lib", "app"];
/**
 * The project's own PHPUnit (composer's vendor/bin) when it has one, else the one
 * on PATH; skip/incomplete/risky reasons are asked for in each version's words
 * (--verbose up to PHPUnit 9, --display-* from 10, which refuses --verbose).
 *
 * With coverage asked for (the first `coverageFlags` arguments are PHPUnit's
 * coverage flags): a driver must be loaded, or PHPUnit only warns ("No code
 * coverage driver available"), measures nothing and, with failOnWarning, fails
 * the run. pcov is enabled for the project only (php -d before PHPUnit's own
 * script); Xdebug is used when it is the one installed. With neither, or a
 * PHPUnit without Cobertura output (< 9.4), the tests run without the coverage
 * flags and the reason is written for the coverage step.
 */
function pickPhpunit(coverageFlags) {
    const lines = [
        "p=phpunit; if [ -x vendor/bin/phpunit ]; then p=vendor/bin/phpunit; fi",
        'v=$("$p" --version 2>/dev/null)',
    ];
    if (coverageFlags > 0) {
        lines.push('drv=; why="no PHP code coverage driver: install the pcov extension (Debian: php-pcov; pecl install pcov) or Xdebug"', 'case "$v" in', 
        // No PHPUnit at all: run it plainly, so the run fails as "framework missing".
        '  "") why="PHPUnit did not start, so coverage was not measured" ;;', '  *"PHPUnit "[5-8].*|*"PHPUnit 9."[0-3].*) why="$v cannot write Cobertura XML: coverage needs PHPUnit 9.4 or later" ;;', "  *) if php -r 'exit(extension_loaded(\"pcov\") ? 0 : 1);' 2>/dev/null; then drv=pcov", "     elif php -r 'exit(extension_loaded(\"xdebug\") ? 0 : 1);' 2>/dev/null; then drv=xdebug; fi ;;", "esac", `if [ -z "$drv" ]; then printf '%s\\n' "$why" >"$TESTCAGE_COVERAGE_PROBLEM"; shift ${coverageFlags}; fi`);
    }
    lines.push('case "$v" in', '  *"PHPUnit "[5-9].*) set -- --verbose "$@" ;;', '  *"PHPUnit "[1-9][0-9].*) set -- --display-skipped --display-incomplete --display-warnings "$@" ;;', "esac");
    if (coverageFlags > 0) {
        lines.push('case "$drv" in', '  pcov) bin=$p; case "$p" in */*) ;; *) bin=$(command -v "$p") ;; esac', '        exec php -d pcov.enabled=1 -d "pcov.directory=$TESTCAGE_PROJECT" "$bin" "$@" ;;', '  xdebug) XDEBUG_MODE=coverage exec "$p" "$@" ;;', "esac");
    }
    lines.push('exec "$p" "$@"');
    return lines.join("\n");
}
/** The project's phpunit.xml already says which source to measure (<coverage><include>, or PHPUnit < 9.3's <filter><whitelist>). */
function configFiltersCoverage(config) {
    if (config === undefined)
        return false;
    const xml = config.replace(/<!--[\s\S]*?-->/g, "");
    return /<(?:coverage|source)\b[^>]*>[\s\S]*?<include\b/.test(xml) || /<whitelist\b/.test(xml);
}
/** --coverage-filter folders when the config has none: src/, lib/ or app/ with PHP files, else the whole project. */
function coverageFilter(facts, project) {
    const config = CONFIGS.map((c) => facts.texts[c]).find((t) => t !== undefined);
    if (configFiltersCoverage(config))
        return [];
    const dirs = SOURCE_DIRS.filter((d) => facts.files.some((f) => f.startsWith(`${d}/`) && f.endsWith(".php")));
    return (dirs.length ? dirs.map((d) => `${project}/${d}`) : [project]).map((d) => `--coverage-filter=${d}`);
}
/** Where tests live when there is no phpunit.xml to say so. */
function testDir(facts) {
    for (const dir of ["tests", "test"]) {
        if (facts.files.some((f) => f.startsWith(`${dir}/`) && phpunit_TEST_FILE.test(f)))
            return dir;
    }
    return ".";
}
/** Ids -> one anchored --filter regex over PHPUnit's "Class::name" (delimiters escaped). */
function filterPattern(filter) {
    const names = [];
    for (const id of filter) {
        const parsed = (0,frameworks_ids/* parseTestId */.FG)(id);
        const cls = parsed?.suite[parsed.suite.length - 1];
        if (!parsed || !cls)
            continue;
        names.push((0,src_text/* escapeRegExp */.Nt)(`${cls}::${parsed.name}`).replace(/\//g, "\\/"));
    }
    return names.length ? `/^(?:${names.join("|")})$/` : null;
}
// ---------------------------------------------------------------- install
/**
 * composer's vendor/autoload.php for a project that has composer.json but no
 * vendor/, where composer is not installed (the runner image has Debian's PHPUnit
 * and no composer): the autoload and autoload-dev rules of composer.json (psr-4,
 * psr-0, classmap, files), as `composer dump-autoload --dev` would write them,
 * and no packages. PHP, read from standard input, run in the project.
 */
const COMPOSER_AUTOLOAD = `<?php
// testcage: composer's autoloader for a project without vendor/ where composer is not installed:
// the autoload and autoload-dev rules of composer.json (psr-4, psr-0, classmap, files), no packages.
$c = json_decode((string) @file_get_contents('composer.json'), true);
if (!is_array($c)) { fwrite(STDERR, "composer.json is not valid JSON\\n"); exit(1); }
$rules = ['psr-4' => [], 'psr-0' => [], 'classmap' => [], 'files' => []];
foreach (['autoload', 'autoload-dev'] as $section) {
    foreach ($rules as $kind => $_) {
        foreach ((array) ($c[$section][$kind] ?? []) as $prefix => $dirs) {
            foreach ((array) $dirs as $dir) {
                if ($kind === 'psr-4' || $kind === 'psr-0') $rules[$kind][] = [(string) $prefix, rtrim((string) $dir, '/')];
                else $rules[$kind][] = rtrim((string) $dir, '/');
            }
        }
    }
}
// classmap: the classes each listed file or folder declares.
$classes = [];
$scan = function (string $file) use (&$classes) {
    $tokens = @token_get_all((string) @file_get_contents($file));
    $ns = '';
    for ($i = 0, $n = count($tokens); $i < $n; $i++) {
        if (!is_array($tokens[$i])) continue;
        if ($tokens[$i][0] === T_NAMESPACE) {
            $ns = '';
            for ($i++; $i < $n && $tokens[$i] !== ';' && $tokens[$i] !== '{'; $i++) {
                if (is_array($tokens[$i]) && in_array($tokens[$i][0], [T_STRING, T_NAME_QUALIFIED], true)) $ns .= $tokens[$i][1];
            }
        } elseif (in_array($tokens[$i][0], [T_CLASS, T_INTERFACE, T_TRAIT, defined('T_ENUM') ? T_ENUM : -1], true)) {
            $prev = $tokens[$i - 1] ?? null; $prev2 = $tokens[$i - 2] ?? null;
            if ((is_array($prev) && $prev[0] === T_DOUBLE_COLON) || (is_array($prev2) && $prev2[0] === T_NEW)) continue;
            for ($j = $i + 1; $j < $n && is_array($tokens[$j]) && $tokens[$j][0] === T_WHITESPACE; $j++);
            if (isset($tokens[$j]) && is_array($tokens[$j]) && $tokens[$j][0] === T_STRING) $classes[ltrim($ns . '\\\\' . $tokens[$j][1], '\\\\')] = $file;
        }
    }
};
foreach ($rules['classmap'] as $path) {
    if (is_file($path)) { $scan($path); continue; }
    if (!is_dir($path)) continue;
    foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($path, FilesystemIterator::SKIP_DOTS)) as $f) {
        if (preg_match('/\\.(php|inc)$/', $f->getFilename())) $scan($f->getPathname());
    }
}
$map = var_export(['psr4' => $rules['psr-4'], 'psr0' => $rules['psr-0'], 'classmap' => $classes, 'files' => $rules['files']], true);
$loader = <<<LOADER
<?php
// Written by testcage from composer.json's autoload rules (composer was not installed); paths are project-relative.
\\$testcageAutoload = $map;
spl_autoload_register(function (\\$class) use (\\$testcageAutoload) {
    \\$base = dirname(__DIR__) . '/';
    if (isset(\\$testcageAutoload['classmap'][\\$class])) { require \\$base . \\$testcageAutoload['classmap'][\\$class]; return; }
    foreach (\\$testcageAutoload['psr4'] as [\\$prefix, \\$dir]) {
        if (\\$prefix !== '' && strpos(\\$class, \\$prefix) !== 0) continue;
        \\$file = \\$base . (\\$dir === '' ? '' : \\$dir . '/') . str_replace('\\\\\\\\', '/', substr(\\$class, strlen(\\$prefix))) . '.php';
        if (is_file(\\$file)) { require \\$file; return; }
    }
    foreach (\\$testcageAutoload['psr0'] as [\\$prefix, \\$dir]) {
        if (\\$prefix !== '' && strpos(\\$class, \\$prefix) !== 0) continue;
        \\$pos = strrpos(\\$class, '\\\\\\\\');
        \\$path = \\$pos === false ? str_replace('_', '/', \\$class) : str_replace('\\\\\\\\', '/', substr(\\$class, 0, \\$pos + 1)) . str_replace('_', '/', substr(\\$class, \\$pos + 1));
        \\$file = \\$base . (\\$dir === '' ? '' : \\$dir . '/') . \\$path . '.php';
        if (is_file(\\$file)) { require \\$file; return; }
    }
});
foreach (\\$testcageAutoload['files'] as \\$file) require_once dirname(__DIR__) . '/' . \\$file;

LOADER;
if (!is_dir('vendor')) mkdir('vendor');
file_put_contents('vendor/autoload.php', $loader);
$packages = array_keys(array_filter(array_merge((array) ($c['require'] ?? []), (array) ($c['require-dev'] ?? [])), function ($v, $k) {
    return !preg_match('#^(php|ext-.*|lib-.*|composer-.*|phpunit/phpunit)$#i', $k);
}, ARRAY_FILTER_USE_BOTH));
echo "testcage: composer is not installed: wrote vendor/autoload.php from composer.json's autoload rules (" . count($classes) . " classmap classes)\\n";
if ($packages) echo "testcage: the packages composer.json requires are not installed: " . implode(', ', $packages) . " (install composer, or pass --install-command)\\n";
`;
/**
 * A composer project without vendor/ has no autoloader, and its phpunit.xml's
 * bootstrap (vendor/autoload.php) or its test bootstrap requires one: composer
 * install where composer is on PATH (what the project's own CI runs), else the
 * autoloader written from composer.json's rules, which is all a project needs whose
 * only dev package is PHPUnit (the one on PATH runs the tests).
 */
function composerInstall(facts, paths) {
    if (!facts.files.includes("composer.json") || facts.topLevel.includes("vendor"))
        return null;
    return {
        command: [
            "if command -v composer >/dev/null 2>&1; then",
            "  composer install --no-interaction --no-progress",
            "else",
            "  php <<'TESTCAGE_PHP'",
            COMPOSER_AUTOLOAD.trimEnd(),
            "TESTCAGE_PHP",
            "fi",
        ].join("\n"),
        summary: "composer install where composer is installed, else vendor/autoload.php written from composer.json's autoload rules",
        env: { COMPOSER_HOME: `${paths.cache}/composer`, COMPOSER_NO_INTERACTION: "1" },
        testEnv: {},
        reason: "composer.json without vendor/",
    };
}
// ---------------------------------------------------------------- parse
function phpunit_relative(projectRoot, file) {
    if (!file)
        return null;
    if (file.startsWith(`${projectRoot}/`))
        return file.slice(projectRoot.length + 1);
    return file.startsWith("/") ? null : file;
}
/** 1-based line of the first "path:line" trace line in `file` (absolute): innermost frame in the test file. */
function phpunit_failingLine(text, file) {
    if (!file)
        return null;
    for (const m of text.matchAll(/^(\/.+?):(\d+)$/gm)) {
        if (m[1] === file)
            return Number(m[2]);
    }
    return null;
}
/** The failure text minus PHPUnit's "Class::name" header and trailing trace lines. */
function failureMessage(text, header) {
    const lines = text.split("\n");
    if (lines[0]?.startsWith(header))
        lines.shift();
    while (lines.length > 0 && (/^\/.+:\d+$/.test(lines[lines.length - 1]) || lines[lines.length - 1].trim() === "")) {
        lines.pop();
    }
    return (0,src_text/* tidy */.DZ)(lines.join("\n").trim());
}
/** "testSums with data set "wrong"" -> `data set "wrong"`. */
function parametersOf(name) {
    return / with (data set .*)$/.exec(name)?.[1] ?? null;
}
/**
 * Skipped, incomplete and risky reasons from the verbose run log:
 * "There was 1 skipped test:\n\n1) Class::name\nreason\n\n".
 */
function reasonsFromLog(stdout) {
    const reasons = new Map();
    const sections = stdout.split(/^There (?:was|were) \d+ (?:skipped|incomplete|risky) tests?:\s*$/m).slice(1);
    for (const section of sections) {
        const body = section.split(/^(?:--|FAILURES!|ERRORS!|OK\b.*|There (?:was|were) \d+ .*:)\s*$/m)[0] ?? "";
        for (const entry of body.split(/^\d+\) /m).slice(1)) {
            const [name, ...rest] = entry.split("\n");
            const reason = rest
                .filter((l) => !/^\/.+:\d+$/.test(l))
                .join("\n")
                .trim();
            if (name && reason && !reasons.has(name.trim()))
                reasons.set(name.trim(), reason);
        }
    }
    return reasons;
}
/** PHPUnit reports a risky test as an <error>, but counts it as passed, and so does testcage. */
function phpunit_statusOf(tc) {
    return tc.outcome?.kind === "error" && tc.outcome.type === RISKY ? "passed" : (0,junit/* junitStatus */.Ri)(tc);
}
/**
 * Class, name and file of a case. PHPUnit's stand-ins for problems found before a
 * test could run ("Warning": a class without tests; "Error": a data provider that
 * failed) carry no class or file: those come from the enclosing suite, which is
 * the class, or "Class::method" for a data provider.
 */
function identity(tc) {
    if (tc.classname !== "") {
        const cls = tc.classname.replace(/\./g, "\\");
        return { cls, name: tc.name, file: tc.file, header: `${cls}::${tc.name}` };
    }
    const [cls = "", method] = tc.suiteName.split("::");
    const isClass = /^[A-Za-z_\\][\w\\]*$/.test(cls);
    return { cls: isClass ? cls : "", name: method ?? tc.name, file: tc.file ?? tc.suiteFile, header: tc.name };
}
function phpunit_toTest(root, tc, reasons) {
    const { cls, name, file: absFile, header } = identity(tc);
    const file = phpunit_relative(root, absFile);
    const status = phpunit_statusOf(tc);
    const text = tc.outcome?.text ?? "";
    const failing = status === "failed" || status === "error";
    const risky = tc.outcome?.type === RISKY;
    let message = null;
    if (failing || risky)
        message = failureMessage(text, header);
    if (risky && message)
        message = `risky: ${message}`;
    if (status === "skipped")
        message = reasons.get(header) ?? null;
    const suite = cls ? [cls] : [];
    return {
        id: (0,frameworks_ids/* makeTestId */.WZ)(file, suite, name),
        name,
        suite,
        status,
        duration_ms: tc.timeSeconds === null ? null : Math.round(tc.timeSeconds * 1000),
        file,
        line: (failing ? phpunit_failingLine(text, absFile) : null) ?? tc.line,
        message,
        stack: failing ? (0,src_text/* tidy */.DZ)(text) : null,
        stdout: (0,src_text/* tidy */.DZ)(tc.systemOut),
        stderr: null,
        parameters: parametersOf(name),
    };
}
/** Classes in run order, tests within a class by definition line (data-provider rows come last in the log). */
function phpunit_sourceOrder(cases) {
    const classOf = (tc) => identity(tc).cls || tc.suiteName;
    const classRank = new Map();
    for (const tc of cases)
        if (!classRank.has(classOf(tc)))
            classRank.set(classOf(tc), classRank.size);
    return cases
        .map((tc, i) => ({ tc, i }))
        .sort((a, b) => classRank.get(classOf(a.tc)) - classRank.get(classOf(b.tc)) ||
        (a.tc.line ?? 0) - (b.tc.line ?? 0) ||
        a.i - b.i)
        .map((x) => x.tc);
}
const FATAL = /PHP (?:Fatal|Parse) error:\s+(?:Uncaught )?(.+?) in (\/\S+?)(?::(\d+)| on line (\d+))\s*$/m;
const FATAL_DISPLAY = /^(?:Fatal|Parse) error:\s+(?:Uncaught )?(.+?) in (\/\S+?)(?::(\d+)| on line (\d+))\s*$/m;
/** A PHP fatal error while PHPUnit loaded the tests: no log, only PHP's own message. */
function fatalError(input, root) {
    const text = `${input.stderr}\n${input.stdout}`;
    const m = FATAL.exec(text) ?? FATAL_DISPLAY.exec(text);
    if (!m)
        return null;
    const file = phpunit_relative(root, m[2]);
    return {
        kind: "collection",
        message: `PHP stopped while loading the tests: ${m[1].trim()}${file ? ` (${file})` : ""}; fix it and re-run`,
        file,
        line: Number(m[3] ?? m[4]),
        details: (0,src_text/* tidy */.DZ)(input.stderr.trim() || input.stdout.trim()),
    };
}
/** Loading problems PHPUnit reports as warnings without a test (a class it could not find, ...). */
function loadWarnings(stdout) {
    const errors = [];
    for (const m of stdout.matchAll(/^(?:Class '?(.+?)'? could not be found in '?(.+?)'?|Cannot open file "(.+?)")\.?$/gm)) {
        errors.push({ kind: "collection", message: `PHPUnit could not load a test: ${m[0].trim()}` });
    }
    return errors;
}
/** "php_qn:///abs/FooTest.php::\\Ns\\FooTest::testX" -> file and class. */
function locationOf(hint) {
    const m = /^php_qn:\/\/(.+?)::\\?([^:]+)::/.exec(hint ?? "");
    return m ? { file: m[1], cls: m[2] } : { file: null, cls: "" };
}
/** The line of "function testX(" in the test file's source (the TeamCity log has no lines). */
function phpunit_definitionLine(source, name) {
    if (source === undefined)
        return null;
    const method = name.replace(/ with data set .*$/, "");
    const re = new RegExp(`\\bfunction\\s+${(0,src_text/* escapeRegExp */.Nt)(method)}\\s*\\(`);
    const index = source.split("\n").findIndex((l) => re.test(l));
    return index === -1 ? null : index + 1;
}
function isComplete(xml) {
    try {
        (0,junit/* readJunit */.fK)(xml);
        return true;
    }
    catch {
        return false;
    }
}
/** A run killed at the timeout: what the TeamCity log saw finish, and the test that was running. */
function fromLiveLog(input, root) {
    const live = input.reports["live"];
    const seen = live?.ok ? readTeamcity(live.text) : [];
    if (seen.length === 0)
        return { tests: [], errors: [], reportFound: false };
    const unfinished = (0,frameworks_unfinished/* unfinishedMessage */.pR)(input, "PHPUnit");
    const tests = seen.map((t, order) => {
        const { file: abs, cls } = locationOf(t.location);
        const file = phpunit_relative(root, abs);
        const suite = cls ? [cls] : [];
        const status = !t.finished ? "error" : (t.status ?? "passed");
        const failing = status === "failed";
        return {
            id: (0,frameworks_ids/* makeTestId */.WZ)(file, suite, t.name),
            name: t.name,
            suite,
            status,
            duration_ms: t.durationMs,
            file,
            line: (failing ? phpunit_failingLine((t.details ?? "").replace(/^ +/gm, "").trim(), abs) : null) ??
                phpunit_definitionLine(file === null ? undefined : input.readSource(file), t.name),
            message: t.finished ? (0,src_text/* tidy */.DZ)(t.message) : unfinished,
            stack: failing ? (0,src_text/* tidy */.DZ)(t.details) : null,
            stdout: null,
            stderr: null,
            parameters: parametersOf(t.name),
            order,
        };
    });
    return { tests, errors: [], reportFound: true };
}
const phpunit = {
    id: "phpunit",
    name: "PHPUnit",
    language: "php",
    detect(facts) {
        const config = CONFIGS.find((c) => facts.files.includes(c));
        if (config)
            return { score: 100, reason: `${config} present` };
        const testFile = facts.files.find((f) => phpunit_TEST_FILE.test(f));
        if (testFile && facts.files.includes("composer.json")) {
            return { score: 50, reason: `composer.json and PHP test file ${testFile}` };
        }
        if (testFile)
            return { score: 10, reason: `PHP test file ${testFile}` };
        return null;
    },
    plan({ paths, facts, filter, testCommand, coverage }) {
        const pattern = filterPattern(filter);
        const hasConfig = CONFIGS.some((c) => facts.files.includes(c));
        // Coverage flags come first: the script drops them when no driver can measure.
        const coverageFlags = coverage
            ? [
                ...coverageFilter(facts, paths.project),
                `--coverage-cobertura=${paths.reports}/${COBERTURA}`,
                "--coverage-text",
            ]
            : [];
        const argv = testCommand
            ? ["sh", "-c", testCommand]
            : [
                "sh",
                "-c",
                pickPhpunit(coverageFlags.length),
                "phpunit",
                ...coverageFlags,
                `--log-junit=${paths.reports}/${phpunit_REPORT}`,
                `--log-teamcity=${paths.reports}/${LIVE}`,
                "--colors=never",
                "--do-not-cache-result",
                ...(pattern ? [`--filter=${pattern}`] : []),
                ...(hasConfig ? [] : [testDir(facts)]),
            ];
        const measured = coverage && !testCommand ? harnessCoverage("cobertura", COBERTURA, phpunit_PROBLEM) : null;
        return {
            argv,
            env: measured
                ? { TESTCAGE_PROJECT: paths.project, TESTCAGE_COVERAGE_PROBLEM: `${paths.reports}/${phpunit_PROBLEM}` }
                : {},
            reports: [{ name: "junit", file: phpunit_REPORT }, { name: "live", file: LIVE }, ...(measured?.reports ?? [])],
            coverage: measured?.coverage ?? (coverage ? testCommandCoverage("PHPUnit") : null),
            harness: [],
            requires: testCommand
                ? null
                : {
                    program: "php",
                    hint: "install PHP and PHPUnit (composer require --dev phpunit/phpunit, or Debian's phpunit)",
                },
        };
    },
    install: ({ facts, paths }) => composerInstall(facts, paths),
    parse(input) {
        const root = input.projectPath.replace(/\/+$/, "");
        const report = input.reports["junit"];
        // A killed PHPUnit leaves the JUnit log empty or missing.
        const stopped = input.timedOut || input.exitCode === null;
        if (stopped && !(report?.ok && isComplete(report.text)))
            return fromLiveLog(input, root);
        if (!report || !report.ok) {
            const fatal = fatalError(input, root);
            if (fatal)
                return { tests: [], errors: [fatal], reportFound: false };
            const missing = /phpunit: (?:\d+: )?(?:exec: )?(?:phpunit: )?not found/.test(input.stderr);
            const errors = missing
                ? [
                    {
                        kind: "framework-missing",
                        message: "PHPUnit is not installed: neither vendor/bin/phpunit nor phpunit on PATH; run composer install or use the testcage php runner image",
                    },
                ]
                : [];
            return { tests: [], errors, reportFound: false };
        }
        const reasons = reasonsFromLog(input.stdout);
        const tests = phpunit_sourceOrder((0,junit/* readJunit */.fK)(report.text).filter((tc) => tc.name !== "")).map((tc, order) => ({
            ...phpunit_toTest(root, tc, reasons),
            order,
        }));
        const errors = [];
        const fatal = fatalError(input, root);
        if (fatal)
            errors.push(fatal);
        else if (tests.length === 0)
            for (const e of loadWarnings(input.stdout))
                errors.push(e);
        if (tests.length === 0 && errors.length === 0) {
            errors.push({
                kind: "no-tests",
                message: "PHPUnit ran no tests; test classes must extend TestCase, live in *Test.php files and be listed by phpunit.xml's <testsuites>",
            });
        }
        return { tests, errors, reportFound: true };
    },
};

;// CONCATENATED MODULE: ./src/harness/rspec-formatter.ts
// Harness file for RSpec, kept as source text so it survives bundling into dist/
// and is written read-only into the sandbox's harness folder. It is RSpec's own
// JSON formatter (the report stays a standard rspec --format json report) with
// two additions per example: the descriptions of its enclosing example groups,
// which the JSON lacks (full_description runs them together), and what the
// example printed to $stdout/$stderr while it ran (still printed as usual).
// Any failure in the additions leaves the standard fields alone.
//
// The source avoids backticks and "${" so it can live in a String.raw literal.
/** Env var naming the JSON-lines file of example starts and ends. */
const RSPEC_EVENTS_ENV = "TESTCAGE_RSPEC_EVENTS";
/** The class name to pass to --format. */
const RSPEC_FORMATTER_CLASS = "Testcage::RspecJson";
const RSPEC_FORMATTER = String.raw `# testcage formatter for RSpec, written by testcage into a read-only harness
# folder; it is not part of the project under test.
# RSpec's own JSON formatter, plus per example the descriptions of its
# enclosing groups (outermost first) and what it printed to $stdout/$stderr
# (still printed as usual). Loaded with --require; selected with --format.
require "json"
require "stringio"
require "rspec/core"
require "rspec/core/formatters/json_formatter"

module Testcage
  # Writes to the real stream and keeps a capped copy for the running example.
  class Tee
    LIMIT = 64 * 1024

    def initialize(real)
      @real = real
      @buffer = nil
    end

    def start
      @buffer = +""
    end

    def stop
      out = @buffer
      @buffer = nil
      out
    end

    def write(*parts)
      parts.each { |p| @buffer << p.to_s if @buffer && @buffer.bytesize < LIMIT }
      @real.write(*parts)
    end

    def puts(*args)
      io = StringIO.new
      io.puts(*args)
      write(io.string)
      nil
    end

    def print(*args)
      write(*args)
      nil
    end

    def printf(*args)
      write(format(*args))
      nil
    end

    def <<(obj)
      write(obj)
      self
    end

    def method_missing(name, *args, &block)
      @real.send(name, *args, &block)
    end

    def respond_to_missing?(name, include_private = false)
      @real.respond_to?(name, include_private) || super
    end
  end

  class RspecJson < RSpec::Core::Formatters::JsonFormatter
    RSpec::Core::Formatters.register self, :message, :dump_summary, :dump_profile, :stop, :seed, :close,
                                     :example_started, :example_finished

    # Each example also goes, as it starts and as it ends, to a JSON-lines file
    # (TESTCAGE_RSPEC_EVENTS): RSpec writes its JSON only at the end, so a run
    # killed at a timeout keeps what finished and names the example that hung.
    def example_started(notification)
      example = notification.example
      event("started", {
        id: example.id,
        description: example.description,
        full_description: example.full_description,
        file_path: example.metadata[:file_path],
        line_number: example.metadata[:line_number],
        testcage_groups: example.example_group.parent_groups.reverse.map(&:description)
      })
    end

    def example_finished(notification)
      event("finished", format_example(notification.example))
    end

    private

    def event(kind, hash)
      path = ENV["TESTCAGE_RSPEC_EVENTS"]
      return if path.nil? || path.empty?

      @testcage_events ||= File.open(path, "a")
      @testcage_events.write(JSON.generate(hash.merge(testcage_event: kind)) + "\n")
      @testcage_events.flush
    rescue StandardError
      nil
    end

    def format_example(example)
      hash = super
      add_testcage_fields(hash, example)
    rescue StandardError
      hash
    end

    def add_testcage_fields(hash, example)
      groups = example.example_group.parent_groups.reverse.map(&:description)
      hash[:testcage_groups] = groups
      out = example.metadata[:testcage_stdout]
      err = example.metadata[:testcage_stderr]
      hash[:testcage_stdout] = out if out && !out.empty?
      hash[:testcage_stderr] = err if err && !err.empty?
      hash
    end
  end
end

RSpec.configure do |config|
  config.around(:each) do |example|
    out = $stdout
    err = $stderr
    tee_out = Testcage::Tee.new(out)
    tee_err = Testcage::Tee.new(err)
    tee_out.start
    tee_err.start
    $stdout = tee_out
    $stderr = tee_err
    begin
      example.run
    ensure
      $stdout = out if $stdout.equal?(tee_out)
      $stderr = err if $stderr.equal?(tee_err)
      example.metadata[:testcage_stdout] = tee_out.stop
      example.metadata[:testcage_stderr] = tee_err.stop
    end
  end
end
`;

;// CONCATENATED MODULE: ./src/harness/simplecov-start.ts
// Harness file that starts SimpleCov for an RSpec run, kept as source text so it
// survives bundling into dist/. It is loaded through RUBYOPT (-r), before RSpec
// itself: RSpec loads a project's .rspec requires (spec_helper, which often
// loads the code under test) before any --require given on the command line,
// and code loaded before SimpleCov.start is not measured.
//
// It measures lines and, where Ruby supports it, branches of the project's
// files (SimpleCov's "test_frameworks" profile leaves spec/ and test/ out),
// writes SimpleCov's .resultset.json into the reports folder and prints
// SimpleCov's own totals ("Line Coverage: 60.0% (12 / 20)"). Without SimpleCov
// it writes why into the problem file and the tests run as usual.
//
// The source avoids backticks and "${" so it can live in a String.raw literal.
/** Env: the folder SimpleCov writes .resultset.json into (the reports folder). */
const SIMPLECOV_DIR_ENV = "TESTCAGE_COVERAGE_DIR";
/** Env: the project root, whose files are measured. */
const SIMPLECOV_ROOT_ENV = "TESTCAGE_COVERAGE_ROOT";
/** Env: the file to write when SimpleCov cannot be loaded. */
const SIMPLECOV_PROBLEM_ENV = "TESTCAGE_COVERAGE_PROBLEM";
const SIMPLECOV_START = String.raw `# testcage coverage harness for RSpec, written by testcage into a read-only
# harness folder; it is not part of the project under test. Loaded through
# RUBYOPT before RSpec; removes itself from RUBYOPT so that Ruby processes the
# tests start are not measured into the same result.
ENV["RUBYOPT"] = ENV["RUBYOPT"].to_s.split(" ").reject { |o| o.end_with?("testcage_coverage.rb") }.join(" ")
begin
  require "simplecov"
rescue LoadError => e
  problem = ENV["TESTCAGE_COVERAGE_PROBLEM"]
  if problem
    File.write(problem, "SimpleCov is not installed (" + e.message + "): add simplecov to the Gemfile's test group, or install Debian's ruby-simplecov\n")
  end
else
  module Testcage
    # SimpleCov's totals as its HTML formatter prints them, without the HTML.
    class CoverageSummary
      def format(result)
        lines = "Line Coverage: " + result.covered_percent.round(2).to_s + "% (" +
                result.covered_lines.to_s + " / " + result.total_lines.to_s + ")"
        $stdout.puts("", lines)
        if SimpleCov.branch_coverage?
          branches = "Branch Coverage: " + result.coverage_statistics[:branch].percent.round(2).to_s + "% (" +
                     result.covered_branches.to_s + " / " + result.total_branches.to_s + ")"
          $stdout.puts(branches)
        end
        $stdout.flush
      end
    end
  end
  SimpleCov.root(ENV["TESTCAGE_COVERAGE_ROOT"] || Dir.pwd)
  SimpleCov.coverage_dir(ENV["TESTCAGE_COVERAGE_DIR"] || "coverage")
  SimpleCov.command_name("RSpec")
  SimpleCov.formatter(Testcage::CoverageSummary)
  SimpleCov.enable_coverage(:branch) if SimpleCov.respond_to?(:branch_coverage_supported?) && SimpleCov.branch_coverage_supported?
  SimpleCov.start("test_frameworks")
end
`;

;// CONCATENATED MODULE: ./src/reports/rspec-json.ts
// A reader for RSpec's JSON report (`--format json`), plus the two fields the
// testcage formatter adds (src/harness/rspec-formatter.ts). Every field is
// checked: the report comes out of the sandbox and may be anything.

function rspec_json_str(v) {
    return typeof v === "string" ? v : null;
}
function rspec_json_num(v) {
    return typeof v === "number" && Number.isFinite(v) ? v : null;
}
function record(v) {
    return v !== null && typeof v === "object" && !Array.isArray(v) ? v : null;
}
function rspec_json_strings(v) {
    return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
}
function exceptionOf(v) {
    const e = record(v);
    if (!e)
        return null;
    return { className: rspec_json_str(e["class"]), message: rspec_json_str(e["message"]), backtrace: rspec_json_strings(e["backtrace"]) };
}
/** Throws when the text is not an RSpec JSON report. */
function readRspecJson(text) {
    const doc = record(JSON.parse(text));
    if (!doc || !Array.isArray(doc["examples"]))
        throw new Error("not an RSpec JSON report (no examples list)");
    const examples = doc["examples"].map(exampleOf).filter((e) => e !== null);
    const summary = record(doc["summary"]);
    return {
        examples,
        messages: rspec_json_strings(doc["messages"]),
        exampleCount: rspec_json_num(summary?.["example_count"]),
        errorsOutsideOfExamples: rspec_json_num(summary?.["errors_outside_of_examples_count"]) ?? 0,
    };
}
function exampleOf(raw) {
    const e = record(raw);
    if (!e)
        return null;
    const description = rspec_json_str(e["description"]) ?? "";
    return {
        id: rspec_json_str(e["id"]) ?? "",
        description,
        fullDescription: rspec_json_str(e["full_description"]) ?? description,
        status: rspec_json_str(e["status"]) ?? "",
        filePath: rspec_json_str(e["file_path"]),
        line: rspec_json_num(e["line_number"]),
        runTimeSeconds: rspec_json_num(e["run_time"]),
        pendingMessage: rspec_json_str(e["pending_message"]),
        exception: exceptionOf(e["exception"]),
        groups: Array.isArray(e["testcage_groups"]) ? rspec_json_strings(e["testcage_groups"]) : null,
        stdout: rspec_json_str(e["testcage_stdout"]),
        stderr: rspec_json_str(e["testcage_stderr"]),
    };
}
/** The formatter's JSON lines of example starts and ends; lines that are not records are skipped. */
function readRspecEvents(text) {
    const finished = [];
    const open = new Map();
    for (const line of text.split("\n")) {
        const raw = parseRecord(line);
        if (!raw)
            continue;
        const kind = record(raw)?.["testcage_event"];
        const ex = exampleOf(raw);
        if (!ex || ex.id === "")
            continue;
        if (kind === "started")
            open.set(ex.id, ex);
        if (kind === "finished") {
            open.delete(ex.id);
            finished.push(ex);
        }
    }
    return { finished, unfinished: [...open.values()] };
}
/** "./spec/a_spec.rb[1:10:2]" -> [1, 10, 2], for sorting into declaration order. */
function scopedIndexes(id) {
    const m = /\[([\d:]+)\]$/.exec(id);
    return m ? m[1].split(":").map(Number) : [];
}

;// CONCATENATED MODULE: ./src/frameworks/rspec.ts
// RSpec: its built-in JSON report (--format json --out), through a small
// injected formatter (src/harness/rspec-formatter.ts) that is RSpec's own JSON
// formatter plus each example's group path and captured output; a second, stock
// progress formatter keeps the run log readable.
//
// Captured per test (example):
// - id: file::group::...::description; nested describe/context blocks are the
//   suite path, outermost first.
// - status: passed; pending and skipped (xit, skip, pending, an example without a
//   body) are skipped with RSpec's reason as message; a failed expectation
//   (ExpectationNotMetError, mock expectations, a pending example that passed) is
//   failed, any other exception is error (RSpec counts both as failures).
// - file: the spec file; line: for failures the first backtrace frame in the
//   example's own spec file (the failing expectation, or the call into a helper
//   that failed), else the example's definition line.
// - message (the exception's class and message), stack (backtrace without
//   RSpec's own frames), stdout/stderr written through $stdout/$stderr while
//   the example ran.
// - order: declaration order within a file (RSpec runs a group's own examples
//   before its nested groups; its scoped ids keep the declaration order), files
//   in the order RSpec ran them.
//
// A run killed at the timeout (RSpec writes its JSON only at the end) is read
// from the formatter's running log of example starts and ends: what finished is
// kept, and the example that was running is an error that says so.
//
// A file that fails to load, or an error in a before/after(:suite) or
// after(:context) hook, is reported by RSpec "outside of examples": a collection
// error with the file and line RSpec's message names.
//
// Not captured: output written straight to the STDOUT constant or by
// subprocesses (only $stdout/$stderr are swapped); with the stock JSON formatter
// alone (a --test-command that uses it) the group path is unknown and the
// suite is the full description minus the example's own.








const rspec_REPORT = "rspec.json";
const EVENTS = "rspec-events.jsonl";
const FORMATTER_FILE = "testcage_rspec.rb";
/** The RUBYOPT-loaded SimpleCov starter (its name is what it removes from RUBYOPT). */
const COVERAGE_FILE = "testcage_coverage.rb";
const RESULTSET = ".resultset.json";
const rspec_PROBLEM = "coverage-problem.txt";
const SPEC_FILE = /(^|\/)[^/]*_spec\.rb$/;
/** Exceptions that mean "an expectation did not hold", as opposed to code that blew up. */
const ASSERTION_CLASSES = new Set([
    "RSpec::Expectations::ExpectationNotMetError",
    "RSpec::Expectations::MultipleExpectationsNotMetError",
    "RSpec::Mocks::MockExpectationError",
    "RSpec::Mocks::ExpiredTestDoubleError",
    "RSpec::Core::Pending::PendingExampleFixedError",
    "Minitest::Assertion",
]);
/** RSpec's own frames, as its default backtrace filter drops them. */
const RSPEC_FRAME = /\/(?:gems\/rspec-[\w.-]+\/lib|lib\/rspec\/(?:core|expectations|mocks|support))[/.]|\/bin\/rspec:/;
/** The injected formatter's around hook. */
const HARNESS_FRAME = /\/testcage_rspec\.rb:\d+/;
function relPath(filePath) {
    if (!filePath)
        return null;
    return external_node_path_.posix.normalize(filePath.replace(/^\.\//, ""));
}
function rspec_statusOf(ex) {
    switch (ex.status) {
        case "passed":
            return "passed";
        case "pending":
            return "skipped";
        default: {
            const cls = ex.exception?.className ?? null;
            return cls === null || ASSERTION_CLASSES.has(cls) ? "failed" : "error";
        }
    }
}
/** 1-based line of the first backtrace frame in the spec file (relative to the project). */
function rspec_failingLine(backtrace, file, projectRoot) {
    if (!file)
        return null;
    const paths = new Set([file, `./${file}`, `${projectRoot}/${file}`]);
    for (const frame of backtrace) {
        const m = /^(.+?):(\d+)(?::in |$)/.exec(frame.trim());
        if (m && paths.has(m[1]))
            return Number(m[2]);
    }
    return null;
}
function rspec_suiteOf(ex) {
    if (ex.groups)
        return ex.groups;
    const full = ex.fullDescription;
    if (ex.description && full.endsWith(ex.description) && full.length > ex.description.length) {
        return [full.slice(0, full.length - ex.description.length).trim()];
    }
    return [];
}
function rspec_messageOf(ex, status) {
    const e = ex.exception;
    if (!e)
        return null;
    const text = (e.message ?? "").replace(/^\n+/, "").trimEnd();
    if (status === "error" && e.className)
        return text ? `${e.className}: ${text}` : e.className;
    return text || e.className;
}
function rspec_stackOf(ex) {
    const bt = ex.exception?.backtrace ?? [];
    const own = bt.filter((f) => !RSPEC_FRAME.test(f) && !HARNESS_FRAME.test(f));
    return (0,src_text/* tidy */.DZ)((own.length > 0 ? own : bt).join("\n"));
}
function rspec_toTest(ex, root) {
    const file = relPath(ex.filePath);
    const status = rspec_statusOf(ex);
    const failing = status === "failed" || status === "error";
    const suite = rspec_suiteOf(ex);
    return {
        id: (0,frameworks_ids/* makeTestId */.WZ)(file, suite, ex.description),
        name: ex.description,
        suite,
        status,
        duration_ms: ex.runTimeSeconds === null ? null : Math.round(ex.runTimeSeconds * 1000),
        file,
        line: (failing ? rspec_failingLine(ex.exception?.backtrace ?? [], file, root) : null) ?? ex.line,
        message: (0,src_text/* tidy */.DZ)(status === "skipped" ? ex.pendingMessage : failing ? rspec_messageOf(ex, status) : null),
        stack: failing ? rspec_stackOf(ex) : null,
        stdout: (0,src_text/* tidy */.DZ)(ex.stdout),
        stderr: (0,src_text/* tidy */.DZ)(ex.stderr),
    };
}
/** Files in run order; within a file, declaration order by RSpec's scoped ids. */
function declarationOrder(examples) {
    const fileRank = new Map();
    for (const ex of examples) {
        const f = ex.filePath ?? "";
        if (!fileRank.has(f))
            fileRank.set(f, fileRank.size);
    }
    const compare = (a, b) => {
        for (let i = 0; i < Math.min(a.length, b.length); i++)
            if (a[i] !== b[i])
                return a[i] - b[i];
        return a.length - b.length;
    };
    return examples
        .map((ex, i) => ({ ex, i, idx: scopedIndexes(ex.id) }))
        .sort((a, b) => fileRank.get(a.ex.filePath ?? "") - fileRank.get(b.ex.filePath ?? "") || compare(a.idx, b.idx) || a.i - b.i)
        .map((x) => x.ex);
}
/** "An error occurred while loading ./spec/x_spec.rb." and friends -> a collection error. */
function outsideError(message, root) {
    const text = message.trim();
    const loading = /^An error occurred while loading (\S+?)\.?(?: -|$)/m.exec(text)?.[1];
    const file = relPath(loading ?? null);
    let line = null;
    if (file) {
        const at = new RegExp(`(?:^|[\\s/])(?:\\./)?${(0,src_text/* escapeRegExp */.Nt)(file)}:(\\d+)`, "m").exec(text.split(`${root}/`).join(""));
        line = at ? Number(at[1]) : null;
    }
    // "SyntaxError:\n  path:6: syntax error ..." -> "SyntaxError: path:6: syntax error ..."
    const err = /^([A-Z][\w:]*):\s*\n\s+(\S.*)$/m.exec(text);
    const why = err ? `${err[1]}: ${err[2].trim()}` : (0,src_text/* firstLine */.TM)(text.replace(/^An error occurred[^\n]*\n/, ""));
    const what = loading ? `${file} could not be loaded` : (0,src_text/* firstLine */.TM)(text).replace(/\.$/, "");
    return { kind: "collection", message: `${what}: ${why}`, file, line, details: (0,src_text/* tidy */.DZ)(text) };
}
function rspec_isComplete(text) {
    try {
        readRspecJson(text);
        return true;
    }
    catch {
        return false;
    }
}
/** A killed run: the examples that finished, and the ones still running as errors. */
function fromEvents(input, root) {
    const report = input.reports["events"];
    if (!report?.ok)
        return { tests: [], errors: [], reportFound: false };
    const events = readRspecEvents(report.text);
    if (events.finished.length === 0 && events.unfinished.length === 0) {
        return { tests: [], errors: [], reportFound: false };
    }
    const message = (0,frameworks_unfinished/* unfinishedMessage */.pR)(input, "rspec", "example");
    const tests = declarationOrder(events.finished).map((ex) => rspec_toTest(ex, root));
    for (const ex of events.unfinished) {
        tests.push({
            ...rspec_toTest(ex, root),
            status: "error",
            duration_ms: null,
            message,
        });
    }
    return { tests: tests.map((t, order) => ({ ...t, order })), errors: [], reportFound: true };
}
/**
 * Ids -> `-e "full description"` options and the spec files to load. RSpec joins
 * descriptions with a space, except before "#method", ".method" or "::Const"
 * under a described class ("Calculator#add"); whether the parent was a class is
 * not in the id, so both spellings are passed (-e options add up).
 */
function rspec_filterArgs(filter) {
    const files = new Set();
    const descriptions = new Set();
    for (const id of filter) {
        const parsed = (0,frameworks_ids/* parseTestId */.FG)(id);
        if (!parsed)
            continue;
        if (parsed.file !== "")
            files.add(parsed.file);
        const parts = [...parsed.suite, parsed.name];
        descriptions.add(parts.join(" "));
        descriptions.add(parts.reduce((acc, part) => (/^(?:#|\.|::)/.test(part) ? `${acc}${part}` : `${acc} ${part}`)));
    }
    return [...[...descriptions].flatMap((d) => ["-e", d]), ...files];
}
const rspec = {
    id: "rspec",
    name: "RSpec",
    language: "ruby",
    detect(facts) {
        if (facts.files.includes(".rspec"))
            return { score: 100, reason: ".rspec present" };
        if (facts.files.includes("spec/spec_helper.rb"))
            return { score: 100, reason: "spec/spec_helper.rb present" };
        const spec = facts.files.find((f) => SPEC_FILE.test(f));
        if (spec && facts.files.includes("Gemfile"))
            return { score: 50, reason: `Gemfile and spec file ${spec}` };
        if (spec)
            return { score: 10, reason: `Ruby spec file ${spec}` };
        return null;
    },
    plan({ paths, filter, testCommand, coverage }) {
        const argv = testCommand
            ? ["sh", "-c", testCommand]
            : [
                "rspec",
                "--require",
                external_node_path_.posix.join(paths.harness, FORMATTER_FILE),
                "--format",
                RSPEC_FORMATTER_CLASS,
                "--out",
                external_node_path_.posix.join(paths.reports, rspec_REPORT),
                "--format",
                "progress",
                "--no-color",
                ...rspec_filterArgs(filter),
            ];
        // SimpleCov starts before RSpec (RUBYOPT), so code the project's .rspec requires is measured too.
        const measured = coverage === true && !testCommand ? harnessCoverage("simplecov", RESULTSET, rspec_PROBLEM) : null;
        return {
            argv,
            env: {
                LANG: "C.UTF-8",
                [RSPEC_EVENTS_ENV]: external_node_path_.posix.join(paths.reports, EVENTS),
                ...(measured
                    ? {
                        RUBYOPT: `-r${external_node_path_.posix.join(paths.harness, COVERAGE_FILE)}`,
                        [SIMPLECOV_DIR_ENV]: paths.reports,
                        [SIMPLECOV_ROOT_ENV]: paths.project,
                        [SIMPLECOV_PROBLEM_ENV]: external_node_path_.posix.join(paths.reports, rspec_PROBLEM),
                    }
                    : {}),
            },
            reports: [{ name: "json", file: rspec_REPORT }, { name: "events", file: EVENTS }, ...(measured?.reports ?? [])],
            coverage: measured?.coverage ?? (coverage ? testCommandCoverage("rspec") : null),
            harness: [
                { name: FORMATTER_FILE, content: RSPEC_FORMATTER },
                ...(measured ? [{ name: COVERAGE_FILE, content: SIMPLECOV_START }] : []),
            ],
            requires: testCommand
                ? null
                : { program: "rspec", hint: "install Ruby and RSpec (gem install rspec, or Debian's ruby-rspec)" },
        };
    },
    parse(input) {
        const root = input.projectPath.replace(/\/+$/, "");
        const report = input.reports["json"];
        const stopped = input.timedOut || input.exitCode === null;
        // RSpec writes its JSON at the end: a run killed before that leaves it empty or cut.
        if (!report?.ok || (stopped && !rspec_isComplete(report.text)))
            return fromEvents(input, root);
        const run = readRspecJson(report.text);
        const tests = declarationOrder(run.examples).map((ex, order) => ({ ...rspec_toTest(ex, root), order }));
        const errors = run.messages.filter((m) => /^\s*An error occurred\b/.test(m)).map((m) => outsideError(m, root));
        if (errors.length === 0 && run.errorsOutsideOfExamples > 0) {
            errors.push({
                kind: "collection",
                message: `RSpec reported ${run.errorsOutsideOfExamples} error(s) outside of examples; see the log`,
                details: (0,src_text/* tidy */.DZ)(input.stdout),
            });
        }
        if (tests.length === 0 && errors.length === 0) {
            errors.push({
                kind: "no-tests",
                message: "RSpec found no examples; spec files must be named *_spec.rb under spec/ (or set --pattern in .rspec)",
            });
        }
        return { tests, errors, reportFound: true };
    },
};

;// CONCATENATED MODULE: ./src/harness/exunit-cover.ts
// Harness file for ExUnit coverage, kept as source text so it survives bundling
// into dist/. The test run is "mix test --cover --export-coverage testcage": mix
// cover-compiles the project as for any "mix test --cover" and exports the data
// at the end instead of printing its table, so mix's coverage threshold cannot
// turn a passing run's exit status into 3. Afterwards this file is loaded into
// "elixir -r <file> -S mix do test.coverage, testcage.lcov": mix's own
// test.coverage task imports that export and prints mix's table (its exit status
// is ignored), then the task defined here writes the same imported data as lcov.
//
// Lines are counted as mix counts them (a line with any call is covered, line 0
// is generated code, the project's test_coverage ignore_modules are left out),
// with one difference: lcov is per source file, so modules that share lines of
// one file (modules defined in a loop) count such a line once, where mix's table
// counts it once per module.
//
// The source avoids backticks and "${" so it can live in a String.raw literal.
/** Env: where the lcov file goes (the reports folder). */
const EXUNIT_LCOV_ENV = "TESTCAGE_EXUNIT_LCOV";
/** Env: the file saying why no lcov was written. */
const EXUNIT_COVER_PROBLEM_ENV = "TESTCAGE_EXUNIT_COVER_PROBLEM";
const EXUNIT_COVER = String.raw `# testcage coverage harness for ExUnit, written by testcage into a read-only
# harness folder; it is not part of the project under test. Defines the mix task
# testcage.lcov, run right after "mix test.coverage" in the same VM.
defmodule Mix.Tasks.Testcage.Lcov do
  @moduledoc false
  use Mix.Task

  @default_tool Mix.Tasks.Test.Coverage

  def run(_args) do
    config = Mix.Project.config()[:test_coverage] || []
    tool = Keyword.get(config, :tool, @default_tool)

    cond do
      tool != @default_tool ->
        problem("mix.exs sets test_coverage tool " <> inspect(tool) <> ", which replaces mix's cover; testcage reads mix's own cover data only")

      :cover.imported() == [] ->
        problem("mix test exported no cover data, so mix test.coverage had nothing to report")

      true ->
        write(System.fetch_env!("TESTCAGE_EXUNIT_LCOV"), Keyword.get(config, :ignore_modules, []))
    end
  end

  defp problem(text) do
    Mix.shell().error("testcage: " <> text)
    File.write!(System.fetch_env!("TESTCAGE_EXUNIT_COVER_PROBLEM"), text <> "\n")
  end

  defp write(path, ignore) do
    {:result, calls, _failed} = :cover.analyse(:calls, :line)
    sources = for mod <- :cover.modules(), not ignored?(mod, ignore), into: %{}, do: {mod, source(mod)}

    by_file =
      for {{mod, line}, n} <- calls, line != 0, Map.has_key?(sources, mod), reduce: %{} do
        acc -> Map.update(acc, {Map.fetch!(sources, mod), line}, n, &max(&1, n))
      end

    body =
      by_file
      |> Enum.group_by(fn {{file, _}, _} -> file end, fn {{_, line}, n} -> {line, n} end)
      |> Enum.reject(fn {file, _} -> file == "" end)
      |> Enum.sort()
      |> Enum.map(fn {file, hits} ->
        ["SF:", file, "\n", for({line, n} <- Enum.sort(hits), do: ["DA:", Integer.to_string(line), ",", Integer.to_string(n), "\n"]), "end_of_record\n"]
      end)

    File.write!(path, body)
  end

  # As mix's test.coverage: a regex matches the module's inspected name, anything else equals it.
  defp ignored?(mod, ignore), do: Enum.any?(List.wrap(ignore), &ignored_by?(mod, &1))
  defp ignored_by?(mod, %Regex{} = re), do: Regex.match?(re, inspect(mod))
  defp ignored_by?(mod, other), do: mod == other

  defp source(mod) do
    mod.module_info(:compile) |> Keyword.get(:source, ~c"") |> to_string()
  rescue
    _ -> ""
  end
end
`;

;// CONCATENATED MODULE: ./src/harness/exunit-formatter.ts
// Harness file for ExUnit (mix test), kept as source text so it survives
// bundling into dist/ and is written read-only into the sandbox's harness folder.
// It is an ExUnit formatter (a GenServer receiving ExUnit's events), loaded with
// `elixir -r <file> -S mix test --formatter Testcage.ExUnitFormatter` next to the
// stock CLI formatter, writing one JSON object per line. Elixir 1.14 has no JSON
// library built in, so it carries a small encoder (as Exercism's Elixir test
// runner does). A failure inside the formatter is printed and never stops a run.
//
// The source avoids backticks and "${" so it can live in a String.raw literal.
/** Env var naming the JSON-lines file the formatter appends to. */
const EXUNIT_REPORT_ENV = "TESTCAGE_EXUNIT_REPORT";
/**
 * Set (to "1") when the run is "mix test --cover --export-coverage": the formatter
 * then removes older exports first (see exunit-cover.ts).
 */
const EXUNIT_COVER_RUN_ENV = "TESTCAGE_EXUNIT_COVER";
/** The module to pass to --formatter. */
const EXUNIT_FORMATTER_MODULE = "Testcage.ExUnitFormatter";
const EXUNIT_FORMATTER = String.raw `# testcage formatter for ExUnit, written by testcage into a read-only harness
# folder; it is not part of the project under test. Loaded with
# "elixir -r <this file> -S mix test --formatter Testcage.ExUnitFormatter".
# It appends one JSON object per line to the file named by TESTCAGE_EXUNIT_REPORT:
#   {"event":"suite_started"}
#   {"event":"test_started", module, name, describe, file, line}   (a hang can be named)
#   {"event":"test", module, name, describe, file, line, state, reason, time_us,
#    message, frames}                       one per finished test; state is
#    passed, failed (assertions), error (anything else raised, exited, threw),
#    skipped, excluded or invalid (its module's setup_all failed)
#   {"event":"module_failed", module, file, message}   setup_all failed
#   {"event":"suite_finished"}
# Elixir 1.14 has no JSON library built in, so it carries a small encoder.
defmodule Testcage.ExUnitFormatter do
  @moduledoc false
  use GenServer

  @text_cap 64 * 1024

  def init(_opts) do
    path = System.get_env("TESTCAGE_EXUNIT_REPORT") || "testcage-exunit.jsonl"
    if System.get_env("TESTCAGE_EXUNIT_COVER") == "1", do: safely(fn -> drop_old_exports() end)
    {:ok, %{path: path}}
  end

  # "mix test.coverage" imports every .coverdata file of the coverage output
  # folder, so exports left in the project by earlier runs would be mixed into
  # this run's figures. Mix exports at the end of the run, after this.
  defp drop_old_exports do
    output = Keyword.get(Mix.Project.config()[:test_coverage] || [], :output, "cover")
    Enum.each(Path.wildcard(Path.join(output, "*.coverdata")), &File.rm/1)
  end

  def handle_cast({:suite_started, _opts}, state) do
    emit(state, %{"event" => "suite_started"})
    {:noreply, state}
  end

  def handle_cast({:suite_finished, _times}, state) do
    emit(state, %{"event" => "suite_finished"})
    {:noreply, state}
  end

  def handle_cast({:suite_finished, _run_us, _load_us}, state) do
    emit(state, %{"event" => "suite_finished"})
    {:noreply, state}
  end

  def handle_cast({:test_started, test}, state) do
    safely(fn ->
      emit(state, %{
        "event" => "test_started",
        "module" => inspect(test.module),
        "name" => to_string(test.name),
        "describe" => Map.get(test.tags, :describe),
        "file" => to_string(Map.get(test.tags, :file, "")),
        "line" => Map.get(test.tags, :line)
      })
    end)

    {:noreply, state}
  end

  def handle_cast({:test_finished, test}, state) do
    safely(fn -> emit(state, test_record(test)) end)
    {:noreply, state}
  end

  def handle_cast({:module_finished, test_module}, state) do
    safely(fn ->
      case Map.get(test_module, :state) do
        {:failed, failures} ->
          message =
            ExUnit.Formatter.format_test_all_failure(test_module, failures, 1, 100_000, &formatter/2)

          emit(state, %{
            "event" => "module_failed",
            "module" => inspect(test_module.name),
            "file" => Map.get(test_module, :file),
            "message" => cap(message),
            "frames" => frames(failures)
          })

        _ ->
          :ok
      end
    end)

    {:noreply, state}
  end

  def handle_cast(_event, state), do: {:noreply, state}

  defp test_record(test) do
    tags = test.tags
    {state, reason, message, frames} = outcome(test)

    %{
      "event" => "test",
      "module" => inspect(test.module),
      "name" => to_string(test.name),
      "describe" => Map.get(tags, :describe),
      "file" => to_string(Map.get(tags, :file, "")),
      "line" => Map.get(tags, :line),
      "state" => state,
      "reason" => reason,
      "time_us" => test.time,
      "message" => message,
      "frames" => frames
    }
  end

  defp outcome(%{state: nil}), do: {"passed", nil, nil, []}
  defp outcome(%{state: {:skipped, reason}}), do: {"skipped", text(reason), nil, []}
  defp outcome(%{state: {:skip, reason}}), do: {"skipped", text(reason), nil, []}
  defp outcome(%{state: {:excluded, reason}}), do: {"excluded", text(reason), nil, []}
  defp outcome(%{state: {:invalid, module}}), do: {"invalid", inspect(Map.get(module, :name, module)), nil, []}

  defp outcome(%{state: {:failed, failures}} = test) do
    message = ExUnit.Formatter.format_test_failure(test, failures, 1, 100_000, &formatter/2)
    kind = if Enum.all?(failures, &assertion?/1), do: "failed", else: "error"
    {kind, nil, cap(message), frames(failures)}
  end

  defp outcome(_test), do: {"unknown", nil, nil, []}

  defp assertion?({:error, %ExUnit.AssertionError{}, _stack}), do: true
  defp assertion?({:error, %ExUnit.MultiError{errors: errors}, _stack}), do: Enum.all?(errors, &assertion?/1)
  defp assertion?(_), do: false

  # "file:line" of each stack frame that names one, innermost first.
  defp frames(failures) do
    Enum.flat_map(failures, fn
      {_kind, _reason, stack} when is_list(stack) ->
        for {_m, _f, _a, loc} <- stack, is_list(loc), loc[:file] != nil, loc[:line] != nil do
          "#{loc[:file]}:#{loc[:line]}"
        end

      _ ->
        []
    end)
  end

  defp formatter(:diff_enabled?, _), do: false
  defp formatter(_key, msg), do: msg

  defp text(nil), do: nil
  defp text(value) when is_binary(value), do: value
  defp text(value), do: inspect(value)

  defp cap(nil), do: nil

  defp cap(text) when is_binary(text) do
    if byte_size(text) > @text_cap, do: binary_part(text, 0, @text_cap), else: text
  end

  defp safely(fun) do
    fun.()
  rescue
    error -> IO.puts(:stderr, "testcage formatter: " <> Exception.message(error))
  end

  defp emit(state, record) do
    File.write!(state.path, [encode(record), "\n"], [:append])
  end

  # A small JSON encoder: maps, lists, strings, numbers, booleans, nil, atoms.
  defp encode(nil), do: "null"
  defp encode(true), do: "true"
  defp encode(false), do: "false"
  defp encode(value) when is_integer(value) or is_float(value), do: to_string(value)
  defp encode(value) when is_atom(value), do: encode(Atom.to_string(value))

  defp encode(value) when is_binary(value) do
    value = if String.valid?(value), do: value, else: inspect(value)
    [?", Enum.map(String.to_charlist(value), &escape/1), ?"]
  end

  defp encode(value) when is_list(value), do: [?[, Enum.intersperse(Enum.map(value, &encode/1), ?,), ?]]

  defp encode(value) when is_map(value) do
    pairs = Enum.map(value, fn {k, v} -> [encode(to_string(k)), ?:, encode(v)] end)
    [?{, Enum.intersperse(pairs, ?,), ?}]
  end

  defp encode(value), do: encode(inspect(value))

  defp escape(?"), do: "\\\""
  defp escape(?\\), do: "\\\\"
  defp escape(?\n), do: "\\n"
  defp escape(?\r), do: "\\r"
  defp escape(?\t), do: "\\t"
  defp escape(c) when c < 0x20, do: "\\u" <> String.pad_leading(Integer.to_string(c, 16), 4, "0")
  defp escape(c), do: <<c::utf8>>
end
`;

;// CONCATENATED MODULE: ./src/reports/exunit-events.ts
// A reader for the JSON lines testcage's ExUnit formatter writes
// (src/harness/exunit-formatter.ts). Every line comes out of the sandbox: lines
// that are not JSON objects, or lack what a record needs, are skipped.

const STATES = new Set(["passed", "failed", "error", "skipped", "excluded", "invalid"]);
function exunit_events_str(v) {
    return typeof v === "string" ? v : null;
}
function exunit_events_int(v) {
    return typeof v === "number" && Number.isInteger(v) ? v : null;
}
function exunit_events_strings(v) {
    return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
}
function readExunitEvents(text) {
    const out = { started: false, finished: false, tests: [], starts: [], moduleFailures: [] };
    for (const line of text.split("\n")) {
        const rec = parseRecord(line);
        if (!rec)
            continue;
        switch (rec["event"]) {
            case "suite_started":
                out.started = true;
                break;
            case "suite_finished":
                out.finished = true;
                break;
            case "test": {
                const name = exunit_events_str(rec["name"]);
                const state = exunit_events_str(rec["state"]);
                if (name === null || state === null || !STATES.has(state))
                    break;
                out.tests.push({
                    module: exunit_events_str(rec["module"]) ?? "",
                    name,
                    describe: exunit_events_str(rec["describe"]),
                    file: exunit_events_str(rec["file"]) || null,
                    line: exunit_events_int(rec["line"]),
                    state: state,
                    reason: exunit_events_str(rec["reason"]),
                    timeUs: exunit_events_int(rec["time_us"]),
                    message: exunit_events_str(rec["message"]),
                    frames: exunit_events_strings(rec["frames"]),
                });
                break;
            }
            case "test_started": {
                const name = exunit_events_str(rec["name"]);
                if (name === null)
                    break;
                out.starts.push({
                    module: exunit_events_str(rec["module"]) ?? "",
                    name,
                    describe: exunit_events_str(rec["describe"]),
                    file: exunit_events_str(rec["file"]) || null,
                    line: exunit_events_int(rec["line"]),
                });
                break;
            }
            case "module_failed":
                out.moduleFailures.push({
                    module: exunit_events_str(rec["module"]) ?? "",
                    file: exunit_events_str(rec["file"]),
                    message: exunit_events_str(rec["message"]),
                    frames: exunit_events_strings(rec["frames"]),
                });
                break;
            default:
                break;
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/frameworks/exunit.ts
// ExUnit (mix test), through an injected ExUnit formatter
// (src/harness/exunit-formatter.ts) that writes one JSON line per finished test,
// next to ExUnit's stock CLI formatter for the run log. The formatter is loaded
// with `elixir -r`, so the project needs no dependency and nothing is fetched.
//
// Captured per test:
// - id: file::Module::describe::name (name without ExUnit's "test " and describe
//   prefix; doctests keep "doctest Mod.fun/1 (1)").
// - status: passed; failed for assertion errors; error for anything else the
//   test raised, threw or exited with; skipped for @tag :skip and for tests a
//   tag filter excluded (ExUnit counts both in its total), with ExUnit's reason;
//   error for tests a failing setup_all invalidated, with that failure's message.
// - file and line: the test file; for failures the first stack frame in the test
//   file (the failing assertion, or the call into a helper), for a failing
//   doctest the iex> example in the module's file (the id keeps the test file), for invalid tests
//   the frame of the failing setup_all, else the test's definition line.
// - message and stack: ExUnit's own failure text (code, left/right, error), the
//   stack apart.
// - order: by file, then definition line (ExUnit runs modules in random order).
// - a test still running when the run timed out or was stopped: error, "did not
//   finish" (the formatter appends each line as it happens, so what finished
//   before the hang is kept).
//
// Compile errors (in lib/ or a test file) stop mix before any test runs: a
// collection error with the file and line Elixir names. A project without test
// files is no-tests.
//
// Coverage: "mix test --cover --export-coverage", then "mix test.coverage" on the
// export (mix's own table in the log) and an injected task writing lcov from the
// same data (src/harness/exunit-cover.ts, COVER_SCRIPT below).
//
// Not captured: per-test stdout (ExUnit has no per-test output capture short of
// wrapping each test in capture_io); formatters a test_helper.exs forces with
// ExUnit.start(formatters: ...) replace testcage's, and then no report is written.








const exunit_REPORT = "exunit.jsonl";
const exunit_FORMATTER_FILE = "testcage_formatter.exs";
const NO_HEX_FILE = "testcage_no_hex.exs";
/**
 * Loaded with `elixir -r` before mix: without the Hex archive (the runner image
 * has none, and hex.pm may be out of reach), Mix cannot describe a Hex dependency
 * at all and stops, even one `mix test` never loads (ex_doc only: :docs, the
 * usual case). Where no Hex archive is installed, this stand-in SCM describes Hex
 * dependencies, so the test environment's own are checked as with Hex (one that
 * is missing is "not available, run mix deps.get") and the others are left alone.
 */
const EXUNIT_NO_HEX = `# testcage: without Hex, Mix cannot even describe a Hex dependency and stops,
# though \`mix test\` loads only the test environment's dependencies. Where no Hex
# archive is installed, this stand-in describes them (a dependency of another
# environment, such as ex_doc only: :docs, is then left alone as with Hex) and
# refuses to fetch them; written by testcage.
defmodule TestcageNoHex.SCM do
  @behaviour Mix.SCM
  @impl true
  def fetchable?, do: true
  @impl true
  def format(_opts), do: "Hex package (Hex is not installed)"
  @impl true
  def format_lock(_opts), do: nil
  @impl true
  def accepts_options(_app, opts) do
    if Enum.any?([:git, :path, :github, :in_umbrella], &Keyword.has_key?(opts, &1)), do: nil, else: opts
  end
  @impl true
  def checked_out?(opts), do: File.dir?(opts[:dest])
  @impl true
  def lock_status(_opts), do: :ok
  @impl true
  def equal?(a, b), do: a[:dest] == b[:dest]
  @impl true
  def managers(_opts), do: []
  @impl true
  def checkout(_opts), do: Mix.raise("Hex is not installed: Hex packages cannot be fetched here")
  @impl true
  def update(opts), do: checkout(opts)
end

archives =
  if function_exported?(Mix, :path_for, 1),
    do: Mix.path_for(:archives),
    else: apply(Mix.Local, :path_for, [:archive])

if Path.wildcard(Path.join(archives, "hex-*")) == [] do
  Mix.start()
  Mix.SCM.append(TestcageNoHex.SCM)
end
`;
const exunit_TEST_FILE = /(^|\/)test\/(?:.*\/)?[^/]*_test\.exs$/;
function exunit_relative(root, file) {
    if (!file)
        return null;
    if (file.startsWith(`${root}/`))
        return external_node_path_.posix.normalize(file.slice(root.length + 1));
    return file.startsWith("/") ? null : external_node_path_.posix.normalize(file);
}
/** ExUnit's "test <describe> <name>" -> the name a person wrote. */
function shortName(t) {
    if (!t.name.startsWith("test "))
        return t.name;
    const rest = t.name.slice("test ".length);
    return t.describe && rest.startsWith(`${t.describe} `) ? rest.slice(t.describe.length + 1) : rest;
}
/** The other way, for --only test:"...": ExUnit matches its full test name. */
function fullName(suite, name) {
    if (name.startsWith("doctest "))
        return name;
    const describe = suite[1];
    return `test ${describe ? `${describe} ` : ""}${name}`;
}
/**
 * ExUnit's formatted failure: "  1) test x (Mod)\n     file:line\n     <body>\n
 * stacktrace:\n       frames". Returns the body as message and the frames as stack.
 */
function splitFailure(text) {
    if (!text)
        return { message: null, stack: null };
    const lines = text.trimEnd().split("\n");
    if (/^\s*\d+\) /.test(lines[0] ?? ""))
        lines.shift();
    if (/^\s+\S+:\d+$/.test(lines[0] ?? ""))
        lines.shift();
    const at = lines.findIndex((l) => /^\s*stacktrace:$/.test(l));
    const body = at === -1 ? lines : lines.slice(0, at);
    const frames = at === -1 ? [] : lines.slice(at + 1);
    return { message: (0,src_text/* tidy */.DZ)(dedent(body)), stack: (0,src_text/* tidy */.DZ)(dedent(frames)) };
}
function dedent(lines) {
    const indents = lines.filter((l) => l.trim() !== "").map((l) => /^ */.exec(l)[0].length);
    // A loop, not Math.min(...indents): a message of 200 000 lines would overflow the stack.
    const cut = indents.reduce((min, n) => Math.min(min, n), indents.length ? Infinity : 0);
    return lines
        .map((l) => l.slice(cut))
        .join("\n")
        .trim();
}
/** 1-based line of the first frame in the test file; frames are project-relative. */
function exunit_failingLine(frames, file) {
    if (!file)
        return null;
    for (const frame of frames) {
        const m = /^(.+):(\d+)$/.exec(frame);
        if (m && external_node_path_.posix.normalize(m[1]) === file)
            return Number(m[2]);
    }
    return null;
}
/** The first project frame ("lib/a.ex:5"), for a doctest whose example failed. */
function docFrame(frames) {
    for (const frame of frames) {
        const m = /^([^/(][^:]*):(\d+)$/.exec(frame);
        if (m && !m[1].startsWith(".."))
            return { file: external_node_path_.posix.normalize(m[1]), line: Number(m[2]) };
    }
    return null;
}
function exunit_statusOf(t) {
    switch (t.state) {
        case "passed":
            return "passed";
        case "failed":
            return "failed";
        case "skipped":
        case "excluded":
            return "skipped";
        default:
            return "error";
    }
}
function exunit_toTest(root, t, setupFailures) {
    const file = exunit_relative(root, t.file);
    const status = exunit_statusOf(t);
    const suite = t.describe ? [t.module, t.describe] : [t.module];
    const name = shortName(t);
    let message = null;
    let stack = null;
    let line = t.line;
    let where = file;
    if (t.state === "failed" || t.state === "error") {
        ({ message, stack } = splitFailure(t.message));
        line = exunit_failingLine(t.frames, file) ?? t.line;
        // A doctest fails in the module's docs: its frame points at the iex> example.
        const doc = t.name.startsWith("doctest ") ? docFrame(t.frames) : null;
        if (doc && exunit_failingLine(t.frames, file) === null)
            ({ file: where, line } = doc);
    }
    else if (t.state === "invalid") {
        const setup = setupFailures.get(t.module);
        const split = splitFailure(setup?.message ?? null);
        message = `setup_all failed, so the test did not run${split.message ? `: ${split.message}` : ""}`;
        stack = split.stack;
        line = (setup ? exunit_failingLine(setup.frames, file) : null) ?? t.line;
    }
    else if (t.state === "skipped" || t.state === "excluded") {
        message = t.state === "excluded" ? `excluded ${t.reason ?? ""}`.trim() : (t.reason ?? "skipped");
    }
    return {
        id: (0,frameworks_ids/* makeTestId */.WZ)(file, suite, name),
        name,
        suite,
        status,
        duration_ms: t.timeUs === null ? null : Math.round(t.timeUs / 1000),
        file: where,
        line,
        message: (0,src_text/* tidy */.DZ)(message),
        stack,
        stdout: null,
        stderr: null,
    };
}
/** By file, then definition line; same-line tests (made in a loop) by name, as ExUnit's order is random. */
function exunit_sourceOrder(tests) {
    return [...tests].sort((a, b) => (0,src_text/* byCodeUnit */.X)(a.file ?? "", b.file ?? "") || (a.line ?? 0) - (b.line ?? 0) || (0,src_text/* byCodeUnit */.X)(a.name, b.name));
}
/** Elixir's "** (CompileError) test/x_test.exs:5: ..." (or SyntaxError, TokenMissingError, ...). */
const COMPILE_ERROR = /^\*\* \(((?:[A-Z]\w*\.)*[A-Z]\w*Error)\) ([^\s:]+):(\d+)(?::\d+)?: (.*)$/m;
function compileError(input, root) {
    const text = `${input.stdout}\n${input.stderr}`;
    const m = COMPILE_ERROR.exec(text);
    if (m) {
        const file = exunit_relative(root, m[2]);
        return {
            kind: "collection",
            message: `${file ?? m[2]} does not compile: ${m[1]}: ${m[4].trim()}`,
            file,
            line: Number(m[3]),
            details: (0,src_text/* tidy */.DZ)(text.slice(Math.max(0, m.index - 200), m.index + 4000).trim()),
        };
    }
    const other = /^\*\* \(.+$/m.exec(text);
    if (other) {
        return {
            kind: "collection",
            message: `mix test stopped before running the tests: ${other[0].trim()}`,
            details: (0,src_text/* tidy */.DZ)(text.slice(other.index, other.index + 4000)),
        };
    }
    return null;
}
function exunit_filterArgs(filter) {
    const files = new Set();
    const args = [];
    for (const id of filter) {
        const parsed = (0,frameworks_ids/* parseTestId */.FG)(id);
        if (!parsed)
            continue;
        if (parsed.file !== "")
            files.add(parsed.file);
        args.push("--only", `test:${fullName(parsed.suite, parsed.name)}`);
    }
    return [...args, ...files];
}
const exunit_LCOV = "lcov.info";
const COVER_PROBLEM = "coverage-problem.txt";
const COVER_FILE = "testcage_cover.exs";
/**
 * Coverage runs in two steps ($0: the events report, $1: the harness of the second
 * step, then mix test's argv). "mix test --cover --export-coverage" exports the
 * cover data instead of judging it, so its exit status is the tests' alone. Once
 * the suite has finished, "mix test.coverage" prints mix's own table of that export
 * (its exit status, 3 below the project's threshold, is not kept) and testcage.lcov
 * writes the same data as lcov.
 */
const COVER_SCRIPT = [
    'events=$0; cover=$1; nohex=$2; shift 2; "$@"; rc=$?',
    `if grep -q '"event":"suite_finished"' "$events" 2>/dev/null; then`,
    "  echo \"testcage: mix test.coverage reports this run's exported cover data (its exit status is not the tests')\"",
    '  elixir -r "$nohex" -r "$cover" -S mix do test.coverage, testcage.lcov',
    "fi",
    'exit "$rc"',
].join("\n");
/** A mix.exs that hands --cover to another tool (ExCoveralls): that tool would judge the run. */
const OTHER_COVER_TOOL = /\btest_coverage\b[\s\S]*?\btool:\s*(?!Mix\.Tasks\.Test\.Coverage\b)([A-Z][\w.]*)/;
function otherCoverTool(mixExs) {
    return mixExs === undefined ? null : (OTHER_COVER_TOOL.exec(mixExs)?.[1] ?? null);
}
function coverageProblem(facts, testCommand) {
    if (testCommand)
        return testCommandCoverage("mix test").problem;
    const tool = otherCoverTool(facts.texts["mix.exs"]);
    if (tool === null)
        return null;
    return (`mix.exs sets test_coverage tool ${tool}, which mix test --cover would run and let judge the run; ` +
        "testcage measures with mix's own cover only, so this run has no coverage (run that tool with a test command)");
}
const exunit = {
    id: "exunit",
    name: "ExUnit",
    language: "elixir",
    detect(facts) {
        if (facts.files.includes("mix.exs") && facts.files.includes("test/test_helper.exs")) {
            return { score: 100, reason: "mix.exs and test/test_helper.exs present" };
        }
        if (facts.files.includes("mix.exs"))
            return { score: 50, reason: "mix.exs present" };
        const testFile = facts.files.find((f) => exunit_TEST_FILE.test(f));
        if (testFile)
            return { score: 10, reason: `Elixir test file ${testFile}` };
        return null;
    },
    plan({ paths, facts, filter, testCommand, coverage }) {
        const problem = coverage ? coverageProblem(facts, testCommand) : null;
        const measured = coverage === true && problem === null;
        const cover = harnessCoverage("lcov", exunit_LCOV, COVER_PROBLEM);
        const events = external_node_path_.posix.join(paths.reports, exunit_REPORT);
        const mixTest = [
            "elixir",
            "-r",
            external_node_path_.posix.join(paths.harness, NO_HEX_FILE),
            "-r",
            external_node_path_.posix.join(paths.harness, exunit_FORMATTER_FILE),
            "-S",
            "mix",
            "test",
            ...(measured ? ["--cover", "--export-coverage", "testcage"] : []),
            "--formatter",
            EXUNIT_FORMATTER_MODULE,
            "--formatter",
            "ExUnit.CLIFormatter",
            ...exunit_filterArgs(filter),
        ];
        const argv = testCommand
            ? ["sh", "-c", testCommand]
            : measured
                ? [
                    "sh",
                    "-c",
                    COVER_SCRIPT,
                    events,
                    external_node_path_.posix.join(paths.harness, COVER_FILE),
                    external_node_path_.posix.join(paths.harness, NO_HEX_FILE),
                    ...mixTest,
                ]
                : mixTest;
        return {
            argv,
            env: {
                [EXUNIT_REPORT_ENV]: events,
                ...(measured
                    ? {
                        [EXUNIT_COVER_RUN_ENV]: "1",
                        [EXUNIT_LCOV_ENV]: external_node_path_.posix.join(paths.reports, exunit_LCOV),
                        [EXUNIT_COVER_PROBLEM_ENV]: external_node_path_.posix.join(paths.reports, COVER_PROBLEM),
                    }
                    : {}),
                MIX_ENV: "test",
                // Elixir reads source as UTF-8 and warns without a UTF-8 locale.
                LANG: "C.UTF-8",
                LC_ALL: "C.UTF-8",
            },
            reports: [{ name: "events", file: exunit_REPORT }, ...(measured ? cover.reports : [])],
            coverage: measured ? cover.coverage : problem === null ? null : { problem },
            harness: [
                { name: NO_HEX_FILE, content: EXUNIT_NO_HEX },
                { name: exunit_FORMATTER_FILE, content: EXUNIT_FORMATTER },
                ...(measured ? [{ name: COVER_FILE, content: EXUNIT_COVER }] : []),
            ],
            requires: testCommand ? null : { program: "mix", hint: "install Elixir (mix) and Erlang/OTP" },
        };
    },
    parse(input) {
        const root = input.projectPath.replace(/\/+$/, "");
        const report = input.reports["events"];
        const events = report?.ok ? readExunitEvents(report.text) : null;
        const noTests = /^There are no tests to run$/m.test(input.stdout);
        if (!events || (!events.started && events.tests.length === 0)) {
            // mix stopped before ExUnit started: a compile error, or nothing to run.
            const err = compileError(input, root);
            if (err)
                return { tests: [], errors: [err], reportFound: false };
            if (noTests && input.exitCode === 0) {
                return {
                    tests: [],
                    errors: [
                        { kind: "no-tests", message: "mix test found no test files; they must be named test/**/*_test.exs" },
                    ],
                    reportFound: true,
                };
            }
            return { tests: [], errors: [], reportFound: false };
        }
        const setupFailures = new Map(events.moduleFailures.map((f) => [f.module, f]));
        const tests = exunit_sourceOrder(events.tests).map((t, order) => ({ ...exunit_toTest(root, t, setupFailures), order }));
        if (input.timedOut || input.exitCode === null) {
            const message = (0,frameworks_unfinished/* unfinishedMessage */.pR)(input, "mix test");
            const done = new Set(events.tests.map((t) => `${t.module}\u0000${t.name}`));
            for (const s of events.starts) {
                if (done.has(`${s.module}\u0000${s.name}`))
                    continue;
                const file = exunit_relative(root, s.file);
                const suite = s.describe ? [s.module, s.describe] : [s.module];
                tests.push({
                    ...(0,frameworks_unfinished/* unfinishedTest */.oh)({ file, suite, name: shortName(s), line: s.line }, message),
                    order: tests.length,
                });
            }
        }
        const errors = [];
        if (!events.finished && tests.length === 0) {
            errors.push(compileError(input, root) ?? {
                kind: "collection",
                message: `mix test stopped before any test finished: ${(0,src_text/* lastLine */.fM)(input.stderr) || (0,src_text/* lastLine */.fM)(input.stdout) || "no reason given"}`,
                details: (0,src_text/* tidy */.DZ)(input.stderr),
            });
        }
        if (tests.length === 0 && errors.length === 0) {
            errors.push({ kind: "no-tests", message: "mix test ran no tests; test files must be named test/**/*_test.exs" });
        }
        return { tests, errors, reportFound: true };
    },
};

;// CONCATENATED MODULE: ./src/frameworks/maven.ts
// Maven Surefire: the JUnit XML files Surefire writes itself
// (target/surefire-reports/TEST-*.xml, one per test class, in every module of a
// multi-module build), so any project with a stock Surefire works (JUnit 5 via the
// junit-platform provider, JUnit 4, TestNG's XML is the same format).
//
// The test phase is offline (`mvn -o`), so the install phase resolves everything
// it needs into the sandbox cache (-Dmaven.repo.local=<cache>/m2): the project's
// dependencies and plugins (dependency:go-offline), and, because Surefire picks its
// test-framework provider (surefire-junit-platform, -junit4, -junit47) and the
// JUnit Platform launcher only when the tests run, those too, for every Surefire
// version and JUnit Platform version go-offline brought in (the providers of the
// frameworks found in the cache: JUnit Platform, JUnit 4, TestNG). Each is resolved
// in its own module of a throwaway reactor, so Maven's version mediation cannot
// leave out the versions Surefire later asks for. A stamp named after a checksum of
// the pom.xml files skips all of this when the cache already has it (warm runs), and
// an empty cache starts from the java runner image's seed repository (common plugins,
// JUnit 5 and 4, resolved by this same script when the image is built), so a cold
// run downloads only what the seed lacks, and needs no network when it lacks nothing.
//
// The test phase runs `mvn test` with -Dmaven.test.failure.ignore (every module's
// tests run, failing or not) and -fae (modules that do not depend on a broken one
// still run), then one shell step gathers every module's TEST-*.xml into one report
// file, each preceded by a `<!-- testcage-report ./<module>/target/surefire-reports/<file> -->`
// line and without the <properties> block (the JVM's system properties: large and
// useless here). Reports left in the copy from an earlier build are removed first.
//
// Coverage (JaCoCo): the plugin runs by its coordinates, so the pom stays as it is:
// `mvn -o ... org.jacoco:jacoco-maven-plugin:<v>:prepare-agent test ...:report`, with
// the same -Dmaven.test.failure.ignore, so failing tests still leave a report. Each
// module's target/site/jacoco/jacoco.xml becomes one <group> of a single gathered
// report (readJacoco walks groups; package-relative paths resolve by suffix against
// the project's files), and the modules' jacoco.csv (JaCoCo's own per-class counts)
// are gathered into one CSV kept with the run's reports. Per module, as JaCoCo's
// `report` goal measures: a module's classes exercised only by another module's
// tests count as uncovered (report-aggregate would need a pom change). The install
// phase resolves the plugin and its agent by running both goals on an empty project,
// unless the cache (the image's seed, which this same script fills) has the agent.
//
// Captured per test:
// - status from <failure> (failed: an assertion), <error> (error: any other
//   exception), <skipped> (@Disabled, @Ignore, a failed assumption);
// - suite = the class path: calc.CalcTest$Dividing -> [CalcTest, Dividing]; name as
//   Surefire writes it, with a JUnit 5 parametrized index kept: "addsMany(int, int)[2]"
//   (parameters "2");
// - file: the top-level class mapped to <module>/src/test/java/<package>/<Class>.java
//   (or src/test/kotlin|groovy when that file exists);
// - line: for a failure, the stack frame of the test method itself in that class
//   (as Surefire's own summary "CalcTest.addsWrong:23"), else the first frame in the
//   test's file; otherwise the method's declaration line found in the source;
// - message (the failure's message, or the exception line), stack, stdout and stderr
//   (<system-out>/<system-err>, per test with Surefire 3), duration;
// - order: source order (file, then declaration line) where the source is readable.
// Compile errors (javac's `File.java:[line,col] message` lines), dependency or plugin
// resolution failures and a crashed test JVM become "collection" errors from Maven's
// own output; no report and no error at all is "no-tests".
// Not captured: JUnit 5 display names (Surefire's XML carries method names unless
// the project configures its phrased reporter), the parameter values of a
// parametrized case (only its index), retries (rerunFailingTestsCount counts as the
// final outcome), and tests of modules whose build failed before Surefire ran.
// The Maven wrapper (./mvnw) is not used: it downloads Maven itself; the image's mvn is.







const maven_REPORT = "surefire-reports.xml";
/** JaCoCo's Maven plugin, run by coordinates so the project's pom is left as it is. */
const JACOCO_VERSION = "0.8.13";
const JACOCO_PLUGIN = `org.jacoco:jacoco-maven-plugin:${JACOCO_VERSION}`;
/** Every module's jacoco.xml, merged into one report (each module's <report> as a <group>). */
const JACOCO_XML = "jacoco.xml";
/** Every module's jacoco.csv (JaCoCo's own per-class counts), one header line. */
const JACOCO_CSV = "jacoco.csv";
const DEPENDENCY_PLUGIN = "org.apache.maven.plugins:maven-dependency-plugin:3.6.1";
const MARKER = /^<!-- testcage-report (.+?) -->$/;
const MAX_ERRORS = 50;
/** testcage's java runner image ships a Maven repository with common plugins and JUnit (runner-images/java/seed). */
const MAVEN_SEED = "/opt/testcage/m2";
/** Maven's own JVM runs briefly: the C1 compiler alone starts it faster (the forked test JVM is not affected). */
const MAVEN_OPTS = "-XX:+TieredCompilation -XX:TieredStopAtLevel=1 -Djava.awt.headless=true";
// ---------------------------------------------------------------------------
// detect, install, plan
function maven_detect(facts) {
    if (facts.files.includes("pom.xml"))
        return { score: 100, reason: "pom.xml present" };
    const pom = facts.files.find((f) => f.endsWith("/pom.xml"));
    if (pom)
        return { score: 20, reason: `Maven project ${pom}` };
    return null;
}
function maven_shQuote(word) {
    return `'${word.replace(/'/g, "'\\''")}'`;
}
const mavenRepo = (paths) => `${paths.cache}/m2`;
/**
 * The install phase: dependencies and plugins, then Surefire's providers and the
 * JUnit Platform launcher for the versions found, each in a module of its own.
 */
function mavenInstallScript(repo) {
    const r = maven_shQuote(repo);
    const has = (path) => `[ -d ${r}/${path} ]`;
    return [
        "set -e",
        'command -v mvn >/dev/null || { echo "mvn was not found on PATH; use an image with Maven" >&2; exit 127; }',
        // A cache that already holds what these exact pom.xml files need is not resolved again.
        `stamp=${r}/.testcage-resolved-$(find . -name pom.xml -type f -not -path '*/target/*' | sort | while IFS= read -r f; do cat "$f"; done | cksum | cut -d' ' -f1)`,
        'if [ -f "$stamp" ]; then echo "testcage: the Maven cache already holds what these pom.xml files need"; exit 0; fi',
        // An empty cache starts from the image's seed, so only what it lacks is downloaded.
        `if [ -d ${MAVEN_SEED}/org ] && [ ! -d ${r}/org ]; then mkdir -p ${r} && cp -R ${MAVEN_SEED}/. ${r}/; fi`,
        `mvn -B -ntp -Dmaven.repo.local=${r} ${DEPENDENCY_PLUGIN}:go-offline`,
        // go-offline misses what only the build itself loads: build extensions (a
        // packaging such as bundle) and the plugins and plugin dependencies of the
        // lifecycle they bring. The build up to the test phase, nothing compiled and no
        // test run, loads every one of them as the offline test phase will. It only loads:
        // with nothing compiled, a plugin that reads a sibling module's classes (a
        // duplicate finder, an enforcer rule) fails, so --fail-never goes on through every
        // module; what it could not load, the offline test phase names.
        `mvn -B -ntp -q -fn -Dmaven.repo.local=${r} -DskipTests -Dmaven.main.skip=true -Dmaven.test.skip=true -Dmaven.resources.skip=true test`,
        `d=${r}/../testcage-providers; rm -rf "$d"; mkdir -p "$d"; n=0; mods=""`,
        'add() { n=$((n+1)); mods="$mods<module>m$n</module>"; mkdir -p "$d/m$n"; ' +
            "printf '<project><modelVersion>4.0.0</modelVersion><groupId>testcage.providers</groupId><artifactId>m%s</artifactId><version>0</version><packaging>pom</packaging><dependencies><dependency><groupId>%s</groupId><artifactId>%s</artifactId><version>%s</version></dependency></dependencies></project>\\n' " +
            '"$n" "$1" "$2" "$3" > "$d/m$n/pom.xml"; }',
        // The providers Surefire can pick for the test frameworks now in the cache.
        'providers=""',
        `${has("org/junit/platform/junit-platform-engine")} && providers="$providers surefire-junit-platform"`,
        `${has("junit/junit")} && providers="$providers surefire-junit4 surefire-junit47"`,
        `${has("org/testng/testng")} && providers="$providers surefire-testng"`,
        `for v in $(ls ${r}/org/apache/maven/plugins/maven-surefire-plugin ${r}/org/apache/maven/plugins/maven-failsafe-plugin 2>/dev/null | grep -E '^[0-9]' | sort -u); do`,
        '  for p in $providers; do add org.apache.maven.surefire "$p" "$v"; done',
        "done",
        `for v in $(ls ${r}/org/junit/platform/junit-platform-engine 2>/dev/null | grep -E '^[0-9]'); do add org.junit.platform junit-platform-launcher "$v"; done`,
        'if [ "$n" -gt 0 ]; then',
        '  printf \'<project><modelVersion>4.0.0</modelVersion><groupId>testcage.providers</groupId><artifactId>all</artifactId><version>0</version><packaging>pom</packaging><modules>%s</modules></project>\\n\' "$mods" > "$d/pom.xml"',
        `  mvn -B -ntp -q -Dmaven.repo.local=${r} -f "$d/pom.xml" ${DEPENDENCY_PLUGIN}:resolve`,
        "fi",
        // JaCoCo's plugin and agent, for a test phase with coverage asked for: running its
        // goals once on an empty project resolves them as Maven later needs them offline.
        // Skipped when the cache (the seed) already holds the agent.
        `if [ ! -f ${r}/org/jacoco/org.jacoco.agent/${JACOCO_VERSION}/org.jacoco.agent-${JACOCO_VERSION}-runtime.jar ]; then`,
        `  j=${r}/../testcage-jacoco; rm -rf "$j"; mkdir -p "$j"`,
        "  printf '<project><modelVersion>4.0.0</modelVersion><groupId>testcage.jacoco</groupId><artifactId>jacoco</artifactId><version>0</version><packaging>pom</packaging></project>\\n' > \"$j/pom.xml\"",
        `  mvn -B -ntp -q -Dmaven.repo.local=${r} -f "$j/pom.xml" ${JACOCO_PLUGIN}:prepare-agent ${JACOCO_PLUGIN}:report`,
        '  rm -rf "$j"',
        "fi",
        'touch "$stamp"',
    ].join("\n");
}
function maven_install({ paths, facts }) {
    if (!facts.files.includes("pom.xml"))
        return null;
    return {
        command: mavenInstallScript(mavenRepo(paths)),
        env: { MAVEN_OPTS },
        testEnv: {},
        reason: "pom.xml: dependencies, plugins and Surefire providers for the offline test phase",
        summary: "mvn dependency:go-offline, then the build up to the test phase with nothing compiled or run (plugins and extensions), then Surefire's providers",
    };
}
/**
 * Test ids -> Surefire's -Dtest: "pkg.Class#method+method2,pkg.Other". Nested
 * classes run through their outer class (`Outer$Inner` patterns are not matched by
 * every provider), so a nested test selects all tests of that method name in the
 * outer class; null when no id can be expressed.
 */
function surefireTestFilter(filter) {
    const byClass = new Map();
    for (const id of filter) {
        const parsed = (0,frameworks_ids/* parseTestId */.FG)(id);
        if (!parsed || parsed.suite.length === 0)
            continue;
        const pkg = packageOfFile(parsed.file);
        if (pkg === null)
            continue;
        const cls = [...pkg, parsed.suite[0]].join(".");
        const method = parsed.name.replace(/[([].*$/, "");
        if (!/^[\w$.]+$/.test(cls) || !/^[\w$]+$/.test(method))
            continue;
        const methods = byClass.get(cls) ?? new Set();
        methods.add(method);
        byClass.set(cls, methods);
    }
    if (byClass.size === 0)
        return null;
    return [...byClass].map(([cls, methods]) => `${cls}#${[...methods].join("+")}`).join(",");
}
/** ".../src/test/java/calc/CalcTest.java" -> ["calc"]; null when not under a source root. */
function packageOfFile(file) {
    const m = /(?:^|\/)src\/[^/]+\/(?:java|kotlin|groovy|scala)\/(.+)\/[^/]+$|(?:^|\/)src\/[^/]+\/(?:java|kotlin|groovy|scala)\/[^/]+$/.exec(file);
    if (!m)
        return null;
    return m[1] ? m[1].split("/") : [];
}
/** Runs mvn, then gathers every module's reports into one file ($0). */
const GATHER = [
    "find . -type d -name surefire-reports -prune -exec rm -rf {} + 2>/dev/null",
    // A SIGINT (the timeout) reaches this shell too: trapped, so the reports of the
    // classes that finished are still gathered; a trap (unlike an ignored signal) is
    // not inherited, so mvn still gets the SIGINT.
    "trap 'rc=130' INT",
    '"$@"; rc=$?',
    "find . -type f -path '*/surefire-reports/TEST-*.xml' | sort | while IFS= read -r f; do " +
        "printf '<!-- testcage-report %s -->\\n' \"$f\"; sed -e '/<properties>/,/<\\/properties>/d' \"$f\"; echo; " +
        'done > "$0"',
    'exit "$rc"',
].join("\n");
/**
 * GATHER with JaCoCo ($1: the reports folder): earlier builds' execution data and
 * reports are removed first (the agent appends to jacoco.exec); afterwards every
 * module's target/site/jacoco/jacoco.xml becomes one <group> of a single report
 * (prolog and external DOCTYPE dropped), and their jacoco.csv files one CSV.
 */
const GATHER_JACOCO = [
    "reports=$1; shift",
    "find . -type d -path '*/target/site/jacoco' -prune -exec rm -rf {} + 2>/dev/null",
    "find . -type f -path '*/target/jacoco.exec' -exec rm -f {} + 2>/dev/null",
    GATHER.replace('exit "$rc"', ""),
    "xmls=$(find . -type f -path '*/target/site/jacoco/jacoco.xml' | sort)",
    'if [ -n "$xmls" ]; then',
    "  { printf '<report name=\"testcage\">'; for f in $xmls; do " +
        "sed -e 's/<?xml[^>]*?>//' -e 's/<!DOCTYPE[^>]*>//' -e 's/<report /<group /' -e 's/<\\/report>/<\\/group>/' \"$f\"; " +
        `done; printf '</report>\\n'; } > "$reports/${JACOCO_XML}"`,
    `  find . -type f -path '*/target/site/jacoco/jacoco.csv' | sort | while IFS= read -r f; do cat "$f"; done | awk 'NR == 1 || !/^GROUP,/' > "$reports/${JACOCO_CSV}"`,
    "fi",
    'exit "$rc"',
].join("\n");
function maven_plan({ paths, filter, testCommand, coverage }) {
    const reports = [{ name: "surefire", file: maven_REPORT }];
    const env = { MAVEN_OPTS };
    const out = `${paths.reports}/${maven_REPORT}`;
    if (testCommand) {
        return {
            argv: ["sh", "-c", GATHER, out, "sh", "-c", testCommand],
            env,
            reports,
            harness: [],
            requires: null,
            coverage: coverage ? testCommandCoverage("mvn") : null,
        };
    }
    const tests = surefireTestFilter(filter);
    const mvn = [
        "mvn",
        "-B",
        "-ntp",
        "-o",
        `-Dmaven.repo.local=${mavenRepo(paths)}`,
        "-Dmaven.test.failure.ignore=true",
        "-DtrimStackTrace=false",
        "-Dstyle.color=never",
        "-fae",
        ...(tests ? [`-Dtest=${tests}`, "-Dsurefire.failIfNoSpecifiedTests=false"] : []),
        ...(coverage ? [`${JACOCO_PLUGIN}:prepare-agent`, "test", `${JACOCO_PLUGIN}:report`] : ["test"]),
    ];
    const requires = { program: "mvn", hint: "install Maven 3.6 or newer and a JDK, or use a runner image with Maven" };
    if (!coverage)
        return { argv: ["sh", "-c", GATHER, out, ...mvn], env, reports, harness: [], requires, coverage: null };
    return {
        argv: ["sh", "-c", GATHER_JACOCO, out, paths.reports, ...mvn],
        env,
        reports: [...reports, { name: "jacoco", file: JACOCO_XML }, { name: JACOCO_CSV, file: JACOCO_CSV }],
        harness: [],
        requires,
        coverage: { report: "jacoco", format: "jacoco" },
    };
}
/** Splits the gathered file at its marker lines. */
function splitReports(text) {
    const files = [];
    let current = null;
    const flush = () => {
        if (current)
            files.push({ module: moduleOf(current.path), path: current.path, xml: current.lines.join("\n") });
    };
    for (const line of text.split("\n")) {
        const m = MARKER.exec(line);
        if (m) {
            flush();
            current = { path: m[1], lines: [] };
        }
        else if (current)
            current.lines.push(line);
    }
    flush();
    return files.filter((f) => f.xml.trim() !== "");
}
function moduleOf(reportPath) {
    const rel = external_node_path_.posix.normalize(reportPath.replace(/^\.\//, ""));
    const dir = external_node_path_.posix.dirname(rel); // <module>/target/surefire-reports
    const parent = external_node_path_.posix.dirname(dir);
    const module = external_node_path_.posix.basename(parent) === "target" ? external_node_path_.posix.dirname(parent) : parent;
    return module === "" ? "." : module;
}
const maven_joinDir = (dir, rel) => (dir === "." ? rel : `${dir}/${rel}`);
function classInfo(classname) {
    const parts = classname.split(".");
    const last = parts.pop() ?? "";
    return { pkg: parts, classes: last.split("$").filter((c) => c !== "") };
}
const SOURCE_ROOTS = [
    ["src/test/java", ".java"],
    ["src/test/kotlin", ".kt"],
    ["src/test/groovy", ".groovy"],
    ["src/test/scala", ".scala"],
];
/** The test class's source file: the first convention whose file exists, else the Java one. */
function sourceFile(module, info, input, frameFile) {
    const top = info.classes[0];
    if (!top)
        return null;
    const pkgDir = info.pkg.join("/");
    const names = [frameFile, ...SOURCE_ROOTS.map(([, ext]) => `${top}${ext}`)].filter((n) => !!n);
    for (const [root] of SOURCE_ROOTS) {
        for (const name of names) {
            const path = maven_joinDir(module, [root, pkgDir, name].filter((p) => p !== "").join("/"));
            if (input.readSource(path) !== undefined)
                return path;
        }
    }
    return maven_joinDir(module, [SOURCE_ROOTS[0][0], pkgDir, `${top}.java`].filter((p) => p !== "").join("/"));
}
/** 1-based line of the method's declaration, searching after the nested class's declaration. */
function declarationLine(source, info, method) {
    if (source === undefined || !/^[\w$]+$/.test(method))
        return null;
    const lines = source.split("\n");
    let from = 0;
    for (const cls of info.classes.slice(1)) {
        const re = new RegExp(`\\b(class|interface|object|record)\\s+${cls.replace(/\$/g, "\\$")}\\b`);
        const at = lines.findIndex((l, i) => i >= from && re.test(l));
        if (at >= 0)
            from = at;
    }
    const decl = new RegExp(`(\\bvoid|\\bfun|\\bdef|[\\w>\\]])\\s+${method.replace(/\$/g, "\\$")}\\s*\\(`);
    const at = lines.findIndex((l, i) => i >= from && decl.test(l) && !/^\s*(\/\/|\*)/.test(l));
    return at >= 0 ? at + 1 : null;
}
const maven_FRAME = /^\s*at (?:[\w.$/]+\/)?([\w.$]+)\.([\w$<>]+)\(([^():]+):(\d+)\)/;
function maven_frames(stack) {
    const out = [];
    for (const line of stack.split("\n")) {
        const m = maven_FRAME.exec(line);
        if (m)
            out.push({ cls: m[1], method: m[2], file: m[3], line: Number(m[4]) });
    }
    return out;
}
/** The frame of the test method itself, else the first frame anywhere in the test's top-level class. */
function failingFrame(stack, classname, method) {
    const all = maven_frames(stack);
    const top = classname.split("$")[0];
    return (all.find((f) => f.cls === classname && f.method === method) ??
        all.find((f) => f.cls === top || f.cls.startsWith(`${top}$`)) ??
        null);
}
// ---------------------------------------------------------------------------
// tests
/** "java.lang.AssertionError: msg" -> "msg" for one-line messages. */
function exceptionMessage(text) {
    const line = (0,src_text/* firstLine */.TM)(text);
    const m = /^[\w.$]+(?:Exception|Error|Throwable|Failure)[\w$]*: (.*)$/.exec(line);
    return m ? m[1] : line;
}
function maven_toTest(tc, report, index, input) {
    const info = classInfo(tc.classname);
    const status = (0,junit/* junitStatus */.Ri)(tc);
    const text = tc.outcome?.text ?? "";
    const method = tc.name.replace(/[([].*$/, "").trim();
    const failed = status === "failed" || status === "error";
    const frame = failed ? failingFrame(text, tc.classname, method) : null;
    const file = sourceFile(report.module, info, input, frame?.file ?? null);
    const source = file ? input.readSource(file) : undefined;
    const defLine = declarationLine(source, info, method);
    const suite = info.classes.length > 0 ? info.classes : [tc.classname];
    const param = (0,junit/* jvmCaseParameters */.Ww)(tc.name);
    let message = tc.outcome?.message ?? null;
    if (message === null && text.trim() !== "")
        message = exceptionMessage(text);
    if (message === null && failed)
        message = `${tc.outcome?.type ?? "failed"}`;
    const test = {
        id: (0,frameworks_ids/* makeTestId */.WZ)(file, suite, tc.name),
        name: tc.name,
        suite,
        status,
        duration_ms: tc.timeSeconds === null ? null : Math.round(tc.timeSeconds * 1000),
        file,
        line: frame?.line ?? defLine,
        message: (0,src_text/* tidy */.DZ)(message),
        stack: failed ? (0,src_text/* tidy */.DZ)(text) : null,
        stdout: (0,src_text/* tidy */.DZ)(tc.systemOut),
        stderr: (0,src_text/* tidy */.DZ)(tc.systemErr),
        parameters: param,
    };
    return { test, sortKey: [file ?? "", defLine ?? Number.MAX_SAFE_INTEGER, index] };
}
// ---------------------------------------------------------------------------
// Maven's own output: compile errors and build failures
/** javac through maven-compiler-plugin: "[ERROR] /abs/File.java:[10,31] message". */
const JAVAC = /^\[ERROR\] (\S.*?\.(?:java|kt|groovy|scala)):\[(\d+)(?:,\d+)?\] (.+)$/;
const FAILED_GOAL = /^\[ERROR\] Failed to execute goal (\S+) (?:\([^)]*\) )?on project ([^:\s]+): (.+)$/;
function maven_relativeToProject(path, projectPath) {
    const root = projectPath.replace(/\/+$/, "");
    if (path.startsWith(`${root}/`))
        return external_node_path_.posix.normalize(path.slice(root.length + 1));
    if (!path.startsWith("/"))
        return external_node_path_.posix.normalize(path);
    return null;
}
function maven_offlineHint(text) {
    return /offline mode|has not been downloaded|Could not resolve|could not be resolved/.test(text)
        ? "; the test phase is offline and this was not resolved by the install phase (dependency:go-offline); check the dependency's coordinates, or resolve it with --install-command"
        : "";
}
function mavenOutputErrors(log, projectPath) {
    const lines = log.split("\n").map((l) => l.replace(/\r$/, ""));
    const errors = [];
    const seen = new Set();
    for (const line of lines) {
        const m = JAVAC.exec(line);
        if (!m)
            continue;
        const file = maven_relativeToProject(m[1], projectPath);
        const key = `${file ?? m[1]}:${m[2]}:${m[3]}`;
        if (seen.has(key) || errors.length >= MAX_ERRORS)
            continue;
        seen.add(key);
        errors.push({
            kind: "collection",
            message: `compilation failed, so the tests did not run: ${file ?? m[1]}:${m[2]}: ${m[3]}`,
            file,
            line: Number(m[2]),
            details: null,
        });
    }
    for (const line of lines) {
        const m = FAILED_GOAL.exec(line);
        if (!m)
            continue;
        const goal = m[1];
        const said = m[3].replace(/\s*->\s*\[Help \d+\]$/, "");
        if (/maven-compiler-plugin/.test(goal) && errors.some((e) => e.line !== null))
            continue;
        if (/maven-surefire-plugin/.test(goal) && /There are test failures|There are test errors/.test(said))
            continue;
        errors.push({
            kind: "collection",
            message: `Maven failed in module ${m[2]} (${goal.replace(/^org\.apache\.maven\.plugins:/, "")}): ${said}${maven_offlineHint(said)}`,
            details: null,
        });
    }
    return errors;
}
function missingMaven(input) {
    if (input.exitCode === 127 || /mvn: (command )?not found|mvn: not found/.test(input.stderr + input.stdout)) {
        return [
            {
                kind: "framework-missing",
                message: "the mvn command was not found; install Maven and a JDK, or use a runner image with Maven",
            },
        ];
    }
    return [];
}
const TEST_METHOD = /@(?:Test|ParameterizedTest|RepeatedTest|TestFactory|TestTemplate)\b[^\n]*\n(?:\s*@[^\n]*\n)*\s*(?:(?:public|protected|private|static|final)\s+)*(?:void|fun|def)\s+([\w$]+)/g;
/**
 * Surefire writes a class's report only once the class is done and prints just
 * "Running <class>" as it starts: a stopped run's unfinished class is the one
 * with no "Tests run: … in <class>" line after it. The test is named when the
 * class has one test method, else the class stands for it.
 */
function unfinishedClasses(log, input, order) {
    const running = new Set();
    for (const m of log.matchAll(/^\[INFO\] (?:Running ([\w.$]+)|Tests run: .* -- in ([\w.$]+))\s*$/gm)) {
        if (m[1])
            running.add(m[1]);
        else
            running.delete(m[2]);
    }
    const message = (0,frameworks_unfinished/* unfinishedMessage */.pR)(input, "Maven");
    return [...running].slice(0, 16).map((cls, i) => {
        const info = classInfo(cls);
        const file = sourceFile(".", info, input, null);
        const source = file === null ? undefined : input.readSource(file);
        const methods = source === undefined ? [] : [...source.matchAll(TEST_METHOD)].map((m) => m[1]);
        const inner = info.classes.at(-1) ?? cls;
        const where = methods.length === 1
            ? { suite: info.classes, name: methods[0], line: declarationLine(source, info, methods[0]) }
            : { suite: info.classes.slice(0, -1), name: inner, line: classLine(source, inner) };
        return { ...(0,frameworks_unfinished/* unfinishedTest */.oh)({ file, ...where }, message), order: order + i };
    });
}
function classLine(source, cls) {
    if (source === undefined)
        return null;
    const re = new RegExp(`\\b(class|object)\\s+${cls.replace(/\$/g, "\\$")}\\b`);
    const at = source.split("\n").findIndex((l) => re.test(l));
    return at >= 0 ? at + 1 : null;
}
function maven_parse(input) {
    const report = input.reports["surefire"];
    const log = `${input.stdout}\n${input.stderr}`;
    if (!report?.ok) {
        const missing = missingMaven(input);
        if (missing.length > 0)
            return { tests: [], errors: missing, reportFound: true };
        const errors = mavenOutputErrors(log, input.projectPath);
        return { tests: [], errors, reportFound: errors.length > 0 };
    }
    const located = [];
    const errors = [];
    for (const file of splitReports(report.text)) {
        let cases;
        try {
            cases = (0,junit/* readJunit */.fK)(file.xml);
        }
        catch (e) {
            errors.push({
                kind: "report-invalid",
                message: `Surefire report ${file.path} could not be read: ${e.message}`,
            });
            continue;
        }
        for (const tc of cases) {
            if (tc.name === "")
                continue;
            located.push(maven_toTest(tc, file, located.length, input));
        }
    }
    located.sort((a, b) => {
        const [fa, la, ia] = a.sortKey;
        const [fb, lb, ib] = b.sortKey;
        return fa < fb ? -1 : fa > fb ? 1 : la - lb || ia - ib;
    });
    const tests = located.map((l, i) => ({ ...l.test, order: i }));
    if (input.timedOut || input.exitCode === null)
        for (const t of unfinishedClasses(log, input, tests.length))
            tests.push(t);
    for (const e of mavenOutputErrors(log, input.projectPath))
        errors.push(e);
    if (tests.length === 0 && errors.length === 0) {
        (0,arrays/* pushAll */.i)(errors, missingMaven(input));
    }
    if (tests.length === 0 && errors.length === 0) {
        errors.push(input.exitCode === 0 || input.exitCode === null
            ? {
                kind: "no-tests",
                message: "Surefire ran no tests; test classes live in src/test/java and are named *Test, Test*, *Tests or *TestCase",
            }
            : {
                kind: "collection",
                message: `mvn exited with ${input.exitCode} before any test ran: ${(0,src_text/* firstLine */.TM)(log
                    .split("\n")
                    .filter((l) => l.startsWith("[ERROR]"))
                    .join("\n")).replace(/^\[ERROR\]\s*/, "") || "see the log"}`,
            });
    }
    return { tests, errors, reportFound: true };
}
const maven = {
    id: "maven",
    name: "Maven Surefire",
    language: "java",
    detect: maven_detect,
    plan: maven_plan,
    parse: maven_parse,
    install: maven_install,
};

;// CONCATENATED MODULE: ./src/harness/cargo-coverage.ts
// Harness file for `cargo test` with coverage: a POSIX sh script, kept as source
// text so it survives bundling into dist/, that runs the tests under LLVM's
// source-based coverage (rustc -C instrument-coverage) and turns the profiles
// into llvm-cov's lcov export, as cargo-llvm-cov does, without needing that tool.
//
// Why a script in the sandbox and not flags: whether this toolchain can measure is
// only known where it runs. It needs the profiler runtime in rustc's sysroot
// (rustup's toolchains and Debian's rustc-web have it; Debian's rustc 1.63 does
// not) and llvm-profdata and llvm-cov of the same LLVM major version as rustc
// (rustup's llvm-tools component, or Debian's llvm-N). Without them the tests run
// exactly as without coverage and the reason is written for the coverage step.
//
// The source avoids backticks and "${" so it can live in a String.raw literal.
/** Env: the reports folder, where the lcov export and the scratch profiles go. */
const CARGO_COVERAGE_DIR_ENV = "TESTCAGE_COVERAGE_DIR";
/** Env: the file to write why coverage could not be measured. */
const CARGO_COVERAGE_PROBLEM_ENV = "TESTCAGE_COVERAGE_PROBLEM";
/** The lcov file the script writes into the reports folder. */
const CARGO_COVERAGE_LCOV = "llvm-cov.lcov";
const CARGO_COVERAGE = String.raw `# testcage: cargo test with LLVM source-based coverage. Written by testcage into a
# read-only harness folder; it is not part of the project under test.
#   sh <this file> cargo test ARGS...
# Runs the tests with RUSTFLAGS="-C instrument-coverage"; their output (stderr
# merged) is the run's output and their exit status the run's. Then it merges the
# profiles with llvm-profdata, writes llvm-cov's lcov export of the project's own
# .rs files to $TESTCAGE_COVERAGE_DIR/llvm-cov.lcov and prints llvm-cov's report
# table for the same files and the same test binaries. When this toolchain cannot
# measure, the reason goes to $TESTCAGE_COVERAGE_PROBLEM and the tests run as
# they would without coverage.

out=$TESTCAGE_COVERAGE_DIR
cargo=$1
declined() { printf '%s\n' "$1" >"$TESTCAGE_COVERAGE_PROBLEM" 2>/dev/null; }

rustc=rustc
if [ -n "$RUSTC" ]; then rustc=$RUSTC; fi
version=$("$rustc" -vV 2>/dev/null)
if [ -z "$version" ]; then
  declined "rustc did not start, so coverage was not measured"
  exec "$@" 2>&1
fi
release=$(printf '%s\n' "$version" | sed -n 's/^release: //p')
host=$(printf '%s\n' "$version" | sed -n 's/^host: //p')
llvm=$(printf '%s\n' "$version" | sed -n 's/^LLVM version: \([0-9][0-9]*\).*/\1/p')
rustlib=$("$rustc" --print sysroot 2>/dev/null)/lib/rustlib/$host

if ! ls "$rustlib/lib" 2>/dev/null | grep -q '^libprofiler_builtins-'; then
  declined "rustc $release has no profiler runtime (profiler_builtins), which -C instrument-coverage needs: use a rustup toolchain, or Debian's rustc-web instead of rustc"
  exec "$@" 2>&1
fi
if [ -z "$llvm" ]; then
  declined "rustc $release does not say which LLVM it was built with (rustc -vV), so no matching llvm-cov can be chosen"
  exec "$@" 2>&1
fi

# llvm-profdata and llvm-cov read the profile and mapping formats of their own LLVM:
# only tools of rustc's LLVM major version are used. Where rustup's llvm-tools
# component puts them first, then Debian's versioned names, then plain names.
llvm_major() { "$1" --version 2>/dev/null | sed -n 's/.*LLVM version \([0-9][0-9]*\).*/\1/p' | head -n 1; }
find_tool() {
  for candidate in "$rustlib/bin/$1" "$(command -v "$1-$llvm" 2>/dev/null)" "$(command -v "$1" 2>/dev/null)"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ] && [ "$(llvm_major "$candidate")" = "$llvm" ]; then
      printf '%s\n' "$candidate"
      return 0
    fi
  done
  return 1
}
profdata=$(find_tool llvm-profdata)
cov=$(find_tool llvm-cov)
if [ -z "$profdata" ] || [ -z "$cov" ]; then
  declined "llvm-profdata and llvm-cov of LLVM $llvm (the LLVM of rustc $release) were not found: add rustup's llvm-tools component (rustup component add llvm-tools-preview), or install Debian's llvm-$llvm"
  exec "$@" 2>&1
fi

# The project's .rs files: what llvm-cov reports on (dependencies, the standard
# library and a vendor/ or target/ folder are not the project's). find never
# follows a symlink, so a planted link loop cannot make this walk endless.
project=$(pwd -P)
sources() {
  find "$project" \( -path "$project/target" -o -path "$project/vendor" -o -name '.*' \) -prune \
    -o -type f -name '*.rs' "$@"
}

# rustc maps the code to the absolute paths of the copy it compiled, and cargo does
# not rebuild a cached crate whose copy moved (the process and service sandboxes
# copy the project to a new folder per run, with its files' times). So unless the
# cached build is known to come from this very copy (docker's is always at the
# same path), the project's own sources are made newer than it: cargo rebuilds
# the project's crates, and dependencies stay cached.
built_in=$CARGO_TARGET_DIR/testcage-coverage-project
if [ "$(cat "$built_in" 2>/dev/null)" != "$project" ]; then
  sources -exec touch {} + 2>/dev/null
fi
mkdir -p "$CARGO_TARGET_DIR" 2>/dev/null && printf '%s\n' "$project" >"$built_in" 2>/dev/null

raw=$out/llvm-profraw
if ! { rm -rf "$raw" && mkdir -p "$raw"; }; then
  declined "the coverage profiles folder could not be made in the reports folder"
  exec "$@" 2>&1
fi
# One profile per test process (%p), named after its binary (%m). RUSTFLAGS also
# instruments dependencies; only the project's files are reported below.
if [ -n "$RUSTFLAGS" ]; then RUSTFLAGS="$RUSTFLAGS -C instrument-coverage"; else RUSTFLAGS="-C instrument-coverage"; fi
LLVM_PROFILE_FILE=$raw/%p-%m.profraw
export RUSTFLAGS LLVM_PROFILE_FILE

"$@" 2>&1
status=$?

measure() {
  log=$out/llvm-cov.log
  # The tests could write there too: only this script's own export may be read.
  rm -f "$out/llvm-cov.lcov"
  find "$raw" -type f -name '*.profraw' >"$out/llvm-profraw.list"
  if [ ! -s "$out/llvm-profraw.list" ]; then
    declined "the tests wrote no coverage profile (no test binary ran to its end), so nothing was measured"
    return
  fi
  if ! "$profdata" merge -sparse -f "$out/llvm-profraw.list" -o "$out/llvm-cov.profdata" >"$log" 2>&1; then
    declined "llvm-profdata could not merge the coverage profiles: $(head -n 1 "$log")"
    return
  fi
  # The test binaries, as cargo lists them without building anything again (the
  # same flags and target folder as the run); the first is llvm-cov's BIN, the
  # others -object=. They live in testcage's target folder.
  set --
  while IFS= read -r exe; do
    case $exe in "$CARGO_TARGET_DIR"/*) ;; *) continue ;; esac
    if [ $# -eq 0 ]; then set -- "$exe"; else set -- "$@" "-object=$exe"; fi
  done <<EOF
$("$cargo" test --workspace --no-run --message-format=json --color never 2>/dev/null | sed -n 's/.*"executable":"\([^"]*\)".*/\1/p')
EOF
  if [ $# -eq 0 ]; then
    declined "cargo test --no-run listed no test binary, so the coverage profiles could not be read"
    return
  fi
  set -- -instr-profile="$out/llvm-cov.profdata" "$@"
  if ! sources -exec "$cov" export -format=lcov "$@" {} + \
    >"$out/llvm-cov.lcov" 2>>"$log"; then
    declined "llvm-cov export failed: $(grep -m 1 -i error "$log")"
    return
  fi
  # llvm-cov drops source files it finds no mapping for, and with none left it
  # reports every file the binaries map: then its table would not be the project's.
  if grep '^SF:' "$out/llvm-cov.lcov" | grep -q -v -F "SF:$project/"; then
    declined "the test binaries map none of the project's files at $project, so llvm-cov's figures would not be the project's"
    rm -f "$out/llvm-cov.lcov"
    return
  fi
  # llvm-cov's own table of the same measurement, for the run's log.
  printf '\nCoverage (%s report, project files):\n' "$cov"
  sources -exec "$cov" report "$@" {} + 2>>"$log"
}
measure
rm -rf "$raw" "$out/llvm-profraw.list" "$out/llvm-cov.profdata" "$out/llvm-cov.log"
exit $status
`;

;// CONCATENATED MODULE: ./src/reports/libtest-text.ts
// A reader for `cargo test`'s stable text output (cargo's own lines merged with
// each test binary's libtest "pretty" output), bounded and tolerant: lines it does
// not know are skipped, and uncaptured output glued to a result line ("test a ...
// okError: x") still yields the result. It only splits the stream; what the
// pieces mean (files, lines, statuses) is decided by the cargo adapter.
const MAX_TESTS = 100_000;
const MAX_BLOCK_LINES = 2_000;
const MAX_DIAGNOSTICS = 200;
// cargo right-aligns its status words to 12 columns.
const RUNNING = /^ {5}Running (?:(unittests) )?(.+)$/;
const DOC_TESTS = /^ {3}Doc-tests (\S+)\s*$/;
const RUNNING_N = /^running (\d+) tests?$/;
const STATUS_FIRST = /^(ok|FAILED|ignored)(?:, (.*))?/;
const STATUS_ANYWHERE = /(ok|FAILED|ignored)/g;
const BLOCK = /^---- (.+) stdout ----$/;
const SUMMARY = /^test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored; \d+ measured; (\d+) filtered out(?:;|$)/;
const DIAG_HEAD = /^error(\[E\d+\])?: (.+)$/;
const DIAG_LOCATION = /^\s*--> (.+?):(\d+):(\d+)\s*$/;
const NOT_DIAGNOSTIC = /^error: (could not compile|test failed|doctest failed|\d+ targets? failed|aborting due to|build failed|Recipe|failed to run)/;
function newTarget(kind, source, crate) {
    return {
        kind,
        source,
        crate,
        planned: null,
        results: [],
        outputs: new Map(),
        failuresListed: [],
        runningLong: [],
        summary: null,
        exitProblem: null,
    };
}
/**
 * "Running unittests src/lib.rs (target/...)", "Running tests/api.rs (...)", or old
 * cargo's "Running target/...". The source ends at the first " (" of a line that
 * ends with ")"; found with indexOf, since a regex with a lazy source and an
 * optional "(binary)" retried from every character (quadratic on a long line).
 */
function runningTarget(m) {
    const rest = m[2].trimEnd();
    const open = rest.endsWith(")") ? rest.indexOf(" (", 1) : -1;
    const hasBinary = open > 0 && open + 3 < rest.length;
    const source = hasBinary ? rest.slice(0, open) : rest;
    const binaryPath = hasBinary ? rest.slice(open + 2, -1) : undefined;
    if (m[1] === "unittests") {
        // The file name alone, anchored: unanchored, the regex retried from every character.
        const file = (binaryPath ?? "").slice(Math.max((binaryPath ?? "").lastIndexOf("/"), (binaryPath ?? "").lastIndexOf("\\")) + 1);
        const binary = /^(.+)-[0-9a-f]{16}(?:\.exe)?$/.exec(file);
        return newTarget("unittests", source, binary ? binary[1] : null);
    }
    if (binaryPath !== undefined)
        return newTarget("test", source, null);
    return newTarget("unknown", null, null);
}
/**
 * A result line, "test <name> ... <status>", possibly after uncaptured output: the
 * first "test " after a space (else at the line's start) with " ... " after it.
 * What /^(?:.*?\s)?test (\S.*?) \.\.\. (.*)$/ matched, in one pass: that regex
 * scanned to the line's end from every "test " with no " ... " after it.
 */
function resultOf(line) {
    const last = line.lastIndexOf(" ... ");
    const at = (p) => {
        const q = line.indexOf(" ... ", p + 6);
        return [line.slice(p + 5, q), line.slice(q + 5)];
    };
    // A "test " after a space first, the line's own start last, as the regex's optional prefix did.
    for (let p = line.indexOf("test ", 1); p !== -1 && p + 6 <= last; p = line.indexOf("test ", p + 1)) {
        if (/\s/.test(line[p - 1]) && !/\s/.test(line[p + 5]))
            return at(p);
    }
    return line.startsWith("test ") && 6 <= last && !/\s/.test(line[5]) ? at(0) : null;
}
/** Splits cargo test's merged output into targets, results, output blocks and compiler errors. */
function readCargoTestText(text) {
    const lines = text.split("\n").map((l) => l.replace(/\r$/, ""));
    const targets = [];
    const diagnostics = [];
    const cargoErrors = [];
    let droppedTests = 0;
    let seq = 0;
    let current = null;
    let last = null;
    let block = null;
    let list = null;
    let diag = null;
    let causedBy = false;
    /** A result line whose status has not shown up yet. */
    let pending = null;
    const endBlock = () => {
        if (block && current)
            current.outputs.set(block.name, block.lines.join("\n").replace(/\n+$/, ""));
        block = null;
    };
    const endDiag = () => {
        if (diag && diagnostics.length < MAX_DIAGNOSTICS) {
            diagnostics.push({ headline: diag.headline, file: diag.file, line: diag.line, text: diag.lines.join("\n") });
        }
        diag = null;
    };
    const known = (name) => !!current && current.results.some((r) => r.name === name || `${r.name} - should panic` === name);
    for (let i = 0; i < lines.length; i += 1) {
        const line = lines[i];
        // Inside a captured-output block: only a new block, a list heading or the summary ends it.
        if (current && block) {
            const next = BLOCK.exec(line);
            const heading = /^(failures|successes):$/.test(line);
            const nextLine = lines[i + 1] ?? "";
            const listFollows = heading && (nextLine === "" || (nextLine.startsWith("    ") && known(nextLine.trim())));
            if ((next && known(next[1])) || listFollows || SUMMARY.test(line)) {
                endBlock();
            }
            else {
                if (block.lines.length < MAX_BLOCK_LINES)
                    block.lines.push(line);
                continue;
            }
        }
        // A new target ends whatever the previous one was doing.
        const doc = DOC_TESTS.exec(line);
        const running = doc ? null : RUNNING.exec(line);
        if (doc || running) {
            endBlock();
            endDiag();
            list = null;
            causedBy = false;
            current = doc ? newTarget("doc", null, doc[1]) : runningTarget(running);
            targets.push(current);
            last = current;
            continue;
        }
        if (current) {
            const b = BLOCK.exec(line);
            if (b) {
                block = { name: b[1].replace(/ - should panic$/, ""), lines: [] };
                list = null;
                continue;
            }
            const n = RUNNING_N.exec(line);
            if (n) {
                current.planned = Number(n[1]);
                continue;
            }
            const long = /^test (.+) has been running for over \d+ seconds$/.exec(line);
            if (long) {
                if (current.runningLong.length < 64)
                    current.runningLong.push(long[1]);
                continue;
            }
            // Uncaptured output (a thread's, or a returned Err on old toolchains) can land
            // inside a result line ("... okError: x", "... Error: FAILED") or push the
            // status onto a later line; the status is then the last one on the line, or the
            // next line that starts with one.
            const r = resultOf(line);
            const first = r ? STATUS_FIRST.exec(r[1]) : pending ? STATUS_FIRST.exec(line) : null;
            const anywhere = r && !first ? [...r[1].matchAll(STATUS_ANYWHERE)].pop() : undefined;
            const status = first?.[1] ?? anywhere?.[1];
            if (r || (pending !== null && status)) {
                const raw = r ? r[0] : pending;
                pending = null;
                if (!status) {
                    pending = raw;
                    continue;
                }
                if (targets.reduce((sum, t) => sum + t.results.length, 0) >= MAX_TESTS) {
                    droppedTests += 1;
                    continue;
                }
                const shouldPanic = raw.endsWith(" - should panic");
                current.results.push({
                    name: shouldPanic ? raw.slice(0, -" - should panic".length) : raw,
                    outcome: status === "ok" ? "ok" : status === "FAILED" ? "failed" : "ignored",
                    reason: status === "ignored" && first?.[2] ? first[2].trim() : null,
                    shouldPanic,
                    seq: seq++,
                });
                continue;
            }
            if (/^(failures|successes):$/.test(line)) {
                list = line.startsWith("failures") ? "failures" : "successes";
                continue;
            }
            if (list && line.startsWith("    ") && line.trim() !== "") {
                if (list === "failures")
                    current.failuresListed.push(line.trim().replace(/ - should panic$/, ""));
                continue;
            }
            const s = SUMMARY.exec(line);
            if (s) {
                current.summary = {
                    passed: Number(s[1]),
                    failed: Number(s[2]),
                    ignored: Number(s[3]),
                    filteredOut: Number(s[4]),
                };
                list = null;
                current = null;
                continue;
            }
        }
        // cargo's own lines: errors after a target, compiler diagnostics before any.
        if (/^Caused by:\s*$/.test(line)) {
            causedBy = true;
            continue;
        }
        if (causedBy && last && /^\s+process didn't exit successfully/.test(line)) {
            last.exitProblem = line.trim();
            causedBy = false;
            continue;
        }
        const d = DIAG_HEAD.exec(line);
        if (d && !NOT_DIAGNOSTIC.test(line)) {
            endDiag();
            diag = { headline: line.trim(), lines: [line], file: null, line: null };
            continue;
        }
        if (d) {
            endDiag();
            if (cargoErrors.length < MAX_DIAGNOSTICS)
                cargoErrors.push(line.trim());
            continue;
        }
        if (diag) {
            if (/^(warning|error)(\[\w+\])?: /.test(line) || /^\s+(Compiling|Finished|Running|Checking)\b/.test(line)) {
                endDiag();
                i -= 1; // read this line again outside the diagnostic
                continue;
            }
            if (diag.lines.length < 200)
                diag.lines.push(line);
            const loc = DIAG_LOCATION.exec(line);
            if (loc && diag.file === null) {
                diag.file = loc[1];
                diag.line = Number(loc[2]);
            }
        }
    }
    endBlock();
    endDiag();
    return { targets, diagnostics, cargoErrors, droppedTests };
}
const PANIC_NEW = /^thread '(.*?)'(?: \(\d+\))? panicked at (.+?):(\d+):(\d+):$/;
const PANIC_OLD_START = /^thread '(.*?)'(?: \(\d+\))? panicked at '(.*)$/;
const PANIC_OLD_END = /^(.*)', (.+?):(\d+):(\d+)$/;
const PANIC_END = /^(note: run with `RUST_BACKTRACE|stack backtrace:|note: Some details are omitted)/;
/** The first panic report in a test's output, in the Rust 1.73+ or the older one-line format. */
function findPanic(lines) {
    for (let i = 0; i < lines.length; i += 1) {
        const line = lines[i];
        const m = PANIC_NEW.exec(line);
        if (m) {
            const message = [];
            for (let j = i + 1; j < lines.length && !PANIC_END.test(lines[j]) && message.length < 100; j += 1) {
                message.push(lines[j]);
            }
            return { message: message.join("\n").trim(), file: m[2], line: Number(m[3]), startLine: i };
        }
        const o = PANIC_OLD_START.exec(line);
        if (o) {
            const parts = [o[2]];
            for (let j = i; j < lines.length && j < i + 100; j += 1) {
                const text = j === i ? o[2] : lines[j];
                if (j > i)
                    parts.push(text);
                const end = PANIC_OLD_END.exec(text);
                if (end) {
                    parts[parts.length - 1] = end[1];
                    return { message: parts.join("\n").trim(), file: end[2], line: Number(end[3]), startLine: i };
                }
            }
            return { message: o[2], file: null, line: null, startLine: i };
        }
    }
    return null;
}
/** Backtrace frames' source positions ("at ./src/lib.rs:53:9"), outermost last. */
function backtraceLocations(lines) {
    const out = [];
    for (const l of lines) {
        const m = /^\s+at (.+?):(\d+)(?::\d+)?\s*$/.exec(l);
        if (m)
            out.push({ file: m[1], line: Number(m[2]) });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/frameworks/cargo.ts
// cargo test: the stable text output of cargo and libtest, read from stdout (with
// cargo's stderr merged into it, so each "Running <target>" line stays in front of
// that target's results).
//
// Why text and not a machine format:
// - libtest's JSON (`-Z unstable-options --format json`) is refused by stable and
//   beta toolchains; the only ways around that are a nightly toolchain or
//   RUSTC_BOOTSTRAP=1, which switches on unstable behaviour for the user's whole
//   build, and neither is what a project's own CI runs;
// - cargo-nextest writes good JUnit XML, but it is a separate tool that stock Rust
//   images and most projects do not have, cannot be installed in the offline test
//   phase, and runs tests differently (a process per test, no doc tests);
// - the text output is what every toolchain prints (checked with Rust 1.63 and
//   1.95): result lines, per-test captured output, the summary line, and panic
//   reports in the pre-1.73 ("panicked at 'msg', file:line:col") and the current
//   ("panicked at file:line:col:\nmsg") format. Its weakness is that uncaptured
//   output can be glued onto a result line, so results are also taken from the
//   "failures:" list libtest prints at the end, and the exit code is trusted with
//   the report as always.
//
// Captured per test:
// - status: ok -> passed, FAILED -> failed, ignored (#[ignore], with its reason
//   when given) -> skipped; #[should_panic] tests are passed when they panicked;
// - unit tests: suite = the module path ("shapes::tests::wrong" -> [shapes, tests],
//   name wrong), file = the module's source file, resolved from the target's root
//   (src/lib.rs, src/main.rs) through `mod x;` declarations (x.rs or x/mod.rs);
//   integration tests: the tests/<name>.rs file cargo names; doc tests: the file and
//   line in their libtest name ("src/lib.rs - add (line 15)"), kept whole as name;
//   in a workspace (`cargo test --workspace`) a target's package-relative source is
//   placed in its member's folder, found from the root Cargo.toml's members;
// - line: for a failure, where it panicked when that is in the test's file, else the
//   deepest backtrace frame in the test's file (RUST_BACKTRACE=1), else the panic
//   location, else the declaration line (the `fn`, found in the source), which is
//   also the line of passing tests; a doc test's line is its code block's;
// - message: the panic message (assert_eq!'s left/right included), libtest's note
//   for a #[should_panic] test that did not panic, or the Err a test returned;
//   stack: the test's whole captured output; stdout: what the test printed before
//   it panicked (libtest captures stdout and stderr together; --show-output makes it
//   print passing tests' output too);
// - order: source order (file, line) within each target, targets in cargo's order.
// Compiler errors ("error[E0308]: ..." with its "--> file:line:col") are
// "collection" errors at that position; a test binary that died before its summary
// (abort, segfault, process::exit) is a "collection" error naming the target, as the
// tests it had not reported have no name yet. No test at all is "no-tests".
// Not captured: per-test durations (stable libtest prints none), stderr apart from
// stdout, benchmarks' timings (cargo test runs them once as tests).
//
// Coverage (--coverage): LLVM's source-based coverage, run by an injected script
// (src/harness/cargo-coverage.ts) around the same cargo test command: the tests
// build with -C instrument-coverage into a target folder of their own (so runs with
// and without coverage do not rebuild each other's), and llvm-cov's lcov export of
// the project's .rs files is read with llvm-cov's own counting (format "llvm-cov").
// Doc tests run but are not measured: that needs rustdoc's unstable
// --persist-doctests. Rustflags a project sets in .cargo/config.toml give way to
// RUSTFLAGS during a coverage run, as cargo always lets the variable win.








const cargo_OUTPUT = "cargo-test.txt";
const cargo_MAX_ERRORS = 50;
const COVERAGE_SCRIPT = "cargo-coverage.sh";
const cargo_COVERAGE_PROBLEM = "coverage-problem.txt";
// ---------------------------------------------------------------------------
// detect, install, plan
function cargo_detect(facts) {
    if (facts.files.includes("Cargo.toml"))
        return { score: 100, reason: "Cargo.toml present" };
    const nested = facts.files.find((f) => f.endsWith("/Cargo.toml"));
    if (nested)
        return { score: 20, reason: `Rust crate ${nested}` };
    return null;
}
function cargoEnv(paths) {
    return { CARGO_HOME: `${paths.cache}/cargo`, CARGO_TERM_COLOR: "never" };
}
/** True when the lockfile or the manifest names crates that must be downloaded. */
function hasDependencies(facts) {
    const lock = facts.texts["Cargo.lock"];
    if (lock !== undefined)
        return /^source = "(registry|git|sparse)\+/m.test(lock);
    // A lockfile too large to read surely has dependencies.
    if (facts.files.includes("Cargo.lock"))
        return true;
    const manifest = facts.texts["Cargo.toml"] ?? "";
    return manifest
        .split(/^(?=\[)/m)
        .map((table) => ({ header: /^\[([^[\]\n]+)\]/.exec(table)?.[1]?.replace(/\s/g, "") ?? "", body: table }))
        .some(({ header, body }) => {
        const m = /(?:^|\.)(?:dev-|build-)?dependencies(\..+)?$/.exec(header);
        if (!m)
            return false;
        // `[dependencies.serde]` (the form of every published crate's normalized
        // manifest, and a target's `[target.'cfg(unix)'.dependencies.libc]`) is one
        // dependency by itself; `[dependencies]` lists them as keys.
        if (m[1] !== undefined)
            return true;
        return body
            .split("\n")
            .slice(1)
            .some((l) => /^\s*[\w-]+\s*=/.test(l));
    });
}
function cargo_install({ paths, facts }) {
    if (!facts.files.includes("Cargo.toml") || facts.topLevel.includes("vendor"))
        return null;
    if (!hasDependencies(facts))
        return null;
    return {
        command: "cargo fetch",
        env: cargoEnv(paths),
        testEnv: {},
        reason: facts.texts["Cargo.lock"] !== undefined ? "Cargo.lock has dependencies" : "Cargo.toml has dependencies",
    };
}
/** Test ids -> libtest's exact names ("shapes::tests::wrong", "src/lib.rs - add (line 15)"). */
function libtestNames(filter) {
    const names = [];
    for (const id of filter) {
        const parsed = (0,frameworks_ids/* parseTestId */.FG)(id);
        if (!parsed)
            continue;
        names.push([...parsed.suite, parsed.name].join("::"));
    }
    return [...new Set(names)];
}
/** Runs the command with stderr merged into stdout, so cargo's target lines stay in order. */
const MERGED = 'exec "$@" 2>&1';
function cargo_plan({ paths, filter, testCommand, coverage }) {
    const env = {
        ...cargoEnv(paths),
        CARGO_NET_OFFLINE: "true",
        CARGO_TARGET_DIR: `${paths.cache}/cargo-target`,
        CARGO_INCREMENTAL: "0",
        RUST_BACKTRACE: "1",
    };
    const reports = [{ name: "output", file: cargo_OUTPUT, fromStdout: true }];
    if (testCommand) {
        return {
            argv: ["sh", "-c", MERGED, "sh", "sh", "-c", testCommand],
            env,
            reports,
            harness: [],
            requires: null,
            coverage: coverage ? testCommandCoverage("cargo test") : null,
        };
    }
    const names = libtestNames(filter);
    const argv = [
        "cargo",
        "test",
        "--workspace",
        "--no-fail-fast",
        "--color",
        "never",
        "--",
        "--show-output",
        ...(names.length > 0 ? ["--exact", ...names] : []),
    ];
    const requires = { program: "cargo", hint: "install Rust (https://rustup.rs) or use a runner image with cargo" };
    if (!coverage)
        return { argv: ["sh", "-c", MERGED, "sh", ...argv], env, reports, harness: [], requires };
    const measured = harnessCoverage("llvm-cov", CARGO_COVERAGE_LCOV, cargo_COVERAGE_PROBLEM);
    return {
        // The script merges stderr into stdout as MERGED does, and keeps cargo's exit status.
        argv: ["sh", external_node_path_.posix.join(paths.harness, COVERAGE_SCRIPT), ...argv],
        env: {
            ...env,
            CARGO_TARGET_DIR: `${paths.cache}/cargo-target-coverage`,
            [CARGO_COVERAGE_DIR_ENV]: paths.reports,
            [CARGO_COVERAGE_PROBLEM_ENV]: external_node_path_.posix.join(paths.reports, cargo_COVERAGE_PROBLEM),
        },
        reports: [...reports, ...measured.reports],
        harness: [{ name: COVERAGE_SCRIPT, content: CARGO_COVERAGE }],
        requires,
        coverage: measured.coverage,
    };
}
// ---------------------------------------------------------------------------
// where tests live
function stripDot(path) {
    return external_node_path_.posix.normalize(path.replace(/^\.\//, ""));
}
function cargo_relativeToProject(path, projectPath) {
    const root = projectPath.replace(/\/+$/, "");
    if (path.startsWith(`${root}/`))
        return external_node_path_.posix.normalize(path.slice(root.length + 1));
    if (path.startsWith("/"))
        return null;
    const rel = stripDot(path);
    return rel.startsWith("../") ? null : rel;
}
/** Where a module's children live: beside a crate root or mod.rs, else in a folder named after the file. */
function childDir(file, isRoot) {
    const dir = external_node_path_.posix.dirname(file);
    if (isRoot || external_node_path_.posix.basename(file) === "mod.rs")
        return dir;
    return external_node_path_.posix.join(dir, external_node_path_.posix.basename(file, ".rs"));
}
/** Follows a module path from a crate root to the file and line of `fn name`. */
function locateUnitTest(root, modules, name, readSource) {
    let file = root;
    let isRoot = true;
    let from = 0;
    for (const mod of modules) {
        const source = readSource(file);
        if (source === undefined)
            return { file, line: null };
        const lines = source.split("\n");
        const inline = new RegExp(`^\\s*(pub(\\([^)]*\\))?\\s+)?mod\\s+${(0,src_text/* escapeRegExp */.Nt)(mod)}\\s*\\{`);
        const at = lines.findIndex((l, i) => i >= from && inline.test(l));
        if (at >= 0) {
            from = at + 1;
            continue;
        }
        const dir = childDir(file, isRoot);
        const next = [external_node_path_.posix.join(dir, `${mod}.rs`), external_node_path_.posix.join(dir, mod, "mod.rs")].find((p) => readSource(p) !== undefined);
        if (!next)
            return { file, line: null };
        file = next;
        isRoot = false;
        from = 0;
    }
    const source = readSource(file);
    if (source === undefined)
        return { file, line: null };
    const decl = new RegExp(`\\bfn\\s+${(0,src_text/* escapeRegExp */.Nt)(name)}\\s*[(<]`);
    const lines = source.split("\n");
    const at = lines.findIndex((l, i) => i >= from && decl.test(l));
    return { file, line: at >= 0 ? at + 1 : null };
}
const crateKey = (name) => name.replace(/-/g, "_");
function packageName(manifest) {
    if (manifest === undefined)
        return null;
    const pkg = /^\[package\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(manifest);
    const name = pkg ? /^\s*name\s*=\s*"([^"]+)"/m.exec(pkg[1]) : null;
    return name ? crateKey(name[1]) : null;
}
/**
 * cargo names a target's source relative to its package ("Running unittests src/lib.rs")
 * but panics and doc tests relative to the workspace root, so members are found from
 * the root Cargo.toml: listed folders directly, "dir/*" globs by the crate names the
 * output mentions (a folder named after its crate, the usual layout).
 */
function readWorkspace(readSource, crates) {
    const dirs = [];
    const byCrate = new Map();
    const add = (dir, name) => {
        if (!dirs.includes(dir))
            dirs.push(dir);
        if (name && !byCrate.has(name))
            byCrate.set(name, dir);
    };
    const root = readSource("Cargo.toml");
    if (root !== undefined && /^\[package\]/m.test(root))
        add(".", packageName(root));
    const members = /^\s*members\s*=\s*\[([\s\S]*?)\]/m.exec(root ?? "")?.[1] ?? "";
    for (const m of members.matchAll(/"([^"]+)"/g)) {
        const member = external_node_path_.posix.normalize(m[1].replace(/\/+$/, ""));
        if (member.startsWith("../") || member.startsWith("/"))
            continue;
        if (!member.includes("*")) {
            add(member, packageName(readSource(`${member}/Cargo.toml`)));
            continue;
        }
        const glob = /^(.*)\/\*$/.exec(member);
        if (!glob || glob[1].includes("*"))
            continue;
        for (const crate of crates) {
            for (const folder of new Set([crate, crate.replace(/_/g, "-")])) {
                const dir = `${glob[1]}/${folder}`;
                if (packageName(readSource(`${dir}/Cargo.toml`)) === crateKey(crate))
                    add(dir, crateKey(crate));
            }
        }
    }
    if (dirs.length === 0)
        dirs.push(".");
    return { dirs, byCrate };
}
/** The package folder of a unit or integration test target. */
function packageDir(target, ws, lastDir, input) {
    if (target.crate && ws.byCrate.has(crateKey(target.crate)))
        return ws.byCrate.get(crateKey(target.crate));
    if (!target.source || ws.dirs.length === 1)
        return ws.dirs[0];
    const source = target.source;
    const having = ws.dirs.filter((d) => input.readSource(d === "." ? source : `${d}/${source}`) !== undefined);
    if (having.length === 1)
        return having[0];
    return having.includes(lastDir) ? lastDir : (having[0] ?? lastDir);
}
/** "src/lib.rs - shapes::area (line 3)" -> file and line of the code block. */
const DOC_NAME = /^(.+?) - (?:.* )?\(line (\d+)\)(?: - compile fail| - compile)?$/;
function place(target, result, input, dir) {
    if (target.kind === "doc") {
        const m = DOC_NAME.exec(result.name);
        return {
            file: m ? stripDot(m[1]) : null,
            suite: [],
            name: result.name,
            defLine: m ? Number(m[2]) : null,
            doc: true,
        };
    }
    const segments = result.name.split("::");
    const name = segments.pop() ?? result.name;
    const inPackage = (rel) => (dir === "." ? rel : external_node_path_.posix.join(dir, rel));
    const source = target.source ? cargo_relativeToProject(target.source, input.projectPath) : null;
    const root = source === null ? null : inPackage(source);
    // Old cargo names no source for unit tests; src/lib.rs is the usual root.
    const guess = root ?? (input.readSource(inPackage("src/lib.rs")) !== undefined ? inPackage("src/lib.rs") : null);
    if (!guess)
        return { file: null, suite: segments, name, defLine: null, doc: false };
    const def = locateUnitTest(guess, segments, name, input.readSource);
    return { file: def.file, suite: segments, name, defLine: def.line, doc: false };
}
function failureOf(output, placed, input) {
    const lines = output.split("\n");
    const panic = findPanic(lines);
    const notes = lines.filter((l) => /^note: (test did not panic|panic did not contain)/.test(l));
    const returned = panic ? undefined : lines.findLast((l) => /^Error: /.test(l));
    const stdoutLines = printedBefore(lines, panic?.startLine ?? lines.length).filter((l) => l !== returned);
    let message = null;
    if (notes.length > 0) {
        const i = lines.indexOf(notes[0]);
        message = [notes[0], ...lines.slice(i + 1).filter((l) => /^\s+(panic message|expected substring):/.test(l))]
            .join("\n")
            .replace(/^note: /, "");
    }
    else if (panic)
        message = panic.message;
    else if (returned)
        message = `the test returned ${returned}`;
    else
        message = (0,src_text/* firstLine */.TM)(output) || null;
    let file = null;
    let line = null;
    if (placed.doc) {
        // A doc test's panic and backtrace point into rustdoc's generated program; a compile
        // error in the block points into the real file.
        const diag = /^\s*--> (.+?):(\d+):\d+/m.exec(output);
        if (diag && placed.file && stripDot(diag[1]) === placed.file)
            line = Number(diag[2]);
        return { message, file: placed.file, line: line ?? placed.defLine, stdout: null };
    }
    const own = placed.file;
    const panicFile = panic?.file ? cargo_relativeToProject(panic.file, input.projectPath) : null;
    const frames = backtraceLocations(lines)
        .map((f) => ({ file: cargo_relativeToProject(f.file, input.projectPath), line: f.line }))
        .filter((f) => f.file !== null);
    const noteAt = /^note: test did not panic as expected at (.+?):(\d+):\d+/.exec(notes[0] ?? "");
    if (panicFile && panicFile === own) {
        file = panicFile;
        line = panic.line;
    }
    else if (frames.some((f) => f.file === own)) {
        const f = frames.find((x) => x.file === own);
        file = f.file;
        line = f.line;
    }
    else if (noteAt) {
        file = cargo_relativeToProject(noteAt[1], input.projectPath);
        line = Number(noteAt[2]);
    }
    else if (panicFile) {
        file = panicFile;
        line = panic.line;
    }
    return {
        message,
        file: file ?? own,
        line: line ?? placed.defLine,
        stdout: stdoutLines.join("\n"),
    };
}
/** What the test printed: its output before libtest's or the panic hook's own lines. */
function printedBefore(lines, end) {
    const out = [];
    for (let i = 0; i < end; i += 1) {
        const l = lines[i];
        if (/^note: (test did not panic|panic did not contain)/.test(l))
            break;
        out.push(l);
    }
    return out;
}
/** A passing test's output without the expected panic of a #[should_panic] test. */
function passingOutput(output) {
    if (output === null)
        return null;
    const lines = output.split("\n");
    return printedBefore(lines, findPanic(lines)?.startLine ?? lines.length).join("\n");
}
function cargo_toTest(target, result, status, input, dir) {
    const placed = place(target, result, input, dir);
    const output = target.outputs.get(result.name) ?? null;
    const failed = status === "failed";
    const failure = failed ? failureOf(output ?? "", placed, input) : null;
    return {
        id: (0,frameworks_ids/* makeTestId */.WZ)(placed.file, placed.suite, placed.name),
        name: placed.name,
        suite: placed.suite,
        status,
        duration_ms: null,
        file: failure?.file ?? placed.file,
        line: failure?.line ?? placed.defLine,
        message: (0,src_text/* tidy */.DZ)(failed ? failure?.message : status === "skipped" ? result.reason : null),
        stack: failed ? (0,src_text/* tidy */.DZ)(output) : null,
        stdout: (0,src_text/* tidy */.DZ)(failed ? failure?.stdout : passingOutput(output)),
        stderr: null,
    };
}
const cargo_STATUS = { ok: "passed", failed: "failed", ignored: "skipped" };
function targetLabel(t) {
    if (t.kind === "doc")
        return `the doc tests of ${t.crate ?? "the crate"}`;
    return t.source ? `the test binary of ${t.source}` : "a test binary";
}
function cargo_testsOf(stream, input) {
    const tests = [];
    const errors = [];
    const crates = stream.targets.map((t) => t.crate).filter((c) => c !== null);
    const ws = readWorkspace(input.readSource, crates);
    let lastDir = ws.dirs[0];
    for (const target of stream.targets) {
        const dir = target.kind === "doc" ? "." : packageDir(target, ws, lastDir, input);
        if (target.kind === "unittests")
            lastDir = dir;
        const seen = new Map();
        for (const r of target.results)
            seen.set(r.name, r);
        // A failure libtest lists at the end whose result line was garbled by stray output.
        for (const name of target.failuresListed) {
            const r = seen.get(name);
            if (r)
                r.outcome = "failed";
            else
                seen.set(name, { name, outcome: "failed", reason: null, shouldPanic: false, seq: Number.MAX_SAFE_INTEGER });
        }
        const own = [...seen.values()].map((r) => ({ r, t: cargo_toTest(target, r, cargo_STATUS[r.outcome], input, dir) }));
        own.sort((a, b) => {
            const fa = a.t.id.split("::")[0];
            const fb = b.t.id.split("::")[0];
            if (fa !== fb)
                return fa < fb ? -1 : 1;
            const la = a.r.outcome === "failed" ? place(target, a.r, input, dir).defLine : a.t.line;
            const lb = b.r.outcome === "failed" ? place(target, b.r, input, dir).defLine : b.t.line;
            return (la ?? Number.MAX_SAFE_INTEGER) - (lb ?? Number.MAX_SAFE_INTEGER) || a.r.seq - b.r.seq;
        });
        for (const { t } of own) {
            t.order = tests.length;
            tests.push(t);
        }
        const named = target.summary === null && input.timedOut ? target.runningLong.filter((n) => !seen.has(n)) : [];
        if (named.length > 0) {
            // The tests libtest named as long-running and never reported: the run was stopped inside them.
            const message = (0,frameworks_unfinished/* unfinishedMessage */.pR)(input, "cargo test");
            for (const name of named) {
                const placed = place(target, { name, outcome: "failed", reason: null, shouldPanic: false, seq: 0 }, input, dir);
                tests.push({
                    ...(0,frameworks_unfinished/* unfinishedTest */.oh)({ file: placed.file, suite: placed.suite, name: placed.name, line: placed.defLine }, message),
                    order: tests.length,
                });
            }
        }
        if (target.summary === null && target.planned !== null && target.results.length + named.length < target.planned) {
            const reported = target.results.length;
            errors.push({
                kind: "collection",
                message: `${targetLabel(target)} stopped before it finished (${reported} of ${target.planned} tests reported)${target.exitProblem ? `: ${target.exitProblem}` : ""}; the tests it had not reported are not listed`,
                file: target.source && target.kind !== "doc" ? external_node_path_.posix.join(dir, target.source) : null,
                line: null,
            });
        }
    }
    return { tests, errors };
}
function compileErrors(stream, input) {
    const errors = [];
    for (const d of stream.diagnostics.slice(0, cargo_MAX_ERRORS)) {
        const file = d.file ? cargo_relativeToProject(d.file, input.projectPath) : null;
        const said = (0,src_text/* withContinuation */._1)(d.headline.replace(/^error(\[\w+\])?: /, ""), d.text.split("\n").slice(1));
        // rustc's errors carry a position; cargo's own (a manifest, a download) do not.
        const message = d.file
            ? `the crate did not compile, so its tests did not run: ${said}${file ? ` (${file}:${d.line})` : ""}`
            : `cargo test stopped before running any test: ${said}${cargo_offlineHint(d.text)}`;
        errors.push({ kind: "collection", message, file, line: file ? d.line : null, details: (0,src_text/* tidy */.DZ)(d.text) });
    }
    const couldNot = stream.cargoErrors.find((l) => /^error: could not compile/.test(l));
    if (errors.length === 0 && couldNot) {
        errors.push({ kind: "collection", message: `${couldNot.replace(/^error: /, "")}; see the log` });
    }
    return errors;
}
function cargo_offlineHint(text) {
    return /offline|failed to download|no matching package|failed to load source/.test(text)
        ? "; the test phase is offline, so the dependencies must be fetched by the install phase (cargo fetch, run when Cargo.lock names registry crates) or vendored"
        : "";
}
function cargo_parse(input) {
    const report = input.reports["output"];
    const text = report?.ok ? report.text : input.stdout;
    const stream = readCargoTestText(text);
    const found = cargo_testsOf(stream, input);
    const tests = found.tests;
    const errors = (0,arrays/* pushAll */.i)(compileErrors(stream, input), found.errors);
    if (stream.droppedTests > 0) {
        errors.push({
            kind: "output-limit",
            message: `cargo test reported more tests than testcage reads; ${stream.droppedTests} more were ignored`,
        });
    }
    if (tests.length === 0 && errors.length === 0) {
        const all = `${text}\n${input.stderr}`;
        if (input.exitCode === 127 || /cargo: (command )?not found|cargo: not found/.test(all)) {
            errors.push({
                kind: "framework-missing",
                message: "the cargo command was not found; install Rust or use a runner image with cargo",
            });
        }
        else if (input.exitCode === 0 || (input.exitCode === null && stream.targets.length > 0)) {
            errors.push({
                kind: "no-tests",
                message: "cargo test ran no tests; write #[test] functions (in src/ or tests/*.rs) or doc tests with code blocks",
            });
        }
        else if (stream.cargoErrors.length > 0 || input.exitCode !== null) {
            const said = stream.cargoErrors[0] ??
                (0,src_text/* firstLine */.TM)(all
                    .split("\n")
                    .filter((l) => /^error/.test(l))
                    .join("\n"));
            errors.push({
                kind: "collection",
                message: `cargo test stopped before running any test: ${said.replace(/^error: /, "") || `exit ${input.exitCode}`}${cargo_offlineHint(all)}`,
                details: (0,src_text/* tidy */.DZ)(all.split("\n").slice(-40).join("\n")),
            });
        }
    }
    return { tests, errors, reportFound: report?.ok === true || stream.targets.length > 0 };
}
const cargo = {
    id: "cargo",
    name: "cargo test",
    language: "rust",
    detect: cargo_detect,
    plan: cargo_plan,
    parse: cargo_parse,
    install: cargo_install,
    liveStatus(line) {
        const m = /^test .+ \.\.\. (ok|FAILED|ignored)/.exec(line);
        if (!m)
            return null;
        return m[1] === "ok" ? "passed" : m[1] === "FAILED" ? "failed" : "skipped";
    },
};

;// CONCATENATED MODULE: ./src/frameworks/index.ts
// The registry of adapters and the pure choice between them.












const ADAPTERS = [
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
function frameworkIds() {
    return ADAPTERS.map((a) => a.id);
}
function adapterById(id) {
    return ADAPTERS.find((a) => a.id === id);
}
/** Highest score wins; ties go to the earlier adapter in ADAPTERS. */
function chooseFramework(facts) {
    const scored = ADAPTERS.map((adapter) => ({ adapter, detection: adapter.detect(facts) }))
        .filter((s) => s.detection !== null)
        .sort((a, b) => b.detection.score - a.detection.score);
    const best = scored[0];
    if (!best)
        return null;
    return {
        adapter: best.adapter,
        detection: best.detection,
        alternatives: scored.slice(1).map((s) => ({ id: s.adapter.id, detection: s.detection })),
    };
}


/***/ }),

/***/ 862:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OX: () => (/* binding */ settleTest),
/* harmony export */   Ub: () => (/* binding */ settleError),
/* harmony export */   zC: () => (/* binding */ settleParsed)
/* harmony export */ });
/* unused harmony exports durationMs, lineNumber */
// What a parse hands on meets results.json's schema whatever the report said
// (docs/architecture.md §5): a report from the sandbox can give a duration of -3 or
// 1e309 and a line of 0, and every reader would have to remember to refuse them.
// Here they become null, once, for every adapter and for --report-paths.
/** A non-negative whole number of milliseconds, or null. */
function durationMs(ms) {
    return typeof ms === "number" && Number.isFinite(ms) && ms >= 0 ? Math.round(ms) : null;
}
/** A 1-based line number, or null. */
function lineNumber(line) {
    return typeof line === "number" && Number.isSafeInteger(line) && line >= 1 ? line : null;
}
function settleTest(t) {
    const duration = durationMs(t.duration_ms);
    const line = lineNumber(t.line);
    return duration === t.duration_ms && line === t.line ? t : { ...t, duration_ms: duration, line };
}
function settleError(e) {
    if (e.line === undefined || e.line === null || lineNumber(e.line) === e.line)
        return e;
    return { ...e, line: null };
}
function settleParsed(run) {
    return { ...run, tests: run.tests.map(settleTest), errors: run.errors.map(settleError) };
}


/***/ }),

/***/ 132:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W1: () => (/* binding */ stoppedByTimeout),
/* harmony export */   oh: () => (/* binding */ unfinishedTest),
/* harmony export */   pR: () => (/* binding */ unfinishedMessage)
/* harmony export */ });
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(939);
// The tests a run started but never finished (a timeout, a cancelled or killed
// run), which frameworks that stream their events can name: each becomes an
// error entry at its place, so the log's last test is not mistaken for a pass
// or silently lost. One wording for every adapter.

const WITHIN = " within";
/** True for an entry unfinishedMessage made for a timed-out run (the engine names these in the timeout's message). */
function stoppedByTimeout(t) {
    return t.status === "error" && (t.message?.startsWith(`did not finish${WITHIN} `) ?? false);
}
/**
 * "did not finish within 30 s: the run timed out while this test was running",
 * or "did not finish: <framework> was stopped while this test was running".
 */
function unfinishedMessage(input, framework, noun = "test") {
    if (input.timedOut) {
        const within = input.timeoutSeconds === undefined ? "" : `${WITHIN} ${input.timeoutSeconds} s`;
        return `did not finish${within}: the run timed out while this ${noun} was running`;
    }
    return `did not finish: ${framework} was stopped while this ${noun} was running`;
}
/** The error entry for a test that started at file:line and never finished. */
function unfinishedTest(where, message) {
    return {
        id: (0,_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .makeTestId */ .WZ)(where.file, where.suite, where.name),
        name: where.name,
        suite: where.suite,
        status: "error",
        duration_ms: null,
        file: where.file,
        line: where.line,
        message,
        stack: null,
        stdout: null,
        stderr: null,
    };
}


/***/ }),

/***/ 9:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ humanReport)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(992);
// The CLI's closing report: counts, then each failure with file:line and the
// first lines of its message. Test text goes through terminalText so a test
// cannot repaint the terminal (colour codes, a carriage return over the FAIL line).

const MESSAGE_LINES = 6;
function humanReport(result) {
    const s = result.summary;
    const lines = [];
    const failing = result.tests.filter((t) => t.status === "failed" || t.status === "error");
    for (const t of failing) {
        const where = t.file ? `${t.file}${t.line ? `:${t.line}` : ""}` : "(location unknown)";
        lines.push(`${t.status === "error" ? "ERROR" : "FAIL"} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalText */ .eR)(t.id)}`);
        lines.push(`  at ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalText */ .eR)(where)}`);
        const msg = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalText */ .eR)(t.message ?? "")
            .split("\n")
            .slice(0, MESSAGE_LINES);
        for (const m of msg)
            if (m.trim())
                lines.push(`  ${m}`);
    }
    for (const e of result.errors) {
        // The run's message is its first error's: said once, on the closing line.
        if (e.message === result.message)
            continue;
        const where = e.file ? ` (${e.file}${e.line ? `:${e.line}` : ""})` : "";
        lines.push(`problem [${e.kind}]${where}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalText */ .eR)(e.message)}`);
    }
    const c = result.comparison;
    if (c) {
        const n = c.counts;
        lines.push(`compared with ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalText */ .eR)(c.base.source)}: ${n.new_failures} new failures, ${n.fixed} fixed, ${n.still_failing} still failing, ${n.added} added, ${n.removed} removed`);
        for (const id of c.new_failures.slice(0, 10))
            lines.push(`  new: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalText */ .eR)(id)}`);
    }
    if (lines.length)
        lines.push("");
    lines.push(`testcage: ${result.status.toUpperCase()}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalText */ .eR)(result.message)}`);
    // A run refused before it started (bad input, nothing detected) has no timing or counts to give.
    if (!result.framework && !result.sandbox && s.total === 0)
        return lines.join("\n");
    const fw = result.framework ? `${result.framework.name}, ` : "";
    const sb = result.sandbox ? `${result.sandbox.kind} sandbox, ` : "";
    lines.push(`${fw}${sb}${(s.duration_ms / 1000).toFixed(1)} s`);
    // The plain closing line other tools read; tests that errored (a timeout, a crash) are not failures.
    lines.push(`${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped, ${s.errored} errored`);
    return lines.join("\n");
}


/***/ }),

/***/ 182:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ RESULTS_VERSION),
/* harmony export */   z: () => (/* binding */ ERROR_KINDS)
/* harmony export */ });
// The normalized result model (docs/architecture.md §2). Every framework's output becomes a
// RunResult; results.json, CTRF, JUnit and Exercism files are exports of it.
// The JSON Schema in schema/results.schema.json describes the same shape and is
// the contract for other tools: change both together and bump RESULTS_VERSION.
const RESULTS_VERSION = "1.3.0";
/** Every infrastructure problem is typed, never folded into "tests failed". */
const ERROR_KINDS = [
    "bad-input",
    "nothing-detected",
    "framework-missing",
    "collection",
    "no-tests",
    "timeout",
    "oom",
    "report-missing",
    "report-invalid",
    "output-limit",
    "disk-limit",
    "exit-code-mismatch",
    "sandbox-unavailable",
    "docker-unavailable",
    "install-failed",
    "internal",
];


/***/ }),

/***/ 381:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ resolveOptions),
/* harmony export */   Gk: () => (/* binding */ SANDBOX_KINDS),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   zY: () => (/* binding */ DEFAULTS)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _frameworks_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(348);
/* harmony import */ var _frameworks_ids_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(939);
/* harmony import */ var _sandbox_disk_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(658);
/* harmony import */ var _sandbox_environment_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(282);
/* harmony import */ var _sandbox_egress_hosts_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(770);
/* harmony import */ var _report_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(314);
// Inputs (CLI flags or action inputs) -> validated RunOptions. Pure: every bad
// value becomes an InputError whose message names the fix.







const SANDBOX_KINDS = ["auto", "docker", "service", "process"];
class InputError extends Error {
}
const DEFAULTS = {
    out: "testcage-results",
    timeoutSeconds: 600,
    graceSeconds: 10,
    memory: "2g",
    pidsLimit: 1024,
    tmpfsSize: "512m",
    disk: "2g",
};
const MAX_TIMEOUT_SECONDS = 6 * 60 * 60; // a GitHub job's own limit
function blank(v) {
    return v === undefined || v.trim() === "";
}
function seconds(name, value, fallback, min) {
    if (blank(value))
        return fallback * 1000;
    const n = Number(value);
    if (!Number.isFinite(n) || n < min || n > MAX_TIMEOUT_SECONDS) {
        throw new InputError(`${name} must be a number of seconds between ${min} and ${MAX_TIMEOUT_SECONDS}, got '${value}'`);
    }
    return Math.round(n * 1000);
}
function parseEnv(entries, source) {
    const env = {};
    for (const entry of entries) {
        const eq = entry.indexOf("=");
        const name = eq === -1 ? entry.trim() : entry.slice(0, eq).trim();
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
            throw new InputError(`env entry '${entry}' is not NAME or NAME=VALUE with a valid variable name`);
        }
        if ((0,_sandbox_environment_js__WEBPACK_IMPORTED_MODULE_5__/* .isForbiddenEnvName */ .Ew)(name)) {
            throw new InputError(`env ${name} is a runner credential and is never passed into the sandbox; remove it`);
        }
        if (eq !== -1)
            env[name] = entry.slice(eq + 1);
        else if (source[name] !== undefined)
            env[name] = source[name];
    }
    return env;
}
const SIZE = /^[0-9]+(\.[0-9]+)?[bkmg]?$/i;
// Docker names and image references; never starting with "-" so nothing reads as a flag.
const DOCKER_REF = /^[A-Za-z0-9][A-Za-z0-9._/:@-]*$/;
function pick(name, value, pattern, hint) {
    if (blank(value))
        return null;
    const v = value.trim();
    if (!pattern.test(v))
        throw new InputError(`${name} '${value}' is not valid; ${hint}`);
    return v;
}
function containerOptions(raw) {
    const cpus = pick("cpus", raw.cpus, /^[0-9]+(\.[0-9]+)?$/, "give a number of CPUs such as 2 or 0.5");
    if (cpus !== null && (Number(cpus) <= 0 || Number(cpus) > 256))
        throw new InputError(`cpus '${cpus}' must be above 0 and at most 256`);
    const pids = pick("pids-limit", raw.pidsLimit, /^[0-9]+$/, "give a whole number of processes such as 1024");
    if (pids !== null && (Number(pids) < 16 || Number(pids) > 1_000_000)) {
        throw new InputError(`pids-limit '${pids}' must be between 16 and 1000000`);
    }
    const runtime = blank(raw.runtime) ? "runc" : raw.runtime.trim();
    if (runtime !== "runc" && runtime !== "runsc")
        throw new InputError(`runtime '${raw.runtime}' must be runc or runsc (gVisor)`);
    const network = pick("network", raw.network, DOCKER_REF, "give none or a docker network name") ?? "none";
    if (network === "host")
        throw new InputError("network 'host' is refused: the test phase never gets the host's network; use none or a docker network");
    return {
        image: pick("image", raw.image, DOCKER_REF, "give an image reference such as ghcr.io/org/image:tag"),
        memory: pick("memory", raw.memory, SIZE, "give a size such as 512m or 2g") ?? DEFAULTS.memory,
        cpus,
        pidsLimit: pids === null ? DEFAULTS.pidsLimit : Number(pids),
        tmpfsSize: pick("tmpfs-size", raw.tmpfsSize, SIZE, "give a size such as 256m") ?? DEFAULTS.tmpfsSize,
        runtime,
        network,
        container: pick("container", raw.container, DOCKER_REF, "give the service container's name or id"),
        disk: diskCap(raw.disk),
    };
}
/** "none" turns the cap off; below 16m an ext4 file system plus a project does not fit. */
function diskCap(value) {
    if (!blank(value) && value.trim() === "none")
        return null;
    const disk = pick("disk", value, SIZE, "give a size such as 2g or 512m, or none") ?? DEFAULTS.disk;
    if ((0,_sandbox_disk_js__WEBPACK_IMPORTED_MODULE_2__/* .sizeBytes */ .Vv)(disk) < _sandbox_disk_js__WEBPACK_IMPORTED_MODULE_2__/* .MIN_DISK_BYTES */ .vh)
        throw new InputError(`disk '${disk}' must be at least 16m (or none)`);
    return disk;
}
function cacheMode(value) {
    if (blank(value))
        return "run";
    const v = value.trim();
    if (v !== "run" && v !== "project")
        throw new InputError(`cache '${value}' must be run (nothing kept between runs) or project`);
    return v;
}
function resolveOptions(raw, cwd, source) {
    const dir = blank(raw.dir) ? "." : raw.dir;
    let framework = null;
    if (!blank(raw.framework) && raw.framework !== "auto") {
        framework = raw.framework.trim().toLowerCase();
        if (!(0,_frameworks_index_js__WEBPACK_IMPORTED_MODULE_1__/* .frameworkIds */ .zE)().includes(framework)) {
            throw new InputError(`unknown framework '${raw.framework}'; use one of: ${(0,_frameworks_index_js__WEBPACK_IMPORTED_MODULE_1__/* .frameworkIds */ .zE)().join(", ")} (or auto)`);
        }
    }
    const sandbox = (blank(raw.sandbox) ? "auto" : raw.sandbox.trim());
    if (!SANDBOX_KINDS.includes(sandbox)) {
        throw new InputError(`unknown sandbox '${raw.sandbox}'; use one of: ${SANDBOX_KINDS.join(", ")}`);
    }
    const filter = (raw.filter ?? []).map((f) => f.trim()).filter((f) => f !== "");
    for (const id of filter) {
        if (!(0,_frameworks_ids_js__WEBPACK_IMPORTED_MODULE_6__/* .parseTestId */ .FG)(id))
            throw new InputError(`filter '${id}' is not a test id; copy ids from results.json (file::suite::name)`);
    }
    const install = raw.installCommand?.trim();
    const test = raw.testCommand?.trim();
    const reportPaths = (0,_report_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .splitReportPaths */ .NT)(raw.reportPaths);
    for (const p of reportPaths) {
        const problem = (0,_report_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .reportPathProblem */ .vQ)(p);
        if (problem)
            throw new InputError(`report-paths entry '${p}' ${problem}`);
    }
    if (!blank(raw.testsFrom) && test) {
        throw new InputError("tests-from runs the trusted tests with the framework's own command; drop test-command (the project's command is not trusted)");
    }
    if (!blank(raw.testsFrom) && reportPaths.length > 0) {
        throw new InputError("report-paths reads reports and runs nothing; drop tests-from, or drop report-paths");
    }
    if (reportPaths.length > 0 && test) {
        throw new InputError("report-paths reads reports and runs nothing; drop test-command, or drop report-paths to run tests");
    }
    return {
        projectDir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(dir) ? dir : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, dir),
        projectLabel: dir,
        framework,
        sandbox,
        outDir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, blank(raw.out) ? DEFAULTS.out : raw.out),
        timeoutMs: seconds("timeout", raw.timeout, DEFAULTS.timeoutSeconds, 1),
        graceMs: seconds("grace", raw.grace, DEFAULTS.graceSeconds, 0),
        filter,
        env: parseEnv(raw.env ?? [], source),
        installCommand: !install || install === "none" ? null : install,
        installAuto: !install,
        installAllowHosts: allowHosts(raw.installAllowHosts),
        testCommand: test ? test : null,
        testsFrom: blank(raw.testsFrom)
            ? null
            : { path: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(raw.testsFrom) ? raw.testsFrom : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, raw.testsFrom), label: raw.testsFrom },
        containers: containerOptions(raw),
        cache: cacheMode(raw.cache),
        coverage: booleanInput("coverage", raw.coverage),
        reportPaths,
    };
}
/** install-allow-hosts: host names or "*.suffix", never addresses, ports or URLs. */
function allowHosts(value) {
    const entries = (Array.isArray(value) ? value : [value ?? ""])
        .flatMap((v) => v.split(/[\s,]+/))
        .filter((h) => h !== "");
    for (const h of entries) {
        if (!(0,_sandbox_egress_hosts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAllowHost */ .u6)(h)) {
            throw new InputError(`install-allow-hosts entry '${h}' is not a host name; give names such as npm.example.com or *.example.com (no scheme, port or address)`);
        }
    }
    return [...new Set(entries.map((h) => h.toLowerCase()))];
}
function booleanInput(name, value) {
    if (typeof value === "boolean")
        return value;
    const v = (value ?? "").trim().toLowerCase();
    if (v === "" || v === "false")
        return false;
    if (v === "true")
        return true;
    throw new InputError(`${name} must be true or false; got '${value}'`);
}


/***/ }),

/***/ 431:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ pathMapper)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
// Maps paths as the sandbox saw them back to repo-relative paths (annotations
// need them) and scrubs sandbox paths out of free text.

/**
 * @param sandboxProject the project's path inside the sandbox
 * @param workingDir the project's path relative to the repository root ("." for the root)
 */
function pathMapper(sandboxProject, workingDir) {
    const root = sandboxProject.replace(/\/+$/, "");
    const prefix = workingDir === "." || workingDir === "" ? "" : `${workingDir.replace(/\/+$/, "")}/`;
    return {
        file(path) {
            if (path === null || path === "")
                return null;
            let rel = path.replace(/\\/g, "/");
            if (rel.startsWith(`${root}/`))
                rel = rel.slice(root.length + 1);
            else if (rel.startsWith("/"))
                return null;
            const joined = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(prefix + rel);
            return joined.startsWith("../") ? null : joined;
        },
        text(text) {
            if (text === null)
                return null;
            // file:// URLs (ESM stacks) first, so they become plain repo-relative paths too.
            return text
                .split(`file://${root}/`)
                .join(prefix)
                .split(`${root}/`)
                .join(prefix)
                .split(root)
                .join(prefix === "" ? "." : prefix.slice(0, -1));
        },
    };
}


/***/ }),

/***/ 314:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  um: () => (/* binding */ reportOnlyResult),
  vQ: () => (/* binding */ reportPathProblem),
  NT: () => (/* binding */ splitReportPaths)
});

// UNUSED EXPORTS: REPORT_LIMITS, ReportParser, bySuffix, compileGlob, lineIn, parseReport, readReports

// EXTERNAL MODULE: ./src/arrays.ts
var arrays = __nccwpck_require__(273);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(760);
// EXTERNAL MODULE: ./src/frameworks/ids.ts
var ids = __nccwpck_require__(939);
// EXTERNAL MODULE: ./src/model.ts
var model = __nccwpck_require__(182);
// EXTERNAL MODULE: ./src/paths.ts
var paths = __nccwpck_require__(431);
// EXTERNAL MODULE: ./src/reports/junit.ts
var junit = __nccwpck_require__(991);
// EXTERNAL MODULE: ./src/reports/xml.ts + 29 modules
var xml = __nccwpck_require__(859);
// EXTERNAL MODULE: ./src/reports/xml-stream.ts
var xml_stream = __nccwpck_require__(839);
;// CONCATENATED MODULE: ./src/reports/trx.ts
// A reader for .NET's TRX files (Visual Studio test results, namespace
// http://microsoft.com/schemas/VisualStudio/TeamTest/2010, schema vstst.xsd),
// as `dotnet test --logger trx` writes them. Returns flat records; the
// report-paths pipeline decides what they mean for results.json.
//
// Read: TestRun/Results/UnitTestResult (testId, testName, outcome, duration,
// Output/StdOut, StdErr, ErrorInfo/Message, StackTrace; InnerResults of
// data-driven tests, which replace their parent) joined with
// TestDefinitions/UnitTest/TestMethod (className, name) by testId.


/** "hh:mm:ss.fffffff" (TimeSpan) -> milliseconds. */
function trxDuration(value) {
    const m = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(value?.trim() ?? "");
    if (!m)
        return null;
    return Math.round((Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])) * 1000);
}
const textOrNull = (c) => {
    if (c === null)
        return null;
    const [text, cdata] = c.parts();
    return (0,xml/* decodeEntities */.Sm)(text) + cdata || null;
};
/**
 * TRX as a stream, in two passes over the file, since dotnet writes the definitions
 * (class and method of each test id) after the results: `definitions` reads only those
 * (small, one entry a test), `results` hands each result to `sink` as soon as it is
 * complete, so the memory held is the definitions plus one result, its texts capped.
 */
class TrxStream {
    mode;
    sink;
    textCap;
    methods;
    depth = 0;
    /** Element names of the open path. */
    path = [];
    firstRoot = true;
    inRun = false;
    unitTest = null;
    frames = [];
    capture = null;
    captureDepth = -1;
    constructor(mode, sink = () => { }, methods, textCap = Infinity) {
        this.mode = mode;
        this.sink = sink;
        this.textCap = textCap;
        this.methods = methods ?? new Map();
    }
    open(name, attrs, depth) {
        this.depth = depth + 1;
        this.path[depth] = name;
        if (depth === 0) {
            if (name !== "TestRun")
                throw new Error("no <TestRun> root element");
            this.inRun = this.firstRoot;
            this.firstRoot = false;
            return;
        }
        if (!this.inRun)
            return;
        if (this.mode === "definitions") {
            if (depth === 2 && name === "UnitTest" && this.path[1] === "TestDefinitions") {
                this.unitTest = { id: attrs["id"], method: null };
            }
            else if (depth === 3 && name === "TestMethod" && this.unitTest && this.unitTest.method === null) {
                this.unitTest.method = {
                    className: (0,xml/* decodeEntities */.Sm)(attrs["className"] ?? ""),
                    name: (0,xml/* decodeEntities */.Sm)(attrs["name"] ?? ""),
                };
            }
            return;
        }
        const f = this.frames[this.frames.length - 1];
        if (name === "UnitTestResult") {
            const counted = f ? f.innerOpen && depth === f.inner + 1 : depth === 2 && this.path[1] === "Results";
            if (counted) {
                this.frames.push({
                    depth,
                    attrs,
                    inner: -1,
                    innerOpen: false,
                    hadInner: false,
                    output: 0,
                    errorInfo: 0,
                    message: null,
                    stackTrace: null,
                    stdout: null,
                    stderr: null,
                });
            }
            return;
        }
        if (!f || this.capture)
            return;
        const d = depth - f.depth;
        if (d === 1) {
            if (name === "InnerResults" && f.inner === -1) {
                f.inner = depth;
                f.innerOpen = true;
            }
            else if (name === "Output" && f.output === 0)
                f.output = 1;
        }
        else if (d === 2 && f.output === 1) {
            if (name === "ErrorInfo" && f.errorInfo === 0)
                f.errorInfo = 1;
            else if (name === "StdOut" && f.stdout === null)
                this.startCapture((f.stdout = new xml_stream/* TextCapture */.It(this.textCap)), depth);
            else if (name === "StdErr" && f.stderr === null)
                this.startCapture((f.stderr = new xml_stream/* TextCapture */.It(this.textCap)), depth);
        }
        else if (d === 3 && f.errorInfo === 1) {
            if (name === "Message" && f.message === null)
                this.startCapture((f.message = new xml_stream/* TextCapture */.It(this.textCap)), depth);
            else if (name === "StackTrace" && f.stackTrace === null) {
                this.startCapture((f.stackTrace = new xml_stream/* TextCapture */.It(this.textCap)), depth);
            }
        }
    }
    startCapture(c, depth) {
        this.capture = c;
        this.captureDepth = depth;
    }
    close(name, depth) {
        this.depth = depth;
        if (this.capture && depth === this.captureDepth) {
            this.capture = null;
            this.captureDepth = -1;
        }
        if (!this.inRun)
            return;
        if (depth === 0) {
            this.inRun = false;
            return;
        }
        if (this.mode === "definitions") {
            if (depth === 2 && this.unitTest && name === "UnitTest") {
                const { id, method } = this.unitTest;
                this.unitTest = null;
                if (id !== undefined)
                    this.methods.set((0,xml/* decodeEntities */.Sm)(id), method ?? { className: "", name: "" });
            }
            return;
        }
        const f = this.frames[this.frames.length - 1];
        if (!f)
            return;
        if (depth === f.depth && name === "UnitTestResult") {
            this.frames.pop();
            const parent = this.frames[this.frames.length - 1];
            if (parent)
                parent.hadInner = true;
            if (!f.hadInner)
                this.sink(this.result(f));
        }
        else if (depth === f.inner)
            f.innerOpen = false;
        else if (depth === f.depth + 1 && name === "Output" && f.output === 1)
            f.output = 2;
        else if (depth === f.depth + 2 && name === "ErrorInfo" && f.errorInfo === 1)
            f.errorInfo = 2;
    }
    result(f) {
        const a = f.attrs;
        const def = this.methods.get((0,xml/* decodeEntities */.Sm)(a["testId"] ?? ""));
        return {
            testName: (a["testName"] === undefined ? undefined : (0,xml/* decodeEntities */.Sm)(a["testName"])) ?? def?.name ?? "",
            className: def?.className ?? "",
            methodName: def?.name ?? "",
            outcome: (0,xml/* decodeEntities */.Sm)(a["outcome"] ?? ""),
            durationMs: trxDuration(a["duration"] === undefined ? undefined : (0,xml/* decodeEntities */.Sm)(a["duration"])),
            message: textOrNull(f.message),
            stackTrace: textOrNull(f.stackTrace),
            stdout: textOrNull(f.stdout),
            stderr: textOrNull(f.stderr),
        };
    }
    wantsText() {
        return this.capture !== null && this.depth === this.captureDepth + 1;
    }
    text(piece) {
        this.capture.addText(piece);
    }
    cdata(piece) {
        this.capture.addCdata(piece);
    }
}
/** Reads every result in document order. Throws on malformed or unsafe XML, or a root that is not TestRun. */
function readTrx(xml) {
    const defs = new TrxStream("definitions");
    const first = new XmlStream(defs);
    first.write(xml);
    first.end();
    const out = [];
    const second = new XmlStream(new TrxStream("results", (r) => out.push(r), defs.methods));
    second.write(xml);
    second.end();
    return out;
}

// EXTERNAL MODULE: ./src/frameworks/settle.ts
var settle = __nccwpck_require__(862);
// EXTERNAL MODULE: ./src/sandbox/safe-read.ts + 1 modules
var safe_read = __nccwpck_require__(277);
// EXTERNAL MODULE: ./src/results-input.ts
var results_input = __nccwpck_require__(772);
// EXTERNAL MODULE: ./src/detect/scan.ts
var scan = __nccwpck_require__(450);
;// CONCATENATED MODULE: ./src/source-index.ts
// One index of a project's files, built once per run, that answers "which file is this
// test class in?" and "which project file does this foreign absolute path name?" in
// time independent of the project's size (report-paths reads reports of 1M tests).
//
// A class name is read as dotted segments (Python modules, JVM packages, C# namespaces;
// PHP's `\` and Ruby's `::` count as dots). Every source file is indexed under each
// dotted suffix of its path without the extension, so `tests.pkg.test_mod` finds
// tests/pkg/test_mod.py and `com.x.FooTest` finds src/test/java/com/x/FooTest.java
// under any source root; the longest prefix of the class name that names a file wins
// (the rest is classes inside the module). When that fails, a class-per-file language
// (Java, Kotlin, Groovy, Scala, C#, PHP) is tried by the simple class name, used only
// when exactly one file has that name (C# namespaces and PSR-4 prefixes need not
// match folders).



/** Extensions in order of preference when one dotted name fits several files. */
const SOURCE_EXTS = ["py", "java", "kt", "groovy", "scala", "cs", "rb", "php", "fs", "vb"];
const EXT_RANK = new Map(SOURCE_EXTS.map((e, i) => [e, i]));
/** Languages whose convention is one top-level class per file of the same name. */
const CLASS_PER_FILE = new Set(["java", "kt", "groovy", "scala", "cs", "php"]);
const better = (a, b) => a.partial !== b.partial ? a.partial < b.partial : a.rank !== b.rank ? a.rank < b.rank : a.order < b.order;
function extOf(file) {
    const slash = file.lastIndexOf("/");
    const dot = file.lastIndexOf(".");
    return dot > slash + 1 ? file.slice(dot + 1) : "";
}
class source_index_SourceIndex {
    files;
    byDotted = new Map();
    /** Simple class name -> files of class-per-file languages with that stem. */
    byStem = new Map();
    /** Base name -> files with that base name, for suffix matches of foreign paths. */
    byBase = new Map();
    answers = new Map();
    constructor(files) {
        this.files = files;
        files.forEach((file, order) => {
            const slash = file.lastIndexOf("/");
            const base = file.slice(slash + 1);
            const sameBase = this.byBase.get(base);
            if (sameBase)
                sameBase.push(file);
            else
                this.byBase.set(base, [file]);
            const ext = extOf(file);
            const rank = EXT_RANK.get(ext);
            if (rank === undefined)
                return;
            const segments = file.slice(0, file.length - ext.length - 1).split("/");
            // Folder names with dots (.NET's "Calc.Tests/") are dotted names already.
            for (let i = 0; i < segments.length; i++) {
                const key = segments.slice(i).join(".");
                const entry = { file, partial: i === 0 ? 0 : 1, rank, order };
                const old = this.byDotted.get(key);
                if (!old || better(entry, old))
                    this.byDotted.set(key, entry);
            }
            if (CLASS_PER_FILE.has(ext)) {
                const stem = segments[segments.length - 1];
                const same = this.byStem.get(stem);
                if (same)
                    same.push(file);
                else
                    this.byStem.set(stem, [file]);
            }
        });
    }
    /**
     * The file a test class (or module) is in, or null. `exts` limits the answer to those
     * extensions (C# results only ever name .cs files).
     */
    forClass(classname, exts) {
        // Many tests share a class: remember the last answers (bounded).
        const key = exts ? `${[...exts].join(",")}\n${classname}` : classname;
        const known = this.answers.get(key);
        if (known !== undefined)
            return known;
        const answer = this.resolve(classname, exts);
        if (this.answers.size >= 100_000)
            this.answers.clear();
        this.answers.set(key, answer);
        return answer;
    }
    resolve(classname, exts) {
        const name = classname
            .trim()
            .replace(/\$.*$/, "") // JVM inner classes: Outer$Inner lives in Outer's file
            .replace(/::|\\|\//g, ".")
            .replace(/\(.*$/, "");
        if (!/^[\w.-]+$/.test(name))
            return null;
        const parts = name.split(".").filter((p) => p !== "");
        const fits = (file) => !exts || exts.has(extOf(file));
        for (let k = parts.length; k >= 1; k--) {
            const hit = this.byDotted.get(parts.slice(0, k).join("."));
            if (hit && fits(hit.file))
                return hit.file;
        }
        for (let k = parts.length - 1; k >= 0; k--) {
            const hits = this.byStem.get(parts[k])?.filter(fits);
            if (hits?.length === 1)
                return hits[0];
        }
        return null;
    }
    /** The longest project file that `abs` ends with (as whole path segments), or null. */
    bySuffix(abs) {
        const base = abs.slice(abs.lastIndexOf("/") + 1);
        let best = null;
        for (const f of this.byBase.get(base) ?? []) {
            if (abs.endsWith(`/${f}`) && (best === null || f.length > best.length))
                best = f;
        }
        return best;
    }
}
const SOURCE_INDEX_LIMITS = { maxFiles: 200_000, maxEntries: 400_000, maxDepth: 32 };
/**
 * The project's files (repository-relative, in code-unit order), for the index: a walk
 * that never follows symlinks and skips dependency and build folders, bounded in depth
 * and entries.
 */
async function listProjectFiles(root) {
    const out = [];
    let entriesLeft = SOURCE_INDEX_LIMITS.maxEntries;
    const walk = async (rel, depth) => {
        if (depth > SOURCE_INDEX_LIMITS.maxDepth)
            return;
        let entries;
        try {
            entries = await (0,promises_.readdir)((0,external_node_path_.join)(root, rel), { withFileTypes: true });
        }
        catch {
            return;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const e of entries) {
            if (--entriesLeft < 0 || out.length >= SOURCE_INDEX_LIMITS.maxFiles)
                return;
            const path = rel ? `${rel}/${e.name}` : e.name;
            if (e.isDirectory()) {
                if (!scan/* SKIP_DIRS */.z.has(e.name))
                    await walk(path, depth + 1);
            }
            else if (e.isFile())
                out.push(path);
        }
    };
    await walk("", 0);
    return out;
}

// EXTERNAL MODULE: ./src/status.ts
var src_status = __nccwpck_require__(565);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __nccwpck_require__(992);
// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
;// CONCATENATED MODULE: ./src/report-paths.ts
// report-paths: results.json from report files an earlier step wrote, without
// running anything (no sandbox). The same model, the same status rules, the same
// exports; only the source differs, and results.json says so (sandbox null,
// command null, report_files listing what was read).
//
// Paths are globs relative to the working directory. The walk never follows a
// symlink (neither a folder nor a file), never leaves the working directory,
// and reads only regular files under the report size cap. Each file's format is
// told by its root element: <testsuites>/<testsuite> is JUnit XML (Maven
// Surefire, Gradle, pytest, jest-junit, ...), <TestRun> is .NET TRX.
















const REPORT_LIMITS = {
    /** Files one pattern may match; more is almost surely a wrong pattern. */
    maxFiles: 1000,
    /** Directory entries the walk looks at, over all patterns. */
    maxEntries: 200_000,
    maxDepth: 32,
    /** JUnit XML and TRX are read as streams: the cap guards against a runaway writer, not memory. */
    fileCapBytes: 4 * 1024 ** 3,
    totalCapBytes: 64 * 1024 ** 3,
    /** A testcage results.json is read whole. */
    jsonCapBytes: 64 * 1024 * 1024,
    /** Each text of one test case kept (failure text, output); results keep at most 64 KiB of it. */
    textCapChars: 1024 * 1024,
};
/** Splits the input (commas or newlines) into patterns; blank entries are dropped. */
function splitReportPaths(value) {
    const parts = Array.isArray(value) ? value : [value ?? ""];
    return parts
        .flatMap((p) => p.split(/[,\n]/))
        .map((p) => p.trim())
        .filter((p) => p !== "");
}
/** Why a pattern is refused (absolute, climbing out, odd characters), or null when it is fine. */
function reportPathProblem(pattern) {
    if (pattern.startsWith("/") || /^[A-Za-z]:/.test(pattern) || pattern.startsWith("\\")) {
        return "is absolute; give a path relative to the working directory";
    }
    if (pattern.includes("\\"))
        return "contains a backslash; use forward slashes";
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f]/.test(pattern))
        return "contains control characters";
    if (pattern.split("/").some((s) => s === ".."))
        return "climbs out with '..'; report paths stay inside the working directory";
    return null;
}
/** A glob segment as a regex: * and ? within the segment, {a,b} alternatives, [...] classes. */
function segmentRegex(segment) {
    let out = "";
    for (let i = 0; i < segment.length; i++) {
        const c = segment[i];
        if (c === "*")
            out += "[^/]*";
        else if (c === "?")
            out += "[^/]";
        else if (c === "{") {
            const end = segment.indexOf("}", i);
            if (end === -1) {
                out += "\\{";
                continue;
            }
            const alts = segment.slice(i + 1, end).split(",");
            out += `(?:${alts.map((a) => segmentRegex(a)).join("|")})`;
            i = end;
        }
        else if (c === "[") {
            const end = segment.indexOf("]", i + 1);
            if (end === -1) {
                out += "\\[";
                continue;
            }
            const body = segment
                .slice(i + 1, end)
                .replace(/^!/, "^")
                .replace(/\\/g, "\\\\");
            out += `[${body}]`;
            i = end;
        }
        else
            out += (0,src_text/* escapeRegExp */.Nt)(c);
    }
    return out;
}
function compileGlob(pattern) {
    const segments = pattern
        .replace(/^\.\//, "")
        .split("/")
        .filter((s) => s !== "" && s !== ".");
    const firstWild = segments.findIndex((s) => /[*?[{]/.test(s));
    const baseSegments = firstWild === -1 ? segments.slice(0, -1) : segments.slice(0, firstWild);
    let re = "";
    segments.forEach((s, i) => {
        const last = i === segments.length - 1;
        if (s === "**")
            re += last ? ".*" : "(?:[^/]+/)*";
        else
            re += segmentRegex(s) + (last ? "" : "/");
    });
    return { pattern, base: baseSegments.join("/"), regex: new RegExp(`^${re}$`) };
}
/** Regular files under root/base matching the glob; symlinks are reported as refused, never followed. */
async function expand(root, glob, budget) {
    const found = { files: [], refused: [] };
    // Every folder of the base must be a real folder, not a symlink out of the tree.
    let dir = "";
    for (const seg of glob.base === "" ? [] : glob.base.split("/")) {
        dir = dir ? `${dir}/${seg}` : seg;
        try {
            const st = await (0,promises_.lstat)((0,external_node_path_.join)(root, dir));
            if (st.isSymbolicLink()) {
                found.refused.push(dir);
                return found;
            }
            if (!st.isDirectory())
                break;
        }
        catch {
            return found;
        }
    }
    const walk = async (rel, depth) => {
        if (depth > REPORT_LIMITS.maxDepth || found.files.length >= REPORT_LIMITS.maxFiles)
            return;
        let entries;
        try {
            entries = await (0,promises_.readdir)((0,external_node_path_.join)(root, rel), { withFileTypes: true });
        }
        catch {
            return;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const e of entries) {
            if (--budget.entries < 0 || found.files.length >= REPORT_LIMITS.maxFiles)
                return;
            const path = rel ? `${rel}/${e.name}` : e.name;
            if (e.isSymbolicLink()) {
                if (glob.regex.test(path))
                    found.refused.push(path);
            }
            else if (e.isDirectory()) {
                if (e.name !== ".git")
                    await walk(path, depth + 1);
            }
            else if (e.isFile() && glob.regex.test(path)) {
                found.files.push(path);
            }
        }
    };
    // A literal path (no wildcard) may name the file itself.
    try {
        const st = await (0,promises_.lstat)((0,external_node_path_.join)(root, glob.base));
        if (st.isDirectory())
            await walk(glob.base, 0);
        else if (st.isFile() && glob.regex.test(glob.base))
            found.files.push(glob.base);
    }
    catch {
        // nothing there
    }
    if (!/[*?[{]/.test(glob.pattern)) {
        const literal = glob.pattern.replace(/^\.\//, "");
        try {
            const st = await (0,promises_.lstat)((0,external_node_path_.join)(root, literal));
            if (st.isSymbolicLink())
                found.refused.push(literal);
        }
        catch {
            // missing: reported by the caller
        }
    }
    return found;
}
/** The longest project file that `abs` ends with (as whole path segments), or null. */
function bySuffix(abs, files) {
    return (files instanceof SourceIndex ? files : new SourceIndex(files)).bySuffix(abs);
}
// ---- JUnit XML -> tests ----
/** The digits at `at` in `text`, as a number, when at least one is there and `after` (if any) follows them. */
function digitsAt(text, at, after) {
    let end = at;
    while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57)
        end++;
    if (end === at || (after !== undefined && !text.startsWith(after, end)))
        return null;
    return Number(text.slice(at, end));
}
/** The number after the leftmost `needle` it follows (with `after` behind it), that `ok` accepts the place of. */
function numberAfter(text, needle, after, ok) {
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
        if (ok && !ok(at))
            continue;
        const n = digitsAt(text, at + needle.length, after);
        if (n !== null)
            return n;
    }
    return null;
}
const BEFORE_PATH = /[\s(/"']/;
/**
 * A 1-based line of `file` named in a failure: a JVM frame "(Foo.java:42)" first, then
 * .NET's "path:line 42", then "path:42" at the start of a line or after a space, quote,
 * "(" or "/". Plain string search: a path of any length, with any characters, is safe.
 */
function lineIn(text, file) {
    const head = text.slice(0, 512 * 1024);
    const jvm = numberAfter(head, `(${external_node_path_.posix.basename(file)}:`, ")");
    if (jvm !== null)
        return jvm;
    const dotnet = numberAfter(head, `${file}:line `);
    if (dotnet !== null)
        return dotnet;
    return numberAfter(head, `${file}:`, undefined, (at) => at === 0 || BEFORE_PATH.test(head[at - 1]));
}
/**
 * Gradle writes every failed test as <failure> (its suites' `errors` count is always 0),
 * typed with the exception's class; Surefire writes <error> for anything that is not an
 * assertion. So a JVM <failure> whose type is plainly no assertion, an ...Exception or a
 * java.lang error other than AssertionError (StackOverflowError, NoClassDefFoundError, ...),
 * reads as an error, as the same test does from Surefire. Assertion libraries' own types
 * (AssertionFailedError, ComparisonFailure, Mockito's verification failures) stay failures,
 * and so does ScalaTest's TestFailedException, which is its assertion failure.
 */
function jvmStatus(tc) {
    const status = (0,junit/* junitStatus */.Ri)(tc);
    const type = tc.outcome?.type ?? "";
    const notAssertion = (/^(?:[\w$]+\.)+[\w$]*Exception$/.test(type) && !/\.TestFailed\w*Exception$/.test(type)) ||
        /^java\.lang\.(?!AssertionError$)\w+Error$/.test(type);
    return status === "failed" && notAssertion ? "error" : status;
}
function junitTest(tc, fromPytest, relative, index) {
    if (tc.name === "")
        return null;
    const file = tc.file ? relative(tc.file) : index.forClass(tc.classname);
    const jvm = file !== null && /\.(java|kt|groovy|scala)$/.test(file);
    let suite;
    if (jvm) {
        // JVM: the class chain after the package (Outer$Inner -> Outer, Inner).
        const simple = tc.classname.split(".").pop() ?? tc.classname;
        suite = simple.split("$").filter((s) => s !== "");
    }
    else if (file && fromPytest) {
        const modulePath = file.replace(/\.py$/, "").split("/").join(".");
        const rest = tc.classname.startsWith(modulePath) ? tc.classname.slice(modulePath.length) : "";
        suite = rest.split(".").filter((p) => p !== "");
    }
    else {
        suite = tc.classname === "" ? [] : [tc.classname];
    }
    const status = jvm ? jvmStatus(tc) : (0,junit/* junitStatus */.Ri)(tc);
    const failed = status === "failed" || status === "error";
    const text = tc.outcome?.text ?? "";
    const defLine = tc.line === null ? null : fromPytest ? tc.line + 1 : tc.line;
    let message = tc.outcome?.message ?? (0,src_text/* firstLine */.TM)(text);
    // Gradle's message is the exception's toString ("java.lang.AssertionError: 7 / 2 ..."),
    // Surefire's only its message: the type is dropped so both read alike.
    const type = tc.outcome?.type;
    if (jvm && type && message.startsWith(`${type}: `))
        message = message.slice(type.length + 2);
    const params = jvm ? (0,junit/* jvmCaseParameters */.Ww)(tc.name) : null;
    // A suite's own output can be told to be a test's only when the suite holds that test
    // alone and it has none of its own: Gradle's class-level pseudo-test "classMethod"
    // (a failed @BeforeClass) and any one-test class with Gradle's default output.
    const alone = tc.suiteSize === 1;
    return {
        id: (0,ids/* makeTestId */.WZ)(file, suite, tc.name),
        name: tc.name,
        ...(params ? { parameters: params } : {}),
        suite,
        status,
        duration_ms: tc.timeSeconds === null ? null : Math.round(tc.timeSeconds * 1000),
        file,
        line: (failed && file ? lineIn(text, file) : null) ?? (defLine !== null && defLine >= 1 ? defLine : null),
        message: status === "passed" ? null : (0,src_text/* tidy */.DZ)(message),
        stack: failed ? (0,src_text/* tidy */.DZ)(text) : null,
        stdout: (0,src_text/* tidy */.DZ)(tc.systemOut ?? (alone ? tc.suiteSystemOut : null)),
        stderr: (0,src_text/* tidy */.DZ)(tc.systemErr ?? (alone ? tc.suiteSystemErr : null)),
    };
}
// ---- TRX -> tests ----
function trxStatus(outcome) {
    switch (outcome) {
        case "Passed":
        case "PassedButRunAborted":
        case "Completed":
        case "Warning":
            return "passed";
        case "Failed":
            return "failed";
        case "NotExecuted":
        case "Inconclusive":
        case "Pending":
        case "NotRunnable":
            return "skipped";
        default:
            // Error, Timeout, Aborted, Disconnected, InProgress and anything unknown: never a pass.
            return "error";
    }
}
const CSHARP = new Set(["cs"]);
function trxTest(r, relative, index) {
    if (r.testName === "")
        return null;
    const status = trxStatus(r.outcome);
    const failed = status === "failed" || status === "error";
    // .NET stacks say "in /path/File.cs:line 42"; the first frame inside the project is the test's.
    let file = null;
    let line = null;
    for (const m of (r.stackTrace ?? "").slice(0, 512 * 1024).matchAll(/ in (.+?):line (\d+)/g)) {
        const rel = relative(m[1] ?? "");
        if (rel) {
            file = rel;
            line = Number(m[2]);
            break;
        }
    }
    file ??= index.forClass(r.className, CSHARP);
    const suite = r.className === "" ? [] : [r.className];
    // xunit and NUnit name results "Namespace.Class.Method(args)": the class is the suite already.
    const name = r.className !== "" && r.testName.startsWith(`${r.className}.`)
        ? r.testName.slice(r.className.length + 1)
        : r.testName;
    const params = /^[^(]+\((.*)\)$/.exec(name)?.[1] ?? null;
    return {
        id: (0,ids/* makeTestId */.WZ)(file, suite, name),
        name,
        ...(params ? { parameters: params } : {}),
        suite,
        status,
        duration_ms: r.durationMs,
        file,
        line,
        message: status === "passed" ? null : (0,src_text/* tidy */.DZ)(r.message ?? (failed ? r.outcome : null)),
        stack: failed ? (0,src_text/* tidy */.DZ)(r.stackTrace) : null,
        stdout: (0,src_text/* tidy */.DZ)(r.stdout),
        stderr: (0,src_text/* tidy */.DZ)(r.stderr),
    };
}
/** Forwards a document's events to the reader its root element chooses. */
class RootDispatch {
    choose;
    delegate = null;
    constructor(choose) {
        this.choose = choose;
    }
    open(name, attrs, depth) {
        this.delegate ??= this.choose(name);
        this.delegate.open(name, attrs, depth);
    }
    close(name, depth) {
        this.delegate?.close(name, depth);
    }
    wantsText() {
        return this.delegate?.wantsText() ?? false;
    }
    text(piece) {
        this.delegate?.text(piece);
    }
    cdata(piece) {
        this.delegate?.cdata(piece);
    }
}
/**
 * One report read as a stream: write() its text in pieces, end(), and for TRX (whose
 * definitions come after its results) write() it all again after secondPass(). JUnit
 * or TRX by the root element, a testcage results.json by a leading "{". The memory held
 * is one test case (texts capped at `textCap`) plus the tests already converted.
 */
class ReportParser {
    relative;
    index;
    textCap;
    jsonCapChars;
    head = "";
    kind = "undecided";
    json = [];
    jsonChars = 0;
    xml = null;
    junit = null;
    trx = null;
    pass = 1;
    fromPytest = false;
    format = null;
    tests = [];
    /** (suite, position) of each JUnit test while they come in the DOM reader's order; then sorted. */
    keys = [];
    inOrder = true;
    errors;
    constructor(relative, index, textCap = Infinity, jsonCapChars = Infinity) {
        this.relative = relative;
        this.index = index;
        this.textCap = textCap;
        this.jsonCapChars = jsonCapChars;
    }
    /** True after the first pass over a TRX file: feed it again after secondPass(). */
    get needsSecondPass() {
        return this.format === "trx" && this.pass === 1;
    }
    secondPass() {
        const methods = this.trx.methods;
        this.pass = 2;
        this.trx = new TrxStream("results", (r) => {
            const t = trxTest(r, this.relative, this.index);
            if (t)
                this.tests.push((0,settle/* settleTest */.OX)(t));
        }, methods, this.textCap);
        this.xml = new xml_stream/* XmlStream */.oE(this.trx);
    }
    write(text) {
        if (this.kind === "undecided") {
            this.head += text;
            // Enough to tell the format and pytest's suite name (in its first 4 KiB).
            if (this.head.length < 4096)
                return;
            this.decide();
            return;
        }
        this.feed(text);
    }
    decide() {
        const head = this.head;
        this.head = "";
        if (head.trimStart().startsWith("{")) {
            this.kind = "json";
            this.format = "testcage";
        }
        else {
            this.kind = "xml";
            this.fromPytest = /<testsuite\b[^>]*\bname="pytest"/.test(head.slice(0, 4096));
            this.xml = new xml_stream/* XmlStream */.oE(new RootDispatch((root) => this.choose(root)));
        }
        this.feed(head);
    }
    choose(root) {
        if (root === "TestRun") {
            this.format = "trx";
            this.trx = new TrxStream("definitions", undefined, undefined, this.textCap);
            return this.trx;
        }
        if (root === "testsuites" || root === "testsuite") {
            this.format = "junit";
            this.junit = new junit/* JunitStream */.z2((tc, suite, position) => {
                const t = junitTest(tc, this.fromPytest, this.relative, this.index);
                if (!t)
                    return;
                const last = this.keys[this.keys.length - 1];
                if (last && (suite < last[0] || (suite === last[0] && position < last[1])))
                    this.inOrder = false;
                this.keys.push([suite, position]);
                this.tests.push((0,settle/* settleTest */.OX)(t));
            }, this.textCap);
            return this.junit;
        }
        throw new Error(`the root element <${root}> is neither JUnit XML (<testsuites>, <testsuite>) nor TRX (<TestRun>)`);
    }
    feed(text) {
        if (this.kind === "json") {
            this.jsonChars += text.length;
            if (this.jsonChars > this.jsonCapChars) {
                throw new Error(`a testcage results.json is read whole, and this one is over ${this.jsonCapChars} characters`);
            }
            this.json.push(text);
        }
        else if (text !== "")
            this.xml.write(text);
    }
    end() {
        if (this.kind === "undecided")
            this.decide();
        if (this.kind === "json") {
            const run = (0,results_input/* parseResultsJson */.ei)(this.json.join(""));
            this.json = [];
            (0,arrays/* pushAll */.i)(this.tests, run.tests);
            this.errors = run.errors;
            return;
        }
        this.xml.end();
        this.junit?.finish();
    }
    result() {
        let tests = this.tests;
        if (!this.inOrder) {
            // A suite holding cases after a nested suite: its own cases come first, as they always did.
            const order = this.keys.map((_, i) => i);
            order.sort((x, y) => this.keys[x][0] - this.keys[y][0] || this.keys[x][1] - this.keys[y][1]);
            tests = order.map((i) => this.tests[i]);
        }
        return { format: this.format, tests, ...(this.errors ? { errors: this.errors } : {}) };
    }
}
/** Reads one report's text: JUnit or TRX by root element; throws when it is neither or unsafe. */
function parseReport(text, relative, projectFiles) {
    const index = projectFiles instanceof SourceIndex ? projectFiles : new SourceIndex(projectFiles);
    const parser = new ReportParser(relative, index);
    parser.write(text);
    parser.end();
    if (parser.needsSecondPass) {
        parser.secondPass();
        parser.write(text);
        parser.end();
    }
    return parser.result();
}
/** Expands the patterns under root and reads every matched file. Paths in results are root-relative here. */
async function readReports(root, patterns) {
    const out = { tests: [], errors: [], files: [] };
    const realRoot = await (0,promises_.realpath)(root);
    const projectFiles = new source_index_SourceIndex(await listProjectFiles(realRoot));
    const relative = (p) => {
        const norm = p.replace(/\\/g, "/");
        for (const r of [realRoot, root]) {
            if (norm.startsWith(`${r}/`))
                return norm.slice(r.length + 1);
        }
        // Reports written elsewhere (another checkout path, a container) name the same files under
        // another root: the longest project file the path ends with is the one meant.
        if (norm.startsWith("/") || /^[A-Za-z]:\//.test(norm))
            return projectFiles.bySuffix(norm);
        const n = external_node_path_.posix.normalize(norm);
        return n.startsWith("../") || n === ".." ? null : n;
    };
    const budget = { entries: REPORT_LIMITS.maxEntries };
    const seen = new Set();
    let totalBytes = 0;
    for (const pattern of patterns) {
        const found = await expand(realRoot, compileGlob(pattern), budget);
        for (const refused of found.refused) {
            out.errors.push({
                kind: "report-invalid",
                message: `${refused} is a symlink; report paths never follow symlinks, so it was not read`,
            });
        }
        if (found.files.length === 0 && found.refused.length === 0) {
            out.errors.push({
                kind: "report-missing",
                message: `no report file matches '${pattern}' in the working directory; check the path and that the step writing the reports ran`,
            });
        }
        if (found.files.length >= REPORT_LIMITS.maxFiles) {
            out.errors.push({
                kind: "output-limit",
                message: `'${pattern}' matches more than ${REPORT_LIMITS.maxFiles} files; only the first ${REPORT_LIMITS.maxFiles} were read`,
            });
        }
        for (const file of found.files) {
            if (seen.has(file))
                continue;
            seen.add(file);
            const path = (0,external_node_path_.join)(realRoot, file);
            try {
                totalBytes += (await (0,promises_.lstat)(path)).size;
            }
            catch {
                // reported by the read below
            }
            if (totalBytes > REPORT_LIMITS.totalCapBytes) {
                out.errors.push({
                    kind: "output-limit",
                    message: `the report files add up to more than ${REPORT_LIMITS.totalCapBytes} bytes; ${file} and later ones were not read`,
                });
                return finish(out);
            }
            const parser = new ReportParser(relative, projectFiles, REPORT_LIMITS.textCapChars, REPORT_LIMITS.jsonCapBytes);
            try {
                let content = await (0,safe_read/* streamReportFile */.F)(path, REPORT_LIMITS.fileCapBytes, (t) => parser.write(t));
                if (content.ok) {
                    parser.end();
                    if (parser.needsSecondPass) {
                        parser.secondPass();
                        content = await (0,safe_read/* streamReportFile */.F)(path, REPORT_LIMITS.fileCapBytes, (t) => parser.write(t));
                        if (content.ok)
                            parser.end();
                    }
                }
                if (!content.ok) {
                    out.errors.push({
                        kind: content.problem === "too-large" ? "output-limit" : "report-invalid",
                        message: `${file}: ${content.detail}`,
                        file,
                    });
                    continue;
                }
                const parsed = parser.result();
                out.files.push({ path: file, format: parsed.format, tests: parsed.tests.length });
                (0,arrays/* pushAll */.i)(out.tests, parsed.tests);
                (0,arrays/* pushAll */.i)(out.errors, parsed.errors ?? []);
            }
            catch (err) {
                out.errors.push({
                    kind: "report-invalid",
                    message: `${file} could not be read as a test report: ${err.message}`,
                    file,
                });
            }
        }
    }
    return finish(out);
}
/**
 * Report order becomes the tests' order, and ids are made unique the way every adapter
 * keeps them: a repeat gets " [2]", " [3]". Repeats are real: Gradle runs the inner
 * classes of a JUnit 4 Enclosed class twice (as classes of their own and through the
 * outer one) and writes both runs into one file, a retry plugin writes every attempt,
 * and two matrix legs' results.json name the same tests.
 */
function finish(out) {
    const occurrence = (0,ids/* occurrences */.T5)();
    // In place: a report of a million tests is not copied.
    out.tests.forEach((t, i) => {
        t.id = (0,ids/* repeated */.ZD)(t.id, occurrence(t.id));
        t.order = i;
    });
    return out;
}
const FORMAT_NAMES = { junit: "JUnit XML", trx: "TRX", testcage: "testcage results.json" };
/** The whole report-only run: read, map paths to the repository, decide the status. */
async function reportOnlyResult(projectDir, workDir, patterns, startedAt) {
    const read = await readReports(projectDir, patterns);
    const map = (0,paths/* pathMapper */.D)(await (0,promises_.realpath)(projectDir), workDir);
    const tests = read.tests;
    for (const t of tests) {
        t.file = map.file(t.file);
        t.message = map.text(t.message);
        t.stack = map.text(t.stack);
    }
    const errors = read.errors.map((e) => (e.file !== undefined ? { ...e, file: map.file(e.file) } : e));
    if (tests.length === 0 && errors.length === 0) {
        errors.push({
            kind: "no-tests",
            message: "the report files hold no test case; check that they come from the test step",
        });
    }
    const files = read.files.map((f) => ({ ...f, path: map.file(f.path) ?? f.path }));
    const formats = [...new Set(files.map((f) => f.format))];
    const finishedAt = new Date();
    const summary = (0,src_status/* summarize */.eh)(tests, finishedAt.getTime() - startedAt.getTime());
    const status = (0,src_status/* decideStatus */.x7)(tests, errors);
    return {
        version: model/* RESULTS_VERSION */.k,
        status,
        message: (0,src_status/* describeRun */.vZ)(status, summary, errors),
        framework: {
            id: "reports",
            name: formats.length ? `${formats.map((f) => FORMAT_NAMES[f]).join(" and ")} reports` : "report files",
            reason: `report-paths input: ${files.length} file${files.length === 1 ? "" : "s"} read, nothing was run`,
        },
        sandbox: null,
        summary,
        tests,
        errors,
        command: null,
        exit_code: null,
        started_at: startedAt.toISOString(),
        finished_at: finishedAt.toISOString(),
        working_directory: workDir,
        logs: { stdout: "", stderr: "", truncated: false },
        tool: { name: "testcage", version: version/* VERSION */.x },
        report_files: files,
    };
}


/***/ }),

/***/ 991:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ri: () => (/* binding */ junitStatus),
/* harmony export */   Ww: () => (/* binding */ jvmCaseParameters),
/* harmony export */   fK: () => (/* binding */ readJunit),
/* harmony export */   z2: () => (/* binding */ JunitStream)
/* harmony export */ });
/* harmony import */ var _xml_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(859);
/* harmony import */ var _xml_stream_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(839);
// A JUnit XML reader shared by adapters (pytest, PHPUnit; surefire later).
// It returns the cases as flat records; each adapter decides what classname,
// file and line mean for its framework.


function toNumber(value) {
    if (value === undefined || value.trim() === "")
        return null;
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
}
const OUTCOME_KINDS = ["failure", "error", "skipped", "warning"];
const joined = (captures) => captures.map(captured).join("\n") || null;
function captured(c) {
    const [text, cdata] = c.parts();
    return (0,_xml_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeEntities */ .Sm)(text) + cdata;
}
/**
 * JUnit XML as a stream: each <testcase> is handed to `sink` as soon as it is complete
 * (a suite's first case waits until the suite shows whether it holds more), so the memory
 * held is one testcase, its text capped at `textCap` characters per element.
 *
 * Cases come in document order; the DOM reader's order is by suite (pre-order), then
 * document order within a suite, which differs only for a suite holding cases after a
 * nested suite: sort by (suiteIndex, position) to get it.
 */
class JunitStream {
    sink;
    textCap;
    xml = new _xml_stream_js__WEBPACK_IMPORTED_MODULE_1__/* .XmlStream */ .oE(this);
    depth = 0;
    suites = [];
    suiteCount = 0;
    testsuitesRoot = -1;
    sawSuites = false;
    kase = null;
    capture = null;
    captureDepth = -1;
    constructor(sink, textCap = Infinity) {
        this.sink = sink;
        this.textCap = textCap;
    }
    write(chunk) {
        this.xml.write(chunk);
    }
    end() {
        this.xml.end();
        this.finish();
    }
    /** The checks at the end of a document fed through another XmlStream. */
    finish() {
        if (!this.sawSuites)
            throw new Error("no <testsuites> or <testsuite> element");
    }
    open(name, attrs, depth) {
        this.depth = depth + 1;
        const suite = this.suites[this.suites.length - 1];
        const inSuite = suite !== undefined && suite.depth === depth - 1;
        if (this.kase) {
            if (this.capture === null && depth === this.kase.depth + 1) {
                const text = new _xml_stream_js__WEBPACK_IMPORTED_MODULE_1__/* .TextCapture */ .It(this.textCap);
                if (OUTCOME_KINDS.includes(name)) {
                    const kind = name;
                    this.kase.outcomes[kind] ??= { attrs, text };
                    if (this.kase.outcomes[kind].text === text)
                        this.startCapture(text, depth);
                }
                else if (name === "system-out" || name === "system-err") {
                    (name === "system-out" ? this.kase.out : this.kase.err).push(text);
                    this.startCapture(text, depth);
                }
            }
            return;
        }
        if (name === "testsuites" && depth === 0) {
            this.testsuitesRoot = 0;
            this.sawSuites = true;
            return;
        }
        if (name === "testsuite" && (depth === 0 || inSuite || (depth === 1 && this.testsuitesRoot === 0))) {
            this.sawSuites = true;
            this.suites.push({
                depth,
                index: this.suiteCount++,
                name: (0,_xml_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeEntities */ .Sm)(attrs["name"] ?? ""),
                file: attrs["file"] !== undefined ? (0,_xml_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeEntities */ .Sm)(attrs["file"]) : (suite?.file ?? null),
                count: 0,
                pending: null,
                out: [],
                err: [],
            });
            return;
        }
        if (!inSuite)
            return;
        if (name === "testcase") {
            this.kase = { depth, attrs, outcomes: {}, out: [], err: [] };
        }
        else if ((name === "system-out" || name === "system-err") && suite.count <= 1) {
            const text = new _xml_stream_js__WEBPACK_IMPORTED_MODULE_1__/* .TextCapture */ .It(this.textCap);
            (name === "system-out" ? suite.out : suite.err).push(text);
            this.startCapture(text, depth);
        }
    }
    startCapture(text, depth) {
        this.capture = text;
        this.captureDepth = depth;
    }
    close(name, depth) {
        this.depth = depth;
        if (this.capture && depth === this.captureDepth) {
            this.capture = null;
            this.captureDepth = -1;
        }
        const kase = this.kase;
        if (kase) {
            if (depth === kase.depth) {
                this.kase = null;
                this.finishCase(kase);
            }
            return;
        }
        const suite = this.suites[this.suites.length - 1];
        if (suite && depth === suite.depth && name === "testsuite") {
            this.suites.pop();
            const tc = suite.pending;
            if (tc) {
                tc.suiteSystemOut = joined(suite.out);
                tc.suiteSystemErr = joined(suite.err);
                this.sink(tc, suite.index, 0);
            }
        }
    }
    wantsText() {
        return this.capture !== null && this.depth === this.captureDepth + 1;
    }
    text(piece) {
        this.capture.addText(piece);
    }
    cdata(piece) {
        this.capture.addCdata(piece);
    }
    finishCase(k) {
        const suite = this.suites[this.suites.length - 1];
        const a = k.attrs;
        const dec = (v) => (v === undefined ? undefined : (0,_xml_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeEntities */ .Sm)(v));
        let outcome = null;
        for (const kind of OUTCOME_KINDS) {
            const o = k.outcomes[kind];
            if (o) {
                outcome = {
                    kind,
                    type: dec(o.attrs["type"]) ?? null,
                    message: dec(o.attrs["message"]) ?? null,
                    text: captured(o.text),
                };
                break;
            }
        }
        const tc = {
            classname: dec(a["classname"]) ?? "",
            name: dec(a["name"]) ?? "",
            file: dec(a["file"]) ?? null,
            line: toNumber(dec(a["line"])),
            timeSeconds: toNumber(dec(a["time"])),
            outcome,
            systemOut: joined(k.out),
            systemErr: joined(k.err),
            suiteName: suite.name,
            suiteFile: suite.file,
            suiteSize: 1,
            suiteSystemOut: null,
            suiteSystemErr: null,
        };
        const position = suite.count++;
        if (position === 0) {
            suite.pending = tc;
            return;
        }
        // Not alone: the suite's own output is no case's; stop keeping it.
        suite.out = [];
        suite.err = [];
        tc.suiteSize = 2;
        const first = suite.pending;
        if (first) {
            suite.pending = null;
            first.suiteSize = 2;
            this.sink(first, suite.index, 0);
        }
        this.sink(tc, suite.index, position);
    }
}
/** Reads every testcase in the DOM reader's order (suites in pre-order). Throws on malformed or unsafe XML. */
function readJunit(xml) {
    const cases = [];
    let sorted = true;
    const stream = new JunitStream((tc, suite, position) => {
        const last = cases[cases.length - 1];
        if (last && (suite < last.suite || (suite === last.suite && position < last.position)))
            sorted = false;
        cases.push({ tc, suite, position });
    });
    stream.write(xml);
    stream.end();
    if (!sorted)
        cases.sort((x, y) => x.suite - y.suite || x.position - y.position);
    return cases.map((c) => c.tc);
}
/**
 * The usual meaning of a testcase's outcome element. A <warning> (PHPUnit's, among
 * others) is not a pass: nothing failed an assertion, but the test did not run clean.
 */
function junitStatus(tc) {
    switch (tc.outcome?.kind) {
        case "failure":
            return "failed";
        case "error":
        case "warning":
            return "error";
        case "skipped":
            return "skipped";
        default:
            return "passed";
    }
}
/** A JUnit 4 Parameterized or JUnit 5 parameterized case is "method[label]": the label is its parameters. */
function jvmCaseParameters(name) {
    return /\[([^\]]*)\]$/.exec(name)?.[1] ?? null;
}


/***/ }),

/***/ 839:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   It: () => (/* binding */ TextCapture),
/* harmony export */   oE: () => (/* binding */ XmlStream)
/* harmony export */ });
/* unused harmony exports XML_STREAM_LIMITS, ownString */
/* harmony import */ var _xml_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(859);
// A streaming XML scanner for untrusted reports (docs/architecture.md §5): text goes in
// in chunks of any size, elements come out as events, and the memory held is the
// unfinished token at the end of a chunk (a start tag, capped) plus whatever the
// handler keeps. Large text and CDATA are handed over in pieces, never buffered whole.
//
// It accepts what the DOM reader (xml.ts, fast-xml-parser with validation) accepts for
// reports and refuses what it refuses: a DOCTYPE or ENTITY declaration anywhere,
// mismatched or unclosed tags, attributes without a quoted value or repeated, text
// outside the root, an empty document. Entities are not decoded here: attribute values
// and text come out raw, for decodeEntities, as from the DOM reader.

const XML_STREAM_LIMITS = {
    /** One start tag with its attributes (jest-junit writes whole messages into one). */
    maxTagChars: 32 * 1024 * 1024,
    /** A comment, processing instruction or end tag. */
    maxOtherChars: 1024 * 1024,
    maxDepth: 256,
};
var State;
(function (State) {
    State[State["Text"] = 0] = "Text";
    State[State["Cdata"] = 1] = "Cdata";
    State[State["Comment"] = 2] = "Comment";
})(State || (State = {}));
const NAME = /^[A-Za-z_:][\w:.-]*$/;
const ATTR = /\s+([^\s=/>"']+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const UNSAFE = /<!DOCTYPE|<!ENTITY/i;
/**
 * A string of its own: V8 keeps substrings of 13+ characters as slices of their
 * parent, so a test name taken from a 1 MiB chunk would keep the whole chunk alive.
 */
function ownString(s) {
    return s.length < 13 ? s : (" " + s).slice(1);
}
class XmlStream {
    handler;
    rest = "";
    state = State.Text;
    stack = [];
    rootSeen = false;
    rootClosed = false;
    started = false;
    tail = "";
    /** Set by end(): nothing more comes, so a short token at the end is read as it is. */
    final = false;
    constructor(handler) {
        this.handler = handler;
    }
    write(chunk) {
        if (!this.started) {
            if (chunk === "")
                return;
            this.started = true;
            if (chunk.charCodeAt(0) === 0xfeff)
                chunk = chunk.slice(1);
        }
        // DOCTYPE and ENTITY are refused wherever they appear, also split across chunks.
        if (UNSAFE.test(this.tail + chunk.slice(0, 9)) || UNSAFE.test(chunk)) {
            throw new _xml_js__WEBPACK_IMPORTED_MODULE_0__/* .UnsafeXmlError */ .IU("report contains a DOCTYPE or ENTITY declaration; refused");
        }
        this.tail = (this.tail + chunk).slice(-9);
        const buf = this.rest === "" ? chunk : this.rest + chunk;
        this.rest = "";
        this.scan(buf);
    }
    end() {
        if (this.rest !== "") {
            const rest = this.rest;
            this.rest = "";
            this.final = true;
            this.scan(rest);
        }
        if (this.rest !== "" || this.state !== State.Text) {
            throw new Error(this.state === State.Cdata ? "unclosed CDATA section" : "the document ends inside a tag");
        }
        if (this.stack.length)
            throw new Error(`unclosed tag <${this.stack[this.stack.length - 1]}>`);
        if (!this.rootSeen)
            throw new Error("Start tag expected.");
    }
    scan(buf) {
        const h = this.handler;
        const len = buf.length;
        let pos = 0;
        while (pos < len) {
            if (this.state === State.Cdata) {
                const end = buf.indexOf("]]>", pos);
                if (end === -1) {
                    // Keep two characters: they may start the "]]>" the next chunk finishes.
                    const upto = Math.max(pos, len - 2);
                    if (upto > pos && h.wantsText())
                        h.cdata(buf.slice(pos, upto));
                    this.rest = buf.slice(upto);
                    return;
                }
                if (end > pos && h.wantsText())
                    h.cdata(buf.slice(pos, end));
                pos = end + 3;
                this.state = State.Text;
                continue;
            }
            if (this.state === State.Comment) {
                const end = buf.indexOf("-->", pos);
                if (end === -1) {
                    this.rest = buf.slice(Math.max(pos, len - 2));
                    return;
                }
                pos = end + 3;
                this.state = State.Text;
                continue;
            }
            const lt = buf.indexOf("<", pos);
            const textEnd = lt === -1 ? len : lt;
            if (textEnd > pos) {
                if (this.stack.length === 0) {
                    if (/\S/.test(buf.slice(pos, textEnd))) {
                        throw new Error(this.rootClosed ? "Extra text at the end" : "char '<' expected.");
                    }
                }
                else if (h.wantsText())
                    h.text(buf.slice(pos, textEnd));
            }
            if (lt === -1)
                return;
            pos = lt;
            // A markup token: needs at least its first few characters to tell its kind.
            if (len - pos < 9 && !this.final) {
                this.rest = buf.slice(pos);
                return;
            }
            const c1 = buf.charCodeAt(pos + 1);
            if (c1 === 0x21 /* ! */) {
                if (buf.startsWith("<![CDATA[", pos)) {
                    if (this.stack.length === 0)
                        throw new Error("CDATA outside the root element");
                    this.state = State.Cdata;
                    pos += 9;
                    continue;
                }
                if (buf.startsWith("<!--", pos)) {
                    this.state = State.Comment;
                    pos += 4;
                    continue;
                }
                throw new Error(`unexpected markup ${JSON.stringify(buf.slice(pos, pos + 12))}`);
            }
            if (c1 === 0x3f /* ? */) {
                const end = buf.indexOf("?>", pos + 2);
                if (end === -1) {
                    this.keep(buf, pos, XML_STREAM_LIMITS.maxOtherChars, "processing instruction");
                    return;
                }
                pos = end + 2;
                continue;
            }
            if (c1 === 0x2f /* / */) {
                const end = buf.indexOf(">", pos + 2);
                if (end === -1) {
                    this.keep(buf, pos, XML_STREAM_LIMITS.maxOtherChars, "end tag");
                    return;
                }
                const name = buf.slice(pos + 2, end).trimEnd();
                const open = this.stack.pop();
                if (open === undefined)
                    throw new Error(`closing tag '${name}' has no opening tag`);
                if (open !== name)
                    throw new Error(`Expected closing tag '${open}' instead of closing tag '${name}'`);
                if (this.stack.length === 0)
                    this.rootClosed = true;
                h.close(name, this.stack.length);
                pos = end + 1;
                continue;
            }
            // A start tag: its end is the first '>' outside a quoted value.
            let i = pos + 1;
            let quote = 0;
            for (; i < len; i++) {
                const c = buf.charCodeAt(i);
                if (quote !== 0) {
                    if (c === quote)
                        quote = 0;
                }
                else if (c === 0x22 || c === 0x27)
                    quote = c;
                else if (c === 0x3e)
                    break;
            }
            if (i === len) {
                this.keep(buf, pos, XML_STREAM_LIMITS.maxTagChars, "start tag");
                return;
            }
            this.startTag(buf, pos, i);
            pos = i + 1;
        }
    }
    keep(buf, pos, max, what) {
        if (this.final)
            throw new Error(`the document ends inside a ${what}`);
        if (buf.length - pos > max)
            throw new Error(`a ${what} longer than ${max} characters`);
        this.rest = buf.slice(pos);
    }
    startTag(buf, start, end) {
        const selfClosing = buf.charCodeAt(end - 1) === 0x2f;
        const bodyEnd = selfClosing ? end - 1 : end;
        let nameEnd = start + 1;
        for (let c = buf.charCodeAt(nameEnd); nameEnd < bodyEnd && c !== 32 && c !== 10 && c !== 9 && c !== 13;) {
            c = buf.charCodeAt(++nameEnd);
        }
        const name = buf.slice(start + 1, nameEnd);
        if (!NAME.test(name))
            throw new Error(`invalid tag name ${JSON.stringify(name.slice(0, 40))}`);
        const attrs = {};
        ATTR.lastIndex = nameEnd;
        let at = nameEnd;
        for (;;) {
            const m = ATTR.exec(buf);
            if (m === null || m.index !== at || ATTR.lastIndex > bodyEnd)
                break;
            const key = m[1];
            if (Object.hasOwn(attrs, key))
                throw new Error(`Attribute '${key}' is repeated.`);
            attrs[key] = ownString(m[2] ?? m[3] ?? "");
            at = ATTR.lastIndex;
        }
        if (at < bodyEnd && /\S/.test(buf.slice(at, bodyEnd))) {
            const what = buf.slice(at, Math.min(bodyEnd, at + 40)).trim();
            throw new Error(`malformed attribute near ${JSON.stringify(what)} in <${name}>`);
        }
        if (this.stack.length >= XML_STREAM_LIMITS.maxDepth)
            throw new Error("elements nested too deep");
        this.rootSeen = true;
        const depth = this.stack.length;
        this.stack.push(name);
        this.handler.open(name, attrs, depth);
        if (selfClosing) {
            this.stack.pop();
            if (this.stack.length === 0)
                this.rootClosed = true;
            this.handler.close(name, depth);
        }
    }
}
/** Collects text pieces up to a cap (head kept); CDATA apart, as the DOM reader keeps it. */
class TextCapture {
    cap;
    text = [];
    cdata = [];
    size = 0;
    constructor(cap) {
        this.cap = cap;
    }
    addText(piece) {
        this.add(this.text, piece);
    }
    addCdata(piece) {
        this.add(this.cdata, piece);
    }
    add(into, piece) {
        if (this.size >= this.cap)
            return;
        const room = this.cap - this.size;
        const kept = piece.length > room ? piece.slice(0, room) : piece;
        into.push(kept);
        this.size += kept.length;
    }
    /** [raw text, cdata], each its own string. */
    parts() {
        return [ownString(this.text.join("")), ownString(this.cdata.join(""))];
    }
}


/***/ }),

/***/ 859:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  IU: () => (/* binding */ UnsafeXmlError),
  CF: () => (/* binding */ attr),
  Y_: () => (/* binding */ children),
  Sm: () => (/* binding */ xml_decodeEntities),
  NO: () => (/* binding */ xml_parseXml)
});

// UNUSED EXPORTS: textOf

;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/util.js


const nameStartChar = ':A-Za-z_\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD';
const nameChar = nameStartChar + '\\-.\\d\\u00B7\\u0300-\\u036F\\u203F-\\u2040';
const nameRegexp = '[' + nameStartChar + '][' + nameChar + ']*';
const regexName = new RegExp('^' + nameRegexp + '$');

function getAllMatches(string, regex) {
  const matches = [];
  let match = regex.exec(string);
  while (match) {
    const allmatches = [];
    allmatches.startIndex = regex.lastIndex - match[0].length;
    const len = match.length;
    for (let index = 0; index < len; index++) {
      allmatches.push(match[index]);
    }
    matches.push(allmatches);
    match = regex.exec(string);
  }
  return matches;
}

const isName = function (string) {
  const match = regexName.exec(string);
  return !(match === null || typeof match === 'undefined');
}

function isExist(v) {
  return typeof v !== 'undefined';
}

function isEmptyObject(obj) {
  return Object.keys(obj).length === 0;
}

function getValue(v) {
  if (exports.isExist(v)) {
    return v;
  } else {
    return '';
  }
}

/**
 * Dangerous property names that could lead to prototype pollution or security issues
 */
const DANGEROUS_PROPERTY_NAMES = [
  // '__proto__',
  // 'constructor',
  // 'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__'
];

const criticalProperties = ["__proto__", "constructor", "prototype"];
;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/xmlparser/OptionsBuilder.js



const defaultOnDangerousProperty = (name) => {
  if (DANGEROUS_PROPERTY_NAMES.includes(name)) {
    return "__" + name;
  }
  return name;
};


const defaultOptions = {
  preserveOrder: false,
  attributeNamePrefix: '@_',
  attributesGroupName: false,
  textNodeName: '#text',
  ignoreAttributes: true,
  removeNSPrefix: false, // remove NS from tag name or attribute name if true
  allowBooleanAttributes: false, //a tag can have attributes without any value
  //ignoreRootElement : false,
  parseTagValue: true,
  parseAttributeValue: false,
  trimValues: true, //Trim string values of tag and attributes
  cdataPropName: false,
  numberParseOptions: {
    hex: true,
    leadingZeros: true,
    eNotation: true,
    unicode: false
  },
  tagValueProcessor: function (tagName, val) {
    return val;
  },
  attributeValueProcessor: function (attrName, val) {
    return val;
  },
  stopNodes: [], //nested tags will not be parsed even for errors
  alwaysCreateTextNode: false,
  isArray: () => false,
  commentPropName: false,
  unpairedTags: [],
  processEntities: true,
  htmlEntities: false,
  entityDecoder: null,
  ignoreDeclaration: false,
  ignorePiTags: false,
  transformTagName: false,
  transformAttributeName: false,
  updateTag: function (tagName, jPath, attrs) {
    return tagName
  },
  // skipEmptyListItem: false
  captureMetaData: false,
  maxNestedTags: 100,
  strictReservedNames: true,
  jPath: true, // if true, pass jPath string to callbacks; if false, pass matcher instance
  onDangerousProperty: defaultOnDangerousProperty
};


/**
 * Validates that a property name is safe to use
 * @param {string} propertyName - The property name to validate
 * @param {string} optionName - The option field name (for error message)
 * @throws {Error} If property name is dangerous
 */
function validatePropertyName(propertyName, optionName) {
  if (typeof propertyName !== 'string') {
    return; // Only validate string property names
  }

  const normalized = propertyName.toLowerCase();
  if (DANGEROUS_PROPERTY_NAMES.some(dangerous => normalized === dangerous.toLowerCase())) {
    throw new Error(
      `[SECURITY] Invalid ${optionName}: "${propertyName}" is a reserved JavaScript keyword that could cause prototype pollution`
    );
  }

  if (criticalProperties.some(dangerous => normalized === dangerous.toLowerCase())) {
    throw new Error(
      `[SECURITY] Invalid ${optionName}: "${propertyName}" is a reserved JavaScript keyword that could cause prototype pollution`
    );
  }
}

/**
 * Normalizes processEntities option for backward compatibility
 * @param {boolean|object} value 
 * @returns {object} Always returns normalized object
 */
function normalizeProcessEntities(value, htmlEntities) {
  // Boolean backward compatibility
  if (typeof value === 'boolean') {
    return {
      enabled: value, // true or false
      maxEntitySize: 10000,
      maxExpansionDepth: 10000,
      maxTotalExpansions: Infinity,
      maxExpandedLength: 100000,
      maxEntityCount: 1000,
      allowedTags: null,
      tagFilter: null,
      appliesTo: "all",
    };
  }

  // Object config - merge with defaults
  if (typeof value === 'object' && value !== null) {
    return {
      enabled: value.enabled !== false,
      maxEntitySize: Math.max(1, value.maxEntitySize ?? 10000),
      maxExpansionDepth: Math.max(1, value.maxExpansionDepth ?? 10000),
      maxTotalExpansions: Math.max(1, value.maxTotalExpansions ?? Infinity),
      maxExpandedLength: Math.max(1, value.maxExpandedLength ?? 100000),
      maxEntityCount: Math.max(1, value.maxEntityCount ?? 1000),
      allowedTags: value.allowedTags ?? null,
      tagFilter: value.tagFilter ?? null,
      appliesTo: value.appliesTo ?? "all",
    };
  }

  // Default to enabled with limits
  return normalizeProcessEntities(true);
}

const buildOptions = function (options) {
  const built = Object.assign({}, defaultOptions, options);

  // Validate property names to prevent prototype pollution
  const propertyNameOptions = [
    { value: built.attributeNamePrefix, name: 'attributeNamePrefix' },
    { value: built.attributesGroupName, name: 'attributesGroupName' },
    { value: built.textNodeName, name: 'textNodeName' },
    { value: built.cdataPropName, name: 'cdataPropName' },
    { value: built.commentPropName, name: 'commentPropName' }
  ];

  for (const { value, name } of propertyNameOptions) {
    if (value) {
      validatePropertyName(value, name);
    }
  }

  if (built.onDangerousProperty === null) {
    built.onDangerousProperty = defaultOnDangerousProperty;
  }

  // Always normalize processEntities for backward compatibility and validation
  built.processEntities = normalizeProcessEntities(built.processEntities, built.htmlEntities);
  built.unpairedTagsSet = new Set(built.unpairedTags);
  // Convert old-style stopNodes for backward compatibility
  if (built.stopNodes && Array.isArray(built.stopNodes)) {
    built.stopNodes = built.stopNodes.map(node => {
      if (typeof node === 'string' && node.startsWith('*.')) {
        // Old syntax: *.tagname meant "tagname anywhere"
        // Convert to new syntax: ..tagname
        return '..' + node.substring(2);
      }
      return node;
    });
  }
  //console.debug(built.processEntities)
  return built;
};
;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/xmlparser/xmlNode.js


let METADATA_SYMBOL;

if (typeof Symbol !== "function") {
  METADATA_SYMBOL = "@@xmlMetadata";
} else {
  METADATA_SYMBOL = Symbol("XML Node Metadata");
}

class XmlNode {
  constructor(tagname) {
    this.tagname = tagname;
    this.child = []; //nested tags, text, cdata, comments in order
    this[":@"] = Object.create(null); //attributes map
  }
  add(key, val) {
    // this.child.push( {name : key, val: val, isCdata: isCdata });
    if (key === "__proto__") key = "#__proto__";
    this.child.push({ [key]: val });
  }
  addChild(node, startIndex) {
    if (node.tagname === "__proto__") node.tagname = "#__proto__";
    if (node[":@"] && Object.keys(node[":@"]).length > 0) {
      this.child.push({ [node.tagname]: node.child, [":@"]: node[":@"] });
    } else {
      this.child.push({ [node.tagname]: node.child });
    }
    // if requested, add the startIndex
    this.addStartIndex(startIndex);
  }

  addStartIndex(startIndex) {
    if (startIndex !== undefined) {
      // Note: for now we just overwrite the metadata. If we had more complex metadata,
      // we might need to do an object append here:  metadata = { ...metadata, startIndex }
      this.child[this.child.length - 1][METADATA_SYMBOL] = { startIndex };
    }
  }

  addEndIndex(endIndex) {
    const lastChild = this.child[this.child.length - 1];
    // endIndex is write-once: when updateTag drops a node, the last child is a
    // previously completed sibling whose endIndex must not be overwritten
    if (lastChild !== undefined && lastChild[METADATA_SYMBOL] !== undefined
      && lastChild[METADATA_SYMBOL].endIndex === undefined) {
      lastChild[METADATA_SYMBOL].endIndex = endIndex;
    }
  }
  /** symbol used for metadata */
  static getMetaDataSymbol() {
    return METADATA_SYMBOL;
  }
}

;// CONCATENATED MODULE: ./node_modules/xml-naming/src/index.js
/**
 * xml-naming
 * Validates XML Name productions as defined in the XML 1.0 and 1.1 specifications.
 * Covers: Name, NCName, QName, NMToken, NMTokens
 *
 * XML 1.0 spec: https://www.w3.org/TR/xml/#NT-Name
 * XML 1.1 spec: https://www.w3.org/TR/xml11/#NT-NameStartChar
 * XML NS spec:  https://www.w3.org/TR/xml-names/#NT-NCName
 */

// ---------------------------------------------------------------------------
// Character class strings — XML 1.0
//
// NameStartChar ::= ":" | [A-Z] | "_" | [a-z]
//   | [#xC0-#xD6]   | [#xD8-#xF6]   | [#xF8-#x2FF]
//   | [#x370-#x37D] | [#x37F-#x1FFF]    <- split to exclude #x0487
//   | [#x200C-#x200D]
//   | [#x2070-#x218F] | [#x2C00-#x2FEF]
//   | [#x3001-#xD7FF] | [#xF900-#xFDCF] | [#xFDF0-#xFFFD]
//
// NameChar ::= NameStartChar | "-" | "." | [0-9]
//   | #xB7 | [#x0300-#x036F] | [#x203F-#x2040]
//
// Note: \u0487 (Combining Cyrillic Millions Sign) was added in Unicode 4.0,
// after XML 1.0 was defined against Unicode 2.0. It falls inside the range
// \u037F-\u1FFF but must be excluded. We split that range into
// \u037F-\u0486 and \u0488-\u1FFF to exclude it explicitly.
// ---------------------------------------------------------------------------

const nameStartChar10 =
  ':A-Za-z_' +
  '\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF' +
  '\u0370-\u037D' +
  '\u037F-\u0486\u0488-\u1FFF' +  // split to exclude \u0487
  '\u200C-\u200D' +
  '\u2070-\u218F' +
  '\u2C00-\u2FEF' +
  '\u3001-\uD7FF' +
  '\uF900-\uFDCF' +
  '\uFDF0-\uFFFD';

const nameChar10 =
  nameStartChar10 +
  '\\-\\.\\d' +
  '\u00B7' +
  '\u0300-\u036F' +
  '\u203F-\u2040';

// ---------------------------------------------------------------------------
// Character class strings — XML 1.1
//
// Differences from XML 1.0:
//
// NameStartChar:
//   1.0 has split ranges: \u00C0-\u00D6, \u00D8-\u00F6, \u00F8-\u02FF
//   1.1 merges them into: \u00C0-\u02FF
//   (\u00D7 x and \u00F7 / are division symbols, excluded in both versions)
//
//   1.0 tops out at \uFFFD (BMP only)
//   1.1 adds \u{10000}-\u{EFFFF} (supplementary planes)
//   These require the /u flag on the RegExp — see buildRegexes below.
//
// NameChar:
//   1.1 adds \u0487 (Combining Cyrillic Millions Sign, added in Unicode 4.0)
// ---------------------------------------------------------------------------

const nameStartChar11 =
  ':A-Za-z_' +
  '\u00C0-\u02FF' +                    // merged — 1.0 had three split ranges here
  '\u0370-\u037D' +
  '\u037F-\u0486\u0488-\u1FFF' +       // split to exclude \u0487 (combining mark, never a NameStartChar)
  '\u200C-\u200D' +
  '\u2070-\u218F' +
  '\u2C00-\u2FEF' +
  '\u3001-\uD7FF' +
  '\uF900-\uFDCF' +
  '\uFDF0-\uFFFD' +
  '\u{10000}-\u{EFFFF}';     // supplementary planes — REQUIRES /u flag on RegExp

const nameChar11 =
  nameStartChar11 +
  '\\-\\.\\d' +
  '\u00B7' +
  '\u0300-\u036F' +
  '\u0487' +                 // Combining Cyrillic Millions Sign — valid in 1.1, not 1.0
  '\u203F-\u2040';

// ---------------------------------------------------------------------------
// Regex builders
//
// XML 1.0 regexes: no flags — BMP only, standard JS regex behaviour.
// XML 1.1 regexes: /u flag — required for \u{10000}-\u{EFFFF} to match actual
//   supplementary code points rather than lone surrogates (which are illegal XML).
// ---------------------------------------------------------------------------

const buildRegexes = (startChar, char, flags = '') => {
  const ncStart = startChar.replace(':', '');
  const ncChar = char.replace(':', '');
  const ncNamePat = `[${ncStart}][${ncChar}]*`;

  return {
    name: new RegExp(`^[${startChar}][${char}]*$`, flags),
    ncName: new RegExp(`^${ncNamePat}$`, flags),
    qName: new RegExp(`^${ncNamePat}(?::${ncNamePat})?$`, flags),
    nmToken: new RegExp(`^[${char}]+$`, flags),
    nmTokens: new RegExp(`^[${char}]+(?:\\s+[${char}]+)*$`, flags),
  };
};

const regexes10 = buildRegexes(nameStartChar10, nameChar10);       // no /u — BMP only
const regexes11 = buildRegexes(nameStartChar11, nameChar11, 'u');  // /u — enables \u{10000}-\u{EFFFF}

// ---------------------------------------------------------------------------
// ASCII-only fast path (opt-in, off by default)
//
// The XML 1.0 vs 1.1 NameStartChar/NameChar productions differ *only* in
// their non-ASCII ranges (merged vs split Latin-1 ranges, \u0487, and
// supplementary planes). Restricted to ASCII, both versions collapse to the
// same character classes, so a single regex pair covers both xmlVersion
// values — no /u flag needed.
//
// Rationale: unicode-aware regexes (the /u flag, required for XML 1.1's
// supplementary-plane range) are measurably slower in V8 than plain
// non-unicode regexes on the same input, even when the input is pure ASCII.
// For the common case — HTML/SVG ids, XML tags — names are ASCII, so callers
// who know this can opt in to skip the unicode-aware matching path entirely.
// This is a real but *conditional* win: mainly for XML 1.1 input (avoids /u),
// or at scale where the larger unicode character classes add engine
// overhead. It also changes behaviour (rejects legitimate non-ASCII XML
// 1.0/1.1 names), so it must never be silently enabled — hence off by
// default.
// ---------------------------------------------------------------------------

const nameStartCharAscii = ':A-Za-z_';
const nameCharAscii = nameStartCharAscii + '\\-\\.\\d';

const regexesAscii = buildRegexes(nameStartCharAscii, nameCharAscii); // no /u — ASCII only

const getRegexes = (xmlVersion = '1.0', asciiOnly = false) => {
  if (asciiOnly) return regexesAscii;
  return xmlVersion === '1.1' ? regexes11 : regexes10;
};

// ---------------------------------------------------------------------------
// Boolean validators
// ---------------------------------------------------------------------------

/**
 * Returns true if the string is a valid XML Name.
 * Colons are allowed anywhere (Name production).
 * Used for: DOCTYPE entity names, notation names, DTD element declarations.
 *
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 *   asciiOnly: skip unicode-aware matching, ASCII names only (default false).
 */
const src_name = (str, { xmlVersion = '1.0', asciiOnly = false } = {}) =>
  getRegexes(xmlVersion, asciiOnly).name.test(str);

/**
 * Returns true if the string is a valid NCName (Non-Colonized Name).
 * Colons are not permitted.
 * Used for: namespace prefixes, local names, SVG id attributes.
 *
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 *   asciiOnly: skip unicode-aware matching, ASCII names only (default false).
 */
const ncName = (str, { xmlVersion = '1.0', asciiOnly = false } = {}) =>
  getRegexes(xmlVersion, asciiOnly).ncName.test(str);

/**
 * Returns true if the string is a valid QName (Qualified Name).
 * Allows exactly one colon as a prefix separator: prefix:localName.
 * Used for: element and attribute names in namespace-aware XML/SVG.
 *
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 *   asciiOnly: skip unicode-aware matching, ASCII names only (default false).
 */
const qName = (str, { xmlVersion = '1.0', asciiOnly = false } = {}) =>
  getRegexes(xmlVersion, asciiOnly).qName.test(str);

/**
 * Returns true if the string is a valid NMToken.
 * Like Name but no restriction on the first character.
 * Used for: DTD NMTOKEN attribute values.
 *
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 *   asciiOnly: skip unicode-aware matching, ASCII names only (default false).
 */
const nmToken = (str, { xmlVersion = '1.0', asciiOnly = false } = {}) =>
  getRegexes(xmlVersion, asciiOnly).nmToken.test(str);

/**
 * Returns true if the string is a valid NMTokens value.
 * A whitespace-separated list of NMToken values.
 * Used for: DTD NMTOKENS attribute values.
 *
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 *   asciiOnly: skip unicode-aware matching, ASCII names only (default false).
 */
const nmTokens = (str, { xmlVersion = '1.0', asciiOnly = false } = {}) =>
  getRegexes(xmlVersion, asciiOnly).nmTokens.test(str);

// ---------------------------------------------------------------------------
// Memoized validator factory
//
// Real documents reuse a small vocabulary of tag/attribute names across many
// siblings (e.g. `id`, `class`, `href` repeated across hundreds of elements).
// The plain boolean validators above re-run the regex on every call
// regardless of repeats. `createValidator` returns a closure with a private
// string -> boolean cache, so repeated names after the first become O(1)
// lookups instead of regex tests.
//
// - opts (xmlVersion, asciiOnly) are fixed at creation time, so the regex is
//   resolved once, not on every call.
// - The cache is private to the returned closure — no shared/global state,
//   no cross-caller pollution.
// - `maxCacheSize` bounds memory: once the cache reaches this many entries,
//   it stops accepting new ones (existing entries keep serving hits; new
//   misses just fall through to the regex, uncached). This avoids unbounded
//   growth against adversarial/high-cardinality input (e.g. validating
//   attacker-supplied names with no repeats) without the cost/complexity of
//   a full LRU, and without the perf cliff of reset-and-refill thrashing.
// - Call `.reset()` on the returned function to clear the cache manually
//   (e.g. between unrelated parse calls).
// ---------------------------------------------------------------------------

const PRODUCTIONS = (/* unused pure expression or super */ null && (['name', 'ncName', 'qName', 'nmToken', 'nmTokens']));

/**
 * Returns a memoized boolean validator function for a single production,
 * with opts fixed at creation time.
 *
 * @param {'name'|'ncName'|'qName'|'nmToken'|'nmTokens'} production
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean, maxCacheSize?: number }} [opts]
 *   maxCacheSize: max number of distinct strings to cache (default 2048).
 *   Once reached, new strings are validated but not cached; existing cached
 *   entries keep being served.
 * @returns {((str: string) => boolean) & { reset: () => void }}
 */
const createValidator = (production, { xmlVersion = '1.0', asciiOnly = false, maxCacheSize = 2048 } = {}) => {
  if (!PRODUCTIONS.includes(production)) {
    throw new TypeError(
      `Unknown production "${production}". Must be one of: ${PRODUCTIONS.join(', ')}`
    );
  }

  const regex = getRegexes(xmlVersion, asciiOnly)[production];
  let cache = new Map();

  const validator = (str) => {
    const cached = cache.get(str);
    if (cached !== undefined) return cached;

    const result = regex.test(str);
    if (cache.size < maxCacheSize) cache.set(str, result);
    return result;
  };

  validator.reset = () => { cache = new Map(); };

  return validator;
};

// ---------------------------------------------------------------------------
// Diagnostic validator
// ---------------------------------------------------------------------------

/**
 * Validates a string against a named production and returns a detailed result.
 *
 * @param {string} str
 * @param {'name'|'ncName'|'qName'|'nmToken'|'nmTokens'} production
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 * @returns {{ valid: boolean, production: string, input: string, reason?: string, position?: number }}
 */
const validate = (str, production, { xmlVersion = '1.0', asciiOnly = false } = {}) => {
  if (!PRODUCTIONS.includes(production)) {
    throw new TypeError(
      `Unknown production "${production}". Must be one of: ${PRODUCTIONS.join(', ')}`
    );
  }

  const validators = { name: src_name, ncName, qName, nmToken, nmTokens };
  const isValid = validators[production](str, { xmlVersion, asciiOnly });

  if (isValid) return { valid: true, production, input: str };

  let reason = 'Does not match the production rules';
  let position;

  // Diagnostic fallback char checks must mirror the same character set the
  // boolean validator above used, or the reported reason/position could
  // contradict the `valid: false` result (e.g. flagging a char as illegal
  // that the unicode-aware check would have accepted).
  const startCharPattern = asciiOnly ? /^[:A-Za-z_]/ : /^[:A-Za-z_\u00C0-\uFFFD]/;
  const namePattern = asciiOnly ? /[\w\-\\.:]/ : /[\w\-\\.:\u00B7\u00C0-\uFFFD]/;

  if (str.length === 0) {
    reason = 'Input is empty';
  } else if (production === 'ncName' && str.includes(':')) {
    position = str.indexOf(':');
    reason = 'Colon is not allowed in NCName';
  } else if (production === 'qName' && str.startsWith(':')) {
    reason = 'QName cannot start with a colon';
    position = 0;
  } else if (production === 'qName' && str.endsWith(':')) {
    reason = 'QName cannot end with a colon';
    position = str.length - 1;
  } else if (production === 'qName' && (str.match(/:/g) || []).length > 1) {
    reason = 'QName can have at most one colon';
    position = str.lastIndexOf(':');
  } else if (
    ['name', 'ncName', 'qName'].includes(production) &&
    !startCharPattern.test(str[0])
  ) {
    reason = `First character "${str[0]}" is not a valid NameStartChar`;
    position = 0;
  } else {
    for (let i = 0; i < str.length; i++) {
      if (!namePattern.test(str[i])) {
        reason = `Character "${str[i]}" at position ${i} is not a valid NameChar`;
        position = i;
        break;
      }
    }
  }

  return { valid: false, production, input: str, reason, position };
};

// ---------------------------------------------------------------------------
// Batch validator
// ---------------------------------------------------------------------------

/**
 * Validates an array of strings against a named production.
 *
 * @param {string[]} strings
 * @param {'name'|'ncName'|'qName'|'nmToken'|'nmTokens'} production
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 * @returns {Array<{ valid: boolean, production: string, input: string, reason?: string, position?: number }>}
 */
const validateAll = (strings, production, opts = {}) =>
  strings.map(str => validate(str, production, opts));

// ---------------------------------------------------------------------------
// Sanitizer
// ---------------------------------------------------------------------------

/**
 * Transforms an invalid string into the nearest valid XML name for the given production.
 *
 * @param {string} str
 * @param {'name'|'ncName'|'qName'|'nmToken'|'nmTokens'} production
 * @param {{ replacement?: string, asciiOnly?: boolean }} [opts]
 *   asciiOnly: also replace any non-ASCII character, not just XML-illegal
 *   ones (default false).
 * @returns {string}
 */
const sanitize = (str, production = 'name', { replacement = '_', asciiOnly = false } = {}) => {
  if (!str) return replacement;

  let result = str;

  // Strip colons for NCName
  if (production === 'ncName') {
    result = result.replace(/:/g, '');
  }

  // Replace illegal characters
  const allowedCharPattern = asciiOnly ? /[^\w\-\.:]/g : /[^\w\-\.:\u00B7\u00C0-\uFFFD]/g;
  result = result.replace(allowedCharPattern, replacement);

  // Fix invalid start character for Name / NCName / QName
  if (production !== 'nmToken' && production !== 'nmTokens') {
    if (/^[\-\.\d]/.test(result)) {
      result = replacement + result;
    }
  }

  return result || replacement;
};
;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/xmlparser/DocTypeReader.js


class DocTypeReader {
    constructor(options, xmlVersion) {
        this.suppressValidationErr = !options;
        this.options = options;
        this.xmlVersion = xmlVersion || 1.0;
    }

    setXmlVersion(xmlVersion = 1.0) {
        this.xmlVersion = xmlVersion;
    }
    readDocType(xmlData, i) {
        const entities = Object.create(null);
        let entityCount = 0;

        if (xmlData[i + 3] === 'O' &&
            xmlData[i + 4] === 'C' &&
            xmlData[i + 5] === 'T' &&
            xmlData[i + 6] === 'Y' &&
            xmlData[i + 7] === 'P' &&
            xmlData[i + 8] === 'E') {
            i = i + 9;
            let angleBracketsCount = 1;
            let hasBody = false, comment = false;
            let quoteChar = null; // tracks an open SYSTEM/PUBLIC literal before the '[' body
            let exp = "";
            for (; i < xmlData.length; i++) {
                // Inside a quoted external-identifier literal — XML allows '<'
                // and '>' as plain data here, so they must not be interpreted
                // as DOCTYPE structure until the matching quote closes.
                if (quoteChar !== null) {
                    if (xmlData[i] === quoteChar) quoteChar = null;
                    exp += xmlData[i];
                    continue;
                }
                if (!hasBody && !comment && (xmlData[i] === '"' || xmlData[i] === "'")) {
                    quoteChar = xmlData[i];
                    exp += xmlData[i];
                    continue;
                }

                if (xmlData[i] === '<' && !comment) { //Determine the tag type
                    if (hasBody && hasSeq(xmlData, "!ENTITY", i)) {
                        i += 7;
                        let entityName, val;
                        [entityName, val, i] = this.readEntityExp(xmlData, i + 1, this.suppressValidationErr);
                        if (val.indexOf("&") === -1) { //Parameter entities are not supported
                            if (this.options.enabled !== false &&
                                this.options.maxEntityCount != null &&
                                entityCount >= this.options.maxEntityCount) {
                                throw new Error(
                                    `Entity count (${entityCount + 1}) exceeds maximum allowed (${this.options.maxEntityCount})`
                                );
                            }
                            //const escaped = entityName.replace(/[.\-+*:]/g, '\\.');
                            //const escaped = entityName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
                            entities[entityName] = val;
                            entityCount++;
                        }
                    }
                    else if (hasBody && hasSeq(xmlData, "!ELEMENT", i)) {
                        i += 8;//Not supported
                        const { index } = this.readElementExp(xmlData, i + 1);
                        i = index;
                    } else if (hasBody && hasSeq(xmlData, "!ATTLIST", i)) {
                        i += 8;//Not supported
                        // const {index} = this.readAttlistExp(xmlData,i+1);
                        // i = index;
                    } else if (hasBody && hasSeq(xmlData, "!NOTATION", i)) {
                        i += 9;//Not supported
                        const { index } = this.readNotationExp(xmlData, i + 1, this.suppressValidationErr);
                        i = index;
                    } else if (hasSeq(xmlData, "!--", i)) comment = true;
                    else throw new Error(`Invalid DOCTYPE`);

                    angleBracketsCount++;
                    exp = "";
                } else if (xmlData[i] === '>') { //Read tag content
                    if (comment) {
                        if (xmlData[i - 1] === "-" && xmlData[i - 2] === "-") {
                            comment = false;
                            angleBracketsCount--;
                        }
                    } else {
                        angleBracketsCount--;
                    }
                    if (angleBracketsCount === 0) {
                        break;
                    }
                } else if (xmlData[i] === '[') {
                    hasBody = true;
                } else {
                    exp += xmlData[i];
                }
            }
            if (quoteChar !== null || angleBracketsCount !== 0) {
                throw new Error(`Unclosed DOCTYPE`);
            }
        } else {
            throw new Error(`Invalid Tag instead of DOCTYPE`);
        }
        return { entities, i };
    }
    readEntityExp(xmlData, i) {
        //External entities are not supported
        //    <!ENTITY ext SYSTEM "http://normal-website.com" >

        //Parameter entities are not supported
        //    <!ENTITY entityname "&anotherElement;">

        //Internal entities are supported
        //    <!ENTITY entityname "replacement text">

        // Skip leading whitespace after <!ENTITY
        i = skipWhitespace(xmlData, i);

        // Read entity name
        const startIndex = i;
        while (i < xmlData.length && !/\s/.test(xmlData[i]) && xmlData[i] !== '"' && xmlData[i] !== "'") {
            i++;
        }
        let entityName = xmlData.substring(startIndex, i);

        validateEntityName(entityName, { xmlVersion: this.xmlVersion });

        // Skip whitespace after entity name
        i = skipWhitespace(xmlData, i);

        // Check for unsupported constructs (external entities or parameter entities)
        if (!this.suppressValidationErr) {
            if (xmlData.substring(i, i + 6).toUpperCase() === "SYSTEM") {
                throw new Error("External entities are not supported");
            } else if (xmlData[i] === "%") {
                throw new Error("Parameter entities are not supported");
            }
        }

        // Read entity value (internal entity)
        let entityValue = "";
        [i, entityValue] = this.readIdentifierVal(xmlData, i, "entity");

        // Validate entity size
        if (this.options.enabled !== false &&
            this.options.maxEntitySize != null &&
            entityValue.length > this.options.maxEntitySize) {
            throw new Error(
                `Entity "${entityName}" size (${entityValue.length}) exceeds maximum allowed size (${this.options.maxEntitySize})`
            );
        }

        i--;
        return [entityName, entityValue, i];
    }

    readNotationExp(xmlData, i) {
        // Skip leading whitespace after <!NOTATION
        i = skipWhitespace(xmlData, i);

        // Read notation name

        const startIndex = i;
        while (i < xmlData.length && !/\s/.test(xmlData[i])) {
            i++;
        }
        let notationName = xmlData.substring(startIndex, i);

        !this.suppressValidationErr && validateEntityName(notationName, { xmlVersion: this.xmlVersion });

        // Skip whitespace after notation name
        i = skipWhitespace(xmlData, i);

        // Check identifier type (SYSTEM or PUBLIC)
        const identifierType = xmlData.substring(i, i + 6).toUpperCase();
        if (!this.suppressValidationErr && identifierType !== "SYSTEM" && identifierType !== "PUBLIC") {
            throw new Error(`Expected SYSTEM or PUBLIC, found "${identifierType}"`);
        }
        i += identifierType.length;

        // Skip whitespace after identifier type
        i = skipWhitespace(xmlData, i);

        // Read public identifier (if PUBLIC)
        let publicIdentifier = null;
        let systemIdentifier = null;

        if (identifierType === "PUBLIC") {
            [i, publicIdentifier] = this.readIdentifierVal(xmlData, i, "publicIdentifier");

            // Skip whitespace after public identifier
            i = skipWhitespace(xmlData, i);

            // Optionally read system identifier
            if (xmlData[i] === '"' || xmlData[i] === "'") {
                [i, systemIdentifier] = this.readIdentifierVal(xmlData, i, "systemIdentifier");
            }
        } else if (identifierType === "SYSTEM") {
            // Read system identifier (mandatory for SYSTEM)
            [i, systemIdentifier] = this.readIdentifierVal(xmlData, i, "systemIdentifier");

            if (!this.suppressValidationErr && !systemIdentifier) {
                throw new Error("Missing mandatory system identifier for SYSTEM notation");
            }
        }

        return { notationName, publicIdentifier, systemIdentifier, index: --i };
    }

    readIdentifierVal(xmlData, i, type) {
        let identifierVal = "";
        const startChar = xmlData[i];
        if (startChar !== '"' && startChar !== "'") {
            throw new Error(`Expected quoted string, found "${startChar}"`);
        }
        i++;

        const startIndex = i;
        while (i < xmlData.length && xmlData[i] !== startChar) {
            i++;
        }
        identifierVal = xmlData.substring(startIndex, i);

        if (xmlData[i] !== startChar) {
            throw new Error(`Unterminated ${type} value`);
        }
        i++;
        return [i, identifierVal];
    }

    readElementExp(xmlData, i) {
        // <!ELEMENT br EMPTY>
        // <!ELEMENT div ANY>
        // <!ELEMENT title (#PCDATA)>
        // <!ELEMENT book (title, author+)>
        // <!ELEMENT name (content-model)>

        // Skip leading whitespace after <!ELEMENT
        i = skipWhitespace(xmlData, i);

        // Read element name
        const startIndex = i;
        while (i < xmlData.length && !/\s/.test(xmlData[i])) {
            i++;
        }
        let elementName = xmlData.substring(startIndex, i);

        // Validate element name
        if (!this.suppressValidationErr && !qName(elementName, { xmlVersion: this.xmlVersion })) {
            throw new Error(`Invalid element name: "${elementName}"`);
        }

        // Skip whitespace after element name
        i = skipWhitespace(xmlData, i);
        let contentModel = "";
        // Expect '(' to start content model
        if (xmlData[i] === "E" && hasSeq(xmlData, "MPTY", i)) i += 4;
        else if (xmlData[i] === "A" && hasSeq(xmlData, "NY", i)) i += 2;
        else if (xmlData[i] === "(") {
            i++; // Move past '('

            // Read content model
            const startIndex = i;
            while (i < xmlData.length && xmlData[i] !== ")") {
                i++;
            }
            contentModel = xmlData.substring(startIndex, i);

            if (xmlData[i] !== ")") {
                throw new Error("Unterminated content model");
            }

        } else if (!this.suppressValidationErr) {
            throw new Error(`Invalid Element Expression, found "${xmlData[i]}"`);
        }

        return {
            elementName,
            contentModel: contentModel.trim(),
            index: i
        };
    }

    readAttlistExp(xmlData, i) {
        // Skip leading whitespace after <!ATTLIST
        i = skipWhitespace(xmlData, i);

        // Read element name
        let startIndex = i;
        while (i < xmlData.length && !/\s/.test(xmlData[i])) {
            i++;
        }
        let elementName = xmlData.substring(startIndex, i);

        // Validate element name
        validateEntityName(elementName, { xmlVersion: this.xmlVersion })

        // Skip whitespace after element name
        i = skipWhitespace(xmlData, i);

        // Read attribute name
        startIndex = i;
        while (i < xmlData.length && !/\s/.test(xmlData[i])) {
            i++;
        }
        let attributeName = xmlData.substring(startIndex, i);

        // Validate attribute name
        if (!validateEntityName(attributeName, { xmlVersion: this.xmlVersion })) {
            throw new Error(`Invalid attribute name: "${attributeName}"`);
        }

        // Skip whitespace after attribute name
        i = skipWhitespace(xmlData, i);

        // Read attribute type
        let attributeType = "";
        if (xmlData.substring(i, i + 8).toUpperCase() === "NOTATION") {
            attributeType = "NOTATION";
            i += 8; // Move past "NOTATION"

            // Skip whitespace after "NOTATION"
            i = skipWhitespace(xmlData, i);

            // Expect '(' to start the list of notations
            if (xmlData[i] !== "(") {
                throw new Error(`Expected '(', found "${xmlData[i]}"`);
            }
            i++; // Move past '('

            // Read the list of allowed notations
            let allowedNotations = [];
            while (i < xmlData.length && xmlData[i] !== ")") {


                const startIndex = i;
                while (i < xmlData.length && xmlData[i] !== "|" && xmlData[i] !== ")") {
                    i++;
                }
                let notation = xmlData.substring(startIndex, i);

                // Validate notation name
                notation = notation.trim();
                if (!validateEntityName(notation, { xmlVersion: this.xmlVersion })) {
                    throw new Error(`Invalid notation name: "${notation}"`);
                }

                allowedNotations.push(notation);

                // Skip '|' separator or exit loop
                if (xmlData[i] === "|") {
                    i++; // Move past '|'
                    i = skipWhitespace(xmlData, i); // Skip optional whitespace after '|'
                }
            }

            if (xmlData[i] !== ")") {
                throw new Error("Unterminated list of notations");
            }
            i++; // Move past ')'

            // Store the allowed notations as part of the attribute type
            attributeType += " (" + allowedNotations.join("|") + ")";
        } else {
            // Handle simple types (e.g., CDATA, ID, IDREF, etc.)
            const startIndex = i;
            while (i < xmlData.length && !/\s/.test(xmlData[i])) {
                i++;
            }
            attributeType += xmlData.substring(startIndex, i);

            // Validate simple attribute type
            const validTypes = ["CDATA", "ID", "IDREF", "IDREFS", "ENTITY", "ENTITIES", "NMTOKEN", "NMTOKENS"];
            if (!this.suppressValidationErr && !validTypes.includes(attributeType.toUpperCase())) {
                throw new Error(`Invalid attribute type: "${attributeType}"`);
            }
        }

        // Skip whitespace after attribute type
        i = skipWhitespace(xmlData, i);

        // Read default value
        let defaultValue = "";
        if (xmlData.substring(i, i + 8).toUpperCase() === "#REQUIRED") {
            defaultValue = "#REQUIRED";
            i += 8;
        } else if (xmlData.substring(i, i + 7).toUpperCase() === "#IMPLIED") {
            defaultValue = "#IMPLIED";
            i += 7;
        } else {
            [i, defaultValue] = this.readIdentifierVal(xmlData, i, "ATTLIST");
        }

        return {
            elementName,
            attributeName,
            attributeType,
            defaultValue,
            index: i
        }
    }
}



const skipWhitespace = (data, index) => {
    while (index < data.length && /\s/.test(data[index])) {
        index++;
    }
    return index;
};



function hasSeq(data, seq, i) {
    for (let j = 0; j < seq.length; j++) {
        if (seq[j] !== data[i + j + 1]) return false;
    }
    return true;
}

function validateEntityName(name, xmlVersion) {
    if (qName(name, { xmlVersion: xmlVersion }))
        return name;
    else
        throw new Error(`Invalid entity name ${name}`);
}
;// CONCATENATED MODULE: ./node_modules/anynum/digitTable.js
/**
 * Flat lookup table: maps Unicode code point → ASCII digit (0-9).
 * Only decimal digit characters (Unicode category Nd) are included.
 *
 * Strategy: Int32Array of size (maxCodePoint - minCodePoint + 1).
 * Value 0xFF means "not a digit". Value 0-9 is the ASCII digit value.
 * This gives O(1) lookup with no branching, no bisect, no loop.
 *
 * Memory: range is 0x0660 to 0x1FBF0 → ~129,936 entries × 1 byte = ~127 KB.
 * Acceptable for a one-time init; lookup is a single array index.
 */

// All known Unicode Nd (decimal digit) script zero code points.
// Each script has exactly 10 consecutive digits: zero+0 .. zero+9.
const SCRIPT_ZEROS = [
  // Basic Latin (ASCII) — included for completeness / pass-through
  0x0030, // 0-9

  // Arabic scripts
  0x0660, // Arabic-Indic ٠١٢٣٤٥٦٧٨٩
  0x06F0, // Extended Arabic-Indic (Urdu/Persian/Sindhi) ۰۱۲۳

  // Indic scripts
  0x0966, // Devanagari ०१२३४५६७८९
  0x09E6, // Bengali ০১২৩৪৫৬৭৮৯
  0x0A66, // Gurmukhi ੦੧੨੩੪੫੬੭੮੯
  0x0AE6, // Gujarati ૦૧૨૩૪૫૬૭૮૯
  0x0B66, // Odia ୦୧୨୩୪୫୬୭୮୯
  0x0BE6, // Tamil ௦௧௨௩௪௫௬௭௮௯
  0x0C66, // Telugu ౦౧౨౩౪౫౬౭౮౯
  0x0CE6, // Kannada ೦೧೨೩೪೫೬೭೮೯
  0x0D66, // Malayalam ൦൧൨൩൪൫൬൭൮൯
  0x0DE6, // Sinhala Archaic ෦෧෨෩෪෫෬෭෮෯

  // Southeast Asian scripts
  0x0E50, // Thai ๐๑๒๓๔๕๖๗๘๙
  0x0ED0, // Lao ໐໑໒໓໔໕໖໗໘໙
  0x0F20, // Tibetan ༠༡༢༣༤༥༦༧༨༩
  0x1040, // Myanmar ၀၁၂၃၄၅၆၇၈၉
  0x1090, // Myanmar Shan ႐႑႒႓႔႕႖႗႘႙
  0x17E0, // Khmer ០១២៣៤៥៦៧៨៩
  0x1810, // Mongolian ᠐᠑᠒᠓᠔᠕᠖᠗᠘᠙
  0x1946, // Limbu ᥆᥇᥈᥉᥊᥋᥌᥍᥎᥏
  0x19D0, // New Tai Lue ᧐᧑᧒᧓᧔᧕᧖᧗᧘᧙
  0x1A80, // Tai Tham Hora ᪀᪁᪂᪃᪄᪅᪆᪇᪈᪉
  0x1A90, // Tai Tham Tham ᪐᪑᪒᪓᪔᪕᪖᪗᪘᪙
  0x1B50, // Balinese ᭐᭑᭒᭓᭔᭕᭖᭗᭘᭙
  0x1BB0, // Sundanese ᮰᮱᮲᮳᮴᮵᮶᮷᮸᮹
  0x1C40, // Lepcha ᱀᱁᱂᱃᱄᱅᱆᱇᱈᱉
  0x1C50, // Ol Chiki ᱐᱑᱒᱓᱔᱕᱖᱗᱘᱙

  // Fullwidth (CJK context)
  0xFF10, // Fullwidth ０１２３４５６７８９

  // Mathematical digit variants (Unicode math block)
  0x1D7CE, // Mathematical Bold
  0x1D7D8, // Mathematical Double-Struck
  0x1D7E2, // Mathematical Sans-Serif
  0x1D7EC, // Mathematical Sans-Serif Bold
  0x1D7F6, // Mathematical Monospace

  // Other scripts
  0x104A0, // Osmanya 𐒠𐒡𐒢𐒣𐒤𐒥𐒦𐒧𐒨𐒩
  0x10D30, // Hanifi Rohingya 𐴰𐴱𐴲𐴳𐴴𐴵𐴶𐴷𐴸𐴹
  0x11066, // Brahmi 𑁦𑁧𑁨𑁩𑁪𑁫𑁬𑁭𑁮𑁯
  0x110F0, // Sora Sompeng 𑃰𑃱𑃲𑃳𑃴𑃵𑃶𑃷𑃸𑃹
  0x11136, // Chakma 𑄶𑄷𑄸𑄹𑄺𑄻𑄼𑄽𑄾𑄿
  0x111D0, // Sharada 𑇐𑇑𑇒𑇓𑇔𑇕𑇖𑇗𑇘𑇙
  0x112F0, // Khudawadi 𑋰𑋱𑋲𑋳𑋴𑋵𑋶𑋷𑋸𑋹
  0x11450, // Newa 𑑐𑑑𑑒𑑓𑑔𑑕𑑖𑑗𑑘𑑙
  0x114D0, // Tirhuta 𑓐𑓑𑓒𑓓𑓔𑓕𑓖𑓗𑓘𑓙
  0x11650, // Modi 𑙐𑙑𑙒𑙓𑙔𑙕𑙖𑙗𑙘𑙙
  0x116C0, // Takri 𑛀𑛁𑛂𑛃𑛄𑛅𑛆𑛇𑛈𑛉
  0x11730, // Ahom 𑜰𑜱𑜲𑜳𑜴𑜵𑜶𑜷𑜸𑜹
  0x118E0, // Warang Citi 𑣠𑣡𑣢𑣣𑣤𑣥𑣦𑣧𑣨𑣩
  0x11950, // Dives Akuru 𑥐𑥑𑥒𑥓𑥔𑥕𑥖𑥗𑥘𑥙
  0x11BF0, // Khitan Small Script 𑯰𑯱𑯲𑯳𑯴𑯵𑯶𑯷𑯸𑯹
  0x11C50, // Bhaiksuki 𑱐𑱑𑱒𑱓𑱔𑱕𑱖𑱗𑱘𑱙
  0x11D50, // Masaram Gondi 𑵐𑵑𑵒𑵓𑵔𑵕𑵖𑵗𑵘𑵙
  0x11DA0, // Gunjala Gondi 𑶠𑶡𑶢𑶣𑶤𑶥𑶦𑶧𑶨𑶩
  0x11F50, // Kawi 𑽐𑽑𑽒𑽓𑽔𑽕𑽖𑽗𑽘𑽙
  0x16A60, // Mro 𖩠𖩡𖩢𖩣𖩤𖩥𖩦𖩧𖩨𖩩
  0x16AC0, // Tangsa 𖫀𖫁𖫂𖫃𖫄𖫅𖫆𖫇𖫈𖫉
  0x16B50, // Pahawh Hmong 𖭐𖭑𖭒𖭓𖭔𖭕𖭖𖭗𖭘𖭙
  0x1E140, // Nyiakeng Puachue Hmong 𞅀𞅁𞅂𞅃𞅄𞅅𞅆𞅇𞅈𞅉
  0x1E2F0, // Wancho 𞋰𞋱𞋲𞋳𞋴𞋵𞋶𞋷𞋸𞋹
  0x1E4F0, // Nag Mundari 𞓰𞓱𞓲𞓳𞓴𞓵𞓶𞓷𞓸𞓹
  0x1E950, // Adlam 𞥐𞥑𞥒𞥓𞥔𞥕𞥖𞥗𞥘𞥙
  0x1FBF0, // Segmented digit symbols 🯰🯱🯲🯳🯴🯵🯶🯷🯸🯹
];

// Build a sparse Map for scripts above 0xFFFF (surrogate-pair range).
// These can't go into a flat Uint8Array indexed by code point efficiently.
const NOT_DIGIT = 0xFF;
const HIGH_MAP = new Map(); // codePoint → digit value (0-9)

const LOW_MAX = 0xFFFF;
const LOW_MIN = 0x0660; // first non-ASCII digit script

// Flat Uint8Array covering 0x0660 .. 0xFFFF
const TABLE_OFFSET = LOW_MIN;
const TABLE_SIZE = LOW_MAX - LOW_MIN + 1;
const TABLE = new Uint8Array(TABLE_SIZE).fill(NOT_DIGIT);

for (const zero of SCRIPT_ZEROS) {
  for (let d = 0; d < 10; d++) {
    const cp = zero + d;
    if (cp <= LOW_MAX) {
      TABLE[cp - TABLE_OFFSET] = d;
    } else {
      HIGH_MAP.set(cp, d);
    }
  }
}



;// CONCATENATED MODULE: ./node_modules/anynum/anynum.js




const CHAR_0 = 48; // '0'.charCodeAt(0)
const CHAR_9 = 57; // '9'.charCodeAt(0)
const CHAR_MINUS = 45; // '-'.charCodeAt(0)

// Unicode minus/hyphen variants worth normalizing to ASCII '-' in numeric context:
//   U+2212  MINUS SIGN       − (mathematically correct minus)
//   U+FF0D  FULLWIDTH HYPHEN-MINUS  － (Japanese fullwidth context)
//   U+FE63  SMALL HYPHEN-MINUS     ﹣ (small form variant)
//
// NOT normalized (deliberate):
//   U+2013  EN DASH  –  (punctuation, not a numeric sign)
//   U+2014  EM DASH  —  (punctuation)
//   U+2010  HYPHEN   ‐  (typographic hyphen)
//
// Rationale: only characters a human or locale formatter would plausibly use
// as a numeric minus sign are normalized. Dashes used for punctuation are left
// alone to avoid mangling non-numeric strings.
const MINUS_SET = new Set([0x2212, 0xFF0D, 0xFE63]);

/**
 * Normalize all Unicode decimal digit characters in a string to ASCII (0-9),
 * and normalize Unicode minus variants to ASCII '-' (U+002D).
 *
 * Non-digit, non-minus characters are passed through unchanged.
 *
 * Performance design:
 * - Fast path: if the string has no convertible characters, return it unchanged
 *   (zero allocation).
 * - BMP digits (0x0660..0xFFFF excl. surrogates): flat Uint8Array lookup (O(1)).
 * - Supplementary plane digits (> 0xFFFF, encoded as surrogate pairs): Map lookup.
 * - Minus variants: checked inline with a small fixed Set.
 *
 * @param {string} str
 * @returns {string}
 */
function anynum(str) {
  if (typeof str !== 'string') return str;

  const len = str.length;
  if (len === 0) return str;

  // Scan for first character needing conversion.
  // If none found, return original string (zero allocation).
  let firstHit = -1;

  for (let i = 0; i < len; i++) {
    const cc = str.charCodeAt(i);

    // ASCII digit or ASCII minus — already normalized, skip fast
    if ((cc >= CHAR_0 && cc <= CHAR_9) || cc === CHAR_MINUS) continue;

    // Below first unicode digit script — check minus variants only
    if (cc < TABLE_OFFSET) {
      if (MINUS_SET.has(cc)) { firstHit = i; break; }
      continue;
    }

    // Surrogate pairs live in BMP range 0xD800-0xDFFF — check before TABLE
    if (cc >= 0xD800 && cc <= 0xDBFF) {
      if (i + 1 < len) {
        const low = str.charCodeAt(i + 1);
        if (low >= 0xDC00 && low <= 0xDFFF) {
          const cp = 0x10000 + ((cc - 0xD800) << 10) + (low - 0xDC00);
          if (HIGH_MAP.has(cp)) { firstHit = i; break; }
        }
      }
      continue;
    }

    // BMP non-surrogate: flat table lookup; also check minus variants in this range
    if (TABLE[cc - TABLE_OFFSET] !== NOT_DIGIT || MINUS_SET.has(cc)) {
      firstHit = i;
      break;
    }
  }

  // Nothing to replace — return original, zero allocation
  if (firstHit === -1) return str;

  // Build result: copy unchanged prefix, then convert from firstHit onward
  const chars = [];

  if (firstHit > 0) chars.push(str.slice(0, firstHit));

  for (let i = firstHit; i < len; i++) {
    const cc = str.charCodeAt(i);

    // ASCII digit or ASCII minus — pass through
    if ((cc >= CHAR_0 && cc <= CHAR_9) || cc === CHAR_MINUS) {
      chars.push(str[i]);
      continue;
    }

    // Below TABLE_OFFSET — check minus variants, else pass through
    if (cc < TABLE_OFFSET) {
      chars.push(MINUS_SET.has(cc) ? '-' : str[i]);
      continue;
    }

    // Surrogate pairs
    if (cc >= 0xD800 && cc <= 0xDBFF) {
      if (i + 1 < len) {
        const low = str.charCodeAt(i + 1);
        if (low >= 0xDC00 && low <= 0xDFFF) {
          const cp = 0x10000 + ((cc - 0xD800) << 10) + (low - 0xDC00);
          const d = HIGH_MAP.get(cp);
          if (d !== undefined) {
            chars.push(String.fromCharCode(d + 48));
            i++; // consume low surrogate
            continue;
          }
        }
      }
      chars.push(str[i]);
      continue;
    }

    // BMP non-surrogate: flat table lookup + minus variants
    if (MINUS_SET.has(cc)) {
      chars.push('-');
      continue;
    }
    const d = TABLE[cc - TABLE_OFFSET];
    chars.push(d !== NOT_DIGIT ? String.fromCharCode(d + 48) : str[i]);
  }

  return chars.join('');
}


/* harmony default export */ const anynum_anynum = (anynum);
;// CONCATENATED MODULE: ./node_modules/strnum/strnum.js
const hexRegex = /^[-+]?0x[a-fA-F0-9]+$/;
const binRegex = /^0b[01]+$/;
const octRegex = /^0o[0-7]+$/;
const numRegex = /^([\-\+])?(0*)([0-9]*(\.[0-9]*)?)$/;



const consider = {
    hex: true,
    binary: false,
    octal: false,
    leadingZeros: true,
    decimalPoint: "\.",
    eNotation: true,
    //skipLike: /regex/,
    infinity: "original", // "null", "infinity" (Infinity type), "string" ("Infinity" (the string literal))
    unicode: false,
};

function toNumber(str, options = {}) {
    options = Object.assign({}, consider, options);
    if (!str || typeof str !== "string") return str;

    let trimmedStr = str.trim();

    if (trimmedStr.length === 0) return str;
    else if (options.skipLike !== undefined && options.skipLike.test(trimmedStr)) return str;
    else if (trimmedStr === "0") return 0;

    if (options.unicode) {
        trimmedStr = anynum_anynum(trimmedStr);
        if (trimmedStr === "0") return 0; // re-check after normalization
    }
    if (options.hex && hexRegex.test(trimmedStr)) {
        return parse_int(trimmedStr, 16);
    } else if (options.binary && binRegex.test(trimmedStr)) {
        return parse_int(trimmedStr, 2);
    } else if (options.octal && octRegex.test(trimmedStr)) {
        return parse_int(trimmedStr, 8);
    } else if (!isFinite(trimmedStr)) { //Infinity or not a number
        const num = Number(trimmedStr);
        if (Number.isNaN(num)) return str; //not a number: always the original string
        return handleInfinity(str, num, options); //only +/-Infinity reaches here
    } else if (trimmedStr.includes('e') || trimmedStr.includes('E')) { //eNotation
        return resolveEnotation(str, trimmedStr, options);
    } else {
        //separate negative sign, leading zeros, and rest number
        const match = numRegex.exec(trimmedStr);
        // +00.123 => [ , '+', '00', '.123', ..
        if (match) {
            const sign = match[1] || "";
            const leadingZeros = match[2];
            let numTrimmedByZeros = trimZeros(match[3]); //complete num without leading zeros
            const decimalAdjacentToLeadingZeros = sign ? // 0., -00., 000.
                trimmedStr[leadingZeros.length + 1] === "."
                : trimmedStr[leadingZeros.length] === ".";

            //trim ending zeros for floating number
            if (!options.leadingZeros //leading zeros are not allowed
                && (leadingZeros.length > 1
                    || (leadingZeros.length === 1 && !decimalAdjacentToLeadingZeros))) {
                // 00, 00.3, +03.24, 03, 03.24
                return str;
            }
            else {//no leading zeros or leading zeros are allowed
                const num = Number(trimmedStr);
                const parsedStr = String(num);

                if (num === 0) return num;
                if (parsedStr.search(/[eE]/) !== -1) { //given number is long and parsed to eNotation
                    if (options.eNotation) return num;
                    else return str;
                } else if (trimmedStr.indexOf(".") !== -1) { //floating number
                    if (parsedStr === "0") return num; //0.0
                    else if (parsedStr === numTrimmedByZeros) return num; //0.456. 0.79000
                    else if (parsedStr === `${sign}${numTrimmedByZeros}`) return num;
                    else return str;
                }

                let n = leadingZeros ? numTrimmedByZeros : trimmedStr;
                if (leadingZeros) {
                    // -009 => -9
                    return (n === parsedStr) || (sign + n === parsedStr) ? num : str
                } else {
                    // +9
                    return (n === parsedStr) || (n === sign + parsedStr) ? num : str
                }
            }
        } else { //non-numeric string
            return str;
        }
    }
}

const eNotationRegx = /^([-+])?(0*)(\d*(\.\d*)?[eE][-\+]?\d+)$/;
function resolveEnotation(str, trimmedStr, options) {
    if (!options.eNotation) return str;
    const notation = trimmedStr.match(eNotationRegx);
    if (notation) {
        let sign = notation[1] || "";
        const eChar = notation[3].indexOf("e") === -1 ? "E" : "e";
        const leadingZeros = notation[2];
        const eAdjacentToLeadingZeros = sign ? // 0E.
            trimmedStr[leadingZeros.length + 1] === eChar
            : trimmedStr[leadingZeros.length] === eChar;

        if (leadingZeros.length > 1 && eAdjacentToLeadingZeros) return str;
        else if (leadingZeros.length === 1
            && (notation[3].startsWith(`.${eChar}`) || notation[3][0] === eChar)) {
            return Number(trimmedStr);
        } else if (leadingZeros.length > 0) {
            // Has leading zeros — only accept if leadingZeros option allows it
            if (options.leadingZeros && !eAdjacentToLeadingZeros) {
                return Number(trimmedStr); // Number() accepts leading zeros; stripping can leave a mantissa-less ".e0"
            } else return str;
        } else {
            // No leading zeros — always valid e-notation, parse it
            return Number(trimmedStr);
        }
    } else {
        return str;
    }
}

/**
 * 
 * @param {string} numStr without leading zeros
 * @returns 
 */
function trimZeros(numStr) {
    if (numStr && numStr.indexOf(".") !== -1) {//float
        //remove ending zeros without the O(n^2) backtracking that /0+$/ hits
        //when the string doesn't end in 0 but has a long internal zero-run
        let end = numStr.length;
        while (end > 0 && numStr.charCodeAt(end - 1) === 48 /* '0' */) end--;
        numStr = numStr.slice(0, end);
        if (numStr === ".") numStr = "0";
        else if (numStr[0] === ".") numStr = "0" + numStr;
        else if (numStr[numStr.length - 1] === ".") numStr = numStr.substring(0, numStr.length - 1);
        return numStr;
    }
    return numStr;
}

function parse_int(numStr, base) {
    const str = numStr.trim();
    if (base === 2 || base === 8) numStr = str.substring(2);

    if (parseInt) return parseInt(numStr, base);
    else if (Number.parseInt) return Number.parseInt(numStr, base);
    else if (window && window.parseInt) return window.parseInt(numStr, base);
    else throw new Error("parseInt, Number.parseInt, window.parseInt are not supported");
}

/**
 * Handle infinite values based on user option
 * @param {string} str - original input string
 * @param {number} num - parsed number (Infinity or -Infinity)
 * @param {object} options - user options
 * @returns {string|number|null} based on infinity option
 */
function handleInfinity(str, num, options) {
    const isPositive = num === Infinity;

    switch (options.infinity.toLowerCase()) {
        case "null":
            return null;
        case "infinity":
            return num; // Return Infinity or -Infinity
        case "string":
            return isPositive ? "Infinity" : "-Infinity";
        case "original":
        default:
            return str; // Return original string like "1e1000"
    }
}

;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/ignoreAttributes.js
function getIgnoreAttributesFn(ignoreAttributes) {
    if (typeof ignoreAttributes === 'function') {
        return ignoreAttributes
    }
    if (Array.isArray(ignoreAttributes)) {
        return (attrName) => {
            for (const pattern of ignoreAttributes) {
                if (typeof pattern === 'string' && attrName === pattern) {
                    return true
                }
                if (pattern instanceof RegExp && pattern.test(attrName)) {
                    return true
                }
            }
        }
    }
    return () => false
}
;// CONCATENATED MODULE: ./node_modules/path-expression-matcher/src/Matcher.js


/**
 * MatcherView - A lightweight read-only view over a Matcher's internal state.
 *
 * Created once by Matcher and reused across all callbacks. Holds a direct
 * reference to the parent Matcher so it always reflects current parser state
 * with zero copying or freezing overhead.
 *
 * Users receive this via {@link Matcher#readOnly} or directly from parser
 * callbacks. It exposes all query and matching methods but has no mutation
 * methods — misuse is caught at the TypeScript level rather than at runtime.
 *
 * @example
 * const matcher = new Matcher();
 * const view = matcher.readOnly();
 *
 * matcher.push("root", {});
 * view.getCurrentTag(); // "root"
 * view.getDepth();      // 1
 */
class MatcherView {
  /**
   * @param {Matcher} matcher - The parent Matcher instance to read from.
   */
  constructor(matcher) {
    this._matcher = matcher;
  }

  /**
   * Get the path separator used by the parent matcher.
   * @returns {string}
   */
  get separator() {
    return this._matcher.separator;
  }

  /**
   * Get current tag name.
   * @returns {string|undefined}
   */
  getCurrentTag() {
    const path = this._matcher.path;
    return path.length > 0 ? path[path.length - 1].tag : undefined;
  }

  /**
   * Get current namespace.
   * @returns {string|undefined}
   */
  getCurrentNamespace() {
    const path = this._matcher.path;
    return path.length > 0 ? path[path.length - 1].namespace : undefined;
  }

  /**
   * Get current node's attribute value.
   * @param {string} attrName
   * @returns {*}
   */
  getAttrValue(attrName) {
    const path = this._matcher.path;
    if (path.length === 0) return undefined;
    return path[path.length - 1].values?.[attrName];
  }

  /**
   * Check if current node has an attribute.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAttr(attrName) {
    const path = this._matcher.path;
    if (path.length === 0) return false;
    const current = path[path.length - 1];
    return current.values !== undefined && attrName in current.values;
  }

  /**
   * Get the value of a "kept" attribute from the nearest ancestor (or
   * current node) that declared it via `push(tag, attrs, ns, { keep: [...] })`.
   * @param {string} attrName
   * @returns {*}
   */
  getAnyParentAttr(attrName) {
    return this._matcher.getAnyParentAttr(attrName);
  }

  /**
   * Check whether any ancestor (or the current node) kept the given
   * attribute via `push(tag, attrs, ns, { keep: [...] })`.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAnyParentAttr(attrName) {
    return this._matcher.hasAnyParentAttr(attrName);
  }

  /**
   * Get current node's sibling position (child index in parent).
   * @returns {number}
   */
  getPosition() {
    const path = this._matcher.path;
    if (path.length === 0) return -1;
    return path[path.length - 1].position ?? 0;
  }

  /**
   * Get current node's repeat counter (occurrence count of this tag name).
   * @returns {number}
   */
  getCounter() {
    const path = this._matcher.path;
    if (path.length === 0) return -1;
    return path[path.length - 1].counter ?? 0;
  }

  /**
   * Get current node's sibling index (alias for getPosition).
   * @returns {number}
   * @deprecated Use getPosition() or getCounter() instead
   */
  getIndex() {
    return this.getPosition();
  }

  /**
   * Get current path depth.
   * @returns {number}
   */
  getDepth() {
    return this._matcher.path.length;
  }

  /**
   * Get path as string.
   * @param {string} [separator] - Optional separator (uses default if not provided)
   * @param {boolean} [includeNamespace=true]
   * @returns {string}
   */
  toString(separator, includeNamespace = true) {
    return this._matcher.toString(separator, includeNamespace);
  }

  /**
   * Get path as array of tag names.
   * @returns {string[]}
   */
  toArray() {
    return this._matcher.path.map(n => n.tag);
  }

  /**
   * Match current path against an Expression.
   * @param {Expression} expression
   * @returns {boolean}
   */
  matches(expression) {
    return this._matcher.matches(expression);
  }

  /**
   * Match any expression in the given set against the current path.
   * @param {ExpressionSet} exprSet
   * @returns {boolean}
   */
  matchesAny(exprSet) {
    return exprSet.matchesAny(this._matcher);
  }
}

/**
 * Matcher - Tracks current path in XML/JSON tree and matches against Expressions.
 *
 * The matcher maintains a stack of nodes representing the current path from root to
 * current tag. It only stores attribute values for the current (top) node to minimize
 * memory usage. Sibling tracking is used to auto-calculate position and counter.
 *
 * Use {@link Matcher#readOnly} to obtain a {@link MatcherView} safe to pass to
 * user callbacks — it always reflects current state with no Proxy overhead.
 *
 * @example
 * const matcher = new Matcher();
 * matcher.push("root", {});
 * matcher.push("users", {});
 * matcher.push("user", { id: "123", type: "admin" });
 *
 * const expr = new Expression("root.users.user");
 * matcher.matches(expr); // true
 */
class Matcher {
  /**
   * Create a new Matcher.
   * @param {Object} [options={}]
   * @param {string} [options.separator='.'] - Default path separator
   */
  constructor(options = {}) {
    this.separator = options.separator || '.';
    this.path = [];
    this.siblingStacks = [];
    // Each path node: { tag, values, position, counter, namespace? }
    // values only present for current (last) node
    // Each siblingStacks entry: Map<tagName, count> tracking occurrences at each level
    this._pathStringCache = null;
    this._view = new MatcherView(this);

    // Kept-attribute stack: only populated when push() is called with options.keep.
    this._keptAttrs = [];
  }

  /**
   * Push a new tag onto the path.
   * @param {string} tagName
   * @param {Object|null} [attrValues=null]
   * @param {string|null} [namespace=null]
   * @param {Object|null} [options=null]
   * @param {string[]} [options.keep] - Names of attributes (from attrValues)
   */
  push(tagName, attrValues = null, namespace = null, options = null) {
    this._pathStringCache = null;

    // Remove values from previous current node (now becoming ancestor)
    if (this.path.length > 0) {
      this.path[this.path.length - 1].values = undefined;
    }

    // Get or create sibling tracking for current level
    const currentLevel = this.path.length;
    let level = this.siblingStacks[currentLevel];
    if (!level) {
      // `counts` tells same-name siblings apart (the "counter" — nth <item>
      // among other <item>s). `total` is every child seen at this level so
      // far, kept as a running number instead of re-added from `counts` on
      // every push — a parent with many differently-named children would
      // otherwise cost more per child the more distinct names it has.
      level = { counts: new Map(), total: 0 };
      this.siblingStacks[currentLevel] = level;
    }

    // Create a unique key for sibling tracking that includes namespace
    const siblingKey = namespace ? `${namespace}:${tagName}` : tagName;

    // Calculate counter (how many times this tag appeared at this level)
    const counter = level.counts.get(siblingKey) || 0;

    // Position = total children at this level seen before this one.
    const position = level.total;

    // Update sibling count for this tag, and the level's running total.
    level.counts.set(siblingKey, counter + 1);
    level.total++;

    // Create new node
    const node = {
      tag: tagName,
      position: position,
      counter: counter
    };

    if (namespace !== null && namespace !== undefined) {
      node.namespace = namespace;
    }

    if (attrValues !== null && attrValues !== undefined) {
      node.values = attrValues;
    }

    this.path.push(node);

    // Depth of the node we just pushed (1-based, matches this.path.length)
    const depth = this.path.length;

    // Copy only the requested attributes into the kept-attrs stack. This is
    // the one part of push() whose cost scales with input (O(keep.length))
    // rather than being O(1) — by design, since the caller is explicitly
    // opting in for specific attribute names. No options/keep => zero added
    // cost beyond the two property reads below.
    const keep = options !== null ? options.keep : null;
    if (keep !== null && keep !== undefined && keep.length > 0 && attrValues) {
      for (let i = 0; i < keep.length; i++) {
        const name = keep[i];
        if (attrValues[name] !== undefined) {
          this._keptAttrs.push({ depth, name, value: attrValues[name] });
        }
      }
    }
  }

  /**
   * Pop the last tag from the path.
   * @returns {Object|undefined} The popped node
   */
  pop() {
    if (this.path.length === 0) return undefined;
    this._pathStringCache = null;

    const node = this.path.pop();

    if (this.siblingStacks.length > this.path.length + 1) {
      this.siblingStacks.length = this.path.length + 1;
    }

    // Drop any kept attributes that belonged to the popped node (or deeper).
    // _keptAttrs is depth-ordered (push only ever appends increasing depths),
    // so this is a backward scan that stops at the first surviving entry —
    // typically O(1) since kept attrs are rare by design.
    const poppedDepth = this.path.length + 1;
    while (
      this._keptAttrs.length > 0 &&
      this._keptAttrs[this._keptAttrs.length - 1].depth >= poppedDepth
    ) {
      this._keptAttrs.pop();
    }

    return node;
  }

  /**
   * Update current node's attribute values.
   * Useful when attributes are parsed after push.
   * @param {Object} attrValues
   */
  updateCurrent(attrValues) {
    if (this.path.length > 0) {
      const current = this.path[this.path.length - 1];
      if (attrValues !== null && attrValues !== undefined) {
        current.values = attrValues;
      }
    }
  }

  /**
   * Get current tag name.
   * @returns {string|undefined}
   */
  getCurrentTag() {
    return this.path.length > 0 ? this.path[this.path.length - 1].tag : undefined;
  }

  /**
   * Get current namespace.
   * @returns {string|undefined}
   */
  getCurrentNamespace() {
    return this.path.length > 0 ? this.path[this.path.length - 1].namespace : undefined;
  }

  /**
   * Get current node's attribute value.
   * @param {string} attrName
   * @returns {*}
   */
  getAttrValue(attrName) {
    if (this.path.length === 0) return undefined;
    return this.path[this.path.length - 1].values?.[attrName];
  }

  /**
   * Check if current node has an attribute.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAttr(attrName) {
    if (this.path.length === 0) return false;
    const current = this.path[this.path.length - 1];
    return current.values !== undefined && attrName in current.values;
  }

  /**
   * Get the value of a "kept" attribute from the nearest ancestor (or
   * current node) that declared it via `push(tag, attrs, ns, { keep: [...] })`.
   * Unlike getAttrValue(), this works regardless of how deep the path has
   * gone since the attribute was pushed — but only for attribute names that
   * were explicitly marked with `keep` at push time. Cost is proportional to
   * the number of currently-kept attributes (typically 0-3), not path depth.
   * @param {string} attrName
   * @returns {*} the value, or undefined if no ancestor kept this attribute
   */
  getAnyParentAttr(attrName) {
    const kept = this._keptAttrs;
    for (let i = kept.length - 1; i >= 0; i--) {
      if (kept[i].name === attrName) return kept[i].value;
    }
    return undefined;
  }

  /**
   * Check whether any ancestor (or the current node) kept the given
   * attribute via `push(tag, attrs, ns, { keep: [...] })`.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAnyParentAttr(attrName) {
    const kept = this._keptAttrs;
    for (let i = kept.length - 1; i >= 0; i--) {
      if (kept[i].name === attrName) return true;
    }
    return false;
  }

  /**
   * Get current node's sibling position (child index in parent).
   * @returns {number}
   */
  getPosition() {
    if (this.path.length === 0) return -1;
    return this.path[this.path.length - 1].position ?? 0;
  }

  /**
   * Get current node's repeat counter (occurrence count of this tag name).
   * @returns {number}
   */
  getCounter() {
    if (this.path.length === 0) return -1;
    return this.path[this.path.length - 1].counter ?? 0;
  }

  /**
   * Get current node's sibling index (alias for getPosition).
   * @returns {number}
   * @deprecated Use getPosition() or getCounter() instead
   */
  getIndex() {
    return this.getPosition();
  }

  /**
   * Get current path depth.
   * @returns {number}
   */
  getDepth() {
    return this.path.length;
  }

  /**
   * Get path as string.
   * @param {string} [separator] - Optional separator (uses default if not provided)
   * @param {boolean} [includeNamespace=true]
   * @returns {string}
   */
  toString(separator, includeNamespace = true) {
    const sep = separator || this.separator;
    const isDefault = (sep === this.separator && includeNamespace === true);

    if (isDefault) {
      if (this._pathStringCache !== null) {
        return this._pathStringCache;
      }
      const result = this.path.map(n =>
        (n.namespace) ? `${n.namespace}:${n.tag}` : n.tag
      ).join(sep);
      this._pathStringCache = result;
      return result;
    }

    return this.path.map(n =>
      (includeNamespace && n.namespace) ? `${n.namespace}:${n.tag}` : n.tag
    ).join(sep);
  }

  /**
   * Get path as array of tag names.
   * @returns {string[]}
   */
  toArray() {
    return this.path.map(n => n.tag);
  }

  /**
   * Reset the path to empty.
   */
  reset() {
    this._pathStringCache = null;
    this.path = [];
    this.siblingStacks = [];
    this._keptAttrs = [];
  }

  /**
   * Match current path against an Expression.
   * @param {Expression} expression
   * @returns {boolean}
   */
  matches(expression) {
    const segments = expression.segments;

    if (segments.length === 0) {
      return false;
    }

    if (expression.hasDeepWildcard()) {
      return this._matchWithDeepWildcard(segments);
    }

    return this._matchSimple(segments);
  }

  /**
   * @private
   */
  _matchSimple(segments) {
    if (this.path.length !== segments.length) {
      return false;
    }

    for (let i = 0; i < segments.length; i++) {
      if (!this._matchSegment(segments[i], this.path[i], i === this.path.length - 1)) {
        return false;
      }
    }

    return true;
  }

  /**
   * @private
   */
  _matchWithDeepWildcard(segments) {
    let pathIdx = this.path.length - 1;
    let segIdx = segments.length - 1;

    while (segIdx >= 0 && pathIdx >= 0) {
      const segment = segments[segIdx];

      if (segment.type === 'deep-wildcard') {
        segIdx--;

        if (segIdx < 0) {
          return true;
        }

        const nextSeg = segments[segIdx];
        let found = false;

        for (let i = pathIdx; i >= 0; i--) {
          if (this._matchSegment(nextSeg, this.path[i], i === this.path.length - 1)) {
            pathIdx = i - 1;
            segIdx--;
            found = true;
            break;
          }
        }

        if (!found) {
          return false;
        }
      } else {
        if (!this._matchSegment(segment, this.path[pathIdx], pathIdx === this.path.length - 1)) {
          return false;
        }
        pathIdx--;
        segIdx--;
      }
    }

    return segIdx < 0;
  }

  /**
   * @private
   */
  _matchSegment(segment, node, isCurrentNode) {
    if (segment.tag !== '*' && segment.tag !== node.tag) {
      return false;
    }

    if (segment.namespace !== undefined) {
      if (segment.namespace !== '*' && segment.namespace !== node.namespace) {
        return false;
      }
    }

    if (segment.attrName !== undefined) {
      if (!isCurrentNode) {
        return false;
      }

      if (!node.values || !(segment.attrName in node.values)) {
        return false;
      }

      if (segment.attrValue !== undefined) {
        if (String(node.values[segment.attrName]) !== String(segment.attrValue)) {
          return false;
        }
      }
    }

    if (segment.position !== undefined) {
      if (!isCurrentNode) {
        return false;
      }

      const counter = node.counter ?? 0;

      if (segment.position === 'first' && counter !== 0) {
        return false;
      } else if (segment.position === 'odd' && counter % 2 !== 1) {
        return false;
      } else if (segment.position === 'even' && counter % 2 !== 0) {
        return false;
      } else if (segment.position === 'nth' && counter !== segment.positionValue) {
        return false;
      }
    }

    return true;
  }

  /**
   * Match any expression in the given set against the current path.
   * @param {ExpressionSet} exprSet
   * @returns {boolean}
   */
  matchesAny(exprSet) {
    return exprSet.matchesAny(this);
  }

  /**
   * Create a snapshot of current state.
   * @returns {Object}
   */
  snapshot() {
    return {
      path: this.path.map(node => ({ ...node })),
      siblingStacks: this.siblingStacks.map(level => level ? { counts: new Map(level.counts), total: level.total } : level),
      keptAttrs: this._keptAttrs.map(entry => ({ ...entry }))
    };
  }

  /**
   * Restore state from snapshot.
   * @param {Object} snapshot
   */
  restore(snapshot) {
    this._pathStringCache = null;
    this.path = snapshot.path.map(node => ({ ...node }));
    this.siblingStacks = snapshot.siblingStacks.map(level => level ? { counts: new Map(level.counts), total: level.total } : level);
    this._keptAttrs = (snapshot.keptAttrs || []).map(entry => ({ ...entry }));
  }

  /**
   * Return the read-only {@link MatcherView} for this matcher.
   *
   * The same instance is returned on every call — no allocation occurs.
   * It always reflects the current parser state and is safe to pass to
   * user callbacks without risk of accidental mutation.
   *
   * @returns {MatcherView}
   *
   * @example
   * const view = matcher.readOnly();
   * // pass view to callbacks — it stays in sync automatically
   * view.matches(expr);       // ✓
   * view.getCurrentTag();     // ✓
   * // view.push(...)         // ✗ method does not exist — caught by TypeScript
   */
  readOnly() {
    return this._view;
  }
}

;// CONCATENATED MODULE: ./node_modules/path-expression-matcher/src/Expression.js
/**
 * Expression - Parses and stores a tag pattern expression
 * 
 * Patterns are parsed once and stored in an optimized structure for fast matching.
 * 
 * @example
 * const expr = new Expression("root.users.user");
 * const expr2 = new Expression("..user[id]:first");
 * const expr3 = new Expression("root/users/user", { separator: '/' });
 */
class Expression {
  /**
   * Create a new Expression
   * @param {string} pattern - Pattern string (e.g., "root.users.user", "..user[id]")
   * @param {Object} options - Configuration options
   * @param {string} options.separator - Path separator (default: '.')
   */
  constructor(pattern, options = {}, data) {
    this.pattern = pattern;
    this.separator = options.separator || '.';
    this.segments = this._parse(pattern);
    this.data = data;
    // Cache expensive checks for performance (O(1) instead of O(n))
    this._hasDeepWildcard = this.segments.some(seg => seg.type === 'deep-wildcard');
    this._hasAttributeCondition = this.segments.some(seg => seg.attrName !== undefined);
    this._hasPositionSelector = this.segments.some(seg => seg.position !== undefined);
  }

  /**
   * Parse pattern string into segments
   * @private
   * @param {string} pattern - Pattern to parse
   * @returns {Array} Array of segment objects
   */
  _parse(pattern) {
    const segments = [];

    // Split by separator but handle ".." specially
    let i = 0;
    let currentPart = '';

    while (i < pattern.length) {
      if (pattern[i] === this.separator) {
        // Check if next char is also separator (deep wildcard)
        if (i + 1 < pattern.length && pattern[i + 1] === this.separator) {
          // Flush current part if any
          if (currentPart.trim()) {
            segments.push(this._parseSegment(currentPart.trim()));
            currentPart = '';
          }
          // Add deep wildcard
          segments.push({ type: 'deep-wildcard' });
          i += 2; // Skip both separators
        } else {
          // Regular separator
          if (currentPart.trim()) {
            segments.push(this._parseSegment(currentPart.trim()));
          }
          currentPart = '';
          i++;
        }
      } else {
        currentPart += pattern[i];
        i++;
      }
    }

    // Flush remaining part
    if (currentPart.trim()) {
      segments.push(this._parseSegment(currentPart.trim()));
    }

    return segments;
  }

  /**
   * Parse a single segment
   * @private
   * @param {string} part - Segment string (e.g., "user", "ns::user", "user[id]", "ns::user:first")
   * @returns {Object} Segment object
   */
  _parseSegment(part) {
    const segment = { type: 'tag' };

    // NEW NAMESPACE SYNTAX (v2.0):
    // ============================
    // Namespace uses DOUBLE colon (::)
    // Position uses SINGLE colon (:)
    // 
    // Examples:
    //   "user"              → tag
    //   "user:first"        → tag + position
    //   "user[id]"          → tag + attribute
    //   "user[id]:first"    → tag + attribute + position
    //   "ns::user"          → namespace + tag
    //   "ns::user:first"    → namespace + tag + position
    //   "ns::user[id]"      → namespace + tag + attribute
    //   "ns::user[id]:first" → namespace + tag + attribute + position
    //   "ns::first"         → namespace + tag named "first" (NO ambiguity!)
    //
    // This eliminates all ambiguity:
    //   :: = namespace separator
    //   :  = position selector
    //   [] = attributes

    // Step 1: Extract brackets [attr] or [attr=value]
    let bracketContent = null;
    let withoutBrackets = part;

    const bracketMatch = part.match(/^([^\[]+)(\[[^\]]*\])(.*)$/);
    if (bracketMatch) {
      withoutBrackets = bracketMatch[1] + bracketMatch[3];
      if (bracketMatch[2]) {
        const content = bracketMatch[2].slice(1, -1);
        if (content) {
          bracketContent = content;
        }
      }
    }

    // Step 2: Check for namespace (double colon ::)
    let namespace = undefined;
    let tagAndPosition = withoutBrackets;

    if (withoutBrackets.includes('::')) {
      const nsIndex = withoutBrackets.indexOf('::');
      namespace = withoutBrackets.substring(0, nsIndex).trim();
      tagAndPosition = withoutBrackets.substring(nsIndex + 2).trim(); // Skip ::

      if (!namespace) {
        throw new Error(`Invalid namespace in pattern: ${part}`);
      }
    }

    // Step 3: Parse tag and position (single colon :)
    let tag = undefined;
    let positionMatch = null;

    if (tagAndPosition.includes(':')) {
      const colonIndex = tagAndPosition.lastIndexOf(':'); // Use last colon for position
      const tagPart = tagAndPosition.substring(0, colonIndex).trim();
      const posPart = tagAndPosition.substring(colonIndex + 1).trim();

      // Verify position is a valid keyword
      const isPositionKeyword = ['first', 'last', 'odd', 'even'].includes(posPart) ||
        /^nth\(\d+\)$/.test(posPart);

      if (isPositionKeyword) {
        tag = tagPart;
        positionMatch = posPart;
      } else {
        // Not a valid position keyword, treat whole thing as tag
        tag = tagAndPosition;
      }
    } else {
      tag = tagAndPosition;
    }

    if (!tag) {
      throw new Error(`Invalid segment pattern: ${part}`);
    }

    segment.tag = tag;
    if (namespace) {
      segment.namespace = namespace;
    }

    // Step 4: Parse attributes
    if (bracketContent) {
      if (bracketContent.includes('=')) {
        const eqIndex = bracketContent.indexOf('=');
        segment.attrName = bracketContent.substring(0, eqIndex).trim();
        segment.attrValue = bracketContent.substring(eqIndex + 1).trim();
      } else {
        segment.attrName = bracketContent.trim();
      }
    }

    // Step 5: Parse position selector
    if (positionMatch) {
      const nthMatch = positionMatch.match(/^nth\((\d+)\)$/);
      if (nthMatch) {
        segment.position = 'nth';
        segment.positionValue = parseInt(nthMatch[1], 10);
      } else {
        segment.position = positionMatch;
      }
    }

    return segment;
  }

  /**
   * Get the number of segments
   * @returns {number}
   */
  get length() {
    return this.segments.length;
  }

  /**
   * Check if expression contains deep wildcard
   * @returns {boolean}
   */
  hasDeepWildcard() {
    return this._hasDeepWildcard;
  }

  /**
   * Check if expression has attribute conditions
   * @returns {boolean}
   */
  hasAttributeCondition() {
    return this._hasAttributeCondition;
  }

  /**
   * Check if expression has position selectors
   * @returns {boolean}
   */
  hasPositionSelector() {
    return this._hasPositionSelector;
  }

  /**
   * Get string representation
   * @returns {string}
   */
  toString() {
    return this.pattern;
  }
}
;// CONCATENATED MODULE: ./node_modules/path-expression-matcher/src/ExpressionSet.js
/**
 * ExpressionSet - An indexed collection of Expressions for efficient bulk matching
 *
 * Instead of iterating all expressions on every tag, ExpressionSet pre-indexes
 * them at insertion time by depth and terminal tag name. At match time, only
 * the relevant bucket is evaluated — typically reducing checks from O(E) to O(1)
 * lookup plus O(small bucket) matches.
 *
 * Three buckets are maintained:
 *  - `_byDepthAndTag`  — exact depth + exact tag name  (tightest, used first)
 *  - `_wildcardByDepth` — exact depth + wildcard tag `*` (depth-matched only)
 *  - `_deepWildcards`  — expressions containing `..`  (cannot be depth-indexed)
 *
 * @example
 * import { Expression, ExpressionSet } from 'fast-xml-tagger';
 *
 * // Build once at config time
 * const stopNodes = new ExpressionSet();
 * stopNodes.add(new Expression('root.users.user'));
 * stopNodes.add(new Expression('root.config.setting'));
 * stopNodes.add(new Expression('..script'));
 *
 * // Query on every tag — hot path
 * if (stopNodes.matchesAny(matcher)) { ... }
 */
class ExpressionSet {
  constructor() {
    /** @type {Map<string, import('./Expression.js').default[]>} depth:tag → expressions */
    this._byDepthAndTag = new Map();

    /** @type {Map<number, import('./Expression.js').default[]>} depth → wildcard-tag expressions */
    this._wildcardByDepth = new Map();

    /** @type {import('./Expression.js').default[]} expressions containing deep wildcard (..) */
    this._deepWildcards = [];

    /** @type {Map<string, import('./Expression.js').default[]>} terminalTag → deep wildcard expressions */
    this._deepByTerminalTag = new Map();

    /** @type {Set<string>} pattern strings already added — used for deduplication */
    this._patterns = new Set();

    /** @type {boolean} whether the set is sealed against further additions */
    this._sealed = false;
  }

  /**
   * Add an Expression to the set.
   * Duplicate patterns (same pattern string) are silently ignored.
   *
   * @param {import('./Expression.js').default} expression - A pre-constructed Expression instance
   * @returns {this} for chaining
   * @throws {TypeError} if called after seal()
   *
   * @example
   * set.add(new Expression('root.users.user'));
   * set.add(new Expression('..script'));
   */
  add(expression) {
    if (this._sealed) {
      throw new TypeError(
        'ExpressionSet is sealed. Create a new ExpressionSet to add more expressions.'
      );
    }

    // Deduplicate by pattern string
    if (this._patterns.has(expression.pattern)) return this;
    this._patterns.add(expression.pattern);

    if (expression.hasDeepWildcard()) {
      const lastSeg = expression.segments[expression.segments.length - 1];
      if (lastSeg && lastSeg.type !== 'deep-wildcard' && lastSeg.tag !== '*') {
        const tag = lastSeg.tag;
        if (!this._deepByTerminalTag.has(tag)) this._deepByTerminalTag.set(tag, []);
        this._deepByTerminalTag.get(tag).push(expression);
      } else {
        this._deepWildcards.push(expression);
      }
      return this;
    }

    const depth = expression.length;
    const lastSeg = expression.segments[expression.segments.length - 1];
    const tag = lastSeg?.tag;

    if (!tag || tag === '*') {
      // Can index by depth but not by tag
      if (!this._wildcardByDepth.has(depth)) this._wildcardByDepth.set(depth, []);
      this._wildcardByDepth.get(depth).push(expression);
    } else {
      // Tightest bucket: depth + tag
      const key = `${depth}:${tag}`;
      if (!this._byDepthAndTag.has(key)) this._byDepthAndTag.set(key, []);
      this._byDepthAndTag.get(key).push(expression);
    }

    return this;
  }

  /**
   * Add multiple expressions at once.
   *
   * @param {import('./Expression.js').default[]} expressions - Array of Expression instances
   * @returns {this} for chaining
   *
   * @example
   * set.addAll([
   *   new Expression('root.users.user'),
   *   new Expression('root.config.setting'),
   * ]);
   */
  addAll(expressions) {
    for (const expr of expressions) this.add(expr);
    return this;
  }

  /**
   * Check whether a pattern string is already present in the set.
   *
   * @param {import('./Expression.js').default} expression
   * @returns {boolean}
   */
  has(expression) {
    return this._patterns.has(expression.pattern);
  }

  /**
   * Number of expressions in the set.
   * @type {number}
   */
  get size() {
    return this._patterns.size;
  }

  /**
   * Seal the set against further modifications.
   * Useful to prevent accidental mutations after config is built.
   * Calling add() or addAll() on a sealed set throws a TypeError.
   *
   * @returns {this}
   */
  seal() {
    this._sealed = true;
    return this;
  }

  /**
   * Whether the set has been sealed.
   * @type {boolean}
   */
  get isSealed() {
    return this._sealed;
  }

  /**
   * Test whether the matcher's current path matches any expression in the set.
   *
   * Evaluation order (cheapest → most expensive):
   *  1. Exact depth + tag bucket  — O(1) lookup, typically 0–2 expressions
   *  2. Depth-only wildcard bucket — O(1) lookup, rare
   *  3. Deep-wildcard list         — always checked, but usually small
   *
   * @param {import('./Matcher.js').default} matcher - Matcher instance (or readOnly view)
   * @returns {boolean} true if any expression matches the current path
   *
   * @example
   * if (stopNodes.matchesAny(matcher)) {
   *   // handle stop node
   * }
   */
  matchesAny(matcher) {
    return this.findMatch(matcher) !== null;
  }
  /**
 * Find and return the first Expression that matches the matcher's current path.
 *
 * Uses the same evaluation order as matchesAny (cheapest → most expensive):
 *  1. Exact depth + tag bucket
 *  2. Depth-only wildcard bucket
 *  3. Deep-wildcard list
 *
 * @param {import('./Matcher.js').default} matcher - Matcher instance (or readOnly view)
 * @returns {import('./Expression.js').default | null} the first matching Expression, or null
 *
 * @example
 * const expr = stopNodes.findMatch(matcher);
 * if (expr) {
 *   // access expr.config, expr.pattern, etc.
 * }
 */
  findMatch(matcher) {
    const depth = matcher.getDepth();
    const tag = matcher.getCurrentTag();

    // 1. Tightest bucket — most expressions live here
    const exactKey = `${depth}:${tag}`;
    const exactBucket = this._byDepthAndTag.get(exactKey);
    if (exactBucket) {
      for (let i = 0; i < exactBucket.length; i++) {
        if (matcher.matches(exactBucket[i])) return exactBucket[i];
      }
    }

    // 2. Depth-matched wildcard-tag expressions
    const wildcardBucket = this._wildcardByDepth.get(depth);
    if (wildcardBucket) {
      for (let i = 0; i < wildcardBucket.length; i++) {
        if (matcher.matches(wildcardBucket[i])) return wildcardBucket[i];
      }
    }

    // 3. Deep wildcards — indexed by terminal tag, then unindexed fallback
    const deepBucket = this._deepByTerminalTag.get(tag);
    if (deepBucket) {
      for (let i = 0; i < deepBucket.length; i++) {
        if (matcher.matches(deepBucket[i])) return deepBucket[i];
      }
    }
    for (let i = 0; i < this._deepWildcards.length; i++) {
      if (matcher.matches(this._deepWildcards[i])) return this._deepWildcards[i];
    }

    return null;
  }
}

;// CONCATENATED MODULE: ./node_modules/@nodable/entities/src/entities.js
// ---------------------------------------------------------------------------
// Complete HTML5 named entity reference
// Organized by logical categories for easy maintenance and selective importing
// ---------------------------------------------------------------------------

/**
 * Basic Latin & Special Characters
 * @type {Record<string, string>}
 */
const BASIC_LATIN = {
  amp: '&',
  AMP: '&',
  lt: '<',
  LT: '<',
  gt: '>',
  GT: '>',
  quot: '"',
  QUOT: '"',
  apos: "'",
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  lsquor: '‚',
  rsquor: '’',
  ldquor: '„',
  bdquo: '„',
  comma: ',',
  period: '.',
  colon: ':',
  semi: ';',
  excl: '!',
  quest: '?',
  num: '#',
  dollar: '$',
  percent: '%',
  ast: '*',
  commat: '@',
  lowbar: '_',
  verbar: '|',
  vert: '|',
  sol: '/',
  bsol: '\\',
  lbrace: '{',
  rbrace: '}',
  lbrack: '[',
  rbrack: ']',
  lpar: '(',
  rpar: ')',
  nbsp: '\u00a0',
  iexcl: '¡',
  cent: '¢',
  pound: '£',
  curren: '¤',
  yen: '¥',
  brvbar: '¦',
  sect: '§',
  uml: '¨',
  copy: '©',
  COPY: '©',
  ordf: 'ª',
  laquo: '«',
  not: '¬',
  shy: '\u00ad',
  reg: '®',
  REG: '®',
  macr: '¯',
  deg: '°',
  plusmn: '±',
  sup2: '²',
  sup3: '³',
  acute: '´',
  micro: 'µ',
  para: '¶',
  middot: '·',
  cedil: '¸',
  sup1: '¹',
  ordm: 'º',
  raquo: '»',
  frac14: '¼',
  frac12: '½',
  half: '½',
  frac34: '¾',
  iquest: '¿',
  times: '×',
  div: '÷',
  divide: '÷',
};

/**
 * Latin Extended & Accented Letters (A-Z)
 * @type {Record<string, string>}
 */
const LATIN_ACCENTS = {
  Agrave: 'À',
  agrave: 'à',
  Aacute: 'Á',
  aacute: 'á',
  Acirc: 'Â',
  acirc: 'â',
  Atilde: 'Ã',
  atilde: 'ã',
  Auml: 'Ä',
  auml: 'ä',
  Aring: 'Å',
  aring: 'å',
  AElig: 'Æ',
  aelig: 'æ',
  Ccedil: 'Ç',
  ccedil: 'ç',
  Egrave: 'È',
  egrave: 'è',
  Eacute: 'É',
  eacute: 'é',
  Ecirc: 'Ê',
  ecirc: 'ê',
  Euml: 'Ë',
  euml: 'ë',
  Igrave: 'Ì',
  igrave: 'ì',
  Iacute: 'Í',
  iacute: 'í',
  Icirc: 'Î',
  icirc: 'î',
  Iuml: 'Ï',
  iuml: 'ï',
  ETH: 'Ð',
  eth: 'ð',
  Ntilde: 'Ñ',
  ntilde: 'ñ',
  Ograve: 'Ò',
  ograve: 'ò',
  Oacute: 'Ó',
  oacute: 'ó',
  Ocirc: 'Ô',
  ocirc: 'ô',
  Otilde: 'Õ',
  otilde: 'õ',
  Ouml: 'Ö',
  ouml: 'ö',
  Oslash: 'Ø',
  oslash: 'ø',
  Ugrave: 'Ù',
  ugrave: 'ù',
  Uacute: 'Ú',
  uacute: 'ú',
  Ucirc: 'Û',
  ucirc: 'û',
  Uuml: 'Ü',
  uuml: 'ü',
  Yacute: 'Ý',
  yacute: 'ý',
  THORN: 'Þ',
  thorn: 'þ',
  szlig: 'ß',
  yuml: 'ÿ',
  Yuml: 'Ÿ',
};

/**
 * Latin Extended (Letters with diacritics)
 * @type {Record<string, string>}
 */
const LATIN_EXTENDED = {
  Amacr: 'Ā',
  amacr: 'ā',
  Abreve: 'Ă',
  abreve: 'ă',
  Aogon: 'Ą',
  aogon: 'ą',
  Cacute: 'Ć',
  cacute: 'ć',
  Ccirc: 'Ĉ',
  ccirc: 'ĉ',
  Cdot: 'Ċ',
  cdot: 'ċ',
  Ccaron: 'Č',
  ccaron: 'č',
  Dcaron: 'Ď',
  dcaron: 'ď',
  Dstrok: 'Đ',
  dstrok: 'đ',
  Emacr: 'Ē',
  emacr: 'ē',
  Ecaron: 'Ě',
  ecaron: 'ě',
  Edot: 'Ė',
  edot: 'ė',
  Eogon: 'Ę',
  eogon: 'ę',
  Gcirc: 'Ĝ',
  gcirc: 'ĝ',
  Gbreve: 'Ğ',
  gbreve: 'ğ',
  Gdot: 'Ġ',
  gdot: 'ġ',
  Gcedil: 'Ģ',
  Hcirc: 'Ĥ',
  hcirc: 'ĥ',
  Hstrok: 'Ħ',
  hstrok: 'ħ',
  Itilde: 'Ĩ',
  itilde: 'ĩ',
  Imacr: 'Ī',
  imacr: 'ī',
  Iogon: 'Į',
  iogon: 'į',
  Idot: 'İ',
  IJlig: 'Ĳ',
  ijlig: 'ĳ',
  Jcirc: 'Ĵ',
  jcirc: 'ĵ',
  Kcedil: 'Ķ',
  kcedil: 'ķ',
  kgreen: 'ĸ',
  Lacute: 'Ĺ',
  lacute: 'ĺ',
  Lcedil: 'Ļ',
  lcedil: 'ļ',
  Lcaron: 'Ľ',
  lcaron: 'ľ',
  Lmidot: 'Ŀ',
  lmidot: 'ŀ',
  Lstrok: 'Ł',
  lstrok: 'ł',
  Nacute: 'Ń',
  nacute: 'ń',
  Ncaron: 'Ň',
  ncaron: 'ň',
  Ncedil: 'Ņ',
  ncedil: 'ņ',
  ENG: 'Ŋ',
  eng: 'ŋ',
  Omacr: 'Ō',
  omacr: 'ō',
  Odblac: 'Ő',
  odblac: 'ő',
  OElig: 'Œ',
  oelig: 'œ',
  Racute: 'Ŕ',
  racute: 'ŕ',
  Rcaron: 'Ř',
  rcaron: 'ř',
  Rcedil: 'Ŗ',
  rcedil: 'ŗ',
  Sacute: 'Ś',
  sacute: 'ś',
  Scirc: 'Ŝ',
  scirc: 'ŝ',
  Scedil: 'Ş',
  scedil: 'ş',
  Scaron: 'Š',
  scaron: 'š',
  Tcedil: 'Ţ',
  tcedil: 'ţ',
  Tcaron: 'Ť',
  tcaron: 'ť',
  Tstrok: 'Ŧ',
  tstrok: 'ŧ',
  Utilde: 'Ũ',
  utilde: 'ũ',
  Umacr: 'Ū',
  umacr: 'ū',
  Ubreve: 'Ŭ',
  ubreve: 'ŭ',
  Uring: 'Ů',
  uring: 'ů',
  Udblac: 'Ű',
  udblac: 'ű',
  Uogon: 'Ų',
  uogon: 'ų',
  Wcirc: 'Ŵ',
  wcirc: 'ŵ',
  Ycirc: 'Ŷ',
  ycirc: 'ŷ',
  Zacute: 'Ź',
  zacute: 'ź',
  Zdot: 'Ż',
  zdot: 'ż',
  Zcaron: 'Ž',
  zcaron: 'ž',
};

/**
 * Greek Letters
 * @type {Record<string, string>}
 */
const GREEK = {
  Alpha: 'Α',
  alpha: 'α',
  Beta: 'Β',
  beta: 'β',
  Gamma: 'Γ',
  gamma: 'γ',
  Delta: 'Δ',
  delta: 'δ',
  Epsilon: 'Ε',
  epsilon: 'ε',
  epsiv: 'ϵ',
  varepsilon: 'ϵ',
  Zeta: 'Ζ',
  zeta: 'ζ',
  Eta: 'Η',
  eta: 'η',
  Theta: 'Θ',
  theta: 'θ',
  thetasym: 'ϑ',
  vartheta: 'ϑ',
  Iota: 'Ι',
  iota: 'ι',
  Kappa: 'Κ',
  kappa: 'κ',
  kappav: 'ϰ',
  varkappa: 'ϰ',
  Lambda: 'Λ',
  lambda: 'λ',
  Mu: 'Μ',
  mu: 'μ',
  Nu: 'Ν',
  nu: 'ν',
  Xi: 'Ξ',
  xi: 'ξ',
  Omicron: 'Ο',
  omicron: 'ο',
  Pi: 'Π',
  pi: 'π',
  piv: 'ϖ',
  varpi: 'ϖ',
  Rho: 'Ρ',
  rho: 'ρ',
  rhov: 'ϱ',
  varrho: 'ϱ',
  Sigma: 'Σ',
  sigma: 'σ',
  sigmaf: 'ς',
  sigmav: 'ς',
  varsigma: 'ς',
  Tau: 'Τ',
  tau: 'τ',
  Upsilon: 'Υ',
  upsilon: 'υ',
  upsi: 'υ',
  Upsi: 'ϒ',
  upsih: 'ϒ',
  Phi: 'Φ',
  phi: 'φ',
  phiv: 'ϕ',
  varphi: 'ϕ',
  Chi: 'Χ',
  chi: 'χ',
  Psi: 'Ψ',
  psi: 'ψ',
  Omega: 'Ω',
  omega: 'ω',
  ohm: 'Ω',
  Gammad: 'Ϝ',
  gammad: 'ϝ',
  digamma: 'ϝ',
};

/**
 * Cyrillic Letters
 * @type {Record<string, string>}
 */
const CYRILLIC = {
  Afr: '𝔄',
  afr: '𝔞',
  Acy: 'А',
  acy: 'а',
  Bcy: 'Б',
  bcy: 'б',
  Vcy: 'В',
  vcy: 'в',
  Gcy: 'Г',
  gcy: 'г',
  Dcy: 'Д',
  dcy: 'д',
  IEcy: 'Е',
  iecy: 'е',
  IOcy: 'Ё',
  iocy: 'ё',
  ZHcy: 'Ж',
  zhcy: 'ж',
  Zcy: 'З',
  zcy: 'з',
  Icy: 'И',
  icy: 'и',
  Jcy: 'Й',
  jcy: 'й',
  Kcy: 'К',
  kcy: 'к',
  Lcy: 'Л',
  lcy: 'л',
  Mcy: 'М',
  mcy: 'м',
  Ncy: 'Н',
  ncy: 'н',
  Ocy: 'О',
  ocy: 'о',
  Pcy: 'П',
  pcy: 'п',
  Rcy: 'Р',
  rcy: 'р',
  Scy: 'С',
  scy: 'с',
  Tcy: 'Т',
  tcy: 'т',
  Ucy: 'У',
  ucy: 'у',
  Fcy: 'Ф',
  fcy: 'ф',
  KHcy: 'Х',
  khcy: 'х',
  TScy: 'Ц',
  tscy: 'ц',
  CHcy: 'Ч',
  chcy: 'ч',
  SHcy: 'Ш',
  shcy: 'ш',
  SHCHcy: 'Щ',
  shchcy: 'щ',
  HARDcy: 'Ъ',
  hardcy: 'ъ',
  Ycy: 'Ы',
  ycy: 'ы',
  SOFTcy: 'Ь',
  softcy: 'ь',
  Ecy: 'Э',
  ecy: 'э',
  YUcy: 'Ю',
  yucy: 'ю',
  YAcy: 'Я',
  yacy: 'я',
  DJcy: 'Ђ',
  djcy: 'ђ',
  GJcy: 'Ѓ',
  gjcy: 'ѓ',
  Jukcy: 'Є',
  jukcy: 'є',
  DScy: 'Ѕ',
  dscy: 'ѕ',
  Iukcy: 'І',
  iukcy: 'і',
  YIcy: 'Ї',
  yicy: 'ї',
  Jsercy: 'Ј',
  jsercy: 'ј',
  LJcy: 'Љ',
  ljcy: 'љ',
  NJcy: 'Њ',
  njcy: 'њ',
  TSHcy: 'Ћ',
  tshcy: 'ћ',
  KJcy: 'Ќ',
  kjcy: 'ќ',
  Ubrcy: 'Ў',
  ubrcy: 'ў',
  DZcy: 'Џ',
  dzcy: 'џ',
};

/**
 * Mathematical Operators & Relations
 * @type {Record<string, string>}
 */
const MATH = {
  plus: '+',
  pm: '±',
  times: '×',
  div: '÷',
  divide: '÷',
  sdot: '⋅',
  star: '☆',
  starf: '★',
  bigstar: '★',
  lowast: '∗',
  ast: '*',
  midast: '*',
  compfn: '∘',
  smallcircle: '∘',
  bullet: '•',
  bull: '•',
  nbsp: '\u00a0',
  hellip: '…',
  mldr: '…',
  prime: '′',
  Prime: '″',
  tprime: '‴',
  bprime: '‵',
  backprime: '‵',
  minus: '−',
  minusd: '∸',
  dotminus: '∸',
  plusdo: '∔',
  dotplus: '∔',
  plusmn: '±',
  minusplus: '∓',
  mnplus: '∓',
  mp: '∓',
  setminus: '∖',
  smallsetminus: '∖',
  Backslash: '∖',
  setmn: '∖',
  ssetmn: '∖',
  lowbar: '_',
  verbar: '|',
  vert: '|',
  VerticalLine: '|',
  colon: ':',
  Colon: '∷',
  Proportion: '∷',
  ratio: '∶',
  equals: '=',
  ne: '≠',
  nequiv: '≢',
  equiv: '≡',
  Congruent: '≡',
  sim: '∼',
  thicksim: '∼',
  thksim: '∼',
  sime: '≃',
  simeq: '≃',
  TildeEqual: '≃',
  asymp: '≈',
  approx: '≈',
  thickapprox: '≈',
  thkap: '≈',
  TildeTilde: '≈',
  ncong: '≇',
  cong: '≅',
  TildeFullEqual: '≅',
  asympeq: '≍',
  CupCap: '≍',
  bump: '≎',
  Bumpeq: '≎',
  HumpDownHump: '≎',
  bumpe: '≏',
  bumpeq: '≏',
  HumpEqual: '≏',
  le: '≤',
  LessEqual: '≤',
  ge: '≥',
  GreaterEqual: '≥',
  lesseqgtr: '⋚',
  lesseqqgtr: '⪋',
  greater: '>',
  less: '<',
};

/**
 * Mathematical Operators (Advanced)
 * @type {Record<string, string>}
 */
const MATH_ADVANCED = {
  alefsym: 'ℵ',
  aleph: 'ℵ',
  beth: 'ℶ',
  gimel: 'ℷ',
  daleth: 'ℸ',
  forall: '∀',
  ForAll: '∀',
  part: '∂',
  PartialD: '∂',
  exist: '∃',
  Exists: '∃',
  nexist: '∄',
  nexists: '∄',
  empty: '∅',
  emptyset: '∅',
  emptyv: '∅',
  varnothing: '∅',
  nabla: '∇',
  Del: '∇',
  isin: '∈',
  isinv: '∈',
  in: '∈',
  Element: '∈',
  notin: '∉',
  notinva: '∉',
  ni: '∋',
  niv: '∋',
  SuchThat: '∋',
  ReverseElement: '∋',
  notni: '∌',
  notniva: '∌',
  prod: '∏',
  Product: '∏',
  coprod: '∐',
  Coproduct: '∐',
  sum: '∑',
  Sum: '∑',
  minus: '−',
  mp: '∓',
  plusdo: '∔',
  dotplus: '∔',
  setminus: '∖',
  lowast: '∗',
  radic: '√',
  Sqrt: '√',
  prop: '∝',
  propto: '∝',
  Proportional: '∝',
  varpropto: '∝',
  infin: '∞',
  infintie: '⧝',
  ang: '∠',
  angle: '∠',
  angmsd: '∡',
  measuredangle: '∡',
  angsph: '∢',
  mid: '∣',
  VerticalBar: '∣',
  nmid: '∤',
  nsmid: '∤',
  npar: '∦',
  parallel: '∥',
  spar: '∥',
  nparallel: '∦',
  nspar: '∦',
  and: '∧',
  wedge: '∧',
  or: '∨',
  vee: '∨',
  cap: '∩',
  cup: '∪',
  int: '∫',
  Integral: '∫',
  conint: '∮',
  ContourIntegral: '∮',
  Conint: '∯',
  DoubleContourIntegral: '∯',
  Cconint: '∰',
  there4: '∴',
  therefore: '∴',
  Therefore: '∴',
  becaus: '∵',
  because: '∵',
  Because: '∵',
  ratio: '∶',
  Proportion: '∷',
  minusd: '∸',
  dotminus: '∸',
  mDDot: '∺',
  homtht: '∻',
  sim: '∼',
  bsimg: '∽',
  backsim: '∽',
  ac: '∾',
  mstpos: '∾',
  acd: '∿',
  VerticalTilde: '≀',
  wr: '≀',
  wreath: '≀',
  nsime: '≄',
  nsimeq: '≄',
  ncong: '≇',
  simne: '≆',
  ncongdot: '⩭̸',
  ngsim: '≵',
  nsim: '≁',
  napprox: '≉',
  nap: '≉',
  ngeq: '≱',
  nge: '≱',
  nleq: '≰',
  nle: '≰',
  ngtr: '≯',
  ngt: '≯',
  nless: '≮',
  nlt: '≮',
  nprec: '⊀',
  npr: '⊀',
  nsucc: '⊁',
  nsc: '⊁',
};

/**
 * Arrows
 * @type {Record<string, string>}
 */
const ARROWS = {
  larr: '←',
  leftarrow: '←',
  LeftArrow: '←',
  uarr: '↑',
  uparrow: '↑',
  UpArrow: '↑',
  rarr: '→',
  rightarrow: '→',
  RightArrow: '→',
  darr: '↓',
  downarrow: '↓',
  DownArrow: '↓',
  harr: '↔',
  leftrightarrow: '↔',
  LeftRightArrow: '↔',
  varr: '↕',
  updownarrow: '↕',
  UpDownArrow: '↕',
  nwarr: '↖',
  nwarrow: '↖',
  UpperLeftArrow: '↖',
  nearr: '↗',
  nearrow: '↗',
  UpperRightArrow: '↗',
  searr: '↘',
  searrow: '↘',
  LowerRightArrow: '↘',
  swarr: '↙',
  swarrow: '↙',
  LowerLeftArrow: '↙',
  lArr: '⇐',
  Leftarrow: '⇐',
  uArr: '⇑',
  Uparrow: '⇑',
  rArr: '⇒',
  Rightarrow: '⇒',
  dArr: '⇓',
  Downarrow: '⇓',
  hArr: '⇔',
  Leftrightarrow: '⇔',
  iff: '⇔',
  vArr: '⇕',
  Updownarrow: '⇕',
  lAarr: '⇚',
  Lleftarrow: '⇚',
  rAarr: '⇛',
  Rrightarrow: '⇛',
  lrarr: '⇆',
  leftrightarrows: '⇆',
  rlarr: '⇄',
  rightleftarrows: '⇄',
  lrhar: '⇋',
  leftrightharpoons: '⇋',
  ReverseEquilibrium: '⇋',
  rlhar: '⇌',
  rightleftharpoons: '⇌',
  Equilibrium: '⇌',
  udarr: '⇅',
  UpArrowDownArrow: '⇅',
  duarr: '⇵',
  DownArrowUpArrow: '⇵',
  llarr: '⇇',
  leftleftarrows: '⇇',
  rrarr: '⇉',
  rightrightarrows: '⇉',
  ddarr: '⇊',
  downdownarrows: '⇊',
  har: '↽',
  lhard: '↽',
  leftharpoondown: '↽',
  lharu: '↼',
  leftharpoonup: '↼',
  rhard: '⇁',
  rightharpoondown: '⇁',
  rharu: '⇀',
  rightharpoonup: '⇀',
  lsh: '↰',
  Lsh: '↰',
  rsh: '↱',
  Rsh: '↱',
  ldsh: '↲',
  rdsh: '↳',
  hookleftarrow: '↩',
  hookrightarrow: '↪',
  mapstoleft: '↤',
  mapstoup: '↥',
  map: '↦',
  mapsto: '↦',
  mapstodown: '↧',
  crarr: '↵',
  nleftarrow: '↚',
  nleftrightarrow: '↮',
  nrightarrow: '↛',
  nrarr: '↛',
  larrtl: '↢',
  rarrtl: '↣',
  leftarrowtail: '↢',
  rightarrowtail: '↣',
  twoheadleftarrow: '↞',
  twoheadrightarrow: '↠',
  Larr: '↞',
  Rarr: '↠',
  larrhk: '↩',
  rarrhk: '↪',
  larrlp: '↫',
  looparrowleft: '↫',
  rarrlp: '↬',
  looparrowright: '↬',
  harrw: '↭',
  leftrightsquigarrow: '↭',
  nrarrw: '↝̸',
  rarrw: '↝',
  rightsquigarrow: '↝',
  larrbfs: '⤟',
  rarrbfs: '⤠',
  nvHarr: '⤄',
  nvlArr: '⤂',
  nvrArr: '⤃',
  larrfs: '⤝',
  rarrfs: '⤞',
  Map: '⤅',
  larrsim: '⥳',
  rarrsim: '⥴',
  harrcir: '⥈',
  Uarrocir: '⥉',
  lurdshar: '⥊',
  ldrdhar: '⥧',
  ldrushar: '⥋',
  rdldhar: '⥩',
  lrhard: '⥭',
  uharr: '↾',
  uharl: '↿',
  dharr: '⇂',
  dharl: '⇃',
  Uarr: '↟',
  Darr: '↡',
  zigrarr: '⇝',
  nwArr: '⇖',
  neArr: '⇗',
  seArr: '⇘',
  swArr: '⇙',
  nharr: '↮',
  nhArr: '⇎',
  nlarr: '↚',
  nlArr: '⇍',
  nrArr: '⇏',
  larrb: '⇤',
  LeftArrowBar: '⇤',
  rarrb: '⇥',
  RightArrowBar: '⇥',
};

/**
 * Geometric Shapes
 * @type {Record<string, string>}
 */
const SHAPES = {
  square: '□',
  Square: '□',
  squ: '□',
  squf: '▪',
  squarf: '▪',
  blacksquar: '▪',
  blacksquare: '▪',
  FilledVerySmallSquare: '▪',
  blk34: '▓',
  blk12: '▒',
  blk14: '░',
  block: '█',
  srect: '▭',
  rect: '▭',
  sdot: '⋅',
  sdotb: '⊡',
  dotsquare: '⊡',
  triangle: '▵',
  tri: '▵',
  trine: '▵',
  utri: '▵',
  triangledown: '▿',
  dtri: '▿',
  tridown: '▿',
  triangleleft: '◃',
  ltri: '◃',
  triangleright: '▹',
  rtri: '▹',
  blacktriangle: '▴',
  utrif: '▴',
  blacktriangledown: '▾',
  dtrif: '▾',
  blacktriangleleft: '◂',
  ltrif: '◂',
  blacktriangleright: '▸',
  rtrif: '▸',
  loz: '◊',
  lozenge: '◊',
  blacklozenge: '⧫',
  lozf: '⧫',
  bigcirc: '◯',
  xcirc: '◯',
  circ: 'ˆ',
  Circle: '○',
  cir: '○',
  o: '○',
  bullet: '•',
  bull: '•',
  hellip: '…',
  mldr: '…',
  nldr: '‥',
  boxh: '─',
  HorizontalLine: '─',
  boxv: '│',
  boxdr: '┌',
  boxdl: '┐',
  boxur: '└',
  boxul: '┘',
  boxvr: '├',
  boxvl: '┤',
  boxhd: '┬',
  boxhu: '┴',
  boxvh: '┼',
  boxH: '═',
  boxV: '║',
  boxdR: '╒',
  boxDr: '╓',
  boxDR: '╔',
  boxDl: '╕',
  boxdL: '╖',
  boxDL: '╗',
  boxuR: '╘',
  boxUr: '╙',
  boxUR: '╚',
  boxUl: '╜',
  boxuL: '╛',
  boxUL: '╝',
  boxvR: '╞',
  boxVr: '╟',
  boxVR: '╠',
  boxVl: '╢',
  boxvL: '╡',
  boxVL: '╣',
  boxHd: '╤',
  boxhD: '╥',
  boxHD: '╦',
  boxHu: '╧',
  boxhU: '╨',
  boxHU: '╩',
  boxvH: '╪',
  boxVh: '╫',
  boxVH: '╬',
};

/**
 * Punctuation & Diacritics
 * @type {Record<string, string>}
 */
const PUNCTUATION = {
  excl: '!',
  iexcl: '¡',
  brvbar: '¦',
  sect: '§',
  uml: '¨',
  copy: '©',
  ordf: 'ª',
  laquo: '«',
  not: '¬',
  shy: '\u00ad',
  reg: '®',
  macr: '¯',
  deg: '°',
  plusmn: '±',
  sup2: '²',
  sup3: '³',
  acute: '´',
  micro: 'µ',
  para: '¶',
  middot: '·',
  cedil: '¸',
  sup1: '¹',
  ordm: 'º',
  raquo: '»',
  frac14: '¼',
  frac12: '½',
  frac34: '¾',
  iquest: '¿',
  nbsp: '\u00a0',
  comma: ',',
  period: '.',
  colon: ':',
  semi: ';',
  vert: '|',
  Verbar: '‖',
  verbar: '|',
  dblac: '˝',
  circ: 'ˆ',
  caron: 'ˇ',
  breve: '˘',
  dot: '˙',
  ring: '˚',
  ogon: '˛',
  tilde: '˜',
  DiacriticalGrave: '`',
  DiacriticalAcute: '´',
  DiacriticalTilde: '˜',
  DiacriticalDot: '˙',
  DiacriticalDoubleAcute: '˝',
  grave: '`',
};

/**
 * Currency Symbols
 * @type {Record<string, string>}
 */
const CURRENCY = {
  cent: '¢',
  pound: '£',
  curren: '¤',
  yen: '¥',
  euro: '€',
  dollar: '$',
  fnof: 'ƒ',
  inr: '₹',
  af: '؋',
  birr: 'ብር',
  peso: '₱',
  rub: '₽',
  won: '₩',
  yuan: '¥',
  cedil: '¸',
};

/**
 * Fractions
 * @type {Record<string, string>}
 */
const FRACTIONS = {
  frac12: '½',
  half: '½',
  frac13: '⅓',
  frac14: '¼',
  frac15: '⅕',
  frac16: '⅙',
  frac18: '⅛',
  frac23: '⅔',
  frac25: '⅖',
  frac34: '¾',
  frac35: '⅗',
  frac38: '⅜',
  frac45: '⅘',
  frac56: '⅚',
  frac58: '⅝',
  frac78: '⅞',
  frasl: '⁄',
};

/**
 * Miscellaneous Symbols
 * @type {Record<string, string>}
 */
const MISC_SYMBOLS = {
  trade: '™',
  TRADE: '™',
  telrec: '⌕',
  target: '⌖',
  ulcorn: '⌜',
  ulcorner: '⌜',
  urcorn: '⌝',
  urcorner: '⌝',
  dlcorn: '⌞',
  llcorner: '⌞',
  drcorn: '⌟',
  lrcorner: '⌟',
  intercal: '⊺',
  intcal: '⊺',
  oplus: '⊕',
  CirclePlus: '⊕',
  ominus: '⊖',
  CircleMinus: '⊖',
  otimes: '⊗',
  CircleTimes: '⊗',
  osol: '⊘',
  odot: '⊙',
  CircleDot: '⊙',
  oast: '⊛',
  circledast: '⊛',
  odash: '⊝',
  circleddash: '⊝',
  ocirc: '⊚',
  circledcirc: '⊚',
  boxplus: '⊞',
  plusb: '⊞',
  boxminus: '⊟',
  minusb: '⊟',
  boxtimes: '⊠',
  timesb: '⊠',
  boxdot: '⊡',
  sdotb: '⊡',
  veebar: '⊻',
  vee: '∨',
  barvee: '⊽',
  and: '∧',
  wedge: '∧',
  Cap: '⋒',
  Cup: '⋓',
  Fork: '⋔',
  pitchfork: '⋔',
  epar: '⋕',
  ltlarr: '⥶',
  nvap: '≍⃒',
  nvsim: '∼⃒',
  nvge: '≥⃒',
  nvle: '≤⃒',
  nvlt: '<⃒',
  nvgt: '>⃒',
  nvltrie: '⊴⃒',
  nvrtrie: '⊵⃒',
  Vdash: '⊩',
  dashv: '⊣',
  vDash: '⊨',
  Vvdash: '⊪',
  nvdash: '⊬',
  nvDash: '⊭',
  nVdash: '⊮',
  nVDash: '⊯',
};

const XML = {
  amp: "&",
  apos: "'",
  gt: ">",
  lt: "<",
  quot: "\""
}
const COMMON_HTML = {
  nbsp: '\u00a0',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  mdash: '\u2014',
  ndash: '\u2013',
  hellip: '\u2026',
  laquo: '\u00ab',
  raquo: '\u00bb',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bull: '\u2022',
  para: '\u00b6',
  sect: '\u00a7',
  deg: '\u00b0',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
}
// ---------------------------------------------------------------------------
// Note: NUMERIC_ENTITIES (&#NNN; / &#xHH;) are handled by the scanner directly
// via String.fromCodePoint() without any map lookup.
// ---------------------------------------------------------------------------
;// CONCATENATED MODULE: ./node_modules/@nodable/entities/src/EntityDecoder.js
// ---------------------------------------------------------------------------
// Built-in named entity map  (name → replacement string)
// No regex, no {regex,val} objects — just flat key/value pairs.
// ---------------------------------------------------------------------------



// ---------------------------------------------------------------------------
// Entity hook action constants
// ---------------------------------------------------------------------------

/**
 * Action constants for `onExternalEntity` and `onInputEntity` hooks.
 *
 * Use these instead of raw strings to avoid typos:
 *
 * @example
 * import EntityDecoder, { ENTITY_ACTION } from './EntityDecoder.js';
 * const dec = new EntityDecoder({
 *   onInputEntity: (name, value) => ENTITY_ACTION.BLOCK,
 * });
 */
const ENTITY_ACTION = Object.freeze({
  /** Resolve and expand the entity normally. */
  ALLOW: 'allow',
  /** Silently skip this entity — it will not be registered. */
  BLOCK: 'block',
  /** Throw an error, aborting entity registration entirely. */
  THROW: 'throw',
});

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const SPECIAL_CHARS = new Set('!?\\\\/[]$%{}^&*()<>|+');

/**
 * Validate that an entity name contains no dangerous characters.
 * @param {string} name
 * @returns {string} the name, unchanged
 * @throws {Error} on invalid characters
 */
function EntityDecoder_validateEntityName(name) {
  if (name[0] === '#') {
    throw new Error(`[EntityReplacer] Invalid character '#' in entity name: "${name}"`);
  }
  for (const ch of name) {
    if (SPECIAL_CHARS.has(ch)) {
      throw new Error(`[EntityReplacer] Invalid character '${ch}' in entity name: "${name}"`);
    }
  }
  return name;
}

/**
 * Merge one or more entity maps into a flat name→string map.
 * Accepts either:
 *   - plain string values:             { amp: '&' }
 *   - legacy {regex,val} / {regx,val}: { lt: { regex: /.../, val: '<' } }
 *
 * Values containing '&' are skipped (recursive expansion risk).
 *
 * @param {...object} maps
 * @returns {Record<string, string>}
 */
function mergeEntityMaps(...maps) {
  const out = Object.create(null);
  for (const map of maps) {
    if (!map) continue;
    for (const key of Object.keys(map)) {
      const raw = map[key];
      if (typeof raw === 'string') {
        out[key] = raw;
      } else if (raw && typeof raw === 'object' && raw.val !== undefined) {
        // Legacy {regex,val} or {regx,val} — extract the string val only
        const val = raw.val;
        if (typeof val === 'string') {
          out[key] = val;
        }
        // function vals are not supported in the scanner — skip
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// applyLimitsTo helpers
// ---------------------------------------------------------------------------

const LIMIT_TIER_EXTERNAL = 'external'; // input/runtime + persistent external maps
const LIMIT_TIER_BASE = 'base';     // DEFAULT_XML_ENTITIES + namedEntities (system) maps
const LIMIT_TIER_ALL = 'all';      // every entity regardless of tier

/**
 * Resolve `applyLimitsTo` option into a normalised Set of tier strings.
 * Accepted values: 'external' | 'base' | 'all' | string[]
 * Default: 'external' (only untrusted injected entities are counted).
 * @param {string|string[]|undefined} raw
 * @returns {Set<string>}
 */
function parseLimitTiers(raw) {
  if (!raw || raw === LIMIT_TIER_EXTERNAL) return new Set([LIMIT_TIER_EXTERNAL]);
  if (raw === LIMIT_TIER_ALL) return new Set([LIMIT_TIER_ALL]);
  if (raw === LIMIT_TIER_BASE) return new Set([LIMIT_TIER_BASE]);
  if (Array.isArray(raw)) return new Set(raw);
  return new Set([LIMIT_TIER_EXTERNAL]); // safe default for unrecognised values
}

// ---------------------------------------------------------------------------
// NCR (Numeric Character Reference) classification
// ---------------------------------------------------------------------------

// Severity order — higher number = stricter action.
// Used to enforce minimum action levels for specific codepoint ranges.
const NCR_LEVEL = Object.freeze({ allow: 0, leave: 1, remove: 2, throw: 3 });

// XML 1.0 §2.2: allowed chars are #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
// Restricted C0: U+0001–U+001F excluding U+0009, U+000A, U+000D
const XML10_ALLOWED_C0 = new Set([0x09, 0x0A, 0x0D]);

/**
 * Parse the `ncr` constructor option into flat, hot-path-friendly fields.
 * @param {object|undefined} ncr
 * @returns {{ xmlVersion: number, onLevel: number, nullLevel: number }}
 */
function parseNCRConfig(ncr) {
  if (!ncr) {
    return { xmlVersion: 1.0, onLevel: NCR_LEVEL.allow, nullLevel: NCR_LEVEL.remove };
  }
  const xmlVersion = ncr.xmlVersion === 1.1 ? 1.1 : 1.0;
  const onLevel = NCR_LEVEL[ncr.onNCR] ?? NCR_LEVEL.allow;
  const nullLevel = NCR_LEVEL[ncr.nullNCR] ?? NCR_LEVEL.remove;
  // 'allow' is not meaningful for null — clamp to at least 'remove'
  const clampedNull = Math.max(nullLevel, NCR_LEVEL.remove);
  return { xmlVersion, onLevel, nullLevel: clampedNull };
}

// ---------------------------------------------------------------------------
// EntityReplacer
// ---------------------------------------------------------------------------

/**
 * Single-pass, zero-regex entity replacer for XML/HTML content.
 *
 * Algorithm: scan the string once for '&', read to ';', resolve via map
 * or direct codepoint conversion, build output chunks, join once at the end.
 *
 * Entity lookup priority (highest → lowest):
 *   1. input / runtime  (DOCTYPE entities for current document)
 *   2. persistent external (survive across documents)
 *   3. base named map   (DEFAULT_XML_ENTITIES + user-supplied namedEntities)
 *
 * Both input and external resolve as the 'external' tier for limit purposes.
 * Base map entities resolve as the 'base' tier.
 *
 * Numeric / hex references (&#NNN; / &#xHH;) are resolved directly via
 * String.fromCodePoint() — no map needed. They count as 'base' tier.
 *
 * @example
 * const replacer = new EntityReplacer({ namedEntities: COMMON_HTML });
 * replacer.setExternalEntities({ brand: 'Acme' });
 *
 * const instance = replacer.reset();
 * instance.addInputEntities({ version: '1.0' });
 * instance.encode('&brand; v&version; &lt;'); // 'Acme v1.0 <'
 */
class EntityDecoder {
  /**
   * @param {object} [options]
   * @param {object|null}  [options.namedEntities]        — extra named entities merged into base map
   * @param {object}  [options.limit]                 — security limits
   * @param {number}       [options.limit.maxTotalExpansions=0]  — 0 = unlimited
   * @param {number}       [options.limit.maxExpandedLength=0]   — 0 = unlimited
   * @param {'external'|'base'|'all'|string[]} [options.limit.applyLimitsTo='external']
   *   Which entity tiers count against the security limits:
   *   - 'external' (default) — only input/runtime + persistent external entities
   *   - 'base'               — only DEFAULT_XML_ENTITIES + namedEntities
   *   - 'all'                — every entity regardless of tier
   *   - string[]             — explicit combination, e.g. ['external', 'base']
   * @param {((resolved: string, original: string) => string)|null} [options.postCheck=null]
   * @param {string[]} [options.remove=[]] — entity names (e.g. ['nbsp', '#13']) to delete (replace with empty string)
   * @param {string[]} [options.leave=[]]  — entity names to keep as literal (unchanged in output)
   * @param {object}   [options.ncr]       — Numeric Character Reference controls
   * @param {1.0|1.1}  [options.ncr.xmlVersion=1.0]
   *   XML version governing which codepoint ranges are restricted:
   *   - 1.0 — C0 controls U+0001–U+001F (except U+0009/000A/000D) are prohibited
   *   - 1.1 — C0 controls are allowed when written as NCRs; C1 (U+007F–U+009F) decoded as-is
   * @param {'allow'|'leave'|'remove'|'throw'} [options.ncr.onNCR='allow']
   *   Base action for numeric references. Severity order: allow < leave < remove < throw.
   *   For codepoint ranges that carry a minimum level (surrogates → remove, XML 1.0 C0 → remove),
   *   the effective action is max(onNCR, rangeMinimum).
   * @param {'remove'|'throw'} [options.ncr.nullNCR='remove']
   *   Action for U+0000 (null). 'allow' and 'leave' are clamped to 'remove' since null is never safe.
   * @param {((name: string, value: string) => 'allow'|'block'|'throw')|null} [options.onExternalEntity=null]
   *   Hook called when an external entity is registered via `setExternalEntities()` or
   *   `addExternalEntity()`. Return `ENTITY_ACTION.ALLOW` to accept the entity,
   *   `ENTITY_ACTION.BLOCK` to silently skip it, or `ENTITY_ACTION.THROW` to abort with an error.
   * @param {((name: string, value: string) => 'allow'|'block'|'throw')|null} [options.onInputEntity=null]
   *   Hook called when an input entity is registered via `addInputEntities()`. Return
   *   `ENTITY_ACTION.ALLOW` to accept, `ENTITY_ACTION.BLOCK` to silently skip, or
   *   `ENTITY_ACTION.THROW` to abort with an error.
   */
  constructor(options = {}) {
    this._limit = options.limit || {};
    this._maxTotalExpansions = this._limit.maxTotalExpansions || 0;
    this._maxExpandedLength = this._limit.maxExpandedLength || 0;
    this._postCheck = typeof options.postCheck === 'function' ? options.postCheck : r => r;
    this._limitTiers = parseLimitTiers(this._limit.applyLimitsTo ?? LIMIT_TIER_EXTERNAL);
    this._numericAllowed = options.numericAllowed ?? true;
    // Base map: DEFAULT_XML_ENTITIES + user-supplied extras. Immutable after construction.
    this._baseMap = mergeEntityMaps(XML, options.namedEntities || null);

    // Persistent external entities — survive across documents.
    // Stored as a separate map so reset() never touches them.
    /** @type {Record<string, string>} */
    this._externalMap = Object.create(null);

    // Input / runtime entities — current document only, wiped on reset().
    /** @type {Record<string, string>} */
    this._inputMap = Object.create(null);

    // Per-document counters
    this._totalExpansions = 0;
    this._expandedLength = 0;

    // --- New: remove / leave sets ---
    /** @type {Set<string>} */
    this._removeSet = new Set(options.remove && Array.isArray(options.remove) ? options.remove : []);
    /** @type {Set<string>} */
    this._leaveSet = new Set(options.leave && Array.isArray(options.leave) ? options.leave : []);

    // --- NCR config (parsed into flat fields for hot-path speed) ---
    const ncrCfg = parseNCRConfig(options.ncr);
    this._ncrXmlVersion = ncrCfg.xmlVersion;
    this._ncrOnLevel = ncrCfg.onLevel;
    this._ncrNullLevel = ncrCfg.nullLevel;

    // --- Registration hooks ---
    /** @type {((name: string, value: string) => 'allow'|'block'|'throw')|null} */
    this._onExternalEntity = typeof options.onExternalEntity === 'function'
      ? options.onExternalEntity
      : null;
    /** @type {((name: string, value: string) => 'allow'|'block'|'throw')|null} */
    this._onInputEntity = typeof options.onInputEntity === 'function'
      ? options.onInputEntity
      : null;
  }

  // -------------------------------------------------------------------------
  // Private: registration hook dispatch
  // -------------------------------------------------------------------------

  /**
   * Invoke a registration hook for a single entity name/value pair.
   * Returns true when the entity should be accepted, false when it should be
   * silently skipped (BLOCK), and throws when the hook returns THROW.
   *
   * @param {((name: string, value: string) => 'allow'|'block'|'throw')|null} hook
   * @param {string} name
   * @param {string} value
   * @param {string} context  — used in error messages ('external' | 'input')
   * @returns {boolean}  true = accept, false = skip
   */
  _applyRegistrationHook(hook, name, value, context) {
    if (!hook) return true; // no hook → always accept
    const action = hook(name, value);
    if (action === ENTITY_ACTION.BLOCK) return false;
    if (action === ENTITY_ACTION.THROW) {
      throw new Error(
        `[EntityDecoder] Registration of ${context} entity "&${name};" was rejected by hook`
      );
    }
    return true; // ALLOW or any unknown return value → accept
  }

  // -------------------------------------------------------------------------
  // Persistent external entity registration
  // -------------------------------------------------------------------------

  /**
   * Replace the full set of persistent external entities.
   * All keys are validated — throws on invalid characters.
   * If `onExternalEntity` is set, it is called once per entry; entries that
   * return `ENTITY_ACTION.BLOCK` are silently omitted, `ENTITY_ACTION.THROW`
   * aborts the whole call.
   * @param {Record<string, string | { regex?: RegExp, val: string }>} map
   */
  setExternalEntities(map) {
    if (map) {
      for (const key of Object.keys(map)) {
        EntityDecoder_validateEntityName(key);
      }
    }
    if (!this._onExternalEntity) {
      this._externalMap = mergeEntityMaps(map);
      return;
    }
    // Hook present — resolve values first, then filter
    const flat = mergeEntityMaps(map);
    const filtered = Object.create(null);
    for (const [name, value] of Object.entries(flat)) {
      if (this._applyRegistrationHook(this._onExternalEntity, name, value, 'external')) {
        filtered[name] = value;
      }
    }
    this._externalMap = filtered;
  }

  /**
   * Add a single persistent external entity.
   * If `onExternalEntity` is set it is called before the entity is stored;
   * `ENTITY_ACTION.BLOCK` silently skips storage, `ENTITY_ACTION.THROW` raises.
   * @param {string} key
   * @param {string} value
   */
  addExternalEntity(key, value) {
    EntityDecoder_validateEntityName(key);
    if (typeof value === 'string' && value.indexOf('&') === -1) {
      if (this._applyRegistrationHook(this._onExternalEntity, key, value, 'external')) {
        this._externalMap[key] = value;
      }
    }
  }

  // -------------------------------------------------------------------------
  // Input / runtime entity registration (per document)
  // -------------------------------------------------------------------------

  /**
   * Inject DOCTYPE entities for the current document.
   * Also resets per-document expansion counters.
   * If `onInputEntity` is set it is called once per entry; entries returning
   * `ENTITY_ACTION.BLOCK` are silently omitted, `ENTITY_ACTION.THROW` aborts.
   * @param {Record<string, string | { regx?: RegExp, regex?: RegExp, val: string }>} map
   */
  addInputEntities(map) {
    this._totalExpansions = 0;
    this._expandedLength = 0;
    if (!this._onInputEntity) {
      this._inputMap = mergeEntityMaps(map);
      return;
    }
    const flat = mergeEntityMaps(map);
    const filtered = Object.create(null);
    for (const [name, value] of Object.entries(flat)) {
      if (this._applyRegistrationHook(this._onInputEntity, name, value, 'input')) {
        filtered[name] = value;
      }
    }
    this._inputMap = filtered;
  }

  // -------------------------------------------------------------------------
  // Per-document reset
  // -------------------------------------------------------------------------

  /**
   * Wipe input/runtime entities and reset counters.
   * Call this before processing each new document.
   * @returns {this}
   */
  reset() {
    this._inputMap = Object.create(null);
    this._totalExpansions = 0;
    this._expandedLength = 0;
    return this;
  }

  // -------------------------------------------------------------------------
  // XML version (can be set after construction, e.g. once parser reads <?xml?>)
  // -------------------------------------------------------------------------

  /**
   * Update the XML version used for NCR classification.
   * Call this as soon as the document's `<?xml version="...">` declaration is parsed.
   * @param {1.0|1.1|number} version
   */
  setXmlVersion(version) {
    this._ncrXmlVersion = version === 1.1 ? 1.1 : 1.0;
  }

  // -------------------------------------------------------------------------
  // Primary API
  // -------------------------------------------------------------------------

  /**
   * Replace all entity references in `str` in a single pass.
   *
   * @param {string} str
   * @returns {string}
   */
  decode(str) {
    if (typeof str !== 'string' || str.length === 0) return str;
    //TODO: check if needed
    if (str.indexOf('&') === -1) return str; // fast path — no entities at all

    const original = str;
    const chunks = [];
    const len = str.length;
    let last = 0; // start of next unprocessed literal chunk
    let i = 0;

    const limitExpansions = this._maxTotalExpansions > 0;
    const limitLength = this._maxExpandedLength > 0;
    const checkLimits = limitExpansions || limitLength;

    while (i < len) {
      // Scan forward to next '&'
      if (str.charCodeAt(i) !== 38 /* '&' */) { i++; continue; }

      // --- Found '&' at position i ---

      // Scan forward to ';'
      let j = i + 1;
      while (j < len && str.charCodeAt(j) !== 59 /* ';' */ && (j - i) <= 32) j++;

      if (j >= len || str.charCodeAt(j) !== 59) {
        // No closing ';' within window — treat '&' as literal
        i++;
        continue;
      }

      // Raw token between '&' and ';' (exclusive)
      const token = str.slice(i + 1, j);
      if (token.length === 0) { i++; continue; }

      let replacement;
      let tier; // which limit tier this entity belongs to

      if (this._removeSet.has(token)) {
        // Remove entity: replace with empty string
        replacement = '';
        // If entity was unknown (replacement undefined), we still need a tier for limits.
        // Treat as external tier because it's user-directed removal of an unknown reference.
        if (tier === undefined) {
          tier = LIMIT_TIER_EXTERNAL;
        }
      } else if (this._leaveSet.has(token)) {
        // Do not replace — keep original &token; as literal
        i++;
        continue;
      } else if (token.charCodeAt(0) === 35 /* '#' */) {
        // ---- Numeric / NCR reference ----
        // NCR classification always runs first — prohibited codepoints must be
        // caught regardless of numericAllowed.
        const ncrResult = this._resolveNCR(token);
        if (ncrResult === undefined) {
          // 'leave' action — keep original &token; as-is
          i++;
          continue;
        }
        replacement = ncrResult; // '' for remove, char string for allow
        tier = LIMIT_TIER_BASE;
      } else {
        // ---- Named reference ----
        const resolved = this._resolveName(token);
        replacement = resolved?.value;
        tier = resolved?.tier;
      }

      if (replacement === undefined) {
        // Unknown entity — leave as-is, advance past '&' only
        i++;
        continue;
      }

      // Flush literal chunk before this entity
      if (i > last) chunks.push(str.slice(last, i));
      chunks.push(replacement);
      last = j + 1; // skip past ';'
      i = last;

      // Apply expansion limits only if this tier is being tracked
      if (checkLimits && this._tierCounts(tier)) {
        if (limitExpansions) {
          this._totalExpansions++;
          if (this._totalExpansions > this._maxTotalExpansions) {
            throw new Error(
              `[EntityReplacer] Entity expansion count limit exceeded: ` +
              `${this._totalExpansions} > ${this._maxTotalExpansions}`
            );
          }
        }
        if (limitLength) {
          // delta: replacement.length minus the raw &token; length (token.length + 2 for '&' and ';')
          const delta = replacement.length - (token.length + 2);
          if (delta > 0) {
            this._expandedLength += delta;
            if (this._expandedLength > this._maxExpandedLength) {
              throw new Error(
                `[EntityReplacer] Expanded content length limit exceeded: ` +
                `${this._expandedLength} > ${this._maxExpandedLength}`
              );
            }
          }
        }
      }
    }

    // Flush trailing literal
    if (last < len) chunks.push(str.slice(last));

    // If nothing was replaced, chunks is empty — return original
    const result = chunks.length === 0 ? str : chunks.join('');

    return this._postCheck(result, original);
  }

  // -------------------------------------------------------------------------
  // Private: limit tier check
  // -------------------------------------------------------------------------

  /**
   * Returns true if a resolved entity of the given tier should count
   * against the expansion/length limits.
   * @param {string} tier  — LIMIT_TIER_EXTERNAL | LIMIT_TIER_BASE
   * @returns {boolean}
   */
  _tierCounts(tier) {
    if (this._limitTiers.has(LIMIT_TIER_ALL)) return true;
    return this._limitTiers.has(tier);
  }

  // -------------------------------------------------------------------------
  // Private: entity resolution
  // -------------------------------------------------------------------------

  /**
   * Resolve a named entity token (without & and ;).
   * Priority: inputMap > externalMap > baseMap
   * Returns the resolved value tagged with its limit tier.
   *
   * @param {string} name
   * @returns {{ value: string, tier: string }|undefined}
   */
  _resolveName(name) {
    // input and external both count as 'external' tier for limit purposes —
    // they are injected at runtime and are the untrusted surface.
    if (name in this._inputMap) return { value: this._inputMap[name], tier: LIMIT_TIER_EXTERNAL };
    if (name in this._externalMap) return { value: this._externalMap[name], tier: LIMIT_TIER_EXTERNAL };
    if (name in this._baseMap) return { value: this._baseMap[name], tier: LIMIT_TIER_BASE };
    return undefined;
  }

  /**
   * Classify a codepoint and return the minimum action level that must be applied.
   * Returns -1 when no minimum is imposed (normal allow path).
   *
   * Ranges checked (in priority order):
   *   1. U+0000            — null, governed by nullNCR (always ≥ remove)
   *   2. U+D800–U+DFFF     — surrogates, always prohibited (min: remove)
   *   3. U+0001–U+001F \ {0x09,0x0A,0x0D}  — XML 1.0 restricted C0 (min: remove)
   *      (skipped in XML 1.1 — C0 controls are allowed when written as NCRs)
   *
   * @param {number} cp  — codepoint
   * @returns {number}   — minimum NCR_LEVEL value, or -1 for no restriction
   */
  _classifyNCR(cp) {
    // 1. Null
    if (cp === 0) return this._ncrNullLevel;

    // 2. Surrogates — always prohibited, minimum 'remove'
    if (cp >= 0xD800 && cp <= 0xDFFF) return NCR_LEVEL.remove;

    // 3. XML 1.0 restricted C0 controls
    if (this._ncrXmlVersion === 1.0) {
      if (cp >= 0x01 && cp <= 0x1F && !XML10_ALLOWED_C0.has(cp)) return NCR_LEVEL.remove;
    }

    return -1; // no restriction
  }

  /**
   * Execute a resolved NCR action.
   *
   * @param {number} action   — NCR_LEVEL value
   * @param {string} token    — raw token (e.g. '#38') for error messages
   * @param {number} cp       — codepoint, used only for error messages
   * @returns {string|undefined}
   *   - decoded character string  → 'allow'
   *   - ''                        → 'remove'
   *   - undefined                 → 'leave' (caller must skip past '&' only)
   *   - throws Error              → 'throw'
   */
  _applyNCRAction(action, token, cp) {
    switch (action) {
      case NCR_LEVEL.allow: return String.fromCodePoint(cp);
      case NCR_LEVEL.remove: return '';
      case NCR_LEVEL.leave: return undefined; // signal: keep literal
      case NCR_LEVEL.throw:
        throw new Error(
          `[EntityDecoder] Prohibited numeric character reference ` +
          `&${token}; (U+${cp.toString(16).toUpperCase().padStart(4, '0')})`
        );
      default: return String.fromCodePoint(cp);
    }
  }

  /**
   * Full NCR resolution pipeline for a numeric token.
   *
   * Steps:
   *   1. Parse the codepoint (decimal or hex).
   *   2. Validate the raw codepoint range (NaN, <0, >0x10FFFF).
   *   3. If numericAllowed is false and no minimum restriction applies → leave as-is.
   *   4. Classify the codepoint to find the minimum required action level.
   *   5. Resolve effective action = max(onNCR, minimum).
   *   6. Apply and return.
   *
   * @param {string} token  — e.g. '#38', '#x26', '#X26'
   * @returns {string|undefined}
   *   - string (incl. '')  — replacement ('' = remove)
   *   - undefined          — leave original &token; as-is
   */
  _resolveNCR(token) {
    // Step 1: parse codepoint
    const second = token.charCodeAt(1);
    let cp;
    if (second === 120 /* x */ || second === 88 /* X */) {
      cp = parseInt(token.slice(2), 16);
    } else {
      cp = parseInt(token.slice(1), 10);
    }

    // Step 2: out-of-range → leave as-is unconditionally
    if (Number.isNaN(cp) || cp < 0 || cp > 0x10FFFF) return undefined;

    // Step 3: classify to get minimum action level
    const minimum = this._classifyNCR(cp);

    // Step 4: if numericAllowed is false and no hard minimum → leave
    if (!this._numericAllowed && minimum < NCR_LEVEL.remove) return undefined;

    // Step 5: effective action = max(configured onNCR, range minimum)
    const effective = minimum === -1
      ? this._ncrOnLevel
      : Math.max(this._ncrOnLevel, minimum);

    // Step 6: apply
    return this._applyNCRAction(effective, token, cp);
  }
}
;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/sql.js
/**
 * SQL context patterns — high-precision rules only.
 *
 * These rules have very low false-positive risk and are safe to apply to
 * general user text (names, descriptions, search queries, etc.).
 * All patterns are ReDoS-safe — unlike the `sql-injection` npm package
 * which has an active CVE on its own detection regexes.
 *
 * For exhaustive coverage including noisier heuristics (comment sequences,
 * hex literals, stacked queries with semicolons), use 'SQL-STRICT' instead.
 * Apply 'SQL-STRICT' only to strings that are specifically SQL fragments,
 * not to general free-text fields.
 */

const SQL_PATTERNS = [
  {
    id: 'sql-block-comment-open',
    description: 'SQL block comment open: /* ... */ — unusual in legitimate user text',
    pattern: /\/\*/,
  },
  {
    id: 'sql-union-select',
    description: 'UNION SELECT — most common SQL injection aggregation attack',
    pattern: /\bUNION\s{1,20}(?:ALL\s{1,20})?SELECT\b/i,
  },
  {
    id: 'sql-drop-table',
    description: 'DROP TABLE — destructive DDL injection',
    pattern: /\bDROP\s{1,20}TABLE\b/i,
  },
  {
    id: 'sql-drop-database',
    description: 'DROP DATABASE — destructive DDL injection',
    pattern: /\bDROP\s{1,20}DATABASE\b/i,
  },
  {
    id: 'sql-insert-into',
    description: 'INSERT INTO — data injection',
    pattern: /\bINSERT\s{1,20}INTO\b/i,
  },
  {
    id: 'sql-delete-from',
    description: 'DELETE FROM — data deletion injection',
    pattern: /\bDELETE\s{1,20}FROM\b/i,
  },
  {
    id: 'sql-update-set',
    description: 'UPDATE ... SET — data modification injection',
    // Allows arbitrary content between UPDATE and SET (table name, alias, etc.)
    pattern: /\bUPDATE\b[\s\S]{1,60}\bSET\b/i,
  },
  {
    id: 'sql-exec-xp',
    description: 'EXEC xp_ — MSSQL extended stored procedure execution',
    pattern: /\bEXEC(?:UTE)?\s{1,20}xp_/i,
  },
  {
    id: 'sql-tautology-string',
    description: "Classic string tautology: ' OR '1'='1 or \" OR \"1\"=\"1\"",
    // Last quote is optional — injection may truncate it: ' OR '1'='1--
    pattern: /'\s{0,10}OR\s{0,10}'[^']{0,20}'\s*=\s*'[^']{0,20}/i,
  },
  {
    id: 'sql-tautology-numeric',
    description: 'Numeric tautology: OR 1=1',
    pattern: /\bOR\s{1,10}1\s*=\s*1\b/i,
  },
  {
    id: 'sql-always-true-zero',
    description: 'Numeric tautology: OR 0=0',
    pattern: /\bOR\s{1,10}0\s*=\s*0\b/i,
  },
  {
    id: 'sql-sleep-benchmark',
    description: 'Time-based blind injection: SLEEP() or BENCHMARK()',
    pattern: /\b(?:SLEEP|BENCHMARK)\s*\(/i,
  },
  {
    id: 'sql-waitfor-delay',
    description: 'MSSQL time-based blind injection: WAITFOR DELAY',
    pattern: /\bWAITFOR\s{1,20}DELAY\b/i,
  },
  {
    id: 'sql-char-function',
    description: 'CHAR() function — used to obfuscate injected strings',
    pattern: /\bCHAR\s*\(\s*\d{1,3}/i,
  },
  {
    id: 'sql-information-schema',
    description: 'INFORMATION_SCHEMA — reconnaissance query for table/column enumeration',
    pattern: /\bINFORMATION_SCHEMA\b/i,
  },
];

/* harmony default export */ const sql = (SQL_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/sql-strict.js
/**
 * SQL-STRICT context patterns.
 *
 * Extends the base 'SQL' context with three additional rules that are
 * effective at detecting real injections but carry a higher false-positive
 * risk on general free-text input.
 *
 * Use 'SQL-STRICT' when:
 *   - The string is specifically a SQL fragment or database identifier
 *   - You control the input domain (e.g. a dedicated SQL search field)
 *   - You can tolerate occasional false positives in exchange for broader coverage
 *
 * Use 'SQL' (not STRICT) when:
 *   - The field is general user text (names, descriptions, comments)
 *   - False positives would block legitimate content (e.g. "see note -- above")
 *
 * Rules moved here from 'SQL' due to false-positive risk:
 *
 *   sql-line-comment   — "--" fires on "see note -- above", "value--", CSS var(--primary)
 *   sql-stacked-query  — "; SELECT" fires on legitimate prose with semicolons + SQL words
 *   sql-hex-encoding   — "0xDEAD" fires on hex values in technical docs and log output
 */



const SQL_STRICT_EXTRA = [
  {
    id: 'sql-line-comment',
    description: 'SQL line comment: -- followed by whitespace or end of string',
    pattern: /--(?:\s|$)/,
  },
  {
    id: 'sql-stacked-query',
    description: 'Stacked queries: semicolon immediately followed by a SQL keyword',
    pattern: /;\s{0,10}(?:SELECT|INSERT|UPDATE|DELETE|DROP|CREATE|ALTER|EXEC)\b/i,
  },
  {
    id: 'sql-hex-encoding',
    description: 'Hex-encoded string injection: 0x41414141 style (MySQL)',
    pattern: /\b0x[0-9a-f]{4,}/i,
  },
];

// SQL-STRICT = all base SQL rules + the three noisy extras
const SQL_STRICT_PATTERNS = [...sql, ...SQL_STRICT_EXTRA];

/* harmony default export */ const sql_strict = (SQL_STRICT_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/util/decode-entities.js
/**
 * Decode the HTML character references that matter for markup-context
 * detection.
 *
 * Browsers decode character references in attribute values before they
 * interpret a URL, so `javascript&#58;alert(1)` in an href is the
 * `javascript:` scheme. The HTML/XML/SVG rules match literal characters, so
 * without this step such payloads slip through.
 *
 * Deliberately NOT a full entity decoder. It decodes only:
 *   - decimal refs  &#58;  &#058;  &#00000058;  &#58   (any leading zeros,
 *                   trailing ; optional — browsers accept both)
 *   - hex refs      &#x3a; &#X3A; &#x0000003a; &#x3a   (same)
 *   - named refs    &colon;  &Tab;  &NewLine;
 *       Named refs are CASE-SENSITIVE and REQUIRE the trailing ';', exactly
 *       like a browser (so `&COLON;` and `&colon` are not decoded).
 *       &Tab; / &NewLine; matter because the URL parser strips tab/newline,
 *       so `java&Tab;script:` is still a javascript: URL.
 *
 * It does NOT decode &amp; (single pass only), so double-encoded text such as
 * "&amp;lt;script&amp;gt;" stays literal — a browser renders that as text.
 *
 * All quantifiers are bounded; no ReDoS risk.
 *
 * @param {string} input
 * @returns {string}
 */
const NAMED = Object.freeze({
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
});

const ENTITY_RE =
  /&(?:#[xX]0*([0-9a-fA-F]{1,6});?|#0*([0-9]{1,7});?|([a-zA-Z][a-zA-Z0-9]{1,15});)/g;

function decodeEntities(input) {
  if (input.indexOf('&') === -1) return input;

  return input.replace(ENTITY_RE, (match, hex, dec, name) => {
    if (name !== undefined) {
      return Object.prototype.hasOwnProperty.call(NAMED, name) ? NAMED[name] : match;
    }
    const cp = hex !== undefined ? parseInt(hex, 16) : parseInt(dec, 10);
    if (!Number.isFinite(cp) || cp > 0x10ffff) return match;
    return String.fromCodePoint(cp);
  });
}

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/html.js
/**
 * HTML context patterns.
 *
 * Detects XSS vectors that are dangerous when a string ends up rendered as HTML.
 * All patterns use bounded quantifiers to ensure linear-time matching (ReDoS-safe).
 *
 * Each entry is { pattern: RegExp, id: string, description: string }
 * so callers can inspect which rule fired if they need to.
 */

const HTML_PATTERNS = [
  {
    id: 'html-script-open',
    description: '<script opening tag',
    pattern: /<script[\s>/]/i,
  },
  {
    id: 'html-script-close',
    description: '</script closing tag',
    pattern: /<\/script[\s>]/i,
  },
  {
    id: 'html-javascript-protocol',
    description: 'javascript: URI scheme (with optional whitespace/encoding)',
    // Handles j&#x61;vascript:, j\u0061vascript:, and whitespace variants
    pattern: /j[\t\n\r ]*a[\t\n\r ]*v[\t\n\r ]*a[\t\n\r ]*s[\t\n\r ]*c[\t\n\r ]*r[\t\n\r ]*i[\t\n\r ]*p[\t\n\r ]*t[\t\n\r ]*:/i,
  },
  {
    id: 'html-vbscript-protocol',
    description: 'vbscript: URI scheme',
    pattern: /vbscript[\t\n\r ]*:/i,
  },
  {
    id: 'html-data-html',
    description: 'data:text/html URI — can execute scripts in browsers',
    pattern: /data[\t\n\r ]*:[\t\n\r ]*text\/html/i,
  },
  {
    id: 'html-data-xhtml',
    description: 'data:application/xhtml+xml URI',
    pattern: /data[\t\n\r ]*:[\t\n\r ]*application\/xhtml/i,
  },
  {
    id: 'html-data-svg',
    description: 'data:image/svg+xml URI — can execute scripts',
    pattern: /data[\t\n\r ]*:[\t\n\r ]*image\/svg\+xml/i,
  },
  {
    id: 'html-inline-event-handler',
    description: 'Inline event handler attributes: onclick=, onerror=, onload=, etc.',
    // \bon ensures we match a word boundary so "phonetic=" is not caught
    pattern: /\bon\w{1,30}\s*=/i,
  },
  {
    id: 'html-entity-obfuscated-script',
    description: 'HTML-entity-encoded <script (e.g. &#x3C;script or &lt;script)',
    // Entities include optional trailing semicolon: &#x3C; or &#x3C (both valid in HTML5)
    pattern: /(?:&#x0*3[Cc];?|&#0*60;?|&lt;)\s*script/i,
  },
  {
    id: 'html-entity-obfuscated-javascript',
    description: 'HTML-entity-encoded javascript: (partial — catches common &#106; or &#x6a; for "j")',
    pattern: /(?:&#x0*6[Aa];?|&#0*106;?)\s*(?:&#x0*61;?|a)[\s\S]{0,80}script\s*:/i,
  },
  {
    id: 'html-style-expression',
    description: 'CSS expression() — IE-era code execution in style attributes',
    pattern: /style[\s\S]{0,20}expression\s*\(/i,
  },
  {
    id: 'html-object-embed',
    description: '<object or <embed tags that can load active content',
    pattern: /<(?:object|embed)[\s>/]/i,
  },
  {
    id: 'html-base-tag',
    description: '<base href= — can hijack all relative URLs on a page',
    pattern: /<base[\s>]/i,
  },
  {
    id: 'html-meta-refresh',
    description: '<meta http-equiv="refresh" — can redirect users',
    pattern: /<meta[\s\S]{0,40}http-equiv[\s\S]{0,20}refresh/i,
  },
  {
    id: 'html-srcdoc',
    description: 'srcdoc= attribute on iframes — embeds HTML that can run scripts',
    pattern: /srcdoc\s*=/i,
  },
  {
    id: 'html-iframe',
    description: '<iframe tag',
    pattern: /<iframe[\s>/]/i,
  },
  {
    id: 'html-form',
    description: '<form tag — can be used for phishing / credential harvesting injection',
    pattern: /<form[\s>/]/i,
  },
];

/* harmony default export */ const html = (HTML_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/xml.js
/**
 * XML context patterns.
 *
 * Detects injection vectors that are specifically dangerous when a string
 * is inserted into an XML document (not HTML rendering context).
 *
 * Key distinction from HTML: these patterns target parser-level attacks —
 * things that can confuse or subvert an XML parser, trigger external entity
 * resolution, or inject DTD content. HTML rendering concerns (XSS) belong
 * in the HTML context.
 */

const XML_PATTERNS = [
  {
    id: 'xml-cdata-injection',
    description: 'CDATA section injection: <![CDATA[ breaks out of text node context',
    pattern: /<!\[CDATA\[/i,
  },
  {
    id: 'xml-cdata-close',
    description: 'CDATA close sequence: ]]> can terminate an enclosing CDATA section',
    pattern: /\]\]>/,
  },
  {
    id: 'xml-processing-instruction',
    description: 'XML processing instruction: <?xml-stylesheet or <?php etc.',
    pattern: /<\?(?:xml[\- ]|php|asp)/i,
  },
  {
    id: 'xml-doctype-injection',
    description: 'DOCTYPE declaration embedded in content — can define entities',
    // Match <!DOCTYPE followed by end-of-string, whitespace, or [ (internal subset)
    pattern: /<!DOCTYPE(?:[\s[]|$)/i,
  },
  {
    id: 'xml-entity-system',
    description: 'SYSTEM keyword — used in external entity declarations (XXE)',
    pattern: /\bSYSTEM\s+["']/i,
  },
  {
    id: 'xml-entity-public',
    description: 'PUBLIC keyword — used in external entity declarations (XXE)',
    pattern: /\bPUBLIC\s+["']/i,
  },
  {
    id: 'xml-entity-declaration',
    description: '<!ENTITY declaration — defines entities, potential XXE or entity expansion',
    pattern: /<!ENTITY[\s%]/i,
  },
  {
    id: 'xml-billion-laughs',
    description: 'Entity reference chaining / billion laughs: repeated &eX; style references',
    // Heuristic: 3+ consecutive entity refs suggests expansion attack
    pattern: /(?:&\w{1,20};){3,}/,
  },
  {
    id: 'xml-namespace-confusion',
    description: 'xmlns: attribute injection — can redefine namespaces to confuse parsers',
    // pattern: /\bxmlns\s*(?::\w{1,40})?\s*=/i,
    pattern: /\bxmlns(?::\w{1,40})?\s*=/i,
  },
  {
    id: 'xml-comment-injection',
    description: '<!-- comment injection — can hide content from some parsers',
    pattern: /<!--/,
  },
  {
    id: 'xml-comment-close',
    description: '--> closes an enclosing XML comment',
    pattern: /-->/,
  },
  {
    id: 'xml-pi-close',
    description: '?> closes an enclosing processing instruction',
    pattern: /\?>/,
  },
];

/* harmony default export */ const xml = (XML_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/svg.js
/**
 * SVG context patterns.
 *
 * SVG is XML-based but renders in browsers, giving it a unique attack surface
 * that combines XML parser behaviour with browser rendering and JavaScript execution.
 *
 * Many of these vectors bypass HTML sanitizers that don't understand SVG semantics
 * (DOMPurify has documented bypass vulnerabilities specifically in SVG/XML context).
 */

const SVG_PATTERNS = [
  {
    id: 'svg-script-element',
    description: '<script element inside SVG executes JavaScript',
    pattern: /<script[\s>/]/i,
  },
  {
    id: 'svg-xlink-href-javascript',
    description: 'xlink:href with javascript: — classic SVG XSS via <a> or <use>',
    pattern: /xlink\s*:\s*href\s*=\s*["']?\s*javascript\s*:/i,
  },
  {
    id: 'svg-href-javascript',
    description: 'href= with javascript: in SVG context (<a>, <animate>, etc.)',
    pattern: /href\s*=\s*["']?\s*javascript\s*:/i,
  },
  {
    id: 'svg-foreignobject',
    description: '<foreignObject embeds HTML inside SVG — can execute scripts',
    pattern: /<foreignObject[\s>/]/i,
  },
  {
    id: 'svg-use-external',
    description: '<use xlink:href or href pointing to external resource (non-fragment URL)',
    // Match <use with href= where the value starts with a non-# character (external URL)
    // [\"'][^#] catches quoted values not starting with #; [^\"'#\s>] catches unquoted
    pattern: /<use[\s\S]{0,60}(?:xlink\s*:\s*)?href\s*=\s*(?:["'][^#]|[^"'#\s>])/i,
  },
  {
    id: 'svg-animate-href',
    description: '<animate attributeName="href" — can dynamically change href to javascript:',
    pattern: /<animate[\s\S]{0,80}attributeName\s*=\s*["'][\s]*href["']/i,
  },
  {
    id: 'svg-animate-xlinkhref',
    description: '<animate attributeName="xlink:href"',
    pattern: /<animate[\s\S]{0,80}attributeName\s*=\s*["'][\s]*xlink\s*:\s*href["']/i,
  },
  {
    id: 'svg-set-javascript',
    description: '<set to="javascript:..." — sets an attribute to a javascript: URI',
    pattern: /<set[\s\S]{0,80}to\s*=\s*["']?\s*javascript\s*:/i,
  },
  {
    id: 'svg-event-handler',
    description: 'SVG-specific event handler attributes: onload=, onerror=, onactivate=, etc.',
    pattern: /\bon(?:load|error|activate|begin|end|repeat|focus|blur|click|mouse\w{1,20}|key\w{1,20})\s*=/i,
  },
  {
    id: 'svg-handler-generic',
    description: 'Generic on* handler catch-all for SVG attributes',
    pattern: /\bon\w{1,30}\s*=/i,
  },
  {
    id: 'svg-filter-feimage',
    description: '<feImage href= — filter primitive that can load external resources',
    pattern: /<feImage[\s\S]{0,80}(?:xlink\s*:\s*)?href\s*=/i,
  },
  {
    id: 'svg-image-external',
    description: '<image xlink:href with http/https or javascript protocol',
    pattern: /<image[\s\S]{0,80}(?:xlink\s*:\s*)?href\s*=\s*["']?\s*(?:https?|javascript)\s*:/i,
  },
  {
    id: 'svg-style-javascript',
    description: 'style= attribute containing javascript: (e.g. background:url(javascript:...))',
    pattern: /style\s*=[\s\S]{0,60}javascript\s*:/i,
  },
];

/* harmony default export */ const svg = (SVG_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/shell.js
/**
 * SHELL context patterns.
 *
 * Detects shell injection vectors and path traversal patterns.
 * Designed for use when a string will be passed to a shell command,
 * used as a file path, or interpolated into OS-level operations.
 */

const SHELL_PATTERNS = [
  {
    id: 'shell-path-traversal-unix',
    description: 'Unix path traversal: ../  — climbing the directory tree',
    pattern: /\.\.\//,
  },
  {
    id: 'shell-path-traversal-windows',
    description: 'Windows path traversal: ..\\ — climbing the directory tree',
    pattern: /\.\.\\/,
  },
  {
    id: 'shell-path-traversal-encoded',
    description: 'URL-encoded path traversal: %2e%2e or %2f variants',
    pattern: /%2e%2e|%2f\.\.|\.\.%2f/i,
  },
  {
    id: 'shell-null-byte',
    description: 'Null byte injection: \\x00 or %00 — truncates strings in C-backed functions',
    pattern: /\x00|%00/,
  },
  {
    id: 'shell-semicolon',
    description: 'Semicolon command separator: cmd1; cmd2',
    pattern: /;/,
  },
  {
    id: 'shell-pipe',
    description: 'Pipe operator: cmd1 | cmd2',
    pattern: /\|/,
  },
  {
    id: 'shell-and-operator',
    description: 'AND operator: cmd1 && cmd2',
    pattern: /&&/,
  },
  {
    id: 'shell-or-operator',
    description: 'OR operator: cmd1 || cmd2',
    pattern: /\|\|/,
  },
  {
    id: 'shell-backtick',
    description: 'Backtick command substitution: `cmd`',
    pattern: /`/,
  },
  {
    id: 'shell-dollar-paren',
    description: 'Dollar-paren command substitution: $(cmd)',
    pattern: /\$\(/,
  },
  {
    id: 'shell-dollar-brace',
    description: 'Dollar-brace variable expansion: ${var} — can be abused for injection',
    pattern: /\$\{/,
  },
  {
    id: 'shell-redirect-out',
    description: 'Output redirection: cmd > file or cmd >> file',
    pattern: />{1,2}/,
  },
  {
    id: 'shell-redirect-in',
    description: 'Input redirection: cmd < file',
    pattern: /</,
  },
  {
    id: 'shell-newline-injection',
    description: 'Newline injection: \\n or \\r — can inject new shell commands',
    pattern: /[\n\r]/,
  },
  {
    id: 'shell-glob-star',
    description: 'Glob expansion: * or ? — can expand to unintended files',
    // Only flag when combined with path separators to reduce false positives
    pattern: /[/\\][*?]/,
  },
  {
    id: 'shell-absolute-root',
    description: 'Absolute root path injection: string starting with / or \\ (Windows UNC)',
    pattern: /^(?:\/|\\\\)/,
  },
  {
    id: 'shell-windows-drive',
    description: 'Windows drive letter path injection: C:\\ or D:/',
    pattern: /^[a-zA-Z]:[/\\]/,
  },
  {
    id: 'shell-curl-wget',
    description: 'curl/wget with URL or flags — can exfiltrate data or download payloads',
    // Require a URL scheme (http/https/ftp) or a flag (-) to reduce false positives
    // "curl is a tool" won't match; "curl http://..." or "curl -s ..." will
    pattern: /\b(?:curl|wget)\s+(?:https?:\/\/|ftp:\/\/|-)/i,
  },
];

/* harmony default export */ const shell = (SHELL_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/redos.js
/**
 * REDOS context patterns.
 *
 * Detects strings that, if used as regular expressions, could cause
 * catastrophic backtracking (ReDoS — Regular Expression Denial of Service).
 *
 * These patterns detect the structural forms that lead to exponential or
 * polynomial backtracking in NFA-based regex engines (V8, PCRE, Java, etc.).
 *
 * Use this context when user-supplied strings will be compiled into RegExp objects.
 */

const REDOS_PATTERNS = [
  {
    id: 'redos-nested-quantifier-plus',
    description: 'Nested + quantifier inside a group with outer quantifier: (a+)+, (.+b)*, etc.',
    // Matches any group containing a + quantifier, with an outer * or + — catches (a+)+, (.+b)*, etc.
    pattern: /\([^)]*\+[^)]*\)[+*]/,
  },
  {
    id: 'redos-nested-quantifier-star',
    description: 'Nested * quantifier: (a*)* or (a*)+ — catastrophic backtracking',
    pattern: /\([^)]*\*[^)]*\)[*+]/,
  },
  {
    id: 'redos-nested-groups',
    description: 'Doubly nested quantified groups: ((a+)+) — guaranteed catastrophic',
    pattern: /\(\([^)]{0,40}\)[+*]\)[+*]/,
  },
  {
    id: 'redos-alternation-overlap',
    description: 'Overlapping alternation under quantifier: (a|a)+ — ambiguous NFA paths',
    // Detect repeated identical alternatives under a quantifier
    pattern: /\(([^|()]{1,20})\|(?:\1)(?:\|[^|()]{1,20}){0,5}\)[+*?]{1,2}/,
  },
  {
    id: 'redos-star-plus-concat',
    description: '(x*x)+ pattern — triggers super-linear backtracking',
    pattern: /\([^)]{0,10}\*[^)]{0,10}\)[+*]/,
  },
  {
    id: 'redos-dot-star-greedy',
    description: '(.*){n,} or (.+){n,} — repeated greedy dot quantifiers',
    pattern: /\(\.[*+]\)\{?\d/,
  },
  {
    id: 'redos-large-repetition',
    description: 'Very large fixed or range repetition count {1000,} or {1000,n} — denial of service via backtracking',
    // Matches { followed by 4+ digits (≥1000), then optional ,digits }
    pattern: /\{\d{4,}(?:,\d*)?\}/,
  },
  {
    id: 'redos-catastrophic-alternation',
    description: 'Long alternation with many similar branches — polynomial backtracking risk',
    // Heuristic: 10+ pipe-separated alternatives in a single group
    pattern: /\([^)]{0,200}(?:\|[^|)]{0,50}){9,}\)/,
  },
];

/* harmony default export */ const redos = (REDOS_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/nosql.js
/**
 * NOSQL context patterns.
 *
 * Detects injection vectors specific to NoSQL databases (primarily MongoDB)
 * and JavaScript-evaluated queries.
 *
 * Attack categories:
 *   1. MongoDB query operator injection: $where, $ne, $gt, $regex, $or, $and, etc.
 *      These operators, when injected into a JSON query object, can bypass
 *      authentication or exfiltrate data without knowing passwords.
 *
 *   2. JavaScript execution: $where clauses execute arbitrary JS server-side.
 *
 *   3. Prototype pollution: __proto__, constructor.prototype — can corrupt
 *      the prototype chain of all objects in the Node.js process.
 *
 * Pattern note: MongoDB operators appear as JSON keys. In JSON, keys are
 * quoted: {"$where": ...} so the pattern must allow an optional closing
 * quote between the operator name and the colon: /\$where["'\s]*:/
 */

// Shared suffix: optional closing quote/whitespace before the colon
// Handles: $op: (bare), "$op": (JSON), '$op': (single-quoted)
const SEP = /["'\s]*:/;
const sep = '["\'\\s]*:';

const NOSQL_PATTERNS = [
  // ─── MongoDB $ operator injection ────────────────────────────────────────
  {
    id: 'nosql-where-operator',
    description: '$where — executes arbitrary JavaScript server-side in MongoDB',
    pattern: new RegExp(`\\$where${sep}`, 'i'),
  },
  {
    id: 'nosql-ne-operator',
    description: '$ne — "not equal" operator used to bypass equality checks',
    pattern: new RegExp(`\\$ne${sep}`, 'i'),
  },
  {
    id: 'nosql-gt-operator',
    description: '$gt — "greater than" used to bypass password/value checks',
    pattern: new RegExp(`\\$gte?${sep}`, 'i'),
  },
  {
    id: 'nosql-lt-operator',
    description: '$lt / $lte — "less than" bypass variants',
    pattern: new RegExp(`\\$lte?${sep}`, 'i'),
  },
  {
    id: 'nosql-regex-operator',
    description: '$regex — can be used to extract data character by character (blind injection)',
    pattern: new RegExp(`\\$regex${sep}`, 'i'),
  },
  {
    id: 'nosql-or-operator',
    description: '$or — logical OR; used to create always-true conditions',
    pattern: new RegExp(`\\$or${sep}\\s*\\[`, 'i'),
  },
  {
    id: 'nosql-and-operator',
    description: '$and — logical AND operator injection',
    pattern: new RegExp(`\\$and${sep}\\s*\\[`, 'i'),
  },
  {
    id: 'nosql-nor-operator',
    description: '$nor — logical NOR operator injection',
    pattern: new RegExp(`\\$nor${sep}\\s*\\[`, 'i'),
  },
  {
    id: 'nosql-exists-operator',
    description: '$exists — can enumerate fields to determine schema',
    pattern: new RegExp(`\\$exists${sep}`, 'i'),
  },
  {
    id: 'nosql-in-operator',
    description: '$in — matches any value in a list; can enumerate values',
    pattern: new RegExp(`\\$in${sep}\\s*\\[`, 'i'),
  },
  {
    id: 'nosql-expr-operator',
    description: '$expr — allows aggregation expressions in queries (MongoDB 3.6+)',
    pattern: new RegExp(`\\$expr${sep}`, 'i'),
  },
  {
    id: 'nosql-function-operator',
    description: '$function — executes arbitrary JavaScript in MongoDB 4.4+',
    pattern: new RegExp(`\\$function${sep}`, 'i'),
  },
  {
    id: 'nosql-accumulator-operator',
    description: '$accumulator — custom aggregation with arbitrary JS execution',
    pattern: new RegExp(`\\$accumulator${sep}`, 'i'),
  },
  // ─── Prototype pollution ─────────────────────────────────────────────────
  {
    id: 'nosql-proto-pollution',
    description: '__proto__ — prototype pollution via object key injection',
    pattern: /__proto__/,
  },
  {
    id: 'nosql-constructor-prototype',
    description: 'constructor.prototype — alternative prototype pollution vector (dot notation or JSON key)',
    // Matches dot-notation (obj.constructor.prototype) and JSON key adjacency
    // ("constructor": {"prototype": ...})
    pattern: /constructor[\s"':.,{\[]*prototype/i,
  },
  {
    id: 'nosql-proto-bracket',
    description: '["__proto__"] — bracket-notation prototype pollution',
    pattern: /\[["']__proto__["']\]/,
  },
];

/* harmony default export */ const nosql = (NOSQL_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/log.js
/**
 * LOG context patterns.
 *
 * Detects injection vectors that are dangerous when a string is written
 * to a log file, passed to a logging framework, or interpolated into
 * a log message that will be parsed or displayed.
 *
 * Attack categories:
 *   1. CRLF injection — injects fake log lines by embedding newlines
 *   2. Log4Shell (CVE-2021-44228) — ${jndi:...} triggers JNDI lookup in Log4j
 *   3. SSTI in log templates — {{...}}, #{...} trigger template evaluation
 *      if the log message is passed through a template engine
 *   4. Null byte injection — truncates log entries in some implementations
 *   5. ANSI escape injection — manipulates terminal output when logs are
 *      tailed in a terminal (colour codes, cursor movement, etc.)
 *
 * Note: Newline characters (\n, \r) will produce false positives for
 * multi-line legitimate values. Use this context only for single-line
 * log field values (usernames, IDs, request parameters, etc.).
 */

const LOG_PATTERNS = [
  // ─── CRLF / newline injection ─────────────────────────────────────────────
  {
    id: 'log-crlf-injection',
    description: 'CRLF injection: literal \\r or \\n embeds fake log lines',
    pattern: /[\r\n]/,
  },
  {
    id: 'log-url-encoded-crlf',
    description: 'URL-encoded CRLF: %0d, %0a, %0D, %0A — decoded by some log parsers',
    pattern: /%0[dDaA]/,
  },
  {
    id: 'log-unicode-newline',
    description: 'Unicode newline variants: U+2028 (line separator), U+2029 (paragraph separator)',
    pattern: /[\u2028\u2029]/,
  },

  // ─── Log4Shell / JNDI injection (CVE-2021-44228) ─────────────────────────
  {
    id: 'log-log4shell-jndi',
    description: 'Log4Shell: ${jndi:...} triggers remote code execution in Apache Log4j',
    pattern: /\$\{jndi\s*:/i,
  },
  {
    id: 'log-log4shell-obfuscated',
    description: 'Obfuscated Log4Shell: ${::-j}... lookup-bypass prefix used to evade WAF detection',
    // ${::- is the Log4j lookup-bypass escape sequence; presence alone is suspicious
    pattern: /\$\{::-/,
  },
  {
    id: 'log-log4j-lookup',
    description: 'Log4j lookup syntax: ${env:...}, ${sys:...}, ${ctx:...} — data exfiltration',
    pattern: /\$\{(?:env|sys|ctx|main|map|sd|web|docker|k8s|spring)\s*:/i,
  },

  // ─── Server-Side Template Injection (SSTI) in log messages ───────────────
  {
    id: 'log-ssti-double-brace',
    description: 'SSTI double-brace: {{expression}} — Jinja2, Twig, Handlebars, etc.',
    pattern: /\{\{[\s\S]{0,80}\}\}/,
  },
  {
    id: 'log-ssti-hash-brace',
    description: 'SSTI hash-brace: #{expression} — Thymeleaf, Velocity, Ruby ERB',
    pattern: /#\{[\s\S]{0,80}\}/,
  },
  {
    id: 'log-ssti-dollar-brace',
    description: 'SSTI/EL injection: ${expression with operators or method calls} — JSP EL, Freemarker, SpEL',
    // Require that the ${...} content looks like an expression, not a plain variable name.
    // Flags if the content contains: . ( * + operators, or known SSTI keywords.
    // This avoids flagging ${PATH}, ${HOME} etc. (plain shell variables).
    pattern: /\$\{[^}]*(?:\.|\(|\*|\+|\bclass\b|\bruntime\b|\bprocess\b|\bexec\b)[^}]{0,80}\}/i,
  },
  {
    id: 'log-ssti-percent-tag',
    description: 'SSTI ERB/ASP tag: <%= expression %> — Ruby ERB, ASP',
    pattern: /<%=[\s\S]{0,80}%>/,
  },

  // ─── Null byte ────────────────────────────────────────────────────────────
  {
    id: 'log-null-byte',
    description: 'Null byte: \\x00 or %00 — can truncate log entries in C-backed loggers',
    pattern: /\x00|%00/,
  },

  // ─── ANSI escape injection ────────────────────────────────────────────────
  {
    id: 'log-ansi-escape',
    description: 'ANSI escape sequence: ESC[ — can manipulate terminal output when logs are tailed',
    pattern: /\x1b\[/,
  },
];

/* harmony default export */ const log = (LOG_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/index.js
/**
 * is-unsafe v2
 *
 * Zero-dependency, DOM-free, pure predicate for detecting unsafe strings
 * across HTML, XML, SVG, SQL, SQL-STRICT, SHELL, REDOS, NOSQL, and LOG contexts.
 *
 * v2 change: contexts are imported as named pattern arrays rather than resolved
 * via a string-keyed registry. This makes each context independently
 * tree-shakeable — bundlers can drop any context you never import.
 *
 * @module is-unsafe
 */

// ─── Context pattern arrays (named exports) ────────────────────────────────
// Import only the ones you need. Each is independently tree-shakeable.










// SQL-STRICT needs a quoted identifier because of the hyphen



// Markup contexts are also matched against an entity-decoded copy of the input,
// because browsers decode HTML character references before interpreting a URL
// scheme (e.g. javascript&#58;… is a javascript: URL).


// ─── VALID_CONTEXTS convenience re-export ─────────────────────────────────
// Importing this pulls in ALL contexts. Use it only when you need all of them
// (e.g. for validation UI, tooling, or exhaustive audits).
// If you only need a subset, import the named contexts directly instead.










// ─── Attach labels to named contexts ──────────────────────────────────────
// Each built-in PatternList carries its canonical name so matchList can read
// list.label directly — no registry lookup needed at match time.
// Custom PatternLists default to 'CUSTOM' unless the caller sets list.label.

html.label       = 'HTML';
xml.label        = 'XML';
svg.label        = 'SVG';

// Markup contexts: also test an entity-decoded copy (see util/decode-entities.js).
// Non-markup contexts (SQL, SHELL, LOG, …) are matched byte-for-byte as supplied.
html.decodeEntities = true;
xml.decodeEntities  = true;
svg.decodeEntities  = true;
sql.label        = 'SQL';
sql_strict.label = 'SQL-STRICT';
shell.label      = 'SHELL';
redos.label      = 'REDOS';
nosql.label      = 'NOSQL';
log.label        = 'LOG';

const VALID_CONTEXTS = Object.freeze({
  HTML: html,
  XML: xml,
  SVG: svg,
  SQL: sql,
  'SQL-STRICT': sql_strict,
  SHELL: shell,
  REDOS: redos,
  NOSQL: nosql,
  LOG: log,
});

// ─── Types ────────────────────────────────────────────────────────────────

/**
 * @typedef {{ id: string, description: string, pattern: RegExp }} Rule
 */

/**
 * @typedef {Rule[]} PatternList
 */

/**
 * @typedef {Object} MatchResult
 * @property {string} context     - Label identifying which context matched ('HTML', 'CUSTOM', etc.)
 * @property {string} id          - Rule identifier
 * @property {string} description - Human-readable description of what was matched
 * @property {RegExp} pattern     - The pattern that matched
 */

// ─── Internal helpers ──────────────────────────────────────────────────────

/**
 * @param {unknown} value
 */
function assertString(value) {
  if (typeof value !== 'string') {
    throw new TypeError(
      `is-unsafe: first argument must be a string, got ${typeof value}`
    );
  }
}

/**
 * @param {unknown} context
 */
function assertContext(context) {
  if (context instanceof RegExp) return;

  if (Array.isArray(context)) {
    if (context.length === 0) {
      throw new TypeError('is-unsafe: context must not be an empty array');
    }
    // Detect array-of-arrays vs flat pattern list
    if (Array.isArray(context[0])) {
      // Array of PatternLists
      for (const list of context) {
        if (!Array.isArray(list) || list.length === 0) {
          throw new TypeError(
            'is-unsafe: each context in the array must be a non-empty pattern array (PatternList)'
          );
        }
      }
    }
    // else: flat PatternList — trust it, no deep validation needed
    return;
  }

  throw new TypeError(
    `is-unsafe: second argument must be a PatternList (e.g. HTML), ` +
    `an array of PatternLists (e.g. [HTML, XML]), or a RegExp. Got: ${typeof context}`
  );
}

/**
 * Normalise any valid context arg into an array of PatternLists.
 *
 * @param {Rule[]|Rule[][]|RegExp} context
 * @returns {{ lists: Rule[][]|null, regex: RegExp|null }}
 */
function normalise(context) {
  if (context instanceof RegExp) return { lists: null, regex: context };
  // Distinguish PatternList (array of rule objects) from array of PatternLists
  if (Array.isArray(context[0])) return { lists: context, regex: null };
  return { lists: [context], regex: null };
}

/**
 * For markup contexts, return an entity-decoded copy of `value` to test
 * alongside the raw input, or null when there is nothing extra to test.
 *
 * @param {string} value
 * @param {Rule[]} list
 * @returns {string|null}
 */
function decodedCopy(value, list) {
  if (!list.decodeEntities) return null;
  const decoded = decodeEntities(value);
  return decoded === value ? null : decoded;
}

/**
 * Test value against a single PatternList. Returns the first MatchResult or null.
 *
 * @param {string} value
 * @param {Rule[]} list
 * @returns {MatchResult|null}
 */
function matchList(value, list) {
  const label = list.label ?? 'CUSTOM';
  const decoded = decodedCopy(value, list);
  for (const rule of list) {
    if (rule.pattern.test(value) || (decoded !== null && rule.pattern.test(decoded))) {
      return { context: label, id: rule.id, description: rule.description, pattern: rule.pattern };
    }
  }
  return null;
}

// ─── Public API ───────────────────────────────────────────────────────────

/**
 * Returns `true` if `value` is unsafe in the given context(s), `false` otherwise.
 *
 * @param {string} value - The string to test
 * @param {PatternList | PatternList[] | RegExp} context
 *   - A PatternList imported from is-unsafe (e.g. `HTML`, `XML`)
 *   - An array of PatternLists — returns true if unsafe in **any** of them
 *   - A custom RegExp — returns true if the pattern matches
 * @returns {boolean}
 *
 * @example
 * import { isUnsafe, HTML, SQL } from 'is-unsafe';
 *
 * isUnsafe('<script>alert(1)</script>', HTML)       // true
 * isUnsafe('hello world', HTML)                     // false
 * isUnsafe('value', [HTML, SQL])                    // false
 * isUnsafe('value', /my-pattern/i)                  // false
 */
function isUnsafe(value, context) {
  assertString(value);
  assertContext(context);

  const { lists, regex } = normalise(context);

  if (regex) return regex.test(value);

  for (const list of lists) {
    if (matchList(value, list) !== null) return true;
  }
  return false;
}

/**
 * Like `isUnsafe`, but returns the first `MatchResult` describing **why**
 * the value was flagged, or `null` if it is safe.
 *
 * @param {string} value
 * @param {PatternList | PatternList[] | RegExp} context
 * @returns {MatchResult|null}
 *
 * @example
 * import { whyUnsafe, HTML } from 'is-unsafe';
 *
 * whyUnsafe('<script>alert(1)</script>', HTML)
 * // { context: 'HTML', id: 'html-script-open', description: '...', pattern: /.../ }
 */
function whyUnsafe(value, context) {
  assertString(value);
  assertContext(context);

  const { lists, regex } = normalise(context);

  if (regex) {
    return regex.test(value)
      ? { context: 'CUSTOM', id: 'custom-regex', description: 'Matched caller-supplied pattern', pattern: regex }
      : null;
  }

  for (const list of lists) {
    const result = matchList(value, list);
    if (result !== null) return result;
  }
  return null;
}

/**
 * Returns **all** matching rules across the given context(s), or an empty
 * array if the value is safe. Useful for comprehensive auditing.
 *
 * @param {string} value
 * @param {PatternList | PatternList[] | RegExp} context
 * @returns {MatchResult[]}
 */
function allUnsafe(value, context) {
  assertString(value);
  assertContext(context);

  const { lists, regex } = normalise(context);
  const results = [];

  if (regex) {
    if (regex.test(value)) {
      results.push({ context: 'CUSTOM', id: 'custom-regex', description: 'Matched caller-supplied pattern', pattern: regex });
    }
    return results;
  }

  for (const list of lists) {
    const label = list.label ?? 'CUSTOM';
    const decoded = decodedCopy(value, list);
    for (const rule of list) {
      if (rule.pattern.test(value) || (decoded !== null && rule.pattern.test(decoded))) {
        results.push({ context: label, id: rule.id, description: rule.description, pattern: rule.pattern });
      }
    }
  }

  return results;
}


/* harmony default export */ const src = ((/* unused pure expression or super */ null && (isUnsafe)));

;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/xmlparser/OrderedObjParser.js

///@ts-check












// const regx =
//   '<((!\\[CDATA\\[([\\s\\S]*?)(]]>))|((NAME:)?(NAME))([^>]*)>|((\\/)(NAME)\\s*>))([^<]*)'
//   .replace(/NAME/g, util.nameRegexp);

//const tagsRegx = new RegExp("<(\\/?[\\w:\\-\._]+)([^>]*)>(\\s*"+cdataRegx+")*([^<]+)?","g");
//const tagsRegx = new RegExp("<(\\/?)((\\w*:)?([\\w:\\-\._]+))([^>]*)>([^<]*)("+cdataRegx+"([^<]*))*([^<]+)?","g");

// Helper functions for attribute and namespace handling

/**
 * Extract raw attributes (without prefix) from prefixed attribute map
 * @param {object} prefixedAttrs - Attributes with prefix from buildAttributesMap
 * @param {object} options - Parser options containing attributeNamePrefix
 * @returns {object} Raw attributes for matcher
 */
function extractRawAttributes(prefixedAttrs, options) {
  if (!prefixedAttrs) return {};

  // Handle attributesGroupName option
  const attrs = options.attributesGroupName
    ? prefixedAttrs[options.attributesGroupName]
    : prefixedAttrs;

  if (!attrs) return {};

  const rawAttrs = {};
  for (const key in attrs) {
    // Remove the attribute prefix to get raw name
    if (key.startsWith(options.attributeNamePrefix)) {
      const rawName = key.substring(options.attributeNamePrefix.length);
      rawAttrs[rawName] = attrs[key];
    } else {
      // Attribute without prefix (shouldn't normally happen, but be safe)
      rawAttrs[key] = attrs[key];
    }
  }
  return rawAttrs;
}

/**
 * Extract namespace from raw tag name
 * @param {string} rawTagName - Tag name possibly with namespace (e.g., "soap:Envelope")
 * @returns {string|undefined} Namespace or undefined
 */
function extractNamespace(rawTagName) {
  if (!rawTagName || typeof rawTagName !== 'string') return undefined;

  const colonIndex = rawTagName.indexOf(':');
  if (colonIndex !== -1 && colonIndex > 0) {
    const ns = rawTagName.substring(0, colonIndex);
    // Don't treat xmlns as a namespace
    if (ns !== 'xmlns') {
      return ns;
    }
  }
  return undefined;
}

class OrderedObjParser {
  constructor(options, externalEntities) {
    this.options = options;
    this.currentNode = null;
    this.tagsNodeStack = [];
    this.parseXml = parseXml;
    this.parseTextData = parseTextData;
    this.resolveNameSpace = resolveNameSpace;
    this.buildAttributesMap = buildAttributesMap;
    this.isItStopNode = isItStopNode;
    this.replaceEntitiesValue = replaceEntitiesValue;
    this.readStopNodeData = readStopNodeData;
    this.saveTextToParentTag = saveTextToParentTag;
    this.addChild = addChild;
    this.ignoreAttributesFn = getIgnoreAttributesFn(this.options.ignoreAttributes)
    this.entityExpansionCount = 0;
    this.currentExpandedLength = 0;
    this.doctypefound = false;
    let namedEntities = { ...XML };
    if (this.options.entityDecoder) {
      this.entityDecoder = this.options.entityDecoder
    } else {
      if (typeof this.options.htmlEntities === "object") namedEntities = this.options.htmlEntities;
      else if (this.options.htmlEntities === true) namedEntities = { ...COMMON_HTML, ...CURRENCY };
      this.entityDecoder = new EntityDecoder({
        namedEntities: { ...namedEntities, ...externalEntities },
        numericAllowed: this.options.htmlEntities,
        limit: {
          maxTotalExpansions: this.options.processEntities.maxTotalExpansions,
          maxExpandedLength: this.options.processEntities.maxExpandedLength,
          applyLimitsTo: this.options.processEntities.appliesTo,
        },
        // onExternalEntity: (name, value) => isUnsafe(value) ? 'block' : 'allow',
        onInputEntity: (name, value) =>
          //TODO: VALID_CONTEXTS.HTML should be set only if this.options.htmlEntities
          isUnsafe(value, [html, xml]) ? ENTITY_ACTION.BLOCK : ENTITY_ACTION.ALLOW,

        //postCheck: resolved => resolved
      });
    }

    // Initialize path matcher for path-expression-matcher
    this.matcher = new Matcher();
    this.readonlyMatcher = this.matcher.readOnly();

    // Flag to track if current node is a stop node (optimization)
    this.isCurrentNodeStopNode = false;

    // Pre-compile stopNodes expressions
    this.stopNodeExpressionsSet = new ExpressionSet();
    const stopNodesOpts = this.options.stopNodes;
    if (stopNodesOpts && stopNodesOpts.length > 0) {
      for (let i = 0; i < stopNodesOpts.length; i++) {
        const stopNodeExp = stopNodesOpts[i];
        if (typeof stopNodeExp === 'string') {
          // Convert string to Expression object
          this.stopNodeExpressionsSet.add(new Expression(stopNodeExp));
        } else if (stopNodeExp instanceof Expression) {
          // Already an Expression object
          this.stopNodeExpressionsSet.add(stopNodeExp);
        }
      }
      this.stopNodeExpressionsSet.seal();
    }
  }

}


/**
 * @param {string} val
 * @param {string} tagName
 * @param {string|Matcher} jPath - jPath string or Matcher instance based on options.jPath
 * @param {boolean} dontTrim
 * @param {boolean} hasAttributes
 * @param {boolean} isLeafNode
 * @param {boolean} escapeEntities
 */
function parseTextData(val, tagName, jPath, dontTrim, hasAttributes, isLeafNode, escapeEntities) {
  const options = this.options;
  if (val !== undefined) {
    if (options.trimValues && !dontTrim) {
      val = val.trim();
    }
    if (val.length > 0) {
      if (!escapeEntities) val = this.replaceEntitiesValue(val, tagName, jPath);

      // Pass jPath string or matcher based on options.jPath setting
      const jPathOrMatcher = options.jPath ? jPath.toString() : jPath;
      const newval = options.tagValueProcessor(tagName, val, jPathOrMatcher, hasAttributes, isLeafNode);
      if (newval === null || newval === undefined) {
        //don't parse
        return val;
      } else if (typeof newval !== typeof val || newval !== val) {
        //overwrite
        return newval;
      } else if (options.trimValues) {
        return parseValue(val, options.parseTagValue, options.numberParseOptions);
      } else {
        const trimmedVal = val.trim();
        if (trimmedVal === val) {
          return parseValue(val, options.parseTagValue, options.numberParseOptions);
        } else {
          return val;
        }
      }
    }
  }
}

function resolveNameSpace(tagname) {
  if (this.options.removeNSPrefix) {
    const tags = tagname.split(':');
    const prefix = tagname.charAt(0) === '/' ? '/' : '';
    if (tags[0] === 'xmlns') {
      return '';
    }
    if (tags.length === 2) {
      tagname = prefix + tags[1];
    }
  }
  return tagname;
}

//TODO: change regex to capture NS
//const attrsRegx = new RegExp("([\\w\\-\\.\\:]+)\\s*=\\s*(['\"])((.|\n)*?)\\2","gm");
// The value is matched with a negated class per quote type rather than a lazy `[\s\S]*?` up to a
// backreference, which is much slower on long values (SVG paths, data URIs)
const attrsRegx = /([^\s=]+)\s*(=\s*(?:"([^"]*)"|'([^']*)'))?/gm;

// value inside double quotes, or inside single quotes, or undefined when there is no value
function attrValue(match) {
  return match[3] !== undefined ? match[3] : match[4];
}

function buildAttributesMap(attrStr, jPath, tagName, force = false) {
  const options = this.options;
  if (force === true || (options.ignoreAttributes !== true && typeof attrStr === 'string')) {
    // attrStr = attrStr.replace(/\r?\n/g, ' ');
    //attrStr = attrStr || attrStr.trim();

    const matches = getAllMatches(attrStr, attrsRegx);
    const len = matches.length; //don't make it inline
    const attrs = {};

    // Pre-process values once: trim + entity replacement
    // Reused in both matcher update and second pass
    const processedVals = new Array(len);
    let hasRawAttrs = false;
    const rawAttrsForMatcher = {};

    for (let i = 0; i < len; i++) {
      const attrName = this.resolveNameSpace(matches[i][1]);
      const oldVal = attrValue(matches[i]);

      if (attrName.length && oldVal !== undefined) {
        let val = oldVal;
        if (options.trimValues) val = val.trim();
        val = this.replaceEntitiesValue(val, tagName, this.readonlyMatcher);
        processedVals[i] = val;

        rawAttrsForMatcher[attrName] = val;
        hasRawAttrs = true;
      }
    }

    // Update matcher ONCE before second pass, if applicable
    if (hasRawAttrs && typeof jPath === 'object' && jPath.updateCurrent) {
      jPath.updateCurrent(rawAttrsForMatcher);
    }

    // Hoist toString() once — path doesn't change during attribute processing
    const jPathStr = options.jPath ? jPath.toString() : this.readonlyMatcher;

    // Second pass: apply processors, build final attrs
    let hasAttrs = false;
    for (let i = 0; i < len; i++) {
      const attrName = this.resolveNameSpace(matches[i][1]);

      if (this.ignoreAttributesFn(attrName, jPathStr)) continue;

      let aName = options.attributeNamePrefix + attrName;

      if (attrName.length) {
        if (options.transformAttributeName) {
          aName = options.transformAttributeName(aName);
        }
        aName = sanitizeName(aName, options);

        if (attrValue(matches[i]) !== undefined) {
          // Reuse already-processed value — no double entity replacement
          const oldVal = processedVals[i];

          const newVal = options.attributeValueProcessor(attrName, oldVal, jPathStr);
          if (newVal === null || newVal === undefined) {
            attrs[aName] = oldVal;
          } else if (typeof newVal !== typeof oldVal || newVal !== oldVal) {
            attrs[aName] = newVal;
          } else {
            attrs[aName] = parseValue(oldVal, options.parseAttributeValue, options.numberParseOptions);
          }
          hasAttrs = true;
        } else if (options.allowBooleanAttributes) {
          attrs[aName] = true;
          hasAttrs = true;
        }
      }
    }

    if (!hasAttrs) return;

    if (options.attributesGroupName && !options.preserveOrder) {
      const attrCollection = {};
      attrCollection[options.attributesGroupName] = attrs;
      return attrCollection;
    }
    return attrs;
  }
}
const parseXml = function (xmlData) {
  const options = this.options;
  const crlfPositions = options.captureMetaData ? [] : undefined;
  xmlData = xmlData.replace(/\r\n?/g, options.captureMetaData ? (newline, index) => {
    if (newline.length === 2) {
      // Store the position after earlier CRLF pairs have been normalized.
      crlfPositions.push(index - crlfPositions.length);
    }
    return "\n";
  } : "\n");
  const xmlObj = new XmlNode('!xml');
  let currentNode = xmlObj;
  let textData = "";

  // Reset matcher for new document
  this.matcher.reset();
  this.entityDecoder.reset();

  // Reset entity expansion counters for this document
  this.entityExpansionCount = 0;
  this.currentExpandedLength = 0;
  this.doctypefound = false;
  const docTypeReader = new DocTypeReader(options.processEntities);
  const xmlLen = xmlData.length;
  for (let i = 0; i < xmlLen; i++) {//for each char in XML data
    const ch = xmlData[i];
    if (ch === '<') {
      // const nextIndex = i+1;
      // const _2ndChar = xmlData[nextIndex];
      const c1 = xmlData.charCodeAt(i + 1);
      if (c1 === 47) {//Closing Tag '/'
        const closeIndex = findClosingIndex(xmlData, ">", i, "Closing Tag is not closed.")
        let tagName = xmlData.substring(i + 2, closeIndex).trim();

        if (options.removeNSPrefix) {
          const colonIndex = tagName.indexOf(":");
          if (colonIndex !== -1) {
            tagName = tagName.substr(colonIndex + 1);
          }
        }

        tagName = transformTagName(options.transformTagName, tagName, "", options).tagName;

        if (currentNode) {
          textData = this.saveTextToParentTag(textData, currentNode, this.readonlyMatcher);
        }

        //check if last tag of nested tag was unpaired tag
        const lastTagName = this.matcher.getCurrentTag();
        if (tagName && options.unpairedTagsSet.has(tagName)) {
          throw new Error(`Unpaired tag can not be used as closing tag: </${tagName}>`);
        }
        if (lastTagName && options.unpairedTagsSet.has(lastTagName)) {
          // Pop the unpaired tag
          this.matcher.pop();
          this.tagsNodeStack.pop();
        }
        // Pop the closing tag
        this.matcher.pop();
        this.isCurrentNodeStopNode = false; // Reset flag when closing tag

        //a closing tag with no matching opening tag leaves the stack empty
        currentNode = this.tagsNodeStack.pop() || xmlObj;//avoid recursion, set the parent tag scope

        if (options.captureMetaData && currentNode) {
          currentNode.addEndIndex(getOriginalIndex(closeIndex + 1, crlfPositions));
        }
        textData = "";
        i = closeIndex;
      } else if (c1 === 63) { //'?'

        let tagData = readTagExp(xmlData, i, false, "?>");
        if (!tagData) throw new Error("Pi Tag is not closed.");

        textData = this.saveTextToParentTag(textData, currentNode, this.readonlyMatcher);
        const attsMap = this.buildAttributesMap(tagData.tagExp, this.matcher, tagData.tagName, true);
        if (attsMap) {
          const ver = attsMap[this.options.attributeNamePrefix + "version"];
          this.entityDecoder.setXmlVersion(Number(ver) || 1.0);
          docTypeReader.setXmlVersion(Number(ver) || 1.0);
        }
        if ((options.ignoreDeclaration && tagData.tagName === "?xml") || options.ignorePiTags) {
          //do nothing
        } else {

          const childNode = new XmlNode(tagData.tagName);
          childNode.add(options.textNodeName, "");

          if (tagData.tagName !== tagData.tagExp && tagData.attrExpPresent && options.ignoreAttributes !== true) {
            childNode[":@"] = attsMap
          }
          const startIndex = options.captureMetaData ? getOriginalIndex(i, crlfPositions) : i;
          this.addChild(currentNode, childNode, this.readonlyMatcher, startIndex);

          if (options.captureMetaData) {
            // closeIndex points at '?' of the closing '?>'
            currentNode.addEndIndex(getOriginalIndex(tagData.closeIndex + 2, crlfPositions));
          }
        }


        i = tagData.closeIndex + 1;
      } else if (c1 === 33
        && xmlData.charCodeAt(i + 2) === 45
        && xmlData.charCodeAt(i + 3) === 45) { //'!--'
        const endIndex = findClosingIndex(xmlData, "-->", i + 4, "Comment is not closed.")
        if (options.commentPropName) {
          const comment = xmlData.substring(i + 4, endIndex - 2);

          textData = this.saveTextToParentTag(textData, currentNode, this.readonlyMatcher);

          currentNode.add(options.commentPropName, [{ [options.textNodeName]: comment }]);
        }
        i = endIndex;
      } else if (c1 === 33
        && xmlData.charCodeAt(i + 2) === 68) { //'!D'
        if (this.doctypefound) throw new Error("Multiple DOCTYPE declarations found.");
        this.doctypefound = true;
        const result = docTypeReader.readDocType(xmlData, i);
        this.entityDecoder.addInputEntities(result.entities);
        i = result.i;
      } else if (c1 === 33
        && xmlData.charCodeAt(i + 2) === 91) { // '!['
        const closeIndex = findClosingIndex(xmlData, "]]>", i, "CDATA is not closed.") - 2;
        const tagExp = xmlData.substring(i + 9, closeIndex);

        textData = this.saveTextToParentTag(textData, currentNode, this.readonlyMatcher);

        let val = this.parseTextData(tagExp, currentNode.tagname, this.readonlyMatcher, true, false, true, true);
        if (val == undefined) val = "";

        //cdata should be set even if it is 0 length string
        if (options.cdataPropName) {
          currentNode.add(options.cdataPropName, [{ [options.textNodeName]: tagExp }]);
        } else {
          currentNode.add(options.textNodeName, val);
        }

        i = closeIndex + 2;
      } else {//Opening tag
        let result = readTagExp(xmlData, i, options.removeNSPrefix);

        // Safety check: readTagExp can return undefined
        if (!result) {
          // Log context for debugging
          const context = xmlData.substring(Math.max(0, i - 50), Math.min(xmlLen, i + 50));
          throw new Error(`readTagExp returned undefined at position ${i}. Context: "${context}"`);
        }

        let tagName = result.tagName;
        const rawTagName = result.rawTagName;
        let tagExp = result.tagExp;
        let attrExpPresent = result.attrExpPresent;
        let closeIndex = result.closeIndex;

        ({ tagName, tagExp } = transformTagName(options.transformTagName, tagName, tagExp, options));

        if (options.strictReservedNames &&
          (tagName === options.commentPropName
            || tagName === options.cdataPropName
            || tagName === options.textNodeName
            || tagName === options.attributesGroupName
          )) {
          throw new Error(`Invalid tag name: ${tagName}`);
        }

        //save text as child node
        if (currentNode && textData) {
          if (currentNode.tagname !== '!xml') {
            //when nested tag is found
            textData = this.saveTextToParentTag(textData, currentNode, this.readonlyMatcher, false);
          }
        }

        //check if last tag was unpaired tag
        const lastTag = currentNode;
        if (lastTag && options.unpairedTagsSet.has(lastTag.tagname)) {
          currentNode = this.tagsNodeStack.pop();
          this.matcher.pop();
        }

        // Clean up self-closing syntax BEFORE processing attributes
        // This is where tagExp gets the trailing / removed
        let isSelfClosing = false;
        if (tagExp.length > 0 && tagExp.lastIndexOf("/") === tagExp.length - 1) {
          isSelfClosing = true;
          if (tagName[tagName.length - 1] === "/") {
            tagName = tagName.substr(0, tagName.length - 1);
            tagExp = tagName;
          } else {
            tagExp = tagExp.substr(0, tagExp.length - 1);
          }

          // Re-check attrExpPresent after cleaning
          attrExpPresent = (tagName !== tagExp);
        }

        // Now process attributes with CLEAN tagExp (no trailing /)
        let prefixedAttrs = null;
        let rawAttrs = {};
        let namespace = undefined;

        // Extract namespace from rawTagName
        namespace = extractNamespace(rawTagName);

        // Push tag to matcher FIRST (with empty attrs for now) so callbacks see correct path
        if (tagName !== xmlObj.tagname) {
          this.matcher.push(tagName, {}, namespace);
        }

        // Now build attributes - callbacks will see correct matcher state
        if (tagName !== tagExp && attrExpPresent) {
          // Build attributes (returns prefixed attributes for the tree)
          // Note: buildAttributesMap now internally updates the matcher with raw attributes
          prefixedAttrs = this.buildAttributesMap(tagExp, this.matcher, tagName);

          if (prefixedAttrs) {
            // Extract raw attributes (without prefix) for our use
            //TODO: seems a performance overhead
            rawAttrs = extractRawAttributes(prefixedAttrs, options);
          }
        }

        // Now check if this is a stop node (after attributes are set)
        if (tagName !== xmlObj.tagname) {
          this.isCurrentNodeStopNode = this.isItStopNode();
        }

        const startIndex = options.captureMetaData ? getOriginalIndex(i, crlfPositions) : i;
        if (this.isCurrentNodeStopNode) {
          let tagContent = "";

          // For self-closing tags, content is empty
          if (isSelfClosing) {
            i = result.closeIndex;
          }
          //unpaired tag
          else if (options.unpairedTagsSet.has(tagName)) {
            i = result.closeIndex;
          }
          //normal tag
          else {
            //read until closing tag is found
            const result = this.readStopNodeData(xmlData, rawTagName, closeIndex + 1);
            if (!result) throw new Error(`Unexpected end of ${rawTagName}`);
            i = result.i;
            tagContent = result.tagContent;
          }

          const childNode = new XmlNode(tagName);

          if (prefixedAttrs) {
            childNode[":@"] = prefixedAttrs;
          }

          // For stop nodes, store raw content as-is without any processing
          childNode.add(options.textNodeName, tagContent);

          this.matcher.pop(); // Pop the stop node tag
          this.isCurrentNodeStopNode = false; // Reset flag

          this.addChild(currentNode, childNode, this.readonlyMatcher, startIndex);

          if (options.captureMetaData) {
            currentNode.addEndIndex(getOriginalIndex(i + 1, crlfPositions));
          }
        } else {
          //selfClosing tag
          if (isSelfClosing) {
            ({ tagName, tagExp } = transformTagName(options.transformTagName, tagName, tagExp, options));

            const childNode = new XmlNode(tagName);
            if (prefixedAttrs) {
              childNode[":@"] = prefixedAttrs;
            }
            this.addChild(currentNode, childNode, this.readonlyMatcher, startIndex);

            if (options.captureMetaData) {
              currentNode.addEndIndex(getOriginalIndex(closeIndex + 1, crlfPositions));
            }
            this.matcher.pop(); // Pop self-closing tag
            this.isCurrentNodeStopNode = false; // Reset flag
          }
          else if (options.unpairedTagsSet.has(tagName)) {//unpaired tag
            const childNode = new XmlNode(tagName);
            if (prefixedAttrs) {
              childNode[":@"] = prefixedAttrs;
            }
            this.addChild(currentNode, childNode, this.readonlyMatcher, startIndex);

            if (options.captureMetaData) {
              currentNode.addEndIndex(getOriginalIndex(result.closeIndex + 1, crlfPositions));
            }
            this.matcher.pop(); // Pop unpaired tag
            this.isCurrentNodeStopNode = false; // Reset flag
            i = result.closeIndex;
            // Continue to next iteration without changing currentNode
            continue;
          }
          //opening tag
          else {
            const childNode = new XmlNode(tagName);
            if (this.tagsNodeStack.length > options.maxNestedTags) {
              throw new Error("Maximum nested tags exceeded");
            }
            this.tagsNodeStack.push(currentNode);

            if (prefixedAttrs) {
              childNode[":@"] = prefixedAttrs;
            }
            this.addChild(currentNode, childNode, this.readonlyMatcher, startIndex);
            currentNode = childNode;
          }
          textData = "";
          i = closeIndex;
        }
      }
    } else {
      textData += xmlData[i];
    }
  }
  return xmlObj.child;
}

function getOriginalIndex(index, crlfPositions) {
  let low = 0;
  let high = crlfPositions.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (crlfPositions[middle] < index) low = middle + 1;
    else high = middle;
  }
  return index + low;
}

function addChild(currentNode, childNode, matcher, startIndex) {
  // unset startIndex if not requested
  if (!this.options.captureMetaData) startIndex = undefined;

  // Pass jPath string or matcher based on options.jPath setting
  const jPathOrMatcher = this.options.jPath ? matcher.toString() : matcher;
  const result = this.options.updateTag(childNode.tagname, jPathOrMatcher, childNode[":@"])
  if (result === false) {
    //do nothing
  } else if (typeof result === "string") {
    childNode.tagname = result
    currentNode.addChild(childNode, startIndex);
  } else {
    currentNode.addChild(childNode, startIndex);
  }
}

/**
 * @param {object} val - Entity object with regex and val properties
 * @param {string} tagName - Tag name
 * @param {string|Matcher} jPath - jPath string or Matcher instance based on options.jPath
 */
function replaceEntitiesValue(val, tagName, jPath) {
  const entityConfig = this.options.processEntities;

  if (!entityConfig || !entityConfig.enabled) {
    return val;
  }

  // Check if tag is allowed to contain entities
  if (entityConfig.allowedTags) {
    const jPathOrMatcher = this.options.jPath ? jPath.toString() : jPath;
    const allowed = Array.isArray(entityConfig.allowedTags)
      ? entityConfig.allowedTags.includes(tagName)
      : entityConfig.allowedTags(tagName, jPathOrMatcher);

    if (!allowed) {
      return val;
    }
  }

  // Apply custom tag filter if provided
  if (entityConfig.tagFilter) {
    const jPathOrMatcher = this.options.jPath ? jPath.toString() : jPath;
    if (!entityConfig.tagFilter(tagName, jPathOrMatcher)) {
      return val; // Skip based on custom filter
    }
  }

  return this.entityDecoder.decode(val);
}


function saveTextToParentTag(textData, parentNode, matcher, isLeafNode) {
  if (textData) { //store previously collected data as textNode
    if (isLeafNode === undefined) isLeafNode = parentNode.child.length === 0

    textData = this.parseTextData(textData,
      parentNode.tagname,
      matcher,
      false,
      parentNode[":@"] ? Object.keys(parentNode[":@"]).length !== 0 : false,
      isLeafNode);

    if (textData !== undefined && textData !== "")
      parentNode.add(this.options.textNodeName, textData);
    textData = "";
  }
  return textData;
}

/**
 * @param {Array<Expression>} stopNodeExpressions - Array of compiled Expression objects
 * @param {Matcher} matcher - Current path matcher
 */
function isItStopNode() {
  if (this.stopNodeExpressionsSet.size === 0) return false;

  return this.matcher.matchesAny(this.stopNodeExpressionsSet);
}

/**
 * Returns the tag Expression and where it is ending handling single-double quotes situation
 * @param {string} xmlData 
 * @param {number} i starting index
 * @returns 
 */
function tagExpWithClosingIndex(xmlData, i, closingChar = ">") {
  //TODO: ignore boolean attributes in tag expression
  //TODO: if ignore attributes, dont read full attribute expression but the end. But read for xml declaration
  const len = xmlData.length;
  const closeCode0 = closingChar.charCodeAt(0);
  const closeCode1 = closingChar.length > 1 ? closingChar.charCodeAt(1) : -1;

  let result = '';
  let segmentStart = i;

  for (let index = i; index < len; index++) {
    const code = xmlData.charCodeAt(index);

    if (code === 34 || code === 39) { // " or '
      // Skip the quoted value in one step: nothing inside it can close the tag
      index = xmlData.indexOf(xmlData[index], index + 1);
      if (index === -1) return;
    } else if (code === closeCode0) {
      if (closeCode1 !== -1) {
        if (xmlData.charCodeAt(index + 1) === closeCode1) {
          result += xmlData.substring(segmentStart, index);
          return { data: result, index };
        }
      } else {
        result += xmlData.substring(segmentStart, index);
        return { data: result, index };
      }
    } else if (code === 9) { // \t - only replace with space outside attribute values
      // Flush accumulated segment, add space, start new segment
      result += xmlData.substring(segmentStart, index) + ' ';
      segmentStart = index + 1;
    }
  }
}

function findClosingIndex(xmlData, str, i, errMsg) {
  const closingIndex = xmlData.indexOf(str, i);
  if (closingIndex === -1) {
    throw new Error(errMsg)
  } else {
    return closingIndex + str.length - 1;
  }
}

function findClosingChar(xmlData, char, i, errMsg) {
  const closingIndex = xmlData.indexOf(char, i);
  if (closingIndex === -1) throw new Error(errMsg);
  return closingIndex; // no offset needed
}

function readTagExp(xmlData, i, removeNSPrefix, closingChar = ">") {
  const result = tagExpWithClosingIndex(xmlData, i + 1, closingChar);
  if (!result) return;
  let tagExp = result.data;
  const closeIndex = result.index;
  const separatorIndex = tagExp.search(/\s/);
  let tagName = tagExp;
  let attrExpPresent = true;
  if (separatorIndex !== -1) {//separate tag name and attributes expression
    tagName = tagExp.substring(0, separatorIndex);
    tagExp = tagExp.substring(separatorIndex + 1).trimStart();
  }

  const rawTagName = tagName;
  if (removeNSPrefix) {
    const colonIndex = tagName.indexOf(":");
    if (colonIndex !== -1) {
      tagName = tagName.substr(colonIndex + 1);
      attrExpPresent = tagName !== result.data.substr(colonIndex + 1);
    }
  }

  return {
    tagName: tagName,
    tagExp: tagExp,
    closeIndex: closeIndex,
    attrExpPresent: attrExpPresent,
    rawTagName: rawTagName,
  }
}
/**
 * find paired tag for a stop node
 * @param {string} xmlData 
 * @param {string} tagName 
 * @param {number} i 
 */
function readStopNodeData(xmlData, tagName, i) {
  const startIndex = i;
  // Starting at 1 since we already have an open tag
  let openTagCount = 1;
  let lenient = false; // set once a quote-aware tag scan fails
  let nextGt = -1; // cached index of the next '>'

  const xmllen = xmlData.length;
  for (; i < xmllen; i++) {
    if (xmlData[i] === "<") {
      const c1 = xmlData.charCodeAt(i + 1);
      if (c1 === 47) {//close tag '/'
        const closeIndex = findClosingChar(xmlData, ">", i, `${tagName} is not closed`);
        let closeTagName = xmlData.substring(i + 2, closeIndex).trim();
        if (closeTagName === tagName) {
          openTagCount--;
          if (openTagCount === 0) {
            return {
              tagContent: xmlData.substring(startIndex, i),
              i: closeIndex
            }
          }
        }
        i = closeIndex;
      } else if (c1 === 63) { //?
        const closeIndex = findClosingIndex(xmlData, "?>", i + 1, "StopNode is not closed.")
        i = closeIndex;
      } else if (c1 === 33
        && xmlData.charCodeAt(i + 2) === 45
        && xmlData.charCodeAt(i + 3) === 45) { // '!--'
        const closeIndex = findClosingIndex(xmlData, "-->", i + 3, "StopNode is not closed.")
        i = closeIndex;
      } else if (c1 === 33
        && xmlData.charCodeAt(i + 2) === 91) { // '!['
        const closeIndex = findClosingIndex(xmlData, "]]>", i, "StopNode is not closed.") - 2;
        i = closeIndex;
      } else {
        const tagData = lenient ? undefined : readTagExp(xmlData, i, false);

        if (tagData) {
          const openTagName = tagData.tagName;
          if (openTagName === tagName && tagData.tagExp[tagData.tagExp.length - 1] !== "/") {
            openTagCount++;
          }
          i = tagData.closeIndex;
        } else {
          // no closing '>'. use lenient approach to find '<' instead of readTagExp, to avoid repeated rescans.
          lenient = true;
          if (nextGt < i) {
            nextGt = xmlData.indexOf(">", i);
            if (nextGt === -1) return; // no '>' left, so no closing tag can follow
          }
          const nextLt = xmlData.indexOf("<", i + 1);
          if (nextLt === -1 || nextLt > nextGt) { // looks like a real tag
            const exp = xmlData.substring(i + 1, nextGt);
            const sep = exp.search(/\s/);
            const name = sep === -1 ? exp : exp.substring(0, sep);
            if (name === tagName && exp[exp.length - 1] !== "/") openTagCount++;
            i = nextGt;
          } // else: treat this '<' as plain text
        }
      }
    }
  }//end for loop
}

function parseValue(val, shouldParse, options) {
  if (shouldParse && typeof val === 'string') {
    //console.log(options)
    const newval = val.trim();
    if (newval === 'true') return true;
    else if (newval === 'false') return false;
    else return toNumber(val, options);
  } else {
    if (isExist(val)) {
      return val;
    } else {
      return '';
    }
  }
}

function fromCodePoint(str, base, prefix) {
  const codePoint = Number.parseInt(str, base);

  if (codePoint >= 0 && codePoint <= 0x10FFFF) {
    return String.fromCodePoint(codePoint);
  } else {
    return prefix + str + ";";
  }
}

function transformTagName(fn, tagName, tagExp, options) {
  if (fn) {
    const newTagName = fn(tagName);
    if (tagExp === tagName) {
      tagExp = newTagName
    }
    tagName = newTagName;
  }
  tagName = sanitizeName(tagName, options);
  return { tagName, tagExp };
}



function sanitizeName(name, options) {
  if (criticalProperties.includes(name)) {
    throw new Error(`[SECURITY] Invalid name: "${name}" is a reserved JavaScript keyword that could cause prototype pollution`);
  } else if (DANGEROUS_PROPERTY_NAMES.includes(name)) {
    return options.onDangerousProperty(name);
  }
  return name;
}
;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/xmlparser/node2json.js





const node2json_METADATA_SYMBOL = XmlNode.getMetaDataSymbol();

/**
 * Helper function to strip attribute prefix from attribute map
 * @param {object} attrs - Attributes with prefix (e.g., {"@_class": "code"})
 * @param {string} prefix - Attribute prefix to remove (e.g., "@_")
 * @returns {object} Attributes without prefix (e.g., {"class": "code"})
 */
function stripAttributePrefix(attrs, prefix) {
  if (!attrs || typeof attrs !== 'object') return {};
  if (!prefix) return attrs;

  const rawAttrs = {};
  for (const key in attrs) {
    if (key.startsWith(prefix)) {
      const rawName = key.substring(prefix.length);
      rawAttrs[rawName] = attrs[key];
    } else {
      // Attribute without prefix (shouldn't normally happen, but be safe)
      rawAttrs[key] = attrs[key];
    }
  }
  return rawAttrs;
}

/**
 * 
 * @param {array} node 
 * @param {any} options 
 * @param {Matcher} matcher - Path matcher instance
 * @returns 
 */
function prettify(node, options, matcher, readonlyMatcher) {
  return compress(node, options, matcher, readonlyMatcher);
}

/**
 * @param {array} arr 
 * @param {object} options 
 * @param {Matcher} matcher - Path matcher instance
 * @returns object
 */
function compress(arr, options, matcher, readonlyMatcher) {
  let text;
  const compressedObj = {}; //This is intended to be a plain object
  for (let i = 0; i < arr.length; i++) {
    const tagObj = arr[i];
    const property = propName(tagObj);

    // Push current property to matcher WITH RAW ATTRIBUTES (no prefix)
    if (property !== undefined && property !== options.textNodeName) {
      const rawAttrs = stripAttributePrefix(
        tagObj[":@"] || {},
        options.attributeNamePrefix
      );
      matcher.push(property, rawAttrs);
    }

    if (property === options.textNodeName) {
      if (text === undefined) text = tagObj[property];
      else text += "" + tagObj[property];
    } else if (property === undefined) {
      continue;
    } else if (tagObj[property]) {

      let val = compress(tagObj[property], options, matcher, readonlyMatcher);
      const isLeaf = isLeafTag(val, options);

      if (Object.keys(val).length === 0 && options.alwaysCreateTextNode) {
        val[options.textNodeName] = "";
      }

      if (tagObj[":@"]) {
        assignAttributes(val, tagObj[":@"], readonlyMatcher, options);
      } else if (Object.keys(val).length === 1 && val[options.textNodeName] !== undefined && !options.alwaysCreateTextNode) {
        val = val[options.textNodeName];
      } else if (Object.keys(val).length === 0) {
        if (options.alwaysCreateTextNode) val[options.textNodeName] = "";
        else val = "";
      }

      if (tagObj[node2json_METADATA_SYMBOL] !== undefined && typeof val === "object" && val !== null) {
        val[node2json_METADATA_SYMBOL] = tagObj[node2json_METADATA_SYMBOL]; // copy over metadata
      }


      if (compressedObj[property] !== undefined && Object.prototype.hasOwnProperty.call(compressedObj, property)) {
        if (!Array.isArray(compressedObj[property])) {
          compressedObj[property] = [compressedObj[property]];
        }
        compressedObj[property].push(val);
      } else {
        //TODO: if a node is not an array, then check if it should be an array
        //also determine if it is a leaf node

        // Pass jPath string or readonlyMatcher based on options.jPath setting
        const jPathOrMatcher = options.jPath ? readonlyMatcher.toString() : readonlyMatcher;
        if (options.isArray(property, jPathOrMatcher, isLeaf)) {
          compressedObj[property] = [val];
        } else {
          compressedObj[property] = val;
        }
      }

      // Pop property from matcher after processing
      if (property !== undefined && property !== options.textNodeName) {
        matcher.pop();
      }
    }

  }
  // if(text && text.length > 0) compressedObj[options.textNodeName] = text;
  if (typeof text === "string") {
    if (text.length > 0) compressedObj[options.textNodeName] = text;
  } else if (text !== undefined) compressedObj[options.textNodeName] = text;


  return compressedObj;
}

function propName(obj) {
  const keys = Object.keys(obj);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (key !== ":@") return key;
  }
}

function assignAttributes(obj, attrMap, readonlyMatcher, options) {
  if (attrMap) {
    const keys = Object.keys(attrMap);
    const len = keys.length; //don't make it inline
    for (let i = 0; i < len; i++) {
      const atrrName = keys[i];  // This is the PREFIXED name (e.g., "@_class")

      // Strip prefix for matcher path (for isArray callback)
      const rawAttrName = atrrName.startsWith(options.attributeNamePrefix)
        ? atrrName.substring(options.attributeNamePrefix.length)
        : atrrName;

      // For attributes, we need to create a temporary path
      // Pass jPath string or matcher based on options.jPath setting
      const jPathOrMatcher = options.jPath
        ? readonlyMatcher.toString() + "." + rawAttrName
        : readonlyMatcher;

      if (options.isArray(atrrName, jPathOrMatcher, true, true)) {
        obj[atrrName] = [attrMap[atrrName]];
      } else {
        obj[atrrName] = attrMap[atrrName];
      }
    }
  }
}

function isLeafTag(obj, options) {
  const { textNodeName } = options;
  const propCount = Object.keys(obj).length;

  if (propCount === 0) {
    return true;
  }

  if (
    propCount === 1 &&
    (obj[textNodeName] || typeof obj[textNodeName] === "boolean" || obj[textNodeName] === 0)
  ) {
    return true;
  }

  return false;
}
;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/validator.js




const validator_defaultOptions = {
  allowBooleanAttributes: false, //A tag can have attributes without any value
  unpairedTags: []
};

//const tagsPattern = new RegExp("<\\/?([\\w:\\-_\.]+)\\s*\/?>","g");
function validator_validate(xmlData, options) {
  options = Object.assign({}, validator_defaultOptions, options);

  //xmlData = xmlData.replace(/(\r\n|\n|\r)/gm,"");//make it single line
  //xmlData = xmlData.replace(/(^\s*<\?xml.*?\?>)/g,"");//Remove XML starting tag
  //xmlData = xmlData.replace(/(<!DOCTYPE[\s\w\"\.\/\-\:]+(\[.*\])*\s*>)/g,"");//Remove DOCTYPE
  const tags = [];
  let tagFound = false;

  //indicates that the root tag has been closed (aka. depth 0 has been reached)
  let reachedRoot = false;

  if (xmlData[0] === '\ufeff') {
    // check for byte order mark (BOM)
    xmlData = xmlData.substr(1);
  }

  for (let i = 0; i < xmlData.length; i++) {

    if (xmlData[i] === '<' && xmlData[i + 1] === '?') {
      i += 2;
      i = readPI(xmlData, i);
      if (i.err) return i;
    } else if (xmlData[i] === '<') {
      //starting of tag
      //read until you reach to '>' avoiding any '>' in attribute value
      let tagStartPos = i;
      i++;

      if (xmlData[i] === '!') {
        i = readCommentAndCDATA(xmlData, i);
        continue;
      } else {
        let closingTag = false;
        if (xmlData[i] === '/') {
          //closing tag
          closingTag = true;
          i++;
        }
        //read tagname
        let tagName = '';
        for (; i < xmlData.length &&
          xmlData[i] !== '>' &&
          xmlData[i] !== ' ' &&
          xmlData[i] !== '\t' &&
          xmlData[i] !== '\n' &&
          xmlData[i] !== '\r'; i++
        ) {
          tagName += xmlData[i];
        }
        tagName = tagName.trim();
        //console.log(tagName);

        if (tagName[tagName.length - 1] === '/') {
          //self closing tag without attributes
          tagName = tagName.substring(0, tagName.length - 1);
          //continue;
          i--;
        }
        if (!validateTagName(tagName)) {
          let msg;
          if (tagName.trim().length === 0) {
            msg = "Invalid space after '<'.";
          } else {
            msg = "Tag '" + tagName + "' is an invalid name.";
          }
          return getErrorObject('InvalidTag', msg, getLineNumberForPosition(xmlData, i));
        }

        const result = readAttributeStr(xmlData, i);
        if (result === false) {
          return getErrorObject('InvalidAttr', "Attributes for '" + tagName + "' have open quote.", getLineNumberForPosition(xmlData, i));
        }
        let attrStr = result.value;
        i = result.index;

        if (attrStr[attrStr.length - 1] === '/') {
          //self closing tag
          const attrStrStart = i - attrStr.length;
          attrStr = attrStr.substring(0, attrStr.length - 1);
          const isValid = validateAttributeString(attrStr, options);
          if (isValid === true) {
            tagFound = true;
            //continue; //text may presents after self closing tag
          } else {
            //the result from the nested function returns the position of the error within the attribute
            //in order to get the 'true' error line, we need to calculate the position where the attribute begins (i - attrStr.length) and then add the position within the attribute
            //this gives us the absolute index in the entire xml, which we can use to find the line at last
            return getErrorObject(isValid.err.code, isValid.err.msg, getLineNumberForPosition(xmlData, attrStrStart + isValid.err.line));
          }
        } else if (closingTag) {
          if (!result.tagClosed) {
            return getErrorObject('InvalidTag', "Closing tag '" + tagName + "' doesn't have proper closing.", getLineNumberForPosition(xmlData, i));
          } else if (attrStr.trim().length > 0) {
            return getErrorObject('InvalidTag', "Closing tag '" + tagName + "' can't have attributes or invalid starting.", getLineNumberForPosition(xmlData, tagStartPos));
          } else if (tags.length === 0) {
            return getErrorObject('InvalidTag', "Closing tag '" + tagName + "' has not been opened.", getLineNumberForPosition(xmlData, tagStartPos));
          } else {
            const otg = tags.pop();
            if (tagName !== otg.tagName) {
              let openPos = getLineNumberForPosition(xmlData, otg.tagStartPos);
              return getErrorObject('InvalidTag',
                "Expected closing tag '" + otg.tagName + "' (opened in line " + openPos.line + ", col " + openPos.col + ") instead of closing tag '" + tagName + "'.",
                getLineNumberForPosition(xmlData, tagStartPos));
            }

            //when there are no more tags, we reached the root level.
            if (tags.length == 0) {
              reachedRoot = true;
            }
          }
        } else {
          const isValid = validateAttributeString(attrStr, options);
          if (isValid !== true) {
            //the result from the nested function returns the position of the error within the attribute
            //in order to get the 'true' error line, we need to calculate the position where the attribute begins (i - attrStr.length) and then add the position within the attribute
            //this gives us the absolute index in the entire xml, which we can use to find the line at last
            return getErrorObject(isValid.err.code, isValid.err.msg, getLineNumberForPosition(xmlData, i - attrStr.length + isValid.err.line));
          }

          //if the root level has been reached before ...
          if (reachedRoot === true) {
            return getErrorObject('InvalidXml', 'Multiple possible root nodes found.', getLineNumberForPosition(xmlData, i));
          } else if (options.unpairedTags.indexOf(tagName) !== -1) {
            //don't push into stack
          } else {
            tags.push({ tagName, tagStartPos });
          }
          tagFound = true;
        }

        //skip tag text value
        //It may include comments and CDATA value
        for (i++; i < xmlData.length; i++) {
          if (xmlData[i] === '<') {
            if (xmlData[i + 1] === '!') {
              //comment or CADATA
              i++;
              i = readCommentAndCDATA(xmlData, i);
              continue;
            } else if (xmlData[i + 1] === '?') {
              i = readPI(xmlData, ++i);
              if (i.err) return i;
            } else {
              break;
            }
          } else if (xmlData[i] === '&') {
            const afterAmp = validateAmpersand(xmlData, i);
            if (afterAmp == -1)
              return getErrorObject('InvalidChar', "char '&' is not expected.", getLineNumberForPosition(xmlData, i));
            i = afterAmp;
          } else {
            if (reachedRoot === true && !isWhiteSpace(xmlData[i])) {
              return getErrorObject('InvalidXml', "Extra text at the end", getLineNumberForPosition(xmlData, i));
            }
          }
        } //end of reading tag text value
        if (xmlData[i] === '<') {
          i--;
        }
      }
    } else {
      if (isWhiteSpace(xmlData[i])) {
        continue;
      }
      return getErrorObject('InvalidChar', "char '" + xmlData[i] + "' is not expected.", getLineNumberForPosition(xmlData, i));
    }
  }

  if (!tagFound) {
    return getErrorObject('InvalidXml', 'Start tag expected.', 1);
  } else if (tags.length == 1) {
    return getErrorObject('InvalidTag', "Unclosed tag '" + tags[0].tagName + "'.", getLineNumberForPosition(xmlData, tags[0].tagStartPos));
  } else if (tags.length > 0) {
    return getErrorObject('InvalidXml', "Invalid '" +
      JSON.stringify(tags.map(t => t.tagName), null, 4).replace(/\r?\n/g, '') +
      "' found.", { line: 1, col: 1 });
  }

  return true;
};

function isWhiteSpace(char) {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r';
}
/**
 * Read Processing insstructions and skip
 * @param {*} xmlData
 * @param {*} i
 */
function readPI(xmlData, i) {
  const start = i;
  for (; i < xmlData.length; i++) {
    if (xmlData[i] == '?' || xmlData[i] == ' ') {
      //tagname
      const tagname = xmlData.substr(start, i - start);
      if (i > 5 && tagname === 'xml') {
        return getErrorObject('InvalidXml', 'XML declaration allowed only at the start of the document.', getLineNumberForPosition(xmlData, i));
      } else if (xmlData[i] == '?' && xmlData[i + 1] == '>') {
        //check if valid attribut string
        i++;
        break;
      } else {
        continue;
      }
    }
  }
  return i;
}

function readCommentAndCDATA(xmlData, i) {
  if (xmlData.length > i + 5 && xmlData[i + 1] === '-' && xmlData[i + 2] === '-') {
    //comment
    for (i += 3; i < xmlData.length; i++) {
      if (xmlData[i] === '-' && xmlData[i + 1] === '-' && xmlData[i + 2] === '>') {
        i += 2;
        break;
      }
    }
  } else if (
    xmlData.length > i + 8 &&
    xmlData[i + 1] === 'D' &&
    xmlData[i + 2] === 'O' &&
    xmlData[i + 3] === 'C' &&
    xmlData[i + 4] === 'T' &&
    xmlData[i + 5] === 'Y' &&
    xmlData[i + 6] === 'P' &&
    xmlData[i + 7] === 'E'
  ) {
    let angleBracketsCount = 1;
    for (i += 8; i < xmlData.length; i++) {
      if (xmlData[i] === '<') {
        angleBracketsCount++;
      } else if (xmlData[i] === '>') {
        angleBracketsCount--;
        if (angleBracketsCount === 0) {
          break;
        }
      }
    }
  } else if (
    xmlData.length > i + 9 &&
    xmlData[i + 1] === '[' &&
    xmlData[i + 2] === 'C' &&
    xmlData[i + 3] === 'D' &&
    xmlData[i + 4] === 'A' &&
    xmlData[i + 5] === 'T' &&
    xmlData[i + 6] === 'A' &&
    xmlData[i + 7] === '['
  ) {
    for (i += 8; i < xmlData.length; i++) {
      if (xmlData[i] === ']' && xmlData[i + 1] === ']' && xmlData[i + 2] === '>') {
        i += 2;
        break;
      }
    }
  }

  return i;
}

const doubleQuote = '"';
const singleQuote = "'";

/**
 * Keep reading xmlData until '<' is found outside the attribute value.
 * @param {string} xmlData
 * @param {number} i
 */
function readAttributeStr(xmlData, i) {
  let attrStr = '';
  let startChar = '';
  let tagClosed = false;
  for (; i < xmlData.length; i++) {
    if (xmlData[i] === doubleQuote || xmlData[i] === singleQuote) {
      if (startChar === '') {
        startChar = xmlData[i];
      } else if (startChar !== xmlData[i]) {
        //if vaue is enclosed with double quote then single quotes are allowed inside the value and vice versa
      } else {
        startChar = '';
      }
    } else if (xmlData[i] === '>') {
      if (startChar === '') {
        tagClosed = true;
        break;
      }
    }
    attrStr += xmlData[i];
  }
  if (startChar !== '') {
    return false;
  }

  return {
    value: attrStr,
    index: i,
    tagClosed: tagClosed
  };
}

/**
 * Walk `attrStr` once, left to right, splitting it into attribute tokens.
 *
 * This replaces a regex that used to do the same job
 * (`(\s*)([^\s=]+)(\s*=)?(\s*(['"])(([\s\S])*?)\5)?`). That regex led with an
 * optional whitespace group followed by a required "non-whitespace" group.
 * On a long run of whitespace that never resolves into an attribute name
 * (e.g. a tag with thousands of trailing spaces before `>`), the engine
 * backtracks the whitespace group one character at a time before giving up
 * and moving to the next starting position — one full backtrack per
 * position, which is quadratic in the length of the run.
 *
 * The scan is forward-only: the cursor never moves backwards, so each
 * character is visited a constant number of times and the cost is linear
 * in the length of the string.
 *
 * Each returned token mirrors the shape the old regex match array had, so
 * the validation logic below (which reads token[1]..token[6]) didn't need
 * to change:
 *   token.startIndex - where this token begins in attrStr
 *   token[1]          - leading whitespace before the name
 *   token[2]          - the attribute name
 *   token[3]          - whitespace + '=' if present, else undefined
 *   token[4]          - marker (any defined value) if a quoted value was found
 *   token[5]          - the quote character used ('"' or "'")
 *   token[6]          - the value's text, without the surrounding quotes
 *
 * A malformed leading character (e.g. a stray '=' with no name before it)
 * is simply skipped over, one character at a time — the same outcome the
 * old regex produced by failing to match at that position and retrying at
 * the next one.
 */
function scanAttributeTokens(attrStr) {
  const tokens = [];
  const len = attrStr.length;
  let i = 0;

  while (i < len) {
    const tokenStart = i;

    // Leading whitespace before the name.
    while (i < len && isWhiteSpace(attrStr[i])) i++;
    if (i >= len) break; // trailing whitespace only — nothing left to read

    if (attrStr[i] === '=') {
      // No name before this '=' — not a valid attribute start. Move past
      i++;
      continue;
    }

    const leadingWs = attrStr.slice(tokenStart, i);

    // Attribute name — everything up to the next whitespace or '='.
    const nameStart = i;
    while (i < len && !isWhiteSpace(attrStr[i]) && attrStr[i] !== '=') i++;
    const name = attrStr.slice(nameStart, i);

    // Optional whitespace + '='.
    let equalsGroup; // whitespace + '=' text, or undefined if absent
    let j = i;
    while (j < len && isWhiteSpace(attrStr[j])) j++;
    if (j < len && attrStr[j] === '=') {
      equalsGroup = attrStr.slice(i, j + 1);
      i = j + 1;
    }

    // Optional whitespace + quoted value.
    let quoteChar;
    let value;
    let k = i;
    while (k < len && isWhiteSpace(attrStr[k])) k++;
    if (k < len && (attrStr[k] === '"' || attrStr[k] === "'")) {
      const valueStart = k + 1;
      const closeIdx = attrStr.indexOf(attrStr[k], valueStart);
      if (closeIdx !== -1) {
        quoteChar = attrStr[k];
        value = attrStr.slice(valueStart, closeIdx);
        i = closeIdx + 1;
      }
      // No closing quote found anywhere in the rest of the string — leave
      // quoteChar/value undefined, same as the old regex's group failing
      // to match a backreference-less run.
    }

    const token = { startIndex: tokenStart };
    token[1] = leadingWs;
    token[2] = name;
    token[3] = equalsGroup;
    token[4] = quoteChar !== undefined ? true : undefined;
    token[5] = quoteChar;
    token[6] = value;
    tokens.push(token);
  }

  return tokens;
}

//attr, ="sd", a="amit's", a="sd"b="saf", ab  cd=""

function validateAttributeString(attrStr, options) {
  //console.log("start:"+attrStr+":end");

  //if(attrStr.trim().length === 0) return true; //empty string

  const matches = scanAttributeTokens(attrStr);
  const attrNames = {};

  for (let i = 0; i < matches.length; i++) {
    if (matches[i][1].length === 0) {
      //nospace before attribute name: a="sd"b="saf"
      return getErrorObject('InvalidAttr', "Attribute '" + matches[i][2] + "' has no space in starting.", getPositionFromMatch(matches[i]))
    } else if (matches[i][3] !== undefined && matches[i][4] === undefined) {
      return getErrorObject('InvalidAttr', "Attribute '" + matches[i][2] + "' is without value.", getPositionFromMatch(matches[i]));
    } else if (matches[i][3] === undefined && !options.allowBooleanAttributes) {
      //independent attribute: ab
      return getErrorObject('InvalidAttr', "boolean attribute '" + matches[i][2] + "' is not allowed.", getPositionFromMatch(matches[i]));
    }
    /* else if(matches[i][6] === undefined){//attribute without value: ab=
                    return { err: { code:"InvalidAttr",msg:"attribute " + matches[i][2] + " has no value assigned."}};
                } */
    const attrName = matches[i][2];
    if (!validateAttrName(attrName)) {
      return getErrorObject('InvalidAttr', "Attribute '" + attrName + "' is an invalid name.", getPositionFromMatch(matches[i]));
    }
    if (!Object.prototype.hasOwnProperty.call(attrNames, attrName)) {
      //check for duplicate attribute.
      attrNames[attrName] = 1;
    } else {
      return getErrorObject('InvalidAttr', "Attribute '" + attrName + "' is repeated.", getPositionFromMatch(matches[i]));
    }
  }

  return true;
}

function validateNumberAmpersand(xmlData, i) {
  let re = /\d/;
  if (xmlData[i] === 'x') {
    i++;
    re = /[\da-fA-F]/;
  }
  for (; i < xmlData.length; i++) {
    if (xmlData[i] === ';')
      return i;
    if (!xmlData[i].match(re))
      break;
  }
  return -1;
}

function validateAmpersand(xmlData, i) {
  // https://www.w3.org/TR/xml/#dt-charref
  i++;
  if (xmlData[i] === ';')
    return -1;
  if (xmlData[i] === '#') {
    i++;
    return validateNumberAmpersand(xmlData, i);
  }
  let count = 0;
  for (; i < xmlData.length; i++, count++) {
    if (xmlData[i].match(/\w/) && count < 20)
      continue;
    if (xmlData[i] === ';')
      break;
    return -1;
  }
  return i;
}

function getErrorObject(code, message, lineNumber) {
  return {
    err: {
      code: code,
      msg: message,
      line: lineNumber.line || lineNumber,
      col: lineNumber.col,
    },
  };
}

function validateAttrName(attrName) {
  return isName(attrName);
}

// const startsWithXML = /^xml/i;

function validateTagName(tagname) {
  return isName(tagname) /* && !tagname.match(startsWithXML) */;
}

//this function returns the line number for the character at the given index
function getLineNumberForPosition(xmlData, index) {
  const lines = xmlData.substring(0, index).split(/\r?\n/);
  return {
    line: lines.length,

    // column number is last line's length + 1, because column numbering starts at 1:
    col: lines[lines.length - 1].length + 1
  };
}

//this function returns the position of the first character of match within attrStr
function getPositionFromMatch(match) {
  return match.startIndex + match[1].length;
}
;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/xmlparser/XMLParser.js
/* global Uint8Array */






class XMLParser {

    constructor(options) {
        this.externalEntities = {};
        this.options = buildOptions(options);

    }
    /**
     * Parse XML dats to JS object 
     * @param {string|Uint8Array} xmlData 
     * @param {boolean|Object} validationOption 
     */
    parse(xmlData, validationOption) {
        if (typeof xmlData !== "string" && xmlData.toString) {
            if (xmlData instanceof Uint8Array &&
                !(typeof Buffer !== "undefined" && Buffer.isBuffer(xmlData))) {
                xmlData = new TextDecoder("utf-8", { ignoreBOM: true }).decode(xmlData);
            } else {
                xmlData = xmlData.toString();
            }
        } else if (typeof xmlData !== "string") {
            throw new Error("XML data is accepted in String or Bytes[] form.")
        }

        if (validationOption) {
            if (validationOption === true) validationOption = {}; //validate with default options

            const result = validator_validate(xmlData, validationOption);
            if (result !== true) {
                throw Error(`${result.err.msg}:${result.err.line}:${result.err.col}`)
            }
        }
        const orderedObjParser = new OrderedObjParser(this.options, this.externalEntities);
        // orderedObjParser.entityDecoder.setExternalEntities(this.externalEntities);
        const orderedResult = orderedObjParser.parseXml(xmlData);
        if (this.options.preserveOrder || orderedResult === undefined) return orderedResult;
        else return prettify(orderedResult, this.options, orderedObjParser.matcher, orderedObjParser.readonlyMatcher);
    }

    /**
     * Add Entity which is not by default supported by this library
     * @param {string} key 
     * @param {string} value 
     */
    addEntity(key, value) {
        if (value.indexOf("&") !== -1) {
            throw new Error("Entity value can't have '&'")
        } else if (key.indexOf("&") !== -1 || key.indexOf(";") !== -1) {
            throw new Error("An entity must be set without '&' and ';'. Eg. use '#xD' for '&#xD;'")
        } else if (value === "&") {
            throw new Error("An entity with value '&' is not permitted");
        } else {
            this.externalEntities[key] = value;
        }
    }

    /**
     * Returns a Symbol that can be used to access the metadata
     * property on a node.
     * 
     * If Symbol is not available in the environment, an ordinary property is used
     * and the name of the property is here returned.
     * 
     * The XMLMetaData property is only present when `captureMetaData`
     * is true in the options.
     */
    static getMetaDataSymbol() {
        return XmlNode.getMetaDataSymbol();
    }
}
;// CONCATENATED MODULE: ./src/reports/xml.ts
// XML parsing for untrusted reports: no DTDs (so no entity expansion bombs or
// external entities), only the five predefined entities and numeric references.

class UnsafeXmlError extends Error {
}
const OPTIONS = {
    ignoreAttributes: false,
    attributeNamePrefix: "",
    textNodeName: "#text",
    // CDATA is kept apart so its content is not entity-decoded.
    cdataPropName: "#cdata",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    // Entities are decoded by decodeEntities below, once, after parsing: the
    // parser never sees a DTD, so nothing can define new ones.
    processEntities: false,
    htmlEntities: false,
    allowBooleanAttributes: true,
};
const JUNIT_ARRAYS = new Set(["testsuite", "testcase", "failure", "error", "skipped", "property"]);
const parser = new XMLParser({ ...OPTIONS, isArray: (name) => JUNIT_ARRAYS.has(name) });
/**
 * JaCoCo and some Cobertura writers always emit a DOCTYPE naming an external DTD.
 * That declaration alone (no internal subset, so nothing can define entities, and
 * the DTD is never fetched) is dropped; anything else with a DOCTYPE is refused.
 */
const EXTERNAL_DOCTYPE = /^(\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?)<!DOCTYPE\s+[\w:.-]+(?:\s+(?:PUBLIC\s+"[^"<>[\]]*"\s+"[^"<>[\]]*"|SYSTEM\s+"[^"<>[\]]*"))?\s*>/;
/** Parses XML after refusing any DOCTYPE; throws UnsafeXmlError or a parse error. */
function xml_parseXml(text, options = {}) {
    const body = options.externalDoctype ? text.replace(EXTERNAL_DOCTYPE, "$1") : text;
    if (/<!DOCTYPE/i.test(body) || /<!ENTITY/i.test(body)) {
        throw new UnsafeXmlError("report contains a DOCTYPE or ENTITY declaration; refused");
    }
    const arrays = options.arrays;
    const p = arrays ? new XMLParser({ ...OPTIONS, isArray: (name) => arrays.has(name) }) : parser;
    return p.parse(body, true);
}
const xml_NAMED = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
/** Decodes the predefined XML entities and numeric character references in one pass. */
function xml_decodeEntities(text) {
    return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (whole, ref) => {
        if (ref.startsWith("#")) {
            const code = ref[1] === "x" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
            return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
        }
        return xml_NAMED[ref] ?? whole;
    });
}
/** Text content of a parsed element that may be a string or an object with #text. */
function textOf(node) {
    if (node === undefined || node === null)
        return "";
    if (typeof node === "string")
        return xml_decodeEntities(node);
    if (typeof node === "object") {
        const n = node;
        const text = n["#text"] === undefined ? "" : xml_decodeEntities(String(n["#text"]));
        const cdata = n["#cdata"] === undefined ? "" : [n["#cdata"]].flat().map(String).join("");
        return text + cdata;
    }
    return "";
}
function attr(node, name) {
    if (node && typeof node === "object") {
        const v = node[name];
        if (typeof v === "string")
            return xml_decodeEntities(v);
    }
    return undefined;
}
function children(node, name) {
    if (node && typeof node === "object") {
        const v = node[name];
        if (Array.isArray(v))
            return v;
        if (v !== undefined)
            return [v];
    }
    return [];
}


/***/ }),

/***/ 24:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KB: () => (/* binding */ writeResults),
/* harmony export */   WG: () => (/* binding */ errorResult)
/* harmony export */ });
/* unused harmony export RESULTS_FILE */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _formats_stream_write_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(788);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(182);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(311);
// Writes results.json (and the capped logs) atomically. Called on every path,
// including bad input and crashes: a run never ends without a result file.





const RESULTS_FILE = "results.json";
async function writeResults(outDir, result, logs) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(outDir, { recursive: true });
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, RESULTS_FILE);
    const tmp = `${path}.${process.pid}.tmp`;
    // In pieces: a run of a million tests is never one string.
    await (0,_formats_stream_write_js__WEBPACK_IMPORTED_MODULE_2__/* .writeChunks */ .a7)(tmp, (0,_formats_stream_write_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonPieces */ .Mx)({ ...result, tests: [] }, ["tests"], result.tests));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, path);
    if (logs) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, "stdout.log"), logs.stdout);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, "stderr.log"), logs.stderr);
    }
    return path;
}
/** A result for runs that never reached the tests (bad input, crashes). */
function errorResult(kind, message, startedAt, workingDirectory = ".") {
    return {
        version: _model_js__WEBPACK_IMPORTED_MODULE_3__/* .RESULTS_VERSION */ .k,
        status: "error",
        message,
        framework: null,
        sandbox: null,
        summary: { total: 0, passed: 0, failed: 0, errored: 0, skipped: 0, duration_ms: Date.now() - startedAt.getTime() },
        tests: [],
        errors: [{ kind, message }],
        command: null,
        exit_code: null,
        started_at: startedAt.toISOString(),
        finished_at: new Date().toISOString(),
        working_directory: workingDirectory,
        logs: { stdout: "", stderr: "", truncated: false },
        tool: { name: "testcage", version: _version_js__WEBPACK_IMPORTED_MODULE_4__/* .VERSION */ .x },
    };
}


/***/ }),

/***/ 772:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ei: () => (/* binding */ parseResultsJson),
/* harmony export */   nw: () => (/* binding */ RESULTS_INPUT_MAX_BYTES)
/* harmony export */ });
/* unused harmony export readResultsFile */
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(182);
/* harmony import */ var _sandbox_safe_read_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(277);
/* harmony import */ var _frameworks_settle_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(862);
// Publishing an earlier run's results.json (the workflow_run pattern for fork
// pull requests: the untrusted run uploads results, a trusted workflow publishes
// them). The file was written where a fork's code ran, so it is hostile input:
// checked field by field before anything renders it, and size-capped.



const RESULTS_INPUT_MAX_BYTES = 64 * 1024 * 1024;
const TEST_STATUSES = new Set(["passed", "failed", "error", "skipped"]);
const RUN_STATUSES = new Set(["pass", "fail", "error"]);
const isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
const strOrNull = (v) => (typeof v === "string" ? v : null);
/** A string, number or boolean as text; anything else (an object whose "toString" is not a function) is `fallback`. */
const scalar = (v, fallback) => typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : fallback;
const intOrNull = (v) => typeof v === "number" && Number.isFinite(v) && v >= 0 ? Math.floor(v) : null;
function test(v, i) {
    if (!isObj(v) ||
        typeof v["name"] !== "string" ||
        typeof v["id"] !== "string" ||
        v["id"] === "" ||
        !TEST_STATUSES.has(v["status"])) {
        throw new Error(`tests[${i}] needs a non-empty string id, a string name and a status of passed, failed, error or skipped`);
    }
    const suite = Array.isArray(v["suite"]) ? v["suite"].filter((s) => typeof s === "string") : [];
    const file = strOrNull(v["file"]);
    return {
        id: v["id"],
        name: v["name"],
        suite,
        status: v["status"],
        duration_ms: intOrNull(v["duration_ms"]),
        // Annotations go to these paths: only plain repo-relative ones.
        file: file && !file.startsWith("/") && !file.split("/").includes("..") ? file : null,
        line: intOrNull(v["line"]),
        message: strOrNull(v["message"]),
        stack: strOrNull(v["stack"]),
        stdout: strOrNull(v["stdout"]),
        stderr: strOrNull(v["stderr"]),
    };
}
function runError(v, i) {
    if (!isObj(v) ||
        typeof v["message"] !== "string" ||
        v["message"] === "" ||
        !_model_js__WEBPACK_IMPORTED_MODULE_1__/* .ERROR_KINDS */ .z.includes(v["kind"])) {
        throw new Error(`errors[${i}] needs a known kind and a non-empty message`);
    }
    const file = strOrNull(v["file"]);
    return {
        kind: v["kind"],
        message: v["message"],
        file: file && !file.startsWith("/") && !file.split("/").includes("..") ? file : null,
        line: intOrNull(v["line"]),
        details: strOrNull(v["details"]),
    };
}
/** Parses and checks a results.json; the summary is recomputed from the tests, never trusted. */
function parseResultsJson(text) {
    let v;
    try {
        v = JSON.parse(text);
    }
    catch (err) {
        throw new Error(`not JSON: ${err.message}`);
    }
    if (!isObj(v) || v["version"] === undefined || !RUN_STATUSES.has(v["status"])) {
        throw new Error("not a testcage results.json (needs version and a status of pass, fail or error)");
    }
    if (!Array.isArray(v["tests"]) || !Array.isArray(v["errors"]))
        throw new Error("tests and errors must be arrays");
    const tests = v["tests"].map((t, i) => (0,_frameworks_settle_js__WEBPACK_IMPORTED_MODULE_2__/* .settleTest */ .OX)(test(t, i)));
    const errors = v["errors"].map((e, i) => (0,_frameworks_settle_js__WEBPACK_IMPORTED_MODULE_2__/* .settleError */ .Ub)(runError(e, i)));
    const count = (s) => tests.filter((t) => t.status === s).length;
    const summary = isObj(v["summary"]) ? v["summary"] : {};
    const framework = isObj(v["framework"]) && typeof v["framework"]["id"] === "string" ? v["framework"] : null;
    // The status must agree with the tests: a report that claims success with failures listed is not believed.
    let status = v["status"];
    if (status === "pass" && (count("failed") || count("error") || errors.length))
        status = "fail";
    return {
        version: scalar(v["version"], ""),
        status,
        message: strOrNull(v["message"]) ?? "",
        framework: framework
            ? {
                id: scalar(framework["id"], ""),
                name: scalar(framework["name"], scalar(framework["id"], "")),
                reason: scalar(framework["reason"], ""),
            }
            : null,
        // The sandbox facts come from the other run and cannot be checked here; not shown as ours.
        sandbox: null,
        summary: {
            total: tests.length,
            passed: count("passed"),
            failed: count("failed"),
            errored: count("error"),
            skipped: count("skipped"),
            duration_ms: intOrNull(summary["duration_ms"]) ?? 0,
        },
        tests,
        errors,
        command: null,
        exit_code: intOrNull(v["exit_code"]),
        started_at: strOrNull(v["started_at"]) ?? new Date(0).toISOString(),
        finished_at: strOrNull(v["finished_at"]) ?? new Date(0).toISOString(),
        working_directory: strOrNull(v["working_directory"]) ?? ".",
        logs: { stdout: "", stderr: "", truncated: false },
        tool: { name: "testcage", version: isObj(v["tool"]) ? scalar(v["tool"]["version"], "") : "" },
    };
}
async function readResultsFile(path) {
    const content = await readReportFile(path, RESULTS_INPUT_MAX_BYTES);
    if (!content.ok)
        throw new Error(`${path}: ${content.detail}`);
    return parseResultsJson(content.text);
}


/***/ }),

/***/ 658:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Vv: () => (/* binding */ sizeBytes),
/* harmony export */   c0: () => (/* binding */ mountCappedDisk),
/* harmony export */   vh: () => (/* binding */ MIN_DISK_BYTES),
/* harmony export */   xg: () => (/* binding */ diskFull),
/* harmony export */   zc: () => (/* binding */ unmountCappedDisk)
/* harmony export */ });
/* unused harmony exports mkfsArgs, mountArgs, unmountLeftover, mountPoints */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(643);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
// The disk cap of a run (option `disk`). The project copy, the reports folder
// and the run's cache are host folders bind-mounted into the container, so
// without a cap a test can fill the runner's disk. Here they live on a
// per-run ext4 file system in a sparse image file, loop-mounted: the kernel
// answers ENOSPC at the cap, whatever the tests do, and the image file never
// takes more of the host's disk than the cap. Mounting needs root: testcage
// uses it directly when it runs as root, else `sudo -n` (passwordless, as on
// GitHub's runners); without either the run goes on uncapped and
// results.json's isolation notes say so (probed, not promised).




/** "2g", "512m", "64k", "100" (bytes) -> bytes; the syntax options.ts accepts for sizes. */
function sizeBytes(size) {
    const m = /^([0-9]+(?:\.[0-9]+)?)([bkmg]?)$/i.exec(size.trim());
    if (!m)
        throw new Error(`not a size: ${size}`);
    const unit = { "": 1, b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2].toLowerCase()];
    return Math.floor(Number(m[1]) * unit);
}
/** The smallest cap that still holds an ext4 file system and a small project. */
const MIN_DISK_BYTES = 16 * 1024 * 1024;
/**
 * mke2fs for a throw-away file system: no journal (nothing survives the run
 * anyway, and it costs space and time), no reserved blocks (the tests get the
 * whole cap), an inode per 8 KiB (node_modules trees are many small files),
 * lazy inode table init (a 2 GiB image formats in milliseconds and stays
 * sparse), the root folder owned by the user the container runs as.
 */
function mkfsArgs(image, owner) {
    return [
        "-t",
        "ext4",
        "-q",
        "-F",
        "-m",
        "0",
        "-i",
        "8192",
        "-O",
        "^has_journal",
        "-E",
        `lazy_itable_init=1,root_owner=${owner.uid}:${owner.gid}`,
        image,
    ];
}
/** nosuid, nodev: nothing on the copy can gain privileges or reach a device; noinit_itable: no background zeroing of a throw-away file system. */
function mountArgs(image, mountPoint) {
    return ["-o", "loop,nosuid,nodev,noatime,noinit_itable", "-t", "ext4", image, mountPoint];
}
function run(file, args) {
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(file, args, { timeout: 30_000 }, (err, _stdout, stderr) => {
            const code = err
                ? typeof err.code === "number"
                    ? err.code
                    : 1
                : 0;
            resolve({ code, stderr: String(stderr).trim() || (err ? err.message : "") });
        });
    });
}
function asRoot(sudo, file, args) {
    return sudo ? run("sudo", ["-n", "--", file, ...args]) : run(file, args);
}
function findProgram(name) {
    for (const dir of ["/usr/sbin", "/sbin", "/usr/bin", "/bin"]) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, name)))
            return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, name);
    }
    return null;
}
/**
 * Makes and mounts the capped file system at `<root>/fs` (image `<root>/disk.img`).
 * Returns why not when this machine cannot (no root and no passwordless sudo, no
 * mke2fs, no loop device); the caller then runs uncapped and says so.
 */
async function mountCappedDisk(root, capBytes, owner) {
    const mke2fs = findProgram("mke2fs");
    const mount = findProgram("mount");
    if (!mke2fs || !mount)
        return { problem: "mke2fs or mount is not installed" };
    const sudo = process.getuid?.() !== 0;
    if (sudo && !findProgram("sudo"))
        return { problem: "testcage is not root and sudo is not installed" };
    const image = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, "disk.img");
    const mountPoint = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, "fs");
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(image, "", { mode: 0o600 });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.truncate)(image, capBytes);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(mountPoint, { mode: 0o700 });
    const mk = await run(mke2fs, mkfsArgs(image, owner));
    if (mk.code !== 0) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(image, { force: true });
        return { problem: `mke2fs failed: ${mk.stderr.split("\n")[0] ?? ""}` };
    }
    const m = await asRoot(sudo, mount, mountArgs(image, mountPoint));
    if (m.code !== 0) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(image, { force: true });
        return { problem: `mounting it failed${sudo ? " (sudo -n)" : ""}: ${m.stderr.split("\n")[0] ?? ""}` };
    }
    return { mountPoint, image, capBytes, sudo };
}
/**
 * True when the file system is (nearly) full: the tests reached the cap and
 * their writes failed with ENOSPC. Read before unmounting.
 */
async function diskFull(disk) {
    try {
        const s = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.statfs)(disk.mountPoint);
        const free = s.bavail * s.bsize;
        return free < Math.max(1024 * 1024, disk.capBytes / 100);
    }
    catch {
        return false;
    }
}
/**
 * Unmounts (lazily when something still holds it: the run is over, so nothing
 * may keep the host's disk) and deletes the image. The loop device goes with
 * the mount (mount -o loop sets autoclear).
 */
async function unmountCappedDisk(disk) {
    await unmount(disk.mountPoint, disk.sudo);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(disk.image, { force: true });
}
async function unmount(mountPoint, sudo) {
    const umount = findProgram("umount") ?? "umount";
    if ((await asRoot(sudo, umount, [mountPoint])).code === 0)
        return true;
    return (await asRoot(sudo, umount, ["-l", mountPoint])).code === 0;
}
/** Unmounts a disk a run that was killed never unmounted (the post step's clean-up); false when it could not. */
function unmountLeftover(mountPoint) {
    return unmount(mountPoint, process.getuid?.() !== 0);
}
/** /proc/self/mountinfo's mount points (field 5, with its octal escapes for space, tab, newline, backslash). */
function mountPoints(mountinfo) {
    return mountinfo
        .split("\n")
        .map((line) => line.split(" ")[4])
        .filter((field) => field !== undefined && field !== "")
        .map((field) => field.replace(/\\([0-7]{3})/g, (_, octal) => String.fromCharCode(parseInt(octal, 8))));
}


/***/ }),

/***/ 770:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   j$: () => (/* binding */ registryHosts),
/* harmony export */   u6: () => (/* binding */ validAllowHost),
/* harmony export */   wP: () => (/* binding */ proxyEnvironment),
/* harmony export */   yA: () => (/* binding */ EGRESS_PORT)
/* harmony export */ });
// Which hosts the install phase may reach (docs/architecture.md §4), and the
// variables that point each package manager at the egress proxy. The list is the
// registries the language's package managers use by default; a project on a
// private or mirrored registry names it with install-allow-hosts.
/** Registries by the language of the detected framework. */
const REGISTRIES = {
    // npm, pnpm and yarn (classic and berry); node-gyp's headers.
    javascript: ["registry.npmjs.org", "registry.yarnpkg.com", "repo.yarnpkg.com", "nodejs.org"],
    python: ["pypi.org", "files.pythonhosted.org"],
    java: ["repo.maven.apache.org", "repo1.maven.org"],
    rust: ["index.crates.io", "static.crates.io", "crates.io"],
    go: ["proxy.golang.org", "sum.golang.org"],
    ruby: ["rubygems.org", "index.rubygems.org"],
    php: ["repo.packagist.org", "packagist.org"],
    elixir: ["repo.hex.pm", "hex.pm", "builds.hex.pm"],
};
/** The port the forwarder listens on inside the install's own network namespace. */
const EGRESS_PORT = 3128;
function registryHosts(language, extra) {
    return [...new Set([...(REGISTRIES[language] ?? []), ...extra.map((h) => h.toLowerCase())])];
}
/** One host name or "*.suffix"; what install-allow-hosts accepts. */
function validAllowHost(host) {
    const name = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
    // A top-level label is never all digits: that is an address, which the proxy never allows.
    return name.test(host) && host.length <= 253 && !/^\d+$/.test(host.split(".").pop());
}
/**
 * The install's environment that sends every package manager through the
 * forwarder: the proxy variables curl, pip, go, cargo and npm read, and Java's
 * proxy properties for Maven (which reads no proxy variable).
 */
function proxyEnvironment(javaOpts = "") {
    const url = `http://127.0.0.1:${EGRESS_PORT}`;
    const java = ["http", "https"].map((s) => `-D${s}.proxyHost=127.0.0.1 -D${s}.proxyPort=${EGRESS_PORT}`).join(" ");
    return {
        HTTP_PROXY: url,
        HTTPS_PROXY: url,
        http_proxy: url,
        https_proxy: url,
        npm_config_proxy: url,
        npm_config_https_proxy: url,
        CARGO_HTTP_PROXY: url,
        NO_PROXY: "",
        no_proxy: "",
        MAVEN_OPTS: `${javaOpts} ${java}`.trim(),
    };
}


/***/ }),

/***/ 282:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ew: () => (/* binding */ isForbiddenEnvName),
/* harmony export */   PZ: () => (/* binding */ baseEnvironment),
/* harmony export */   Vk: () => (/* binding */ containerEnvironment),
/* harmony export */   ns: () => (/* binding */ ALLOWED_ENV)
/* harmony export */ });
/* unused harmony export FORBIDDEN_ENV */
// The sandbox environment is built from nothing: an allow-list of harmless
// variables, then the adapter's, then what the user named. Secrets are refused
// by name even when asked for (docs/architecture.md §4).
/** Variables a test process may need to behave normally; none can carry a secret. */
const ALLOWED_ENV = [
    "PATH",
    "LANG",
    "LC_ALL",
    "LC_CTYPE",
    "TZ",
    "JAVA_HOME",
    "GOROOT",
    "RUSTUP_HOME",
    "RUSTUP_TOOLCHAIN",
];
/** Never passed, even when the user names them. */
const FORBIDDEN_ENV = [
    "GITHUB_TOKEN",
    "GH_TOKEN",
    "ACTIONS_RUNTIME_TOKEN",
    "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
    "ACTIONS_ID_TOKEN_REQUEST_URL",
    "ACTIONS_RUNTIME_URL",
    "ACTIONS_RESULTS_URL",
    "ACTIONS_CACHE_URL",
    "DOCKER_HOST",
];
function isForbiddenEnvName(name) {
    return FORBIDDEN_ENV.includes(name.toUpperCase()) || name.toUpperCase().startsWith("INPUT_");
}
function baseEnvironment(source, home, tmp) {
    const env = {};
    for (const name of ALLOWED_ENV) {
        const value = source[name];
        if (value !== undefined)
            env[name] = value;
    }
    env["PATH"] ??= "/usr/local/bin:/usr/bin:/bin";
    // Toolchain managers' proxies on PATH (rustup's cargo and rustc) find their
    // toolchains under the real home, which HOME no longer names.
    if (env["RUSTUP_HOME"] === undefined && source["HOME"])
        env["RUSTUP_HOME"] = `${source["HOME"]}/.rustup`;
    env["HOME"] = home;
    env["TMPDIR"] = tmp;
    // Frameworks switch off watch modes and prompts under CI, as GitHub's runners set
    // it. Nothing else is invented: NO_COLOR or FORCE_COLOR would change what tests
    // of colour output see (output is no terminal, so tools print no colour anyway,
    // and the parsers strip what colour there is).
    env["CI"] = "true";
    return env;
}
/**
 * Inside a container only the image's own PATH and tools count: nothing of the
 * host's environment but TZ and what the adapter and user added.
 */
function containerEnvironment(extra) {
    const env = {
        LANG: "C.UTF-8",
        HOME: "/tmp/home",
        TMPDIR: "/tmp",
        CI: "true",
    };
    if (process.env["TZ"])
        env["TZ"] = process.env["TZ"];
    return { ...env, ...extra };
}


/***/ }),

/***/ 277:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  $: () => (/* binding */ readReportFile),
  F: () => (/* binding */ streamReportFile)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(643);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(760);
;// CONCATENATED MODULE: external "node:string_decoder"
const external_node_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
;// CONCATENATED MODULE: ./src/sandbox/safe-read.ts
// Reads report files written by hostile code: regular files only (lstat, so a
// planted symlink to /etc/shadow or the runner's token file is refused), under a
// size cap, opened with O_NOFOLLOW so a swap between check and open fails too.




async function readReportFile(path, capBytes) {
    // Details name the file only: host temp paths mean nothing to the reader.
    const name = (0,external_node_path_.basename)(path);
    let st;
    try {
        st = await (0,promises_.lstat)(path);
    }
    catch {
        return { ok: false, problem: "missing", detail: `${name} was not written` };
    }
    if (!st.isFile()) {
        return {
            ok: false,
            problem: "not-regular",
            detail: `${name} is not a regular file (symlink or special file); refused`,
        };
    }
    if (st.size > capBytes) {
        return { ok: false, problem: "too-large", detail: `${name} is ${st.size} bytes, over the ${capBytes}-byte cap` };
    }
    let handle;
    try {
        handle = await (0,promises_.open)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
        const fst = await handle.stat();
        if (!fst.isFile())
            return { ok: false, problem: "not-regular", detail: `${name} changed type; refused` };
        const buf = Buffer.alloc(Math.min(fst.size, capBytes));
        const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
        return { ok: true, text: buf.subarray(0, bytesRead).toString("utf8") };
    }
    catch (err) {
        return { ok: false, problem: "unreadable", detail: `${name}: ${err.message}` };
    }
    finally {
        await handle?.close();
    }
}
/**
 * readReportFile for files too large to hold: the same checks (regular file, no symlink,
 * size cap), then the text handed to `onText` in pieces of about `chunkBytes` (UTF-8
 * sequences never split). An exception from `onText` stops the read and propagates.
 */
async function streamReportFile(path, capBytes, onText, chunkBytes = 1024 * 1024) {
    const name = (0,external_node_path_.basename)(path);
    let st;
    try {
        st = await (0,promises_.lstat)(path);
    }
    catch {
        return { ok: false, problem: "missing", detail: `${name} was not written` };
    }
    if (!st.isFile()) {
        return {
            ok: false,
            problem: "not-regular",
            detail: `${name} is not a regular file (symlink or special file); refused`,
        };
    }
    if (st.size > capBytes) {
        return { ok: false, problem: "too-large", detail: `${name} is ${st.size} bytes, over the ${capBytes}-byte cap` };
    }
    let handle;
    let handlerError;
    try {
        handle = await (0,promises_.open)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
        const fst = await handle.stat();
        if (!fst.isFile())
            return { ok: false, problem: "not-regular", detail: `${name} changed type; refused` };
        const limit = Math.min(fst.size, capBytes);
        const buf = Buffer.alloc(Math.min(chunkBytes, Math.max(limit, 1)));
        const decoder = new external_node_string_decoder_namespaceObject.StringDecoder("utf8");
        const deliver = (text) => {
            try {
                onText(text);
            }
            catch (err) {
                handlerError = err;
                throw err;
            }
        };
        let bytes = 0;
        while (bytes < limit) {
            let bytesRead;
            try {
                ({ bytesRead } = await handle.read(buf, 0, Math.min(buf.length, limit - bytes), bytes));
            }
            catch (err) {
                return { ok: false, problem: "unreadable", detail: `${name}: ${err.message}` };
            }
            if (bytesRead === 0)
                break;
            bytes += bytesRead;
            const text = decoder.write(buf.subarray(0, bytesRead));
            if (text !== "")
                deliver(text);
        }
        const rest = decoder.end();
        if (rest !== "")
            deliver(rest);
        return { ok: true, bytes };
    }
    catch (err) {
        if (err === handlerError && handlerError !== undefined)
            throw err;
        return { ok: false, problem: "unreadable", detail: `${name}: ${err.message}` };
    }
    finally {
        await handle?.close();
    }
}


/***/ }),

/***/ 998:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ readSourceFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(643);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Reads a project source file from the original tree for adapters that need to
// locate test definitions (Go reports no line for passing tests). Bounded and
// confined to the project folder.


const MAX_SOURCE_BYTES = 2 * 1024 * 1024;
function readSourceFile(projectDir, rel) {
    const clean = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.normalize)(rel);
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(clean) || clean.startsWith(".."))
        return undefined;
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(projectDir, clean);
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
        if (!st.isFile() || st.size > MAX_SOURCE_BYTES)
            return undefined;
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, "utf8");
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 565:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   vZ: () => (/* binding */ describeRun),
/* harmony export */   x7: () => (/* binding */ decideStatus)
/* harmony export */ });
// Turns tests + errors into the summary, the run status and the one-line message.
// Pure: the rules here are the Exercism contract plus "infrastructure problems
// are never folded into failing tests" (docs/architecture.md §2).
function summarize(tests, durationMs) {
    const count = (s) => tests.filter((t) => t.status === s).length;
    return {
        total: tests.length,
        passed: count("passed"),
        failed: count("failed"),
        errored: count("error"),
        skipped: count("skipped"),
        duration_ms: durationMs,
    };
}
/** Errors that mean "some test file did not load" while other tests still ran and count. */
const PARTIAL_KINDS = new Set(["collection"]);
/**
 * The run was stopped before the suite finished (the timeout, a cancel, the
 * memory or disk cap): whatever the finished tests say, the suite's result is
 * unknown, so the run is an error whether or not a test had failed by then.
 */
const STOPPED_KINDS = new Set(["timeout", "oom", "disk-limit"]);
function decideStatus(tests, errors) {
    if (tests.length === 0)
        return "error";
    if (errors.some((e) => STOPPED_KINDS.has(e.kind)))
        return "error";
    if (tests.some((t) => t.status === "failed" || t.status === "error"))
        return "fail";
    if (errors.length === 0)
        return "pass";
    return errors.every((e) => PARTIAL_KINDS.has(e.kind)) ? "fail" : "error";
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function describeRun(status, summary, errors) {
    const parts = [];
    if (summary.failed)
        parts.push(`${summary.failed} failed`);
    if (summary.errored)
        parts.push(`${summary.errored} errored`);
    if (summary.passed)
        parts.push(`${summary.passed} passed`);
    if (summary.skipped)
        parts.push(`${summary.skipped} skipped`);
    const counts = `${plural(summary.total, "test")}: ${parts.join(", ") || "none ran"}`;
    const first = errors[0];
    if (status === "error")
        return first ? `${first.message}` : `No test result could be trusted (${counts}).`;
    const extra = errors.length ? `; ${plural(errors.length, "problem")} (${errors.map((e) => e.kind).join(", ")})` : "";
    return `${counts}${extra}`;
}


/***/ }),

/***/ 992:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DZ: () => (/* binding */ tidy),
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   X: () => (/* binding */ byCodeUnit),
/* harmony export */   X5: () => (/* binding */ cleanText),
/* harmony export */   _1: () => (/* binding */ withContinuation),
/* harmony export */   eR: () => (/* binding */ terminalText),
/* harmony export */   fM: () => (/* binding */ lastLine)
/* harmony export */ });
/* unused harmony export capText */
// Small text helpers for untrusted text: everything from the sandbox goes through
// these before it is stored, so results never carry control characters or
// unbounded strings (docs/architecture.md §5).
// XML 1.0 forbids these; they also garble terminals and JSON consumers.
// eslint-disable-next-line no-control-regex
const INVALID_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g;
// eslint-disable-next-line no-control-regex
const ANSI_ESCAPES = /\u001B\[[0-9;?]*[ -/]*[@-~]|\u001B\][^\u0007\u001B]*(?:\u0007|\u001B\\)/g;
/** Removes ANSI colour codes and characters invalid in XML/JSON consumers. */
function cleanText(text) {
    return text.replace(ANSI_ESCAPES, "").replace(INVALID_CHARS, "");
}
// C1 controls: U+009B is CSI to terminals that honour 8-bit controls.
const C1_CONTROLS = /[\u0080-\u009F]/g;
/**
 * cleanText for a terminal or a job log: also no carriage return (a lone "\r"
 * moves the cursor back so the next text paints over the line before it, e.g. a
 * FAIL line overwritten by a forged closing line) and no C1 controls. CRLF
 * becomes a newline; a lone CR is shown as the two characters "\r".
 */
function terminalText(text) {
    return cleanText(text).replace(/\r\n/g, "\n").replace(/\r/g, "\\r").replace(C1_CONTROLS, "");
}
/** Truncates to at most `max` UTF-16 units, saying how much was cut. */
function capText(text, max) {
    if (text.length <= max)
        return text;
    const dropped = text.length - max;
    return `${text.slice(0, max)}\n[testcage: ${dropped} more characters truncated]`;
}
/** cleanText + capText, returning null for empty input. */
function tidy(text, max = 65_536) {
    if (text === null || text === undefined)
        return null;
    // trimEnd, not /\s+$/: that regex retries from every space of a long inner run (quadratic).
    const cleaned = cleanText(text).trimEnd();
    return cleaned === "" ? null : capText(cleaned, max);
}
/**
 * Orders strings by UTF-16 code unit, for sorts whose order ends up in results:
 * the same on every machine whatever its locale, and without localeCompare's
 * first call, which loads ICU's collator (~8 ms of every run's start).
 */
function byCodeUnit(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** First non-empty line, for one-line messages. */
function firstLine(text) {
    if (!text)
        return "";
    const line = text.split("\n").find((l) => l.trim() !== "");
    return (line ?? "").trim();
}
/** Last non-empty line: where tools put the error that ended them. */
function lastLine(text) {
    if (!text)
        return "";
    const lines = text.split("\n");
    for (let i = lines.length - 1; i >= 0; i--)
        if (lines[i].trim() !== "")
            return lines[i].trim();
    return "";
}
/**
 * A tool's one-line error that ends with ":" and goes on in indented lines
 * (cargo's "rustc 1.80 is not supported by the following package:" names the
 * crate on the next one): the line with up to three of those after it, so a
 * one-line message is not cut before the news. rustc's source gutter
 * ("-->", "|", "=") is not a continuation.
 */
function withContinuation(said, following) {
    if (!said.endsWith(":"))
        return said;
    const more = [];
    for (const line of following) {
        if (more.length >= 3 || !/^\s+\S/.test(line) || /^\s*(-->|\||=)/.test(line))
            break;
        more.push(line.trim());
    }
    return [said, ...more].join(" ");
}
/** Escapes a literal string for use inside a RegExp (and Go's RE2, which shares the syntax). */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
// Kept in step with package.json by scripts/check-version (run in CI).
const VERSION = "0.1.0";


/***/ }),

/***/ 421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
