import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { MailContent } from "../../../../db/schema.ts";

/** A rendered mail: its subject and both parts. */
export interface RenderedMail extends MailContent {
  subject: string;
}

/** HTML from the React tree (decision 0016); the plain-text part is written beside it. */
export function renderMail(
  subject: string,
  element: ReactElement,
  text: string,
  replyTo?: string,
): RenderedMail {
  return {
    subject,
    html: `<!DOCTYPE html>${renderToStaticMarkup(element)}`,
    text,
    ...(replyTo ? { replyTo } : {}),
  };
}
