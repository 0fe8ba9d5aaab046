// The theme before the first paint: the account menu's choice (Light, Dark) kept in this
// browser, else the device's. Mantine's ColorSchemeScript does the same, but inline, which the
// server's Content-Security-Policy (script-src 'self') refuses; the key is Mantine's own.
(function () {
  try {
    var chosen = window.localStorage.getItem('mantine-color-scheme-value');
    var scheme =
      chosen === 'light' || chosen === 'dark'
        ? chosen
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch (error) {
    // No storage (a locked-down browser): the app sets the theme itself once it starts.
  }
})();
