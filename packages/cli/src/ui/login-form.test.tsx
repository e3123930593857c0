import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

async function type(stdin: { write(data: string): void }, ...keys: string[]) {
  await tick();
  for (const key of keys) {
    stdin.write(key);
    await tick();
  }
}

afterEach(() => cleanup());

describe('LoginForm', () => {
  it('asks for the email or username, then the password, hidden', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame, frames } = render(<LoginForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    await type(stdin, 'alice', '\r');
    expect(lastFrame()).toBe('Email or username: alice\nPassword:');
    await type(stdin, 'hunter22');
    expect(lastFrame()).toBe('Email or username: alice\nPassword: ********');
    await type(stdin, '\r');
    expect(onSubmit).toHaveBeenCalledWith({ identifier: 'alice', password: 'hunter22' });
    expect(frames.join('\n')).not.toContain('hunter22');
  });

  it('asks only for the password when the identifier is known', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(<LoginForm identifier="alice@example.com" onSubmit={onSubmit} onCancel={vi.fn()} />);
    await tick();
    expect(lastFrame()).toBe('Email or username: alice@example.com\nPassword:');
    await type(stdin, 'pw', '\r');
    expect(onSubmit).toHaveBeenCalledWith({ identifier: 'alice@example.com', password: 'pw' });
  });

  it('asks only for the identifier when the password is known', async () => {
    const onSubmit = vi.fn();
    const { stdin } = render(<LoginForm askPassword={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await type(stdin, 'alice', '\r');
    expect(onSubmit).toHaveBeenCalledWith({ identifier: 'alice', password: '' });
  });

  it('says what is required when Enter is pressed on an empty answer', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(<LoginForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    await type(stdin, '   ', '\r');
    expect(lastFrame()).toBe('Email or username:\nEmail or username is required');
    await type(stdin, 'bob', '\r', '\r');
    expect(lastFrame()).toContain('Password is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes Esc on as a cancel', async () => {
    const onCancel = vi.fn();
    const { stdin } = render(<LoginForm onSubmit={vi.fn()} onCancel={onCancel} />);
    await type(stdin, '\x1b');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
