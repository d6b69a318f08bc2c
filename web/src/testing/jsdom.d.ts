// The part of jsdom (vitest's page) that a test running in Node uses to read rendered HTML; jsdom
// ships no types of its own.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
