import { company } from '@/config/company';
import { PHONE_LEAD } from './web-order-texts';

/** The company's phone as a `tel:` link. */
export function phoneLink(): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = `tel:${company.phoneHref}`;
  link.textContent = company.phone;
  return link;
}

/** A message with the phone after it: every refusal gives the visitor a way on. */
export function withPhone(target: HTMLElement, text: string): void {
  const message = document.createElement('span');
  message.textContent = `${text} `;
  const lead = document.createElement('span');
  lead.textContent = `${PHONE_LEAD} `;
  target.replaceChildren(message, lead, phoneLink());
}
