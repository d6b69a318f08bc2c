import { Phone } from 'lucide-react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { formatPhone } from '@/components/people-table/format-phone';

/** `tel:+420777123456`: digits and a leading + only, whatever spaces or dashes were typed; null without digits. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') {
    return null;
  }
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

const StyledLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: inherit;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  text-decoration-color: ${({ theme }) => theme.colors.brand};
  text-decoration-thickness: 2px;
  text-underline-offset: 2px;
  svg {
    flex: none;
  }
`;

export type PhoneLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & {
  phone: string;
  /** A phone icon before the number. */
  icon?: boolean;
  /** What the link shows instead of the grouped number (it still calls `phone`). */
  children?: ReactNode;
};

/**
 * A phone number a dispatcher can call with one tap (or hand to a softphone): the number grouped
 * for reading, `tel:` with digits only. A text without digits stays plain text.
 */
export function PhoneLink({ phone, icon = false, children, ...rest }: PhoneLinkProps) {
  const href = telHref(phone);
  const text = children ?? formatPhone(phone.trim());
  if (href === null) {
    return <span className={rest.className}>{text}</span>;
  }
  return (
    <StyledLink href={href} {...rest}>
      {icon && <Phone size={14} aria-hidden />}
      {text}
    </StyledLink>
  );
}
