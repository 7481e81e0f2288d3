import { expect, test } from "vitest";
import config from "./config.json";

test("reads the config", () => {
  expect(config.name).toBe("x");
});
