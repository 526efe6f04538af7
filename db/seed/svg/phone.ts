/** A phone frame and the app screens shown in it (drawn on a 312x672 screen). */
import {
  at,
  bars,
  CARD_SHADOW,
  circle,
  group,
  linearGradient,
  lines,
  mix,
  rect,
  SHADOW,
  type Theme,
  text,
  uid,
} from "./kit.ts";
import { logo, photo } from "./parts.ts";
import type { MockupBrand, PhoneScreen } from "./types.ts";

const SW = 312;

export function phoneFrame(x: number, y: number, scale: number, t: Theme, screen: string): string {
  const clip = uid("ph");
  return group(
    `translate(${x} ${y}) scale(${scale})`,
    `<defs><clipPath id="${clip}">${rect(14, 14, SW, 672, "#000", 38)}</clipPath></defs>` +
      rect(0, 0, 340, 700, "#111318", 52, SHADOW) +
      rect(-3, 150, 4, 60, "#111318", 2) +
      rect(339, 190, 4, 90, "#111318", 2) +
      `<g clip-path="url(#${clip})">${group("translate(14 14)", rect(0, 0, SW, 672, "#ffffff") + screen + statusBar(t))}</g>` +
      rect(122, 26, 96, 28, "#111318", 14),
  );
}

function statusBar(t: Theme): string {
  return (
    text(34, 36, "9:41", 15, t.ink, { weight: 700 }) +
    `<path d="M228 32h4v4h-4zM234 29h4v7h-4zM240 26h4v10h-4zM246 23h4v13h-4z" fill="${t.ink}"/>` +
    rect(258, 22, 26, 13, "none", 4, `stroke="${t.ink}" stroke-width="1.6"`) +
    rect(261, 25, 17, 7, t.ink, 2)
  );
}

function tabBar(t: Theme): string {
  return (
    rect(0, 600, SW, 72, "#ffffff") +
    rect(0, 600, SW, 1, t.line) +
    [0, 1, 2, 3]
      .map((i) => rect(44 + i * 68, 622, 22, 22, i === 0 ? t.primary : t.muted, 7))
      .join("")
  );
}

function siteScreen(t: Theme, b: MockupBrand): string {
  return (
    logo(20, 62, 30, t) +
    text(60, 84, b.name, 16, t.ink, { weight: 700 }) +
    [0, 1, 2].map((i) => rect(262, 68 + i * 8, 28, 3, t.ink, 1.5)).join("") +
    photo(20, 112, 272, 190, t, b.photo, 20) +
    text(20, 344, b.headline[0], 25, t.ink, { weight: 800 }) +
    text(20, 376, b.headline[1], 25, t.primary, { weight: 800 }) +
    lines(20, 398, [260, 220], t.muted, 9, 18) +
    rect(20, 446, 272, 50, t.primary, 12) +
    text(156, 477, b.cta, 15, "#ffffff", { weight: 700, anchor: "middle" }) +
    rect(20, 516, 272, 130, t.soft, 18) +
    circle(52, 550, 16, t.secondary) +
    lines(80, 540, [150, 110], t.muted, 9, 18)
  );
}

