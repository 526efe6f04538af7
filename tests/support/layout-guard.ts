import { expect, type Page } from "@playwright/test";

/**
 * Visual regression guard: nothing sticks out of the viewport sideways, and no text is cut or
 * has another element drawn over or under it. Run it on a page that has settled (reduced
 * motion, so nothing is mid-animation).
 *
 * How text is checked: every visible text node is measured line by line (Range rects), and at
 * sample points on each line `document.elementsFromPoint` lists everything there, with
 * pointer-events forced on so decorations that ignore the mouse are still seen. The text's own
 * element, its ancestors (the card or section it sits in) and its descendants are its own.
 * Anything else counts:
 * - above the text: if it paints at all (a background, border, image or text of its own);
 * - below the text: if it draws a shape that shows through (a border, an image or drawing, a
 *   solid decorative fill, or text). A soft background wash (a gradient behind a hero) is what
 *   backgrounds are for and is allowed.
 * Text cut by an ancestor that clips (overflow) is a problem too, unless that cut is marked
 * with an ellipsis or a line clamp; text clipped away entirely (a slider's other slides,
 * screen-reader-only text) is not on screen and is skipped.
 * Fixed and sticky elements are laid out in place first (at the top of the page), so the fixed
 * header does not count as covering what scrolls under it.
 */
export interface LayoutProblem {
  kind: "overflow" | "covered" | "clipped";
  text: string;
  by?: string;
}

