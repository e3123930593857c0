import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';
import { typeKeys } from '../testing/ink-keys';

afterEach(() => cleanup());

describe('LoginForm', () => {
  it('asks for the email or username, then the password, hidden', async () => {
    const onSubmit = vi.fn();
    const view = render(<LoginForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    await typeKeys(view, 'alice', '\r');
    expect(view.lastFrame()).toBe('Email or username: alice\nPassword:');
    await typeKeys(view, 'hunter22');
    expect(view.lastFrame()).toBe('Email or username: alice\nPassword: ********');
    await typeKeys(view, '\r');
    expect(onSubmit).toHaveBeenCalledWith({ identifier: 'alice', password: 'hunter22' });
    expect(view.frames.join('\n')).not.toContain('hunter22');
  });

  it('asks only for the password when the identifier is known', async () => {
    const onSubmit = vi.fn();
    const view = render(<LoginForm identifier="alice@example.com" onSubmit={onSubmit} onCancel={vi.fn()} />);
    await typeKeys(view);
    expect(view.lastFrame()).toBe('Email or username: alice@example.com\nPassword:');
    await typeKeys(view, 'pw', '\r');
    expect(onSubmit).toHaveBeenCalledWith({ identifier: 'alice@example.com', password: 'pw' });
  });

  it('asks only for the identifier when the password is known', async () => {
    const onSubmit = vi.fn();
    const view = render(<LoginForm askPassword={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await typeKeys(view, 'alice', '\r');
    expect(onSubmit).toHaveBeenCalledWith({ identifier: 'alice', password: '' });
  });

  it('says what is required when Enter is pressed on an empty answer', async () => {
    const onSubmit = vi.fn();
    const view = render(<LoginForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    await typeKeys(view, '   ', '\r');
    expect(view.lastFrame()).toBe('Email or username:\nEmail or username is required');
    await typeKeys(view, 'bob', '\r', '\r');
    expect(view.lastFrame()).toContain('Password is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes Esc on as a cancel', async () => {
    const onCancel = vi.fn();
    const view = render(<LoginForm onSubmit={vi.fn()} onCancel={onCancel} />);
    await typeKeys(view, '\x1b');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
