import { CHEF_MESSAGES } from '@potluck/api';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuestionForm } from './question-form';

const texts = {
  askTitle: 'Ask the chef',
  question: 'Your question',
  questionHint: 'Enter sends.',
  questionPlaceholder: 'Less salt?',
  ask: 'Ask',
};

/** The form as both question boxes hold it: the parent owns the text and may fill it (a suggestion). */
function Holder({ onSubmit }: { onSubmit: (q: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <QuestionForm texts={texts} value={value} onValueChange={setValue} onSubmit={onSubmit} />
      <button type="button" onClick={() => setValue('How long does it keep?')}>
        Suggest
      </button>
    </>
  );
}

function setup() {
  const onSubmit = vi.fn();
  render(<Holder onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup(), box: () => screen.getByRole('textbox', { name: /Your question/ }) };
}

describe('QuestionForm', () => {
  it('sends the trimmed question on Enter and keeps Shift+Enter as a newline', async () => {
    const { onSubmit, user, box } = setup();
    await user.type(box(), '  Less salt?{Shift>}{Enter}{/Shift}Or none?  ');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Less salt?\nOr none?');
  });

  it('does not send while an input method is composing', () => {
    const { onSubmit, box } = setup();
    fireEvent.change(box(), { target: { value: 'すし' } });
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a blank question with the spec message, which goes once the box is filled', async () => {
    const { onSubmit, user, box } = setup();
    await user.type(box(), '   {Enter}');
    expect(screen.getByText(CHEF_MESSAGES.questionRequired)).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Suggest' }));
    expect(screen.queryByText(CHEF_MESSAGES.questionRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(onSubmit).toHaveBeenCalledWith('How long does it keep?');
  });
});
