import { WEB_ORDER_MAX_PEOPLE, WEB_ORDER_NOTE_MAX } from '@taxi/contracts';
import styled from 'styled-components';
import { Container } from '@/components/layouts/section';
import { company } from '@/config/company';
import { publicPath } from '@/config/public-pages';
import { fill } from '@/i18n/fill';
import { useLocale, useMessages } from '@/i18n/locale-context';
import { errorId, ORDER_IDS as ID, placeListId, placeStatusId } from '@/features/web-order/order-form-ids';
import { StyledButton, StyledCard, StyledLead, StyledNotice, StyledPageSection } from './order-styles';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space.lg};
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space.md};
    padding: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .row {
    display: grid;
    gap: ${({ theme }) => theme.space.lg};
    @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
      grid-template-columns: 1fr 1fr;
    }
  }
  .field {
    position: relative;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    align-content: start;
  }
  label,
  .label {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  input[type='text'],
  input[type='tel'],
  input[type='date'],
  input[type='time'],
  select,
  textarea {
    width: 100%;
    min-height: 48px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textStrong};
    font: inherit;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  .hint {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .error {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.danger};
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  .choice {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    cursor: pointer;
  }
  .choice:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.dark};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  .choice:has(input:disabled) {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .check {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    input {
      flex: none;
      width: 22px;
      height: 22px;
      margin: 1px 0 0;
    }
  }
  [role='listbox'] {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    z-index: 10;
    max-height: 280px;
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding: ${({ theme }) => theme.space.xs} 0;
    overflow-y: auto;
    list-style: none;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.lg};
  }
  [role='option'] {
    display: grid;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    cursor: pointer;
    span {
      font-size: ${({ theme }) => theme.font.size.sm};
      color: ${({ theme }) => theme.colors.textMuted};
    }
    &[aria-selected='true'],
    &:hover {
      background: ${({ theme }) => theme.colors.brandSoft};
    }
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const StyledQuote = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  /* The figures replace the sentence without moving what follows. */
  min-height: 132px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: clamp(1.125rem, 0.9rem + 1.5vw, 1.5rem);
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.textStrong};
  }
