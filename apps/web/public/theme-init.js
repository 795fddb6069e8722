// Applies the saved theme before the first paint (external file: the CSP allows no inline scripts).
try {
  const saved = localStorage.getItem('theme');
  const dark = saved === 'dark' || ((!saved || saved === 'system') && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
} catch {
  // storage unavailable: keep the light theme
}
