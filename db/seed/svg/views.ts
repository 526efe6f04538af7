/** Stages screens on the 1600x1000 canvas and renders one complete SVG file. */
import { brandBoard, flowBoard, socialBoard, stationeryBoard } from "./boards.ts";
import { dashboardScreen, kanbanScreen } from "./desktop-app.ts";
import { cartScreen, productScreen, shopScreen } from "./desktop-shop.ts";
import {
  contactScreen,
  homeScreen,
  landingScreen,
  PAGE_H,
  PAGE_W,
  pricingScreen,
  servicesScreen,
} from "./desktop-site.ts";
import {
  documentSvg,
  group,
  mix,
  rect,
  resetIds,
  SHADOW,
  type Theme,
  text,
  theme,
  uid,
} from "./kit.ts";
import { phoneFrame, phoneScreen } from "./phone.ts";
import type { DesktopScreen, MockupBrand, View } from "./types.ts";

const desktopScreens: Record<DesktopScreen, (t: Theme, b: MockupBrand) => string> = {
  home: homeScreen,
  landing: landingScreen,
  shop: shopScreen,
  dashboard: dashboardScreen,
  services: servicesScreen,
  contact: contactScreen,
  pricing: pricingScreen,
  product: productScreen,
  cart: cartScreen,
  kanban: kanbanScreen,
};

const BAR = 48;

/** A browser window `width` wide whose page is the 1360x772 screen scaled to fit. */
function browserFrame(
  x: number,
  y: number,
  width: number,
  t: Theme,
  b: MockupBrand,
  page: string,
): string {
  const scale = width / PAGE_W;
  const height = BAR + PAGE_H * scale;
  const clip = uid("bw");
  const pill = Math.min(520, width * 0.4);
  return group(
    `translate(${x} ${y})`,
    // The page is clipped to the area under the bar, with the window's rounded bottom corners.
    `<defs><clipPath id="${clip}">${rect(0, BAR, width, height - BAR - 20, "#000")}${rect(0, BAR, width, height - BAR, "#000", 16)}</clipPath></defs>` +
      rect(0, 0, width, height, "#ffffff", 16, SHADOW) +
      `<path d="M0 ${BAR}V16A16 16 0 0 1 16 0H${width - 16}A16 16 0 0 1 ${width} 16V${BAR}Z" fill="#eef0f4"/>` +
      ["#ff5f57", "#febc2e", "#28c840"]
        .map((c, i) => `<circle cx="${28 + i * 22}" cy="24" r="7" fill="${c}"/>`)
        .join("") +
      rect((width - pill) / 2, 10, pill, 28, "#ffffff", 14) +
      rect((width - pill) / 2 + 16, 19, 8, 10, mix(t.ink, "#ffffff", 0.5), 2) +
      text(width / 2, 29, b.domain, 14, mix(t.ink, "#ffffff", 0.4), { anchor: "middle" }) +
      `<g clip-path="url(#${clip})">${group(`translate(0 ${BAR}) scale(${Math.round(scale * 1000) / 1000})`, page)}</g>`,
  );
}

function stage(view: View, t: Theme, b: MockupBrand): { body: string; light?: boolean } {
  switch (view.view) {
    case "browser":
      return { body: browserFrame(120, 92, 1360, t, b, desktopScreens[view.screen](t, b)) };
    case "responsive":
      return {
        body:
          browserFrame(90, 130, 1100, t, b, desktopScreens[view.screen](t, b)) +
          phoneFrame(1150, 214, 0.98, t, phoneScreen(view.phone, t, b)),
      };
    case "trio":
      return {
        body:
          phoneFrame(236, 190, 1, t, phoneScreen(view.screens[0], t, b)) +
          phoneFrame(1024, 190, 1, t, phoneScreen(view.screens[2], t, b)) +
          phoneFrame(613, 112, 1.1, t, phoneScreen(view.screens[1], t, b)),
      };
    case "duo":
      return {
        body:
          text(120, 380, b.headline[0], 60, "#ffffff", { weight: 800 }) +
          text(120, 452, b.headline[1], 60, t.accent, { weight: 800 }) +
          rect(120, 496, 420, 14, "#ffffff", 7, `opacity=".35"`) +
          rect(120, 524, 340, 14, "#ffffff", 7, `opacity=".35"`) +
          (view.stores
            ? storeBadge(120, 584, "App Store") + storeBadge(322, 584, "Google Play")
            : rect(120, 584, 240, 60, t.accent, 14) +
              text(240, 621, b.cta, 18, t.ink, { weight: 700, anchor: "middle" })) +
          phoneFrame(1130, 200, 1, t, phoneScreen(view.screens[1], t, b)) +
          phoneFrame(720, 120, 1.08, t, phoneScreen(view.screens[0], t, b)),
      };
    case "brand":
      return { body: brandBoard(t, b), light: true };
    case "stationery":
      return { body: stationeryBoard(t, b), light: true };
    case "social":
      return { body: socialBoard(t, b), light: true };
    case "flow":
      return { body: flowBoard(t, b) };
  }
}

function storeBadge(x: number, y: number, label: string): string {
  return (
    rect(x, y, 186, 60, "#0b0d12", 14) +
    rect(x + 18, y + 16, 26, 28, "#ffffff", 7) +
    text(x + 58, y + 26, "Baixe na", 11, "#ffffff", { extra: `opacity=".7"` }) +
    text(x + 58, y + 46, label, 17, "#ffffff", { weight: 700 })
  );
}

/** The complete SVG document for one view of one project. */
export function renderView(view: View, b: MockupBrand): string {
  resetIds();
  const t = theme(b.palette);
  const { body, light } = stage(view, t, b);
  return documentSvg(t, body, "", light);
}
