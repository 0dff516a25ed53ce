import { benchTargets } from '../support/targets';

/** The orders list's targets: its floor (floorServer.ts) and the portal with logging on and off. */
export const TARGETS = benchTargets(new URL('./floorServer.ts', import.meta.url));
