import { useEffect, useState } from 'react';
import { registerServiceWorker, type TApplyUpdate } from './register-sw';
import type { UpdateBannerView } from './UpdateBannerView';

type TShown = { View: typeof UpdateBannerView; applyUpdate: TApplyUpdate };

/**
 * Registers the service worker and, once a new version waits, shows 'Update Available'. The
 * banner's own code comes only then, from the version still in charge (an update waits only
 * while an older worker controls the page, and that worker keeps every student chunk), so the
 * sign-in screen's first load does not carry it (issue 20's 150 KB ceiling).
 */
export function UpdateBanner() {
  const [shown, setShown] = useState<TShown | null>(null);
  useEffect(
    () =>
      registerServiceWorker((applyUpdate) => {
        import('./UpdateBannerView').then(
          ({ UpdateBannerView: View }) => setShown({ View, applyUpdate }),
          // Without its code there is no banner; the new version still starts on the next visit.
          () => undefined,
        );
      }),
    [],
  );
  if (!shown) return null;
  const { View, applyUpdate } = shown;
  return <View applyUpdate={applyUpdate} onLater={() => setShown(null)} />;
}
