import type { ReactNode } from 'react';
import { FONT_FAMILY, SECONDARY_COLOUR } from './brand';
import './guestFrame.css';

/**
 * The frame of every page outside the console (the auth pages): the portal's background, font and
 * name around a card. Plain CSS, so a guest's first screen does not wait for MUI or react-admin.
 * @example <GuestFrame><LoginForm /></GuestFrame>
 */
export function GuestFrame({ children }: { children: ReactNode }) {
  return (
    <div className="guest-frame" style={{ color: SECONDARY_COLOUR, fontFamily: FONT_FAMILY }}>
      <main className="guest-frame__card">
        <p className="guest-frame__product">
          <span className="guest-frame__name">Trophy Portal</span>
          <span className="guest-frame__subtitle">Customer Portal</span>
        </p>
        {children}
      </main>
    </div>
  );
}
