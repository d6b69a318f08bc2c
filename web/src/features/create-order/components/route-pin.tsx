import styled from 'styled-components';

export type RouteEnd = 'pickup' | 'destination';

/** The A/B badge of a route's ends: the same letters and colours in the form and on the map. */
export const RoutePin = styled.span<{ $end: RouteEnd }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  color: ${({ theme, $end }) => ($end === 'pickup' ? theme.colors.text : theme.colors.textOnDark)};
  background: ${({ theme, $end }) => ($end === 'pickup' ? theme.colors.brand : theme.colors.dark)};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;

/** The number of a car in Nejbližší vozy: the same badge in the list and on the map. */
export const CarPin = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border: 2px solid ${({ theme }) => theme.colors.dark};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textStrong};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
`;
