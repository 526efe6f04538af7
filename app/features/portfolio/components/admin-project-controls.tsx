import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import {
  ArrowDown,
  ArrowUp,
  ExternalLink,
  GripVertical,
  ImageOff,
  Pencil,
  Trash2,
} from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Switch } from "../../../components/ui/switch.tsx";
import { Tooltip } from "../../../components/ui/tooltip.tsx";
import { cn } from "../../../lib/cn.ts";
import type { Project } from "../types.ts";
import { adminPortfolioTexts as texts } from "./admin-texts.ts";

/** What a row (desktop) or a card (phone) can ask the list to do. */
export interface ProjectRowActions {
  onToggleActive: (project: Project, active: boolean) => void;
  onToggleFeatured: (project: Project, featured: boolean) => void;
  onMove: (project: Project, step: -1 | 1) => void;
  onDelete: (project: Project) => void;
}

export interface RowPosition {
  isFirst: boolean;
  isLast: boolean;
  /** While a reorder is on its way, moves wait: they would be computed from a stale order. */
  busy: boolean;
}

const iconButton =
  "inline-grid size-9 shrink-0 place-items-center rounded-full text-ink-500 transition-colors " +
  "hover:bg-ink-100 hover:text-ink-900 disabled:pointer-events-none disabled:opacity-35";

/** The dnd-kit activator: the only place a drag starts, by pointer or keyboard. */
export function DragHandle({
  project,
  setActivatorNodeRef,
  attributes,
  listeners,
  className,
}: {
  project: Project;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  className?: string;
}) {
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`${texts.dragHandle}: ${project.title}`}
      className={cn(
        iconButton,
        "cursor-grab touch-none active:cursor-grabbing aria-pressed:bg-brand-100 aria-pressed:text-brand-700",
        className,
      )}
    >
      <GripVertical className="size-4" aria-hidden />
    </button>
  );
}

/** The cover, small; a neutral tile when the URL does not load. */
export function CoverThumb({ project, className }: { project: Project; className?: string }) {
  const [failed, setFailed] = useState(false);
  const frame = cn("shrink-0 overflow-hidden rounded-lg bg-ink-100", className);
  if (failed || !project.imageUrl) {
    return (
      <span className={cn(frame, "grid place-items-center text-ink-300")}>
        <ImageOff className="size-4" aria-hidden />
      </span>
    );
  }
  return (
    <img
      src={project.imageUrl}
      alt=""
      loading="lazy"
      width={64}
      height={48}
      onError={() => setFailed(true)}
      className={cn(frame, "object-cover")}
    />
  );
}

/** What each of a row's controls is given: its project, and what it may ask the list to do. */
interface ControlProps {
  project: Project;
  actions: ProjectRowActions;
}

/**
 * One of a row's two switches, plus its state in words for sighted users scanning the list
 * (hidden from screen readers: the switch itself says it).
 */
function LabelledSwitch({
  checked,
  onCheckedChange,
  label,
  words,
  wordsClass,
  className,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  /** The state in words: on, then off. */
  words: [string, string];
  /** The words' colour: on, then off. */
  wordsClass: [string, string];
  className?: string;
}) {
  return (
    <span className="inline-flex items-center gap-2">
      <Switch
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-label={label}
        className={className}
      />
      <span
        aria-hidden
        className={cn("text-xs font-medium", checked ? wordsClass[0] : wordsClass[1])}
      >
        {checked ? words[0] : words[1]}
      </span>
    </span>
  );
}

/** Ativo/Inativo: whether the site shows the project. */
export function ActiveSwitch({ project, actions }: ControlProps) {
  return (
    <LabelledSwitch
      checked={project.active}
      onCheckedChange={(checked) => actions.onToggleActive(project, checked)}
      label={`${texts.active}: ${project.title}`}
      words={[texts.active, texts.inactive]}
      wordsClass={["text-emerald-700", "text-ink-500"]}
    />
  );
}

/** Destacado: lime when on, apart from the brand colour of Ativo. */
export function FeaturedSwitch({ project, actions }: ControlProps) {
  return (
    <LabelledSwitch
      checked={project.featured}
      onCheckedChange={(checked) => actions.onToggleFeatured(project, checked)}
      label={`${texts.featured}: ${project.title}`}
      words={[texts.featured, texts.notFeatured]}
      wordsClass={["text-ink-900", "text-ink-500"]}
      className="data-[state=checked]:bg-lime-400 [&>span]:data-[state=checked]:bg-ink-950"
    />
  );
}

export function MoveButtons({
  project,
  position,
  actions,
}: ControlProps & { position: RowPosition }) {
  return (
    <span className="inline-flex items-center">
      <Tooltip label={texts.moveUp}>
        <button
          type="button"
          className={iconButton}
          aria-label={`${texts.moveUp}: ${project.title}`}
          disabled={position.isFirst || position.busy}
          onClick={() => actions.onMove(project, -1)}
        >
          <ArrowUp className="size-4" aria-hidden />
        </button>
      </Tooltip>
      <Tooltip label={texts.moveDown}>
        <button
          type="button"
          className={iconButton}
          aria-label={`${texts.moveDown}: ${project.title}`}
          disabled={position.isLast || position.busy}
          onClick={() => actions.onMove(project, 1)}
        >
          <ArrowDown className="size-4" aria-hidden />
        </button>
      </Tooltip>
    </span>
  );
}

/** Edit, preview on the site (new tab) and delete. */
export function ProjectLinks({ project, actions }: ControlProps) {
  return (
    <span className="inline-flex items-center">
      <Tooltip label={texts.edit}>
        <Link
          to={`/admin/portfolio/${project.id}`}
          className={iconButton}
          aria-label={`${texts.edit}: ${project.title}`}
        >
          <Pencil className="size-4" aria-hidden />
        </Link>
      </Tooltip>
      <Tooltip label={texts.preview}>
        <a
          href={`/portfolio/${project.slug}`}
          target="_blank"
          rel="noopener noreferrer"
          className={iconButton}
          aria-label={`${texts.preview}: ${project.title}`}
        >
          <ExternalLink className="size-4" aria-hidden />
        </a>
      </Tooltip>
      <Tooltip label={texts.remove}>
        <button
          type="button"
          className={cn(iconButton, "hover:bg-red-50 hover:text-red-700")}
          aria-label={`${texts.remove}: ${project.title}`}
          onClick={() => actions.onDelete(project)}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </Tooltip>
    </span>
  );
}
