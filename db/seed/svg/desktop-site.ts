/** Screens of marketing sites, drawn on a 1360x772 page (the inside of a browser window). */
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
import { check, featureCard, photo, siteNav, stars } from "./parts.ts";
import type { MockupBrand } from "./types.ts";

export const PAGE_W = 1360;
export const PAGE_H = 772;

export function homeScreen(t: Theme, b: MockupBrand): string {
  const tones = [t.primary, t.secondary, t.accent];
  return (
    rect(0, 0, PAGE_W, PAGE_H, "#ffffff") +
    rect(0, 77, PAGE_W, 470, t.soft) +
    siteNav(t, b) +
    rect(72, 136, 236, 34, "#ffffff", 17) +
    circle(92, 153, 6, t.accent) +
    rect(108, 148, 180, 10, t.muted, 5) +
    text(72, 246, b.headline[0], 54, t.ink, { weight: 800 }) +
    text(72, 310, b.headline[1], 54, t.primary, { weight: 800 }) +
    lines(72, 346, [480, 440, 300], t.muted) +
    rect(72, 440, 210, 56, t.primary, 12) +
    text(177, 474, b.cta, 16, "#ffffff", { weight: 600, anchor: "middle" }) +
    rect(298, 440, 170, 56, "#ffffff", 12, `stroke="${t.muted}" stroke-width="2"`) +
    text(383, 474, "Saiba mais", 16, t.ink, { weight: 600, anchor: "middle" }) +
    photo(760, 118, 528, 392, t, b.photo) +
    rect(690, 418, 270, 96, "#ffffff", 18, CARD_SHADOW) +
    circle(734, 466, 24, t.secondary) +
    circle(734, 460, 9, "#ffffff", `opacity=".8"`) +
    stars(770, 458, 16, t.accent) +
    rect(770, 472, 150, 10, t.muted, 5) +
    [0, 1, 2].map((i) => featureCard(72 + i * 410, 590, 392, 200, t, at(tones, i), i)).join("")
  );
}

export function landingScreen(t: Theme, b: MockupBrand): string {
  const grad = uid("lg");
  const tones = [t.primary, t.secondary, t.accent];
  return (
    `<defs>${linearGradient(grad, t.ink, mix(t.primary, t.ink, 0.35))}</defs>` +
    rect(0, 0, PAGE_W, PAGE_H, "#ffffff") +
    rect(0, 0, PAGE_W, 500, `url(#${grad})`) +
    `<path d="M970 0A230 230 0 0 0 1360 260V0Z" fill="${t.accent}" opacity=".16"/>` +
    `<path d="M0 300A170 170 0 0 1 290 500H0Z" fill="${t.secondary}" opacity=".22"/>` +
    siteNav(t, b, true) +
    rect(560, 116, 240, 34, "#ffffff", 17, `opacity=".12"`) +
    circle(584, 133, 6, t.accent) +
    rect(600, 128, 176, 10, "#ffffff", 5, `opacity=".5"`) +
    text(680, 226, b.headline[0], 58, "#ffffff", { weight: 800, anchor: "middle" }) +
    text(680, 294, b.headline[1], 58, t.accent, { weight: 800, anchor: "middle" }) +
    rect(370, 326, 620, 12, "#ffffff", 6, `opacity=".3"`) +
    rect(450, 350, 460, 12, "#ffffff", 6, `opacity=".3"`) +
    rect(420, 394, 520, 64, "#ffffff", 16) +
    text(450, 433, "Seu melhor e-mail", 16, mix(t.ink, "#ffffff", 0.5)) +
    rect(752, 402, 180, 48, t.accent, 12) +
    text(842, 432, b.cta, 15, t.ink, { weight: 700, anchor: "middle" }) +
    [0, 1, 2, 3, 4].map((i) => rect(250 + i * 180, 530, 140, 26, t.line, 13)).join("") +
    [0, 1, 2].map((i) => featureCard(72 + i * 410, 590, 392, 200, t, at(tones, i), i)).join("")
  );
}

export function servicesScreen(t: Theme, b: MockupBrand): string {
  const tones = [t.primary, t.secondary, t.accent];
  const cards = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const x = 72 + (i % 3) * 410;
      const y = 300 + Math.floor(i / 3) * 236;
      return (
        featureCard(x, y, 392, 212, t, at(tones, i % 3), i, 2) +
        text(x + 28, y + 188, "Saiba mais →", 14, t.primary, { weight: 600 })
      );
    })
    .join("");
  return (
    rect(0, 0, PAGE_W, PAGE_H, t.page) +
    rect(0, 77, PAGE_W, 190, t.soft) +
    siteNav(t, b) +
    rect(72, 112, 56, 8, t.muted, 4) +
    rect(140, 112, 90, 8, t.primary, 4) +
    text(72, 186, b.section ?? "Nossos serviços", 44, t.ink, { weight: 800 }) +
    lines(72, 214, [520, 380], t.muted, 11, 22) +
    cards
  );
}

