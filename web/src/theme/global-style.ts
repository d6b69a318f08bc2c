import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  h1, h2, h3, h4 { color: ${({ theme }) => theme.colors.textStrong}; line-height: 1.25; margin: 0 0 ${({ theme }) => theme.space.md}; }
  /* A long German compound ("Datenschutzerklärung") in a large heading must break rather than run off a phone's screen. */
  h1, h2, h3 { overflow-wrap: break-word; hyphens: auto; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  a { color: inherit; }
  img { max-width: 100%; height: auto; display: block; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  /*
   * Motion ends at once: a loop (a spinner, the SOS pulse) runs once instead of flickering on, and no
   * transition runs. Not a near-zero transition: on every element that would make each change a
   * transition of every property, and an inherited visibility would stay hidden for a frame (focus
   * moved into the opening menu would be lost).
   */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      scroll-behavior: auto !important;
    }
  }
`;
