import styled from 'styled-components';
import { Container } from '@/components/layouts/section';
import { company } from '@/config/company';
import { publicPath } from '@/config/public-pages';
import { useLocale, useMessages } from '@/i18n/locale-context';
import { STATUS_IDS as ID } from '@/features/web-order/status-page-ids';
import { StyledButton, StyledCard, StyledLead, StyledNotice, StyledPageSection } from './order-styles';

const STEPS = ['waiting', 'accepted', 'pickup', 'done'] as const;

const StyledRide = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

const StyledSteps = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 6px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.font.size.xs};
    /* A long German step ("Angenommen") in a quarter of a phone: broken with a hyphen where the
       browser knows the page's language, anywhere otherwise. */
    -webkit-hyphens: auto;
    hyphens: auto;
    overflow-wrap: anywhere;
    @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
      font-size: ${({ theme }) => theme.font.size.sm};
    }
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li[data-step='past'],
  li[data-step='current'] {
    border-top-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textStrong};
  }
  li[data-step='current'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledDriver = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  .plate {
    display: inline-block;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 2px solid ${({ theme }) => theme.colors.dark};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-family: ${({ theme }) => theme.font.mono};
    letter-spacing: 0.05em;
  }
`;

const StyledMap = styled.div`
  height: 240px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.map.land};
  overflow: hidden;
  .car-marker span {
    display: block;
    width: 28px;
    height: 28px;
    border: 3px solid ${({ theme }) => theme.colors.dark};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledLink = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .hint {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const phone = <a href={`tel:${company.phoneHref}`}>{company.phone}</a>;

/**
 * The status page (`/objednavka/stav#<token>`, `/de/bestellung/status#…`, `/en/order/status#…`) as prerendered: it says it is loading until its script
 * (web/src/features/web-order/status-page.ts) has asked the gateway.
 */
export function OrderStatusPage() {
  const locale = useLocale();
  const T = useMessages().orderStatus;
  return (
    <StyledPageSection aria-labelledby={ID.heading} id={ID.page}>
      <Container>
        <StyledCard>
          <h1 id={ID.heading}>{T.title}</h1>
          {/* Painted with the page: the largest text of the first paint, not one that comes with the ride. */}
          <StyledLead>{T.lead}</StyledLead>
          <p id={ID.loading} role="status">
            {T.loading}
          </p>
          <StyledNotice id={ID.problem} data-tone="warning" hidden>
            <h2 id={ID.problemTitle}>{T.invalidTitle}</h2>
            <p id={ID.problemText} />
          </StyledNotice>
          <StyledRide id={ID.ride} hidden>
            <StyledSteps id={ID.steps} aria-label={T.steps}>
              {STEPS.map((step) => (
                <li key={step} data-step="next">
                  {T.states[step]}
                </li>
              ))}
            </StyledSteps>
            <div aria-live="polite">
              <h2 id={ID.stateTitle} tabIndex={-1} />
              <p id={ID.explain} />
              <p id={ID.reason} hidden />
            </div>
            <p id={ID.offline} role="status" hidden>
              {T.offline}
            </p>
            <StyledDriver id={ID.driver} hidden>
              <p>
                {T.driver}: <strong id={ID.driverName} />
              </p>
              <p>
                {T.plate}: <strong className="plate" id={ID.plate} />
              </p>
              <p id={ID.eta} hidden />
            </StyledDriver>
            <StyledMap id={ID.map} role="region" aria-label={T.mapLabel} hidden />
            <dl>
              <dt>{T.from}</dt>
              <dd id={ID.from} />
              <dt>{T.to}</dt>
              <dd id={ID.to} />
              <dt>{T.when}</dt>
              <dd id={ID.when} />
              <dt>{T.people}</dt>
              <dd id={ID.people} />
              <dt>{T.price}</dt>
              <dd id={ID.price} />
            </dl>
            <StyledActions id={ID.cancel} hidden>
              <StyledButton id={ID.cancelButton} type="button" data-variant="plain">
                {T.cancel}
              </StyledButton>
              <StyledActions id={ID.cancelConfirm} hidden>
                <p>{T.cancelQuestion}</p>
                <StyledButton id={ID.cancelYes} type="button" data-variant="danger">
                  {T.cancelYes}
                </StyledButton>
                <StyledButton id={ID.cancelNo} type="button" data-variant="plain">
                  {T.cancelNo}
                </StyledButton>
              </StyledActions>
            </StyledActions>
            <StyledNotice id={ID.cancelAlert} data-tone="error" role="alert" hidden />
            <p id={ID.callToChange} hidden>
              {T.callToChange} {phone}
            </p>
            <StyledLink id={ID.link}>
              <h3>
                <label htmlFor={ID.linkInput}>{T.linkTitle}</label>
              </h3>
              <input id={ID.linkInput} type="text" readOnly />
              <p className="hint">{T.linkHint}</p>
              <StyledActions>
                <StyledButton id={ID.copy} type="button" data-variant="plain">
                  {T.copy}
                </StyledButton>
                <span id={ID.copyNote} role="status" />
              </StyledActions>
            </StyledLink>
            <p>
              <a href={publicPath('order', locale)}>{T.newOrder}</a>
            </p>
          </StyledRide>
        </StyledCard>
      </Container>
    </StyledPageSection>
  );
}
