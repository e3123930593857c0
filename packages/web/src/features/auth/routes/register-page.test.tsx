import { AUTH_MESSAGES, INVITATION_MESSAGES, NETWORK_ERROR_MESSAGE } from '@potluck/api';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { member, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { REGISTRATION_REDIRECT_MS } from '../components/registration-success';

const VALIDATE = 'GET /invitations/validate/tok-123';
const validInvitation = { valid: true, email: 'rosa@example.com', invited_user_name: 'Rosa', error_message: null };

async function openForm(extra: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({ [VALIDATE]: () => ({ body: validInvitation }), ...extra });
  const view = renderApp('/register?token=tok-123');
  await screen.findByRole('button', { name: 'Create account' });
  return { ...stub, ...view };
}

type User = Awaited<ReturnType<typeof openForm>>['user'];

async function fill(
  user: User,
  values: Partial<Record<'Username' | 'First name' | 'Last name' | 'Password' | 'Confirm password', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('/register', () => {
  it('validating: says it is checking the invitation', async () => {
    stubFetch({ [VALIDATE]: () => new Promise(() => {}) });
    renderApp('/register?token=tok-123');
    expect(await screen.findByText('Checking your invitation…')).toBeInTheDocument();
  });

  it('invalid: shows the server error_message', async () => {
    stubFetch({
      [VALIDATE]: () => ({
        body: { valid: false, email: null, invited_user_name: null, error_message: INVITATION_MESSAGES.expired },
      }),
    });
    renderApp('/register?token=tok-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_MESSAGES.expired);
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('invalid: a refused validation falls back to the generic message', async () => {
    stubFetch({ 'GET /invitations/validate/bad': () => ({ status: 404, body: { detail: 'Not Found' } }) });
    renderApp('/register?token=bad');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is not valid or has expired.');
  });

  it('invalid: without a token nothing is asked of the server', async () => {
    const { calls } = stubFetch({});
    renderApp('/register');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_MESSAGES.invalidFallback);
    expect(calls).toHaveLength(0);
  });

  it('an unreachable server is reported as such, with a way to check again', async () => {
    stubFetch({ [VALIDATE]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/register?token=tok-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('form: the email comes from the invitation and cannot be changed', async () => {
    await openForm();
    expect(screen.getByLabelText('Email')).toHaveValue('rosa@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { name: 'Welcome, Rosa!' })).toBeInTheDocument();
  });

  it('form: required messages for every required field, and no request', async () => {
    const { user, callsTo } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(AUTH_MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.confirmRequired)).toBeInTheDocument();
    expect(callsTo('POST', '/auth/register')).toHaveLength(0);
    // The cursor goes to the first field that needs attention.
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
  });

  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['x'.repeat(51), 'Username must be less than 50 characters'],
    ['rosa m!', 'Username can only contain letters, numbers, and underscores'],
  ])('form: username %j gives %j', async (username, message) => {
    const { user } = await openForm();
    await fill(user, { Username: username, Password: 'longenough', 'Confirm password': 'longenough' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('form: short password and mismatched confirmation', async () => {
    const { user } = await openForm();
    await fill(user, { Username: 'rosa', Password: 'short', 'Confirm password': 'shirt' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('form: server 422 field messages land on their fields', async () => {
    const { user } = await openForm({
      'POST /auth/register': () => ({
        status: 422,
        body: { detail: [{ loc: ['body', 'username'], msg: 'This username is taken', type: 'conflict' }] },
      }),
    });
    await fill(user, { Username: 'rosa', Password: 'longenough', 'Confirm password': 'longenough' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This username is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert', { name: /registration failed/i })).not.toBeInTheDocument();
  });

  it('form: any other refusal shows the detail, else the fallback', async () => {
    const { user } = await openForm({ 'POST /auth/register': () => ({ status: 500, body: {} }) });
    await fill(user, { Username: 'rosa', Password: 'longenough', 'Confirm password': 'longenough' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/HTTP 500/);
  });

  it('submitting, then success, then /login after 3 seconds', async () => {
    let answer!: () => void;
    const { user, router, callsTo } = await openForm({
      'POST /auth/register': () => new Promise((resolve) => (answer = () => resolve({ status: 201, body: member }))),
    });
    await fill(user, {
      Username: 'rosa_m',
      'First name': 'Rosa',
      'Last name': 'Martinez',
      Password: 'longenough',
      'Confirm password': 'longenough',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveAttribute('aria-busy', 'true');
    expect(callsTo('POST', '/auth/register')[0]?.body).toEqual({
      invitation_token: 'tok-123',
      username: 'rosa_m',
      first_name: 'Rosa',
      last_name: 'Martinez',
      password: 'longenough',
      confirm_password: 'longenough',
    });

    // The fake clock also follows real time so Testing Library's own short waits still end.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer();
    expect(await screen.findByText('Registration successful! Your account is ready.')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(REGISTRATION_REDIRECT_MS - 500));
    expect(router.state.location.pathname).toBe('/register');
    act(() => void vi.advanceTimersByTime(500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    vi.useRealTimers();
    expect(await screen.findByText('Your account is ready. Sign in to start cooking.')).toBeInTheDocument();
  });
});
