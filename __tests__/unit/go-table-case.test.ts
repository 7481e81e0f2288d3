import { describe, expect, it } from "vitest";
import { goQuote, goSubtestCut } from "../../src/formats/go-table-case.js";
import { goTokens } from "../../src/formats/go-tokens.js";

// What Exercism's Go runner gives for each shape was recorded by running it on
// __tests__/exercism/go/table-shapes (compared there, end to end). These cover what
// that package does not: comments, layouts, hostile text and the cost at scale.

const fn = (...lines: string[]): string => lines.join("\n");

const KEYED = fn(
  "func TestDouble(t *testing.T) {",
  "\ttests := []struct {",
  "\t\tname string",
  "\t\tin   int",
  "\t}{",
  "\t\t// small ones",
  '\t\t{name: "one", in: 1},',
  "\t\t{",
  '\t\t\tname: "two_words",',
  "\t\t\tin:   2,",
  "\t\t},",
  '\t\t{name: "mixed_case here", in: 3},',
  "\t}",
  "\tfor _, tt := range tests {",
  "\t\tt.Run(tt.name, func(t *testing.T) {",
  "\t\t\tcheck(t, tt.in) // trailing",
  "\t\t})",
  "\t\t// after the run, inside the loop",
  "\t}",
  "}",
);

describe("goSubtestCut", () => {
  it("cuts a local table to the subtest's case, moves the t.Run body out, and leaves the table's comments out", () => {
    const cut = goSubtestCut(KEYED, undefined)!;
    expect(cut("one")).toBe(
      fn(
        "func TestDouble(t *testing.T) {",
        "\ttt := struct {",
        "\t\tname string",
        "\t\tin   int",
        '\t}{name: "one", in: 1}',
        "",
        "\tcheck(t, tt.in) // trailing",
        "",
        "}",
      ),
    );
    // go test's name has underscores for spaces; a literal underscore is found too.
    expect(cut("two_words")).toBe(
      fn(
        "func TestDouble(t *testing.T) {",
        "\ttt := struct {",
        "\t\tname string",
        "\t\tin   int",
        "\t}{",
        '\t\tname: "two_words",',
        "\t\tin:   2,",
        "\t}",
        "",
        "\tcheck(t, tt.in) // trailing",
        "",
        "}",
      ),
    );
    expect(cut("three")).toBeNull();
    // The runner's caveat: a name mixing underscores and spaces is not found.
    expect(cut("mixed_case_here")).toBeNull();
    expect(cut("one/inner")).toBeNull();
  });

  it("puts a cases_test.go table first, one level in, and keeps a raw string's lines as they are", () => {
    const cases = fn(
      "package p",
      "",
      "var cases = []struct {",
      "\tdescription string",
      "\tinput       string",
      "}{",
      "\t{",
      '\t\tdescription: "multi line",',
      "\t\tinput: `a",
      "b`,",
      "\t},",
      "}",
    );
    const code = fn(
      "// doc",
      "func TestShout(t *testing.T) {",
      "\tfor _, tc := range cases {",
      "\t\tt.Run(tc.description, func(t *testing.T) {",
      "\t\t\twant := `A",
      "\tB`",
      "\t\t\tif Shout(tc.input) != want {",
      "\t\t\t\tt.Fail()",
      "\t\t\t}",
      "\t\t})",
      "\t}",
      "\tt.Log(1)",
      "}",
    );
    expect(goSubtestCut(code, cases)!("multi_line")).toBe(
      fn(
        "// doc",
        "func TestShout(t *testing.T) {",
        "\ttc := struct {",
        "\t\tdescription string",
        "\t\tinput       string",
        "\t}{",
        '\t\tdescription: "multi line",',
        "\t\tinput: `a",
        "b`,",
        "\t}",
        "",
        "\twant := `A",
        "\tB`",
        "\tif Shout(tc.input) != want {",
        "\t\tt.Fail()",
        "\t}",
        "",
        "\tt.Log(1)",
        "}",
      ),
    );
    // Without cases_test.go the loop's table is nowhere to be found: the whole function.
    expect(goSubtestCut(code, undefined)).toBeNull();
  });

  it("takes positional fields by the anonymous struct's field names, embedded fields having none", () => {
    const code = (type: string, row: string): string =>
      fn(
        "func TestP(t *testing.T) {",
        `\tcases := []${type}{`,
        `\t\t${row},`,
        "\t}",
        "\tfor _, c := range cases {",
        "\t\tt.Run(c.desc, func(t *testing.T) { ",
        "\t\t\tt.Log(c)",
        "\t\t})",
        "\t}",
        "}",
      );
    expect(goSubtestCut(code("struct{ desc string; n int }", '{"x y", 1}'), undefined)!("x_y")).toContain(
      '\tc := struct{ desc string; n int }{"x y", 1}\n',
    );
    // A named element type has no field names the runner can see: positional rows never match.
    expect(goSubtestCut(code("row", '{"x y", 1}'), undefined)).toBeNull();
    // A row longer than the struct's named fields makes the runner give up on the table.
    expect(goSubtestCut(code("struct{ fmt.Stringer }", '{"x y"}'), undefined)).toBeNull();
  });

  it("keeps the whole function for the shapes the runner does not cut", () => {
    const loop = (...body: string[]): string =>
      fn("func TestX(t *testing.T) {", '\ttests := []struct{ name string }{{name: "a"}}', ...body, "}");
    const run = ["\t\tt.Run(tt.name, func(t *testing.T) {", "\t\t\tt.Log(tt)", "\t\t})"];
    expect(goSubtestCut(loop("\tfor _, tt := range tests {", ...run, "\t}"), undefined)!("a")).not.toBeNull();
    // tt := tt before t.Run; an assignment of the call; a name built from the field; for i := range.
    expect(goSubtestCut(loop("\tfor _, tt := range tests {", "\t\ttt := tt", ...run, "\t}"), undefined)).toBeNull();
    expect(
      goSubtestCut(
        loop(
          "\tfor _, tt := range tests {",
          "\t\tok := t.Run(tt.name, func(t *testing.T) {",
          "\t\t})",
          "\t\t_ = ok",
          "\t}",
        ),
        undefined,
      ),
    ).toBeNull();
    expect(
      goSubtestCut(
        loop("\tfor _, tt := range tests {", '\t\tt.Run(tt.name+"!", func(t *testing.T) {', "\t\t})", "\t}"),
        undefined,
      ),
    ).toBeNull();
    expect(
      goSubtestCut(loop("\tfor i := range tests {", "\t\tt.Run(tests[i].name, nil)", "\t}"), undefined),
    ).toBeNull();
    // A key that is not a name (a map literal row) stops the runner's search before a later match.
    const mapRows = fn(
      "func TestM(t *testing.T) {",
      "\ttests := []map[string]string{",
      '\t\t{"name": "a"},',
      "\t}",
      "\tfor _, tt := range tests {",
      "\t\tt.Run(tt.name, func(t *testing.T) {",
      "\t\t})",
      "\t}",
      "}",
    );
    expect(goSubtestCut(mapRows, undefined)).toBeNull();
    // The first field equal to the name must be the one t.Run names subtests by: "b" is
    // first an input, so the runner gives up on it although a later case is named "b".
    const inputs = fn(
      "func TestI(t *testing.T) {",
      '\ttests := []struct{ name, in string }{{name: "a", in: "b"}, {name: "b", in: "c"}}',
      "\tfor _, tt := range tests {",
      "\t\tt.Run(tt.name, func(t *testing.T) {",
      "\t\t\tt.Log(tt.in)",
      "\t\t})",
      "\t}",
      "}",
    );
    expect(goSubtestCut(inputs, undefined)!("a")).toContain('}{name: "a", in: "b"}');
    expect(goSubtestCut(inputs, undefined)!("b")).toBeNull();
    // Source that does not lex (an unterminated raw string) is left alone.
    expect(goSubtestCut("func TestX(t *testing.T) {\n\tx := `open\n}", undefined)).toBeNull();
  });

  it("analyses a table of 20,000 cases once: every subtest cut in linear time", () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `\t\t{name: "case ${i}", in: ${i}},`);
    const code = fn(
      "func TestBig(t *testing.T) {",
      "\ttests := []struct {",
      "\t\tname string",
      "\t\tin   int",
      "\t}{",
      ...rows,
      "\t}",
      "\tfor _, tt := range tests {",
      "\t\tt.Run(tt.name, func(t *testing.T) {",
      "\t\t\tcheck(t, tt.in)",
      "\t\t})",
      "\t}",
      "}",
    );
    const started = performance.now();
    const cut = goSubtestCut(code, undefined)!;
    let total = 0;
    for (let i = 0; i < 20_000; i++) total += cut(`case_${i}`)!.length;
    const ms = performance.now() - started;
    expect(cut("case_19999")).toContain('}{name: "case 19999", in: 19999}');
    expect(total).toBeGreaterThan(20_000 * 80);
    // Quadratic work (a scan of the table per subtest) takes minutes here; linear, well under a second.
    expect(ms).toBeLessThan(10_000);
  });
});

