// The detector the publish tests rely on must itself catch a leaked command.

import { describe, expect, it } from "vitest";
import { foreignCommands } from "../helpers/action.js";

describe("foreignCommands", () => {
  it("finds commands outside stop-commands blocks, ignores those inside and testcage's own", () => {
    const stdout = [
      "::add-mask::ghs_x",
      "::stop-commands::abc",
      "::set-output name=status::pass",
      "::abc::",
      "  ::set-output name=total::0",
      "::error file=a.py,line=1::data with ::set-output inside",
      "::group::x",
    ].join("\n");
    expect(foreignCommands(stdout)).toEqual(["::set-output name=total::0", "::group::x"]);
  });

  it("an unterminated block swallows the rest (nothing after it is read as a command)", () => {
    expect(foreignCommands("::stop-commands::t\n::set-output name=a::b")).toEqual([]);
  });
});
