import { ApiError } from '@potluck/api';
import { ToastProvider } from '@potluck/ui';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useResendInvitation } from './use-resend-invitation';

const invitation = { id: 7, email: 'ana@example.com' } as Parameters<ReturnType<typeof useResendInvitation>>[0];
const wrapper = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;

describe('useResendInvitation', () => {
  it('sends again and says so', async () => {
    const resend = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useResendInvitation(resend), { wrapper });
    await act(() => result.current(invitation));
    expect(resend).toHaveBeenCalledWith(invitation);
    expect(await screen.findByText('Invitation sent to ana@example.com again')).toBeInTheDocument();
  });

  it("says 'Failed to send invitation' with the server's detail and rethrows", async () => {
    const refused = new ApiError(429, 'Too many invitations.');
    const { result } = renderHook(() => useResendInvitation(() => Promise.reject(refused)), { wrapper });
    await act(() => expect(result.current(invitation)).rejects.toBe(refused));
    expect(await screen.findByText('Failed to send invitation')).toBeInTheDocument();
    expect(screen.getByText('Too many invitations.')).toBeInTheDocument();
  });
});
