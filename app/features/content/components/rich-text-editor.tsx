import { $isLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from "@lexical/link";
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
} from "@lexical/list";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { $createHeadingNode, HeadingNode } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  type ElementNode,
  FORMAT_TEXT_COMMAND,
  type SerializedEditorState,
} from "lexical";
import { Bold, Heading2, Heading3, Italic, Link, List, ListOrdered, Pilcrow } from "lucide-react";
import { useEffect, useState } from "react";
import { isSafeHref, richTextMessages } from "../documents.ts";
import { contentTexts as texts } from "./content-texts.ts";

/**
 * docs/product.md#site-content: the legal pages' rich text, edited with Lexical and stored as
 * its serialized JSON. Loaded lazily by the edit screen only, so no public page carries it.
 */
export default function RichTextEditor({
  id,
  labelledBy,
  value,
  onChange,
  readOnly,
}: {
  id: string;
  labelledBy: string;
  value: unknown;
  onChange: (next: SerializedEditorState) => void;
  readOnly: boolean;
}) {
  const initial = hasContent(value) ? JSON.stringify(value) : undefined;
  return (
    <LexicalComposer
      initialConfig={{
        namespace: id,
        editable: !readOnly,
        nodes: [HeadingNode, ListNode, ListItemNode, LinkNode],
        editorState: initial,
        theme: {
          heading: { h2: "text-xl font-semibold mt-4", h3: "text-lg font-semibold mt-3" },
          paragraph: "my-2",
          list: { ul: "list-disc pl-6", ol: "list-decimal pl-6", listitem: "my-1" },
          link: "text-brand-700 underline",
          text: { bold: "font-semibold", italic: "italic" },
        },
        onError: (error) => {
          throw error;
        },
      }}
    >
      <div className="rounded-xl border border-ink-100 bg-white focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-brand-100">
        {!readOnly && <Toolbar />}
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              aria-labelledby={labelledBy}
              className="min-h-64 px-4 py-3 text-base text-ink-900 outline-none"
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin />
        <Editable readOnly={readOnly} />
        <OnChangePlugin ignoreSelectionChange onChange={(state) => onChange(state.toJSON())} />
      </div>
    </LexicalComposer>
  );
}

function hasContent(value: unknown): boolean {
  const root = (value as { root?: { children?: unknown[] } } | null)?.root;
  return Array.isArray(root?.children) && root.children.length > 0;
}

/** Someone else taking the edit turns the editor read-only without remounting it. */
function Editable({ readOnly }: { readOnly: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(!readOnly), [editor, readOnly]);
  return null;
}

function Toolbar() {
  const [editor] = useLexicalComposerContext();
  const block = (make: () => ElementNode) =>
    editor.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection)) $setBlocksType(selection, make);
    });
  // The link's address is asked in a bar under the toolbar; the selection it applies to is kept,
  // since focusing the address field takes it from the editor.
  const [linkBar, setLinkBar] = useState<{ url: string; selection: BaseSelection } | null>(null);
  const link = () =>
    editor.getEditorState().read(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const parent = selection.anchor.getNode().getParent();
      const url = $isLinkNode(parent) ? parent.getURL() : "https://";
      setLinkBar({ url, selection: selection.clone() });
    });
  const applyLink = (url: string | null) => {
    if (!linkBar) return;
    editor.update(() => $setSelection(linkBar.selection.clone()));
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
    setLinkBar(null);
    editor.focus();
  };
  const buttons = [
    { label: texts.richText.paragraph, icon: Pilcrow, run: () => block($createParagraphNode) },
    {
      label: texts.richText.heading2,
      icon: Heading2,
      run: () => block(() => $createHeadingNode("h2")),
    },
    {
      label: texts.richText.heading3,
      icon: Heading3,
      run: () => block(() => $createHeadingNode("h3")),
    },
    {
      label: texts.richText.bold,
      icon: Bold,
      run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold"),
    },
    {
      label: texts.richText.italic,
      icon: Italic,
      run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic"),
    },
    {
      label: texts.richText.bulletList,
      icon: List,
      run: () => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined),
    },
    {
      label: texts.richText.numberedList,
      icon: ListOrdered,
      run: () => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined),
    },
    { label: texts.richText.link, icon: Link, run: link },
  ];
  return (
    <>
      <div
        role="toolbar"
        aria-label={texts.richText.toolbar}
        className="flex flex-wrap gap-1 border-b border-ink-100 p-1.5"
      >
        {buttons.map(({ label, icon: Icon, run }) => (
          <button
            key={label}
            type="button"
            title={label}
            aria-label={label}
            onMouseDown={(event) => event.preventDefault()}
            onClick={run}
            className="inline-flex size-9 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-50 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-100"
          >
            <Icon className="size-4" aria-hidden />
          </button>
        ))}
      </div>
      {linkBar && (
        <LinkBar
          initial={linkBar.url}
          onApply={applyLink}
          onCancel={() => {
            setLinkBar(null);
            editor.focus();
          }}
        />
      )}
    </>
  );
}

function LinkBar({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (url: string | null) => void;
  onCancel: () => void;
}) {
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const value = url.trim();
    if (!isSafeHref(value) || /\s/.test(value)) return setError(richTextMessages.badLink);
    onApply(value);
  };
  return (
    <div className="flex flex-wrap items-start gap-2 border-b border-ink-100 bg-ink-50 p-2">
      <div className="min-w-0 flex-1">
        <label htmlFor="rich-text-link" className="sr-only">
          {texts.richText.linkAddress}
        </label>
        <input
          id="rich-text-link"
          type="text"
          inputMode="url"
          // biome-ignore lint/a11y/noAutofocus: the bar opens for this one field
          autoFocus
          value={url}
          aria-invalid={error !== null}
          aria-describedby={error ? "rich-text-link-error" : undefined}
          placeholder={texts.richText.linkAddress}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") onCancel();
          }}
          className="h-9 w-full rounded-lg border border-ink-200 bg-white px-3 text-sm"
        />
        {error && (
          <p id="rich-text-link-error" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <button type="button" onClick={apply} className={barButton}>
        {texts.richText.linkApply}
      </button>
      <button type="button" onClick={() => onApply(null)} className={barButton}>
        {texts.richText.linkRemove}
      </button>
      <button type="button" onClick={onCancel} className={barButton}>
        {texts.richText.linkCancel}
      </button>
    </div>
  );
}

const barButton =
  "h-9 rounded-lg border border-ink-200 bg-white px-3 text-sm font-medium text-ink-800 hover:bg-ink-50 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-100";
