'use client';

import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';
import { type CSSProperties, type ReactNode, useId, useMemo, useRef, useState } from 'react';

import { useMayManage } from './TranslationEditing.client';

/**
 * What each item needs to take part: its element's ref and style, and the handle to place in it (none for an
 * account that may not reorder).
 */
export interface SortableItemProps {
  attach: (element: HTMLElement | null) => void;
  style: CSSProperties;
  handle: ReactNode;
  dragging: boolean;
}

type Item = { id: number };

/**
 * A list reordered by dragging a handle, with the mouse, a finger or the keyboard (Space to pick up, arrows to
 * move, Space to drop, Escape to cancel), announced to screen readers. It renders no element of its own, so it
 * fits in a `<tbody>` or a `<ul>`: `children` renders each item with the props it must spread. After a move the
 * list keeps the new order at once and hands it to `onReorder`. Its texts are the `SortableList` messages, with
 * `{item}` the item's name and `{position}` and `{total}` its place in the list. Reordering is the editors': for
 * a translator (`useMayManage`) the items have no handle and do not move.
 */
export function SortableList<T extends Item>(props: {
  items: T[];
  itemName: (item: T) => string;
  onReorder: (orderedIds: number[]) => void;
  disabled?: boolean;
  /** A grid of cards (pictures) rather than rows. */
  grid?: boolean;
  children: (item: T, sortable: SortableItemProps) => ReactNode;
}) {
  const { items, itemName } = props;
  const t = useTranslations('SortableList');
  const manage = useMayManage();
  const id = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // The order shown: the server's, until a move; a new list from the server starts again from it.
  const serverOrder = items.map((item) => item.id).join();
  const [order, setOrder] = useState({ from: serverOrder, ids: items.map((item) => item.id) });
  if (order.from !== serverOrder) setOrder({ from: serverOrder, ids: items.map((item) => item.id) });
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = order.ids.map((itemId) => byId.get(itemId)).filter((item): item is T => item !== undefined);

  // The live region goes to <body>: inside a table it would be invalid markup. dnd-kit renders it only once
  // mounted, so the server's undefined never reaches the markup.
  const container = typeof document === 'undefined' ? undefined : document.body;

  const moved = useRef(false);
  const announcements = useMemo<Announcements>(() => {
    const describe = (
      key: 'pickedUp' | 'movedTo' | 'dropped' | 'cancelled',
      active: UniqueIdentifier,
      over: UniqueIdentifier | undefined,
    ) => {
      const item = byId.get(Number(active));
      const position = order.ids.indexOf(Number(over ?? active)) + 1;
      return t(key, { item: item ? itemName(item) : '', position, total: order.ids.length });
    };
    return {
      onDragStart: ({ active }) => {
        moved.current = false;
        return describe('pickedUp', active.id, undefined);
      },
      // At pick-up the item is over itself: "picked up" is the news, not "moved to" its own place.
      onDragOver: ({ active, over }) => {
        if (!over || (over.id === active.id && !moved.current)) return undefined;
        moved.current = true;
        return describe('movedTo', active.id, over.id);
      },
      onDragEnd: ({ active, over }) => describe('dropped', active.id, over?.id),
      onDragCancel: ({ active }) => describe('cancelled', active.id, undefined),
    };
    // byId is rebuilt at each render from the same items.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, order.ids, t, itemName]);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = arrayMove(order.ids, order.ids.indexOf(Number(active.id)), order.ids.indexOf(Number(over.id)));
    setOrder({ from: serverOrder, ids });
    props.onReorder(ids);
  }

  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, container, screenReaderInstructions: { draggable: t('instructions') } }}
    >
      <SortableContext
        items={order.ids}
        strategy={props.grid ? rectSortingStrategy : verticalListSortingStrategy}
        disabled={props.disabled || !manage}
      >
        {shown.map((item) => (
          <SortableItem key={item.id} id={item.id} label={t('handle', { item: itemName(item) })} movable={manage}>
            {(sortable) => props.children(item, sortable)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableItem(props: {
  id: number;
  label: string;
  movable: boolean;
  children: (sortable: SortableItemProps) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.id,
  });
  const handle = props.movable && (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={props.label}
      className="cursor-grab touch-none rounded-sm px-2 py-1.5 text-steel-700 hover:bg-steel-100 hover:text-anthracite active:cursor-grabbing"
    >
      <svg aria-hidden="true" width="12" height="18" viewBox="0 0 12 18" fill="currentColor">
        {[3, 9, 15].flatMap((y) => [
          <circle key={`a${y}`} cx="3" cy={y} r="1.6" />,
          <circle key={`b${y}`} cx="9" cy={y} r="1.6" />,
        ])}
      </svg>
    </button>
  );
  return props.children({
    attach: setNodeRef,
    style: {
      transform: CSS.Translate.toString(transform),
      transition,
      position: 'relative',
      zIndex: isDragging ? 1 : undefined,
    },
    handle,
    dragging: isDragging,
  });
}
