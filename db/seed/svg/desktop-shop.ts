/** Shop screens (home, product, cart), drawn on the same 1360x772 page as the site screens. */

import { PAGE_H as H, PAGE_W as W } from "./desktop-site.ts";
import {
  at,
  CARD_SHADOW,
  circle,
  linearGradient,
  lines,
  mix,
  rect,
  type Theme,
  text,
  uid,
} from "./kit.ts";
import { logo, product, stars } from "./parts.ts";
import type { MockupBrand, ProductShape } from "./types.ts";

function shopItem(b: MockupBrand): { shape: ProductShape; name: string; price: string } {
  return b.product ?? { shape: "bottle", name: "Produto", price: "R$ 89,90" };
}

function shopNav(t: Theme, b: MockupBrand): string {
  return (
    rect(0, 0, W, 34, t.ink) +
    text(680, 22, "Frete grátis acima de R$ 199 · Parcele em até 6x", 13, "#ffffff", {
      anchor: "middle",
      extra: `opacity=".85"`,
    }) +
    rect(0, 34, W, 80, "#ffffff") +
    rect(0, 114, W, 1, t.line) +
    logo(56, 56, 36, t) +
    text(104, 81, b.name, 20, t.ink, { weight: 700 }) +
    rect(440, 52, 460, 44, t.page, 22) +
    circle(468, 74, 8, "none", `stroke="${t.muted}" stroke-width="3"`) +
    rect(490, 69, 150, 10, t.muted, 5) +
    circle(1186, 74, 18, t.soft) +
    rect(1236, 62, 28, 26, t.ink, 6) +
    `<path d="M1243 63v-4a7 7 0 0 1 14 0v4" stroke="${t.ink}" stroke-width="3" fill="none"/>` +
    circle(1266, 60, 10, t.accent) +
    text(1266, 65, "2", 12, t.ink, { weight: 700, anchor: "middle" })
  );
}

export function shopScreen(t: Theme, b: MockupBrand): string {
  const grad = uid("sg");
  const item = shopItem(b);
  const wide = item.shape !== "bottle";
  const tones = [t.primary, t.secondary, t.accent, mix(t.primary, t.secondary, 0.5)];
  const cards = [0, 1, 2, 3]
    .map((i) => {
      const x = 56 + i * 318;
      return (
        rect(x, 500, 296, 320, "#ffffff", 18, CARD_SHADOW) +
        rect(x + 12, 512, 272, 196, mix(at(tones, i), "#ffffff", 0.86), 12) +
        product(x + 148, 690, item.shape, at(tones, i), t.ink, 0.85) +
        rect(x + 20, 724, 180, 12, mix(t.ink, "#ffffff", 0.3), 6) +
        text(x + 20, 764, at(["R$ 89,90", "R$ 129,00", "R$ 64,50", "R$ 159,90"], i), 19, t.ink, {
          weight: 700,
        })
      );
    })
    .join("");
  return (
    `<defs>${linearGradient(grad, t.primary, t.secondary)}</defs>` +
    rect(0, 0, W, H, t.page) +
    shopNav(t, b) +
    rect(56, 140, 1248, 300, `url(#${grad})`, 24) +
    circle(1040, 290, 170, "#ffffff", `opacity=".14"`) +
    text(112, 250, b.headline[0], 46, "#ffffff", { weight: 800 }) +
    text(112, 306, b.headline[1], 46, "#ffffff", { weight: 800 }) +
    rect(112, 350, 190, 52, "#ffffff", 12) +
    text(207, 383, b.cta, 15, t.primary, { weight: 700, anchor: "middle" }) +
    // Bottles are slim; jars and pouches need smaller sizes to stand side by side.
    product(wide ? 900 : 930, 416, item.shape, "#ffffff", t.accent, wide ? 0.9 : 1.1) +
    product(wide ? 1040 : 1060, 416, item.shape, t.accent, t.ink, wide ? 1.1 : 1.35) +
    product(1180, 416, item.shape, mix(t.primary, "#ffffff", 0.6), "#ffffff", wide ? 0.85 : 1) +
    text(56, 480, "Mais vendidos", 24, t.ink, { weight: 800 }) +
    cards
  );
}

