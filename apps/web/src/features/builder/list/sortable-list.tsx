import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface Identified {
  id: number;
}

/**
 * A list reordered by dragging its handles, with the mouse, touch or the keyboard (focus a handle,
 * Space to lift, arrows to move, Space to drop, Escape to cancel). Screen readers hear each step.
 */
export function SortableList<T extends Identified>({
  items,
  titleOf,
  onReorder,
  renderItem,
  label,
}: {
  items: T[];
  titleOf: (item: T) => string;
  onReorder: (ids: number[]) => void;
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  label: string;
}) {
  const sensors = useSensors(
    // A small distance, so a click on a handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const title = (id: string | number) => {
    const item = items.find((candidate) => candidate.id === Number(id));
    return item ? titleOf(item) : 'item';
  };
  const position = (id: string | number) => items.findIndex((item) => item.id === Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${title(active.id)}, position ${position(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) => (over ? `${title(active.id)} moved to position ${position(over.id)} of ${items.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${title(active.id)} dropped at position ${position(over.id)} of ${items.length}.` : `${title(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Reordering cancelled. ${title(active.id)} returned to position ${position(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === Number(active.id));
    const to = items.findIndex((item) => item.id === Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to).map((item) => item.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To reorder, press Space to pick up the item, use the arrow keys to move it, then press Space to drop it or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className="grid gap-3">
          {items.map((item) => (
            <SortableItem key={item.id} id={item.id} title={titleOf(item)}>
              {(handle) => renderItem(item, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, title, children }: { id: number; title: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Reorder ${title}`}
      data-testid="drag-handle"
      className="flex h-9 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative min-w-0', isDragging && 'z-10 opacity-90 shadow-lg')}
    >
      {children(handle)}
    </li>
  );
}
