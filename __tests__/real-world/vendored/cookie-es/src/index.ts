// Cookie
export { parse } from "./cookie/parse";
export { serialize } from "./cookie/serialize";
export type {
  CookieParseOptions,
  CookieSerializeOptions,
} from "./cookie/types";

// Set-Cookie
export { parseSetCookie } from "./set-cookie/parse";
export { splitSetCookieString } from "./set-cookie/split";
export type { SetCookieParseOptions, SetCookie } from "./set-cookie/types";
