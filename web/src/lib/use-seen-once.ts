import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `rootMargin` of the screen once (docs/performance.md: charts load when seen, the
 * review screen's further creator cards render when near). Where there is no IntersectionObserver, it counts as seen.
 */
export function useSeenOnce<T extends Element>(rootMargin = '200px 0px') {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, rootMargin]);
  return [ref, seen] as const;
}
