/**
 * Just enough CSS syntax to read Tailwind's built stylesheet for critical-css.ts: flat style
 * rules inside @layer, @media and @supports blocks, minified, with escaped class names.
 */

/** A custom property's declaration, with the properties its value reads. */
export interface Variable {
  name: string;
  text: string;
  reads: string[];
}

export type CssNode =
  | {
      kind: "rule";
      text: string;
      /** Per selector of the rule's list, the classes an element needs for it to match. */
      alternatives: string[][];
      /** When the rule only declares custom properties (the theme): they, one by one. */
      variables?: { selector: string; declarations: Variable[] };
    }
  | { kind: "group"; prelude: string; children: CssNode[] }
  | { kind: "always"; text: string };

// Groups whose content is style rules; any other at-rule with a block is kept whole.
const groupAtRule = /^@(media|supports|layer|container|scope|starting-style)\b/i;

/** Where the string, comment or escape starting at `i` ends (or `i` for anything else). */
function skipLiteral(css: string, i: number): number {
  const char = css[i];
  if (char === "\\") return i + 2;
  if (char === '"' || char === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== char) j += css[j] === "\\" ? 2 : 1;
    return j + 1;
  }
  if (char === "/" && css[i + 1] === "*") {
    const end = css.indexOf("*/", i + 2);
    return end === -1 ? css.length : end + 2;
  }
  return i;
}

/**
 * Calls `visit` for each character from `from` that is not inside a string, comment or escape,
 * until it returns true; answers that index, or the text's length.
 */
function scan(text: string, from: number, visit: (char: string, index: number) => unknown): number {
  for (let i = from; i < text.length; ) {
    const next = skipLiteral(text, i);
    if (next !== i) {
      i = next;
      continue;
    }
    if (visit(text[i]!, i)) return i;
    i++;
  }
  return text.length;
}

/** The index of the `close` that ends what was opened just before `from`. */
function closing(text: string, from: number, open: string, close: string): number {
  let depth = 0;
  return scan(text, from, (char) => {
    if (char === open) depth++;
    else if (char === close && depth-- === 0) return true;
  });
}

/** Splits at `separator` outside parentheses, brackets, strings and escapes. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  scan(text, 0, (char, i) => {
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  });
  parts.push(text.slice(from));
  return parts;
}

function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|([\s\S]))/g, (_, hex, char) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );
}

const classToken = /^\.((?:\\(?:[0-9a-fA-F]{1,6}\s?|[\s\S])|[\w-]|[\u0080-\uffff])+)/;
const functionalPseudo = /^:(?:is|where|not|has|nth-[a-z-]+|host|host-context|slotted|lang|dir)\(/i;

/** The classes an element must have for this selector (one alternative of a list) to match it. */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  for (let i = 0; i < selector.length; ) {
    const next = skipLiteral(selector, i);
    if (next !== i) {
      i = next;
      continue;
    }
    const rest = selector.slice(i);
    const token = classToken.exec(rest);
    const pseudo = functionalPseudo.exec(rest);
    if (token) {
      classes.push(unescapeIdentifier(token[1]!));
      i += token[0].length;
    } else if (selector[i] === "[") {
      i = closing(selector, i + 1, "[", "]") + 1;
    } else if (pseudo) {
      const open = i + pseudo[0].length;
      const close = closing(selector, open, "(", ")");
      const inner = splitTopLevel(selector.slice(open, close), ",");
      // One selector inside :is()/:where() must match as written; a list, :not() or :has() may not.
      if (/^:(is|where)\(/i.test(pseudo[0]) && inner.length === 1) {
        classes.push(...requiredClasses(inner[0]!));
      }
      i = close + 1;
    } else i++;
  }
  return classes;
}

const readsVariable = /var\(\s*(--[\w-]+)/g;

/** The custom properties `text` reads with var(). */
export function variablesRead(text: string): string[] {
  return [...text.matchAll(readsVariable)].map((match) => match[1]!);
}

/** A declaration block's declarations, if every one declares a custom property. */
function variableDeclarations(selector: string, block: string) {
  const declarations: Variable[] = [];
  for (const declaration of splitTopLevel(block, ";")) {
    if (!declaration.trim()) continue;
    const colon = declaration.indexOf(":");
    const name = declaration.slice(0, colon).trim();
    if (!name.startsWith("--")) return undefined;
    const text = declaration.trim();
    declarations.push({ name, text, reads: variablesRead(declaration.slice(colon)) });
  }
  return declarations.length > 0 ? { selector, declarations } : undefined;
}

/** The stylesheet as a tree of groups and rules. */
export function parseStylesheet(css: string, from = 0, to = css.length): CssNode[] {
  const nodes: CssNode[] = [];
  let start = from;
  for (let i = from; i < to; ) {
    const next = skipLiteral(css, i);
    if (next !== i) {
      // A comment between rules is dropped; a string or escape belongs to the prelude.
      if (css[i] === "/" && css[i + 1] === "*" && css.slice(start, i).trim() === "") start = next;
      i = next;
      continue;
    }
    const char = css[i];
    if (char === ";") {
      const text = css.slice(start, i + 1).trim();
      if (text !== ";") nodes.push({ kind: "always", text });
      start = i + 1;
    } else if (char === "{") {
      const prelude = css.slice(start, i).trim();
      const end = closing(css, i + 1, "{", "}");
      if (groupAtRule.test(prelude)) {
        nodes.push({ kind: "group", prelude, children: parseStylesheet(css, i + 1, end) });
      } else if (prelude.startsWith("@")) {
        nodes.push({ kind: "always", text: css.slice(start, end + 1).trim() });
      } else {
        nodes.push({
          kind: "rule",
          text: css.slice(start, end + 1).trim(),
          alternatives: splitTopLevel(prelude, ",").map(requiredClasses),
          variables: variableDeclarations(prelude, css.slice(i + 1, end)),
        });
      }
      i = end + 1;
      start = i;
      continue;
    }
    i++;
  }
  return nodes;
}
