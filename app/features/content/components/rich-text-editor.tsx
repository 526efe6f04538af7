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
  type ElementNode,
  FORMAT_TEXT_COMMAND,
  type SerializedEditorState,
} from "lexical";
import { Bold, Heading2, Heading3, Italic, Link, List, ListOrdered, Pilcrow } from "lucide-react";
import { useEffect } from "react";
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
  const link = () => {
    let current: string | null = null;
    editor.getEditorState().read(() => {
      const selection = $getSelection();
      const parent = $isRangeSelection(selection) ? selection.anchor.getNode().getParent() : null;
      if ($isLinkNode(parent)) current = parent.getURL();
    });
    const url = window.prompt(texts.richText.linkPrompt, current ?? "https://");
    if (url === null) return;
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, url.trim() === "" ? null : url.trim());
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
  );
}