export function contactScreen(t: Theme, b: MockupBrand): string {
  const map = uid("map");
  const field = (x: number, y: number, w: number, h = 48) =>
    rect(x, y, 90, 9, t.muted, 4.5) +
    rect(x, y + 20, w, h, "#ffffff", 10, `stroke="${t.line}" stroke-width="2"`);
  const info = [0, 1, 2]
    .map(
      (i) =>
        rect(72, 250 + i * 66, 48, 48, t.soft, 14) +
        circle(96, 274 + i * 66, 9, at([t.primary, t.secondary, t.accent], i)) +
        lines(136, 258 + i * 66, [180, 120], t.muted, 10, 20),
    )
    .join("");
  const roads =
    `<path d="M72 560L632 660M160 450L300 720M72 680Q360 560 632 500" stroke="#ffffff" stroke-width="14" fill="none"/>` +
    `<path d="M360 520c-22 0-38 17-38 37 0 29 38 63 38 63s38-34 38-63c0-20-16-37-38-37z" fill="${t.primary}"/>` +
    circle(360, 556, 13, "#ffffff");
  return (
    rect(0, 0, PAGE_W, PAGE_H, t.page) +
    siteNav(t, b) +
    text(72, 168, "Fale conosco", 44, t.ink, { weight: 800 }) +
    lines(72, 194, [470, 360], t.muted, 11, 22) +
    info +
    `<defs><clipPath id="${map}">${rect(72, 450, 560, 290, "#000", 22)}</clipPath></defs>` +
    `<g clip-path="url(#${map})">${rect(72, 450, 560, 290, mix(t.secondary, "#ffffff", 0.78))}${rect(430, 590, 160, 120, mix(t.primary, "#ffffff", 0.82), 12)}${roads}</g>` +
    rect(700, 116, 588, 628, "#ffffff", 22, CARD_SHADOW) +
    rect(740, 152, 220, 16, mix(t.ink, "#ffffff", 0.2), 8) +
    field(740, 194, 242) +
    field(1006, 194, 242) +
    field(740, 284, 508) +
    field(740, 374, 508) +
    field(740, 464, 508, 126) +
    rect(740, 640, 508, 56, t.primary, 12) +
    text(994, 675, "Enviar mensagem", 16, "#ffffff", { weight: 600, anchor: "middle" })
  );
}

export function pricingScreen(t: Theme, b: MockupBrand): string {
  const plans = b.plans ?? [
    ["Essencial", "R$ 197"],
    ["Completo", "R$ 397"],
    ["Premium", "R$ 697"],
  ];
  const cards = plans
    .slice(0, 3)
    .map(([name, price], i) => {
      const hot = i === 1;
      const x = 110 + i * 392;
      const y = hot ? 212 : 240;
      const fg = hot ? "#ffffff" : t.ink;
      const rows = [0, 1, 2, 3, 4]
        .map(
          (r) =>
            check(x + 42, y + 196 + r * 44, hot ? t.accent : t.primary) +
            rect(
              x + 66,
              y + 191 + r * 44,
              170 - (r % 2) * 40,
              10,
              hot ? "#ffffff" : t.muted,
              5,
              hot ? `opacity=".55"` : "",
            ),
        )
        .join("");
      return (
        rect(x, y, 356, hot ? 540 : 500, hot ? t.primary : "#ffffff", 24, CARD_SHADOW) +
        (hot ? rect(x + 212, y + 26, 118, 28, t.accent, 14) : "") +
        (hot
          ? text(x + 271, y + 45, "Mais popular", 12, t.ink, { weight: 700, anchor: "middle" })
          : "") +
        text(x + 32, y + 56, name, 20, fg, { weight: 700 }) +
        text(x + 32, y + 126, price, 44, fg, { weight: 800 }) +
        rect(x + 32, y + 146, 120, 10, hot ? "#ffffff" : t.muted, 5, hot ? `opacity=".5"` : "") +
        rows +
        rect(x + 32, y + (hot ? 452 : 412), 292, 54, hot ? "#ffffff" : t.soft, 12) +
        text(x + 178, y + (hot ? 485 : 445), "Quero este", 15, t.primary, {
          weight: 700,
          anchor: "middle",
        })
      );
    })
    .join("");
  return (
    rect(0, 0, PAGE_W, PAGE_H, t.page) +
    siteNav(t, b) +
    text(680, 150, b.section ?? "Escolha seu plano", 42, t.ink, { weight: 800, anchor: "middle" }) +
    rect(460, 172, 440, 11, t.muted, 5.5) +
    cards
  );
}
