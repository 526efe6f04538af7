import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PictureFacts } from "../../lib/picture.ts";
import { Picture, type PictureProps } from "./picture.tsx";

const facts: PictureFacts = {
  width: 1920,
  height: 1440,
  placeholder: "data:image/webp;base64,UklGRg==",
  avif: "/media/7/praia-480.avif 480w, /media/7/praia-768.avif 768w",
  webp: "/media/7/praia-480.webp 480w, /media/7/praia-768.webp 768w",
  social: "/media/7/praia-og.jpg",
};

const base: PictureProps = {
  src: "/media/7/praia-1200.jpg",
  alt: "Praia ao entardecer",
  sizes: "(min-width: 1024px) 33vw, 100vw",
  width: 800,
  height: 600,
};

const render = (props: Partial<PictureProps>) =>
  renderToStaticMarkup(createElement(Picture, { ...base, ...props }));

describe("Picture", () => {
  it("renders a library image as <picture> with AVIF and WebP sources, its size and placeholder", () => {
    const html = render({ facts });
    expect(html).toMatch(/^<picture>/);
    expect(html).toContain(
      '<source type="image/avif" srcSet="/media/7/praia-480.avif 480w, /media/7/praia-768.avif 768w" sizes="(min-width: 1024px) 33vw, 100vw"/>',
    );
    expect(html).toContain('<source type="image/webp" srcSet="/media/7/praia-480.webp 480w');
    // AVIF first: the browser takes the first source it supports.
    expect(html.indexOf("image/avif")).toBeLessThan(html.indexOf("image/webp"));
    expect(html).toContain('src="/media/7/praia-1200.jpg"');
    expect(html).toContain('alt="Praia ao entardecer"');
    expect(html).toContain('width="1920"');
    expect(html).toContain('height="1440"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain("background-image:url(&quot;data:image/webp;base64,UklGRg==&quot;)");
  });

  it("loads the page's first image eagerly with high priority", () => {
    const html = render({ facts, priority: true });
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it("leaves out a format the library kept no copy of", () => {
    const html = render({ facts: { ...facts, avif: "" } });
    expect(html).not.toContain("image/avif");
    expect(html).toContain("image/webp");
  });

  it("keeps an external address a plain <img> with the layout's size", () => {
    const html = render({ src: "https://example.com/capa.jpg" });
    expect(html).not.toContain("<picture");
    expect(html).not.toContain("<source");
    expect(html).not.toContain("background-image");
    expect(html).toMatch(/^<img /);
    expect(html).toContain('src="https://example.com/capa.jpg"');
    expect(html).toContain('width="800"');
    expect(html).toContain('height="600"');
    expect(html).toContain('loading="lazy"');
  });
});