describe("goQuote", () => {
  it("quotes as strconv.Quote does", () => {
    expect(goQuote('say "hi" \\ ok')).toBe('"say \\"hi\\" \\\\ ok"');
    expect(goQuote("tab\there\nnl")).toBe('"tab\\there\\nnl"');
    expect(goQuote("\x01\x7f")).toBe('"\\x01\\x7f"');
    expect(goQuote("ünïcode ✓ 😀")).toBe('"ünïcode ✓ 😀"');
    expect(goQuote("\u00a0\u200b")).toBe('"\\u00a0\\u200b"');
  });
});

describe("goTokens", () => {
  it("inserts Go's semicolons at line ends and skips comments, runes and strings whole", () => {
    const tokens = goTokens("x := '\"' /* a\nb */ y\nreturn\nz := `a\n}` // c\nf(\n1,\n)\n")!;
    expect(tokens.map((t) => (t.kind === "semi" ? ";" : t.text))).toEqual([
      "x",
      ":=",
      "'\"'",
      ";",
      "y",
      ";",
      "return",
      ";",
      "z",
      ":=",
      "`a\n}`",
      ";",
      "f",
      "(",
      "1",
      ",",
      ")",
      ";",
    ]);
    expect(tokens.find((t) => t.text === "`a\n}`")).toMatchObject({ line: 3, endLine: 4 });
    expect(goTokens('s := "open')).toBeNull();
  });
});
