import { ZGameListResponse } from '@lw/contracts';
import { describe, expect, it } from 'vitest';
import { serverChecked } from './api-client';

describe('serverChecked', () => {
  it('checks with the contract when given one (development and tests)', () => {
    const check = serverChecked(ZGameListResponse);
    expect(check.safeParse({ games: [], totalPages: 1 })).toMatchObject({ success: true });
    expect(check.safeParse({ games: 'no', totalPages: 1 }).success).toBe(false);
  });

  it('takes the answer as it is without one (production builds)', () => {
    const answer = { games: [], totalPages: 3 };
    expect(serverChecked<typeof answer>(null).safeParse(answer)).toEqual({
      success: true,
      data: answer,
    });
  });
});
