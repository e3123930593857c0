import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeKeys } from '../testing/ink-keys';
import { TextPrompt } from './text-prompt';

afterEach(() => cleanup());

describe('TextPrompt', () => {
  it('echoes what is typed after the label and submits it on Enter', async () => {
    const onSubmit = vi.fn();
    const view = render(<TextPrompt label="Email or username" onSubmit={onSubmit} onCancel={vi.fn()} />);
    await typeKeys(view, 'al', 'ice');
    expect(view.lastFrame()).toBe('Email or username: alice');
    await typeKeys(view, '\r');
    expect(onSubmit).toHaveBeenCalledWith('alice');
  });

  it('masks every character of a secret and never shows it', async () => {
    const onSubmit = vi.fn();
    const view = render(<TextPrompt label="Password" mask="*" onSubmit={onSubmit} onCancel={vi.fn()} />);
    await typeKeys(view, 's3cret!', '\r');
    expect(view.lastFrame()).toBe('Password: *******');
    expect(view.frames.join('\n')).not.toContain('s3cret');
    expect(onSubmit).toHaveBeenCalledWith('s3cret!');
  });

  it('deletes with Backspace', async () => {
    const onSubmit = vi.fn();
    const view = render(<TextPrompt label="Password" mask="*" onSubmit={onSubmit} onCancel={vi.fn()} />);
    await typeKeys(view, 'abcd', '\x7f', '\x7f', 'X', '\r');
    expect(view.lastFrame()).toBe('Password: ***');
    expect(onSubmit).toHaveBeenCalledWith('abX');
  });

  it('submits a pasted line that ends with a line break', async () => {
    const onSubmit = vi.fn();
    const view = render(<TextPrompt label="Password" mask="*" onSubmit={onSubmit} onCancel={vi.fn()} />);
    await typeKeys(view, 'pasted secret\n');
    expect(onSubmit).toHaveBeenCalledWith('pasted secret');
  });

  it('cancels on Esc and on Ctrl+C', async () => {
    for (const key of ['\x1b', '\x03']) {
      const onCancel = vi.fn();
      const onSubmit = vi.fn();
      const view = render(<TextPrompt label="Password" onSubmit={onSubmit} onCancel={onCancel} />);
      await typeKeys(view, 'x', key);
      expect(onCancel).toHaveBeenCalledOnce();
      expect(onSubmit).not.toHaveBeenCalled();
      view.unmount();
    }
  });
});
