// Renders published Markdown the way a reader sees it: through a CommonMark
// renderer with GitHub's extensions that matter here (tables, strikethrough,
// raw HTML passed through, bare URLs turned into links), then read back as the
// text, links, raw HTML and table rows a browser would show.

import MarkdownIt from "markdown-it";

const md = new MarkdownIt({ html: true, linkify: true });
type Token = ReturnType<typeof md.parse>[number];

export interface Rendered {
  html: string;
  /** Every block's text as a reader sees it (entities decoded once), one string per block. */
  blocks: string[];
  /** href of every link. */
  links: string[];
  /** Raw HTML passed through, inline or as blocks. */
  rawHtml: string[];
  /** Table rows as their cells' text. */
  rows: string[][];
  /** Text inside fenced code blocks. */
  code: string[];
}

function inlineText(children: readonly Token[] | null, links: string[], rawHtml: string[]): string {
  let text = "";
  for (const t of children ?? []) {
    if (t.type === "text" || t.type === "code_inline") text += t.content;
    else if (t.type === "softbreak" || t.type === "hardbreak") text += "\n";
    else if (t.type === "html_inline") rawHtml.push(t.content);
    else if (t.type === "image") rawHtml.push(`image:${t.attrGet("src") ?? ""}`);
    else if (t.type === "link_open") links.push(String(t.attrGet("href") ?? ""));
  }
  return text;
}

export function renderMarkdown(source: string): Rendered {
  const tokens = md.parse(source, {});
  const out: Rendered = { html: md.render(source), blocks: [], links: [], rawHtml: [], rows: [], code: [] };
  let row: string[] | null = null;
  for (const t of tokens) {
    if (t.type === "tr_open") row = [];
    else if (t.type === "tr_close" && row) {
      out.rows.push(row);
      row = null;
    } else if (t.type === "inline") {
      const text = inlineText(t.children, out.links, out.rawHtml);
      out.blocks.push(text);
      if (row) row.push(text);
    } else if (t.type === "html_block") out.rawHtml.push(t.content);
    else if (t.type === "fence" || t.type === "code_block") out.code.push(t.content);
  }
  return out;
}

/** Everything a reader sees outside code blocks, one block a line, with invisible word joiners dropped. */
export function visibleText(r: Rendered): string {
  return r.blocks.join("\n").replace(/\u2060/g, "");
}