function homeScreen(t: Theme, b: MockupBrand): string {
  const grad = uid("hg");
  const phone = b.phone;
  const tops = [338, 422, 506];
  const rows =
    tops
      .map(
        (y, i) =>
          rect(24, y, 264, 70, t.page, 18) +
          rect(36, y + 12, 46, 46, "#ffffff", 13) +
          circle(59, y + 35, 10, at([t.primary, t.secondary, t.accent], i)),
      )
      .join("") +
    bars(
      tops.map((y, i): [number, number, number] => [96, y + 20, 120 - i * 14]),
      11,
      mix(t.ink, "#ffffff", 0.3),
    ) +
    bars(
      tops.map((y): [number, number, number] => [96, y + 42, 80]),
      9,
      t.muted,
    ) +
    `<path d="${tops.map((y) => `M264 ${y + 28}l7 7-7 7`).join("")}" stroke="${t.muted}" stroke-width="2.5" fill="none"/>`;
  return (
    `<defs>${linearGradient(grad, t.primary, t.secondary)}</defs>` +
    text(24, 96, phone?.greeting ?? "Olá, Ana", 24, t.ink, { weight: 800 }) +
    rect(24, 110, 150, 10, t.muted, 5) +
    circle(268, 92, 20, t.secondary) +
    rect(24, 138, 264, 164, `url(#${grad})`, 24, CARD_SHADOW) +
    circle(262, 170, 70, "#ffffff", `opacity=".12"`) +
    text(46, 184, phone?.card ?? b.name, 19, "#ffffff", { weight: 700 }) +
    rect(46, 200, 140, 9, "#ffffff", 4.5, `opacity=".6"`) +
    rect(46, 250, 220, 10, "#ffffff", 5, `opacity=".3"`) +
    rect(46, 250, 150, 10, "#ffffff", 5) +
    rect(24, 318, 110, 11, mix(t.ink, "#ffffff", 0.2), 5.5) +
    rows +
    tabBar(t)
  );
}

function ringScreen(t: Theme, b: MockupBrand): string {
  const phone = b.phone;
  const stats = phone?.stats ?? ["45 min", "380 kcal", "128 bpm"];
  const c = 2 * Math.PI * 92;
  return (
    `<path d="M30 76l-8 8 8 8" stroke="${t.ink}" stroke-width="2.5" fill="none"/>` +
    text(156, 90, phone?.ring ?? "Hoje", 17, t.ink, { weight: 700, anchor: "middle" }) +
    circle(156, 250, 92, "none", `stroke="${t.soft}" stroke-width="20"`) +
    circle(
      156,
      250,
      92,
      "none",
      `stroke="${t.primary}" stroke-width="20" stroke-linecap="round" stroke-dasharray="${Math.round(c * 0.72)} ${Math.round(c)}" transform="rotate(-90 156 250)"`,
    ) +
    circle(
      156,
      250,
      62,
      "none",
      `stroke="${t.accent}" stroke-width="12" stroke-linecap="round" stroke-dasharray="250 400" transform="rotate(-90 156 250)" opacity=".9"`,
    ) +
    text(156, 262, "72%", 34, t.ink, { weight: 800, anchor: "middle" }) +
    stats
      .map(
        (s, i) =>
          rect(24 + i * 92, 380, 80, 92, t.page, 16) +
          circle(64 + i * 92, 404, 8, at([t.primary, t.accent, t.secondary], i)) +
          text(64 + i * 92, 440, s, 14, t.ink, { weight: 700, anchor: "middle" }) +
          rect(44 + i * 92, 452, 40, 7, t.muted, 3.5),
      )
      .join("") +
    lines(24, 500, [230, 180], t.muted, 9, 18) +
    rect(24, 560, 264, 56, t.primary, 16) +
    text(156, 594, phone?.cta ?? b.cta, 16, "#ffffff", { weight: 700, anchor: "middle" })
  );
}

function chartScreen(t: Theme): string {
  const data = [0.45, 0.6, 0.38, 0.75, 0.55, 0.9, 0.7];
  return (
    text(24, 100, "Sua evolução", 24, t.ink, { weight: 800 }) +
    rect(24, 122, 264, 38, t.page, 19) +
    rect(28, 126, 86, 30, t.primary, 15) +
    [0, 1].map((i) => rect(138 + i * 86, 137, 44, 8, t.muted, 4)).join("") +
    data
      .map((v, i) => {
        const fill = i === 5 ? t.accent : mix(t.primary, "#ffffff", 0.15);
        return rect(34 + i * 38, 380 - v * 190, 24, v * 190, fill, 8);
      })
      .join("") +
    [0, 1]
      .map(
        (i) =>
          rect(24 + i * 138, 424, 126, 108, i === 0 ? t.soft : mix(t.accent, "#ffffff", 0.8), 18) +
          rect(40 + i * 138, 444, 60, 8, t.muted, 4) +
          text(40 + i * 138, 490, at(["12,4 km", "5 dias"], i), 22, t.ink, { weight: 800 }) +
          rect(40 + i * 138, 506, 80, 8, t.muted, 4),
      )
      .join("") +
    `<path d="M38 394h16M76 394h16M114 394h16M152 394h16M190 394h16M228 394h16M266 394h16" stroke="${t.muted}" stroke-width="7" stroke-linecap="round"/>` +
    tabBar(t)
  );
}

