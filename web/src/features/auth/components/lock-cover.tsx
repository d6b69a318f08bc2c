import styled from 'styled-components';

const StyledCover = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-content: center;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

/**
 * What covers the screen while the lock screen's code arrives, or in its place should it not come
 * (loaded afresh, the page keeps the create-order draft in the tab).
 */
export function LockCover({ failed = false }: { failed?: boolean }) {
  return (
    <StyledCover role="alert">Obrazovka je zamčená.{failed && ' Načtěte prosím stránku znovu.'}</StyledCover>
  );
}
