import { createElement as h, type ReactNode } from "react";

// Mail apps drop <style> blocks and stylesheets: every style is inline, the layout one column
// 600 px at most, so a phone shows it without zooming.
const page = {
  margin: 0,
  padding: "16px",
  backgroundColor: "#f4f4f5",
  fontFamily: "Arial, Helvetica, sans-serif",
  color: "#18181b",
};
const card = {
  maxWidth: "600px",
  margin: "0 auto",
  padding: "24px",
  backgroundColor: "#ffffff",
  borderRadius: "8px",
};
const muted = { color: "#71717a", fontSize: "12px", lineHeight: "18px", marginTop: "24px" };

/**
 * The frame of every mail: a title, the content, and why the person receives it; `lang` is the
 * mail's language (pt-BR unless it is written in another).
 */
export function MailLayout({
  title,
  reason,
  lang = "pt-BR",
  children,
}: {
  title: string;
  reason: string;
  lang?: string;
  children?: ReactNode;
}) {
  return h(
    "html",
    { lang },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("title", null, title),
    ),
    h(
      "body",
      { style: page },
      h(
        "div",
        { style: card },
        h("h1", { style: { fontSize: "20px", margin: "0 0 16px" } }, title),
        children,
        h("p", { style: muted }, reason),
      ),
    ),
  );
}

/** A label and its value, one per line: what a phone shows best. */
export function Field({ label, value }: { label: string; value: ReactNode }) {
  return h(
    "p",
    { style: { margin: "0 0 12px", lineHeight: "20px" } },
    h("strong", null, `${label}: `),
    value,
  );
}

/** Text as typed, line breaks kept. */
export function Quote({ text }: { text: string }) {
  return h(
    "div",
    {
      style: {
        whiteSpace: "pre-wrap",
        padding: "12px",
        margin: "0 0 16px",
        backgroundColor: "#f4f4f5",
        borderRadius: "6px",
        lineHeight: "20px",
      },
    },
    text,
  );
}

export function Button({ href, label }: { href: string; label: string }) {
  return h(
    "p",
    { style: { margin: "24px 0 0" } },
    h(
      "a",
      {
        href,
        style: {
          display: "inline-block",
          padding: "12px 20px",
          backgroundColor: "#2563eb",
          color: "#ffffff",
          textDecoration: "none",
          borderRadius: "6px",
          fontWeight: "bold",
        },
      },
      label,
    ),
  );
}
