import { describe, expect, it } from 'vitest';
import { captureTokenFromUrl, getSession } from './session';

describe('session', () => {
  it('stores a token from the address and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/member?token=abc123&page=withdraw#top');
    expect(captureTokenFromUrl()).toBe(true);
    expect(sessionStorage.getItem('token')).toBe('abc123');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/member?page=withdraw#top',
    );
    expect(getSession().isLoggedIn).toBe(true);
  });

  it('does nothing without a token in the address', () => {
    window.history.replaceState(null, '', '/promotions?category=vip');
    expect(captureTokenFromUrl()).toBe(false);
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
