import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeKeys } from '../testing/ink-keys';
import { ConfirmPrompt } from './confirm-prompt';

afterEach(() => cleanup());

function ask() {
  const onAnswer = vi.fn();
  const onCancel = vi.fn();
  const view = render(<ConfirmPrompt question="Use this recipe?" onAnswer={onAnswer} onCancel={onCancel} />);
  return { view, onAnswer, onCancel };
}

describe('ConfirmPrompt', () => {
  it('asks with [Y/n] and takes Enter as yes', async () => {
    const { view, onAnswer } = ask();
    expect(view.lastFrame()).toBe('Use this recipe? [Y/n]');
    await typeKeys(view, '\r');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(true);
    expect(view.lastFrame()).toBe('Use this recipe? [Y/n] yes');
  });

  it('answers yes to y and Y, no to n and N', async () => {
    for (const [key, yes] of [
      ['y', true],
      ['Y', true],
      ['n', false],
      ['N', false],
    ] as const) {
      const { view, onAnswer } = ask();
      await typeKeys(view, key);
      expect(onAnswer).toHaveBeenCalledExactlyOnceWith(yes);
      expect(view.lastFrame()).toBe(`Use this recipe? [Y/n] ${yes ? 'yes' : 'no'}`);
      view.unmount();
    }
  });

  it('ignores other keys and answers only once', async () => {
    const { view, onAnswer } = ask();
    await typeKeys(view, 'x', ' ');
    expect(onAnswer).not.toHaveBeenCalled();
    await typeKeys(view, 'n', 'y');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('cancels on Esc and on Ctrl+C', async () => {
    for (const key of ['\x1b', '\x03']) {
      const { view, onAnswer, onCancel } = ask();
      await typeKeys(view, key);
      expect(onCancel).toHaveBeenCalledOnce();
      expect(onAnswer).not.toHaveBeenCalled();
      view.unmount();
    }
  });
});
