import { ApiError, type ChefVariation } from '@potluck/api';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  botturaCarbonara,
  botturaFirstIngredient,
  botturaSavedFields,
  carbonaraChefs,
  ginoCarbonara,
} from './ai-home.fixtures';
import { FamousChefVariations, type FamousChefVariationsProps } from './famous-chef-variations';

function setup(props: Partial<FamousChefVariationsProps> = {}) {
  const callbacks = {
    findChefs: vi.fn(async (_dish: string): Promise<readonly string[]> => carbonaraChefs),
    getVariation: vi.fn(async (_dish: string, _chef: string): Promise<ChefVariation> => botturaCarbonara),
    getAllVariations: vi.fn(async (_dish: string): Promise<readonly ChefVariation[]> => [
      botturaCarbonara,
      ginoCarbonara,
    ]),
    saveRecipe: vi.fn(async () => ({ id: 42, title: botturaCarbonara.recipe_title })),
    ...props,
  };
  render(
    <MemoryRouter>
      <FamousChefVariations aiAvailable signedIn {...callbacks} />
    </MemoryRouter>,
  );
  return { ...callbacks, user: userEvent.setup(), dish: () => screen.getByRole('textbox', { name: /Dish/ }) };
}

// Under fake timers user-event would wait on a faked setTimeout: those tests use fireEvent and advance time themselves.
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const typeDish = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: /Dish/ }), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('FamousChefVariations', () => {
  it('looks famous chefs up 1 s after the dish name stops changing, once', async () => {
    vi.useFakeTimers();
    const { findChefs } = setup();
    typeDish('carbo');
    await advance(600);
    typeDish('carbonara');
    await advance(999);
    expect(findChefs).not.toHaveBeenCalled();
    await advance(1);
    expect(findChefs).toHaveBeenCalledTimes(1);
    expect(findChefs).toHaveBeenCalledWith('carbonara');
    await advance(0);
    const chefs = within(screen.getByRole('list', { name: 'Famous chefs for carbonara' }));
    expect(chefs.getByRole('button', { name: 'Massimo Bottura’s version' })).toBeInTheDocument();
    expect(chefs.getByRole('button', { name: 'All chefs’ versions' })).toBeInTheDocument();
    // The same name again is answered from memory, not by another AI call.
    typeDish('carb');
    await advance(500);
    typeDish('carbonara');
    await advance(1000);
    expect(findChefs).toHaveBeenCalledTimes(1);
  });

  it('does not look up a prefilled dish until asked, then at once', async () => {
    const { user, findChefs } = setup({ initialDish: 'Ramen' });
    expect(screen.getByRole('textbox', { name: /Dish/ })).toHaveValue('Ramen');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(findChefs).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Find famous chefs' }));
    expect(findChefs).toHaveBeenCalledWith('Ramen');
    expect(await screen.findByRole('list', { name: 'Famous chefs for Ramen' })).toBeInTheDocument();
  });

  it("says 'No famous chefs found for {dish}. Try a different dish!'", async () => {
    const { user, dish } = setup({ findChefs: vi.fn(async () => []) });
    await user.type(dish(), 'toast{Enter}');
    expect(await screen.findByText('No famous chefs found for toast. Try a different dish!')).toBeInTheDocument();
  });

  it('shows the server detail when the lookup fails', async () => {
    const { user, dish } = setup({
      findChefs: vi.fn(async () => Promise.reject(new ApiError(429, 'Too many AI requests. Please wait a minute.'))),
    });
    await user.type(dish(), 'paella{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many AI requests. Please wait a minute.');
  });

  it('fetches one chef’s variation and shows it as plain text with the default values', async () => {
    const { user, dish, getVariation } = setup({
      getVariation: vi.fn(async () => ({ ...botturaCarbonara, recipe_content: '<b>bold</b> 1. Boil.' })),
    });
    await user.type(dish(), 'carbonara{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Massimo Bottura’s version' }));
    expect(getVariation).toHaveBeenCalledWith('carbonara', 'Massimo Bottura');
    const card = within(await screen.findByRole('article', { name: 'Carbonara alla Bottura' }));
    expect(card.getByText('by Massimo Bottura')).toBeInTheDocument();
    const facts = card.getAllByRole('definition').map((d) => d.textContent);
    expect(facts).toEqual(['30m', '45m', '4', 'Medium']);
    const text = card.getByLabelText('Recipe text of Carbonara alla Bottura');
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe('<b>bold</b> 1. Boil.');
    expect(text.querySelector('b')).toBeNull();
  });

  it('fetches all chefs’ variations at once', async () => {
    const { user, dish, getAllVariations } = setup();
    await user.type(dish(), 'carbonara{Enter}');
    await user.click(await screen.findByRole('button', { name: 'All chefs’ versions' }));
    expect(getAllVariations).toHaveBeenCalledWith('carbonara');
    const list = within(await screen.findByRole('list', { name: 'Chef variations' }));
    expect(list.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual([
      'Carbonara alla Bottura',
      'Gino’s Quick Carbonara',
    ]);
  });

  it('says the chef failed when a variation cannot be fetched', async () => {
    const { user, dish } = setup({
      getVariation: vi.fn(async () => Promise.reject(new ApiError(503, 'AI provider unavailable'))),
    });
    await user.type(dish(), 'carbonara{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Massimo Bottura’s version' }));
    expect(await screen.findByText('Failed to get response from chef. Please try again.')).toBeInTheDocument();
  });

  it('saves with the saved AI recipe payload, says so, and clears Saved! and the variation after 3 s', async () => {
    vi.useFakeTimers();
    let finish: (value: { id: number; title: string }) => void = () => {};
    const saveRecipe = vi.fn(() => new Promise<{ id: number; title: string }>((resolve) => (finish = resolve)));
    setup({ saveRecipe });
    typeDish('carbonara');
    click('Find famous chefs');
    await advance(0);
    click('Massimo Bottura’s version');
    await advance(0);
    click('Save recipe: Carbonara alla Bottura');
    expect(screen.getByText('Saving recipe...')).toBeInTheDocument();
    expect(saveRecipe).toHaveBeenCalledWith(
      expect.objectContaining({
        ...botturaSavedFields,
        description: 'A silky carbonara with aged Parmigiano and crisp guanciale.',
      }),
    );
    const payload = saveRecipe.mock.calls[0] as unknown as [{ ingredients: unknown[]; instructions: unknown[] }];
    expect(payload[0].ingredients[0]).toEqual(botturaFirstIngredient);
    expect(payload[0].instructions).toHaveLength(4);

    await act(async () => finish({ id: 42, title: 'Carbonara alla Bottura' }));
    expect(screen.getByRole('button', { name: 'Saved!' })).toBeDisabled();
    expect(
      screen.getByText(/Recipe saved successfully! Check your recipes to find Carbonara alla Bottura\./),
    ).toBeInTheDocument();
    await advance(2999);
    expect(screen.getByRole('button', { name: 'Saved!' })).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('button', { name: 'Saved!' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Carbonara alla Bottura' })).not.toBeInTheDocument();
    // The confirmation stays, with a way to the new recipe.
    expect(screen.getByRole('link', { name: 'Open Carbonara alla Bottura' })).toHaveAttribute('href', '/recipes/42');
  });

  it("says 'Failed to save recipe: {detail}' and lets the member try again", async () => {
    const saveRecipe = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(422, [
          { loc: ['body', 'ingredients'], msg: 'Please add at least one ingredient', type: 'too_small' },
        ]),
      )
      .mockRejectedValueOnce(new Error('Network down'));
    const { user, dish } = setup({ saveRecipe });
    await user.type(dish(), 'carbonara{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Massimo Bottura’s version' }));
    await user.click(await screen.findByRole('button', { name: 'Save recipe: Carbonara alla Bottura' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save recipe: Please add at least one ingredient',
    );
    await user.click(screen.getByRole('button', { name: 'Save recipe: Carbonara alla Bottura' }));
    expect(await screen.findByText('Failed to save recipe: Network down')).toBeInTheDocument();
  });

  it("requires login: 'Please log in to save recipes' and nothing is sent", async () => {
    const { user, dish, saveRecipe } = setup({ signedIn: false });
    await user.type(dish(), 'carbonara{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Massimo Bottura’s version' }));
    await user.click(await screen.findByRole('button', { name: 'Save recipe: Carbonara alla Bottura' }));
    expect(await screen.findByText('Please log in to save recipes')).toBeInTheDocument();
    expect(saveRecipe).not.toHaveBeenCalled();
  });

  it('shows an honest note instead of the dish box when the AI is unavailable', () => {
    const { findChefs } = setup({ aiAvailable: false, initialDish: 'Ramen' });
    expect(
      screen.getByText(/Famous chef variations need the AI chef, which is not available right now/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Dish/ })).not.toBeInTheDocument();
    expect(findChefs).not.toHaveBeenCalled();
  });
});
