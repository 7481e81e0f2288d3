// XML parsing for untrusted reports: no DTDs (so no entity expansion bombs or
// external entities), only the five predefined entities and numeric references.

import { XMLParser } from "fast-xml-parser";

export class UnsafeXmlError extends Error {}

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
} as const;

const JUNIT_ARRAYS = new Set(["testsuite", "testcase", "failure", "error", "skipped", "property"]);
const parser = new XMLParser({ ...OPTIONS, isArray: (name) => JUNIT_ARRAYS.has(name) });

/**
 * JaCoCo and some Cobertura writers always emit a DOCTYPE naming an external DTD.
 * That declaration alone (no internal subset, so nothing can define entities, and
 * the DTD is never fetched) is dropped; anything else with a DOCTYPE is refused.
 */
const EXTERNAL_DOCTYPE =
  /^(\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?)<!DOCTYPE\s+[\w:.-]+(?:\s+(?:PUBLIC\s+"[^"<>[\]]*"\s+"[^"<>[\]]*"|SYSTEM\s+"[^"<>[\]]*"))?\s*>/;

/**
 * The document without its CDATA sections and comments, whichever starts first at each
 * point, as an XML reader takes them: what they hold is text (a test's output printing
 * an HTML page, <!DOCTYPE html> and all), never a declaration. Only when there is one.
 */
function withoutTextSections(text: string): string {
  return text.includes("<![CDATA[") || text.includes("<!--")
    ? text.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, "")
    : text;
}

/** Parses XML after refusing any DOCTYPE; throws UnsafeXmlError or a parse error. */
export function parseXml(
  text: string,
  options: { arrays?: ReadonlySet<string>; externalDoctype?: boolean } = {},
): Record<string, unknown> {
  const body = options.externalDoctype ? text.replace(EXTERNAL_DOCTYPE, "$1") : text;
  if (/<!(?:DOCTYPE|ENTITY)/i.test(withoutTextSections(body))) {
    throw new UnsafeXmlError("report contains a DOCTYPE or ENTITY declaration; refused");
  }
  const arrays = options.arrays;
  const p = arrays ? new XMLParser({ ...OPTIONS, isArray: (name) => arrays.has(name) }) : parser;
  return p.parse(body, true) as Record<string, unknown>;
}

const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** Decodes the predefined XML entities and numeric character references in one pass. */
export function decodeEntities(text: string): string {
  // Most names, paths and times hold no reference: no regex, no new string.
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (whole, ref: string) => {
    if (ref.startsWith("#")) {
      const code = ref[1] === "x" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED[ref] ?? whole;
  });
}

/** Text content of a parsed element that may be a string or an object with #text. */
export function textOf(node: unknown): string {
  if (node === undefined || node === null) return "";
  if (typeof node === "string") return decodeEntities(node);
  if (typeof node === "object") {
    const n = node as Record<string, unknown>;
    const text = n["#text"] === undefined ? "" : decodeEntities(String(n["#text"]));
    const cdata = n["#cdata"] === undefined ? "" : [n["#cdata"]].flat().map(String).join("");
    return text + cdata;
  }
  return "";
}

export function attr(node: unknown, name: string): string | undefined {
  if (node && typeof node === "object") {
    const v = (node as Record<string, unknown>)[name];
    if (typeof v === "string") return decodeEntities(v);
  }
  return undefined;
}

export function children(node: unknown, name: string): unknown[] {
  if (node && typeof node === "object") {
    const v = (node as Record<string, unknown>)[name];
    if (Array.isArray(v)) return v as unknown[];
    if (v !== undefined) return [v];
  }
  return [];
}
