import { ErrorFallback } from '@potluck/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('render failed');
  return <p>Recovered</p>;
}

const boundary = (resetKey: string) => (
  <ErrorBoundary resetKey={resetKey} fallback={({ reset }) => <ErrorFallback fullPage={false} onRetry={reset} />}>
    <Fragile />
  </ErrorBoundary>
);

describe('ErrorBoundary with the ui ErrorFallback', () => {
  it("shows 'Something went wrong' and Try Again renders the page again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    render(boundary('/recipes'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });

  it('drops the error when the person navigates elsewhere', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    const { rerender } = render(boundary('/recipes'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    broken = false;
    rerender(boundary('/friends'));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});
