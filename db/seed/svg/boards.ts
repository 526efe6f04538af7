/** Whole-canvas compositions: brand board, stationery, social posts and a chatbot flow. */
import {
  at,
  CARD_SHADOW,
  circle,
  group,
  lines,
  mix,
  rect,
  SHADOW,
  type Theme,
  text,
} from "./kit.ts";
import { logo, photo } from "./parts.ts";
import { phoneFrame, phoneScreen } from "./phone.ts";
import type { MockupBrand } from "./types.ts";

export function brandBoard(t: Theme, b: MockupBrand): string {
  const swatches = [t.primary, t.secondary, t.accent, t.ink]
    .map((color, i) => {
      const x = 820 + i * 180;
      return (
        rect(x, 80, 160, 240, "#ffffff", 20, CARD_SHADOW) +
        rect(x, 80, 160, 168, color, 20) +
        rect(x, 220, 160, 28, color) +
        text(x + 18, 282, color.toUpperCase(), 15, t.ink, { weight: 700 }) +
        rect(x + 18, 296, 70, 8, t.muted, 4)
      );
    })
    .join("");
  const pattern = [0, 1, 2, 3, 4, 5, 6, 7]
    .map((i) => {
      const x = 130 + (i % 4) * 110;
      const y = 690 + Math.floor(i / 4) * 120 + (i % 2) * 30;
      return circle(x, y, 30, "#ffffff", `opacity=".16"`) + circle(x + 16, y - 14, 8, t.accent);
    })
    .join("");
  return (
    rect(80, 80, 700, 500, t.primary, 28, SHADOW) +
    circle(650, 200, 90, "none", `stroke="#ffffff" stroke-width="30" opacity=".08"`) +
    logo(370, 170, 140, t, true) +
    text(440, 420, b.name, 58, "#ffffff", { weight: 800, anchor: "middle" }) +
    rect(300, 450, 280, 12, "#ffffff", 6, `opacity=".45"`) +
    swatches +
    rect(820, 340, 700, 240, "#ffffff", 28, CARD_SHADOW) +
    text(856, 520, "Aa", 150, t.ink, { weight: 800 }) +
    text(1130, 414, "Inter", 32, t.ink, { weight: 700 }) +
    text(1130, 448, "Títulos · Textos · Botões", 16, mix(t.ink, "#ffffff", 0.45)) +
    text(1130, 494, "ABCDEFGHIJKLM", 22, t.ink, { weight: 600, extra: `opacity=".75"` }) +
    text(1130, 528, "abcdefghijklm 0123456789", 18, mix(t.ink, "#ffffff", 0.4)) +
    `<defs><clipPath id="pat">${rect(80, 620, 460, 300, "#000", 28)}</clipPath></defs>` +
    rect(80, 620, 460, 300, t.secondary, 28, CARD_SHADOW) +
    `<g clip-path="url(#pat)">${pattern}</g>` +
    rect(560, 620, 460, 300, t.ink, 28, CARD_SHADOW) +
    logo(740, 690, 100, t) +
    text(790, 850, b.name, 24, "#ffffff", { weight: 700, anchor: "middle" }) +
    rect(1040, 620, 480, 300, "#ffffff", 28, CARD_SHADOW) +
    logo(1090, 730, 80, t) +
    text(1190, 786, b.name, 38, t.ink, { weight: 800 })
  );
}

export function stationeryBoard(t: Theme, b: MockupBrand): string {
  const letter =
    rect(0, 0, 520, 736, "#ffffff", 6, SHADOW) +
    logo(48, 48, 44, t) +
    text(104, 79, b.name, 22, t.ink, { weight: 800 }) +
    lines(340, 52, [132, 110, 120], t.muted, 8, 16) +
    lines(48, 176, [180, 140], mix(t.ink, "#ffffff", 0.6), 10, 22) +
    lines(48, 250, [424, 400, 430, 380, 300], t.muted, 9, 22) +
    lines(48, 384, [424, 410, 430, 360], t.muted, 9, 22) +
    `<path d="M52 560c30-40 50 10 80-20s40 20 70 0" stroke="${t.primary}" stroke-width="3" fill="none"/>` +
    rect(48, 580, 150, 9, t.muted, 4.5) +
    rect(0, 700, 520, 36, t.primary) +
    rect(0, 692, 520, 8, t.accent);
  const front =
    rect(0, 0, 460, 270, t.primary, 16, SHADOW) +
    `<path d="M290 0H444A16 16 0 0 1 460 16V170A170 170 0 0 1 290 0Z" fill="#ffffff" opacity=".1"/>` +
    logo(196, 62, 68, t, true) +
    text(230, 196, b.name, 30, "#ffffff", { weight: 800, anchor: "middle" });
  const back =
    rect(0, 0, 460, 270, "#ffffff", 16, SHADOW) +
    `<path d="M424 0H444A16 16 0 0 1 460 16V254A16 16 0 0 1 444 270H424Z" fill="${t.primary}"/>` +
    text(40, 74, "Ana Bartolomeu", 26, t.ink, { weight: 700 }) +
    rect(40, 92, 130, 10, t.muted, 5) +
    [0, 1, 2]
      .map(
        (i) =>
          circle(50, 160 + i * 32, 9, at([t.primary, t.secondary, t.accent], i)) +
          rect(70, 155 + i * 32, 180 - i * 30, 10, t.muted, 5),
      )
      .join("");
  return (
    group("translate(160 120) rotate(-5)", letter) +
    group("translate(770 130) rotate(7)", front) +
    group("translate(840 520) rotate(-4)", back) +
    circle(1410, 230, 104, t.accent, SHADOW) +
    circle(1410, 230, 84, "none", `stroke="#ffffff" stroke-width="3" stroke-dasharray="6 8"`) +
    logo(1370, 190, 80, t)
  );
}

