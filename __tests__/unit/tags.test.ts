import { describe, expect, it } from "vitest";
import type { TestResult } from "../../src/core/model.js";
import { pytestTags } from "../../src/select/tags.js";

const SRC = `import pytest
from pytest import mark

pytestmark = [
    pytest.mark.slow,
    pytest.mark.scenario("MOD"),
]


@mark.functionality
@pytest.mark.parametrize(
    "x",
    [
        1,
        pytest.param(2, marks=[pytest.mark.error, pytest.mark.xfail], id="two"),
    ],
)
def test_top(x):
    pass


@pytest.mark.usefixtures("db")
class TestOuter:
    pytestmark = pytest.mark.api

    @pytest.mark.scenario("FN")
    def test_inner(self):
        pass

    def helper(self):
        pytestmark = pytest.mark.not_a_class_mark
`;

const t = (name: string, suite: string[] = [], parameters: string | null = null): TestResult => ({
  id: name,
  name,
  suite,
  status: "passed",
  duration_ms: 0,
  file: "test_x.py",
  line: null,
  message: null,
  stack: null,
  stdout: null,
  stderr: null,
  parameters,
});

describe("pytest markers as tags", () => {
  it("module pytestmark, decorators and a case's own pytest.param marks; no structural markers", () => {
    expect(pytestTags(SRC, t("test_top[1]", [], "1"))).toEqual(["slow", "scenario:MOD", "functionality"]);
    expect(pytestTags(SRC, t("test_top[two]", [], "two"))).toEqual([
      "slow",
      "scenario:MOD",
      "functionality",
      "error",
      "xfail",
    ]);
  });

  it("a class's pytestmark and decorators reach its methods, nearest scenario last", () => {
    expect(pytestTags(SRC, t("test_inner", ["TestOuter"]))).toEqual(["slow", "scenario:MOD", "api", "scenario:FN"]);
  });

  it("a test whose definition is not in the file has no tags", () => {
    expect(pytestTags(SRC, t("test_gone"))).toEqual([]);
  });
});
