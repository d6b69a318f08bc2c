/**
 * Markup an attacker puts where a plate or a name goes (issue 41), as the browser tests feed it through
 * the tracking provider and the company's server (`dialect-hostile.ts`): wherever it is shown it must
 * read as these characters, and no element of it may exist. No imports: the browser tests read it too.
 */
export const MARKUP_PAYLOADS = {
  bold: '<b>1U1</b>',
  image: '<img src=x onerror=alert(1)>',
  overlay: '<div style="position:fixed;inset:0">Relace vypršela – volejte …</div>',
} as const;
