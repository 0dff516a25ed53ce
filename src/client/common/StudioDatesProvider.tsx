import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Profile } from '../../shared/authCalls';
import { DEFAULT_DATE_SETTINGS } from '../../shared/dateSettings';
import { cacheTags } from '../data/http/cacheTags';
import { StudioDatesContext } from './studioDates';

/**
 * Hands the screens the studio's date settings from the cached profile (docs/languages.md#formats):
 * they come with the profile call the guard makes anyway, so the first screen waits for no call of
 * its own. It only reads the cache (the guard fetches), and follows it when the profile refetches.
 * @example <StudioDatesProvider><RouteGuard>…</RouteGuard></StudioDatesProvider>
 */
export function StudioDatesProvider(props: { children: ReactNode }) {
  const { data } = useQuery<Profile | null>({ queryKey: cacheTags.user, enabled: false });
  return (
    <StudioDatesContext.Provider value={data?.dates ?? DEFAULT_DATE_SETTINGS}>
      {props.children}
    </StudioDatesContext.Provider>
  );
}
