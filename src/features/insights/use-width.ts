import { useEffect, useRef, useState } from 'react';

/**
 * The width of the element `ref` is put on, followed as it changes, so a chart is drawn at the
 * size it shows and its text keeps its size; `fallback` until it is measured (or where nothing
 * measures, as in jsdom).
 */
export function useWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry.contentRect.width);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
