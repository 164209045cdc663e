// Runs before first paint so a dark theme never flashes light. Keep in step with src/lib/theme.tsx.
(function () {
  try {
    const t = localStorage.getItem('folio_theme');
    const dark = t === 'dark' || ((t === null || t === 'system') && matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
  } catch {
    // Storage blocked: the app applies the theme once it starts.
  }
})();
