import type { Palette } from "./kit.ts";

export type PhotoStyle = "hills" | "arches" | "blobs";
export type ProductShape = "bottle" | "jar" | "pouch";

/** Copy and colours that make one project's mockups its own. */
export interface MockupBrand {
  name: string;
  domain: string;
  headline: [string, string];
  cta: string;
  nav: [string, string, string, string];
  palette: Palette;
  photo: PhotoStyle;
  /** Title of the inner pages (services, pricing, board). */
  section?: string;
  product?: { shape: ProductShape; name: string; price: string };
  kpis?: Array<[string, string]>;
  columns?: [string, string, string, string];
  plans?: Array<[string, string]>;
  phone?: {
    greeting: string;
    card: string;
    ring: string;
    stats: [string, string, string];
    cta: string;
  };
  chats?: Array<Array<{ me?: boolean; text: string }>>;
  flow?: string[];
}

export type DesktopScreen =
  | "home"
  | "landing"
  | "shop"
  | "dashboard"
  | "services"
  | "contact"
  | "pricing"
  | "product"
  | "cart"
  | "kanban";

export type PhoneScreen = "site" | "home" | "ring" | "chart" | "chat" | "chat2" | "onboard";

/** One picture: how the screens are staged on the 1600x1000 canvas. */
export type View =
  | { view: "browser"; screen: DesktopScreen }
  | { view: "responsive"; screen: DesktopScreen; phone: PhoneScreen }
  | { view: "trio"; screens: [PhoneScreen, PhoneScreen, PhoneScreen] }
  | { view: "duo"; screens: [PhoneScreen, PhoneScreen]; stores?: boolean }
  | { view: "brand" }
  | { view: "stationery" }
  | { view: "social" }
  | { view: "flow" };
