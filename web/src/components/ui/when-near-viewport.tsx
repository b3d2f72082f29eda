import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a deferred part starts loading: a quarter of a screen, so a scroll usually finds it there. */
const AHEAD_OF_SCREEN = '0px 0px 25% 0px';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * Renders `children` once their place on the page comes near the screen, and keeps them from then on. For a part
 * below a phone's first screen whose code and live reads need not compete with it (a lazy component's chunk is
 * requested only when it renders). Until then an empty marker holds the place: no height and no margin of its own
 * (inline, over a `Stack`'s spacing), so the page's layout does not change; where IntersectionObserver is missing the
 * children render at once.
 */
export function WhenNearViewport({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(() => !canObserve());
  const markerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const marker = markerRef.current;
    if (near || !marker) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD_OF_SCREEN },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [near]);

  if (near) return children;
  return <div ref={markerRef} aria-hidden style={{ height: 0, margin: 0 }} />;
}
