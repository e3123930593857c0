import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { TextPrompt } from './text-prompt';

// ink reads stdin on the next tick; give each keystroke a moment to land.
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

async function type(stdin: { write(data: string): void }, ...keys: string[]) {
  await tick();
  for (const key of keys) {
    stdin.write(key);
    await tick();
  }
}

afterEach(() => cleanup());

describe('TextPrompt', () => {
  it('echoes what is typed after the label and submits it on Enter', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(<TextPrompt label="Email or username" onSubmit={onSubmit} onCancel={vi.fn()} />);
    await type(stdin, 'al', 'ice');
    expect(lastFrame()).toBe('Email or username: alice');
    await type(stdin, '\r');
    expect(onSubmit).toHaveBeenCalledWith('alice');
  });

  it('masks every character of a secret and never shows it', async () => {
    const onSubmit = vi.fn();
    const { stdin, frames, lastFrame } = render(<TextPrompt label="Password" mask="*" onSubmit={onSubmit} onCancel={vi.fn()} />);
    await type(stdin, 's3cret!', '\r');
    expect(lastFrame()).toBe('Password: *******');
    expect(frames.join('\n')).not.toContain('s3cret');
    expect(onSubmit).toHaveBeenCalledWith('s3cret!');
  });

  it('deletes with Backspace', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(<TextPrompt label="Password" mask="*" onSubmit={onSubmit} onCancel={vi.fn()} />);
    await type(stdin, 'abcd', '\x7f', '\x7f', 'X', '\r');
    expect(lastFrame()).toBe('Password: ***');
    expect(onSubmit).toHaveBeenCalledWith('abX');
  });

  it('submits a pasted line that ends with a line break', async () => {
    const onSubmit = vi.fn();
    const { stdin } = render(<TextPrompt label="Password" mask="*" onSubmit={onSubmit} onCancel={vi.fn()} />);
    await type(stdin, 'pasted secret\n');
    expect(onSubmit).toHaveBeenCalledWith('pasted secret');
  });

  it('cancels on Esc and on Ctrl+C', async () => {
    for (const key of ['\x1b', '\x03']) {
      const onCancel = vi.fn();
      const onSubmit = vi.fn();
      const { stdin, unmount } = render(<TextPrompt label="Password" onSubmit={onSubmit} onCancel={onCancel} />);
      await type(stdin, 'x', key);
      expect(onCancel).toHaveBeenCalledOnce();
      expect(onSubmit).not.toHaveBeenCalled();
      unmount();
    }
  });
});
