// Its own config keeps vitest from picking up a config file of a parent folder.
import { defineConfig } from "vitest/config";

export default defineConfig({ test: {} });
