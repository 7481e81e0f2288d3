// Worker threads do not inherit tsx's loader: this plain module loads the worker through it.
import { tsImport } from "tsx/esm/api";

await tsImport("./worker.ts", import.meta.url);
