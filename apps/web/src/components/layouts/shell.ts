/** The page width every part of the shell shares (header, sidebar + content, footer): one left edge. */
export const shellWidth = (signedIn: boolean) => `mx-auto w-full px-4 sm:px-6 ${signedIn ? 'max-w-screen-2xl' : 'max-w-7xl'}`;
