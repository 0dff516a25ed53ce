import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../../tests/support/renderInConsole';
import type { Profile } from '../../shared/authCalls';
import type { DateSettings } from '../../shared/dateSettings';
import { cacheTags } from '../data/http/cacheTags';
import { DateText } from './DateText';
import { StudioDatesProvider } from './StudioDatesProvider';

const profile = (dates?: DateSettings): Profile => ({
  id: 'u1',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  fullName: 'Ada Admin',
  roles: ['admin'],
  completed: true,
  emailConfirmed: true,
  avatarUrl: null,
  language: 'en',
  dates,
});

const toronto: DateSettings = {
  locales: { en: 'en-CA', fr: 'fr-CA' },
  timeZone: 'America/Toronto',
};

function Moment(props: { at: string; onCache: (cache: QueryClient) => void }) {
  const cache = useQueryClient();
  const { onCache } = props;
  useEffect(() => {
    onCache(cache);
  }, [cache, onCache]);
  return (
    <StudioDatesProvider>
      <RecordContextProvider value={{ id: 1, at: props.at }}>
        <DateText source="at" showTime />
      </RecordContextProvider>
    </StudioDatesProvider>
  );
}

describe("the screens' dates follow the studio's settings from the profile (docs/languages.md#formats)", () => {
  it("shows a moment as in Johannesburg until the profile says otherwise, then as the studio's", async () => {
    let cache: QueryClient | undefined;
    renderInConsole(
      <Moment
        at="2026-05-15T02:30:00Z"
        onCache={(given) => {
          cache = given;
        }}
      />,
    );
    expect(screen.getByText('15 May 2026 at 04:30')).toBeVisible();
    act(() => cache!.setQueryData(cacheTags.user, profile(toronto)));
    expect(await screen.findByText(/^May 14, 2026 at 10:30\sp\.m\.$/)).toBeVisible();
    act(() => cache!.setQueryData(cacheTags.user, profile()));
    expect(await screen.findByText('15 May 2026 at 04:30')).toBeVisible();
  });
});
