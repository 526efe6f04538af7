import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { CSSProperties } from "react";
import { cn } from "../../../lib/cn.ts";
import { categoryLabel } from "../../../lib/project-categories.ts";
import { lacksEnglish } from "../localized.ts";
import type { Project } from "../types.ts";
import {
  ActiveSwitch,
  CoverThumb,
  DragHandle,
  FeaturedSwitch,
  MoveButtons,
  ProjectLinks,
  type ProjectRowActions,
  type RowPosition,
} from "./admin-project-controls.tsx";
import { adminPortfolioTexts as texts } from "./admin-texts.ts";

interface SortableItemProps {
  project: Project;
  position: RowPosition;
  actions: ProjectRowActions;
}

/** Translate only: scaling a table row to another row's height distorts its cells. */
function useSortableItem(project: Project) {
  // dnd-kit's default role description is English ("sortable").
  const sortable = useSortable({
    id: project.id,
    attributes: { roleDescription: "projeto reordenável" },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  return { ...sortable, style };
}

/** Desktop: one table row per project. */
export function AdminSortableRow({ project, position, actions }: SortableItemProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, style, isDragging } =
    useSortableItem(project);
  return (
    <tr
      ref={setNodeRef}
      style={style}
      data-project-id={project.id}
      className={cn(
        "relative bg-white transition-colors hover:bg-ink-50/60",
        isDragging && "z-10 bg-brand-100/60 shadow-card",
      )}
    >
      <td className="w-12 py-3 pr-0 pl-3">
        <DragHandle
          project={project}
          setActivatorNodeRef={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
        />
      </td>
      <td className="px-3 py-3 font-display text-sm font-semibold text-ink-900 tabular-nums">
        {project.displayOrder + 1}
      </td>
      <td className="px-3 py-3">
        <CoverThumb project={project} className="h-12 w-16" />
      </td>
      <th scope="row" className="max-w-72 px-3 py-3 text-left font-normal">
        <span className="block truncate font-medium text-ink-900">{project.title}</span>
        <span className="block truncate text-xs text-ink-500">/portfolio/{project.slug}</span>
        <MissingEnglish project={project} />
      </th>
      <td className="px-3 py-3 text-ink-700">{categoryLabel(project.category, "pt-BR")}</td>
      <td className="px-3 py-3">
        <ActiveSwitch project={project} actions={actions} />
      </td>
      <td className="px-3 py-3">
        <FeaturedSwitch project={project} actions={actions} />
      </td>
      <td className="py-3 pr-3 pl-1">
        <div className="flex items-center justify-end gap-1">
          <MoveButtons project={project} position={position} actions={actions} />
          <span className="h-5 w-px bg-ink-100" aria-hidden />
          <ProjectLinks project={project} actions={actions} />
        </div>
      </td>
    </tr>
  );
}

/** Phone: the same controls as a card, stacked so nothing needs sideways scrolling. */
export function AdminSortableCard({ project, position, actions }: SortableItemProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, style, isDragging } =
    useSortableItem(project);
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-project-id={project.id}
      className={cn(
        "relative min-w-0 rounded-[var(--radius-card)] border border-ink-100 bg-white p-3 shadow-card",
        isDragging && "z-10 border-brand-400 ring-3 ring-brand-100",
      )}
    >
      <div className="flex items-start gap-3">
        <div className="flex flex-col items-center gap-1">
          <DragHandle
            project={project}
            setActivatorNodeRef={setActivatorNodeRef}
            attributes={attributes}
            listeners={listeners}
          />
          <span className="font-display text-sm font-semibold text-ink-900 tabular-nums">
            <span className="sr-only">Ordem </span>
            {project.displayOrder + 1}
          </span>
        </div>
        <CoverThumb project={project} className="h-16 w-20" />
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 font-sans text-base font-semibold break-words text-ink-900">
            {project.title}
          </h2>
          <p className="text-sm text-ink-500">{categoryLabel(project.category, "pt-BR")}</p>
          <MissingEnglish project={project} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-ink-100 pt-3">
        <ActiveSwitch project={project} actions={actions} />
        <FeaturedSwitch project={project} actions={actions} />
      </div>
      <div className="mt-2 flex items-center justify-between">
        <MoveButtons project={project} position={position} actions={actions} />
        <ProjectLinks project={project} actions={actions} />
      </div>
    </li>
  );
}

/**
 * docs/product.md#portfolio-english: a project without its English title or description shows the pt-BR
 * text on English pages; the list says so, so staff know what is left to translate.
 */
function MissingEnglish({ project }: { project: Project }) {
  if (!lacksEnglish(project)) return null;
  return (
    <span className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
      {texts.missingEnglish}
    </span>
  );
}
