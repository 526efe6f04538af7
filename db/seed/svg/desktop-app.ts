/** Web-app screens (dashboard, board), drawn on the same 1360x772 page as the site screens. */

import { PAGE_H as H, PAGE_W as W } from "./desktop-site.ts";
import {
  at,
  bars,
  CARD_SHADOW,
  circle,
  linearGradient,
  mix,
  rect,
  smoothPath,
  type Theme,
  text,
  uid,
} from "./kit.ts";
import { logo } from "./parts.ts";
import type { MockupBrand } from "./types.ts";

/** The sidebar and top bar shared by the web-app screens. */
function appShell(t: Theme, b: MockupBrand, title: string): string {
  const widths = [110, 76, 100, 84, 70];
  const menu =
    rect(16, 102, 208, 42, "#ffffff", 10, `opacity=".1"`) +
    rect(36, 114, 16, 16, t.accent, 4) +
    rect(66, 117, 92, 10, "#ffffff", 5, `opacity=".9"`) +
    `<path d="${widths.map((_, i) => `M36 ${174 + i * 52}h16`).join("")}" stroke="#fff" stroke-width="16" opacity=".45"/>` +
    bars(
      widths.map((w, i): [number, number, number] => [66, 169 + i * 52, w]),
      10,
      "#ffffff",
      `opacity=".4"`,
    );
  return (
    rect(0, 0, W, H, t.page) +
    rect(0, 0, 240, H, t.ink) +
    logo(28, 26, 34, t) +
    text(74, 50, b.name, 18, "#ffffff", { weight: 700 }) +
    menu +
    rect(240, 0, W - 240, 72, "#ffffff") +
    rect(240, 72, W - 240, 1, t.line) +
    rect(272, 18, 360, 36, t.page, 10) +
    circle(294, 36, 6, "none", `stroke="${t.muted}" stroke-width="2.5"`) +
    circle(1262, 36, 16, t.page) +
    circle(1312, 36, 18, t.secondary) +
    text(272, 118, title, 26, t.ink, { weight: 700 })
  );
}

export function dashboardScreen(t: Theme, b: MockupBrand): string {
  const kpis = b.kpis ?? [
    ["Receita do mês", "R$ 48,2 mil"],
    ["Clientes ativos", "1.284"],
    ["Satisfação", "96%"],
    ["Pedidos hoje", "37"],
  ];
  const cards = kpis
    .map(
      ([label, value], i) =>
        rect(272 + i * 269, 140, 249, 120, "#ffffff", 16, CARD_SHADOW) +
        text(296 + i * 269, 176, label, 14, mix(t.ink, "#ffffff", 0.45)) +
        text(296 + i * 269, 220, value, 28, t.ink, { weight: 700 }) +
        rect(296 + i * 269, 234, 58, 16, mix("#16a34a", "#ffffff", 0.85), 8),
    )
    .join("");
  const data = [260, 300, 250, 330, 310, 380, 350, 420, 400, 470, 450, 510];
  const pts = data.map((v, i): [number, number] => [300 + i * 58, 570 - (v - 200) * 0.6]);
  const line = smoothPath(pts);
  const grad = uid("ag");
  const ring = (len: number, offset: number, color: string) =>
    `<circle cx="1160" cy="430" r="78" stroke="${color}" stroke-dasharray="${len} 490" stroke-dashoffset="${-offset}"/>`;
  const rowsY = [660, 700, 740];
  const table =
    rowsY
      .map(
        (y, i) =>
          circle(300, y, 13, at([t.primary, t.secondary, t.accent], i)) +
          rect(900, y - 12, 92, 24, mix(i !== 1 ? "#16a34a" : "#f59e0b", "#ffffff", 0.82), 12),
      )
      .join("") +
    bars(
      rowsY.flatMap(
        (y, i): Array<[number, number, number]> => [
          [326, y - 5, 180 - i * 20],
          [640, y - 5, 120],
        ],
      ),
      10,
      t.muted,
    ) +
    bars(
      rowsY.map((y): [number, number, number] => [1200, y - 5, 100]),
      10,
      mix(t.ink, "#ffffff", 0.5),
    );
  return (
    `<defs>${linearGradient(grad, mix(t.primary, "#ffffff", 0.55), "#ffffff", true)}</defs>` +
    appShell(t, b, "Visão geral") +
    cards +
    rect(272, 280, 700, 330, "#ffffff", 16, CARD_SHADOW) +
    rect(300, 308, 160, 13, mix(t.ink, "#ffffff", 0.25), 6.5) +
    `<path d="M300 380h640M300 440h640M300 500h640M300 560h640" stroke="${t.line}"/>` +
    `<path d="${line}L${at(pts, pts.length - 1)[0]} 590L300 590Z" fill="url(#${grad})"/>` +
    `<path d="${line}" fill="none" stroke="${t.primary}" stroke-width="4" stroke-linecap="round"/>` +
    circle(at(pts, 9)[0], at(pts, 9)[1], 8, "#ffffff", `stroke="${t.primary}" stroke-width="4"`) +
    rect(992, 280, 336, 330, "#ffffff", 16, CARD_SHADOW) +
    rect(1020, 308, 120, 13, mix(t.ink, "#ffffff", 0.25), 6.5) +
    `<g fill="none" stroke-width="26" transform="rotate(-90 1160 430)">` +
    ring(220, 0, t.primary) +
    ring(150, 220, t.secondary) +
    ring(120, 370, t.accent) +
    "</g>" +
    text(1160, 440, "68%", 26, t.ink, { weight: 800, anchor: "middle" }) +
    [t.primary, t.secondary, t.accent].map((c, i) => circle(1046 + i * 100, 562, 7, c)).join("") +
    bars(
      [0, 1, 2].map((i): [number, number, number] => [1060 + i * 100, 557, 50]),
      10,
      t.muted,
    ) +
    rect(272, 630, 1056, 160, "#ffffff", 16, CARD_SHADOW) +
    table
  );
}

