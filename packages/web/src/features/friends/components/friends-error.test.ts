import { ApiError, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS } from '@potluck/api';
import { describe, expect, it } from 'vitest';
import { friendsError } from './friends-error';

describe('friendsError', () => {
  it("shows a refusal's detail", () => {
    expect(friendsError(new ApiError(409, 'You are already friends'), 'Failed to send friend request')).toBe(
      'You are already friends',
    );
  });

  it('falls back for server failures, an unreachable server and other errors', () => {
    expect(friendsError(new ApiError(500, 'HTTP 500: Internal Server Error'), 'An error occurred')).toBe(
      'An error occurred',
    );
    expect(friendsError(new ApiError(NETWORK_ERROR_STATUS, NETWORK_ERROR_MESSAGE), 'Failed to search users')).toBe(
      'Failed to search users',
    );
    expect(friendsError(new Error('x'), 'An error occurred')).toBe('An error occurred');
  });
});
