import styled from 'styled-components';

const StyledSvg = styled.svg<{ $inverted: boolean }>`
  flex: none;
  .plate {
    fill: ${({ theme, $inverted }) => ($inverted ? theme.colors.brand : theme.colors.dark)};
  }
  .sign {
    fill: ${({ theme, $inverted }) => ($inverted ? theme.colors.dark : theme.colors.brand)};
  }
`;

/** The roof-sign logo; decorative, the company name beside it is the text. */
export function BrandMark({ size = 36, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <StyledSvg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      $inverted={inverted}
    >
      <rect className="plate" width="64" height="64" rx="14" />
      <path className="sign" d="M10 44 L15 22 Q16 18 20 18 L44 18 Q48 18 49 22 L54 44 Z" />
      <text
        className="plate"
        x="32"
        y="37"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontWeight="700"
        fontSize="14"
      >
        TAXI
      </text>
      <path
        className="sign"
        d="M8 50h6v4H8zM20 50h6v4h-6zM32 50h6v4h-6zM44 50h6v4h-6zM14 46h6v4h-6zM26 46h6v4h-6zM38 46h6v4h-6zM50 46h6v4h-6z"
      />
    </StyledSvg>
  );
}
