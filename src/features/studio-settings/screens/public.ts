// What other features' screens take from studio-settings/: the settings themselves.
export { useStudioSettings } from './useStudioSettings';