export function socialBoard(t: Theme, b: MockupBrand): string {
  const plain = b.name.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  const handle = `@${plain.toLowerCase().replace(/[^a-z0-9]/g, "")}`;
  const posts = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const x = 258 + (i % 3) * 372;
      const y = 144 + Math.floor(i / 3) * 372;
      switch (i) {
        case 0:
          return (
            rect(x, y, 340, 340, t.primary, 22, CARD_SHADOW) +
            text(x + 34, y + 150, b.headline[0], 32, "#ffffff", { weight: 800 }) +
            text(x + 34, y + 192, b.headline[1], 32, t.accent, { weight: 800 }) +
            logo(x + 34, y + 268, 38, t, true) +
            text(x + 84, y + 294, b.name, 16, "#ffffff", { weight: 700 })
          );
        case 1:
          return (
            rect(x, y, 340, 340, "#ffffff", 22, CARD_SHADOW) + photo(x, y, 340, 340, t, b.photo, 22)
          );
        case 2:
          return (
            rect(x, y, 340, 340, t.accent, 22, CARD_SHADOW) +
            circle(x + 170, y + 170, 120, "#ffffff", `opacity=".25"`) +
            logo(x + 110, y + 110, 120, t)
          );
        case 3:
          return (
            rect(x, y, 340, 340, "#ffffff", 22, CARD_SHADOW) +
            logo(x + 130, y + 90, 80, t) +
            text(x + 170, y + 236, b.name, 28, t.ink, { weight: 800, anchor: "middle" }) +
            rect(x + 110, y + 258, 120, 9, t.muted, 4.5)
          );
        case 4:
          return (
            rect(x, y, 340, 340, t.secondary, 22, CARD_SHADOW) +
            rect(x + 34, y + 40, 118, 34, "#ffffff", 17) +
            text(x + 93, y + 63, "Novidade", 15, t.secondary, { weight: 700, anchor: "middle" }) +
            rect(x + 34, y + 230, 240, 16, "#ffffff", 8) +
            rect(x + 34, y + 258, 180, 16, "#ffffff", 8, `opacity=".6"`) +
            circle(x + 280, y + 120, 46, t.accent)
          );
        default:
          return (
            rect(x, y, 340, 340, t.ink, 22, CARD_SHADOW) +
            text(x + 34, y + 170, "Siga a gente", 30, "#ffffff", { weight: 800 }) +
            text(x + 34, y + 210, handle, 20, t.accent, { weight: 600 }) +
            rect(x + 34, y + 260, 200, 8, "#ffffff", 4, `opacity=".35"`) +
            rect(x + 34, y + 278, 150, 8, "#ffffff", 4, `opacity=".35"`)
          );
      }
    })
    .join("");
  return posts;
}

export function flowBoard(t: Theme, b: MockupBrand): string {
  const labels = b.flow ?? [
    "Mensagem recebida",
    "Agendar",
    "Preços",
    "Dúvidas",
    "Escolher horário",
    "Confirmar",
    "Atendente",
  ];
  const pos: Array<[number, number]> = [
    [940, 140],
    [640, 380],
    [940, 380],
    [1240, 380],
    [640, 620],
    [940, 620],
    [1240, 620],
  ];
  const tones = [t.accent, t.primary, t.secondary, t.accent, t.primary, t.secondary, "#16a34a"];
  const parents = [-1, 0, 0, 0, 1, 2, 3];
  const edges = parents
    .map((p, i) => {
      if (p < 0) return "";
      const [ax, ay] = [at(pos, p)[0] + 130, at(pos, p)[1] + 78];
      const [cx, cy] = [at(pos, i)[0] + 130, at(pos, i)[1]];
      return (
        `<path d="M${ax} ${ay}C${ax} ${ay + 80} ${cx} ${cy - 80} ${cx} ${cy}" stroke="#ffffff" stroke-opacity=".55" stroke-width="3" fill="none"/>` +
        circle(cx, cy, 6, "#ffffff")
      );
    })
    .join("");
  const nodes = labels
    .slice(0, 7)
    .map((label, i) => {
      const [x, y] = at(pos, i);
      return (
        rect(x, y, 260, 78, "#ffffff", 16, CARD_SHADOW) +
        rect(x, y + 14, 6, 50, at(tones, i), 3) +
        circle(x + 38, y + 39, 16, mix(at(tones, i), "#ffffff", 0.8)) +
        circle(x + 38, y + 39, 6, at(tones, i)) +
        text(x + 66, y + 45, label, 16, t.ink, { weight: 700 })
      );
    })
    .join("");
  const chips = ["24h por dia", "Resposta em 3 s", "+2 mil conversas/mês"]
    .map(
      (label, i) =>
        rect(640 + i * 300, 800, 270, 56, "#ffffff", 28, `opacity=".14"`) +
        text(775 + i * 300, 835, label, 17, "#ffffff", { weight: 700, anchor: "middle" }),
    )
    .join("");
  return phoneFrame(150, 150, 1, t, phoneScreen("chat", t, b)) + edges + nodes + chips;
}
