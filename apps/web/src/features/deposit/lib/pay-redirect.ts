/**
 * Leaves the site for the gateway's pay page (a full navigation). An object, so a test can spy
 * on `go` (jsdom does not navigate, and a module mock does not hold when test files share their
 * imports).
 */
export const payPage = {
  go(url: string): void {
    window.location.assign(url);
  },
};
