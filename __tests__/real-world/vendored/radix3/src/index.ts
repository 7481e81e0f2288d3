export * from "./router";
export * from "./matcher";

export * from "./types";
