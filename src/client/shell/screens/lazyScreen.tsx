import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadScreenCode } from './preloadError';
import { ScreenLoading } from './ScreenLoading';

/**
 * A component whose code loads on demand, showing `fallback` meanwhile; a failed load goes
 * through the preload-error event (docs/guards.md#preload-error).
 * @example const StatusFilter = lazyComponent(() => import('./orderFilters'), 'StatusFilter', null);
 */
export function lazyComponent<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  fallback: ReactNode,
): ComponentType<Props> {
  const Component = lazy(async (): Promise<{ default: ComponentType<Props> }> => ({
    default: (await loadScreenCode(load))[name],
  }));
  return function LazyComponent(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  };
}

/**
 * docs/guards.md#loading-screens: a screen whose code loads on demand, showing 'Loading...' meanwhile.
 * @example const OrderList = lazyScreen(() => import('../../../features/orders/screens/OrderList'), 'OrderList');
 */
export const lazyScreen = <Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> => lazyComponent(load, name, <ScreenLoading />);
