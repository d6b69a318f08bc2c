import { company } from '@/config/company';

/** The company's phone as a `tel:` link. */
export function phoneLink(): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = `tel:${company.phoneHref}`;
  link.textContent = company.phone;
  return link;
}

/** A message with the phone after it (`lead`: "Telefon:"): every refusal gives the visitor a way on. */
export function withPhone(target: HTMLElement, text: string, lead: string): void {
  const message = document.createElement('span');
  message.textContent = `${text} `;
  const leading = document.createElement('span');
  leading.textContent = `${lead} `;
  target.replaceChildren(message, leading, phoneLink());
}
