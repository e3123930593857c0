import { ApiError } from '@potluck/api';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CookingAnswer } from '../api/use-cooking-assistant';
import { pastaAnswer } from './ai-home.fixtures';
import { HomeQuestionBox, type HomeQuestionBoxProps } from './home-question-box';
import { SUGGESTIONS } from './suggestions';

function setup(props: Partial<HomeQuestionBoxProps> = {}) {
  const ask = vi.fn(async (_q: string): Promise<CookingAnswer> => pastaAnswer);
  render(
    <MemoryRouter>
      <HomeQuestionBox aiAvailable ask={ask} {...props} />
    </MemoryRouter>,
  );
  return {
    ask: (props.ask as typeof ask | undefined) ?? ask,
    user: userEvent.setup(),
    box: () => screen.getByRole('textbox', { name: /Your cooking question/ }),
  };
}

const chipTexts = () =>
  within(screen.getByRole('list', { name: 'Try asking' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('HomeQuestionBox', () => {
  it('sends on Enter, keeps a newline on Shift+Enter, and shows the answer with recipe cards', async () => {
    const { user, ask, box } = setup();
    await user.type(box(), 'Sticky pasta?{Shift>}{Enter}{/Shift}Help');
    expect(box()).toHaveValue('Sticky pasta?\nHelp');
    expect(ask).not.toHaveBeenCalled();
    await user.type(box(), '{Enter}');
    expect(ask).toHaveBeenCalledWith('Sticky pasta?\nHelp');
    expect(await screen.findByText(/Use plenty of water, salt it well/)).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'From your family cookbook' }));
    expect(cards.getByRole('link', { name: /Nonna’s Sunday Lasagne/ })).toHaveAttribute('href', '/recipes/11');
  });

  it('does not send a blank question', async () => {
    const { user, ask, box } = setup();
    await user.type(box(), '   {Enter}');
    expect(ask).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter a question for the chef')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(ask).not.toHaveBeenCalled();
  });

  it('shows the thinking state, then the chef failure text', async () => {
    let fail: (e: unknown) => void = () => {};
    const ask = vi.fn(() => new Promise<CookingAnswer>((_, reject) => (fail = reject)));
    const { user, box } = setup({ ask });
    await user.type(box(), 'Why is my bread dense?{Enter}');
    expect(screen.getByText('The chef is thinking…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => fail(new ApiError(503, 'AI provider unavailable')));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to get response from chef. Please try again.');
  });

  it('asks a suggestion when its chip is clicked', async () => {
    const { user, ask } = setup();
    await user.click(screen.getByRole('button', { name: SUGGESTIONS[1] }));
    expect(ask).toHaveBeenCalledWith(SUGGESTIONS[1]);
    expect(screen.getByRole('textbox', { name: /Your cooking question/ })).toHaveValue(SUGGESTIONS[1]);
  });

  it('shows 4 of the 8 suggestions and the next 4 every 5 s, pausing while pointed at', async () => {
    vi.useFakeTimers();
    setup();
    expect(chipTexts()).toEqual(SUGGESTIONS.slice(0, 4));
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(chipTexts()).toEqual(SUGGESTIONS.slice(0, 4));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(chipTexts()).toEqual(SUGGESTIONS.slice(4, 8));
    fireEvent.pointerEnter(screen.getByRole('list', { name: 'Try asking' }));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(chipTexts()).toEqual(SUGGESTIONS.slice(4, 8));
    fireEvent.pointerLeave(screen.getByRole('list', { name: 'Try asking' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(chipTexts()).toEqual(SUGGESTIONS.slice(0, 4));
  });

  it('says honestly that the AI chef is unavailable, with no box or chips', () => {
    setup({ aiAvailable: false });
    expect(screen.getByText(/The AI chef is not available right now/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Try asking' })).not.toBeInTheDocument();
  });
});
