import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Tab, TabList, TabPanel } from './tabs.styles';

export interface TabItem {
  label: string;
  content: ReactNode;
  /** Mounted only once first selected, e.g. a panel whose code loads lazily. */
  deferred?: boolean;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem[];
}

const STEP: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs as the ARIA pattern has them: one tab stop, arrow keys (and Home/End) move and select.
 * Every panel stays mounted, so a half-filled form survives a look at another tab; a deferred
 * one is mounted when first selected.
 */
export function Tabs({ label, items }: TabsProps) {
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const select = (index: number) => {
    setSelected(index);
    setOpened((before) => (before.has(index) ? before : new Set(before).add(index)));
  };
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(selected, items.length);
    select(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <Tab
            key={item.label}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item, index) => (
        <TabPanel
          key={item.label}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={index !== selected}
        >
          {(!item.deferred || opened.has(index)) && item.content}
        </TabPanel>
      ))}
    </>
  );
}
