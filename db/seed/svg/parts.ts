import {
  CARD_SHADOW,
  circle,
  group,
  linearGradient,
  lines,
  mix,
  rect,
  type Theme,
  text,
  uid,
} from "./kit.ts";
import type { MockupBrand, PhotoStyle, ProductShape } from "./types.ts";

/** An illustrated "photo" block: the hero image of a site, clipped to rounded corners. */
export function photo(
  x: number,
  y: number,
  w: number,
  h: number,
  t: Theme,
  style: PhotoStyle,
  rx = 24,
): string {
  const clip = uid("pc");
  const grad = uid("pg");
  let art: string;
  if (style === "hills") {
    art =
      rect(x, y, w, h, `url(#${grad})`) +
      circle(x + w * 0.72, y + h * 0.32, h * 0.13, t.accent, `opacity=".9"`) +
      `<path d="M${x} ${y + h * 0.72}Q${x + w * 0.3} ${y + h * 0.42} ${x + w * 0.62} ${y + h * 0.7}T${x + w} ${y + h * 0.6}V${y + h}H${x}Z" fill="${t.secondary}" opacity=".75"/>` +
      `<path d="M${x} ${y + h * 0.86}Q${x + w * 0.45} ${y + h * 0.6} ${x + w} ${y + h * 0.84}V${y + h}H${x}Z" fill="${t.primary}"/>`;
  } else if (style === "arches") {
    const aw = w * 0.22;
    art =
      rect(x, y, w, h, `url(#${grad})`) +
      [0, 1, 2]
        .map((i) => {
          const ax = x + w * 0.12 + i * (aw + w * 0.06);
          const top = y + h * (0.28 + (i % 2) * 0.1);
          const fill = [t.primary, t.accent, t.secondary][i];
          return `<path d="M${ax} ${y + h}V${top + aw / 2}A${aw / 2} ${aw / 2} 0 0 1 ${ax + aw} ${top + aw / 2}V${y + h}Z" fill="${fill}"/>`;
        })
        .join("") +
      rect(x, y + h * 0.9, w, h * 0.1, t.ink, 0, `opacity=".12"`);
  } else {
    art =
      rect(x, y, w, h, `url(#${grad})`) +
      circle(x + w * 0.2, y + h * 0.25, h * 0.35, "#ffffff", `opacity=".14"`) +
      circle(x + w * 0.85, y + h * 0.85, h * 0.45, t.accent, `opacity=".35"`) +
      rect(x + w * 0.34, y + h * 0.22, w * 0.32, h * 0.56, "#ffffff", 22, `opacity=".92"`) +
      circle(x + w * 0.5, y + h * 0.42, h * 0.09, t.primary) +
      lines(x + w * 0.4, y + h * 0.6, [w * 0.2, w * 0.14], t.muted, 10, 20);
  }
  const from = style === "blobs" ? t.primary : mix(t.secondary, "#ffffff", 0.55);
  const to = style === "blobs" ? t.secondary : mix(t.primary, "#ffffff", 0.8);
  return (
    `<defs><clipPath id="${clip}">${rect(x, y, w, h, "#000", rx)}</clipPath>${linearGradient(grad, from, to, true)}</defs>` +
    `<g clip-path="url(#${clip})">${art}</g>`
  );
}

/** A product silhouette standing on baseY (bottles, jars, coffee pouches). */
export function product(
  cx: number,
  baseY: number,
  shape: ProductShape,
  fill: string,
  cap: string,
  scale = 1,
): string {
  let body: string;
  if (shape === "bottle") {
    body =
      rect(-32, -150, 64, 150, fill, 18) +
      rect(-15, -182, 30, 36, cap, 6) +
      rect(-22, -104, 44, 52, "#ffffff", 6, `opacity=".7"`);
  } else if (shape === "jar") {
    body =
      rect(-52, -96, 104, 96, fill, 22) +
      rect(-56, -122, 112, 30, cap, 10) +
      rect(-34, -70, 68, 34, "#ffffff", 6, `opacity=".7"`);
  } else {
    body =
      `<path d="M-50 0L-44 -150H44L50 0Z" fill="${fill}"/>` +
      rect(-48, -168, 96, 22, cap, 4) +
      circle(0, -80, 24, "#ffffff", `opacity=".75"`);
  }
  return group(`translate(${cx} ${baseY}) scale(${scale})`, body);
}

/** The brand's logo: a rounded square with a simple mark inside. */
export function logo(x: number, y: number, size: number, t: Theme, light = false): string {
  const fill = light ? "#ffffff" : t.primary;
  const mark = light ? t.primary : "#ffffff";
  return (
    rect(x, y, size, size, fill, size * 0.28) +
    circle(x + size * 0.42, y + size * 0.5, size * 0.2, mark) +
    circle(x + size * 0.66, y + size * 0.36, size * 0.1, t.accent)
  );
}

/** Top navigation of a 1360-wide site. */
export function siteNav(t: Theme, b: MockupBrand, dark = false): string {
  const fg = dark ? "#ffffff" : t.ink;
  const link = dark ? "#ffffff" : mix(t.ink, "#ffffff", 0.35);
  const linkExtra = dark ? `opacity=".75"` : "";
  const bar = dark ? "" : rect(0, 0, 1360, 76, "#ffffff") + rect(0, 76, 1360, 1, t.line);
  // Links are laid out right to left from the button, using an average glyph width.
  let right = 1090;
  const links = [...b.nav]
    .reverse()
    .map((label) => {
      right -= label.length * 8;
      const out = text(right, 44, label, 15, link, { extra: linkExtra });
      right -= 40;
      return out;
    })
    .join("");
  return (
    bar +
    logo(56, 20, 36, t, dark) +
    text(104, 45, b.name, 20, fg, { weight: 700 }) +
    links +
    rect(1130, 18, 174, 40, dark ? t.accent : t.primary, 10) +
    text(1217, 43, b.cta, 15, dark ? t.ink : "#ffffff", { weight: 600, anchor: "middle" })
  );
}

/** A white card with an icon, a title bar and copy: used in feature and service grids. */
export function featureCard(
  x: number,
  y: number,
  w: number,
  h: number,
  t: Theme,
  tone: string,
  variant = 0,
  rows = 3,
): string {
  const icons = [
    circle(x + 54, y + 54, 11, tone),
    rect(x + 44, y + 44, 20, 20, tone, 5, `transform="rotate(45 ${x + 54} ${y + 54})"`),
    circle(x + 54, y + 54, 10, "none", `stroke="${tone}" stroke-width="5"`),
  ];
  return (
    rect(x, y, w, h, "#ffffff", 18, CARD_SHADOW) +
    rect(x + 28, y + 28, 52, 52, mix(tone, "#ffffff", 0.85), 14) +
    icons[variant % 3] +
    rect(x + 28, y + 104, w * 0.45, 14, mix(t.ink, "#ffffff", 0.25), 7) +
    lines(x + 28, y + 134, [w - 70, w - 110, w * 0.5].slice(0, rows), t.muted, 10, 20)
  );
}

export function stars(x: number, y: number, size: number, fill: string): string {
  return text(x, y, "★★★★★", size, fill, { extra: `letter-spacing="2"` });
}

export function check(cx: number, cy: number, fill: string): string {
  return (
    circle(cx, cy, 11, fill) +
    `<path d="M${cx - 5} ${cy}l3.5 3.5 6.5-7" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}
