import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  pointerWithin,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type Over,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import type { Meal } from '@potluck/api';
import type { MEAL_SLOTS } from '@potluck/api/domain';
import { IconButton, MEAL_SLOT_LABELS } from '@potluck/ui';
import { GripVertical } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import * as styles from './meal-plans.css';
import { formatDayLabel } from './day-label';

type Slot = (typeof MEAL_SLOTS)[number];

/** Where a dropped meal goes: the body of the meal update that moves it. */
export interface MealDropTarget {
  meal_date: string;
  meal_type: Slot;
}

/** What every draggable meal and every drop slot carries, so a drop on either names a day and a slot. */
interface PlaceData {
  day: string;
  slot: Slot;
  meal?: Meal;
}

const mealName = (meal: Meal) => meal.recipe_name ?? meal.custom_meal_name ?? '';
const placeOf = (item: Active | Over | null): PlaceData | undefined => item?.data.current as PlaceData | undefined;
const whereOf = (place: PlaceData) => `${MEAL_SLOT_LABELS[place.slot].toLowerCase()}, ${formatDayLabel(place.day)}`;
const dropSlotId = (day: string, slot: Slot) => `slot:${day}:${slot}`;

/** The slot a drag ends on, when it is another slot than the meal's own. */
export function dropTargetOf(meal: Meal, over: PlaceData | undefined): MealDropTarget | null {
  if (!over) return null;
  if (over.day === meal.meal_date.slice(0, 10) && over.slot === meal.meal_type) return null;
  return { meal_date: over.day, meal_type: over.slot };
}

/**
 * The pointer drops where it is; the keyboard (no pointer) goes to the nearest slot in the arrow's direction,
 * which sortableKeyboardCoordinates chose.
 */
const collisions: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCorners(args));

const announcements: Announcements = {
  onDragStart: ({ active }) => T.dragPicked(mealName(placeOf(active)!.meal!)),
  onDragOver: ({ active, over }) => {
    const name = mealName(placeOf(active)!.meal!);
    const place = placeOf(over);
    return place ? T.dragOver(name, whereOf(place)) : T.dragNowhere(name);
  },
  onDragEnd: ({ active, over }) => {
    const name = mealName(placeOf(active)!.meal!);
    const place = placeOf(over);
    return place ? T.dragDropped(name, whereOf(place)) : T.dragCancelled(name);
  },
  onDragCancel: ({ active }) => T.dragCancelled(mealName(placeOf(active)!.meal!)),
};

export interface MealDragAreaProps {
  children: ReactNode;
  /** A meal was dropped on another slot (today or later: past slots take no drops). */
  onDrop: (meal: Meal, to: MealDropTarget) => void;
}

/**
 * Drag and drop of meals between the slots of the week shown (@dnd-kit): with a pointer by a meal's handle, or
 * with the keyboard (Space or Enter on the handle, the arrow keys, Space or Enter to drop, Escape to cancel).
 */
export function MealDragArea({ children, onDrop }: MealDragAreaProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [dragged, setDragged] = useState<Meal | null>(null);
  const end = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const meal = placeOf(active)?.meal;
    const to = meal ? dropTargetOf(meal, placeOf(over)) : null;
    if (meal && to) onDrop(meal, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      // The slots are measured before a drag starts, so the first arrow key after picking a meal up already
      // knows where the next slot is (measured only once dragging began, it could come too late on a slow phone).
      measuring={{ droppable: { strategy: MeasuringStrategy.BeforeDragging } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: T.dragInstructions } }}
      onDragStart={({ active }) => setDragged(placeOf(active)?.meal ?? null)}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged ? <div className={styles.dragPreview}>{mealName(dragged)}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}

export interface DropSlotProps {
  day: string;
  slot: Slot;
  /** Past days and read-only plans take no drops. */
  disabled: boolean;
  meals: Meal[];
  children: ReactNode;
}

/** One day's slot as a drop target; its meals are the sortable items inside it. */
export function DropSlot({ day, slot, disabled, meals, children }: DropSlotProps) {
  const id = dropSlotId(day, slot);
  const { setNodeRef, isOver } = useDroppable({ id, disabled, data: { day, slot } satisfies PlaceData });
  return (
    <div ref={setNodeRef} className={isOver ? styles.dropOver : styles.slotColumn} data-drop-slot={id}>
      <SortableContext id={id} items={meals.map((meal) => meal.id)} disabled={disabled}>
        {children}
      </SortableContext>
    </div>
  );
}

export interface DraggableMealProps {
  meal: Meal;
  day: string;
  slot: Slot;
  /** Past days and read-only plans: no handle, nothing moves. */
  disabled: boolean;
  /** Renders the meal with the handle to give to MealSlot's `dragHandle` (none when disabled). */
  children: (handle: ReactNode) => ReactNode;
}

/** A meal that can be dragged by its handle to another slot, or dropped on (a drop names its slot). */
export function DraggableMeal({ meal, day, slot, disabled, children }: DraggableMealProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useSortable({
    id: meal.id,
    // A plain `true` would still take drops (sortable's backwards compatibility): a past meal takes none.
    disabled: { draggable: disabled, droppable: disabled },
    data: { day, slot, meal } satisfies PlaceData,
    attributes: { roleDescription: 'draggable' },
  });
  const handle = disabled ? null : (
    <IconButton
      ref={setActivatorNodeRef}
      aria-label={T.dragMeal(mealName(meal), MEAL_SLOT_LABELS[slot].toLowerCase())}
      icon={<GripVertical size={16} />}
      size="sm"
      className={styles.dragHandle}
      {...attributes}
      {...listeners}
    />
  );
  return (
    <div ref={setNodeRef} className={isDragging ? styles.dragging : styles.mealCell}>
      {children(handle)}
    </div>
  );
}
