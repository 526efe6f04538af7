import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useState, useSyncExternalStore } from "react";
import { ConfirmDialog } from "../../../components/ui/alert-dialog.tsx";
import { LoadMore } from "../../../components/ui/load-more.tsx";
import type { Project } from "../types.ts";
import {
  useDeleteProject,
  useReorderProjects,
  useToggleActive,
  useToggleFeatured,
} from "./admin-portfolio-queries.ts";
import type { ProjectRowActions } from "./admin-project-controls.tsx";
import { AdminSortableCard, AdminSortableRow } from "./admin-sortable-row.tsx";
import { adminPortfolioTexts as texts } from "./admin-texts.ts";

/**
 * Rows shown at first and added by 'Carregar mais', like the other admin lists. The whole list is
 * loaded (reordering sends every id), but 2,000 sortable rows took ~10 s to render at once
 * (docs/performance.md#the-back-office-at-scale).
 */
const ROWS_PER_STEP = 100;

/** Rows only move up and down (what @dnd-kit/modifiers' restrictToVerticalAxis does). */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const desktopQuery = "(min-width: 768px)";

/** The table needs ~760 px; below that the list becomes cards (one layout in the DOM at a time). */
function useIsDesktop() {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(desktopQuery);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    () => window.matchMedia(desktopQuery).matches,
    () => true,
  );
}

/** Screen-reader narration of a drag, in pt-BR (dnd-kit speaks English by default). */
function announcementsFor(projects: Project[]): Announcements {
  const positionOf = (id: UniqueIdentifier | undefined) => {
    const index = projects.findIndex((p) => p.id === id);
    return { title: projects[index]?.title ?? "", position: index + 1, total: projects.length };
  };
  return {
    onDragStart: ({ active }) => {
      const a = positionOf(active.id);
      return `Projeto ${a.title} selecionado, na posição ${a.position} de ${a.total}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return `Projeto ${positionOf(active.id).title} fora da lista.`;
      const o = positionOf(over.id);
      return `Projeto ${positionOf(active.id).title} sobre a posição ${o.position} de ${o.total}.`;
    },
    onDragEnd: ({ active, over }) => {
      if (!over)
        return `Projeto ${positionOf(active.id).title} solto fora da lista. Ordem mantida.`;
      const o = positionOf(over.id);
      return `Projeto ${positionOf(active.id).title} solto na posição ${o.position} de ${o.total}.`;
    },
    onDragCancel: ({ active }) => {
      const a = positionOf(active.id);
      return `Movimento cancelado. Projeto ${a.title} voltou para a posição ${a.position} de ${a.total}.`;
    },
  };
}

/** docs/product.md#back-office portfolio management: toggles, reorder (buttons, mouse, touch, keyboard), delete. */
export function AdminProjectTable({ projects }: { projects: Project[] }) {
  const isDesktop = useIsDesktop();
  const toggleActive = useToggleActive();
  const toggleFeatured = useToggleFeatured();
  const reorder = useReorderProjects();
  const remove = useDeleteProject();
  const [pendingDelete, setPendingDelete] = useState<Project | null>(null);
  const [shownCount, setShownCount] = useState(ROWS_PER_STEP);
  const shown = projects.slice(0, shownCount);

  const sensors = useSensors(
    // A small distance keeps a click on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const ids = projects.map((p) => p.id);
  const sendOrder = (from: number, to: number) => {
    if (from === to || from < 0 || to < 0 || to >= ids.length) return;
    reorder.mutate(arrayMove(ids, from, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    sendOrder(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  const actions: ProjectRowActions = {
    onToggleActive: (project, active) => toggleActive.mutate({ id: project.id, active }),
    onToggleFeatured: (project, featured) => toggleFeatured.mutate({ id: project.id, featured }),
    onMove: (project, step) => {
      const index = ids.indexOf(project.id);
      sendOrder(index, index + step);
    },
    onDelete: setPendingDelete,
  };

  const rows = shown.map((project, index) => {
    const position = {
      isFirst: index === 0,
      isLast: index === projects.length - 1,
      busy: reorder.isPending,
    };
    return isDesktop ? (
      <AdminSortableRow key={project.id} project={project} position={position} actions={actions} />
    ) : (
      <AdminSortableCard key={project.id} project={project} position={position} actions={actions} />
    );
  });

  const loadMore = (
    <LoadMore
      shown={shown.length}
      total={projects.length}
      hasMore={shown.length < projects.length}
      loading={false}
      onLoad={() => setShownCount((count) => count + ROWS_PER_STEP)}
    />
  );

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: announcementsFor(projects),
          screenReaderInstructions: { draggable: texts.dragInstructions },
        }}
      >
        <SortableContext items={ids.slice(0, shown.length)} strategy={verticalListSortingStrategy}>
          {isDesktop ? (
            <div className="overflow-hidden rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-card">
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">{texts.tableLabel}</caption>
                <thead className="bg-ink-50/80">
                  <tr className="text-left text-xs font-semibold tracking-wide text-ink-500 uppercase">
                    <th scope="col" className="h-11 w-12 pl-3">
                      <span className="sr-only">{texts.dragHandle}</span>
                    </th>
                    <th scope="col" className="px-3">
                      {texts.columns.order}
                    </th>
                    <th scope="col" className="px-3">
                      {texts.columns.cover}
                    </th>
                    <th scope="col" className="px-3">
                      {texts.columns.title}
                    </th>
                    <th scope="col" className="px-3">
                      {texts.columns.category}
                    </th>
                    <th scope="col" className="px-3">
                      {texts.columns.active}
                    </th>
                    <th scope="col" className="px-3">
                      {texts.columns.featured}
                    </th>
                    <th scope="col" className="pr-3 text-right">
                      {texts.columns.actions}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-100">{rows}</tbody>
              </table>
              {loadMore}
            </div>
          ) : (
            <>
              <ol aria-label={texts.tableLabel} className="grid grid-cols-1 gap-3">
                {rows}
              </ol>
              {shown.length < projects.length && (
                <div className="rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-card">
                  {loadMore}
                </div>
              )}
            </>
          )}
        </SortableContext>
      </DndContext>

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={texts.deleteTitle}
        description={texts.deleteConfirm}
        confirmLabel={texts.remove}
        pendingLabel={texts.deleting}
        pending={remove.isPending}
        onConfirm={() => {
          if (!pendingDelete) return;
          remove.mutate(pendingDelete.id, { onSettled: () => setPendingDelete(null) });
        }}
      />
    </>
  );
}
