import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { company } from '@/config/company';
import { Container, Section, SectionHeading } from '@/components/layouts/section';
import { SECTION_IDS } from '@/config/nav-items';
import { useMessages } from '@/i18n/locale-context';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 1fr 1.4fr;
  }
`;

const StyledCard = styled.div`
  align-self: start;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => theme.space.xxl};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const StyledDetails = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  div {
    position: relative;
    min-height: 44px;
    padding-left: 60px;
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.colors.textStrong};
  }
  address {
    font-style: normal;
  }
  a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration-thickness: 2px;
    text-underline-offset: 3px;
    text-decoration-color: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledIcon = styled.span`
  position: absolute;
  left: 0;
  top: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textStrong};
`;

const StyledHours = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;

/** Contact: address, e-mail, phone, the exact opening hours, and the contact form beside them. */
export function ContactSection({ form }: { form: ReactNode }) {
  const { address } = company;
  const messages = useMessages();
  const t = messages.home.contact;
  return (
    <Section id={SECTION_IDS.contact} tabIndex={-1} $tone="brand" aria-labelledby="contact-title">
      <Container>
        <SectionHeading id="contact-title" eyebrow={t.eyebrow} title={t.title}>
          {t.lead}
        </SectionHeading>
        <StyledGrid>
          <StyledCard data-reveal>
            <StyledDetails>
              <div>
                <dt>
                  <StyledIcon>
                    <Phone size={20} aria-hidden />
                  </StyledIcon>
                  {t.phone}
                </dt>
                <dd>
                  <a href={`tel:${company.phoneHref}`}>{company.phone}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <StyledIcon>
                    <Mail size={20} aria-hidden />
                  </StyledIcon>
                  {t.email}
                </dt>
                <dd>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <StyledIcon>
                    <MapPin size={20} aria-hidden />
                  </StyledIcon>
                  {t.address}
                </dt>
                <dd>
                  <address>
                    {company.legalName}
                    <br />
                    {address.street}
                    <br />
                    {address.postalCode} {address.city}
                  </address>
                </dd>
              </div>
              <div>
                <dt>
                  <StyledIcon>
                    <Clock size={20} aria-hidden />
                  </StyledIcon>
                  {t.hours}
                </dt>
                <dd>
                  <StyledHours>
                    {messages.home.hours.map((slot) => (
                      <li key={slot}>{slot}</li>
                    ))}
                  </StyledHours>
                </dd>
              </div>
            </StyledDetails>
          </StyledCard>
          <StyledCard data-reveal>
            <h3 id="contact-form-title">{t.formTitle}</h3>
            {form}
          </StyledCard>
        </StyledGrid>
      </Container>
    </Section>
  );
}