async function findLayoutProblems(page: Page): Promise<LayoutProblem[]> {
  // Bring in everything that loads as it nears the screen, then start from the top. Parts drawn
  // only near the screen (app/app.css, drawn-when-near) are all drawn, as an anchor scroll does:
  // text measured inside an undrawn part sits where that part's stand-in height puts it.
  await page.evaluate(async () => {
    document.documentElement.dataset.layoutWhole = "";
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => setTimeout(resolve, 200));
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  return page.evaluate(inspectPage);
}

/** Fails with the list of problems, so a regression says what moved where. */
export async function expectCleanLayout(page: Page, where: string) {
  const problems = await findLayoutProblems(page);
  expect(
    problems.map((p) => `${p.kind}: "${p.text}"${p.by ? ` by ${p.by}` : ""}`),
    `layout problems on ${where}`,
  ).toEqual([]);
}

/** Runs in the page. Self-contained: Playwright sends its source. */
async function inspectPage(): Promise<LayoutProblem[]> {
  const problems: LayoutProblem[] = [];
  const seen = new Set<string>();
  const report = (problem: LayoutProblem) => {
    const key = `${problem.kind}|${problem.text}|${problem.by ?? ""}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push(problem);
  };
  const nameOf = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const classes =
      typeof element.className === "string" && element.className
        ? `.${element.className.trim().split(/\s+/).slice(0, 4).join(".")}`
        : "";
    return `<${element.tagName.toLowerCase()}${id}${classes}>`;
  };
  const short = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 60);

  // Decorations that ignore the mouse must still be found by hit-testing.
  const style = document.createElement("style");
  style.textContent = "*, *::before, *::after { pointer-events: auto !important; }";
  document.head.append(style);
  // Fixed boxes, laid out in place: the header is not "covering" what scrolls under it. (Sticky
  // ones stay sticky: a sticky column drawn over the cells it passes is a problem to see.)
  for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
    if (getComputedStyle(element).position === "fixed") {
      element.style.setProperty("position", "absolute", "important");
    }
  }

  const viewportWidth = document.documentElement.clientWidth;
  const root = document.documentElement;

  /** A computed colour's opacity, whatever syntax the browser gives it in. */
  const alpha = (color: string) => {
    if (color === "transparent") return 0;
    const slash = color.match(/\/\s*([\d.]+)(%?)\s*\)$/);
    if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
    const rgba = color.match(/^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\s*\)$/);
    return rgba ? Number(rgba[1]) : 1;
  };
  const hasBorder = (s: CSSStyleDeclaration) =>
    (["Top", "Right", "Bottom", "Left"] as const).some(
      (side) =>
        Number.parseFloat(s[`border${side}Width`]) > 0 &&
        s[`border${side}Style`] !== "none" &&
        alpha(s[`border${side}Color`]) > 0.05,
    );
  const isDrawing = (element: Element) =>
    element instanceof HTMLImageElement ||
    element instanceof SVGElement ||
    element instanceof HTMLCanvasElement ||
    element instanceof HTMLVideoElement;
  const isDecorative = (element: Element) => element.closest('[aria-hidden="true"]') !== null;
  /** Whether `element` has text of its own (not a descendant's) at the point. */
  const ownTextAt = (element: Element, x: number, y: number) => {
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(child);
      for (const r of Array.from(range.getClientRects())) {
        if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return true;
      }
    }
    return false;
  };
  const paintsAbove = (element: Element, x: number, y: number) => {
    const s = getComputedStyle(element);
    return (
      isDrawing(element) ||
      alpha(s.backgroundColor) > 0.05 ||
      s.backgroundImage !== "none" ||
      hasBorder(s) ||
      ownTextAt(element, x, y)
    );
  };
  /**
   * The nearest box around the text (itself included) that hides what is under it: a solid fill,
   * or a frosted scrim (a mostly opaque fill over a blurred backdrop), as on a label over a photo.
   */
  const solidBackdrop = (owner: Element) => {
    for (let node: Element | null = owner; node && node !== root; node = node.parentElement) {
      const s = getComputedStyle(node);
      const fill = alpha(s.backgroundColor);
      if (fill >= 0.9 || (fill >= 0.6 && s.backdropFilter !== "none")) return node;
    }
    return null;
  };
  const paintsBelow = (element: Element, owner: Element, x: number, y: number) => {
    // Text on a solid badge or card over a picture: the picture does not show through the text.
    const backdrop = solidBackdrop(owner);
    if (backdrop && !backdrop.contains(element) && !element.contains(backdrop)) return false;
    const s = getComputedStyle(element);
    return (
      isDrawing(element) ||
      hasBorder(s) ||
      (isDecorative(element) && alpha(s.backgroundColor) >= 0.3) ||
      ownTextAt(element, x, y)
    );
  };

  /**
   * The part of `rect` left visible by clipping ancestors of `element`: null when none of it is
   * shown, "scrolled" when a sideways scroller holds it out of view (a visitor only finds it by
   * scrolling that box, with nothing telling them to).
   */
  const visiblePart = (element: Element, rect: DOMRect) => {
    let scroller: Element | null = null;
    let left = rect.left;
    let right = rect.right;
    let top = rect.top;
    let bottom = rect.bottom;
    let clipper: Element | null = null;
    for (
      let node: Element | null = element;
      node && node !== document.body && node !== root;
      node = node.parentElement
    ) {
      const s = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      if (s.clipPath === "inset(50%)" || s.clip === "rect(0px, 0px, 0px, 0px)") return null;
      const clipsX = s.overflowX !== "visible";
      const clipsY = s.overflowY !== "visible";
      if (clipsX && (box.left > left || box.right < right)) {
        clipper ??= node;
        if (s.overflowX === "auto" || s.overflowX === "scroll") scroller ??= node;
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (clipsY) {
        top = Math.max(top, box.top);
        bottom = Math.min(bottom, box.bottom);
      }
    }
    if (bottom - top < 1) return null;
    if (right - left < 1) return scroller ? ("scrolled" as const) : null;
    return { left, right, top, bottom, clipper };
  };

  // 1. Nothing sticks out sideways.
  if (root.scrollWidth > viewportWidth + 1) {
    report({ kind: "overflow", text: `page is ${root.scrollWidth}px wide for ${viewportWidth}px` });
  }
  for (const element of Array.from(document.body.querySelectorAll("*"))) {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (rect.right <= viewportWidth + 1 && rect.left >= -1) continue;
    const part = visiblePart(element, rect);
    if (!part || part === "scrolled" || (part.right <= viewportWidth + 1 && part.left >= -1))
      continue;
    const parent = element.parentElement;
    const parentRect = parent?.getBoundingClientRect();
    // Report the outermost box only.
    if (parentRect && (parentRect.right > viewportWidth + 1 || parentRect.left < -1)) continue;
    report({
      kind: "overflow",
      text: `${nameOf(element)} spans ${Math.round(rect.left)}..${Math.round(rect.right)}px of ${viewportWidth}px`,
    });
  }

  // 2. Text: every line, screen by screen.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const lines: { owner: Element; text: string; rect: DOMRect }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    const owner = node.parentElement;
    if (!text.trim() || !owner) continue;
    if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "TITLE"].includes(owner.tagName)) continue;
    if (!owner.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects())) {
      if (rect.width < 2 || rect.height < 2) continue;
      lines.push({ owner, text, rect: DOMRect.fromRect(rect) });
    }
  }

  const height = window.innerHeight;
  const pageHeight = root.scrollHeight;
  const checked = new Set<number>();
  for (let offset = 0; offset < pageHeight; offset += Math.floor(height / 2)) {
    window.scrollTo(0, offset);
    const scrolled = window.scrollY;
    lines.forEach((line, index) => {
      if (checked.has(index)) return;
      const top = line.rect.top - scrolled;
      const bottom = line.rect.bottom - scrolled;
      if (top < 0 || bottom > height) return;
      checked.add(index);
      const rect = new DOMRect(line.rect.left, top, line.rect.width, line.rect.height);
      const part = visiblePart(line.owner, rect);
      if (!part) return;
      if (part === "scrolled") {
        report({
          kind: "clipped",
          text: short(line.text),
          by: "a sideways scroller (out of view)",
        });
        return;
      }
      const style = getComputedStyle(part.clipper ?? line.owner);
      const marked =
        style.textOverflow === "ellipsis" ||
        (style.webkitLineClamp !== "none" && style.webkitLineClamp !== "") ||
        getComputedStyle(line.owner).textOverflow === "ellipsis";
      if (part.clipper && part.right - part.left < rect.width - 2 && !marked) {
        report({ kind: "clipped", text: short(line.text), by: nameOf(part.clipper) });
      }
      const y = (Math.max(part.top, rect.top) + Math.min(part.bottom, rect.bottom)) / 2;
      const span = part.right - part.left;
      for (const share of [0.1, 0.5, 0.9]) {
        const x = part.left + span * share;
        if (x < 0 || x > viewportWidth) continue;
        const stack = document.elementsFromPoint(x, y);
        const ownIndex = stack.findIndex(
          (el) => el === line.owner || el.contains(line.owner) || line.owner.contains(el),
        );
        stack.forEach((el, stackIndex) => {
          if (el === line.owner || el.contains(line.owner) || line.owner.contains(el)) return;
          if (el === root || el === document.body) return;
          const above = ownIndex === -1 || stackIndex < ownIndex;
          if (above ? paintsAbove(el, x, y) : paintsBelow(el, line.owner, x, y)) {
            report({
              kind: "covered",
              text: short(line.text),
              by: `${nameOf(el)} ${above ? "above" : "below"}`,
            });
          }
        });
      }
    });
  }
  window.scrollTo(0, 0);
  style.remove();
  return problems;
}
