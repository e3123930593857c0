import { addDays, MEAL_SLOTS } from '@potluck/api/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { formatDayLabel } from '../components/day-label';
import { sampleMeal, samplePlan, testToday } from '../meal-plans.fixtures';
import { stubMealPlans } from './meal-plans-test-server';

beforeAll(async () => {
  await import('./meal-plan-page');
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

/**
 * jsdom lays nothing out, and dnd-kit's keyboard moves go by the slots' rectangles: each day is a row and
 * each meal type a column (slot "slot:{day}:{type}" at column × 200, weekday row × 300), a meal sits inside its slot,
 * and the drag preview is where its fixed-position wrapper's inline style puts it.
 */
function layOutWeek() {
  const rect = (x: number, y: number, width: number, height: number) =>
    ({ x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) }) as DOMRect;
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    for (let node: HTMLElement | null = this as HTMLElement; node; node = node.parentElement) {
      const { position, left, top, width, height } = node.style;
      if (position === 'fixed' && left) {
        return rect(parseFloat(left), parseFloat(top), parseFloat(width), parseFloat(height));
      }
    }
    const slot = this.closest('[data-drop-slot]');
    if (!slot) return rect(0, 0, 0, 0);
    const [, day, type] = slot.getAttribute('data-drop-slot')!.split(':');
    const x = MEAL_SLOTS.indexOf(type as (typeof MEAL_SLOTS)[number]) * 200;
    const y = ((Date.parse(`${day}T00:00:00Z`) / 86_400_000 + 4) % 7) * 300; // Sunday is the first row
    return this === slot ? rect(x, y, 180, 250) : rect(x + 10, y + 10, 160, 100);
  });
}

beforeEach(() => {
  localStorage.clear();
  storeTokens();
  layOutWeek();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const today = testToday();
const todayRegion = async () => (await screen.findByText('Today')).closest('section')!;

it('moves a meal with the keyboard: Space on its handle, an arrow to the next slot, Space drops it there', async () => {
  let answer: () => void = () => undefined;
  const stub = stubMealPlans(samplePlan([sampleMeal({ id: 1, meal_date: today })]), {
    'PUT /meal-plans/meals/1': async (req) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return { body: sampleMeal({ id: 1, ...(req.body as object) }) };
    },
  });
  const { user } = renderApp('/meal-plans/7');
  const day = await todayRegion();
  const handle = await within(day).findByRole('button', { name: 'Drag Sunday ragù from dinner' });
  expect(handle).toHaveAttribute('aria-roledescription', 'draggable');
  handle.focus();
  await user.keyboard('[Space]');
  await user.keyboard('[ArrowRight]');
  // The live region says where the meal is over.
  expect(await screen.findByText(`Sunday ragù is over snack, ${formatDayLabel(today)}.`)).toBeInTheDocument();
  await user.keyboard('[Space]');
  await waitFor(() => expect(stub.calls.some((c) => c.method === 'PUT')).toBe(true));
  const put = stub.calls.find((c) => c.method === 'PUT')!;
  expect(put.path).toMatch(/^\/meal-plans\/meals\/1\?tz=/);
  expect(put.body).toEqual({ meal_date: today, meal_type: 'snack' });
  // Optimistic: the meal is in the snack slot before the server has answered.
  const snack = within(day).getByRole('group', { name: 'Snack' });
  expect(within(snack).getByText('Sunday ragù')).toBeInTheDocument();
  expect(within(within(day).getByRole('group', { name: 'Dinner' })).queryByText('Sunday ragù')).toBeNull();
  await act(async () => answer());
});

it('puts the meal back and says why when the server refuses the move', async () => {
  const stub = stubMealPlans(samplePlan([sampleMeal({ id: 1, meal_date: today })]), {
    'PUT /meal-plans/meals/1': () => ({ status: 422, body: { detail: 'Past days are read-only' } }),
  });
  const { user } = renderApp('/meal-plans/7');
  const day = await todayRegion();
  within(day).getByRole('button', { name: 'Drag Sunday ragù from dinner' }).focus();
  await user.keyboard('[Space]');
  await user.keyboard('[ArrowRight]');
  await user.keyboard('[Space]');
  expect(await screen.findByText('Could not move the meal. It is back where it was.')).toBeInTheDocument();
  expect(screen.getByText('Past days are read-only')).toBeInTheDocument();
  expect(stub.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
    { meal_date: today, meal_type: 'snack' },
  ]);
  await waitFor(() =>
    expect(within(within(day).getByRole('group', { name: 'Dinner' })).getByText('Sunday ragù')).toBeInTheDocument(),
  );
  expect(within(within(day).getByRole('group', { name: 'Snack' })).queryByText('Sunday ragù')).toBeNull();
});

it('Escape cancels a drag without a call', async () => {
  const stub = stubMealPlans(samplePlan([sampleMeal({ id: 1, meal_date: today })]));
  const { user } = renderApp('/meal-plans/7');
  const day = await todayRegion();
  within(day).getByRole('button', { name: 'Drag Sunday ragù from dinner' }).focus();
  await user.keyboard('[Space]');
  await user.keyboard('[ArrowRight]');
  await user.keyboard('[Escape]');
  expect(await screen.findByText('Moving Sunday ragù was cancelled.')).toBeInTheDocument();
  expect(stub.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([]);
});

it('takes no drop on a past day: up from today onto yesterday leaves the meal where it is', async () => {
  const stub = stubMealPlans(
    samplePlan([sampleMeal({ id: 1, meal_date: today }), sampleMeal({ id: 2, meal_date: addDays(today, -1) })]),
  );
  const { user } = renderApp('/meal-plans/7');
  const day = await todayRegion();
  // Yesterday's meal has no handle at all.
  expect(screen.getAllByRole('button', { name: /^Drag / })).toHaveLength(1);
  within(day).getByRole('button', { name: 'Drag Sunday ragù from dinner' }).focus();
  await user.keyboard('[Space]');
  await user.keyboard('[ArrowUp]');
  await user.keyboard('[Space]');
  // Past slots are no targets: the nearest one upwards is the meal's own.
  expect(await screen.findByText(`Sunday ragù was dropped on dinner, ${formatDayLabel(today)}.`)).toBeInTheDocument();
  expect(stub.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([]);
});
