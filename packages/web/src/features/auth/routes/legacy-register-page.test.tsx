import { AUTH_MESSAGES, LEGACY_PASSWORD_REQUIREMENTS } from '@potluck/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

async function submitValid(register: StubHandler) {
  const stub = stubFetch({ 'POST /auth/register': register });
  const view = renderApp('/legacy-register');
  const { user } = view;
  await user.type(await screen.findByLabelText('Username'), 'rosa_m');
  await user.type(screen.getByLabelText('Email'), 'rosa@example.com');
  await user.type(screen.getByLabelText('Password'), 'Tomato-Sauce1');
  await user.type(screen.getByLabelText('Confirm password'), 'Tomato-Sauce1');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return { ...stub, ...view };
}

describe('/legacy-register', () => {
  it('states the password requirements and ticks them off while typing', async () => {
    stubFetch({});
    const { user } = renderApp('/legacy-register');
    const list = await screen.findByRole('list', { name: 'Password requirements' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(LEGACY_PASSWORD_REQUIREMENTS.map((text) => expect.stringContaining(text)));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/A strong password has/);
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    expect(within(list).getByText('At least 8 characters').closest('[role="listitem"]')).toHaveAttribute(
      'data-met',
      'true',
    );
    expect(within(list).getByText('One uppercase letter').closest('[role="listitem"]')).toHaveAttribute(
      'data-met',
      'false',
    );
  });

  it('checks username, email and matching passwords before sending', async () => {
    const { callsTo } = stubFetch({});
    const { user } = renderApp('/legacy-register');
    await user.type(await screen.findByLabelText('Username'), 'ro');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'Tomato-Sauce1');
    await user.type(screen.getByLabelText('Confirm password'), 'Tomato-Sauce2');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(AUTH_MESSAGES.usernameTooShort)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(callsTo('POST', '/auth/register')).toHaveLength(0);
  });

  it('sends username, email, password and confirmation', async () => {
    const { callsTo } = await submitValid(() => ({ status: 201, body: member }));
    expect(await screen.findByText(/Registration successful!/)).toBeInTheDocument();
    expect(callsTo('POST', '/auth/register')[0]?.body).toEqual({
      username: 'rosa_m',
      email: 'rosa@example.com',
      password: 'Tomato-Sauce1',
      confirm_password: 'Tomato-Sauce1',
    });
  });

  it('network error', async () => {
    await submitValid(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check if the backend server is running.',
    );
  });

  it('an answer that is not JSON: HTTP {status}: {text}', async () => {
    await submitValid(() => new Response('Bad Gateway', { status: 502, headers: { 'content-type': 'text/plain' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 502: Bad Gateway');
  });

  it('invitation-only: the 403 detail is shown', async () => {
    await submitValid(() => ({ status: 403, body: { detail: AUTH_MESSAGES.invitationOnly } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration is by invitation only');
  });
});
