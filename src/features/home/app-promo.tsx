import type { ReactNode } from 'react';
import { BRAND } from '@contract/brand';
import {
  Badge,
  Badges,
  Copy,
  Illustration,
  Promo,
  PromoHeading,
  PromoText,
} from './app-promo.styles';

// Drawn inline: no image requests on the first page, and the store marks stay generic.
function PhoneIllustration() {
  return (
    <Illustration viewBox="0 0 200 260" aria-hidden="true" focusable="false">
      <circle cx="100" cy="140" r="96" fill="#fed7aa" />
      <rect x="55" y="20" width="90" height="180" rx="16" fill="#1c1917" />
      <rect x="62" y="34" width="76" height="152" rx="8" fill="#ffffff" />
      <rect x="70" y="44" width="60" height="10" rx="5" fill="#ea580c" />
      {[64, 106, 148].map((y) => (
        <g key={y}>
          <rect x="70" y={y} width="60" height="34" rx="6" fill="#fff7ed" />
          <rect x="74" y={y + 5} width="22" height="24" rx="4" fill="#fdba74" />
          <rect x="100" y={y + 8} width="26" height="5" rx="2.5" fill="#57534e" />
          <rect x="100" y={y + 18} width="18" height="4" rx="2" fill="#a8a29e" />
        </g>
      ))}
      <circle cx="158" cy="210" r="26" fill="#c2410c" />
      <path d="M146 210h24M158 198v24" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" />
    </Illustration>
  );
}

const StoreMark = ({ children }: { children: ReactNode }) => (
  <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

/** The mobile-app promo of the home page. */
export function AppPromo() {
  return (
    <Promo aria-labelledby="app-promo-heading">
      <PhoneIllustration />
      <Copy>
        <PromoHeading id="app-promo-heading">Order takeaway even faster!</PromoHeading>
        <PromoText>
          Download the {BRAND} app for faster ordering, live order tracking and personalised
          recommendations.
        </PromoText>
        <Badges aria-label="Get the app">
          <li>
            <Badge role="img" aria-label="Download on the App Store">
              <StoreMark>
                <rect x="2" y="2" width="20" height="20" rx="5" fill="#ffffff" />
                <path d="M8 17l4-10 4 10M9.5 13.5h5" stroke="#1c1917" strokeWidth="2" fill="none" />
              </StoreMark>
              <span>
                <small>Download on the</small>
                <strong>App Store</strong>
              </span>
            </Badge>
          </li>
          <li>
            <Badge role="img" aria-label="Get it on Google Play">
              <StoreMark>
                <path d="M5 3l14 9-14 9z" fill="#ffffff" />
                <path d="M5 3l9 9-9 9" fill="#fdba74" />
              </StoreMark>
              <span>
                <small>GET IT ON</small>
                <strong>Google Play</strong>
              </span>
            </Badge>
          </li>
        </Badges>
      </Copy>
    </Promo>
  );
}
