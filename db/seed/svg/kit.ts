/**
 * Tiny SVG building blocks for the demo mockups. Everything is drawn with shapes and a few
 * text runs so the files stay small and need nothing from the network.
 */

export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  ink: string;
  bgFrom: string;
  bgTo: string;
}

/** A palette plus the tints derived from it. */
export interface Theme extends Palette {
  soft: string;
  muted: string;
  line: string;
  page: string;
}

const WIDTH = 1600;
const HEIGHT = 1000;
const FONT = "Inter, Arial, sans-serif";

export function mix(a: string, b: string, weight: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const out = pa.map((v, i) => Math.round(v * (1 - weight) + at(pb, i) * weight));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

function parseHex(hex: string): number[] {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
}

export function theme(p: Palette): Theme {
  return {
    ...p,
    soft: mix(p.primary, "#ffffff", 0.9),
    muted: mix(p.ink, "#ffffff", 0.84),
    line: mix(p.ink, "#ffffff", 0.9),
    page: mix(p.ink, "#ffffff", 0.965),
  };
}

// Ids only need to be unique inside one file; the counter restarts for every image.
let sequence = 0;
export function resetIds(): void {
  sequence = 0;
}
export function uid(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence}`;
}

/** The item at i, wrapping around: lists of colours and values are cycled through. */
export function at<T>(list: readonly T[], i: number): T {
  return list[i % list.length] as T;
}

function esc(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const n = (v: number) => Math.round(v * 10) / 10;

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra = "",
): string {
  // Zero coordinates are the default and are left out: it keeps the files small.
  const pos = `${x ? ` x="${n(x)}"` : ""}${y ? ` y="${n(y)}"` : ""}`;
  const radius = rx ? ` rx="${n(rx)}"` : "";
  return `<rect${pos} width="${n(w)}" height="${n(h)}"${radius} fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export interface TextOptions {
  weight?: number;
  anchor?: "middle" | "end";
  extra?: string;
}

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  options: TextOptions = {},
): string {
  const weight = options.weight ? ` font-weight="${options.weight}"` : "";
  const anchor = options.anchor ? ` text-anchor="${options.anchor}"` : "";
  const extra = options.extra ? ` ${options.extra}` : "";
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}"${weight}${anchor} fill="${fill}"${extra}>${esc(content)}</text>`;
}

/** Grey bars standing in for paragraphs of copy. */
export function lines(
  x: number,
  y: number,
  widths: number[],
  fill: string,
  height = 12,
  gap = 24,
): string {
  // One stroked path with round caps instead of a rect per line: a fraction of the bytes.
  return bars(
    widths.map((w, i): [number, number, number] => [x, y + i * gap, w]),
    height,
    fill,
  );
}

/** Bars of one height and colour anywhere on the page, as one path: [x, top, width] each. */
export function bars(
  segments: Array<[number, number, number]>,
  height: number,
  fill: string,
  extra = "",
): string {
  const r = height / 2;
  const d = segments.map(([x, y, w]) => `M${n(x + r)} ${n(y + r)}h${n(w - height)}`).join("");
  return `<path d="${d}" stroke="${fill}" stroke-width="${n(height)}" stroke-linecap="round"${extra ? ` ${extra}` : ""}/>`;
}

export function group(transform: string, body: string, extra = ""): string {
  return `<g transform="${transform}"${extra ? ` ${extra}` : ""}>${body}</g>`;
}

export function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? `x2="0" y2="1"` : `x2="1" y2="1"`;
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A smooth line through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: Array<[number, number]>): string {
  // Whole pixels are plenty for a chart line.
  const n = Math.round;
  const first = at(points, 0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = at(points, Math.max(0, i - 1));
    const p1 = at(points, i);
    const p2 = at(points, i + 1);
    const p3 = at(points, Math.min(points.length - 1, i + 2));
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** Shared filters: a large soft shadow for frames and a small one for cards. */
const shadows =
  `<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="26" stdDeviation="28" flood-color="#0b1020" flood-opacity=".3"/></filter>` +
  `<filter id="sc" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="#0b1020" flood-opacity=".12"/></filter>`;

export const SHADOW = `filter="url(#sh)"`;
export const CARD_SHADOW = `filter="url(#sc)"`;

/** The whole file: the backdrop gradient with soft decorative shapes, then the body. */
export function documentSvg(t: Theme, body: string, defs = "", light = false): string {
  const from = light ? mix(t.bgFrom, "#ffffff", 0.75) : t.bgFrom;
  const to = light ? mix(t.bgTo, "#ffffff", 0.7) : t.bgTo;
  const dots = light ? t.ink : "#ffffff";
  const backdrop =
    rect(0, 0, WIDTH, HEIGHT, "url(#bg)") +
    rect(0, 0, WIDTH, HEIGHT, "url(#dots)") +
    circle(1480, 90, 300, t.accent, `opacity=".16"`) +
    circle(90, 930, 260, "#ffffff", `opacity=".1"`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT}">` +
    `<defs>${linearGradient("bg", from, to)}` +
    `<pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse">${circle(2, 2, 1.6, dots, `opacity=".14"`)}</pattern>` +
    `${shadows}${defs}</defs>${backdrop}${body}</svg>`;
  return svg.replaceAll("#ffffff", "#fff");
}