`;

function FieldError({ fieldId }: { fieldId: string }) {
  return <p className="error" id={errorId(fieldId)} hidden />;
}

function PlaceField({ fieldId, label }: { fieldId: string; label: string }) {
  const T = useMessages().order;
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <input
        id={fieldId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={placeListId(fieldId)}
        aria-describedby={`${fieldId}-hint ${errorId(fieldId)}`}
        autoComplete="off"
        maxLength={120}
        required
      />
      <ul id={placeListId(fieldId)} role="listbox" aria-label={label} hidden />
      <p className="hint" id={`${fieldId}-hint`}>
        {T.placeHint}
      </p>
      <p className="visually-hidden" id={placeStatusId(fieldId)} role="status" />
      <FieldError fieldId={fieldId} />
    </div>
  );
}

/**
 * The order page (`/objednat`, `/de/bestellen`, `/en/order`) as prerendered: the form waits for its script
 * (web/src/features/web-order/order-form.ts), which asks first whether orders are taken now.
 */
export function OrderPage() {
  const locale = useLocale();
  const T = useMessages().order;
  return (
    <StyledPageSection aria-labelledby="order-title" id={ID.page}>
      <Container>
        <StyledCard>
          <h1 id="order-title">{T.title}</h1>
          <StyledLead>
            {T.lead} {T.callInstead} <a href={`tel:${company.phoneHref}`}>{company.phone}</a>
          </StyledLead>
          <noscript>
            <StyledNotice data-tone="warning">
              <p>{fill(T.noScript, { phone: company.phone })}</p>
            </StyledNotice>
          </noscript>
          <StyledNotice id={ID.closed} data-tone="warning" role="alert" hidden>
            <h2>{T.closedTitle}</h2>
            <p id={ID.closedText} />
          </StyledNotice>
          <StyledForm id={ID.form} noValidate aria-labelledby="order-title" aria-busy="true">
            <fieldset>
              <legend>{T.rideLegend}</legend>
              <div className="row">
                <PlaceField fieldId={ID.from} label={T.from} />
                <PlaceField fieldId={ID.to} label={T.to} />
              </div>
              <fieldset>
                <legend className="label">{T.when}</legend>
                <div className="choices">
                  <label className="choice">
                    <input type="radio" name="when" value="asap" id={ID.whenAsap} defaultChecked />
                    {T.asap}
                  </label>
                  <label className="choice" id={ID.laterChoice}>
                    <input type="radio" name="when" value="later" id={ID.whenLater} />
                    {T.later}
                  </label>
                </div>
                <div id={ID.laterFields} hidden>
                  <div className="row">
                    <div className="field">
                      <label htmlFor={ID.date}>{T.date}</label>
                      <input
                        id={ID.date}
                        type="date"
                        aria-describedby={`${ID.laterFields}-hint ${errorId(ID.date)}`}
                      />
                    </div>
                    <div className="field">
                      <label htmlFor={ID.time}>{T.time}</label>
                      <input id={ID.time} type="time" aria-describedby={`${ID.laterFields}-hint`} />
                    </div>
                  </div>
                  <p className="hint" id={`${ID.laterFields}-hint`}>
                    {T.laterHint}
                  </p>
                  <FieldError fieldId={ID.date} />
                </div>
                <p className="hint" id={ID.whenNote} hidden />
              </fieldset>
              <div className="row">
                <div className="field">
                  <label htmlFor={ID.people}>{T.people}</label>
                  <select id={ID.people} defaultValue="1">
                    {Array.from({ length: WEB_ORDER_MAX_PEOPLE }, (_, index) => (
                      <option key={index} value={index + 1}>
                        {index + 1}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            </fieldset>

            <StyledQuote id={ID.quote} aria-labelledby={`${ID.quote}-title`} aria-live="polite">
              <h2 id={`${ID.quote}-title`}>{T.quoteTitle}</h2>
              <p id={ID.quoteState}>{T.quoteEmpty}</p>
              <div id={ID.quoteFigures} hidden>
                <dl>
                  <div>
                    <dt>{T.price}</dt>
                    <dd id={ID.price} />
                  </div>
                  <div>
                    <dt>{T.distance}</dt>
                    <dd id={ID.distance} />
                  </div>
                  <div>
                    <dt>{T.duration}</dt>
                    <dd id={ID.duration} />
                  </div>
                </dl>
                <p className="hint" id={ID.validUntil} />
              </div>
            </StyledQuote>

            <fieldset>
              <legend>{T.contactLegend}</legend>
              <div className="row">
                <div className="field">
                  <label htmlFor={ID.name}>{T.name}</label>
                  <input
                    id={ID.name}
                    type="text"
                    autoComplete="name"
                    maxLength={100}
                    required
                    aria-describedby={errorId(ID.name)}
                  />
                  <FieldError fieldId={ID.name} />
                </div>
                <div className="field">
                  <label htmlFor={ID.phone}>{T.phone}</label>
                  <input
                    id={ID.phone}
                    type="tel"
                    autoComplete="tel"
                    inputMode="tel"
                    maxLength={30}
                    required
                    aria-describedby={`${ID.phone}-hint ${errorId(ID.phone)}`}
                  />
                  <p className="hint" id={`${ID.phone}-hint`}>
                    {T.phoneHint}
                  </p>
                  <FieldError fieldId={ID.phone} />
                </div>
              </div>
            </fieldset>

            <fieldset>
              <legend>{T.needsLegend}</legend>
              <label className="check">
                <input id={ID.luggage} type="checkbox" />
                {T.luggage}
              </label>
              <label className="check">
                <input id={ID.childSeat} type="checkbox" />
                {T.childSeat}
              </label>
              <div className="field">
                <label htmlFor={ID.note}>{T.note}</label>
                <textarea
                  id={ID.note}
                  rows={3}
                  maxLength={WEB_ORDER_NOTE_MAX}
                  aria-describedby={`${ID.note}-hint ${errorId(ID.note)}`}
                />
                <p className="hint" id={`${ID.note}-hint`}>
                  {fill(T.noteHint, { limit: WEB_ORDER_NOTE_MAX })}
                </p>
                <FieldError fieldId={ID.note} />
              </div>
            </fieldset>

            {/* No person sees or fills this field; a bot filling every field does. */}
            <div className="visually-hidden" aria-hidden="true">
              <label htmlFor={ID.website}>{T.website}</label>
              <input id={ID.website} type="text" name="website" tabIndex={-1} autoComplete="off" />
            </div>

            <div className="field">
              <label className="check">
                <input id={ID.consent} type="checkbox" required aria-describedby={errorId(ID.consent)} />
                <span>
                  {T.consentBefore}
                  <a href={`${publicPath('privacyPolicy', locale)}#objednavka-z-webu`}>{T.consentLink}</a>
                  {T.consentAfter}
                </span>
              </label>
              <FieldError fieldId={ID.consent} />
            </div>

            <StyledNotice id={ID.alert} data-tone="error" role="alert" hidden />
            <p className="hint" id={ID.loading} role="status">
              {T.loading}
            </p>
            <div>
              <StyledButton id={ID.submit} type="submit" disabled>
                {T.submit}
              </StyledButton>
            </div>
          </StyledForm>
        </StyledCard>
      </Container>
    </StyledPageSection>
  );
}
