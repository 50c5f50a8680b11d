// Runs before first paint (loaded as a plain script so a strict CSP needs no inline code):
// applies the stored theme, else the system preference, so the page never flashes the wrong one.
(function () {
  var theme = null;
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
  } catch {
    /* storage blocked: fall back to the system preference */
  }
  if (!theme) {
    var prefersDark =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
    theme = prefersDark ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  try {
    var lang = window.localStorage.getItem('lang');
    if (lang) root.setAttribute('lang', lang);
  } catch {
    /* ignore */
  }
})();
