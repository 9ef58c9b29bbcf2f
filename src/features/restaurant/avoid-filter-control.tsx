import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AvoidFilter } from './avoid-filter';

// The panel loads when someone reaches for the button, so it is there by the time the click lands.
const loadPanel = () => import(/* webpackChunkName: "avoid-filter-panel" */ './avoid-filter-panel');
const AvoidFilterPanel = lazy(loadPanel);
const preloadPanel = () => void loadPanel();

export interface AvoidFilterControlProps {
  filter: AvoidFilter;
  /** How many dishes the filter dims. */
  dimmed: number;
}

/** 'Avoid' beside the menu's heading: it shows and hides the filter's panel, and counts its picks. */
export function AvoidFilterControl({ filter, dimmed }: AvoidFilterControlProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const picked = filter.avoid.length + filter.diet.length;
  return (
    <>
      <Button
        ref={toggleRef}
        type="button"
        $variant="outline"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        {picked > 0 ? `Avoid · ${picked}` : 'Avoid'}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AvoidFilterPanel
            id={panelId}
            filter={filter}
            dimmed={dimmed}
            onClose={() => {
              setOpen(false);
              toggleRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