export function productScreen(t: Theme, b: MockupBrand): string {
  const item = shopItem(b);
  const thumbs = [0, 1, 2, 3]
    .map(
      (i) =>
        rect(
          72 + i * 142,
          636,
          126,
          110,
          i === 0 ? "#ffffff" : t.soft,
          14,
          i === 0 ? `stroke="${t.primary}" stroke-width="3"` : "",
        ) +
        product(
          135 + i * 142,
          730,
          item.shape,
          at([t.primary, t.secondary, t.accent, t.primary], i),
          t.ink,
          0.42,
        ),
    )
    .join("");
  const sizes: Record<ProductShape, string[]> = {
    bottle: ["50 ml", "100 ml", "200 ml"],
    jar: ["200 g", "400 g", "1 kg"],
    pouch: ["250 g", "500 g", "1 kg"],
  };
  const chips = sizes[item.shape]
    .map(
      (label, i) =>
        rect(
          720 + i * 120,
          452,
          104,
          44,
          "#ffffff",
          22,
          `stroke="${i === 1 ? t.primary : t.line}" stroke-width="2"`,
        ) + text(772 + i * 120, 480, label, 14, t.ink, { weight: 600, anchor: "middle" }),
    )
    .join("");
  return (
    rect(0, 0, W, H, "#ffffff") +
    shopNav(t, b) +
    lines(72, 138, [70], t.muted, 9) +
    rect(150, 138, 120, 9, t.primary, 4.5) +
    rect(72, 166, 556, 452, t.soft, 24) +
    circle(350, 392, 170, mix(t.primary, "#ffffff", 0.75)) +
    product(350, 540, item.shape, t.primary, t.ink, 1.9) +
    thumbs +
    rect(720, 170, 120, 28, mix(t.accent, "#ffffff", 0.7), 14) +
    rect(740, 180, 80, 8, t.ink, 4, `opacity=".5"`) +
    text(720, 252, item.name, 38, t.ink, { weight: 800 }) +
    stars(720, 290, 18, t.accent) +
    rect(840, 278, 110, 10, t.muted, 5) +
    text(720, 350, item.price, 34, t.primary, { weight: 800 }) +
    lines(720, 378, [540, 500, 380], t.muted, 10, 20) +
    chips +
    rect(720, 526, 130, 56, t.page, 14) +
    text(785, 562, "−   1   +", 18, t.ink, { weight: 600, anchor: "middle" }) +
    rect(866, 526, 420, 56, t.primary, 14) +
    text(1076, 561, "Adicionar à sacola", 17, "#ffffff", { weight: 700, anchor: "middle" }) +
    [0, 1]
      .map(
        (i) =>
          circle(740, 626 + i * 44, 14, t.soft) +
          rect(766, 620 + i * 44, 260 - i * 60, 10, t.muted, 5),
      )
      .join("")
  );
}

export function cartScreen(t: Theme, b: MockupBrand): string {
  const item = shopItem(b);
  const prices = ["R$ 129,00", "R$ 89,90", "R$ 108,80"];
  const rows = [0, 1, 2]
    .map((i) => {
      const y = 200 + i * 142;
      const tone = at([t.primary, t.secondary, t.accent], i);
      return (
        rect(96, y, 110, 110, mix(tone, "#ffffff", 0.85), 14) +
        product(151, y + 100, item.shape, tone, t.ink, 0.5) +
        rect(230, y + 18, 240, 13, mix(t.ink, "#ffffff", 0.25), 6.5) +
        lines(230, y + 46, [150], t.muted, 10) +
        rect(230, y + 70, 110, 34, t.page, 10) +
        text(285, y + 93, "−  1  +", 14, t.ink, { anchor: "middle" }) +
        text(804, y + 34, at(prices, i), 18, t.ink, { weight: 700, anchor: "end" }) +
        (i < 2 ? rect(96, y + 126, 712, 1, t.line) : "")
      );
    })
    .join("");
  const summary = [0, 1, 2]
    .map(
      (i) =>
        lines(908, 256 + i * 36, [110], t.muted, 10) +
        rect(1150, 256 + i * 36, 100, 10, t.muted, 5),
    )
    .join("");
  return (
    rect(0, 0, W, H, t.page) +
    shopNav(t, b) +
    `<g transform="translate(0 36)">` +
    text(72, 146, "Sua sacola", 34, t.ink, { weight: 800 }) +
    rect(72, 176, 760, 452, "#ffffff", 20, CARD_SHADOW) +
    rows +
    rect(872, 176, 416, 440, "#ffffff", 20, CARD_SHADOW) +
    rect(908, 212, 160, 14, mix(t.ink, "#ffffff", 0.2), 7) +
    summary +
    rect(908, 372, 344, 1, t.line) +
    text(908, 418, "Total", 20, t.ink, { weight: 700 }) +
    text(1252, 418, "R$ 327,70", 24, t.ink, { weight: 800, anchor: "end" }) +
    rect(908, 450, 344, 58, t.primary, 14) +
    text(1080, 486, "Finalizar compra", 17, "#ffffff", { weight: 700, anchor: "middle" }) +
    [0, 1, 2, 3].map((i) => rect(908 + i * 90, 536, 74, 44, t.page, 10)).join("") +
    text(945, 564, "Pix", 14, t.secondary, { weight: 700, anchor: "middle" }) +
    "</g>"
  );
}
