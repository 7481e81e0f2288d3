// A value the user gave that cannot be used. Its own module, importing nothing, so
// every layer that reads input (options.ts, publish/inputs.ts, the promptfoo
// provider) can throw it without importing the others (docs/architecture.md §1:
// bad input = one clear error, its message naming the fix).

export class InputError extends Error {}
