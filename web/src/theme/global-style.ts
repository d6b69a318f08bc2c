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
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
