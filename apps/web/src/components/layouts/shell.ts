/**
 * The page width every part of the shell shares (header, sidebar + content, footer): one left edge. Wider for members,
 * by CSS on <html data-session="in"> (index.css), so the width is right from the first paint.
 */
export const shellWidth = 'shell-width';
