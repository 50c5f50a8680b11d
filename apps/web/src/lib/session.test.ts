import { describe, expect, it } from 'vitest';
import { captureLoginHandoffFromUrl, getSession, takeLoginHandoff } from './session';

describe('session', () => {
  it('takes a hand-over ticket from the address to redeem, never as a session token', () => {
    window.history.replaceState(null, '', '/member?token=abc123&page=withdraw#top');
    expect(captureLoginHandoffFromUrl()).toBe(true);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/member?page=withdraw#top',
    );
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(getSession().isLoggedIn).toBe(false);
    expect(takeLoginHandoff()).toEqual({ ticket: 'abc123', error: null });
    expect(takeLoginHandoff()).toBeNull();
  });

  it('does nothing without a token in the address', () => {
    window.history.replaceState(null, '', '/promotions?category=vip');
    expect(captureLoginHandoffFromUrl()).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(window.location.search).toBe('?category=vip');
  });

  it('reads agent and trial account types from session storage', () => {
    sessionStorage.setItem('token', 't');
    sessionStorage.setItem('isAgent', '42');
    expect(getSession()).toMatchObject({ isAgent: true, isTrial: false });
    sessionStorage.setItem('isAgent', '4');
    expect(getSession()).toMatchObject({ isAgent: false, isTrial: true });
    sessionStorage.setItem('isAgent', '3');
    expect(getSession()).toMatchObject({ isAgent: false, isTrial: false });
  });
});