function chatScreen(t: Theme, b: MockupBrand, index: number): string {
  const chat = b.chats?.[index] ?? [
    { text: "Olá! Como posso ajudar?" },
    { me: true, text: "Quero saber os preços" },
  ];
  let y = 140;
  const bubbles = chat
    .map((m) => {
      const w = Math.min(236, m.text.length * 7.2 + 30);
      const x = m.me ? SW - 16 - w : 16;
      const out =
        rect(x, y, w, 40, m.me ? mix(t.primary, "#ffffff", 0.78) : "#ffffff", 14, CARD_SHADOW) +
        text(x + 15, y + 25, m.text, 13, t.ink);
      y += 54;
      return out;
    })
    .join("");
  return (
    rect(0, 0, SW, 672, mix(t.secondary, "#ffffff", 0.86)) +
    rect(0, 50, SW, 66, "#ffffff") +
    `<path d="M22 76l-8 7 8 7" stroke="${t.ink}" stroke-width="2.5" fill="none"/>` +
    circle(58, 83, 20, t.primary) +
    text(58, 89, b.name.slice(0, 1), 16, "#ffffff", { weight: 700, anchor: "middle" }) +
    text(88, 80, b.name, 15, t.ink, { weight: 700 }) +
    text(88, 99, "online", 12, "#16a34a") +
    bubbles +
    rect(12, 606, 232, 46, "#ffffff", 23) +
    rect(32, 625, 110, 9, t.muted, 4.5) +
    circle(274, 629, 23, t.primary) +
    `<path d="M266 629h14m-5-6 6 6-6 6" stroke="#fff" stroke-width="2.5" fill="none"/>`
  );
}

function onboardScreen(t: Theme, b: MockupBrand): string {
  const clip = uid("ob");
  return (
    rect(0, 0, SW, 672, t.soft) +
    `<defs><clipPath id="${clip}">${circle(156, 230, 120, "#000")}</clipPath></defs>` +
    `<g clip-path="url(#${clip})">${photo(36, 110, 240, 240, t, "blobs", 0)}</g>` +
    text(156, 430, b.headline[0], 24, t.ink, { weight: 800, anchor: "middle" }) +
    text(156, 462, b.headline[1], 24, t.primary, { weight: 800, anchor: "middle" }) +
    rect(46, 486, 220, 9, t.muted, 4.5) +
    rect(76, 504, 160, 9, t.muted, 4.5) +
    rect(132, 536, 24, 8, t.primary, 4) +
    circle(170, 540, 4, t.muted) +
    circle(184, 540, 4, t.muted) +
    rect(24, 570, 264, 56, t.primary, 16) +
    text(156, 604, "Começar agora", 16, "#ffffff", { weight: 700, anchor: "middle" })
  );
}

export function phoneScreen(name: PhoneScreen, t: Theme, b: MockupBrand): string {
  switch (name) {
    case "site":
      return siteScreen(t, b);
    case "home":
      return homeScreen(t, b);
    case "ring":
      return ringScreen(t, b);
    case "chart":
      return chartScreen(t);
    case "chat":
      return chatScreen(t, b, 0);
    case "chat2":
      return chatScreen(t, b, 1);
    case "onboard":
      return onboardScreen(t, b);
  }
}
