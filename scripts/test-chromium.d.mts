/** The Chromium executable the browser suites drive (scripts/test-chromium.mjs). */
export declare const testChromiumPath: string;
