import type { cs } from './cs';

/** A dictionary's shape with every text a `string`: lists keep their length, objects their keys. */
type Shape<T> = T extends string ? string : { readonly [K in keyof T]: Shape<T[K]> };

/**
 * Every text of the public site. Czech (`cs/`) defines it; `de/` and `en/` are typed by it, so a key
 * missing or added in one language, or a list of another length, does not compile.
 */
export type Messages = Shape<typeof cs>;

/** A block of a legal text: a paragraph (with `{name}` placeholders) or a bulleted list. */
export type TextBlock = Messages['privacyPolicy']['sections'][number]['body'][number];
