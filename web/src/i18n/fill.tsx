import { Fragment, type ReactNode } from 'react';

import { fill, PLACEHOLDER, placeholdersOf } from './fill-text';

export { fill, placeholdersOf };

/** The same with elements in the places, e.g. a link: `rich('Napište na {email}.', { email: <a …/> })`. */
export function rich(text: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = text.split(PLACEHOLDER);
  // split() with a group alternates text and placeholder names: even indexes are text.
  return parts.map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>,
  );
}
