/** How the history shows one side of a field's change, in a line (docs/product.md#site-content). */

const MAX = 160;

function richTextWords(node: unknown): string {
  if (node === null || typeof node !== "object") return "";
  const n = node as { text?: unknown; children?: unknown[] };
  if (typeof n.text === "string") return n.text;
  return Array.isArray(n.children) ? n.children.map(richTextWords).join(" ") : "";
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX ? `${flat.slice(0, MAX - 1)}…` : flat;
}

/** A text as itself; an image by its picture; rich text by its words; a list by its size. */
export function summarizeValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(vazio)";
  if (typeof value === "string") return clip(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.length === 1 ? "1 item" : `${value.length} itens`;
  const object = value as Record<string, unknown>;
  if ("root" in object) return `Texto formatado: “${clip(richTextWords(object.root)) || "vazio"}”`;
  if ("mediaId" in object) {
    const picture = object.mediaId === null ? "Ilustração padrão" : `Imagem nº ${object.mediaId}`;
    return typeof object.alt === "string" && object.alt
      ? `${picture} (“${clip(object.alt)}”)`
      : picture;
  }
  return clip(Object.values(object).map(summarizeValue).join(" · "));
}
