/** Leaves the site for the gateway's pay page (a full navigation; kept apart so tests can see it). */
export function goToPayPage(url: string): void {
  window.location.assign(url);
}