export function kanbanScreen(t: Theme, b: MockupBrand): string {
  const columns = b.columns ?? ["A fazer", "Em andamento", "Revisão", "Concluído"];
  const tones = [t.secondary, t.primary, t.accent, "#16a34a"];
  const board = columns
    .map((name, c) => {
      const x = 272 + c * 269;
      const count = 3 - (c % 2);
      const tops = Array.from({ length: count }, (_, k) => 200 + k * 138);
      const cards =
        tops
          .map(
            (y, k) =>
              rect(x + 10, y, 226, 122, "#ffffff", 12, CARD_SHADOW) +
              circle(x + 38, y + 100, 11, at([t.primary, t.secondary, t.accent], (c + k) % 3)) +
              circle(
                x + 56,
                y + 100,
                11,
                mix(t.ink, "#ffffff", 0.7),
                `stroke="#fff" stroke-width="2"`,
              ),
          )
          .join("") +
        bars(
          tops.map((y): [number, number, number] => [x + 26, y + 16, 64]),
          20,
          mix(at(tones, c), "#ffffff", 0.8),
        ) +
        bars(
          tops.map((y, k): [number, number, number] => [x + 26, y + 50, 170 - k * 22]),
          11,
          mix(t.ink, "#ffffff", 0.3),
        ) +
        bars(
          tops.flatMap(
            (y): Array<[number, number, number]> => [
              [x + 26, y + 70, 120],
              [x + 156, y + 95, 62],
            ],
          ),
          9,
          t.muted,
        );
      return (
        rect(x, 140, 249, 620, mix(t.ink, "#ffffff", 0.93), 14) +
        circle(x + 22, 170, 6, at(tones, c)) +
        text(x + 36, 176, name, 15, t.ink, { weight: 700 }) +
        rect(x + 200, 160, 30, 22, "#ffffff", 11) +
        text(x + 215, 176, String(count), 13, t.ink, { weight: 700, anchor: "middle" }) +
        cards
      );
    })
    .join("");
  return appShell(t, b, b.section ?? "Quadro") + board;
}
